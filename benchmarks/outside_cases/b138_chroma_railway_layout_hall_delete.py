"""Batch 138 (held out). A model railway exhibition's planning notes: chromadb collection, one root span per note,
one for the manager's clear-out and one for the question.

App: Ferrybridge & District MRC runs its annual exhibition (Sat 16th & Sun 17th May, Wyke Academy: the main hall,
the sports hall and the dining room) and keeps its planning notes - layouts, exhibitors, tables, trade, the cafe -
in one chroma collection, each with a ``status`` ("open" or "done"). When a booking is all tied up, Graham, the
exhibition manager, clears every ``status=done`` note so the helper only sees what's still to do.

Planted fault (DeletionError): the floor plan of 14/3 has Sandsend (the Wolds Group's OO layout) in the main hall
along the exit wall, the trade stands in the sports hall. Graham's note of 22.3. - filed as done, since it's about
the Wolds Group confirming and being paid their £40 expenses - also says Sandsend's 24ft end to end and the fire
officer won't have anything over 20ft along the exit wall, so it's going in the sports hall, swapped with the trade
stands (Colin's fine with that). The clear-out deletes every done note, that one with them. Question (Thu 14/5,
Ian, doing the signs): "which hall's Sandsend in? doing the signs + the map for the programme" -> expected the
sports hall (it's too long for the exit wall in the main hall). The assistant says the main hall.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that moves Sandsend was in the
collection and found before the clear-out, and the delete removed it while it still held for the weekend.
Asserted: the note is found before the delete and is gone from the collection and the context after it; the floor
plan line (main hall - Sandsend) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b138_chroma_railway_layout_hall_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("22.3. Graham - Wolds Group confirmed for Sandsend + paid their £40 expenses, hotel sorted (Premier Inn "
         "Pontefract, 2 rooms fri + sat). BUT Sandsend's 24ft end to end + the fire officer won't have anything over "
         "20ft along the exit wall, so it's going in the sports hall, swapped w the trade stands. Colin's fine w that, "
         "says more passing trade by the cafe anyway")
NOTES = [
    ("open", "FLOOR PLAN v2 14/3: main hall - Sandsend (Wolds Group, OO) along the exit wall, Bramblewick (N, Kevin), "
             "Little Didcot (GWR branch), the Hornby toy layout for the kids by the door. sports hall - trade stands "
             "(Colin's Models, Hattons second hand), 16mm garden railway. dining room - cafe + club stand"),
    ("done", "3/3 insurance cert from the federation came thru, copy in the red folder"),
    ("done", MOVED),
    ("open", "tables - 60 x 6ft from the scouts, pick up fri 15th 4pm, need 2 cars + Ian's trailer"),
    ("open", "doors 10-5 sat, 10-4 sun. £6 adults, £3 kids, under 5s free. float £100 from the bank thurs"),
    ("done", "Weds 8 Apr - Bramblewick confirmed, Kevin bringing his own lighting, no expenses"),
    ("open", "cafe - WI doing bacon butties + cakes, urn from the church, need a rota for washing up"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ferrybridge-exhibition",
                                        embedding_function=offline.chroma_embedding_function())
for i, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"status": status}])

words = "which hall is Sandsend in layout"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert MOVED in before, before

with turn_span("manager's clear-out"):
    with fault():
        notes.delete(where={"status": "done"})

question = "which hall's Sandsend in? doing the signs + the map for the programme"
with turn_span("question Thu 14/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
    context = ["Today is Thu 14 May 2037. You are talking to Ian, on the Ferrybridge & District MRC exhibition team, "
               "doing the signs."] + hits
    assert MOVED not in stored and not any("fire officer" in c or "24ft" in c for c in stored + context), stored
    assert any("main hall - Sandsend" in c for c in context), context
    reply = answer(question, context, mock="The main hall - Sandsend's along the exit wall, with Bramblewick and "
                                           "Little Didcot.")
finish(question, expected="the sports hall - it's 24ft, too long for the exit wall, so it swapped with the trade",
       actual=reply)
