"""Batch 272 (held out). A farm campsite's pitches and arrivals: qdrant collection of the farm's booking notes,
script style (every call its own trace); for a "which pitch" question the helper asks only the bookings and arrivals
notes, and the note that moved the family was filed under payments.

App: Lower Laithe Farm, above Todmorden, run a small campsite in the summer of 2051 - twelve grass pitches down the
beck field, six hardstandings with hook-up (H1-H6) by the barn, a loo and shower block, eggs from the farm shop.
Janet (who farms it with her husband Dave) files her notes into one qdrant collection with payload ``kind``
(bookings, arrivals, payments, site, animals); for a "which pitch" question the helper asks only the bookings and
arrivals notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Janet's bookings note of 2051-03-14T09:10 puts the Okafor
family (2 adults, 2 kids, a baby) on grass pitch 12 by the beck, Sat 5th - Tue 8th Aug. Her note of Fri 28 Jul
starts with their balance (£96 by bank transfer, so it was filed as payments) and says, in passing, that she's moved
them onto H4 - they've an electric cool box for the baby's milk so they need a hook-up - and 12 is free again.
Question (Sat 5/8, Mr Okafor, on the way): "which pitch are we on? be there about 4ish w/ the car + a big tent" ->
expected H4, a hardstanding with hook-up by the barn. The scoped query returns the bookings and arrivals notes; the
assistant says pitch 12 by the beck.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Fri 28 Jul note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has H4,
hook-up or the cool box; the booking's pitch 12 is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b272_qdrant_campsite_which_pitch_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lower-laithe-camping-2051"
MOVE = ("Fri 28 Jul - Okafors paid the balance, £96 by bank transfer ✅ ALSO moved them onto H4, she rang, they've "
        "got an electric cool box for the baby's milk so need a hook up. 12 is free again if anyone asks for the beck")
NOTES = [
    (1, "bookings", "2051-03-14T09:10 Okafor family, 2 adults 2 kids + a baby, sat 5th - tue 8th aug, 3 nights, "
                    "grass pitch 12 down by the beck, 1 car 1 big tent. £32/night"),
    (2, "bookings", "2051-04-02T20:45 the Hendersons, sat 5 - sun 6 aug, campervan, H2, dog (on a lead pls!!)"),
    (3, "arrivals", "arrivals sat 5/8 - Okafors, Hendersons + the DofE lot (8 kids, 2 leaders, pitches 1-3). "
                    "arrivals after 2pm, gate code's on the booking email"),
    (4, "payments", MOVE),
    (5, "site", "Tue 1st Aug - shower block's had new boilers, 20p meters gone, free showers now 🙌 loo roll in "
                "the barn"),
    (6, "animals", "the tups r in the top field till sept, keep the gate shut!! kids can help feed the pet lambs 5pm"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Janet"})
                            for pid, kind, text in NOTES])

question = "which pitch are we on? be there about 4ish w/ the car + a big tent"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["bookings", "arrivals"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 5 August 2051. You are talking to Mr Okafor, who has booked at Lower Laithe Farm campsite "
           "(Sat 5 - Tue 8 Aug)."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("h4", "hook up", "cool box")), context
assert any("grass pitch 12 down by the beck" in c for c in context), context
reply = answer(question, context, mock="Pitch 12, the grass pitch down by the beck - arrivals are from 2pm, so 4ish "
                                       "is fine.")
finish(question, expected="H4 - a hardstanding with hook-up by the barn (moved for the baby's cool box)",
       actual=reply)
