"""Batch 12 (held out), CONTROL: no fault planted, the gold label is wrong. Hot-sauce maker's market-stall notebook:
qdrant-client (in-memory), offline embeddings, script style (every call its own trace).

App: a one-person hot-sauce business keeps its market rules, pitch details and fees as qdrant points; the owner asks
the assistant, which runs ``query_points`` and answers with litellm.

Memory works: the market manager's email says "Saturday market, Corn Exchange square: stall set-up window is 6:30 to
7:45 am; all vehicles off the square by 7:45; trading 8 am to 1 pm." Question: "What time is the earliest I can
start the stall set-up at the Saturday market?" The model answers "6:30 am", which is right per memory.

Why the label is wrong (the other end of a range): the label "7:45 am" is in memory, but as the END of the set-up
window (and the vehicles deadline), not the earliest start the question asks for. Expected verdict: AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b12_ctl_qdrant_market_setup_range_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (1, "Market manager's email: Saturday market, Corn Exchange square: stall set-up window is 6:30 to 7:45 am; all "
        "vehicles off the square by 7:45; trading 8 am to 1 pm."),
    (2, "Pitch 14 allocated to Ember & Lime Sauces: 3 m x 3 m, next to the cheese stall; gazebo legs weighted with "
        "15 kg each."),
    (3, "Pitch fee is GBP 38 per Saturday, invoiced monthly; card reader needs the square's wifi code, on the "
        "noticeboard."),
    (4, "Pack-down starts at 1 pm; the square must be clear by 2:30 pm."),
    (5, "Bring the tasting spoons and the allergen sheet - trading standards checked stalls in May."),
]
client = QdrantClient(":memory:")
client.create_collection("stall", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("stall", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text})
                               for pid, text in NOTES])

question = "What time is the earliest I can start the stall set-up at the Saturday market?"
hits = client.query_points("stall", query=offline.embed([question])[0], limit=4).points
context = [h.payload["text"] for h in hits]
assert any("6:30 to 7:45 am" in c for c in context), context
reply = answer(question, context, mock="You can start setting up from 6:30 am on Saturday.")
finish(question, expected="7:45 am", actual=reply)
