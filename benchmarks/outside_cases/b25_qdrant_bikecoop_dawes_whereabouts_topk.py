"""Batch 25 (held out). A bike-share co-op's fleet log: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Fen Wheels, a members' bike-share co-op in Ely (16 bikes, three docks, volunteer mechanics), keeps its fleet log
as points with a payload ``{"kind", "day", "text"}``. The volunteers' assistant answers "where is bike N" questions
from the four nearest notes (``limit=4``). Eighteen notes, January-February 2026; the bikes have numbers, and most of
them nicknames too.

Planted fault (RetrievalError, ranked below the top k): on Mon 9/2 Phil wrote, as mechanics do, by the bike's
nickname: "took the green Dawes (basket one) round to mine on Cromwell Rd - back wheel's buckled past truing, new rim
on order, reckon Thurs/Fri. pls nobody book it (its no.17)". The number comes only at the end. Notes that say "bike
17" outright (a checkout, a move to the Market St dock, a brake squeal) and the fleet count rank above it, and the
query keeps four. Question (Wed 11/2): "Where's bike 17 at the moment?" -> expected "at Phil's on Cromwell Road".
The assistant says it's docked at Market Street.

Expected verdict: RetrievalError at qdrant.query_points (the one limit=4 query in fault()). Asserted: a query over
the whole log returns Phil's note; the four kept (three "bike 17" notes and the fleet count) leave it out.
Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b25_qdrant_bikecoop_dawes_whereabouts_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PHIL = ("Phil: took the green Dawes (basket one) round to mine on Cromwell Rd - back wheel's buckled past truing, new "
        "rim on order, reckon Thurs/Fri. pls nobody book it (its no.17)")
NOTES = [
    ("fleet", "2026-01-05", "Fleet count 1/1: 16 bikes, 14 on the road, 2 in the shed (bike 4 + bike 11 waiting on "
                            "parts)"),
    ("checkout", "2026-01-08", "bike 17 out to Priya (member 0231) Thurs 8/1 9.10am, back by Sat"),
    ("repair", "2026-01-10", "bike 4 - new chain + cassette, £38 parts, Gill did it. back in service"),
    ("dock", "2026-01-10", "bike 17 returned by Priya to the Market St dock Sat 10/1 4.45pm, says the back brake "
                           "squeals"),
    ("fleet", "2026-01-14", "The station dock (by the bike lockers) full most mornings - move a couple to Market St "
                            "after 10"),
    ("repair", "2026-01-17", "bike 17 brake squeal - pads fine, just needed a clean + toe-in. Gill"),
    ("member", "2026-01-19", "New member Dan Whitlock, student, pays the £20 concession, wants the cargo bike for "
                             "moving house 31/1"),
    ("dock", "2026-01-22", "Cathedral dock lock sticking - Steve WD40'd it, keep an eye"),
    ("checkout", "2026-01-24", "bike 9 (the Raleigh) out to Mo for the wkend"),
    ("repair", "2026-01-28", "bike 11 (red Carrera) - rear mech replaced, indexing still a bit off, leave in the "
                             "shed till Phil's looked"),
    ("dock", "2026-02-02", "bike 17 + bike 3 moved from the station dock to Market St, Mon am. both fine"),
    ("member", "2026-02-03", "Membership renewals due 1/3 - email out Fri, Sue doing it"),
    ("checkout", "2026-02-05", "cargo bike out to Dan Sat 31/1, back Sun night, no dramas, he's put a tenner in the "
                               "tin"),
    ("repair", "2026-02-09", PHIL),
    ("fleet", "2026-02-09", "Puncture kits running low - 3 left in the shed, Gill to order"),
    ("dock", "2026-02-10", "Market St dock - someone's left a kids' bike chained to it, not ours, told the council"),
    ("checkout", "2026-02-10", "bike 3 out to Jas Tues 10/2 5.30pm, back Thurs"),
    ("repair", "2026-02-11", "bike 11 indexing sorted (Phil), back on the road, at Cathedral dock"),
]

client = QdrantClient(":memory:")
client.create_collection("fenwheels", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("fenwheels", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                      payload={"kind": kind, "day": day, "text": text})
                                   for i, (kind, day, text) in enumerate(NOTES, 1)])

question = "Where's bike 17 at the moment?"
vector = offline.embed([question])[0]
wide = client.query_points("fenwheels", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == PHIL for p in wide), [p.payload["text"][:40] for p in wide]

with fault():
    hits = client.query_points("fenwheels", query=vector, limit=4).points
context = ["Today is Wed 11/2/26."] + [f"{h.payload['day']} ({h.payload['kind']}): {h.payload['text']}" for h in hits]
assert not any("Cromwell Rd" in c for c in context), context
assert any("bike 17 + bike 3 moved from the station dock to Market St" in c for c in context), context
reply = answer(question, context, mock="It's at the Market St dock - it was moved there from the station dock on "
                                       "Mon 2/2 and nobody's booked it out since.")
finish(question, expected="Round at Phil's on Cromwell Road - he's fitting a new back rim, not back before Thurs/Fri",
       actual=reply)
