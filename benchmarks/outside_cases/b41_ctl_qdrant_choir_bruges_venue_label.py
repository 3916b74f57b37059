"""Batch 41 (held out), control. A community choir's tour: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Wyvern Community Choir's tour notes (May 2026, Ghent and Bruges) are points with payload ``{"kind",
"text"}``; the musical director, Hilary, asks an assistant from a query. The Bruges concert (Mon 25 May, 7.30) was
fixed for Sint-Walburga. Then the verger wrote: their organ is in pieces for restoration until June, and he has
arranged with the Begijnhof church round the corner for the choir to sing there, same time, same collection.

No fault planted. Question (Thu 14/5/26): "where are we singing in Bruges on the Monday?" The model answers the
Begijnhof church, right per memory. The label says Sint-Walburga. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b41_ctl_qdrant_choir_bruges_venue_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("concert", "Ghent - St Bavo's sun 24/5 4pm, Evensong slot, 40 mins of ours after, robes not folders"),
    ("concert", "Bruges - Sint-Walburga mon 25th 7.30pm, free, retiring collection for the Bruges food bank, "
                "their organist (Pieter) will play for the Rutter"),
    ("coach", "coach Marchants 53 seater, Brian, 5.15am Sat 23rd from St John's car park"),
    ("rep", "programme: Rutter Gloria, Faure Cantique, Parry I was glad, 2 folk arrangements, Jerusalem to finish"),
    ("concert", "email from the Sint-Walburga verger 2/5 - organ's in pieces being restored till June, he's sorted "
                "it w the Begijnhof church round the corner for us, same time, same collection, Pieter still "
                "playing on their chamber organ"),
    ("hotel", "Bruges night Ibis by the station, 21 twins, pay by card"),
    ("rep", "warm up on the coach from the ferry - Hilary says NO singing before 9am lol"),
]

client = QdrantClient(":memory:")
client.create_collection("wyvern-tour", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wyvern-tour", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(NOTES, 1)])

question = "where are we singing in Bruges on the Monday?"
hits = client.query_points("wyvern-tour", query=offline.embed([question])[0], limit=len(NOTES)).points
context = ["Today is Thu 14/5/26."] + [h.payload["text"] for h in hits]
assert any("Sint-Walburga mon 25th 7.30pm" in c for c in context), context
assert any("w the Begijnhof church round the corner" in c for c in context), context
reply = answer(question, context, mock="At the Begijnhof church, round the corner from Sint-Walburga - their organ's "
                                       "being restored. Still 7.30 on the 25th, and Pieter's playing.")
finish(question, expected="Sint-Walburga church", actual=reply)
