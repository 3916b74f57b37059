"""Batch 145 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Wharf Street Community Garden's open day (Sun 21st June, 11-4). The committee's notes go into one qdrant
collection; the helper answers from a query over it.

Memory: Nadia, 14/3: tours of the beds on the hour 11-3, 45 mins each, Trevor leading, from the gate; Trevor,
22.3.: walked it round with a stopwatch on Sunday and 45 mins is nowhere near - folk stop at the bees for ages and
everyone wants to know about the compost loos - it's a good hour, so he'll do them at 11, 1 and 3 so he's not
running into the next one; Ruth, Weds 8 Apr: the urn; Tom, 16th may: the plant stall. Question (Thu 18/6, Kath,
doing the A-board): "how long are the tours on sunday? putting it on the board by the gate" The assistant says
about an hour (at 11, 1 and 3). The label says 45 minutes - in memory, Nadia's plan of 14/3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b145_ctl_qdrant_garden_tour_length_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wharf-st-garden"
NOTES = [
    "14/3 Nadia - OPEN DAY sun 21st june 11-4. tours of the beds on the hour 11-3, 45 mins each, Trevor leading, "
    "from the gate. plant stall, teas, bug hunt",
    "22.3. Trevor - walked the tour round w a stopwatch sun. 45 mins is nowhere near, folk stop at the bees for ages "
    "+ everyone wants to know about the compost loos. it's a good hour. so I'll do 11, 1 + 3, then I'm not running "
    "into the next lot",
    "Weds 8 Apr Ruth - urn from the Wesleyan, back by 6 sun. teas 50p, cake £1",
    "16th may Tom - plant stall, 60 pots of toms so far, courgettes slow. 50p a pot, 3 for £1.20",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "how long are the tours on sunday? putting it on the board by the gate"
with turn_span("question Thu 18/6"):
    vector = offline.embed(["how long is the garden tour of the beds, minutes"])[0]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
    context = ["Today is Thu 18 June 2037. You are talking to Kath, who is doing the A-board for Wharf Street "
               "Community Garden's open day on Sun 21 June."] + hits
    assert any("45 mins each" in c for c in context), context
    assert any("it's a good hour" in c for c in context), context
    reply = answer(question, context, mock="About an hour - Trevor found 45 minutes wasn't enough, so they're at 11, "
                                           "1 and 3 from the gate.")
finish(question, expected="45 minutes", actual=reply)
