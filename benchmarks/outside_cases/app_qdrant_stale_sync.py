"""qdrant medical-preferences memory. The dose was raised to 100 mg (point 7 upserted with the new value); then a
replica sync job upserts a STALE copy of point 7 (the old 50 mg note). Fault: the stale upsert -> UpdateError at the
second qdrant.upsert (overwritten). Payload filter on patient."""
from common import setup, answer, finish, fault
setup("qdrant_stale_sync", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("med", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
def pt(i, text, patient, day):
    return models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "patient": patient, "date": day})

c.upsert("med", points=[
    pt(5, "Dana Whitfield prefers appointments before 10 in the morning.", "dana", "2025-01-10"),
    pt(6, "Dana Whitfield is allergic to latex gloves; use nitrile.", "dana", "2025-01-10"),
    pt(7, "Dana Whitfield takes sertraline 50 mg once daily.", "dana", "2025-01-10"),
    pt(8, "Omar Haddad takes metformin 500 mg twice daily.", "omar", "2025-01-12"),
])
# the clinician raises the dose: same point, new value
c.upsert("med", points=[pt(7, "Dana Whitfield's sertraline dose was raised to 100 mg once daily by Dr. Okafor.", "dana", "2025-03-02")])
# FAULT: nightly sync from a lagging replica writes the stale record back over point 7
with fault():
    c.upsert("med", points=[pt(7, "Dana Whitfield takes sertraline 50 mg once daily.", "dana", "2025-01-10")])

q = "What daily sertraline dose is Dana on now?"
flt = models.Filter(must=[models.FieldCondition(key="patient", match=models.MatchValue(value="dana"))])
hits = c.query_points("med", query=offline.embed([q])[0], limit=3, query_filter=flt).points
a = answer(q, [h.payload["text"] for h in hits], mock="Dana takes 50 mg of sertraline once daily.")
finish(q, "100 mg", a)
