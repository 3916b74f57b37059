"""Batch 10 (held out). Piano tuner's customer assistant: qdrant-client (in-memory) with offline embeddings, one root
span per turn.

App: after each visit the tuner dictates notes about the customer's instrument; each note is a point in the
``visits`` collection. Customers text the assistant; it runs ``query_points(limit=4, score_threshold=0.15)`` -- the
threshold was added to keep unrelated notes out of the prompt -- and answers with litellm.

Planted fault (RetrievalError, below the score threshold): after the 12 February visit the tuner noted "The upright
sits next to a radiator, so the pitch drifts: recommended a tuning visit every four months rather than once a year
(next one mid-June)". Question: "How often should I have the Yamaha tuned?" -> expected "Every four months (about
three times a year), because of the radiator". The note shares few words with the question; its score is under the
threshold, so only the piano's description and the general advice leaflet ("most pianos ... once a year") come back
and the assistant answers "once a year".

Expected verdict: RetrievalError at the answer's qdrant.query_points (inside fault()). Asserted: the note is in the
collection, ranks within limit=4 without the threshold, and is cut by it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b10_qdrant_piano_tuner_threshold", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("visits", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
NOTES = [
    (1, "Customer: Elif Demir, 7 Orchard Mews. Instrument: Yamaha U1 upright, 1987, serial 4412xxx; tuned to "
        "A440 on 12 February 2026."),
    (2, "Elif's Yamaha had a sticking B-flat key (B3); eased the key bushing, no charge."),
    (3, "The upright sits next to a radiator, so the pitch drifts: recommended a tuning visit every four months rather "
        "than once a year (next one mid-June)."),
    (4, "Elif's daughter takes grade 5 in May; Elif asked about a humidifier for the room, quoted GBP 85."),
    (5, "General advice leaflet: most pianos in a stable home should be tuned once a year."),
]
with turn_span("turn-1 visit notes"):
    for pid, text in NOTES:
        client.upsert("visits", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"customer": "elif-demir", "text": text})])

question = "How often should I have the Yamaha tuned?"
with turn_span("turn-2 customer text"):
    vector = offline.embed([question])[0]
    # without the threshold the note would be in the top 4 (cosine on the same unit vectors qdrant uses)
    scores = sorted(((sum(a * b for a, b in zip(vector, offline.embed([t])[0])), pid) for pid, t in NOTES),
                    reverse=True)
    assert 3 in [pid for _, pid in scores[:4]] and 0 < dict((p, s) for s, p in scores)[3] < 0.15, scores
    with fault():
        hits = client.query_points("visits", query=vector, limit=4, score_threshold=0.15).points
    context = [h.payload["text"] for h in hits]
    assert not any("four months" in c for c in context), context
    reply = answer(question, context, mock="A piano in a stable home should be tuned once a year, so once a year "
                                           "for your Yamaha.")
finish(question, expected="Every four months (about three times a year), because of the radiator", actual=reply)
