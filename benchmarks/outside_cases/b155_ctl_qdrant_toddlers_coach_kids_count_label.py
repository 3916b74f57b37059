"""Batch 155 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (each
call its own trace).

App: Kerry runs Jellytots, the toddler group at Sowerby Bridge Methodist hall, and keeps her notes for the summer
outing to Scarborough (Thu 30th July 2037: a coach from the hall, a picnic on the beach by the Spa, donkeys) in a
qdrant collection; the helper answers from a query of it.

Memory: 14/6: the coach names - Alfie, Ruby, Noah, Isla, Freddie, Amelia, Theo, Evie, Jack, Poppy, Arlo and Mila,
12 little ones and 12 grown-ups; 22.6.: the Khan twins (Zain and Zara) booked in, so that's 14 kiddies, £8 a seat;
Weds 1 Jul: Isla's mum rang - Isla gets dreadful travel sick, so they'll drive over and meet everyone at the Spa
bridge, and they'll still do the picnic; 2037-07-06T20:15: lunch is a picnic by the Spa, fish and chips for the
grown-ups from Lewis's if it rains; 16th jun: the coach is Jowett's again, from the hall 8.30, back for half 6.
Question (Fri 10/7, Kerry): "how many kids will be on the coach? Jowett's want
to know how many car seats to put in" The assistant says 13 (14 booked, but Isla's going by car). The label says 14
- in memory, the number of children booked on the outing, one of whom isn't going on the coach.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b155_ctl_qdrant_toddlers_coach_kids_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "jellytots-scarborough"
NOTES = [
    "14/6 Kerry - coach names: Alfie, Ruby, Noah, Isla, Freddie, Amelia, Theo, Evie, Jack, Poppy, Arlo, Mila = 12 "
    "little ones + 12 grown ups",
    "22.6. Kerry - the Khan twins booked in (Zain + Zara) so that's 14 kiddies. £8 a seat, pay by the 10th",
    "Weds 1 Jul - Isla's mum rang, Isla gets dreadful travel sick so they'll drive over + meet us at the Spa bridge. "
    "still doing the picnic w us",
    "2037-07-06T20:15 Kerry - lunch: picnic on the beach by the Spa, fish + chips for the grown ups from Lewis's if "
    "it rains. donkeys 1.30ish",
    "16th jun Kerry - coach is Jowett's again, from the hall 8.30, back for half 6. suncream + hats + a spare pair of "
    "everything",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "how many kids will be on the coach? Jowett's want to know how many car seats to put in"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 10 July 2037. You are talking to Kerry, who runs Jellytots toddler group and is organising "
           "the outing to Scarborough on Thu 30 July."] + hits
assert any("12 little ones" in c for c in context), context
assert any("that's 14 kiddies" in c for c in context), context
assert any("they'll drive over" in c for c in context), context
reply = answer(question, context, mock="13 - there are 14 kids booked, but Isla's mum is driving her over as she gets "
                                       "travel sick.")
finish(question, expected="14", actual=reply)
