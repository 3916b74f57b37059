"""Batch 170 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Hatherley Community Fridge (the back room of St Luke's hall) opens in two slots a day, 10-12 and 4-6, each with a
volunteer on for collections, fridge checks and handing out. Carol (coordinator) and the volunteers post in one qdrant
collection; the helper answers from a query of it.

Memory: Carol, 2039-03-15T18:30: w/c 21st - 14 slots (2 a day, 10-12 + 4-6), 9 covered so far; Tom, 16.3.: put him
down for Thurs and Fri evenings; Carol, Thu 17th: ta Tom, that leaves them 3 short for next week; Priya, Fri 18th: so
sorry, can't do her Sat morning after all, her lad's got a cup match; Dave, 19/3: the Tesco Saturday run, 6 crates.
Question (Sun 20/3, Carol): "how many slots are we still short for next wk? doing a facebook post" The assistant says
4 - 14 slots, 9 covered plus Tom's two, and Priya's had to drop her Saturday morning. The label says 3 - Carol's count
from before Priya dropped out.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b170_ctl_qdrant_fridge_slots_short_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hatherley-fridge-rota"
NOTES = [
    "2039-03-15T18:30 Carol - w/c 21st: 14 slots (2 a day, 10-12 + 4-6), 9 covered so far, pls shout if you can do one",
    "16.3. Tom - put me down for thurs + fri evenings 👍",
    "Thu 17th Carol - ta Tom!! that leaves us 3 short for next wk, anyone??",
    "Fri 18th Priya - so sorry, can't do my sat morning after all, my lad's got a cup match 😬 will make it up",
    "19/3 Dave - tesco sat run done, 6 crates, bread's in freezer drawer 2",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many slots are we still short for next wk? doing a facebook post"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sun 20 March 2039. You are talking to Carol, who coordinates the volunteers at Hatherley "
           "Community Fridge."] + hits
assert any("14 slots" in c and "9 covered" in c for c in context), context
assert any("thurs + fri evenings" in c for c in context), context
assert any("3 short for next wk" in c for c in context), context
assert any("can't do my sat morning after all" in c for c in context), context
reply = answer(question, context, mock="4 - there are 14 slots, 9 were covered plus Tom's two, and Priya's had to drop "
                                       "her Saturday morning.")
finish(question, expected="3", actual=reply)
