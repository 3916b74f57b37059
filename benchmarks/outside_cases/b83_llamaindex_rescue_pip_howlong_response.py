"""Batch 83 (held out). A dog rescue's fostering: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Lou, coordinator of Hillside Hound Rescue, talks the dogs through with an assistant; the whole memory goes
into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says Pip (lurcher cross) went to Carol and Mike
in Hebden on 3/10; turn 3 says Pip's had to come back from Carol's as her mum's poorly and she's up and down to
Leeds, so Dev has had him since Sat 1st Nov. Question (turn 6, Sun 16/11): "how long's Pip been at his foster
now?" -> expected about two weeks (with Dev since 1 Nov). The model counts from 3 Oct and says about six weeks.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b83_llamaindex_rescue_pip_howlong_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Pip (lurcher x, 3ish, the brindle one) went to Carol + Mike in Hebden fri 3/10, settling ok, bit of a "
     "counter surfer - nobody leave toast out",
     "Pip went to Carol and Mike in Hebden on Friday 3 October; settling, but he counter-surfs."),
    ("Monty's home check w the Ahmeds is booked, Lou doing it",
     "Monty's home check with the Ahmeds is booked - you're doing it."),
    ("Pip's had to come back from Carol's, her mum's poorly and she's up + down to Leeds all the time. Dev's got "
     "him, since sat 1st Nov, he's fine w Dev's old greyhound Suki",
     "Pip is now with Dev (since Saturday 1 November), getting on with Suki, Dev's greyhound."),
    ("Bramble's scan is at Castle Vets thurs 11th, Jen driving",
     "Bramble's heart scan: Castle Vets, Thursday the 11th; Jen's driving."),
    ("xmas fun day 13/12 at the village hall, need cakes + someone on the tombola",
     "Christmas fun day on 13 December at the village hall - cakes and a tombola helper needed."),
    ("how long's Pip been at his foster now? the lady who wants him asked how settled he is",
     "About six weeks - he's been in foster since 3 October, so he should be well settled."),
]


async def main():
    memory = Memory.from_defaults(session_id="hillside-hounds-lou", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("went to Carol + Mike in Hebden fri 3/10" in c for c in lines[:-1]), lines
                assert any("since sat 1st Nov" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Sun 16 November 2031."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long's Pip been at his foster now? the lady who wants him asked how settled he is",
           expected="a fortnight or so - he's been with Dev since Sat 1 Nov", actual=reply)


asyncio.run(main())
