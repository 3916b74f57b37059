"""b4_qdrant_meds_set_payload -- a medication-reminder assistant on qdrant, one root span per turn.

App: each medication is one point (payload: `text`, `med`, `updated`). When the user reports a dose change, the app
looks the point id up in its own name -> id map and calls `client.set_payload(points=[id], payload={"text": ...})`.

Fault: the id map is rebuilt by enumerating the medication names in alphabetical order, not creation order, so the
metformin dose change is written onto the levothyroxine point: its text "Levothyroxine 75 mcg, every morning on an
empty stomach" is replaced by the metformin note. Later: "What dose of levothyroxine do I take?" -> the context has
no levothyroxine dose.

Expected: UpdateError @ qdrant.set_payload (the set_payload call wrapped in common.fault(); a later update
degraded a unit that held the fact; subtype most likely `overwritten`).
"""
import common

common.setup("b4_qdrant_meds_set_payload", ["qdrant", "litellm"])

import hashlib  # noqa: E402

from opentelemetry import trace  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

tracer = trace.get_tracer("b4-meds-app")


def embed(text: str, dims: int = 64) -> list[float]:
    v = [0.0] * dims
    for w in text.lower().replace(",", " ").replace(".", " ").replace("?", " ").split():
        v[int(hashlib.md5(w.encode()).hexdigest(), 16) % dims] += 1.0
    n = sum(x * x for x in v) ** 0.5 or 1.0
    return [x / n for x in v]


client = QdrantClient(":memory:")
client.create_collection("meds", vectors_config=models.VectorParams(size=64, distance=models.Distance.COSINE))
meds = [
    ("metformin", "Metformin 500 mg, twice a day with breakfast and dinner"),
    ("levothyroxine", "Levothyroxine 75 mcg, every morning on an empty stomach"),
    ("vitamin-d", "Vitamin D 1000 IU, once a day with lunch"),
]

with tracer.start_as_current_span("turn-1 onboarding", context=None):
    client.upsert("meds", points=[models.PointStruct(id=i + 1, vector=embed(t), payload={"text": t, "med": m,
                                                                                          "updated": "2026-10-02"})
                                  for i, (m, t) in enumerate(meds)])
id_of = {m: i + 1 for i, m in enumerate(sorted(m for m, _ in meds))}  # bug: sorted by name, not creation order

with tracer.start_as_current_span("turn-2 dose change", context=None):
    new = "Metformin 1000 mg, twice a day with breakfast and dinner (raised by Dr. Ortiz)"
    with common.fault():
        client.set_payload("meds", payload={"text": new, "updated": "2026-11-20"},
                           points=[id_of["metformin"]])  # -> 2, the levothyroxine point
    # the app never re-embeds on a text change (a second bug, harmless here)

q = "What dose of levothyroxine do I take?"
with tracer.start_as_current_span("turn-3 question", context=None):
    hits = client.query_points("meds", query=embed(q), limit=2, with_payload=True).points
    ctx = [h.payload["text"] for h in hits]
    assert not any("75 mcg" in c for c in ctx), "fault not planted"
    a = common.answer(q, ctx, mock="Your notes list Metformin 1000 mg twice a day; I don't see a levothyroxine dose.")
    common.finish(q, expected="75 mcg every morning", actual=a)
