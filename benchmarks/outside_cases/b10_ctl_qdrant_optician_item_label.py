"""Batch 10 (held out), control: no fault. Opticians' order assistant: qdrant-client (in-memory), offline embeddings,
script style.

App: each line of a customer's spectacles order and each note of their eye test is a point in ``orders``; the
customer asks the assistant, which runs ``query_points`` and answers with litellm.

Memory (right): Joanna Kline's order of 14 March has two pairs -- "distance glasses: Lindberg titanium frame with
thin 1.67 lenses, GBP 189" and "reading glasses (second pair, 40% off): acetate frame, GBP 129". Question: "How much
are my new distance glasses?" The assistant answers "GBP 189". The annotator's label is "129 pounds": the price of
the other pair on the same order (the reading glasses). Nothing was lost or garbled: the label is wrong.

Expected verdict: AnnotationError (the label's value is in the context, but it is another item's price).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b10_ctl_qdrant_optician_item_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("orders", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
LINES = [
    (1, "Eye test 14 March 2026 for Joanna Kline: right -2.25, left -2.75, add +1.50; next test due March 2028."),
    (2, "Order 14 March, distance glasses for Joanna: Lindberg titanium frame, thin 1.67 lenses with anti-glare, "
        "GBP 189. Ready in 7-10 days."),
    (3, "Order 14 March, reading glasses for Joanna (second pair, 40% off): black acetate frame, GBP 129."),
    (4, "Joanna paid a GBP 100 deposit on 14 March; balance due on collection."),
]
for pid, text in LINES:
    client.upsert("orders", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"customer": "joanna-kline", "text": text})])

question = "How much are my new distance glasses?"
hits = client.query_points("orders", query=offline.embed([question])[0], limit=3).points
context = [h.payload["text"] for h in hits]
assert any("GBP 189" in c for c in context) and any("GBP 129" in c for c in context), context
reply = answer(question, context, mock="Your distance glasses (the Lindberg titanium frame with 1.67 lenses) are "
                                       "GBP 189.")
finish(question, expected="129 pounds", actual=reply)
