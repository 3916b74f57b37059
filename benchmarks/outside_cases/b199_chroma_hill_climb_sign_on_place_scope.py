"""Batch 199 (held out). A cycling club's hill climb: chromadb collection, one root span per note and one for the
question; the helper's rider query only looks at notes filed as event or riders notes and misses the cake stall note
that moved sign-on.

App: Teme Valley Wheelers run their open hill climb up Clee Hill on Sun 9th Oct 2044 - 1.9 miles from the Doddington
turn to the cattle grid, riders off at minute intervals from 10, timekeepers at the top and bottom, a cake stall.
Gaz (the event secretary) keeps the event's notes in one chroma collection, each with a ``kind`` (event, riders,
helpers, cakes); for riders' questions the helper queries only the event and riders notes (``where={"kind": {"$in":
["event", "riders"]}}``), 4 results.

Planted fault (RetrievalError, filtered out by scope): the first note (2044-08-17T21:00) has sign-on and numbers in
Clee Hill village hall, at the top by the finish, from 8.30. Gaz's note of Tue 27th Sep, filed under "cakes" since
it's mostly the cake stall (Mary's lemon drizzle, Bev's flapjacks, Kath's coffee and walnut, hot drinks £1), says
that the village hall's having its floor sanded that week, so sign-on and numbers are at the Doddington scout hut
instead, at the bottom by the start, and results back there after. Question (Thu 6/10, Lewis, riding his first hill
climb): "where do I sign on sun? first time doing one, never been up there" -> expected the Doddington scout hut at
the bottom, by the start (the village hall's floor is being sanded). The assistant says Clee Hill village hall, at
the top.

Expected verdict: RetrievalError at chroma's query (the rider-scoped query, wrapped in fault()): the Tue 27th note is
in the collection and the same question without the kind filter has it in its top 4, but the event/riders scope
kept it out of the context the model saw; the store and the answer call worked on what they were given. Asserted:
the unscoped top 4 has the note; the scoped hits and the context have nothing on the scout hut or the floor being
sanded; the first note's village hall sign-on is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b199_chroma_hill_climb_sign_on_place_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 27th Sep cake stall sorted 🍰 Mary lemon drizzle, Bev flapjacks, Kath her coffee + walnut, hot drinks "
         "£1, all for the air ambulance. vill hall is having its floor sanded that wk so no HQ there - sign on + "
         "numbers at the Doddington scout hut instead (bottom, by the start), results back there after")
NOTES = [
    ("event", "2044-08-17T21:00", "CLEE HILL CLIMB sun 9th oct 🚴 1.9 miles Doddington turn to the cattle grid. sign "
                                  "on + numbers in Clee Hill village hall (top, by the finish) from 8.30, first rider "
                                  "off at 10, minute intervals"),
    ("riders", "3/9", "entries 52 so far, CTT site closes the 2nd. juniors free this yr, club's paying"),
    ("helpers", "14.9.", "timekeepers - Ron at the start with the clock, Alan at the top on the finish line. Pete "
                         "pushing off. need 4 marshals on the bends, hi-vis in Gaz's garage"),
    ("event", "Weds 21st", "road's NOT closed - it's a normal open road event so ride on the left, no crossing the "
                           "white line on the bends or you're DQ'd. sign for the council at the cattle grid"),
    ("cakes", "Tue 27th Sep", MOVED),
    ("riders", "2044-10-03T19:40", "weather's looking grim for sun 🌧 bring a turbo to warm up on + a dry top for "
                                   "after, it's always 5 degrees colder at the top"),
    ("event", "5/10", "results on the club website sun night, prizes at the Christmas do. fastest lady + fastest man + "
                      "best junior"),
]
TOP_K = 4
RIDERS = {"kind": {"$in": ["event", "riders"]}}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("teme-valley-wheelers-hillclimb-2044",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "date": day, "by": "Gaz"}])

question = "where do I sign on sun? first time doing one, never been up there"
with turn_span("question Thu 6/10"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where=RIDERS)
    hits = found["documents"][0]
    context = ["Today is Thu 6 Oct 2044. You are talking to Lewis, who's riding Teme Valley Wheelers' Clee Hill climb "
               "(Sun 9 Oct) - his first hill climb."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("scout hut", "sanded", "bottom, by the start")), context
    assert any("numbers in Clee Hill village hall (top, by the finish)" in c for c in context), context
    reply = answer(question, context, mock="Clee Hill village hall, at the top by the finish - sign on and get your "
                                           "number there from 8.30.")
finish(question, expected="the Doddington scout hut at the bottom, by the start - the village hall's floor is being "
                          "sanded", actual=reply)
