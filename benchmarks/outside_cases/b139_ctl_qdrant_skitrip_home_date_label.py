"""Batch 139 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Hollins High's ski trip staff (Mr Hughes leads it, Ms Okafor, the office) keep the trip's notes in one qdrant
collection and the helper answers parents from a query of it.

Memory: the itinerary of 14/11: coach leaves the bus bay Fri 12th Feb 9pm, Dover 5am, Les Gets about 6pm Sat, 7
nights, home Sun 21st about 6pm; Mr Hughes, Weds 3/2: Eurotunnel have put us on the 14.20 crossing on the Sunday,
so it'll be silly o'clock - we'll be in the bus bay about 2am Mon 22nd, the head says the kids can have the morning
off, in for period 4. Question (Thu 4/2, Mr Kaur, a parent): "what day do they get back? need to book a day off to
pick her up" The assistant says the early hours of Monday 22nd (about 2am at the bus bay). The label says Sunday
21st - in memory, the day on the itinerary, before the crossing was moved.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b139_ctl_qdrant_skitrip_home_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hollins-ski-2038"
NOTES = [
    "ITINERARY 14/11: coach (Dales Travel) leaves the bus bay fri 12th feb 9pm, Dover 5am, Les Gets about 6pm sat. "
    "7 nights at Chalet Alpina. home sun 21st feb about 6pm",
    "Weds 3/2 Mr Hughes - Eurotunnel have put us on the 14.20 crossing on the sunday, so it's going to be silly "
    "o'clock. we'll be in the bus bay about 2am mon 22nd, head says the kids can have the morning off, in for p4",
    "Ms Okafor 28.1. - kit check in the sports hall weds 10th, 3.30-4.30, bring EVERYTHING in the case",
    "office 1/2 - all 44 paid in full, 2 from the hardship fund. insurance docs emailed",
    "medical forms - 3 still missing, Ms Okafor chasing. epipen for Ruby, inhalers x4",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "what day do they get back? need to book a day off to pick her up"
vector = offline.embed(["what day home back coach bus bay sunday monday"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Thu 4 February 2038. You are talking to Mr Kaur, whose daughter is on the Hollins High Year 9 "
           "ski trip."] + hits
assert any("home sun 21st feb about 6pm" in c for c in context), context
assert any("about 2am mon 22nd" in c for c in context), context
reply = answer(question, context, mock="The early hours of Monday 22nd - the coach gets into the bus bay about 2am, "
                                       "and she can have the morning off school.")
finish(question, expected="Sunday 21st February", actual=reply)
