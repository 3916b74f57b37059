"""Batch 85 (held out). A grandparent's school-run rota: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Grandad Len does the after-school pick-ups for his daughter's three (Alfie 9, Maisie 7, little Rosie 4) and
keeps it straight in a chat with an assistant. Each turn the history is trimmed to the last 10 messages (starting
on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Alfie's got football club Mondays after school,
collect 4.15 from the field gate, plus an aside about his boots; turn 3 says Maisie's started swimming, Weds 4.30
at the leisure centre; turn 5 says Alfie's doing chess club Thursdays in the library till 4. At turn 6 the trim
drops turn 1. Question: "which clubs am I picking up from this week?" -> expected football, swimming and chess.
The assistant lists swimming and chess only.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 6's, which still has the swimming and the chess.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b85_langchain_schoolrun_clubs_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("right - Sarah's back on nights from the 9th so it's me doing pick ups. Alfie's got footy club mondays after "
     "school, get him 4.15 at the field gate. he needs his boots in a bag not on his feet (mud!!)",
     "Got it: Alfie, football club Mondays, collect 4.15 from the field gate; boots in a bag."),
    ("Rosie finishes nursery at 12 on tue + thur, the other days Sarah's mum has her",
     "Rosie: nursery finishes 12 noon Tuesdays and Thursdays."),
    ("oh and Maisie's started swimming - weds 4.30-5 at the leisure centre, she gets changed herself but needs a "
     "hand with her hair after",
     "Maisie: swimming Wednesdays 4.30 to 5 at the leisure centre; help with her hair afterwards."),
    ("car's booked in for MOT fri 13th 8am, Jim next door says he'll run me back",
     "MOT Friday 13th at 8am; Jim will give you a lift back."),
    ("Alfie's joined chess club as well!! thursdays in the school library, out at 4",
     "Alfie: chess club Thursdays in the school library, finishes at 4."),
    ("which clubs am I picking up from this week? want to write it on the calendar",
     "Two this week: Maisie's swimming on Wednesday (4.30 at the leisure centre) and Alfie's chess club on "
     "Thursday (4pm, school library)."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("footy club" in str(m.content) or "football" in str(m.content) for m in window), window
            assert any("Maisie's started swimming" in str(m.content) for m in window), window
            assert any("joined chess club" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("footy club mondays" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Grandad Len's pick-up chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="three: Alfie's football on Monday, Maisie's swimming Wednesday and his chess on "
                              "Thursday", actual=reply)
