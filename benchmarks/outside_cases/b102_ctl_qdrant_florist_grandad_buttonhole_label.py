"""Batch 102 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Petal & Stem keep their wedding notes in one qdrant collection (order sheets, couples' emails, studio notes);
the studio helper answers whoever is making up the flowers.

Memory: the Graham order (Sat 12/9, St Ippolyts church then the Sun Hotel) lists 8 buttonholes - groom, best man,
2 ushers, both dads, grandad Len and grandad Frank - cream spray rose and rosemary; Lucy Graham's email of 1/9: sadly
grandad Len isn't well enough for the drive up from Falmouth, the doctor said no, he'll watch on the livestream with
her auntie, so 7 buttonholes on the day. Question (Thu 10/9, Tom, making the buttonholes up on Friday): "do i do
one for grandad len? making the buttonholes tmrw" The assistant says no, Len can't travel, so it's 7. The label
says yes, he's one of the eight on the order.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b102_ctl_qdrant_florist_grandad_buttonhole_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("order", "GRAHAM - sat 12/9 St Ippolyts church 2pm then the Sun Hotel. buttonholes x8: groom, best man, 2 "
              "ushers, dad of bride, dad of groom, grandad Len + grandad Frank. cream spray rose + rosemary, "
              "twine not ribbon"),
    ("email", "Lucy Graham 1/9 - sadly grandad Len isnt well enough for the drive up from Falmouth, doc said no :( "
              "he'll watch on the livestream w her auntie. so 7 buttonholes on the day pls"),
    ("order", "GRAHAM - bride bouquet garden roses + astrantia, 2 maids, church pew ends x10 (bows only at the "
              "back)"),
    ("studio", "rosemary from Nisha's garden for the Grahams - cut thurs pm so it doesnt flop"),
    ("order", "OSEI - fri 11/9 registry office Hitchin, 1 bouquet + 2 buttonholes, collect 11am"),
    ("email", "Osei - bride asked for the ribbon in sage green, fine"),
]

client = QdrantClient(":memory:")
client.create_collection("petal-stem-notes", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("petal-stem-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "do i do one for grandad len? making the buttonholes tmrw"
vector = offline.embed(["Graham wedding buttonholes grandad Len"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("petal-stem-notes", query=vector, limit=6).points]
context = ["Today is Thu 10 September 2037. You are talking to Tom, who's making up the Graham buttonholes."] + hits
assert any("buttonholes x8" in c and "grandad Len + grandad Frank" in c for c in context), context
assert any("Len isnt well enough for the drive up" in c for c in context), context
reply = answer(question, context, mock="No - Len can't make the journey up from Falmouth, he's watching on the "
                                       "livestream, so it's 7 buttonholes: still one for grandad Frank.")
finish(question, expected="yes, he's one of the eight on the Graham order", actual=reply)
