"""Batch 175 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Little Acorns toddler group's Christmas party is Weds 18th Dec 2041, 10-12 at St Peter's church hall - Santa at
11ish, a bring-a-plate buffet, a present for every child. Kirsty (who runs it) and Gemma (a helper) post notes into
one qdrant collection; the helper answers the mums and dads from a query.

Memory: 14/11 Kirsty: the fire station said Santa can come on the engine again if there's no shout; 22.11. Gemma: the
engine's in for its service w/c 9th Dec, but they'll have it back by the 16th, so fine for us; Kirsty, Tue 10th Dec:
the watch manager rang - county have said no more community visits on the engines this year, after that business at
the Ledbury fete, so Santa's coming on Derek's vintage tractor instead, the kids'll love it; 2041-12-12T20:00 Gemma:
presents wrapped, buffet list done, no nuts. Question (Tue 17/12, Amira's mum): "why isn't santa coming on the fire
engine this year? amira is gutted lol" The assistant says county have stopped community visits on the fire engines
this year, so Santa's coming on Derek's vintage tractor instead. The label says "the fire engine's in for its
service" - it was, the week before, and back by the 16th.

Expected verdict: AnnotationError (no operation): the notes were stored and found and the answer gives the reason
memory gives; the label's reason was true for the week before the party and had stopped mattering.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b175_ctl_qdrant_toddler_santa_engine_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "little-acorns-xmas-2041"
NOTES = [
    "14/11 Kirsty - fire station said Santa can come on the engine again 🚒 if there's no shout on",
    "22.11. Gemma - the engine's in for its service w/c 9th dec but they'll have it back by the 16th so fine for us",
    "Tue 10th Dec Kirsty - watch manager rang 😞 county have said no more community visits on the engines this yr, "
    "after that business at the Ledbury fete, so Santa's coming on Derek's vintage tractor instead lol, the kids'll "
    "love it",
    "2041-12-12T20:00 Gemma - presents all wrapped, buffet list done, NO nuts pls",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "why isn't santa coming on the fire engine this year? amira is gutted lol"
with turn_span("question Tue 17/12"):
    vector = offline.embed(["Santa fire engine this year why not coming"])[0]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Tue 17 December 2041. You are talking to Amira's mum, who brings Amira to Little Acorns "
               "toddler group, about the Christmas party (Weds 18 December)."] + hits
    assert any("in for its service" in c and "back by the 16th" in c for c in context), context
    assert any("no more community visits on the engines" in c and "vintage tractor" in c for c in context), context
    reply = answer(question, context, mock="County have stopped community visits on the fire engines this year, so "
                                           "Santa's coming on Derek's vintage tractor instead.")
finish(question, expected="the fire engine's in for its service", actual=reply)
