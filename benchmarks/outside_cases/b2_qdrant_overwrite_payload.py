"""qdrant ride calendar: a status change uses `overwrite_payload` where `set_payload` was meant, wiping the text.

App: a cycling club's assistant. Each ride is a qdrant point (in-memory client, vectors from
`memtrace_otel.offline.embed`) with payload {"text": ..., "status": ...}. Ride leaders confirm rides from a small
admin tool, which sets the status. Questions: `client.query_points(limit=3)` -> litellm over each hit's
`payload["text"]`. Script style: each call is its own trace.

Fault: the admin tool confirms Saturday's ride with `client.overwrite_payload(..., payload={"status": "confirmed"})`.
overwrite_payload replaces the WHOLE payload, so the ride's description (62 km loop, 8:00 start) is gone; the point
still matches the question but carries no text. Asked "How far is the Saturday ride?", the model has no distance.
Label in km with a miles gloss, "62 km (about 38 miles)". The one faulty call is that overwrite_payload.

Expected: UpdateError at `qdrant.overwrite_payload`: the ride's record held the distance and a later update removed
it from the record (overwritten).
"""
from __future__ import annotations

import common

NAME = "b2_qdrant_overwrite_payload"
common.setup(NAME, ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("rides", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
RIDES = [
    (1, "Saturday long ride: a 62 km loop via Box Hill, leaving Richmond Park's Roehampton gate at 8:00."),
    (2, "Sunday recovery ride: 25 km flat route along the river, coffee stop in Kingston."),
    (3, "Wednesday evening chaingang: 40 minutes of fast laps in Richmond Park, lights required."),
    (4, "Annual club dinner is on 22 November at the Roebuck; tickets from the treasurer."),
]
client.upsert("rides", points=[models.PointStruct(id=i, vector=v, payload={"text": t, "status": "planned"})
                               for (i, t), v in zip(RIDES, offline.embed([t for _, t in RIDES]))])

# admin tool: the ride leader confirms Saturday's ride
with common.fault():
    client.overwrite_payload("rides", payload={"status": "confirmed"}, points=[1])  # meant: set_payload

QUESTION = "How far is the Saturday ride?"
hits = client.query_points("rides", query=offline.embed([QUESTION])[0], limit=3).points
context = [f"{h.payload.get('text', '')} [status: {h.payload.get('status')}]" for h in hits]
assert not any("62 km" in c for c in context), "scenario check: the distance is gone from the payload"
actual = common.answer(QUESTION, context,
                       mock="I don't know how far the Saturday ride is; the ride notes don't give its distance.")
common.finish(QUESTION, "62 km (about 38 miles)", actual)
