"""Batch 318 (held out). A mobile welding service: chromadb collection of the jobs notes, one root span per note,
one for Jade's clear-out and one for the question; the clear-out deletes, by a metadata filter, the notes of jobs
already invoiced, and one of them also carried the farm's new contact.

App: Marsh Mobile Welding is Marcus in a van with a generator welder (farm gates, trailers, plant, railings, the odd
boat) and Jade, his partner, doing the bookings and the invoices. They file job notes into one chroma collection
with metadata ``status`` (open, invoiced); once a job's invoiced and paid into the books Jade deletes its notes with
``collection.delete(where={"status": "invoiced"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Jade's note of 2051-06-02T08:10 has Lower Moor Farm's yard gate off its hinges again
- new hinge pins and the strap welded back on, Thu 12th, ring Mr Barker when you get there, the dogs are loose.
Marcus's note of 5th June is the farm's feed trailer drawbar, welded and invoiced, £180 - and, in passing, Mr
Barker's gone into hospital with his hip, so it's his son Shaun running the farm now, ring Shaun for anything up
there. Jade's clear-out (Tue 10/6) deletes the invoiced notes, that one with them. Question (Weds 11/6, Marcus):
"who do I ring when I get to Lower Moor tomorrow? not getting out the van with those dogs 🐕" -> expected Shaun,
Mr Barker's son (Mr Barker's in hospital). The assistant says Mr Barker.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the 5th June note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Shaun, the hospital or his hip); the gate note's "ring Mr Barker" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b318_chroma_welding_farm_gate_contact_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SHAUN = ("5th June Lower Moor - welded the feed trailer drawbar back on, £180, invoiced 👍 Mr Barker's gone into "
         "hospital (his hip) poor bloke, so it's his son Shaun running the farm now - ring Shaun for anything up "
         "there, 07700 900418")
NOTES = [
    ("gate", "open", "Jade", "2051-06-02T08:10 Lower Moor Farm (Barkers) - yard gate's dropped off its hinges AGAIN "
                             "🙄 new hinge pins + weld the strap back on. thurs 12th, ring Mr Barker when u get there, "
                             "the dogs are loose"),
    ("hollins", "invoiced", "Marcus", "Weds 4/6 Hollins Plant - 2 bucket teeth + the crack in the boom on the mini "
                                      "digger, done, £320 invoiced, they pay 30 days"),
    ("drawbar", "invoiced", "Marcus", SHAUN),
    ("railings", "open", "Jade", "Mon 9/6 St Mary's school railings - 3 sections bent (a car), half term only, I'm "
                                 "doing the risk assessment + the DBS bits"),
    ("boat", "open", "Jade", "narrowboat bloke (Phil) wants a hull patch, Sowerby Bridge, waiting on a date from him"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marsh-mobile-welding-jobs",
                                        embedding_function=offline.chroma_embedding_function())
for key, status, who, text in NOTES:
    with turn_span(f"note-{key}"):
        notes.add(ids=[key], documents=[text], metadatas=[{"status": status, "by": who}])
assert notes.count() == len(NOTES)

question = "who do I ring when I get to Lower Moor tomorrow? not getting out the van with those dogs 🐕"
with turn_span("clear-out Tue 10/6"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SHAUN in before, before
    with fault():
        notes.delete(where={"status": "invoiced"})

with turn_span("question Weds 11/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 11 June 2051. You are talking to Marcus of Marsh Mobile Welding."] + hits
    assert SHAUN not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("shaun", "hospital", "hip")), stored
    assert any("ring Mr Barker when u get there" in c for c in context), context
    reply = answer(question, context, mock="Ring Mr Barker when you get there - he'll shut the dogs in.")
finish(question, expected="Shaun, Mr Barker's son - he's running the farm while his dad's in hospital", actual=reply)
