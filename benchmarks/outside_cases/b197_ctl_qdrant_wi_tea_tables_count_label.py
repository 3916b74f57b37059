"""Batch 197 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (every
call its own trace).

App: Pontesbury WI's afternoon tea is Sat 12th Sept 2043 in the village hall, 2.30-4.30 - sandwiches, scones, a cake
stall, a raffle. Margaret (the WI's secretary) keeps the notes in one qdrant collection; members ask the helper,
which answers from the 4 nearest notes.

Memory: 2043-07-14T10:30 - 72 tickets, 12 tables of 6, white cloths; 3/8 - cakes, 14 promised; 16th Aug - raffle
prizes; Weds 26 Aug - tickets all gone at 60, we'd never fit more in round the cake stall and the raffle, so no point
laying 12 - 10 tables of 6 for the teas and the other 2 for the cake stall and the raffle; 2043-09-08T19:00 - set up
Fri from 7.30ish. Question (Thu 10/9, Glenys): "how many tables are we laying for teas sat? I'm doing the jam jar
flowers" The assistant says 10 (60 tickets, 10 tables of 6; the other 2 are the cake stall and the raffle). The
label says 12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b197_ctl_qdrant_wi_tea_tables_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pontesbury-wi-afternoon-tea-sept-2043"
NOTES = [
    (1, "2043-07-14T10:30", "AFTERNOON TEA ☕ sat 12th sept village hall 2.30-4.30. 72 tickets at £7.50, 12 tables of "
                            "6, white cloths off the church"),
    (2, "3/8", "cakes - 14 promised, 3 Victoria sponges (!!), need a GF one + a coffee + walnut"),
    (3, "16th Aug", "raffle prizes - hamper from the Co-op, a meal at the Plough, Olive's knitted tea cosy"),
    (4, "Weds 26 Aug", "tickets all gone at 60 🎉 we'd never fit more in round the cake stall + raffle anyway so no "
                       "point laying 12 - 10 tables of 6 for the teas, the other 2 for the cake stall + the raffle"),
    (5, "2043-09-08T19:00", "set up fri from 7.30ish, Ron's bringing the urn, scones in the hall kitchen sat 1pm"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "date": day, "by": "Margaret"})
                            for pid, day, text in NOTES])

question = "how many tables are we laying for teas sat? I'm doing the jam jar flowers"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Thu 10 Sept 2043. You are talking to Glenys, a member of Pontesbury WI; the afternoon tea is Sat "
           "12 Sept, 2.30-4.30, in the village hall."] + hits
assert any("12 tables of 6" in c for c in context), context
assert any("10 tables of 6 for the teas" in c for c in context), context
reply = answer(question, context, mock="10 tables of 6 for the teas - we sold 60 tickets, and the other 2 tables are "
                                       "for the cake stall and the raffle.")
finish(question, expected="12", actual=reply)
