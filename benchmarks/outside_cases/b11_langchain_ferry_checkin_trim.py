"""Batch 11 (held out). Freight ferry booking desk chat: LangChain InMemoryChatMessageHistory used through its async
API (``aadd_messages`` / ``aget_messages``) and ``trim_messages`` before every model call, asyncio, one root span per
turn.

App: a haulier's transport planner chats with the ferry line's freight desk assistant; the history is the only
memory, and before each model call it is trimmed to a fixed budget (``trim_messages(strategy="last", max_tokens=210,
token_counter="approximate", start_on="human")``).

Planted fault (UpdateError, trimmed from the window): turn 1 is the planner's booking: "Booking FT-7720: accompanied
13.6 m trailer, Hull to Rotterdam, sailing Thursday 22 October 2026 at 20:30. The confirmation says freight check-in
closes 2 hours 15 minutes before departure." Turns 2-4 are about the dangerous goods form, the driver's cabin and
foot passengers (who check in 60 minutes before). At turn 5 the trim no longer keeps turn 1. Question (turn 5): "How
long before the sailing does my driver have to be checked in?" -> expected "2 hours 15 minutes before (by 18:15)".
The assistant answers from what is left: "60 minutes before departure".

Expected verdict: UpdateError at the turn-5 langchain.trim_messages (fault() wraps that trim). Asserted: the booking
message survived the earlier trims and is absent from the turn-5 prompt. Another reading: a ResponseError for giving
the foot-passenger rule, but the freight rule is no longer in what the model was sent.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b11_langchain_ferry_checkin_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

BOOKING = ("Booking FT-7720: accompanied 13.6 m trailer, Hull to Rotterdam, sailing Thursday 22 October 2026 at "
           "20:30. The confirmation says freight check-in closes 2 hours 15 minutes before departure.")
TURNS = [
    (BOOKING, "Thanks, I have FT-7720 for Thursday's 20:30 Hull-Rotterdam sailing. What do you need?"),
    ("The trailer has two pallets of paint, UN1263. Do you need a dangerous goods form?",
     "Yes: send the DGN at least 24 hours before sailing; UN1263 class 3 goes on the open deck."),
    ("Does the driver get a cabin, and is dinner included?",
     "Accompanied freight includes a single cabin and the driver's dinner and breakfast in the freight lounge."),
    ("His wife may travel with him as a foot passenger - when would she need to be there?",
     "Foot passengers check in at the terminal no later than 60 minutes before departure, with passport."),
    ("How long before the sailing does my driver have to be checked in?",
     "Your driver should be checked in 60 minutes before departure."),
]


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=210, token_counter="approximate", start_on="human")


async def main():
    history = InMemoryChatMessageHistory()
    reply = ""
    for i, (user, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await history.aadd_messages([HumanMessage(user)])
            messages = await history.aget_messages()
            if i == len(TURNS):
                with fault():
                    window = trim(messages)
                assert not any("2 hours 15 minutes" in str(m.content) for m in window), window
            else:
                window = trim(messages)
                assert any("2 hours 15 minutes" in str(m.content) for m in window), (i, window)
            msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                    for m in window]
            reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
            await history.aadd_messages([AIMessage(reply)])
    finish(TURNS[-1][0], expected="2 hours 15 minutes before (by 18:15)", actual=reply)


asyncio.run(main())
