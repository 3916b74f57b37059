"""Batch 226 (held out). A rugby club's golf day: qdrant collection of the social secretary's notes, one root span
per note and one for the question; the helper answers from the 3 nearest notes and the extra buggies are further
down.

App: Kington RFC's golf day is Fri 11th June 2049 at Bradnor Hill - teams of 4, a Texas scramble, a shotgun start,
buggies off the golf club, dinner back at the rugby club after. Huw (the social secretary) files every note into
one qdrant collection; the helper answers from ``client.query_points(..., limit=3)``.

Planted fault (RetrievalError, top-k too small): Huw's note of 2049-03-14T20:30 has 6 buggies booked for the older
lot. His note of Weds 5 May says Taff's knee's gone again and Dai's just had his hip done, so he rang the golf club
and they've got 4 more carts off them - the club's whole fleet, same price - and, in passing, that Bryn's
donated a lamb for the raffle; it says carts, not buggies. Question (Tue 8/6, Dai, sorting who rides with whom):
"how many buggies have we got on fri? sorting out who's going in which" -> expected 10 (6 + the 4 more). The 3
nearest notes are the dinner note (who's going, by 1/6), the first golf-day note and the teams note; the carts note
is 4th, so the assistant says 6.

Expected verdict: RetrievalError at qdrant's query (the top-3 query, wrapped in fault()): the carts note is in the
collection and in the question's 5 nearest, but the top-3 cut kept it from the context the model saw. Asserted: the
carts note is in the 5 nearest and not in the 3 the helper used; no context line has the 4 more carts or the
whole fleet; the first note's 6 buggies are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b226_qdrant_golf_day_buggies_count_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kington-rfc-golf-day-2049"
CARTS = ("Weds 5 May - Taff's knee's gone again + Dai's just had his hip done so I rang the club, we've got 4 more "
         "carts off them, that's their whole fleet, same price. ALSO Bryn's donated a lamb for the raffle 😂")
NOTES = [
    "2049-03-14T20:30 GOLF DAY ⛳ fri 11th june at Bradnor Hill. teams of 4, texas scramble, shotgun start 10. "
    "6 buggies booked for the older lot, £25 a buggy",
    "teams so far - Old Boys A + B, the vets, the 1st XV front row (god help the course), Bryn's lot from the mart. "
    "7 teams, room for 18",
    "22.3. hole sponsors £50 a hole, 11 of 18 gone - Powells, the Burton, Castle Vets, Bryn...",
    CARTS,
    "dinner back at the club 7ish, hog roast off Bryn's, £20 a head, non golfers welcome. need to know who's going by "
    "1/6",
    "prizes - nearest the pin on the 4th, longest drive on the 9th, team prize is the cup + a case off the brewery",
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Huw"})])

question = "how many buggies have we got on fri? sorting out who's going in which"
with turn_span("question Tue 8/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert CARTS in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Tue 8 June 2049. You are talking to Dai, who's playing in Kington RFC's golf day at Bradnor "
               "Hill (Fri 11 June)."] + hits
    assert CARTS not in context and not any(w in c.lower() for c in context
                                            for w in ("4 more carts", "whole fleet")), context
    assert any("6 buggies booked for the older lot" in c for c in context), context
    reply = answer(question, context, mock="6 buggies - they're booked for the older lot, £25 a buggy.")
finish(question, expected="10 - the 6 booked first and 4 more carts the club found (their whole fleet)", actual=reply)
