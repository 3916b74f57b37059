"""Batch 93 (held out). A skating parent's planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Jo's daughter Mia skates at the Planet Ice rink in Milton Keynes; Jo keeps the lessons, ice times and kit
straight in a chat with an assistant. Each turn the history is trimmed to the last 12 messages (starting on a human
one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Irina (Mia's private coach) has no single slots
left this half term, so Jo took a double for Thursdays: 6.10 to 6.50 on the early patch ice, £44. The later turns
are the group course, the rink's email with the price list (privates are 20 mins, £22), skate sharpening, the
competition and a lift. At turn 7 the trim drops turn 1. Question: "how long is mia's lesson with irina on thurs?
need to know if she can get breakfast before school" -> expected 40 minutes (a double, 6.10-6.50). The assistant
says 20 minutes, the standard private.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the rink's price-list email.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b93_langchain_icerink_private_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("irina's got no singles left this half term so I've taken a DOUBLE for thursdays - 6.10 to 6.50 on the early "
     "patch ice. £44 a go, pay her cash on the day",
     "Thursdays with Irina: a double, 6.10-6.50 on patch ice, £44 cash on the day."),
    ("group lessons: mia's moved up to Skate UK level 6 (yay), sat 8.15am, 30 min, £89 for the 10 wks",
     "Level 6 group on Saturdays at 8.15, 30 minutes, £89 for ten weeks."),
    ("email from the rink re coaching prices 2036 - privates are 20 min, £22 for the level 1-2 coaches, £24 "
     "senior coaches. patch ice £7.50 extra per session booked at reception",
     "Privates are 20 minutes (£22, or £24 with a senior coach); patch ice is £7.50 booked at reception."),
    ("blades need doing, the right one catches on her 3 turns. Sharpening at the pro shop £12, 2 day turnaround",
     "Sharpening £12 at the pro shop, two days."),
    ("inter club comp at Peterborough sun 15/6, entry £35, closing date fri 23 may, she's doing the level 6 "
     "free skate",
     "Peterborough inter-club on Sun 15 June, £35, entries close Fri 23 May; Level 6 free skate."),
    ("Gemma's mum can do the thursday lift if I drop both of them for the 6.10 start. school's 8.40",
     "Gemma's mum can help with Thursdays if you do the early drop; school starts at 8.40."),
    ("how long is mia's lesson with irina on thurs? need to know if she can get breakfast before school",
     "20 minutes - privates are 20-minute lessons, so she'll be off the ice in plenty of time for breakfast."),
]
WINDOW = 12


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
            assert not any("DOUBLE" in str(m.content) or "6.50" in str(m.content) or "£44" in str(m.content)
                           for m in window), window
            assert any("privates are 20 min" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("taken a DOUBLE" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's skating planning chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how long is mia's lesson with irina on thurs? need to know if she can get breakfast before school",
       expected="40 mins - it's a double, 6.10 till 6.50", actual=reply)
