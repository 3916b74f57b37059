"""Batch 118 (held out). A bridge club's Thursday pairs: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Ray, who runs Thursday nights at Wharfe Valley Bridge Club, chats with the helper while he rounds up pairs for
the week; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has 11 pairs down for thurs, then Jean + Maureen
saying they can come after all (12), and, later, Dot ringing to say Ken's hip has gone again so they're out (back to
11). Ray wants 7 tables for the Howell, which needs 14 pairs. The model counts the 12 and misses Dot and Ken dropping
out. Question (Weds 12/11, Ray): "how many more pairs do i need to find for 7 tables?" -> expected 3 (14 - 11). The
assistant says 2.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the pairs count, the
pair that came in and the pair that dropped out are all in the context the model was given, and it left the dropout
out. Asserted: the three lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b118_llamaindex_bridge_pairs_short_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more pairs do i need to find for 7 tables?"
TURNS = [
    ("thurs pairs so far - 11 down on the sheet inc the two new couples from the beginners class",
     "11 pairs down for Thursday, including the two new couples."),
    ("jean + maureen just rang, they can come after all (her daughter's not coming up now). so 12!",
     "Jean and Maureen are in - 12 pairs."),
    ("want 7 tables if we can for the howell, the 8 table one's too long for a weekday. 24 boards, 7.15 for 7.30",
     "Aim for 7 tables on the Howell; 24 boards, 7.15 for 7.30."),
    ("table money's £3.50 now, remind the new ones - they'll only have a fiver probably",
     "Table money £3.50; the new couples may need change from a fiver."),
    ("Dot rang, Ken's hip's gone again so they're out thurs, she's gutted. hope he's ok for the county heat",
     "Sorry to hear it - Dot and Ken are out on Thursday."),
    (QUESTION,
     "2 more - you've 12 pairs and 7 tables needs 14."),
]


async def main():
    memory = Memory.from_defaults(session_id="wharfe-valley-thursday", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 12 November 2037. You are talking to Ray, who runs Thursday nights."] + \
                          lines[:-1]
                assert any("11 down on the sheet" in c for c in context), context
                assert any("they can come after all" in c for c in context), context
                assert any("so they're out thurs" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="3 - it's back to 11 pairs with Dot and Ken out, and 7 tables needs 14", actual=reply)


asyncio.run(main())
