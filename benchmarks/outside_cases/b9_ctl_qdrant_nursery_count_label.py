"""Batch 9 (held out), wrong-label control. Plant nursery order assistant: qdrant-client (in-memory), script style.

App: each customer order is split into one qdrant point per order line (payload: order, item, text); the assistant
answers order questions with ``query_points`` and litellm.

No fault: order PN-5512 (12 April 2026) has "2 x olive tree (Olea europaea), 10-litre pot" and "3 x bay tree
(standard, 1.2 m)". Question: "How many olive trees did I order?" -> the assistant answers "Two olive trees, in
10-litre pots", which is right. The annotator's label is "3" -- the quantity of the bay trees on the same order.

Expected verdict: AnnotationError (memory and answer are right; the label belongs to another item on the order).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b9_ctl_qdrant_nursery_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("orders", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
LINES = [
    "Order PN-5512 (12 April 2026): 2 x olive tree (Olea europaea), 10-litre pot, GBP 49 each.",
    "Order PN-5512 (12 April 2026): 3 x bay tree (standard, 1.2 m), GBP 65 each.",
    "Order PN-5512 (12 April 2026): 1 x 50-litre bag of ericaceous compost, GBP 11.",
    "Order PN-5379 (9 March 2026): 4 x lavender Hidcote, 2-litre pot, GBP 7.50 each.",
]
client.upsert("orders", points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                                for i, t in enumerate(LINES, 1)])

question = "How many olive trees did I order?"
hits = client.query_points("orders", query=offline.embed([question])[0], limit=3).points
context = [h.payload["text"] for h in hits]
assert any("2 x olive tree" in c for c in context) and any("3 x bay tree" in c for c in context), context
reply = answer(question, context, mock="Two olive trees, in 10-litre pots.")
finish(question, expected="3", actual=reply)
