"""Batch 160 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Castle Hill Bowls Club's open day is Sat 15th May 2038 (six rinks, coaching, teas). Ken (match sec), Brenda
(social sec) and Eileen post notes into one qdrant collection; the helper answers members from a query of it.

Memory: 14/4, Ken: open day Sat 15th May, 4 rinks for the public (1-4), 5 + 6 needed for the league match v Ashby,
2pm start; Weds 28 Apr, Brenda: teas 2-4.30, tea + cake £2.50; 5/5, Ken: Ashby can't raise a side - half of them are
on the coach trip to Llandudno - so the league's let them put the match back to June, 5 + 6 are free for the open
day as well then; 2038-05-12T19:30, Eileen: spare woods on the bank by rink 1, overshoes by the door. Question
(Thu 13/5, Stan, doing the rink boards): "how many rinks have we got for visitors sat? doing the boards" The
assistant says all 6 - the Ashby match has gone back to June. The label says 4 - the count from before the match
was put back.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b160_ctl_qdrant_bowls_rinks_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "castle-hill-bc-open-day-2038"
NOTES = [
    "14/4 Ken - open day sat 15th may, 4 rinks for the public (1-4), 5 + 6 we need for the league match v Ashby, 2pm "
    "start",
    "Weds 28 Apr Brenda - teas 2-4.30, scones + Jean's lemon drizzle, £2.50 tea + cake",
    "5/5 Ken - Ashby can't raise a side, half of them are on the coach trip to Llandudno, so the league's let us put "
    "the match back to june. 5 + 6 free for the open day as well then",
    "2038-05-12T19:30 Eileen - spare woods out on the bank by rink 1, overshoes in the box by the door",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many rinks have we got for visitors sat? doing the boards"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 13 May 2038. You are talking to Stan, a member of Castle Hill Bowls Club, about the open day "
           "on Sat 15 May."] + hits
assert any("4 rinks for the public (1-4)" in c for c in context), context
assert any("5 + 6 free for the open day as well" in c for c in context), context
reply = answer(question, context, mock="All 6 - the Ashby league match has gone back to June, so 5 and 6 are free "
                                       "for the open day as well as 1-4.")
finish(question, expected="4", actual=reply)
