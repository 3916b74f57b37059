"""Batch 109 (held out). A community transport dial-a-ride's booking book: chromadb collection, a clear-out of past
trips, script style (each call its own trace).

App: Teme Valley Dial-a-Ride (two minibuses, volunteer drivers) keeps every booking and passenger note as a chroma
document with the trip's date as a number in the metadata (``trip_date`` 20380302...). Once a week the office runs a
clear-out that deletes bookings whose trip date has gone by.

Planted fault (DeletionError): Mrs Pritchard's renal-unit run was booked on 2/3 as a standing job: every Tue + Thu,
picked up 7.40 from 14 Elm Close, tail-lift bus, dialysis at Kidderminster till about 1, bring her home after; it
carries its first date (20380302). The clear-out on Mon 8/3 (``where={"trip_date": {"$lt": 20380308}}``) deletes it
with the one-off trips. Question (Mon 8/3, Keith, driving tomorrow): "is mrs pritchard's tuesday run still on? she
wasnt on my sheet" -> expected yes, every Tue and Thu, 7.40 pick-up. The assistant says no, there's nothing booked.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the standing
booking is found before the delete and gone from the collection and the context after it; her passenger note is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b109_chroma_dialaride_standing_run_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RENAL = ("2/3 Mrs Pritchard - renal unit Kidderminster, EVERY tue + thu from now on (dialysis), p/u 7.40 from 14 "
         "Elm Close, tail lift bus pls. she's done abt 1pm, ring the unit & they'll say when. standing job - Jan")
DOCS = [
    (20380101, "PASSENGER Mrs G Pritchard, 14 Elm Close Cleobury. wheelchair (folding), needs the tail lift. hard of "
               "hearing - knock loud. daughter Carol 07700 900412"),
    (20380302, RENAL),
    (20380303, "weds 3/3 Mr Okonjo to eye clinic Worcs Royal 10.20 appt, p/u 9.15, done. Carol drove"),
    (20380304, "4th - Tenbury lunch club run, 6 on board, Bus 2, Keith"),
    (20380305, "fri 5/3 Mrs Lane to the Co-op + chemist, p/u 10, back by 12. paid £4 cash"),
    (20380312, "Fri 12/3 Mr Okonjo eye clinic again (the drops), 2.30 appt, p/u 1.30, needs an escort after"),
    (20380101, "DRIVERS mar: Keith tue/thu Bus 1, Carol weds, Jan + Steve fri, Bus 2 in for MOT 15th"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("teme-dar", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"b{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"trip_date": d, "kind": "passenger" if d == 20380101 else "booking"} for d, _ in DOCS])

question = "is mrs pritchard's tuesday run still on? she wasnt on my sheet"
words = "Mrs Pritchard Tuesday run booking pick up renal"  # the helper's search words
before = book.query(query_texts=[words], n_results=6)["documents"][0]
assert RENAL in before, before

# Mon 8/3, the office clear-out: trips whose date has gone by
with fault():
    book.delete(where={"$and": [{"kind": "booking"}, {"trip_date": {"$lt": 20380308}}]})

stored = book.get()["documents"]
hits = book.query(query_texts=[words], n_results=6)["documents"][0]
context = ["Today is Mon 8 March 2038. You are talking to Keith, driving Bus 1 tomorrow."] + hits
assert RENAL not in stored and RENAL not in context
assert not any("renal" in c or "dialysis" in c for c in stored + context), stored
assert any("PASSENGER Mrs G Pritchard" in c for c in context), context
reply = answer(question, context, mock="No - there's no trip booked for Mrs Pritchard on Tuesday, only her "
                                       "passenger details (tail lift, knock loud).")
finish(question, expected="Yes, still on - tues and thurs to the renal unit, 7.40 pick up", actual=reply)
