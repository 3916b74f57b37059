"""Batch 58 (held out), control. A cheese stall's money notes: mem0 Memory (infer=False; the local model server only
embeds; in-memory qdrant), one root span per note.

App: Maggie (Curds & Whey, a cheese stall at the Frome, Wells and Bath markets) keeps the stall's money notes in mem0
as she goes (``memory.add(..., infer=False)``, one memory per note). At Wells on Sat 14 Nov the card reader's
end-of-day slip said £612.40; the cash tin, counted at home that night with the £50 float taken out, had £438. So
the day's takings were £1,050.40.

No fault planted. Question (Mon 16/11, Maggie doing the books): "how much did we take at Wells on saturday?" The
model answers £1,050.40, right per memory. The label says £612.40, the card reader's figure alone. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b58_ctl_mem0_cheese_wells_takings_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "curds-and-whey-money"
NOTES = [
    ("2026-11-07", "Wells 7/11 - wet + dead, £540 all in, Dev went home at 12"),
    ("2026-11-10", "pitch fees paid: Wells £35/wk standing order, Frome £40 on the day, Bath xmas £95"),
    ("14/11/2026", "Wells sat - card reader slip says £612.40, ppl buying for xmas already, the boxes went well "
                   "(sold 9)"),
    ("14/11/2026", "counted the tin at home, £438 after I took the £50 float back out. Dev's £60 paid from it "
                   "separately, it's in the wages column not this"),
    ("2026-11-15", "Frome sun - rained off, didn't go, rang the market office"),
    ("2026-11-16", "Westcombe invoice £486 for 6 truckles, due 30 days"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="curds-whey-money"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did we take at Wells on saturday?"
    with turn_span("question Mon 16/11"):
        context = ["Today is Mon 16 Nov 2026."]
        for query in ("Wells saturday takings card reader £", "counted the cash tin at home float"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("card reader slip says £612.40" in c for c in context), context
        assert any("£438 after I took the £50 float" in c for c in context), context
        reply = answer(question, context, mock="£1,050.40 - £612.40 on the card reader plus £438 cash in the tin.")
finish(question, expected="£612.40", actual=reply)
