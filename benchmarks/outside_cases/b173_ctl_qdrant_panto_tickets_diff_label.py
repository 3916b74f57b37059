"""Batch 173 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Hollins Green Players did Aladdin in the village hall, Fri 18th - Sun 20th January 2041 (four shows). Linda (box
office) and Bev (director) post notes into one qdrant collection; the players' helper answers from a query of it.

Memory: Linda, 2041-01-21T21:00: final figures, 412 tickets over the 4 shows, 45 up on last year's Cinderella (367);
Linda, Weds 23 Jan: ignore the 412 - she'd put the 14 cast family comps in twice, so it's 398 really, still our best
year; Bev, 24.1.: costumes back to Rainbow Costumes by the 31st, the camel's head is NOT ours; Bev, Tue 29th Jan: AGM
in the Bull 12/2, panto ideas pls. Question (Sat 2/2, Jim, writing the piece for the parish mag): "how many more tickets
did we sell than last yr? for the parish mag" The assistant says 31 more - 398 against last year's 367 (the first
412 had the 14 comps counted twice). The label says 45 more - the figure worked out from the double-counted total.

Expected verdict: AnnotationError (nothing planted; the answer is right per memory and the label is the difference
from the total Linda took back).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b173_ctl_qdrant_panto_tickets_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hollins-green-aladdin-2041"
NOTES = [
    "2041-01-21T21:00 Linda - FINAL FIGURES 🎉 412 tickets over the 4 shows, that's 45 up on last yr's Cinderella "
    "(367). well done all!!",
    "Weds 23 Jan Linda - ah ignore the 412 🤦‍♀️ I'd put the 14 cast family comps in twice, so it's 398 really. still "
    "our best yr tho",
    "24.1. Bev - costumes back to Rainbow Costumes by the 31st, the camel's head is NOT ours, Pat's restitched it",
    "Tue 29th Jan Bev - AGM in the Bull 12/2 7.30ish, bring panto ideas for next yr (not Cinderella again pls)",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "how many more tickets did we sell than last yr? for the parish mag"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
context = ["Today is Sat 2 February 2041. You are talking to Jim, who is writing up Hollins Green Players' Aladdin "
           "(Fri 18 - Sun 20 January) for the parish magazine."] + hits
assert any("45 up on last yr's Cinderella (367)" in c for c in context), context
assert any("so it's 398 really" in c for c in context), context
reply = answer(question, context, mock="31 more - 398 tickets against 367 for last year's Cinderella (the first 412 had "
                                       "the 14 cast comps counted twice).")
finish(question, expected="45 more", actual=reply)
