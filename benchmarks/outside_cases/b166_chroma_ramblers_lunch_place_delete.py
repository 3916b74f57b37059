"""Batch 166 (held out). A ramblers' group's Christmas walk notes: chromadb collection, script style (each call its own
trace); the walks secretary's clear-out of everything posted before December deletes the note that moved lunch.

App: Calder Valley Ramblers' Christmas walk is Sun 18th December 2039 - Hebden Bridge station, up through Hardcastle
Crags, lunch, back by the canal. The walk leaders and the social secretary post notes into one chroma collection with a
``posted`` number (yyyymmdd) in the metadata. On Mon 12/12 Geoff, the walks secretary, clears out everything posted
before 1st December with ``collection.delete(where={"posted": {"$lt": 20391201}})`` - "the Dec notes have got it all
now" - so the helper only sees the latest.

Planted fault (DeletionError): Margaret's note of 24.11. says the Red Lion at Hollins can't do us this year - they've a
new kitchen going in, not open again till Jan - so they're stopping at the Shepherd's Rest at Lumb instead, 30 of us,
12.30 in the back room, roast or nut roast, £16.50, choices by the 11th. Nothing posted in December repeats the place,
and Pat's note of 5/12 still talks about doing the raffle at the Red Lion after the food like last year. The clear-out
deletes Margaret's note (and Geoff's 2/11 note with the Red Lion "as every yr"). Question (Thu 15/12, Ann, new member):
"where are we stopping for lunch on sunday? my daughter might meet me there" -> expected the Shepherd's Rest at Lumb,
12.30 (the Red Lion's shut for its new kitchen). The assistant says the Red Lion at Hollins.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Margaret's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided where lunch
is. Asserted: the note is found before the delete and is gone from the collection and the context after it; Pat's Red
Lion raffle line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b166_chroma_ramblers_lunch_place_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

LUNCH = ("24.11. Margaret - Red Lion at Hollins can't do us this yr, new kitchen going in, not open again till Jan 😬 "
         "so we're stopping at the Shepherd's Rest at Lumb for lunch instead - 30 of us, 12.30 in the back room, "
         "roast or nut roast £16.50, need choices by the 11th")
NOTES = [
    (20391102, "2039-11-02 Geoff - xmas walk sun 18th dec, Hebden Br station 9.30, up Hardcastle Crags, lunch at the "
               "Red Lion as every yr then back by the canal. leaders me + Pat"),
    (20391124, LUNCH),
    (20391205, "5/12 Pat - can we do the raffle at the Red Lion after the food like last yr? I've got a hamper + 2 "
               "bottles so far, bring a prize if you can"),
    (20391206, "Tue 6th Dec Margaret - lunch choices in: 24 roast, 4 nut roast, 2 just soup. told them no crackers, "
               "we bring our own"),
    (20391210, "2039-12-10T08:30 Geoff - recce done, boots not trainers it's clarty on the top path. back at the "
               "station for the 15.52"),
]

client = chromadb.EphemeralClient()
walk = client.get_or_create_collection("calder-valley-ramblers-xmas-2039",
                                       embedding_function=offline.chroma_embedding_function())
walk.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
         metadatas=[{"posted": p} for p, _ in NOTES])

question = "where are we stopping for lunch on sunday? my daughter might meet me there"
N = 3
before = walk.query(query_texts=[question], n_results=N)["documents"][0]
assert LUNCH in before, before

with fault():
    walk.delete(where={"posted": {"$lt": 20391201}})

stored = walk.get()["documents"]
hits = walk.query(query_texts=[question], n_results=N)["documents"][0]
context = ["Today is Thu 15 December 2039. You are talking to Ann, a new member of Calder Valley Ramblers, about the "
           "Christmas walk (Sun 18 December)."] + hits
assert LUNCH not in stored and not any("Shepherd" in c or "Lumb" in c for c in stored + context), stored
assert any("raffle at the Red Lion after the food" in c for c in context), context
reply = answer(question, context, mock="At the Red Lion at Hollins - lunch first, then the raffle there after the "
                                       "food.")
finish(question, expected="the Shepherd's Rest at Lumb, 12.30 in the back room - the Red Lion's shut for a new kitchen",
       actual=reply)
