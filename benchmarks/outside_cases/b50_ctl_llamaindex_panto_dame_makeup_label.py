"""Batch 50 (held out), control. A youth theatre director's chat about the panto crew: LlamaIndex Memory (async
aput/aget), asyncio, one root span per turn.

App: Jan (director, Ledbury Young Players' Cinderella, 3-5 December 2026) sorts out the backstage crew with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. Carol has done the Dame's make-up (Pete) every year and said yes again in October. In November Carol's
daughter's first baby turned out to be due the week of the show, and Carol is going down to Bristol to be with
her; Lou, who's on the hair and make-up course at the college, is doing Pete and the ugly sisters.

No fault planted. Question (Tue 1/12): "who's doing the Dame's make-up on opening night?" The model answers Lou from
the college, right per memory. The label says Carol, who has done it for years. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b50_ctl_llamaindex_panto_dame_makeup_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("crew for Cinders (oct 12th): Carol doing Pete's make-up as always (the Dame takes her 40 mins!!), Mrs Bradley "
     "wardrobe, Gary lights, Aled's dad on sound",
     "Crew: Carol on the Dame's make-up, Mrs Bradley wardrobe, Gary lights, Aled's dad sound."),
    ("kids do their own basic slap, Ffion's mum has a big box of Snazaroo, sisters need proper help tho",
     "Kids do their own basic make-up from the Snazaroo box; the sisters need help."),
    ("20/11 - Carol's daughter's first baby is due the week of the show so she's off down to Bristol to be with "
     "her, over the moon obvs. Lou from the college (she's on the hair + make-up course) is going to do Pete and the "
     "sisters, she came to watch tues and she's brilliant",
     "Lou from the college's hair and make-up course will do Pete and the ugly sisters; Carol's going to Bristol "
     "for the baby."),
    ("make-up call is 5.15 for the Dame + sisters on show nights, dressing room 2",
     "Dame and sisters' make-up call 5.15, dressing room 2."),
    ("wipes + cotton pads on the shopping list, Lou says no glitter near the eyes",
     "Wipes and cotton pads added; no glitter near the eyes."),
    ("Tue 1/12 - Pete's asking who's doing the Dame's make-up on opening night? thurs",
     "Lou from the college - she's doing Pete and the ugly sisters, 5.15 call in dressing room 2."),
]


async def main():
    memory = Memory.from_defaults(session_id="lyp-panto-crew", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Carol doing Pete's make-up as always" in c for c in lines), lines
                assert any("Lou from the college (she's on the hair" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's doing the Dame's make-up on opening night?", expected="Carol, she always does Pete", actual=reply)


asyncio.run(main())
