"""Batch 193 (held out). A choir's carol singing round the pubs: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Cressage Community Choir sings carols round the village pubs on Fri 18th Dec 2043 - the Bell, the Crown, the Red
Lion and the Swan, buckets for the hospice, mince pies at the end. Hugh (the choir's leader) chats with the choir's
helper while he sorts it out; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Hugh says it's Fri 18th, meet at the Bell 7.30, and
the landlords have asked for 20 mins max in each this year - the Crown's got its Christmas quiz on and the Bell's
doing food, so 4 or 5 carols, the bucket round and out. Turn 2 is the route (Bell, Crown, Red Lion, Swan, walking,
torches), turn 3 the buckets (hospice, licence from the council, 4 buckets), turn 4 last year's notes pasted in to
tidy ("we did about half an hour in each + the Red Lion gave us mulled wine"), turn 5 the mince pies (Pat's doing 4
dozen, at the Swan at the end). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 15/12):
"how long are we in each pub? trying to work out when we'll get to the Swan for the mince pies" -> expected 20 mins
max in each (the quiz at the Crown, food at the Bell). The assistant says about half an hour in each.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 20
minutes was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 20 mins, the quiz or the food
service); the route, buckets, last year's notes and mince pie turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b193_langchain_carols_pub_stop_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long are we in each pub? trying to work out when we'll get to the Swan for the mince pies"
TURNS = [
    ("carols round the pubs fri 18th 🎄 meet at the Bell 7.30. landlords have asked for 20 mins max in each this yr "
     "- the Crown's got its xmas quiz on + the Bell's doing food, so 4 or 5 carols, bucket round + out",
     "Fri 18 Dec, meet at the Bell at 7.30; 20 minutes at most in each pub this year - 4 or 5 carols and the "
     "buckets."),
    ("route - Bell, Crown, Red Lion, Swan. all walking, it's 10 mins between each at most. torches + hi vis for the "
     "bit of main road past the garage",
     "Route: the Bell, the Crown, the Red Lion, then the Swan - walking; torches and hi-vis for the main road."),
    ("buckets for the hospice - council licence came thru 👍 4 buckets, Pat + Sue + the 2 Davids on them",
     "Collecting for the hospice - licence sorted; 4 buckets with Pat, Sue and the two Davids."),
    ("can you tidy last yr's notes for the folder - 'carols round pubs, 4 pubs, we did about half an hour in each + "
     "the Red Lion gave us mulled wine, raised £260ish, Swan was packed'",
     "Tidied: last year - 4 pubs, about half an hour in each, mulled wine at the Red Lion, about £260 raised, the "
     "Swan was packed."),
    ("mince pies - Pat's doing 4 dozen, we'll have them at the Swan at the end, landlord's fine w it as long as we "
     "buy a drink lol",
     "Pat's bringing 4 dozen mince pies for the end at the Swan."),
    (QUESTION,
     "About half an hour in each, like last year - so with the walking you'll get to the Swan for the mince pies "
     "around 9.30."),
]
WINDOW = 10
GONE = ("20 mins", "quiz", "doing food", "bucket round")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Bell, Crown, Red Lion, Swan" in str(m.content) for m in window), window
            assert any("council licence came thru" in str(m.content) for m in window), window
            assert any("about half an hour in each" in str(m.content) for m in window), window
            assert any("Pat's doing 4 dozen" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("20 mins max in each this yr" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hugh's chat - he leads Cressage Community Choir; today Tue 15 Dec "
                                            "2043)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="20 mins max in each - the landlords asked (quiz at the Crown, food at the Bell)",
       actual=reply)
