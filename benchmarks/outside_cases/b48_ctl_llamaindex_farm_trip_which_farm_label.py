"""Batch 48 (held out), control. A Year 2 teacher's chat about the class trip: LlamaIndex Memory (async
aput/aget), asyncio, one root span per turn.

App: Miss Rahman (Brookfield Primary, Year 2) plans the two classes' farm visit for Wed 24 June 2026 with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. In May she booked Lower Hope Farm. In early June the farm rang: there's bird flu on a farm down the road
and they're having no school groups until after the summer. Mrs Ahmed in the office rang round and found Walcot
Farm near Bromyard, which can take both classes on the 24th.

No fault planted. Question (Thu 18/6): "which farm are the Y2s going to next Wednesday?" The model answers Walcot
Farm near Bromyard, right per memory. The label says Lower Hope Farm, the first booking. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b48_ctl_llamaindex_farm_trip_which_farm_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("booked! Y2 trip Lower Hope Farm wed 24/6, £7.50 a child incl the tractor ride, both classes, 58 kids",
     "Lower Hope Farm booked for Wed 24 June, £7.50 a child with the tractor ride, 58 children."),
    ("coach quote from Yeomans £390 for 2 x 35 seaters, leave 9.15 back for 3.10. need 6 parent helpers",
     "Yeomans, two 35-seaters, £390, 9.15 to 3.10; 6 parent helpers needed."),
    ("2/6 - Lower Hope rang, there's bird flu on a farm down the road so they're having no school groups till "
     "after the summer, so sorry etc. Mrs Ahmed rang round at lunch - Walcot Farm nr Bromyard can have both "
     "classes on the 24th, £8 a head, no tractor but lamb feeding + a picnic barn",
     "Lower Hope can't have schools until after the summer; Walcot Farm near Bromyard can take both classes on the "
     "24th at £8 a head, with lamb feeding and a picnic barn."),
    ("letter home redone w the £8 + wellies + spare socks, Mrs Pugh signed it",
     "Letter home redone with the £8 and the welly reminder, signed off."),
    ("Yeomans fine w Bromyard, 10 mins longer each way, same price",
     "Coaches fine for Bromyard, about 10 minutes longer each way, same price."),
    ("Thu 18/6 - Mr Jones asking which farm are the Y2s going to next wednesday? he's lost the letter",
     "Walcot Farm, near Bromyard - both classes, Wednesday 24th, coaches leave at 9.15."),
]


async def main():
    memory = Memory.from_defaults(session_id="y2-farm-rahman", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("booked! Y2 trip Lower Hope Farm" in c for c in lines), lines
                assert any("Walcot Farm nr Bromyard can have both classes" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which farm are the Y2s going to next Wednesday?", expected="Lower Hope Farm", actual=reply)


asyncio.run(main())
