"""Batch 78 (held out). A veg box scheme's deliveries: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Sam drives van 1 for Green Lane Veg and plans his rounds in a chat with an assistant; the whole memory goes
into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the Thursday round leaves the barn at 9 and
is back about 1.30; turn 3 says from next week Oakley Primary and the two new Hatton drops go on it, about 40 mins
extra all in. Question (turn 6): "how long's thursday going to take me now?" -> expected about 5 hrs 10 min. The
model gives the old 4½ hours.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b78_llamaindex_vegbox_thursday_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("thurs round as it stands: load at the barn from 8.15, leave 9, Hatton then Oakley villages, back for about "
     "1.30 if the lanes are clear. 31 boxes",
     "Thursday: load from 8.15, away at 9, Hatton then Oakley, back around 1.30; 31 boxes."),
    ("van 1 had the slow puncture done 5/8 at Kwik Fit, £68, Jo's paid it",
     "Noted - van 1's tyre fixed on 5 August, £68, paid by Jo."),
    ("Jo says from next wk the school (Oakley Primary, 3 large for the kitchen) + the 2 new ones in Hatton go on "
     "thurs - reckon 40 mins more all in, the school's got that awful one way system",
     "From next week Thursday adds Oakley Primary's three large boxes and two new Hatton drops - about 40 minutes "
     "more."),
    ("Mrs Ellis's cousin in Hatton wants a small box too but fortnightly, not till Sept",
     "A fortnightly small box for Mrs Ellis's cousin in Hatton, starting in September."),
    ("Dan's doing Millbrook thurs as well while the bridge is shut, he goes after me so no clash at the barn",
     "Dan takes Millbrook on Thursdays too, leaving after you."),
    ("how long's thursday going to take me now? need to tell the nursery when I can pick up",
     "About four and a half hours - away at 9 and back around 1.30."),
]


async def main():
    memory = Memory.from_defaults(session_id="green-lane-van1", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("leave 9" in c and "back for about 1.30" in c for c in lines[:-1]), lines
                assert any("40 mins more all in" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Fri 8 August 2031."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long's thursday going to take me now? need to tell the nursery when I can pick up",
           expected="roughly 5 and 10 mins, so back about 2.10", actual=reply)


asyncio.run(main())
