"""Batch 21 (held out). A cattery's front-desk chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Jan, on the desk at Whitegates Cattery & Kennels, chats with an assistant about the week's arrivals,
departures, meds and calls; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is
the context of each answer. Eleven turns over 17-23 October 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): Mabel's booking says Mrs Hale collects on Fri 24/10
about 11. On Wed 22/10 Jan writes "Mrs Hale rang from Tenerife - flight home's Sat now, so Denise her neighbour
(no. 4) is picking Mabel up Fri, same time, she's got the carrier. ID pls". On Thu 23/10 Jan asks "Who's coming for
Mabel tomorrow?" The model answers Mrs Hale. Expected: "Denise, Mrs Hale's neighbour at no. 4 (check ID)".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 22/10
message naming Denise is in the context of the last answer. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b21_llamaindex_cattery_collection_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Fri 17/10 - Mabel (Hales) in, pen 9. Metacam 0.3ml on her tea. Mrs Hale collecting Fri 24th around 11",
     "Mabel's in pen 9, Metacam 0.3ml with her evening food; Mrs Hale collects Friday 24th around 11."),
    ("Fri 17/10 - Biscuit ate well, insulin done 7am + 7pm, all fine", "Good - Biscuit's insulin is on track."),
    ("Sat 18/10 - Monty + Ted's owner asked if they can stay till Mon 27th not Sun. Said yes, run 4 is free",
     "Monty and Ted extended to Monday 27th in run 4."),
    ("Sat 18/10 - Mabel off her food a bit, tried her on the chicken pouches, better",
     "Mabel's eating better on the chicken pouches."),
    ("Sun 19/10 - Kayleigh did her first supervised meds round, fine", "Kayleigh's first supervised meds round done."),
    ("Mon 20/10 - new arrivals Thurs: Oscar + Milo (Clarkes) pens 3 + 4, 23/10-2/11",
     "Oscar and Milo arrive Thursday for pens 3 and 4."),
    ("Tue 21/10 - Biscuit going home Tues as planned, Ollie (son) collecting not the Pembertons",
     "Biscuit went home with Ollie."),
    ("Wed 22/10 - Mrs Hale rang from Tenerife - flight home's Sat now, so Denise her neighbour (no. 4) is picking "
     "Mabel up Fri, same time, she's got the carrier. ID pls. Bill's paid already by card",
     "Noted - Denise is collecting Mabel on Friday; the bill's paid."),
    ("Wed 22/10 - heating in block 2 ok since Steve's visit", "Good to hear the heating's holding."),
    ("Thu 23/10 - Oscar + Milo in, Milo hid under the bed all afternoon", "Oscar and Milo are settling in."),
    ("Thu 23/10 - who's coming for Mabel tomorrow?",
     "Mrs Hale - she's collecting Mabel on Friday 24th around 11, and the bill's already paid."),
]


async def main():
    memory = Memory.from_defaults(session_id="whitegates-desk", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Denise her neighbour (no. 4) is picking Mabel up Fri" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Denise, Mrs Hale's neighbour from no. 4 (ask for ID), about 11", actual=reply)


asyncio.run(main())
