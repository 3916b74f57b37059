"""Batch 63 (held out). A rowing club's regatta trip: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Dave, who tows Avonside Rowing Club's boat trailer, talks the trip to Bedford Regatta (Sat 8 May 2027) through
with an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context
of each answer. Google says 1h35 from the boathouse to Bedford; with the trailer on he keeps to 50 on the A roads
and adds a good half hour. So about two hours five.

Planted fault (ResponseError, ignored sufficient context): both messages are in the context; the model gives the
bare Google time, 1h35. Question (Thu 6/5): "how long will the drive to Bedford take us with the trailer?" ->
expected about 2 hours 5 minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the Google
time and the half hour for the trailer are both in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b63_llamaindex_rowing_drive_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("google maps says 1h35 boathouse to Bedford embankment on a sat morning, M4 then the A roads",
     "Google has it at 1 hour 35 from the boathouse to Bedford on a Saturday morning."),
    ("trailer tyres done, spare's fixed (£18 at Kwik Fit), lights all working",
     "Trailer tyres and lights checked, and the spare wheel's been repaired for £18."),
    ("w the trailer on I don't go over 50 on the A roads, so add a good half hour to whatever google says, always do",
     "With the trailer you keep to 50 on A roads, so you add a good half hour to Google's time."),
    ("Hannah's out - her sister's wedding's that day, Lou's asked Meg from the novices to sub in at 3",
     "Hannah can't make Bedford (her sister's wedding); Meg from the novices subs in at 3."),
    ("Thu 6/5 - how long will the drive to Bedford take us with the trailer?",
     "About 1 hour 35 minutes, boathouse to the Bedford embankment."),
]


async def main():
    memory = Memory.from_defaults(session_id="avonside-bedford-trip", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("google maps says 1h35" in c for c in lines[:-1]), lines
                assert any("add a good half hour" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long will the drive to Bedford take us with the trailer?",
           expected="a couple of hours - 1h35 plus the half hour Dave always adds for the trailer", actual=reply)


asyncio.run(main())
