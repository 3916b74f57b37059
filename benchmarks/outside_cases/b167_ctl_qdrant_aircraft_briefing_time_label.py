"""Batch 167 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Moorside Model Flying Club's open day is Sun 17th June 2040 - displays, open slots for members in the afternoon,
a burger van, a raffle. Pete (chair), Sandra (safety officer) and Dave (secretary) post notes into one qdrant
collection; members ask the club's helper, which queries it.

Memory: 2040-03-05 Pete: open day sun 17th june, gates open to the public at 11, flying 11.30 till 4; 16th may
Sandra: pilots' briefing 9.30 sharp in the marquee for anyone flying on the day, open slots included - no briefing, no
flying, she means it; Weds 6th Jun Pete: members' open slots at 12, 1, 2 and 3, four planes a slot, sign up with him;
2040-06-11T20:05 Dave: burger van from 11.30, raffle at 3. Question (Thu 14/6, Kev, a member): "what time do I need to
be at the field sunday? I'm down for the 2 o'clock open slot with the Cub" The assistant says 9.30, for the pilots'
briefing in the marquee - no briefing, no flying, even for the open slots. The label says 11 - when the gates open to
the public.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b167_ctl_qdrant_aircraft_briefing_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moorside-mfc-open-day-2040"
NOTES = [
    "2040-03-05 Pete - open day sun 17th june!! gates open to the public at 11, flying 11.30 till 4, displays on the "
    "hour",
    "16th may Sandra - pilots' briefing 9.30 sharp in the marquee for ANYONE flying on the day, open slots incl. no "
    "briefing no flying, I mean it",
    "Weds 6th Jun Pete - members' open slots at 12, 1, 2 + 3, 4 planes a slot, sign up w me",
    "2040-06-11T20:05 Dave - burger van from 11.30 (Big Al's), raffle drawn at 3 in the marque",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "what time do I need to be at the field sunday? I'm down for the 2 o'clock open slot with the Cub"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 14 June 2040. You are talking to Kev, a member of Moorside Model Flying Club, about the open "
           "day (Sun 17 June)."] + [p.payload["text"] for p in found]
assert any("gates open to the public at 11" in c for c in context), context
assert any("pilots' briefing 9.30 sharp" in c for c in context), context
reply = answer(question, context, mock="9.30 - the pilots' briefing in the marquee is for anyone flying, open slots "
                                       "included. No briefing, no flying.")
finish(question, expected="11am - gates open at 11", actual=reply)
