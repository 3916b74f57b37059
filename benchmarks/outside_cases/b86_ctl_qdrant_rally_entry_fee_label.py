"""Batch 86 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the entries secretary's
notes, script style (each call its own trace).

App: Pauline, entries secretary for the North Herts Vintage Motor Club's Midsummer Run, keeps her notes (fees,
classes, what's in the pack) in a qdrant collection; the app answers entrants from a query on them.

Memory: the entry is £45 a car, which covers the rally plate, route book and lunch for two; a separate note from
the committee meeting says pre-war cars go in at half, because they're what the crowds come to see and the owners
spend a fortune just keeping them on the road; an extra lunch is £12. Question (Tue 1/6, Mr Dunmore, with a 1928
Austin Seven, him and his wife): "how much do I owe for the Austin, it's just me and the wife?" The assistant says
£22.50. The label says £45, the entry fee.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b86_ctl_qdrant_rally_entry_fee_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "ENTRY £45 per car - covers rally plate, route book + ploughman's lunch for 2 at Priory Park. cheques to NHVMC",
    "committee 6/3: pre-war cars go in at half - they're what the crowds come out for + it costs the owners a "
    "fortune just to keep them on the road. agreed unanimous",
    "extra lunch £12 a head, vegetarian option if they tell me by 10/6",
    "classes: pre-war, 1946-59, 60s, 70s, 'modern classic' up to 1992. no kit cars",
    "Mr Dunmore - 1928 Austin Seven chummy, him + wife Jean, form in 24/5, not paid yet",
    "rally plates at the printers, 70 ordered",
    "refunds only if we cancel the whole thing, not for breakdowns (sorry!)",
]

client = QdrantClient(":memory:")
client.create_collection("nhvmc-entries", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("nhvmc-entries", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "how much do I owe for the Austin, it's just me and the wife?"
vector = offline.embed(["entry fee how much per car pre-war owe Austin Seven lunch"])[0]
hits = client.query_points("nhvmc-entries", query=vector, limit=6).points
context = ["Today is Tue 1 June 2032. You are talking to Mr Dunmore, an entrant."] + [h.payload["text"] for h in hits]
assert any("ENTRY £45 per car" in c for c in context), context
assert any("pre-war cars go in at half" in c for c in context), context
reply = answer(question, context, mock="£22.50 - your Austin's pre-war so it's half the £45, and that includes "
                                       "lunch for you and Jean.")
finish(question, expected="£45, the entry fee", actual=reply)
