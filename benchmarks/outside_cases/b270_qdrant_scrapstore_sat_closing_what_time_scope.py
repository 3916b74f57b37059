"""Batch 270 (held out). A scrapstore's opening and donations: qdrant collection of the volunteers' notes, script
style (every call its own trace); for an opening-times question the helper asks only the hours and events notes,
and the note that cut Saturday's hours was filed under donations.

App: Calder Scrap is a scrapstore in an old mill unit in Sowerby Bridge - businesses give their offcuts and
seconds (card, fabric, foam, tubes, carpet tiles), and schools, playgroups, childminders and crafters pay a
membership and fill a bag. Bev (the coordinator) files the volunteers' notes into one qdrant collection with payload
``kind`` (hours, donations, membership, volunteers, events); for a "when are you open" question the helper asks only
the hours and events notes (``query_filter`` on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Bev's note of 2051-04-03T16:20 has the opening - Tue to
Fri 10-4, Sat 10-4, closed Sun and Mon. Her note of Weds 10/5 starts with the donations (a van load of carpet tiles
from Kershaw's, Ryburn Paper Mill's ends of rolls) and so was filed as donations; it says, in passing, that with
only 3 volunteers left on a Saturday, from this week Saturday is 10 till 1 only, not 10-4, until they get more
people. Question (Fri 12/5, Shaz, a childminder): "what time do you shut on saturday? coming after the kids'
swimming, prob be about 2" -> expected 1pm (Saturdays are 10-1 now, short of volunteers). The scoped query returns
the hours, the events and the bank-holiday notes; the assistant says 4pm.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Weds 10/5 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"10 till 1", "10-1" or "3 vols"; the 10-4 Saturday opening is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b270_qdrant_scrapstore_sat_closing_what_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-scrap-notes-2051"
SAT = ("Weds 10/5 - donations: van load of carpet tiles from Kershaw's (grey + a horrible orange 😂), Ryburn Paper "
       "Mill dropped ends of rolls again, stacked by the door. ALSO we're down to 3 vols on a saturday now Pam's "
       "moved so from this wk sat is 10 till 1 only, not 10-4, till we get more people. sign on the door done")
NOTES = [
    (1, "hours", "2051-04-03T16:20 OPENING 🎨 tues-fri 10-4, sat 10-4, closed sun + mon. last bags filled 15 mins "
                 "b4 closing pls, the tills take ages"),
    (2, "membership", "3/4 membership £25 a yr for schools + groups, £10 childminders, then £4 a bag or £12 a "
                      "trolley. cards in the drawer under the till"),
    (3, "events", "Thu 20th Apr - make + take for the kids sat 27th May, 10-12, £2 each, Lou's doing junk robots"),
    (4, "donations", SAT),
    (5, "volunteers", "15.5. - new vol Imran starting weds, can someone show him the sorting bays + the fire doors"),
    (6, "hours", "bank hol mon 29th May closed as normal, open tues"),
    (7, "donations", "Tue 2 May M&S warehouse gave 40 boxes of shoe box lids, they're in bay 3 - DON'T let the "
                     "first school in take the lot"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Bev"})
                            for pid, kind, text in NOTES])

question = "what time do you shut on saturday? coming after the kids' swimming, prob be about 2"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SAT in wider, wider
opening = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["hours", "events"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=opening)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 12 May 2051. You are talking to Shaz, a childminder and member of Calder Scrap."] + hits
assert SAT not in hits and not any(w in c.lower() for c in context for w in ("10 till 1", "10-1 ", "3 vols")), context
assert any("sat 10-4" in c for c in context), context
reply = answer(question, context, mock="We shut at 4 on a Saturday (open 10-4), so about 2 is fine - last bags 15 "
                                       "minutes before closing.")
finish(question, expected="1pm - Saturdays are 10 till 1 now, they're down to 3 volunteers", actual=reply)
