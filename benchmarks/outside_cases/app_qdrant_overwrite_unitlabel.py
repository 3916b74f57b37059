"""qdrant policy KB. Point 3 says refunds within 14 days; a content migration upserts the OLD policy text
(30 days) over the same id. The gold label is written the way a support agent would: "two weeks".
Fault: the migration upsert -> UpdateError (overwritten) at the second qdrant.upsert."""
from common import setup, answer, finish, fault
setup("qdrant_overwrite_unitlabel", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("policy", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
def pt(i, text, lang="en"):
    return models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "lang": lang})
c.upsert("policy", points=[
    pt(1, "Shipping: orders over 40 euros ship free within Portugal."),
    pt(2, "Warranty: electronics carry a two-year legal guarantee."),
    pt(3, "Refunds: you can request a refund within 14 days of receiving your order."),
    pt(4, "Reembolsos: pode pedir reembolso no prazo legal.", "pt"),
])
with fault():  # FAULT: the migration writes the retired policy text over point 3
    c.upsert("policy", points=[pt(3, "Refunds: you can request a refund within 30 days of receiving your order.")])
q = "How long do customers have to request a refund?"
flt = models.Filter(must=[models.FieldCondition(key="lang", match=models.MatchValue(value="en"))])
hits = c.query_points("policy", query=offline.embed([q])[0], limit=2, query_filter=flt).points
a = answer(q, [h.payload["text"] for h in hits], mock="Customers have 30 days to request a refund.")
finish(q, "two weeks", a)
