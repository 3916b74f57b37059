"""Batch 159 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Thornby Players' notes for Cinderella (Thornby village hall, Fri 22 and Sat 23 January 2038, curtain up 7pm)
go into one qdrant collection - Wendy (director), Gary (scenery) and Bev (secretary); the cast and the chorus
parents ask the helper, which answers from a vector query.

Memory: Tue 1/12, Wendy: show nights cast in by 6, curtain up 7, no phones backstage; Weds 6 Jan, Wendy: make-up's
taking forever with the ugly sisters, so Sharon's doing the whole cast in the green room now and she wants everyone
in for half 5 on the nights, no excuses, kids too; 2038-01-10T21:00, Gary: the coach is done, he'll bring it down on
the trailer Thursday; 14/1, Bev: 106 of 120 sold for Friday, Saturday's gone. Question (Thu 21/1, Julie, chorus
mum): "what time do the cast need to be in fri? I'm bringing 3 of the chorus kids" The assistant says half 5 -
Sharon's doing everyone's make-up. The label says 6 - Wendy's first time, from before make-up took over.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b159_ctl_qdrant_panto_castcall_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "thornby-players-cinderella"
NOTES = [
    ("wendy", "Tue 1/12 Wendy - show nights: cast in by 6, curtain up 7. no phones backstage, I mean it this yr"),
    ("wendy", "Weds 6 Jan Wendy - make-up's taking forever w the ugly sisters so Sharon's doing the whole cast in the "
              "green room now + she wants everyone in for half 5 on the nights. no excuses, kids too"),
    ("gary", "2038-01-10T21:00 Gary - coach is DONE. bringing it down on the trailer thurs, need 4 strong backs"),
    ("bev", "14/1 Bev - 106 of 120 sold for fri, sat's gone!! few left on the door maybe"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "from": who})
                            for i, (who, text) in enumerate(NOTES, 1)])

question = "what time do the cast need to be in fri? I'm bringing 3 of the chorus kids"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 21 January 2038. You are talking to Julie, a chorus parent for Thornby Players' Cinderella "
           "(Fri 22 and Sat 23 January)."] + hits
assert any("cast in by 6" in c for c in context), context
assert any("everyone in for half 5" in c for c in context), context
reply = answer(question, context, mock="Half 5 - Sharon's doing everyone's make-up in the green room, kids included.")
finish(question, expected="6", actual=reply)
