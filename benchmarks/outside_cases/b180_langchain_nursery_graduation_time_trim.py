"""Batch 180 (held out). A nursery's graduation: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Little Acorns nursery's graduation for the pre-school leavers is Fri 17th July 2043 in the church hall next
door - gowns and caps, songs, certificates, the photographer, squash and cake after. Kelly, the pre-school room
leader, chats with the nursery's helper while she answers parents on the nursery app; each turn the chat is trimmed
to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the graduation's Fri 17th July, starting half
10 in the church hall - brought forward from 2, the church need the hall for a funeral in the afternoon - gowns on
from 10. Turn 2 is the songs, turn 3 the gowns, turn 4 the photographer (group photo at 11.15 after the
certificates), turn 5 the tickets and the cake. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn
6, Thurs 9/7): "Freddie's dad's asking what time he needs to be there for the graduation, he's booking a half day"
-> expected half 10 (the start, brought forward from 2). The assistant says 11.15 - the photographer's time.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
start time was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on half 10 or 10.30, the funeral or
"from 2"); the songs, gowns, photographer (with 11.15) and tickets turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b180_langchain_nursery_graduation_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Freddie's dad's asking what time he needs to be there for the graduation, he's booking a half day"
TURNS = [
    ("graduation's fri 17th july 🎓 starting half 10 in the church hall - had to bring it fwd from 2, the church need "
     "the hall for a funeral in the afternoon. gowns on from 10",
     "Fri 17 July, starting 10.30 in the church hall; gowns on from 10."),
    ("songs - Twinkle Twinkle w Makaton, the Goodbye Nursery song, Wind the Bobbin Up + Down in the Jungle for the "
     "wigglers 🐒",
     "Four songs: Twinkle Twinkle (Makaton), Goodbye Nursery, Wind the Bobbin Up, Down in the Jungle."),
    ("gowns from Gowns4Little coming weds, yellow w the green caps, 22 kids. Zara's nan's taking up the tiny one",
     "22 yellow gowns with green caps arriving Wednesday; Zara's nan is shortening the smallest."),
    ("photographer - Snap Happy doing the group photo at 11.15 after the certificates, parents no phones during the "
     "songs pls 📵",
     "Snap Happy takes the group photo at 11.15 after certificates; no phones during the songs."),
    ("2 tickets per family, squash + cake in the garden after if it's dry, Mrs Ahmed's doing a big acorn cake 🌰",
     "Two tickets per family; squash and Mrs Ahmed's acorn cake in the garden after."),
    (QUESTION,
     "11.15 - that's when Snap Happy do the group photo after the certificates."),
]
WINDOW = 10
GONE = ("half 10", "10.30", "funeral", "from 2")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("Wind the Bobbin Up" in str(m.content) for m in window), window
            assert any("Gowns4Little" in str(m.content) for m in window), window
            assert any("group photo at 11.15" in str(m.content) for m in window), window
            assert any("2 tickets per family" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("starting half 10 in the church hall" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kelly's chat - she leads the pre-school room at Little Acorns nursery; "
                                            "today Thurs 9 July 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half 10 (gowns on from 10) - it was brought forward from 2", actual=reply)
