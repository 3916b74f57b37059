"""Batch 105 (held out). A chiropodist's home-visit round chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Sian, a chiropodist doing home visits, plans Thursday's round in a chat with an assistant at the end of each
day; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says a routine visit is half an hour, travel
between them 10-15 min. Turn 3 says Mrs Bell's is her first visit since the ingrown toenail op at the clinic, so
redress, check it's healing, and do the other foot's corns - allow 50 mins, and she'll want to show the wedding
photos. Question (turn 6, Wed 22/4 evening): "how long am i going to be at mrs bell's tmrw? trying to work out if i
can fit mr dyer in before 11" -> expected about 50 minutes. The model says half an hour, a routine visit.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
routine half hour and Mrs Bell's 50-minute line are both in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b105_llamaindex_chiropody_bell_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long am i going to be at mrs bell's tmrw? trying to work out if i can fit mr dyer in before 11"
TURNS = [
    ("thurs round: Mrs Bell 9.30 (Rye St), Mr Dyer, Mrs Kaur after lunch. routine visit = 30 mins, travel 10-15 "
     "between unless the bypass is solid",
     "Thursday: Mrs Bell at 9.30, then Mr Dyer, then Mrs Kaur after lunch; routine visits half an hour."),
    ("mrs bell's daughter says she has the hairdresser 11.30 so we need to be gone by 11 latest",
     "Be out of Mrs Bell's by 11."),
    ("mrs bell - first visit since the ingrown toenail op at the clinic (R big toe). redress, check its healing, "
     "+ do the corns on the L foot while im there. allow 50 mins, and she'll want to show me the wedding photos!",
     "Mrs Bell: redress the toe, check healing, corns on the left foot - allow 50 minutes."),
    ("order more felt padding, down to the last sheet. and the 2mm blades",
     "Felt padding and 2mm blades on the order."),
    ("mr dyer's envelope was short by £2 last time, not saying anything, just noting it",
     "Noted about Mr Dyer's envelope."),
    (QUESTION,
     "About half an hour - it's a routine visit, so you'd be out by 10 and could get to Mr Dyer's for 10.15."),
]


async def main():
    memory = Memory.from_defaults(session_id="sm-chiro-sian", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 22 April 2037, 7pm."] + lines[:-1]
                assert any("allow 50 mins" in c and "ingrown toenail op" in c for c in context), context
                assert any("routine visit = 30 mins" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the best part of an hour (50 min) - it's her first since the op", actual=reply)


asyncio.run(main())
