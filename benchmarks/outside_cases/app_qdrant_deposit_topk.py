"""qdrant rental-notes memory, payload filter on the flat, limit=2 too small: the deposit note ranks 3rd and is cut.
The retrieved notes hold OTHER money amounts ($2,100 rent, $400 pet fee). Gold "$2,400".
Fault: the top-k of the answer's query_points -> RetrievalError (ranked_below_top_k)."""
from common import setup, answer, finish, fault
setup("qdrant_deposit_topk", ["qdrant", "litellm"])
from qdrant_client import QdrantClient, models
from memtrace_otel import offline

c = QdrantClient(":memory:")
c.create_collection("lettings", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
notes = [
    (1, "Flat 4B: the monthly rent for flat 4B is $2,100, payable on the 1st.", "4B"),
    (2, "Flat 4B: tenants of flat 4B with pets pay a one-off pet fee of $400.", "4B"),
    (3, "Flat 4B: the agency holds a deposit of $2,400 until move-out.", "4B"),
    (4, "Flat 7A: the monthly rent for flat 7A is $1,650.", "7A"),
]
c.upsert("lettings", points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t, "flat": f})
                             for i, t, f in notes])
q = "How much do the tenants of flat 4B pay for the security deposit?"
flt = models.Filter(must=[models.FieldCondition(key="flat", match=models.MatchValue(value="4B"))])
with fault():  # FAULT: limit=2
    hits = c.query_points("lettings", query=offline.embed([q])[0], limit=2, query_filter=flt).points
assert 3 not in [h.id for h in hits], "the deposit note must be cut by the top-k"
a = answer(q, [h.payload["text"] for h in hits], mock="The tenants pay $2,100.")
finish(q, "$2,400", a)
