"""Batch 104 (held out). An amateur dramatics tour's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Val, stage manager of the Saffron Players, is taking "The Importance of Being Earnest" on a three-night tour
(Scarborough, Whitby, Malton) and talks the props van through with an assistant. Each turn the history is trimmed to
the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the chaise longue and the grandfather clock
have to come out of the lock-up (unit 4, Bridge St) for Whitby. Later turns: the tea set and the hat stand are
already in the van from Scarborough, the van's booked from Enterprise, Whitby's get-in time, digs, and turn 6 says
the stuffed parrot (Lady Bracknell's, on the shelf above the costume rail) is in unit 4 too. At turn 7 the trim
drops turn 1. Question: "what've we got to fetch out of unit 4 before the van goes fri?" -> expected the chaise
longue, the clock and the parrot. The assistant says just the parrot.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the parrot line and the van-contents line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b104_langchain_amdram_props_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what've we got to fetch out of unit 4 before the van goes fri?"
TURNS = [
    ("right, whitby. from the lock up (unit 4, bridge st) we need the chaise longue + the grandfather clock - "
     "clock's heavier than it looks, Bernard's NOT lifting it w his back",
     "Chaise longue and grandfather clock from unit 4 for Whitby; keep Bernard off the clock."),
    ("tea set + the hat stand are still in the van from scarborough, leave them in, saves unpacking",
     "The tea set and hat stand stay in the van."),
    ("van = Enterprise luton, pick up fri 8.30 from the Cambridge Rd depot, back mon by 5. Nigel driving, "
     "£186 + fuel",
     "Luton van from Enterprise, Friday 8.30 to Monday 5, Nigel driving."),
    ("whitby pavilion get-in sat 10am, we're off by 11.30pm latest or they charge us, curtain up 7.30",
     "Whitby Pavilion: get-in 10am Saturday, curtain up 7.30, out by 11.30pm."),
    ("digs whitby - the Anchor guesthouse, 6 rooms, breakfast from 8. Gwen wants a ground floor room",
     "The Anchor guesthouse, six rooms; ground floor for Gwen."),
    ("oh and the stuffed parrot!! Lady B's parrot is in unit 4 too, shelf above the costume rail. cant do act 1 "
     "without it",
     "The stuffed parrot is in unit 4 on the shelf above the costume rail."),
    (QUESTION,
     "Just the stuffed parrot off the shelf above the costume rail - the tea set and hat stand are already in "
     "the van."),
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
            assert not any("chaise" in str(m.content).lower() or "grandfather clock" in str(m.content).lower()
                           for m in window), window
            assert any("stuffed parrot" in str(m.content) for m in window), window
            assert any("hat stand are still in the van" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("chaise longue + the grandfather clock" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Val's chat about the tour's props van)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the chaise longue, the grandfather clock and Lady B's parrot", actual=reply)
