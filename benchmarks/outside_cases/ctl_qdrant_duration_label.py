"""CONTROL (no fault): the refund policy has said 30 days all along (no overwrite) and the model answers 30 days;
the gold label "two weeks" is wrong and appears nowhere. Expected: AnnotationError."""
from common import setup, answer, finish
setup("ctl_qdrant_duration_label", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("policy", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
def pt(i, text):
    return models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "lang": "en"})
c.upsert("policy", points=[
    pt(1, "Shipping: orders over 40 euros ship free within Portugal."),
    pt(2, "Warranty: electronics carry a two-year legal guarantee."),
    pt(3, "Refunds: you can request a refund within 30 days of receiving your order."),
])
q = "How long do customers have to request a refund?"
hits = c.query_points("policy", query=offline.embed([q])[0], limit=2).points
a = answer(q, [h.payload["text"] for h in hits], mock="Customers have 30 days to request a refund.")
finish(q, "two weeks", a)
