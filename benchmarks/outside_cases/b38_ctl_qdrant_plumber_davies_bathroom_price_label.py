"""Batch 38 (held out), control. A one-man plumbing business's job notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, filtered query (job=davies), script style (each call its own trace).

App: Gethin Morgan Plumbing & Heating keeps job notes as points with payload ``{"job", "kind", "text"}`` and asks
about a job from that job's notes. Mr Davies's bathroom was quoted at GBP 1,450 including a Bristan suite at GBP
380. Before the start Mr Davies found a suite he liked on Facebook Marketplace and bought it himself, so Gethin
knocks the GBP 380 off and fits his: GBP 1,070 for the job.

No fault planted. Question (Fri 3/10, job done): "how much do I put on the Davies bathroom invoice?" The model
answers GBP 1,070, right per memory. The label says GBP 1,450, the quote. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b38_ctl_qdrant_plumber_davies_bathroom_price_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("davies", "quote", "Davies bathroom quote 2/9: strip out, Bristan suite (£380 of it), bar shower, tiling "
                        "round the bath - £1,450 all in, 5 days"),
    ("davies", "job", "Davies - he's found a suite he likes on marketplace, £150 off some bloke in Porthcawl, "
                      "getting it delivered to his. fine - take the £380 for the Bristan off his price, I'll fit his"),
    ("hughes", "job", "Hughes pump all good, she rang to say the rads are roasting"),
    ("davies", "job", "Davies day 1 22/9 - old suite out, floor's sound thank god, skip bag full"),
    ("davies", "job", "Davies - his suite's a nice one actually, no chips, pan's a bit odd but it fits"),
    ("stock", "van", "used 2 lengths of 15mm + a compression tee on Davies, van stock, not charging"),
    ("davies", "invoice", "Davies paying by bank transfer when it's done, no deposit, known him yrs"),
    ("patel", "invoice", "Patel finally paid £92.50 25/9"),
]

client = QdrantClient(":memory:")
client.create_collection("gethin", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("gethin", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"job": j, "kind": k, "text": text})
    for i, (j, k, text) in enumerate(NOTES, 1)])

question = "how much do I put on the Davies bathroom invoice?"
hits = client.query_points("gethin", query=offline.embed([question])[0], limit=6, query_filter=models.Filter(
    must=[models.FieldCondition(key="job", match=models.MatchValue(value="davies"))])).points
context = ["Today is Fri 3/10/25, the Davies bathroom is finished."] + [h.payload["text"] for h in hits]
assert any("£1,450 all in" in c for c in context), context
assert any("take the £380 for the Bristan off his price" in c for c in context), context
reply = answer(question, context, mock="£1,070 - the £1,450 quote less the £380 for the Bristan suite, since you "
                                       "fitted the one he bought. He's paying by transfer.")
finish(question, expected="£1,450 as quoted", actual=reply)
