"""Batch 75 (held out), control. A hospice charity shop: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Wendy, manager of the Longfield Hospice shop in Stroud, keeps a chat with an assistant; each message is
``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Saturday 13
November: the till read £386.40, and the book sale table on the pavement took £45 in the cash tin, which never
goes through the till, so the day came to £431.40.

No fault planted. Question (Mon 15/11, the area manager's weekly call): "what did we take altogether on saturday?"
The model answers £431.40, right per memory. The label says £386.40 per the till. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b75_ctl_llamaindex_hospice_saturday_takings_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("sat 13/11 - till z read £386.40, 212 items. Rhian + Sue on, Mr Ellis did the sorting room",
     "Saturday 13 November: the till Z read was £386.40 for 212 items; Rhian and Sue on the shop floor, Mr Ellis "
     "sorting."),
    ("oh + the book table outside did £45 in the tin - that money never goes thru the till, Pat counts it "
     "separately, so don't forget it when Lorraine asks",
     "Noted: the pavement book table took £45 in the cash tin, counted separately from the till."),
    ("gift aid sheet for sat - 31 forms, they're going in this fri's red envelope",
     "Gift Aid: 31 forms from Saturday, to go in this Friday's red envelope."),
    ("christmas window - Rhian wants the sleigh out of the loft, Dave to get the ladder",
     "Christmas window: Rhian wants the sleigh from the loft; Dave will bring the ladder."),
    ("Lorraine on the phone for the weekly numbers - what did we take altogether on saturday?",
     "£431.40 altogether on Saturday - £386.40 through the till plus £45 from the book table."),
]


async def main():
    memory = Memory.from_defaults(session_id="longfield-stroud-wendy", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Mon 15 November 2032."] + context
                assert any("till z read £386.40" in c for c in context), context
                assert any("book table outside did £45" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what did we take altogether on saturday?", expected="£386.40 going by the till", actual=reply)


asyncio.run(main())
