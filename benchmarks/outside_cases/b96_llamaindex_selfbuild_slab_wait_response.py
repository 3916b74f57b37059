"""Batch 96 (held out). A self-build house project's planning chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Sam, building his own house on plot 3 Mill Lane, plans the weeks in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 2 says the garage slab was poured Thu 5/6 and Ryan,
the structural engineer, says no blockwork on it for 7 days minimum and no full loading (the roof) for 28 days.
Question (turn 6, Fri 6/6): "how long have we got to wait before the brickies can start on the garage slab?" ->
expected a week from the pour (so Thu 12/6). The model says 28 days, into July.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: turn
2's line with the 7 days is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b96_llamaindex_selfbuild_slab_wait_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("wk of 2/6 - skip swap tues, scaffold inspection weds (Kev), trusses still 3 wks off per Pasquill",
     "Noted: skip swap Tuesday, scaffold inspection Wednesday, trusses about three weeks away."),
    ("garage slab poured thurs 5/6, went well. Ryan (SE) says NO blockwork on it for 7 days min, full loading "
     "ie the roof not for 28 days. keep it damp + covered in the heat",
     "Garage slab poured Thu 5 June: no blockwork for at least 7 days, no full loading for 28. Keep it damp."),
    ("Dave's brickies are on the house till the 11th then free, he wants to know when to bring them round",
     "Dave's team is free after the 11th."),
    ("building control want a look at the drains b4 we backfill, booked mon 9/6 am",
     "Drains inspection Monday 9 June, morning."),
    ("Priya's mum visiting sat, keep the site tidy lol, and the hose is by the container for the slab",
     "Tidy site for Saturday; the hose for wetting the slab is by the container."),
    ("how long have we got to wait before the brickies can start on the garage slab?",
     "28 days from the pour - so not before Thursday 3 July."),
]


async def main():
    memory = Memory.from_defaults(session_id="mill-lane-sam", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 6 June 2036."] + lines[:-1]
                assert any("NO blockwork on it for 7 days min" in c for c in context), context
                assert any("garage slab poured thurs 5/6" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long have we got to wait before the brickies can start on the garage slab?",
           expected="a week after the pour - so from Thursday the 12th", actual=reply)


asyncio.run(main())
