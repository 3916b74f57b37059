"""Batch 372 (held out). Load-shedding timetables at a primary school: qdrant collection of the Gr 2 class rep's
notes, one root span per note, one for her Monday clear-out and one for the question; the clear-out deletes, by a
payload filter, last week's load-shedding timetables, and one of them also carried a lasting change to fetching.

App: Mrs Moodley (the Gr 2M class rep at Kiaat Park Primary) posts the week's load-shedding times for the school's
block on the parents' group every Sunday, plus fetching, aftercare and sport notices, and files them into one
qdrant collection (payload ``kind``: timetable, fetching, aftercare, sport, notices). Every Monday she deletes the
old timetables with a filter on ``kind`` so parents don't get last week's times; the helper answers from the 4
nearest notes.

Planted fault (DeletionError): the fetching note (2051-01-19T20:30) has cars through the main boom gate on Kiaat Ave
into the pick-up loop, Gr R-3 from 13:30. Mrs Moodley's timetable note of Sun 12/03 has that week's stage 4 times
for block 11 and says, after them, that from now on whenever the power's off at fetch time the boom gate won't
open, so Mr Dlamini is opening the small gate on Wattle Lane - fetch there, and don't block the Wattle Lane
driveways. Her clear-out (Mon 20/03) deletes the timetable notes, that one with them. Question (Thu 23/03, Gr 2
mom Nadia): "stage 4 again 🙄 power's off 12:00-14:30 today at school - which gate do I fetch Mia at?" -> expected
the small gate on Wattle Lane (Mr Dlamini opens it when the power's off at fetch time). The assistant says the main
boom gate on Kiaat Ave.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sun 12/03 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Wattle Lane, Mr Dlamini or the small gate); the fetching note's main boom gate is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b372_qdrant_loadshedding_fetch_gate_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kiaat-park-gr2m-2051"
GATE = ("Sun 12/03 LOAD-SHEDDING THIS WK ⚡ stage 4, school's in block 11: Mon 14:00-16:30, Tues 06:00-08:30, Weds "
        "12:00-14:30, Thurs 20:00-22:30, Fri 10:00-12:30. NB from now on whenever the power's off at fetch time the "
        "main boom gate won't open, so Mr Dlamini is opening the small gate on Wattle Lane - fetch there pls + don't "
        "block the Wattle Lane driveways, the neighbours are already moaning")
NOTES = [
    (1, "fetching", "2051-01-19T20:30 FETCHING 🚗 cars through the main boom gate on Kiaat Ave into the pick-up loop, "
                    "Gr R-3 from 13:30, Gr 4-7 from 14:15. stay in ur car, the teachers bring the kids to u"),
    (2, "aftercare", "aftercare till 17:30, R1 250 a month, late fetch R50 per 15 min (Mrs Pretorius is strict 😬)"),
    (3, "timetable", "Sun 05/03 load-shedding this wk: stage 2, block 11 Mon + Weds 10:00-12:30, Fri 18:00-20:30. "
                     "kids pls bring a torch for the loos, they're dark"),
    (4, "sport", "2051-02-08T19:10 Gr 2 mini-cricket Mon + Weds 13:30-14:15, hats + water, fetch at the field gate "
                 "on those days"),
    (5, "timetable", GATE),
    (6, "notices", "Weds 15/03 - civvies Fri R10, Gr 7 camp fund. swimming gala 31/03"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Mrs Moodley"})])
assert client.count(COLL).count == len(NOTES)

question = "stage 4 again 🙄 power's off 12:00-14:30 today at school - which gate do I fetch Mia at?"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 20/03"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert GATE in before, before
    old_times = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="timetable"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=old_times))

with turn_span("question Thu 23/03"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 23 March 2051. You are talking to Nadia, whose daughter Mia is in Gr 2M at Kiaat Park "
               "Primary."] + hits
    assert GATE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("wattle", "dlamini", "small gate")), stored
    assert any("main boom gate on Kiaat Ave" in c for c in context), context
    reply = answer(question, context, mock="The main boom gate on Kiaat Ave, into the pick-up loop - Gr 2 from "
                                           "13:30, stay in your car.")
finish(question, expected="the small gate on Wattle Lane - Mr Dlamini opens it when the power's off at fetch time",
       actual=reply)
