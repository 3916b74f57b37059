"""qdrant with named vectors ("title", "body") in a rewrite -> retrieve -> answer chain; the search uses "title".

App: an airline's FAQ assistant, a three-step chain inside one root span per turn (an OpenTelemetry tracer):
(1) a litellm call rewrites the user's question into a search query, (2) `client.query_points(..., using=...,
limit=1)` on a collection with two named vectors per FAQ entry, "title" and "body" (vectors from
`memtrace_otel.offline.embed`), (3) a litellm call answers from the hit's title and body.

Fault: the search is `using="title"` (the developer thought titles were "cleaner" than bodies). The rewritten query
("maximum weight allowed for a checked bag") is closer to the title "Weight limits for cabin bags" than to "Checked
baggage", so the one hit is the cabin-bag entry, and the model answers 8 kg. Searched on "body", the checked-baggage
entry ranks first. The rewrite was fine. The one faulty call is that `query_points`.

Expected: RetrievalError at `qdrant.query_points`: the FAQ held the 23 kg answer at answer time; the search ranked it
out of its top-1 (ranked_below_top_k). Not the rewrite: its query names the right topic.
"""
from __future__ import annotations

import common

NAME = "b2_qdrant_named_vector_chain"
common.setup(NAME, ["qdrant", "litellm"])

import litellm  # noqa: E402
from opentelemetry import trace  # noqa: E402
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
with trace.get_tracer("faq-app").start_as_current_span("turn"):
    rw = litellm.completion(model="openai/gpt-4o-mini", temperature=0,
                            mock_response="maximum weight allowed for a checked bag",
                            messages=[{"role": "system", "content": "Rewrite the user's question as a short search "
                                                                    "query for the FAQ. Reply with the query only."},
                                      {"role": "user", "content": QUESTION}])
    query = rw.choices[0].message.content
    with common.fault():
        hits = client.query_points("faq", query=offline.embed([query])[0], using="title", limit=1).points
    context = [f"{h.payload['title']}: {h.payload['body']}" for h in hits]
    assert not any("23 kg" in c for c in context), "scenario check: the checked-baggage entry is not retrieved"
    actual = common.answer(QUESTION, context, mock="Your bag can weigh up to 8 kg.")
common.finish(QUESTION, "23 kg", actual)
