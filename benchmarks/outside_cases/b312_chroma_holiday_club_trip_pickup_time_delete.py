"""Batch 312 (held out). A kids' holiday club: chromadb collection of the staff's notes, one root span per note,
one for Jess's Monday clear-out and one for the question; the clear-out deletes, by a metadata filter, last week's
notes, and the Friday round-up filed under last week also carried a change to this week's trip.

App: Funtastic Holiday Club run the summer holidays at St Mary's Primary in Sowerby Bridge - 8.30 till 3, a theme a
week, sports, baking, forest school, a trip every Thursday, packed lunches from home. Jess (the manager) and Amir
(her deputy) file notes into one chroma collection with metadata ``week``; every Monday Jess deletes the week
before's notes (``where={"week": ...}``) so parents aren't told last week's things. The helper answers parents from
the 4 nearest notes.

Planted fault (DeletionError): the week 2 plan (filed as week 2) has Thursday's trip to Eureka - coach 9.15, back
for the usual pick up at 3 - and the times note has pick up at 3 every day. Jess's Fri 29 Jul round-up (filed as
week 1, it was written in week 1) starts with the pirate show and the lost property and says, for next week, that
the coach firm have double booked the 9.15 so the Eureka coach is the 10.30 and back at 5.30 - so trip day pick up
is 5.45 at school, not 3. Jess's clear-out (Mon 1/8) deletes the week 1 notes, that one with them. Question (Weds
3/8, Alfie's mum): "what time do I get Alfie tomorrow? it's the Eureka trip isn't it, I finish at 4" -> expected
5.45 at school (the coach is back at 5.30). The assistant says 3 o'clock, the usual time.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the round-up was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the round-up is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 5.45, 5.30, 10.30 or the double booking); the week 2 plan's "back for the usual pick up at 3"
is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b312_chroma_holiday_club_trip_pickup_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROUNDUP = ("Fri 29 Jul round up - fab wk, the pirate show went down a storm 🏴‍☠️ lost property's going to the charity "
           "shop next fri so shout now. NB for next wk - coach firm rang, they've double booked the 9.15 so our "
           "Eureka coach is the 10.30 + back at 5.30, so trip day pick up is 5.45 at school not 3!! can u let "
           "parents know Amir")
NOTES = [
    ("w1-1", 1, "Jess", "2050-07-25 wk 1 (25-29 jul) - 32 booked, theme's pirates, swimming tues at the leisure "
                        "centre, towel + cossie in a named bag"),
    ("w1-2", 1, "Amir", "Weds 27/7 nits letter gone out to the wk 1 lot 🙈 sorry all"),
    ("w1-3", 1, "Jess", ROUNDUP),
    ("w2-1", 2, "Jess", "wk 2 (1-5 aug) plan - mon sports day, tues baking, weds forest school, THURS trip to "
                        "Eureka!! coach 9.15 from school, back for the usual pick up at 3. packed lunch, no fizzy"),
    ("w2-2", 2, "Amir", "times - drop off from 8.30, pick up 3 every day at the hall door, late pick up till 5 is £5 "
                        "and must be booked the day b4"),
    ("w2-3", 2, "Amir", "Mon 1st - 29 in this wk, 4 new starters, forms in the red folder"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("funtastic-holiday-club-2050",
                                        embedding_function=offline.chroma_embedding_function())
for nid, week, who, text in NOTES:
    with turn_span(f"note {nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"week": week, "by": who}])

question = "what time do I get Alfie tomorrow? it's the Eureka trip isn't it, I finish at 4"
with turn_span("clear-out Mon 1/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ROUNDUP in before, before
    with fault():
        notes.delete(where={"week": 1})

with turn_span("question Weds 3/8"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 3 August 2050. You are talking to Alfie's mum; Alfie is at Funtastic Holiday Club "
               "(week 2, 1-5 Aug)."] + hits
    assert ROUNDUP not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("5.45", "5.30", "10.30", "double book")), stored
    assert any("back for the usual pick up at 3" in c for c in context), context
    reply = answer(question, context, mock="3 o'clock as usual - the Eureka coach is back for the normal pick up at "
                                           "3, at the hall door.")
finish(question, expected="5.45 at school - the coach is the 10.30 now and back at 5.30", actual=reply)
