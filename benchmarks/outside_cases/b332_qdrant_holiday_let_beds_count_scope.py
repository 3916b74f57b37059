"""Batch 332 (held out). A holiday let cleaning team: qdrant collection of the team's notes, script style (every
call its own trace); for a linen question the helper asks only the property, linen and bookings notes, and the note
that adds a bed was filed under maintenance.

App: Lorraine runs a small cleaning team (herself, Nicola and Bev) doing the Friday changeovers at a dozen holiday
lets round Reeth and Gunnerside. The team's notes go into one qdrant collection with payload ``kind`` (property,
linen, bookings, access, maintenance, supplies); for a "what do I make up / take" question the helper asks only the
property, linen and bookings notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the property note for Swaledale Barn (2051-03-30T18:10)
has it sleeping 6 - a king in the main, a double at the back, a twin in the loft, 4 beds to make up. The bookings
note (16/10) has the half-term lot in from Fri 27th, 8 of them. Lorraine's note of Weds 25 Oct starts with the
boiler man having been and the dripping tap in the en suite (so it was filed as maintenance) and says, in passing,
that the owner says the half-term lot need the sofa bed in the snug too, bedding's in the ottoman under the stairs.
Question (Thu 26/10, Bev): "how many beds am I making up at Swaledale Barn tmrw? want to know how many sets to
bag up" -> expected 5 (the king, the double and the twin's two singles - the 4 beds - plus the sofa bed in the
snug, which makes room for the 8). The scoped query returns the property, linen and bookings notes; the assistant
says 4.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Weds 25 Oct
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line mentions the sofa bed, the snug or the ottoman; the "4 beds to make up" line is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b332_qdrant_holiday_let_beds_count_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lorraines-changeovers-2051"
SOFA = ("Weds 25 Oct - boiler man's been at Swaledale Barn, all sorted, + he's had a look at the dripping tap in the "
        "en suite (washer, done). owner says the half term lot need the sofa bed in the snug making up as well 🙄 so "
        "that's an extra bed at Swaledale Barn fri, bedding's in the ottoman under the stairs")
NOTES = [
    (1, "property", "Lorraine", "2051-03-30T18:10 Swaledale Barn - sleeps 6, king in the main, double at the back, "
                                "twin in the loft = 4 beds to make up. key in the safe by the oil tank, 2 bathrooms"),
    (2, "linen", "Lorraine", "linen's from Dales Laundry now, bags come tues + we drop the dirty at the unit in Reeth "
                             "by 4 fri. 1 set per bed + 2 towels per guest"),
    (3, "bookings", "Nicola", "16/10 half term bookings - Swaledale Barn 8 in from fri 27th (2 families), Fell "
                              "View 4, Heather Bank 2 + 2 dogs"),
    (4, "access", "Bev", "Fell View - key safe's on the side of the porch, park on the lane not the verge"),
    (5, "maintenance", "Lorraine", SOFA),
    (6, "supplies", "Nicola", "Tue 24/10 - bin bags + dishwasher tabs low at the unit, I'll get some from Costco "
                              "weds. welcome hampers from the farm shop as usual"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "how many beds am I making up at Swaledale Barn tmrw? want to know how many sets to bag up"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SOFA in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["property", "linen", "bookings"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 26 October 2051. You are talking to Bev, who cleans for Lorraine's changeover team."] + hits
assert SOFA not in hits and not any(w in c.lower() for c in context for w in ("sofa", "snug", "ottoman")), context
assert any("= 4 beds to make up" in c for c in context), context
reply = answer(question, context, mock="4 beds at Swaledale Barn - the king, the double and the two singles in the "
                                       "loft, so 4 sets of bedding.")
finish(question, expected="5 - the 4 usual beds plus the sofa bed in the snug for the half term lot", actual=reply)
