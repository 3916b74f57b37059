"""Batch 108 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Bev at Hollybank Nursery keeps the office notes in mem0 (``memory.add(..., infer=False)``); Kaz packs orders
and asks the helper.

Memory: couriers - DPD for boxes up to 30kg, collects 3.30 weekdays; Palletways for trees and anything over 1.2m,
booked 2 days ahead, £45 a pallet; Mr Grant (Ludlow) ordered 2 olive trees, the little ones, 90cm in 10L pots, and
Bev says they go in the tall box fine; plus other notes. Question (Mon 10/11, Kaz): "which courier are mr grant's
olives going with?" The assistant says DPD, in the tall box. The label says Palletways (trees go on a pallet).

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b108_ctl_mem0_nursery_olive_courier_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollybank-bev"
NOTES = [
    ("1st Oct", "COURIERS for the season: DPD for anything boxed up to 30kg, they collect 3.30 wkdays. Palletways "
                "for trees / big stuff over 1.2m, book 2 days ahead, £45 a pallet (charge cust £55)"),
    ("Fri 7.11", "Mr Grant (Ludlow) 2x olive - the little ones, 90cm in the 10L pots, they go in the tall box fine. "
                 "pd by card, wants them before his daughter's wedding on the 22nd"),
    ("7/11", "Mrs Okafor's standard cherry (2m!) - pallet booked for weds 12th, Palletways ref PW-88310"),
    ("8th", "tall boxes delivered from Kite Packaging, 40 of them, in the barn. the short ones are nearly gone"),
    ("Sun 9 Nov", "reminder dpd label printer needs new roll, the 4x6 ones"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which courier are mr grant's olives going with?"
    with turn_span("question Mon 10/11"):
        hits = []
        for query in ("courier trees pallet DPD", "Mr Grant olive trees", "tall box size"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 10 November 2037. You are talking to Kaz, who's packing."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Palletways for trees / big stuff over 1.2m" in c for c in context), context
        assert any("90cm in the 10L pots, they go in the tall box fine" in c for c in context), context
        reply = answer(question, context, mock="DPD - they're only 90cm in 10L pots, so they go in one of the tall "
                                               "boxes for the 3.30 collection.")
finish(question, expected="Palletways - olive trees go on a pallet", actual=reply)
