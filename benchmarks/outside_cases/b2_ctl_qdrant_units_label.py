"""Control (no fault): qdrant FAQ holds "23 kg"; the answer says 23 kg; the LABEL has the digits swapped (32 kg).

App: the airline FAQ assistant of b2_qdrant_named_vector_chain, searching the "body" vector (which finds the right
entry), script style: `query_points(using="body", limit=2)` -> litellm.

Nothing is at fault: the checked-baggage entry is retrieved and the answer restates it. The gold label was typed as
"32 kg".

Expected: AnnotationError.
"""
from __future__ import annotations

import common

NAME = "b2_ctl_qdrant_units_label"
common.setup(NAME, ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FAQ = [
    ("Weight limits for cabin bags", "Your cabin bag can weigh up to 8 kg and must fit in the sizer at the gate."),
    ("Checked baggage", "Economy fares include one checked bag of up to 23 kg; Premium fares include two bags of 23 kg "
                        "each."),
    ("Sports equipment", "Bikes and skis travel as special baggage for a fee of 45 euros each way."),
    ("Liquids at security", "Liquids in your hand luggage must be in containers of 100 ml or less, in one clear bag."),
]
client = QdrantClient(":memory:")
client.create_collection("faq", vectors_config={
    "title": models.VectorParams(size=256, distance=models.Distance.COSINE),
    "body": models.VectorParams(size=256, distance=models.Distance.COSINE)})
title_vecs = offline.embed([t for t, _ in FAQ])
body_vecs = offline.embed([b for _, b in FAQ])
client.upsert("faq", points=[
    models.PointStruct(id=i, vector={"title": title_vecs[i], "body": body_vecs[i]}, payload={"title": t, "body": b})
    for i, (t, b) in enumerate(FAQ)])

QUESTION = "What's the maximum weight for my checked bag?"
hits = client.query_points("faq", query=offline.embed([QUESTION])[0], using="body", limit=2).points
context = [f"{h.payload['title']}: {h.payload['body']}" for h in hits]
assert any("23 kg" in c for c in context), "scenario check: the checked-baggage entry is retrieved"
actual = common.answer(QUESTION, context, mock="On an Economy fare your checked bag can weigh up to 23 kg.")
common.finish(QUESTION, "32 kg", actual)
