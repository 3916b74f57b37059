"""Batch 107 (held out). A netball league secretary's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Trish, secretary of the Wharfedale Ladies Netball League, sorts out March's fixtures in a chat with an
assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the floodlights on court 1 at Parkside were
flickering last week but the council sent someone and it's sorted; turn 2 says Parkside court 2 is being resurfaced
w/c 16th March, so anything on court 2 that week goes to the Hollins Rd school courts; turn 3 gives the Tue 17/3
cup game, Hornets v Swifts, court 2. Question (turn 5, the Hornets' captain's message pasted in): "why are the
hornets at hollins rd next tues and not parkside?" -> expected court 2 at Parkside is being resurfaced that week.
The model says it's because the floodlights at Parkside aren't working.

Expected verdict: ResponseError at litellm.completion (the turn-5 answer call, wrapped in fault()). Asserted: the
resurfacing line, the floodlight line and the fixture line are all in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b107_llamaindex_netball_venue_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Becky (Hornets capt) asks: why are the hornets at hollins rd next tues and not parkside?"
TURNS = [
    ("parkside update - ct 1 floodlights were flickering last wk, council sent a bloke out fri, all sorted he says",
     "Court 1's floodlights at Parkside were fixed on Friday."),
    ("also parkside ct2 getting resurfaced w/c 16th march (council email), so anything on ct2 that wk has to go "
     "to hollins rd school courts. 2 courts there, no lights so 6.30 starts only",
     "Court 2 at Parkside is being resurfaced w/c 16 March; those games go to Hollins Rd (no lights, 6.30 only)."),
    ("cup rd 2 is tues 17/3 - Hornets v Swifts, was down for ct2 parkside 6.30, umpires Kaz + Lou",
     "Cup round 2, Tue 17 March: Hornets v Swifts, 6.30, court 2 (so Hollins Rd); umpires Kaz and Lou."),
    ("bibs - Swifts have left theirs at mine again, can someone collect",
     "Noted: the Swifts' bibs are at yours for collection."),
    (QUESTION,
     "Because the floodlights at Parkside aren't working, so the game's been put on at Hollins Rd instead."),
]


async def main():
    memory = Memory.from_defaults(session_id="wlnl-trish-march", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 11 March 2037."] + lines[:-1]
                assert any("ct2 getting resurfaced w/c 16th march" in c for c in context), context
                assert any("all sorted he says" in c for c in context), context
                assert any("Hornets v Swifts, was down for ct2 parkside" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="Parkside's court 2 is being resurfaced that week", actual=reply)


asyncio.run(main())
