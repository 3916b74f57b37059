"""Batch 319 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Fothergill's, a greengrocer's in Sowerby Bridge, run a veg box scheme - small, medium and large boxes and a
fruit bag, delivered on Tuesdays, paid weekly by standing order. Karen (who runs the boxes) puts her notes into the
shop's helper with ``memory.add(..., infer=False)``; customers ask it things.

Memory: 2050-08-22T18:00 - small £11, medium £15, large £20, fruit bag £5 extra, paid weekly by standing order;
Thu 8 Sept - new customers, the Hussains, Mrs Crabtree (medium), the vicarage (large); 3/10 - a letter in the boxes
this week: from 1st Nov the medium's going to £16.50 and the large to £22, the wet summer's sent the spuds and
carrots through the roof, the small stays £11, standing orders need changing; Tue 18th Oct - the squash is in.
Question (Tue 8/11, Mrs Crabtree): "how much is my medium box now? I need to change my standing order, the bank's
asking" The assistant says £16.50 (since 1st November, up from £15). The label says £15.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b319_ctl_mem0_veg_box_medium_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fothergills-veg-boxes-karen"
NOTES = [
    ("2050-08-22T18:00", "2050-08-22T18:00 VEG BOXES 🥕 small £11, medium £15, large £20, fruit bag £5 extra. out on "
                         "tuesdays, paid weekly by standing order, skip a wk if ur away just tell me by fri"),
    ("Thu 8 Sept", "Thu 8 Sept new this wk - the Hussains (small), Mrs Crabtree on Tuel Lane (medium, no beetroot!!), "
                   "the vicarage (large + fruit)"),
    ("3/10", "3/10 letter going in all the boxes this wk - from 1st nov medium's going to £16.50 + large to £22, "
             "the wet summer's sent the spuds + carrots thru the roof 😩 small stays £11. standing orders need "
             "changing, sorry all"),
    ("Tue 18th Oct", "Tue 18th Oct squash is in!! crown prince + butternut, 1 in every medium + large this wk. "
                     "Heptonstall apples in the fruit bags"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fothergills-boxes-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is my medium box now? I need to change my standing order, the bank's asking"
    with turn_span("question Tue 8/11"):
        hits = []
        for query in ("medium box price", "veg box prices going up", "standing order amount"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 8 November 2050. You are talking to Mrs Crabtree, who has a medium veg box from "
                   "Fothergill's, Sowerby Bridge."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("small £11, medium £15, large £20" in c for c in context), context
        assert any("from 1st nov medium's going to £16.50" in c for c in context), context
        reply = answer(f"(Mrs Crabtree) {question}", context,
                       mock="£16.50 a box since 1st November - it went up from £15 because of the wet summer, so "
                            "that's the amount for your standing order.")
finish(question, expected="£15", actual=reply)
