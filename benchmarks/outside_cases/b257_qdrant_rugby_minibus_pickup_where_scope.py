"""Batch 257 (held out). A rugby club's minibus and away fixtures: qdrant collection of the 2nd XV's notes, two
writers in threads (the team manager and the fixtures secretary), then the question's query; for a travel question
the helper asks only the minibus and fixtures notes, and the note moving the pick-up was filed with the teamsheet.

App: Ossett Vale RUFC's 2nd XV play away at Keighley Grange on Sat 11th March 2051. Dave (the 2nds' team manager)
and Gemma (the fixtures secretary) file notes into one qdrant collection (payload ``kind``: minibus, fixtures,
teamsheet, social); for a travel question the helper filters on ``kind`` in (minibus, fixtures) and takes the 3
nearest.

Planted fault (RetrievalError, filtered out by the scope): Dave's minibus note of 2051-03-01T21:40 has the bus
picking up from the clubhouse car park at 11.45, 16 seats, £5 cash. His note of Thu 9/3 is the teamsheet (Macca
back from his hamstring, Jonno on the bench, so it was filed as teamsheet) and says, in passing, that the car park's
being re-tarmacked Saturday so the bus is picking up outside the Co-op on Station Rd instead, same time. Question
(Fri 10/3, Liam, a prop): "where's the bus picking up tmrw for Keighley? my missus is dropping me off" -> expected
outside the Co-op on Station Rd (11.45). The scoped query returns the minibus and fixtures notes; the assistant says
the clubhouse car park.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thu 9/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the Co-op, Station Rd or the tarmac; the clubhouse car park is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b257_qdrant_rugby_minibus_pickup_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ossett-vale-2nds-2051"
MOVED = ("Thu 9/3 2nds TEAMSHEET v Keighley Grange (A) is up on the board 🏉 Macca's back from his hamstring, Jonno "
         "on the bench, Big Steve at 3. oh + the car park's being re-tarmacked sat so the bus is picking up outside "
         "the Co-op on Station Rd instead, same time. bring ur own water the bottles have walked again")
NOTES = {
    "dave": [
        (1, "minibus", "2051-03-01T21:40 MINIBUS for Keighley Grange away sat 11th 🚐 picking up from the clubhouse "
                       "car park 11.45 sharp, 16 seats so first come first served, £5 cash to me on the bus"),
        (2, "teamsheet", MOVED),
        (3, "social", "Sun 5th - fines meeting after training tues, Woody owes for the dropped pint AND the yellow"),
    ],
    "gemma": [
        (4, "fixtures", "2/3 Keighley Grange (A) sat 11th KO 3pm, their 2nds. they do pie + peas after, bar's open, "
                        "postcode for sat navs BD21 4QJ"),
        (5, "minibus", "Tue 7th - Kev's got D1 on his licence so he can drive the club van as 2nd vehicle if we're "
                       "over 16, fuel money from the kitty"),
        (6, "fixtures", "8/3 ref confirmed for sat, Mr Lumb from the Yorks society, teamsheets to him 30 mins b4 KO"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "where's the bus picking up tmrw for Keighley? my missus is dropping me off"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
travel = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["minibus", "fixtures"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=travel, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 10 March 2051. You are talking to Liam, a prop in Ossett Vale RUFC's 2nd XV (away at "
           "Keighley Grange, Sat 11 March)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("co-op", "station rd", "tarmac")), \
    context
assert any("picking up from the clubhouse car park 11.45" in c for c in context), context
reply = answer(question, context, mock="From the clubhouse car park, 11.45 sharp - £5 cash to Dave on the bus.")
finish(question, expected="outside the Co-op on Station Rd, 11.45 - the club car park's being re-tarmacked",
       actual=reply)
