"""Batch 89 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Kate sorts out the family's week at Trevose Barn (Sat 6 - Sat 13 Aug 2033) in a chat with an assistant; the
whole memory goes into each answer call.

Memory: turn 1 has the rooms - Gran and Grandad downstairs, Kate and Tom the double, Rob and Jen the twin with baby
Ava's cot, the bunk room for Alfie and Josh, Lily on the sofa bed in the snug; turn 3 says Josh (15) has gone all
teenager and wants his own space, he's happy to have the snug sofa bed, and Lily's thrilled to go in the top bunk
with Alfie. Question (turn 6, Fri 5/8): "who's in the bunk room? doing the bedding tonight" The assistant says
Alfie and Lily. The label says Alfie and Josh.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b89_ctl_llamaindex_cottage_bunkroom_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("rooms at Trevose: Gran + Grandad downstairs (ensuite), me+Tom the double, Rob+Jen the twin w Ava's cot, "
     "bunk room Alfie + Josh, Lily on the sofa bed in the snug",
     "Rooms: Gran and Grandad downstairs, you and Tom the double, Rob and Jen the twin with Ava's cot, Alfie and "
     "Josh in the bunk room, Lily on the snug sofa bed."),
    ("eden project mon 8th, booked 10am slot",
     "Eden Project, Monday 8th, 10am."),
    ("Josh (15!!) has gone full teenager, wants his own space, so he's having the snug sofa bed and Lily's over the "
     "moon to go in the top bunk with Alfie",
     "Josh on the snug sofa bed; Lily in the top bunk with Alfie."),
    ("tesco delivery sun 4-5pm at the barn, Rob's adding curry stuff",
     "Tesco delivery Sunday 4-5pm; Rob adding his curry things."),
    ("remember beach towels are NOT provided, 11 of us",
     "Bring beach towels, eleven."),
    ("who's in the bunk room? doing the bedding tonight",
     "Alfie and Lily - Lily's got the top bunk. Josh is on the sofa bed in the snug."),
]


async def main():
    memory = Memory.from_defaults(session_id="trevose-kate", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("bunk room Alfie + Josh" in c for c in lines[:-1]), lines
                assert any("top bunk with Alfie" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Fri 5 August 2033."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's in the bunk room? doing the bedding tonight", expected="Alfie and Josh", actual=reply)


asyncio.run(main())
