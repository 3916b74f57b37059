"""Batch 308 (held out). A nail bar: qdrant collection of the salon's notes, script style (every call its own
trace); for a booking question the helper asks only the services and bookings notes, and the note that changed the
BIAB infill time was filed under stock.

App: Glaze Nail Bar on Market Street - gel manis, BIAB, acrylics, pedicures and nail art, three techs (Kelly the
owner, Jade and Mia), bookings through an app and on the phone. Kelly files the salon's notes into one qdrant
collection with payload ``kind`` (services, stock, rota, promo, bookings); for a booking question the helper asks
only the services and bookings notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Kelly's services note of 2051-01-09T18:30 has the times
for the booking app - gel mani 45 min, BIAB new set 1hr15, BIAB infill 45 min, acrylic full set 1hr30, infills
1hr, pedi 50 min. Her note of Tue 7 Mar starts with the delivery (so it was filed as stock): the new BIAB system from
Nail Nation has come, the old one's discontinued, it's a thicker build and needs a 60 second cure each layer not 30,
so book BIAB infills as 1hr now, not 45 min - and the gloves. Question (Sat 11/3, Jade): "how long do I book Jess in
for a BIAB infill? she wants tues after work" -> expected 1 hour (the new BIAB needs the longer cure). The scoped
query returns the services, prices and bookings notes; the assistant says 45 minutes.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tue 7 Mar note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"1hr now", "60 sec" or Nail Nation; the services note's "BIAB infill 45 min" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b308_qdrant_nail_bar_biab_infill_how_long_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "glaze-nail-bar-notes"
CURE = ("Tue 7 Mar - delivery from Nail Nation 📦 new BIAB system's here, old one's discontinued. it's a thicker "
        "build + needs a 60 sec cure each layer not 30, so pls book BIAB infills as 1hr now not 45 min, I've changed "
        "it on the app. also 2 boxes gloves M, 1 S, S always runs out first")
NOTES = [
    (1, "services", "2051-01-09T18:30 SERVICE TIMES for the booking app 💅 gel mani 45 min, BIAB new set 1hr15, BIAB "
                    "infill 45 min, acrylic full set 1hr30, infills 1hr, pedi 50 min. nail art +5 min per 2 nails"),
    (2, "services", "prices from 1/2 - gel mani £25, BIAB new set £38, BIAB infill £30, full set £40, infills £28, "
                    "pedi £30, art £2 a nail"),
    (3, "rota", "Mia Mon/Tues/Thurs, Jade Weds-Sat, me floating + Sat afternoons. Tues late nite till 7 is Mia"),
    (4, "promo", "March promo - 10% off pedis mon-weds, loyalty card 10 stamps = free gel mani (no stamps for a file "
                 "+ polish)"),
    (5, "bookings", "reminder texts go out 24 hrs b4, no show twice = deposit needed. last booking 1hr b4 close"),
    (6, "stock", CURE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": "Kelly"})])
assert client.count(COLL).count == len(NOTES)

question = "how long do I book Jess in for a BIAB infill? she wants tues after work"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert CURE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["services", "bookings"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 11 March 2051. You are talking to Jade, a nail tech at Glaze Nail Bar."] + hits
assert CURE not in hits and not any(w in c.lower() for c in context
                                    for w in ("1hr now", "60 sec", "nail nation")), context
assert any("BIAB infill 45 min" in c for c in context), context
reply = answer(f"(Jade) {question}", context, mock="45 minutes - that's the BIAB infill time on the app.")
finish(question, expected="1 hour - the new BIAB needs a longer cure, Kelly changed it from 45 min", actual=reply)
