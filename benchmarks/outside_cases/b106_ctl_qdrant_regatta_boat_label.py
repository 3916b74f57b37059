"""Batch 106 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per turn
(the notes are written in one turn each, the question in its own).

App: Avonside Rowing Club keep the boat log (kind "boat", by Steve the bosun), crew notes (kind "crew", by Bex the
captain) and the regatta entries (kind "entry") in one qdrant collection; the helper answers members from it.

Memory: the entry says the W4+ is racing in the Dorothy Ann, the club's good four; Steve's note of 10/6 says the
Dorothy Ann's bow rigger got bent on the trailer coming back from Monmouth, he's taken it to be welded but the
chap can't do it before the 20th, so the women will be in the Jubilee, which he's rigged for them; plus other
notes. Question (Thu 12/6, Kath, bow in the four): "which boat are we in on saturday?" The assistant says the
Jubilee. The label says the Dorothy Ann.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b106_ctl_qdrant_regatta_boat_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("entry", "2/6", "BRISTOL REGATTA sat 14.6 entries: W4+ (Dorothy Ann) 10.40, J16 4x (quad) 11.25, M2x "
                     "(Raj's double) 14.10. entry fees £96 paid by club card"),
    ("crew", "9/6", "W4+ Priya cox, Jen/Ange/Sophie/Kath. Kath at bow, she's back from her shoulder"),
    ("boat", "10/6", "Steve - DA's bow rigger got bent on the trailer back from Monmouth. taken it to Pete to "
                     "weld, he can't look at it before the 20th. ladies'll be in the Jubilee, I've rigged it for "
                     "them, footplates at 6"),
    ("boat", "11.6", "new cox box charged, on the shelf in the office. the old one's dead, bin it"),
    ("crew", "11/6", "J16s - consent forms all in except Ollie's, chase his mum"),
]

client = QdrantClient(":memory:")
client.create_collection("arc-log", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, day, text) in enumerate(POINTS, 1):
    with turn_span(f"note-{i} {day}"):
        client.upsert("arc-log", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                            payload={"kind": kind, "day": day, "text": text})])

question = "which boat are we in on saturday?"
with turn_span("question Thu 12/6"):
    vector = offline.embed(["women's four boat Saturday regatta Dorothy Ann Jubilee"])[0]
    hits = [p.payload["text"] for p in client.query_points("arc-log", query=vector, limit=5).points]
    context = ["Today is Thu 12 June 2037. You are talking to Kath, bow in the women's coxed four."] + hits
    assert any("W4+ (Dorothy Ann)" in c for c in context), context
    assert any("ladies'll be in the Jubilee" in c for c in context), context
    reply = answer(question, context, mock="The Jubilee - Steve's rigged it for you with the footplates at 6, as "
                                           "the Dorothy Ann is waiting on a weld.")
finish(question, expected="the Dorothy Ann", actual=reply)
