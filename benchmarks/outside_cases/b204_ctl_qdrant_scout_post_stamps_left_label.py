"""Batch 204 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace).

App: 5th Shrewsbury Scouts run the Christmas post in Meole Brace - 35p stamps sold at the Co-op and at the hut,
sorting Saturday mornings, deliveries by patrol. Mrs P (the troop's treasurer) keeps the stamp and money notes in one
qdrant collection; leaders ask the helper, which answers from the 5 nearest notes.

Memory: 2046-11-02T18:30 - 3,000 stamps printed at 35p, Mrs P has the float; Sat 24th - 2,140 sold so far, the Co-op's
been brilliant; 26/11 - the Co-op's got 400 of them on the counter still, the rest are in the biscuit tin at the hut;
28.11. - first sorting went well, 1,100 cards, Eagles did the villages. Question (Thu 29/11, Dave, the Scout
leader): "how many stamps have we got left to sell? wondering if we need to get more printed" The assistant says 860
(3,000 printed less 2,140 sold): 400 on the Co-op's counter and the rest in the tin at the hut. The label says 400.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b204_ctl_qdrant_scout_post_stamps_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "5th-shrewsbury-scouts-xmas-post-2046"
NOTES = [
    "2046-11-02T18:30 stamps 🎄📮 3,000 printed @ 35p, I've got the float (£20 in coins)",
    "Sat 24th - sold 2,140 so far!! Co-op's been brilliant, the lady on the till pushes them on everyone",
    "26/11 the Co-op's got 400 of them on the counter still, the rest are in the biscuit tin at the hut",
    "28.11. first sorting went well 👏 1,100 cards, Eagles did the villages, 2 came back no address",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": "Mrs P"})
                            for i, text in enumerate(NOTES, 1)])

question = "how many stamps have we got left to sell? wondering if we need to get more printed"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=5)
context = ["Today is Thu 29 Nov 2046. You are talking to Dave, leader of 5th Shrewsbury Scouts, about the troop's "
           "Christmas post."] + [p.payload["text"] for p in found.points]
assert any("3,000 printed" in c for c in context), context
assert any("sold 2,140 so far" in c for c in context), context
assert any("the Co-op's got 400 of them on the counter still" in c for c in context), context
reply = answer(question, context, mock="860 - 3,000 printed and 2,140 sold. 400 of those are on the Co-op's counter "
                                       "and the rest are in the biscuit tin at the hut.")
finish(question, expected="400", actual=reply)
