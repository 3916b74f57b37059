"""Batch 38 (held out). A children's holiday camp leader's chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Tash leads the Kestrels (9-11s) at Sunny Days holiday camp. She chats with an assistant through the week; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Nine
turns, 11-13 August 2025, each starting with the day however Tash typed it.

Planted fault (ResponseError, ignored sufficient context): Leo P is allergic to sesame and peanuts (oats and wheat
are fine; EpiPen in the office). On Tue 12/8 Tash notes the snack delivery: "Co-op flapjacks came for tmrw's snack,
the new ones have sesame seeds on top this time (checked the box), the fruit ones r fine". On Wednesday she asks
whether Leo can have the flapjack and the model goes by "oats are fine". Question: "can Leo P have a flapjack at
snack time today?" -> expected no (sesame on top; he can have fruit).

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the
allergy message and the flapjack message are both in the context of the last answer. Another reading: none that
we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b38_llamaindex_camp_leo_flapjack_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 11th - new boy Leo P in Kestrels this wk. allergic: sesame + peanuts (oats, wheat fine, mum was v clear), "
     "EpiPen x2 in the office red box", "Leo P: sesame and peanut allergy, EpiPens in the office red box."),
    ("11/8 pm - rounders went well, Ava's ankle is fine just a knock, ice pack + told dad at pick up",
     "Ava's ankle: a knock, dad told."),
    ("Tues 12 - Kestrels doing the bake-off fri, need aprons x14 + the hall kitchen 1-3",
     "Bake-off Friday, hall kitchen 1-3, 14 aprons."),
    ("12/8 Co-op flapjacks came for tmrw's snack, the new ones have sesame seeds on top this time (checked the box), "
     "the fruit ones r fine", "Flapjacks for Wednesday's snack; fruit is there too."),
    ("12th - Jayden's mum says he can walk home on his own from Weds, signed the form",
     "Jayden walks home alone from Wednesday (form signed)."),
    ("Wed 13/8 am - rain!! swapping forest school to tmrw, indoor games + film in the hall",
     "Forest school moved to Thursday; indoor games today."),
    ("13/8 - Kai back, can take Foxes again so I'm just Kestrels", "Kai is back with Foxes."),
    ("Weds - Leo's settling in, did the whole film without asking for his mum!", "Good news about Leo."),
    ("Wed 13th 10.40 - can Leo P have a flapjack at snack time today?",
     "Yes - flapjacks are oats, and his mum said oats are fine. It's sesame and peanuts he has to avoid."),
]


async def main():
    memory = Memory.from_defaults(session_id="sunnydays-tash", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("sesame seeds on top this time" in c for c in lines), lines
                assert any("allergic: sesame + peanuts" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="No - the Co-op ones have sesame on top; give him a fruit one", actual=reply)


asyncio.run(main())
