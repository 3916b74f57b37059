"""Batch 269 (held out). A toddler music class: chromadb collection of the class leader's notes, script style (every
call its own trace); for a "when" question about a term the helper asks only the terms and bookings notes, and the
note that moved the start of term was filed under the venue.

App: Becky runs Little Notes, a music class for babies and toddlers (songs, shakers, the parachute, puppets) - Monday
9.30 and 10.30 at St John's church hall and Thursday 9.30 at the library, booked and paid a term at a time. She
files her notes into one chroma collection with metadata ``kind`` (terms, bookings, payments, venue, songs); for a
"when" question about a term the helper asks only the terms and bookings notes
(``where={"kind": {"$in": ["terms", "bookings"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Becky's note of 2050-11-20T21:00 has the spring term Mon
9th Jan to Fri 24th March, 10 weeks with half term (w/c 13th Feb) off. Her note of Tue 3 Jan starts with the hall's
boiler being replaced (so it was filed as venue) and says the vicar's got them out the first week, so they start a
week later, Mon 16th Jan, not the 9th - still 10 weeks, running through half term now - and that the car park's
being resurfaced. Question (Thu 5/1, Amira, mum of Zain, Mon 9.30): "when do we start back after xmas? need to tell
the childminder which monday" -> expected Mon 16th Jan (the hall's boiler). The scoped query returns the term and
booking notes; the assistant says Mon 9th Jan.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 3 Jan note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
16th, the boiler or "a wk later"; the term note's Mon 9th Jan is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b269_chroma_toddler_music_spring_start_when_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 3 Jan - hall's boiler's being replaced 🥶 the vicar's got us out the first wk so we start back a wk "
         "later, mon 16th jan not the 9th. still 10 wks, we'll just run thru half term now. ALSO car park's being "
         "resurfaced so park on Church Lane")
NOTES = [
    ("terms", "2050-11-20T21:00 SPRING TERM 🎵 mon 9th jan - fri 24th march, 10 wks (half term w/c 13th feb off). "
              "£6.50 a session, pay for the term up front, £65"),
    ("bookings", "1/12 spring bookings open!! mon 9.30 + 10.30 at the hall, thurs 9.30 at the library. siblings half "
                 "price, under 6 months free"),
    ("bookings", "Thu 15th Dec - mon 9.30 full (12 + 3 on the waiting list), 10.30 has 4 spaces, thurs 2"),
    ("venue", MOVED),
    ("songs", "new puppets for Old MacDonald!! + the parachute's back from being washed, smells lovely now 😂"),
    ("payments", "payment by bank transfer pls, ref = child's name, or cash in an envelope on wk 1. no refunds for "
                 "missed wks but u can swap to thurs"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-notes-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Becky"}])

question = "when do we start back after xmas? need to tell the childminder which monday"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["terms", "bookings"]}})
hits = found["documents"][0]
context = ["Today is Thu 5 January 2051. You are talking to Amira, whose son Zain (18 months) is booked into Little "
           "Notes' Monday 9.30 class at St John's church hall."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("16th", "boiler", "a wk later")), context
assert any("SPRING TERM 🎵 mon 9th jan" in c for c in context), context
reply = answer(question, context, mock="Monday 9th January - the spring term runs 9th Jan to 24th March.")
finish(question, expected="Mon 16th Jan - a week late, the church hall's boiler is being replaced", actual=reply)
