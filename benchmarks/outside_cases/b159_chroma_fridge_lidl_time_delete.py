"""Batch 159 (held out). A community fridge: chromadb collection, script style (each call its own trace); the weekly
clear-out deletes a note the next collection still needs.

App: Moorside Community Fridge runs out of the old library on Station Road (open Tue, Thu, Sat, surplus food from
Lidl, Greggs and the allotments, a volunteer rota for collections and shifts). Jo, the coordinator, keeps the
volunteers' notes in one chroma collection with the ``week`` each note was written in; every Monday she clears out
the week before with ``collection.delete(where={"week": ...})`` so the helper isn't reading about last week's
bread mountain.

Planted fault (DeletionError): the standing note (14/1, Jo) says the Lidl collections are Mon and Thu at 9pm,
back door, ask for the duty manager. Jo's note of Weds 8 Apr, filed under w/c 6/4, says 62 came on Tuesday (a
record) and, in passing, that the new Lidl manager wants the doors locked by 9 so pick-ups are 8.30pm from now on,
not 9 - he was quite nice about it. Monday's clear-out of w/c 6/4 deletes it. Question (Mon 13/4, Alex, on the
collection rota): "what time's the lidl pick up tonight? I'm doing it on my way back from the gym" -> expected
8.30pm (the new manager locks up at 9). The assistant says 9pm, back door.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Jo's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
pick-up time. Asserted: the note is found before the delete and is gone from the collection and the context after
it; the standing 9pm note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b159_chroma_fridge_lidl_time_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

LIDL = ("Weds 8 Apr Jo - 62 through the door tues!!! a record. new Lidl manager (Craig) wants the doors locked by 9 "
        "so pick ups are 8.30pm from now on not 9, he was quite nice abt it tbf. also we're out of carrier bags again")
NOTES = [
    ({"week": "standing"}, "14/1 Jo - Lidl collections mon + thurs 9pm, round the back door, ask for the duty mgr. "
                           "crates back in the van pls, they count them"),
    ({"week": "standing"}, "22.1. Jo - Greggs sat 4.30ish, Hassan does it. allotment veg whenever Pat drops it in"),
    ({"week": "w/c 6/4"}, "Tue 7/4 Hassan - fridge 2 running warm again (7 degrees), moved the dairy into fridge 1"),
    ({"week": "w/c 6/4"}, LIDL),
    ({"week": "w/c 13/4"}, "2037-04-12T18:30 Jo - this wk's rota: Lidl mon Alex, Lidl thurs Bernie, tues shift me + "
                           "Sandra, sat Hassan + Pat"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("moorside-fridge-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "what time's the lidl pick up tonight? I'm doing it on my way back from the gym"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert LIDL in before, before

with fault():
    notes.delete(where={"week": "w/c 6/4"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Mon 13 April 2037. You are talking to Alex, who is on the Moorside Community Fridge rota for "
           "tonight's Lidl collection."] + hits
assert LIDL not in stored and not any("8.30" in c or "locked by 9" in c for c in stored + context), stored
assert any("Lidl collections mon + thurs 9pm" in c for c in context), context
reply = answer(question, context, mock="9pm - round the back door, ask for the duty manager.")
finish(question, expected="8.30pm - the new Lidl manager wants the doors locked by 9", actual=reply)
