"""Batch 330 (held out). A community radio station's schedule: qdrant collection of the station's notes, script
style (every call its own trace); for a "what time" question the helper asks only the schedule, rota and events
notes, and the note moving a Saturday show was filed under the studio.

App: Calder Sound 104.1 is a community radio station above the old Co-op in Hebden Bridge - weekday breakfast and
drivetime, a Saturday breakfast (Bev's Brew), Kash's Sat Sounds, the football phone-in, a Sunday gardening hour, guests
most mornings. Ellie (the station manager) files the station's notes into one qdrant collection with payload
``kind`` (schedule, rota, studio, events, ads); for a "what time / when" question the helper asks only the schedule,
rota and events notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ellie's note of 2050-04-02T11:00 (the new schedule) has Sat
brekkie 8-10 with Bev; her rota note of 6/4 has Bev 8-10 on Saturdays. Her note of Weds 13 Apr starts with studio 2's
mic arm and the new headphones (so it was filed as studio) and says, in a ps, that from Sat 23rd Bev's Brew goes 7-9
not 8-10, because Kash's Sat Sounds is going to 9-12 now he's retired. Question (Weds 20/4, Sandra from the Brownies,
a guest on Bev's show on Sat 23rd): "what time's Bev's show on sat? I'm on talking about the Brownies' sponsored
walk, when do I need to be there" -> expected 7-9 (so there before 7). The scoped query returns the schedule, the
rota and the fun-day note; the assistant says 8-10.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Weds 13 Apr note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has 7-9,
the 23rd or Kash going to 9-12; the schedule's and the rota's 8-10 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b330_qdrant_radio_schedule_sat_show_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-sound-notes-2050"
MOVE = ("Weds 13 Apr - studio 2's mic arm is FINALLY fixed 🙌 new headphones in the top drawer, pls don't take them "
        "home. ps from sat 23rd Bev's Brew goes 7-9 not 8-10 - Kash's Sat Sounds is going 9-12 now he's retired "
        "(lucky him) + Bev's fine getting up early, she says 😂")
NOTES = [
    (1, "schedule", "2050-04-02T11:00 NEW SCHEDULE from mon 4th 📻 weekday brekkie 6.30-9 Jez, drivetime 4-6 "
                    "Priya, Sat brekkie 8-10 Bev (Bev's Brew), Sat Sounds 10-12 Kash, footie phone-in sat 12-2"),
    (2, "rota", "6/4 sat rota - Bev 8-10, Kash 10-12, phone-in 12-2 Gaz + Tony, Ellie on the desk all morning, guests "
                "to the side door pls not the shop"),
    (3, "studio", MOVE),
    (4, "events", "Sat 16/4 fun day at Calder Holmes park 12-4, OB van booked, Jez + Ellie presenting, need 2 "
                  "volunteers for the stall"),
    (5, "ads", "Jones's Carpets want 4 plays a day from the 11th, one in the 9am slot weekdays, invoice to Mrs "
               "Jones not the shop"),
    (6, "studio", "29.3. the transmitter went off for 20 mins sun night, engineer's been, it's the aerial cable, "
                  "new one on order"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": "Ellie"})])
assert client.count(COLL).count == len(NOTES)

question = ("what time's Bev's show on sat? I'm on talking about the Brownies' sponsored walk, when do I need to be "
            "there")
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVE in wider, wider
when = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["schedule", "rota",
                                                                                        "events"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=when, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 20 April 2050. You are talking to Sandra from the 1st Hebden Bridge Brownies, a guest on "
           "Calder Sound's Saturday breakfast show (Bev's Brew) on Sat 23 April."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("7-9", "23rd", "9-12")), context
assert any("Sat brekkie 8-10 Bev" in c for c in context), context
assert any("Bev 8-10" in c for c in context), context
reply = answer(question, context, mock="Bev's Brew is 8 till 10 on Saturday - come to the side door about quarter "
                                       "to 8 and Ellie will let you in.")
finish(question, expected="7-9 - Bev's moved an hour earlier from the 23rd, so be there before 7", actual=reply)
