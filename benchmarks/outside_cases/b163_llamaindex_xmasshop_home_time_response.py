"""Batch 163 (held out). A volunteer escort's chat before a community transport Christmas shopping trip: LlamaIndex
Memory (async aput/aget), asyncio, one root span per turn; the answer call has the bus home time and answers from the
shops' late opening.

App: Ryton Dial-a-Ride takes its members on a Christmas shopping trip to Meadowhall on Sat 11th Dec 2038 (the
minibus from Ryton library, Phil driving). Jackie, the volunteer escort, chats with the scheme's helper in the week
before as she sorts out who's going; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the bus leaving the library at
9.15 and everyone back on the bus for 4.15 at the coach park by the Oasis - Phil leaves half 4 sharp, he's not
waiting this time after last year; in turn 2, Meadowhall open 9-8 that day for late night Christmas shopping and
Santa's grotto in the Oasis till 6; in turn 3 the bookings (12, two wheelchairs); in turn 4 lunch. The model answers
from the late opening. Question (turn 5, Thu 9/12): "what time's the bus home? Doris wants to take her great grandson
to the grotto" -> expected half 4 (4.30; be back on the bus by 4.15 at the coach park by the Oasis). The assistant
says not till 8, when the shops shut.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the bus home at
half 4 is in the context the model was given, and it answered from the opening hours line. Asserted: the bus line
and the opening hours line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b163_llamaindex_xmasshop_home_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time's the bus home? Doris wants to take her great grandson to the grotto"
TURNS = [
    ("meadowhall sat 11th - bus leaves Ryton library 9.15, everyone back on the bus for 4.15 at the coach park by the "
     "Oasis, Phil leaves half 4 sharp. he's not waiting this time after last yr 🙄",
     "Sat 11 Dec: leave Ryton library 9.15; back on the bus by 4.15 at the coach park by the Oasis, leaving 4.30."),
    ("meadowhall's open 9-8 that day, late night xmas shopping. Santa's grotto's in the Oasis till 6",
     "Meadowhall open 9-8; Santa's grotto in the Oasis until 6."),
    ("12 booked now, 2 wheelchairs (Mr Ahmed + Joan B), lift's been serviced",
     "12 booked, two wheelchairs; the lift's been serviced."),
    ("lunch - they'll sort themselves mostly, I'm taking whoever wants to the Harvester at 12.30",
     "Lunch: Harvester at 12.30 for anyone who wants to go with you."),
    (QUESTION,
     "Not till 8 - Meadowhall's open late that day, so there's plenty of time for the grotto."),
]


async def main() -> None:
    memory = Memory.from_defaults(session_id="ryton-dar-jackie", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 9 December 2038. You are talking to Jackie, the volunteer escort on Ryton "
                           "Dial-a-Ride's Meadowhall trip (Sat 11 December)."] + lines[:-1]
                assert any("back on the bus for 4.15" in c and "Phil leaves half 4 sharp" in c
                           for c in context), context
                assert any("meadowhall's open 9-8 that day" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="half 4 (4.30) from the coach park by the Oasis - everyone back on by 4.15",
           actual=reply)


asyncio.run(main())
