"""Batch 70 (held out). A youth football festival: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Hardwicke Youth FC's summer weekend (Sat 22 June 2030 the U7-U9 festival, Sun 23 June the U10-U12 tournament).
Nikki on the committee answers parents' questions with an assistant; each message is ``aput`` into a LlamaIndex
Memory and the whole memory (``aget``) is the context of each answer. On the Saturday cars go on the school field;
on the Sunday the school field is marked out as pitches 5 and 6, so parents park at the Tesco overflow car park on
Bath Rd and walk through the alley.

Planted fault (ResponseError, ignored sufficient context): the Sunday parking message is in the context; the model
goes by the Saturday line and says yes. Question (a U11 parent, for Sunday): "can I park on the school field on
Sunday?" -> expected no (it's pitches that day; the Tesco overflow on Bath Rd).

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the messages
with Saturday's and Sunday's parking are in the context the model got. Another reading: none that we see; memory
holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b70_llamaindex_football_field_parking_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("parking sat (the little ones' festival) - cars on the school field, £3 on the gate, marshals in hi-vis will "
     "wave u in. gates open 8.15",
     "Saturday: park on the school field, £3 on the gate, marshals will direct you; gates open 8.15."),
    ("sun is the big one, 40 teams, so the school field is marked out as pitches 5 + 6 - NO cars on it pls. Tesco "
     "said we can use their overflow on Bath Rd till 5, walk thru the alley by the chip shop, 5 min",
     "Sunday: the school field is pitches 5 and 6, so no cars on it; park at the Tesco overflow on Bath Rd (until "
     "5pm) and walk through the alley by the chip shop."),
    ("bbq both days from 11, burgers £3.50, veggie ones too. cash or card",
     "BBQ both days from 11: burgers £3.50, veggie option, cash or card."),
    ("U11 + U12 fixtures go up on the club fb page fri night, KO 9.30 sun",
     "U11 and U12 fixtures on the club Facebook page Friday night; Sunday kick-off 9.30."),
    ("no dogs on the pitch side of the rope please, even little ones. ref Gav got nipped last yr",
     "No dogs on the pitch side of the rope."),
    ("U11 mum here - can I park on the school field on Sunday?",
     "Yes - park on the school field, it's £3 on the gate and the marshals will wave you in."),
]


async def main():
    memory = Memory.from_defaults(session_id="hardwicke-yfc-festival", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("school field is marked out as pitches 5 + 6 - NO cars" in c for c in lines[:-1]), lines
                assert any("Tesco" in c and "Bath Rd" in c for c in lines[:-1]), lines
                assert any("cars on the school field, £3" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("can I park on the school field on Sunday?",
           expected="no - it's pitches on the Sunday, use the Tesco overflow on Bath Rd", actual=reply)


asyncio.run(main())
