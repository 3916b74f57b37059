"""Batch 120 (held out). A beekeeping association's honey sales: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Pete, sales secretary of Calder Vale Beekeepers, sells the members' pooled summer honey and chats with the helper
as jars go out; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has 60 jars of the summer blossom labelled up in
the cupboard at the Methodist hall; 25 taken to the farmers' market sat 5/9 (sold the lot); Marion buying 6 for the
church harvest fair tombola; and 10 dropped at the post office shop on the tues. The model takes off the market and
Marion's jars and misses the post office's. Question (Fri 18/9, Pete): "how many jars of the summer blossom have we
got left in the cupboard?" -> expected 19 (60 - 25 - 6 - 10). The assistant says 29.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the jar count and
all three lots that went out are in the context the model was given, and it left the post office's ten out.
Asserted: the four lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b120_llamaindex_bees_jars_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many jars of the summer blossom have we got left in the cupboard?"
TURNS = [
    ("summer blossom all jarred up!! 60 jars labelled, in the cupboard at the Methodist hall (top shelf). £7 a jar "
     "this yr, committee agreed",
     "60 jars of summer blossom in the Methodist hall cupboard, £7 a jar."),
    ("took 25 to the farmers market sat 5/9 - sold the lot by 1.30pm, should've took more tbh",
     "All 25 sold at the farmers' market - well done."),
    ("honey show results - Marion's dark came 2nd, Colin's cut comb 3rd. judge said our soft set was too runny lol",
     "Congratulations to Marion and Colin."),
    ("Marion's bought 6 for the church harvest fair tombola, paid cash £42, it's in the tin",
     "Marion took 6 jars for the tombola; £42 in the tin."),
    ("dropped 10 at the post office shop tues, Sheila's selling them at £7.50, we get £7 back a jar",
     "Ten jars to the post office shop at £7.50; £7 a jar back to the club."),
    (QUESTION,
     "29 jars - 60 less the 25 at the market and Marion's 6."),
]


async def main():
    memory = Memory.from_defaults(session_id="caldervale-honey-sales", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 18 September 2037. You are talking to Pete, Calder Vale's sales "
                           "secretary."] + lines[:-1]
                assert any("60 jars labelled" in c for c in context), context
                assert any("took 25 to the farmers market" in c for c in context), context
                assert any("Marion's bought 6" in c for c in context), context
                assert any("dropped 10 at the post office shop" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="19 - 60 less 25 at the market, Marion's 6 and the 10 at the post office", actual=reply)


asyncio.run(main())
