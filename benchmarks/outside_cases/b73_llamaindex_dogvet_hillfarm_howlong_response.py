"""Batch 73 (held out). A mobile dog vet's rounds: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Sam Reilly (Reilly's Mobile Vets) plans next week's farm rounds with an assistant in one chat; each message is
``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Hill Farm (the
Joneses): 14 collies plus 2 new pups for their lepto boosters, allowing 5 minutes a dog since the Joneses have them
all penned; and Meg, their old bitch, needs her spay stitches out and the wound checked, 20 minutes. So 16 x 5 + 20
= 100 minutes, 1 hour 40.

Planted fault (ResponseError, ignored sufficient context): both messages are in the context; the model counts the
16 dogs and leaves Meg out: 80 minutes. Question: "how long do I block out for Hill Farm on tues?" -> expected an hour
and forty minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the dogs,
the 5 minutes a dog and Meg's 20 minutes are in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b73_llamaindex_dogvet_hillfarm_howlong_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("tues 17/6 round: Brook Farm first (9ish), Hill Farm after, then the Okafors' cat in Chalford at 2. lunch in "
     "the van somewhere",
     "Tuesday 17 June: Brook Farm about 9, then Hill Farm, then the Okafors' cat in Chalford at 2."),
    ("Hill Farm - the Joneses have 14 collies + the 2 new pups for lepto boosters. they pen them all in the "
     "lambing shed so it's quick, 5 min a dog tops",
     "Hill Farm: 14 collies and 2 new pups for lepto boosters, penned in the lambing shed, about 5 minutes a dog."),
    ("oh + Meg (their old girl, spayed 13/5) needs her stitches out + a proper look at the wound, she licked it "
     "last wk - give that 20 min",
     "Meg at Hill Farm: stitches out and a wound check, 20 minutes."),
    ("vaccine stock - 3 boxes of 10 lepto came fri so plenty. bring the pup record cards, Mrs J loses them",
     "Lepto stock: three boxes of 10 arrived Friday. Bring spare record cards for the pups."),
    ("Okafors' cat is just a thyroid recheck, 15 min, bloods in the blue tube",
     "Okafors' cat: thyroid recheck, about 15 minutes, blue tube for the bloods."),
    ("how long do I block out for Hill Farm on tues?",
     "About 80 minutes - 16 dogs (14 collies and the 2 pups) at 5 minutes each."),
]


async def main():
    memory = Memory.from_defaults(session_id="reillys-rounds-w25", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("14 collies + the 2 new pups" in c and "5 min a dog" in c for c in lines[:-1]), lines
                assert any("Meg" in c and "give that 20 min" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long do I block out for Hill Farm on tues?",
           expected="1 hr 40 - 16 dogs at 5 min plus 20 for Meg's stitches", actual=reply)


asyncio.run(main())
