"""Batch 278 (held out). A co-working space's room hire: qdrant collection of the staff's notes, script style
(every call its own trace); for a "how much" question the helper asks only the pricing and rooms notes, and the note
with the Loft's new day rate was filed under events.

App: The Mill Yard (a co-working space in an old mill - hot desks, fixed desks, phone booths, three meeting rooms,
the Loft for workshops) keeps its staff notes in one qdrant collection with payload ``kind`` (pricing, rooms,
events, members, facilities). For a "how much" question the helper asks only the pricing and rooms notes
(``query_filter`` with ``kind`` in pricing/rooms, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Marco's note of 2051-01-30T09:40 has the Loft at £180 a
day (£100 half day, seats 12, screen and flipcharts); Bea's note of 6/2 has coffee + pastries at £6 a head for room
hire. Marco's note of Mon 20th Feb starts with the open mic night and the new plants (so it was filed as events) and
says, in passing, that from 1st March the Loft is £240/day not £180, now it has the new screen and the aircon,
members still get 10% off. Question (Thu 2/3, a non-member booking a team offsite): "how much for the Loft all day
next thurs + coffee and pastries? there's 8 of us" -> expected £288 (£240 + 8 x £6). The scoped query returns the
old rate, the catering and the room list; the assistant says £228.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Mon 20th Feb
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has £240 or "1st March"; the £180 a day and the £6 a head are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b278_qdrant_cowork_loft_day_hire_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mill-yard-staff-notes"
PRICE = ("Mon 20th Feb (Marco) - open mic nite went down a storm 🎤 do it again in april. new plants in the kitchen, "
         "pls don't water the cactus Kev. oh and from 1st march the Loft's £240/day not £180 now it's got the new "
         "screen + the aircon, half day £130, members still get 10% off")
NOTES = [
    (1, "pricing", "2051-01-30T09:40 (Marco) ROOM HIRE 🏢 the Loft £180 a day, £100 half day (9-1 or 1-5), seats 12 "
                   "boardroom or 20 theatre, screen + 2 flipcharts incl. members 10% off"),
    (2, "pricing", "6/2 (Bea) catering for room hire - coffee + pastries £6 a head, sandwich lunch £9.50 a head, "
                   "order 48hrs ahead thru me"),
    (3, "rooms", "6/2 (Bea) rooms: Snug (4), Weaver's (8), the Loft (12-20). Loft's up 2 flights, no lift, tell "
                 "anyone w/ mobility issues to book Weaver's instead"),
    (4, "events", PRICE),
    (5, "members", "14 Feb - 6 new hot desk members this month 🙌 welcome drinks fri 5.30 in the kitchen"),
    (6, "facilities", "Tue 21/2 - boiler man coming thurs am, heating off 9-11 in the Loft, warn whoever's in"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])

question = "how much for the Loft all day next thurs + coffee and pastries? there's 8 of us"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["pricing", "rooms"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 2 March 2051. You are talking to Lena, not a member, booking a team offsite at The Mill Yard "
           "for Thu 9 March."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("240", "1st march")), context
assert any("the Loft £180 a day" in c for c in context), context
assert any("coffee + pastries £6 a head" in c for c in context), context
reply = answer(question, context, mock="£228 all in - the Loft's £180 for the day plus coffee and pastries at £6 a "
                                       "head for 8 (£48).")
finish(question, expected="£288 - the Loft's £240 a day from 1st March plus 8 x £6 for coffee and pastries",
       actual=reply)
