"""Batch 166 (held out). A food bank volunteer's chat about the school uniform drive: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Brackley Food Bank runs a school uniform drive every August - families get a free bundle (jumpers, polo shirts,
trousers or skirts, shoes, PE kit) at the collection day, Sat 27th August 2039, 10-1 at the Baptist church on Well St.
Shaz sorts the donations and chats with the food bank's helper in the weeks before; each turn the chat is trimmed to its
last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1, after Tuesday's sort, she lists what they're still
short of - age 4-5 grey trousers, 9-10 red polo shirts, and black school shoes in a 13 and a 1 (girls' mostly) - and, in
passing, that the big bags of 7-8 stuff are stacked by the piano. Turn 2 is the collection day (Sat 27th 10-1, set up
from 8.30), turn 3 the Tesco bin and the Asda cage, turn 4 the volunteers, turn 5 the PE bags (none at all, put them on
the list). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Weds 17/8): "what are we still short
of? doing a facebook appeal tonight" -> expected age 4-5 grey trousers, 9-10 red polos, black school shoes in 13 and 1,
and PE bags. The assistant says just PE bags.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the sizes
still short was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the trousers, polos or shoes); the
collection day, donations, volunteers and PE bags turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b166_langchain_foodbank_sizes_short_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what are we still short of? doing a facebook appeal tonight"
TURNS = [
    ("done tues's sort 😅 still short of: age 4-5 grey trousers, 9-10 red polo shirts, + black school shoes in a 13 "
     "and a 1 (girls mostly). big bags of 7-8 stuff are stacked by the piano btw",
     "Still short: age 4-5 grey trousers, 9-10 red polos, black school shoes size 13 and 1."),
    ("collection day's sat 27th 10-1 at the Baptist church, set up from 8.30, Rev Jo's letting us have the big hall",
     "Collection Sat 27 Aug, 10-1 at the Baptist church, set up from 8.30."),
    ("Tesco bin was rammed this wk, mostly jumpers + book bags. Asda cage comes in tues",
     "Tesco bin: mostly jumpers and book bags; Asda's cage due Tuesday."),
    ("volunteers for the sat: me, Dev, Kim + 2 of the sixth formers for their DofE. Kim's doing the sign in",
     "Saturday: you, Dev, Kim and two sixth formers; Kim on sign-in."),
    ("oh + PE bags!! we've got none at all, put them on the list",
     "Added: PE bags - none in at all."),
    (QUESTION,
     "Just PE bags at the moment - you've got none in at all."),
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
            assert not any("trousers" in str(m.content) or "polo" in str(m.content) or "shoes" in str(m.content)
                           for m in window), window
            assert any("collection day's sat 27th" in str(m.content) for m in window), window
            assert any("Tesco bin was rammed" in str(m.content) for m in window), window
            assert any("volunteers for the sat" in str(m.content) for m in window), window
            assert any("PE bags!!" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("age 4-5 grey trousers, 9-10 red polo" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Shaz's chat - she's sorting Brackley Food Bank's school uniform drive, "
                                            "collection day Sat 27 August 2039; today Weds 17 August 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="age 4-5 grey trousers, 9-10 red polo shirts, black school shoes in 13 and 1, and PE bags",
       actual=reply)
