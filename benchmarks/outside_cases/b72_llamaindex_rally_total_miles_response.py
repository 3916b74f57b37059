"""Batch 72 (held out). A vintage car club's rally: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Ray, the Severn Vale Vintage Motor Club's events man, answers members' questions about the Daffodil Run (Sun 13
April 2031) with an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is
the context of each answer. The route card: morning leg 34 mi via the Duntisbournes; then the ford at Duntisbourne
Leer was ruled out, and the way round by the lane adds about 4 mi to the morning; afternoon leg 27 mi back via
Bisley. Whole run: 34 + 4 + 27 = 65 miles.

Planted fault (ResponseError, ignored sufficient context): the three messages are in the context; the model adds the
two legs from the route card and leaves out the detour: 61. Question (a member with a 1928 Austin 7, worried about
fuel): "how far is it all told, start to finish?" -> expected about 65 miles.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the route
card's legs and the detour are in the context the model got. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b72_llamaindex_rally_total_miles_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("route card's done!! start Frampton green 9.30, cars off at 1 min intervals. morning leg 34 mi up thru the "
     "Duntisbournes to the Bell at Sapperton for lunch (12-1.30), afternoon 27 mi back via Bisley + Slad to the "
     "green. tea in the village hall",
     "Route: start Frampton green 9.30 at one-minute intervals; morning 34 miles via the Duntisbournes to the Bell at "
     "Sapperton (lunch 12-1.30); afternoon 27 miles back via Bisley and Slad; tea in the village hall."),
    ("Geoff walked the ford at Duntisbourne Leer sun - farmer's not having us thru it this yr after the mess last "
     "time. we go round by the lane past the church, adds 4ish mi to the morning. not reprinting, it's on the "
     "amendment slip",
     "Noted: no ford at Duntisbourne Leer this year; the route goes round by the lane past the church, about 4 miles "
     "more in the morning, on the amendment slip."),
    ("petrol - last pumps before lunch are Cirencester Tesco, nothing after that till Stroud",
     "Fuel: the last pumps before lunch are at Tesco in Cirencester; nothing after that until Stroud."),
    ("rally plates handed out at signing on from 8.45, bring ur entry email on ur phone or printed",
     "Rally plates at signing on from 8.45; bring your entry email."),
    ("if ur car's pre-war theres a 'slow class' - no time penalties, just get round",
     "Pre-war cars can enter the slow class: no time penalties."),
    ("Austin 7 owner here, does about 35 to the gallon on a good day - how far is it all told, start to finish?",
     "61 miles all told - 34 in the morning and 27 back after lunch, so a full tank will do it easily."),
]


async def main():
    memory = Memory.from_defaults(session_id="svvmc-daffodil-run", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("morning leg 34 mi" in c and "afternoon 27 mi" in c for c in lines[:-1]), lines
                assert any("adds 4ish mi to the morning" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how far is it all told, start to finish?",
           expected="65 mi or thereabouts (34 + the 4 round the ford + 27)", actual=reply)


asyncio.run(main())
