"""Batch 140 (held out). A mobile library van's notes: chromadb collection, one root span per note and one for the
question; the helper's search for a stop question is scoped to the timetable notes.

App: the Upper Calder mobile library runs a van round the hill villages (route A on Tuesdays, route B every other
Wednesday: stops, reservations, the large print box, the drivers' rota). Its notes go into one chroma collection,
each with a ``kind`` - "timetable" for the office's stop lists and notices, "driver-log" for what the drivers jot
down at the end of a run. When a driver asks about a stop, the helper queries with ``where={"kind": "timetable"}`` so
the drivers' chatter about the heater and the step stays out of the way.

Planted fault (RetrievalError, filtered by scope): the route B stop list has Heptonstall at the Green by the bus
shelter, 9.45-10.30. Kev's driver-log note of Weds 8 Apr says he couldn't get near the Green - Yorkshire Water have
it all fenced off for the new mains till the end of June at least - so he parked up in the pub car park at the Cross
(the landlady, Sally, is fine with it) and told the regulars; and, in passing, that the step's sticking again. The
query scoped to the timetable leaves it out. Question (Tue 28/4, Joyce, a relief driver doing route B for the first
time): "where do i park up in heptonstall tomoz? never done route B" -> expected the pub car park at the Cross (the
Green's fenced off for the water mains). The assistant says the Green by the bus shelter.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the note that moves the stop is in
the collection and the same query without the scope returns it, but the search the app made could not.
Asserted: the unscoped query returns it and the scoped one does not; the stop list (Heptonstall - the Green) is in
the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b140_chroma_libraryvan_stop_place_scoped", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 8 Apr Kev - couldnt get anywhere near the green at Heptonstall, Yorkshire Water have got it all fenced "
         "off for the new mains, there till end of june at least their man said. parked up in the pub car park at "
         "the Cross instead, Sally (landlady) fine w it as long as we're gone by 12. told the regulars + put a note "
         "in the bus shelter. step's sticking again btw")
NOTES = [
    ("timetable", "ROUTE B (every other weds): Heptonstall - the Green by the bus shelter 9.45-10.30; Colden - chapel "
                  "lay-by 10.50-11.20; Blackshaw Head - outside the Shepherds Rest 11.40-12.15; dinner; Slack - "
                  "school gates 1.30pm-2.15"),
    ("timetable", "ROUTE A (tues): Mytholm - Hebble End car park 9.30-10.15; Charlestown - by the post box 10.30-11; "
                  "Midgehole - NT car park 11.20-12"),
    ("driver-log", "14/3 Bev - van's in for its MOT thurs, back fri. heater's still rubbish, bring a fleece"),
    ("driver-log", MOVED),
    ("timetable", "large print + audio box swaps every other month from central, next one 22.4., 2 crates"),
    ("driver-log", "22.3. Kev - Mrs Ackroyd at Colden wants the new Ann Cleeves, put a reservation on for her"),
    ("timetable", "reservations 50p, free for over 60s + under 16s. no fines on the van. drivers 8.30-5, key from "
                  "the depot office"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("upper-calder-mobile-library",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

words = "where does the van park at Heptonstall stop green route B"
wide = notes.query(query_texts=[words], n_results=3)["documents"][0]
assert MOVED in wide, wide

question = "where do i park up in heptonstall tomoz? never done route B"
with turn_span("question Tue 28/4"):
    with fault():
        hits = notes.query(query_texts=[words], n_results=3, where={"kind": "timetable"})["documents"][0]
    context = ["Today is Tue 28 April 2037. You are talking to Joyce, a relief driver doing route B of the Upper "
               "Calder mobile library tomorrow (Weds 29 April)."] + hits
    assert MOVED not in context and not any("fenced" in c or "the Cross" in c for c in context), context
    assert any("Heptonstall - the Green by the bus shelter" in c for c in context), context
    reply = answer(question, context, mock="On the Green by the bus shelter, 9.45 till 10.30.")
finish(question, expected="the pub car park at the Cross - the Green's fenced off for the water mains",
       actual=reply)
