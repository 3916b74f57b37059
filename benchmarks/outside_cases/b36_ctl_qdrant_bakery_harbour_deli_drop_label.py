"""Batch 36 (held out), control. A wholesale bakery's customer notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, a filtered query (customer), script style (each call its own trace).

App: Crumb & Co keep a card of notes per customer as points with payload ``{"customer", "text"}``; the assistant
answers a question about one customer from that customer's notes (a ``customer`` filter). Harbour Deli's standing
order is dropped at 7.30 at the back door. On Saturday 21 June Lou is doing bacon rolls for the regatta rowers from
half six, so she wants the bread and baps with her by 6, with 36 extra baps; Mo, the driver, will go there first.

No fault planted. Question (Thu 19/6): "what time's the harbour deli drop on saturday?" The model answers 6, right
per memory. The label says 7.30, their usual. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b36_ctl_qdrant_bakery_harbour_deli_drop_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("harbour-deli", "Harbour Deli standing order: Mon-Sat, 6 sourdough, 12 baps, 4 seeded. drop 7.30 back door, "
                     "key safe 1987"),
    ("old-mill", "Old Mill cafe: Tue-Sun, 4 sourdough 2 rye, drop by 8, Jas"),
    ("harbour-deli", "Lou at Harbour Deli - Sat 21st is the regatta, she's doing bacon rolls for the rowers from "
                     "half 6 so wants the baps + bread with her by 6. +36 baps that day. Mo's ok to go there first"),
    ("harbour-deli", "Harbour Deli invoiced monthly, 30 days, always pay on the dot"),
    ("ledbury-coop", "Ledbury Co-op: on shelves by 6.30, Kasia's run"),
    ("harbour-deli", "Harbour Deli want 10 extra seeded on Sats from Nov"),
    ("old-mill", "Old Mill were 6 baps short, £4.20 off inv 4471"),
    ("harbour-deli", "Lou's mobile 07700 900412 if the back door's not open"),
]

client = QdrantClient(":memory:")
client.create_collection("customers", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("customers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"customer": c, "text": text})
    for i, (c, text) in enumerate(NOTES, 1)])

question = "what time's the harbour deli drop on saturday?"
hits = client.query_points("customers", query=offline.embed([question])[0], limit=5, query_filter=models.Filter(
    must=[models.FieldCondition(key="customer", match=models.MatchValue(value="harbour-deli"))])).points
context = ["Today is Thu 19/6/25."] + [h.payload["text"] for h in hits]
assert any("drop 7.30 back door" in c for c in context), context
assert any("wants the baps + bread with her by 6" in c for c in context), context
reply = answer(question, context, mock="6 this Saturday - Lou's doing bacon rolls for the regatta from half 6, and "
                                       "she wants 36 extra baps. Mo's going there first.")
finish(question, expected="7.30, like every other day", actual=reply)
