"""Batch 299 (held out). A stained glass workshop: qdrant collection of the studio's notes, script style (every call
its own trace); for a "what time" question the helper asks only the timetable, bookings and venue notes, and the
note that moved Saturday's start was filed under the kiln.

App: Lead & Light is a stained glass workshop in a unit at Dean Clough Mill, Halifax - Saturday copper foil classes,
two-day leaded light courses, a kiln for fused glass. Gwen (who runs it) and Rhys (who helps on Saturdays) file the
studio's notes into one qdrant collection (payload ``kind``: timetable, bookings, venue, kiln, materials, prices);
for a "what time" question the helper asks only the timetable, bookings and venue notes
(``query_filter`` with ``kind`` in those three, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Gwen's note of 2051-03-02T17:40 has the Saturday copper
foil class 10 till 4, lunch 1-ish. Her note of Thu 20/3 starts with the kiln - the engineer's been, a new element,
it's firing again, but it's slow to come up to heat - and says, in passing, that Saturday's foil class is starting
at 9.30 not 10 so the pieces can go in the kiln before lunch; it was filed as kind kiln. Question (Fri 21/3, Sian,
booked on Saturday's class): "what time do I need to be there tmrw for the foil class? parking's a nightmare at the
mill on a sat" -> expected 9.30 (half an hour earlier, so the pieces go in the kiln before lunch). The scoped query
returns the timetable, the bookings and the venue notes; the assistant says 10.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thu 20/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
9.30 or "not 10"; the 10 till 4 timetable is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b299_qdrant_stained_glass_foil_class_start_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lead-and-light-studio-2051"
KILN = ("Thu 20/3 - kiln engineer's been 🙏 new element, it's firing again but sloooow to come up to heat, so sat's "
        "foil class is starting 9.30 not 10 so we can get the pieces in before lunch. Rhys pls put the urn on when "
        "u get in. also we're low on 6mm foil, ordered")
NOTES = [
    (1, "timetable", "Gwen", "2051-03-02T17:40 SAT FOIL CLASS 🪟 copper foil suncatchers, 10 till 4, lunch 1-ish "
                              "(bring ur own or the mill cafe). max 6, all tools provided, wear closed shoes"),
    (2, "bookings", "Rhys", "9.3. sat 22nd's full - Sian, the 2 Haighs, Dev, Marjorie + her friend from pottery. "
                             "waiting list of 3"),
    (3, "venue", "Gwen", "we're unit 12, 2nd floor, D block - lift's round the back. pay + display in the mill car "
                          "park, or the multi storey on Square Rd (cheaper on sats)"),
    (4, "kiln", "Gwen", KILN),
    (5, "materials", "Rhys", "15/3 glass order in - cathedral blues + ambers, the streaky greens are backordered. "
                              "grinder bits need replacing"),
    (6, "prices", "Gwen", "sat class £65 incl glass + a frame for ur suncatcher, 2 day leaded course £180, gift "
                           "vouchers on the website"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time do I need to be there tmrw for the foil class? parking's a nightmare at the mill on a sat"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert KILN in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["timetable", "bookings", "venue"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 21 March 2051. You are talking to Sian, who's booked on Lead & Light's Saturday copper foil "
           "class (Sat 22 March)."] + hits
assert KILN not in hits and not any(w in c.lower() for c in context for w in ("9.30", "not 10", "kiln")), context
assert any("copper foil suncatchers, 10 till 4" in c for c in context), context
reply = answer(question, context, mock="The class starts at 10 (till 4) - unit 12, 2nd floor, D block. The multi "
                                       "storey on Square Rd is cheaper on a Saturday if the mill car park's full.")
finish(question, expected="9.30 - it's starting half an hour early so the pieces can go in the kiln before lunch",
       actual=reply)
