"""Batch 156 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Greetland Singers' spring concert is at St Mary's, Greetland on Sat 25th April 2037 (Faure's Requiem with the
organ, then folk songs). Ruth, the secretary, and Alan, the MD, keep the choir's notes in one qdrant collection; the
helper answers members from a query of it.

Memory: 14/3 Ruth: concert 7.30, doors 7, tickets £10 / £8 concs from Ruth or on the door; Weds 8 Apr Ruth: the
programme, Hannah and Grace sharing the Pie Jesu; Tue 21/4 Alan: choir in for 6 sharp please - a warm-up and a run
of the Faure with the organ, so we're not still tuning when the audience come in at 7 - and black with a splash of
red; 2037-04-23T19:00 Ruth: 112 sold, raffle prizes to her by Friday. Question (Fri 24/4, Joan, alto): "what time
do we need to be at St Mary's sat? my husband's driving me" The assistant says 6pm (for the warm-up and a run of the
Faure with the organ). The label says 7pm - in memory, when the doors open for the audience.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b156_ctl_qdrant_choir_arrival_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "greetland-singers-2037"
NOTES = [
    "14/3 Ruth - spring concert sat 25th april at St Mary's Greetland, 7.30 start, doors 7. tickets £10 / £8 concs "
    "from me or on the door",
    "Weds 8 Apr Ruth - programme: Faure Requiem 1st half, folk songs after the interval. Hannah + Grace sharing the "
    "Pie Jesu",
    "Tue 21/4 Alan - choir in for 6 sharp pls, warm up + a run of the Faure w the organ so we're not still tuning "
    "when the audience come in at 7. black + a splash of red",
    "2037-04-23T19:00 Ruth - 112 sold!! raffle prizes to me by fri, Joan's doing the teas at the interval",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "what time do we need to be at St Mary's sat? my husband's driving me"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 24 April 2037. You are talking to Joan, an alto in Greetland Singers, about the spring "
           "concert at St Mary's on Sat 25 April."] + hits
assert any("7.30 start, doors 7" in c for c in context), context
assert any("choir in for 6 sharp" in c for c in context), context
reply = answer(question, context, mock="6pm sharp - Alan wants the choir in for a warm-up and a run of the Faure with "
                                       "the organ before the doors open at 7.")
finish(question, expected="7pm", actual=reply)
