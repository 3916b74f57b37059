"""Batch 229 (held out). A garden club's coach trip: qdrant collection of notes, two writers in threads (the trip
organiser and the treasurer), then the question; the helper takes only the 3 nearest notes, and the note that moved
lunch is not among them.

App: Mytholmroyd Garden Club go on a coach trip on Weds 16th June 2049 - RHS Harlow Carr in the morning and Newby
Hall in the afternoon, a Pennine Coaches 49-seater from the Co-op car park. Maureen (who runs the trips) and Ray (the
treasurer) each file notes into one qdrant collection from their own thread; the helper answers from the nearest
notes (``query_points(..., limit=3)``).

Planted fault (RetrievalError, top-k too small): Maureen's first note (2049-03-11T20:15) has lunch at Bettys at
Harlow Carr, 12.30, booked for 38. Her note of Weds 2 Jun says Bettys rang - they've got a private do in the cafe
that day and can't seat a party - so lunch is at Newby, in the Refectory, 1pm, 2 courses for £16; just a cuppa at
Harlow Carr. Question (Fri 11/6, Pauline, whose mum is coming): "where are we having lunch on the trip? mum needs to
know for her diabetes" -> expected the Refectory at Newby Hall (1pm). The 3 nearest notes are Ray's two money notes
and the first note; the assistant says Bettys at Harlow Carr.

Expected verdict: RetrievalError at qdrant's query (the limit=3 query, wrapped in fault()): the note was in the
collection and in the question's 5 nearest, but the 3 the helper took left it out of the context the model saw.
Asserted: the note is in the 5 nearest and not in the 3 the query returned; no context line has the Refectory,
Newby for lunch or the private do; the first note's Bettys at Harlow Carr is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b229_qdrant_coach_trip_lunch_place_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mytholmroyd-garden-club-coach-trip-2049"
MOVED = ("Weds 2 Jun - Bettys rang 😞 they've got a private do in the cafe that day + can't seat a party, so lunch is "
         "at Newby instead, the Refectory, 1pm, 2 courses £16 (they do gluten free + sugar free puds). just a cuppa "
         "at Harlow Carr")
MAUREEN = [
    "2049-03-11T20:15 COACH TRIP 🌹 weds 16th june, Harlow Carr am + Newby Hall pm. lunch at Bettys at Harlow Carr "
    "12.30, booked for 38. coach from the Co-op car park 8am sharp",
    MOVED,
    "22.5. Newby - the rose garden shd be out, + the miniature railway's running if the grandkids come. gift shop "
    "takes cards",
]
RAY = [
    "14/4 Ray - trip £24 a head, coach + both gardens, cash or bank transfer to the club acc by 1st june pls",
    "Ray - lunch money NOT in the £24, pay on the day where we're having lunch, bring cash in case the card machine's "
    "down",
    "Ray 28/5 - 41 paid, 2 on the waiting list, Pennine sending the 49 seater",
]
TOP_K, WIDER = 3, 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Maureen", MAUREEN), name="maureen-trips"),
           threading.Thread(target=writer, args=("Ray", RAY), name="ray-treasurer")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(MAUREEN) + len(RAY)

question = "where are we having lunch on the trip? mum needs to know for her diabetes"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=WIDER).points]
assert MOVED in wider, wider

with fault():
    found = client.query_points(COLL, query=vec, limit=TOP_K)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 11 June 2049. You are talking to Pauline, who's going on Mytholmroyd Garden Club's coach trip "
           "(Weds 16 June) with her mum."] + hits
assert MOVED not in context and not any(w in c.lower() for c in context
                                        for w in ("refectory", "at newby instead", "private do")), context
assert any("lunch at Bettys at Harlow Carr" in c for c in context), context
reply = answer(question, context, mock="Bettys at Harlow Carr, at 12.30 - bring cash for it, lunch isn't in the £24.")
finish(question, expected="the Refectory at Newby Hall, 1pm (Bettys at Harlow Carr can't seat the party that day)",
       actual=reply)
