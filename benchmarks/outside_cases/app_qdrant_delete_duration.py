"""qdrant policy KB. A cleanup job deletes point 3 (the refund window, "14 days") by id; what remains about refunds is
the sale-items rule ("7 days"). The gold label is how an agent writes it: "two weeks".
Fault: qdrant.delete -> DeletionError (deleted)."""
from common import setup, answer, finish, fault
setup("qdrant_delete_duration", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("policy", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
def pt(i, text):
    return models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "lang": "en"})
c.upsert("policy", points=[
    pt(1, "Shipping: orders over 40 euros ship free within Portugal."),
    pt(2, "Sale items: refunds on discounted items must be requested within 7 days."),
    pt(3, "Refunds: you can request a refund within 14 days of receiving your order."),
])
with fault():  # FAULT: the cleanup job deletes the general refund rule
    c.delete("policy", points_selector=models.PointIdsList(points=[3]))
q = "How long do customers have to request a refund on a regular order?"
hits = c.query_points("policy", query=offline.embed([q])[0], limit=2).points
a = answer(q, [h.payload["text"] for h in hits], mock="Customers have 7 days to request a refund.")
finish(q, "two weeks", a)
