"""Batch 119 (held out). A community choir's concert tickets: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Sheila, who does the tickets for Millford Community Choir, chats with the helper while she keeps count for the
summer concert at St Peter's (Sat 20th June); the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has St Peter's at 150 for concerts (the fire
officer's figure, side-aisle chairs included), 87 sold online and at the library as of Mon 8/6, 6 held back for the
Mayor's party, and, later, the 14 Sheila sold at the WI coffee morning on Weds. The model takes the 150, the 87 and
the 6 and misses the WI sales. Question (Thu 11/6, Sheila): "rotary want a block - how many more can we actually
sell?" -> expected 43 (150 - 87 - 14 - 6). The assistant says 57.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the capacity, the
online sales, the Mayor's seats and the WI sales are all in the context the model was given, and it left the WI
sales out. Asserted: the four lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b119_llamaindex_choir_tickets_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "rotary want a block - how many more can we actually sell?"
TURNS = [
    ("fire officer came round st peter's - 150 max for concerts, that's inc the chairs down the side aisle",
     "St Peter's: 150 maximum for concerts, side-aisle chairs included."),
    ("ticket count mon 8/6: 87 sold (online + the library desk). slow but it always picks up the last fortnight",
     "87 sold as of Monday 8th, online and at the library."),
    ("hold 6 back for the mayor's party pls, front pew on the left - don't sell those",
     "Six held for the Mayor's party, front left pew - not for sale."),
    ("raffle prizes so far - hamper from the co-op, a meal for 2 at the Fleece, Brian's honey",
     "Raffle so far: Co-op hamper, meal for two at the Fleece, Brian's honey."),
    ("sold 14 at the WI coffee morning weds!! cash, in the tin, I'll bank it fri",
     "Well done - 14 sold at the WI coffee morning; cash to bank on Friday."),
    (QUESTION,
     "57 - 150 seats, minus the 87 sold and the 6 for the Mayor's party."),
]


async def main():
    memory = Memory.from_defaults(session_id="millford-choir-tickets", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 11 June 2037. You are talking to Sheila, who does the choir's tickets."] + \
                          lines[:-1]
                assert any("150 max for concerts" in c for c in context), context
                assert any("87 sold" in c for c in context), context
                assert any("hold 6 back for the mayor's party" in c for c in context), context
                assert any("sold 14 at the WI coffee morning" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="43 - 150, less the 87 sold, the 14 from the WI coffee morning and the Mayor's 6",
           actual=reply)


asyncio.run(main())
