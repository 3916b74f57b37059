"""Batch 177 (held out). A church's nativity trail: chromadb collection, script style (each call its own trace); the
Friday tidy-up of ticked-off jobs deletes the one that moved the stable.

App: St Michael's, Wistanstow walks its nativity trail on Sat 12th December 2043, 4-6pm - five stations round the
village (Mary and Gabriel at the school gate, the innkeeper at the Plough, the shepherds at Hill Farm's gate, the
stable with Bramble the donkey, then carols and mince pies in church). Pete, the churchwarden, keeps the trail's
notes in one chroma collection with a ``kind`` ("plan", "costumes" or "job") and, for jobs, a ``status``; every
Friday he deletes the jobs marked done - "ticked off, don't need them" - and the helper answers from a query of what's
left.

Planted fault (DeletionError): the plan of 3/11 has the stable in the churchyard. Pete's job "ring the Co-op re the
stable", marked done on Tue 1st Dec, holds the answer: the Co-op are fine with it, so the stable is going in the
Co-op car park this year, not the churchyard - the tower's in scaffolding and the insurers won't have everyone under
it in the dark - they'll leave the car park lights on and Bramble can go on the grass bit. The plan was never
changed. The Friday 4/12 tidy-up deletes the done jobs, this one with the donkey booking. Question (Weds 9/12, Lou,
taking her nan in a wheelchair): "which place is the stable this yr? I'm taking nan in her chair so we're going
straight there" -> expected the Co-op car park (the tower's in scaffolding). The assistant says the churchyard.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): the job note was in the
collection and in the top 3 for the question before the tidy-up, and the delete removed it while it still decided
the answer. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the plan's "stable in the churchyard" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b177_chroma_nativity_stable_place_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

COOP = ("job: ring the Co-op re the stable - DONE Tue 1st Dec 👍 they're fine with it so the stable's going in the "
        "Co-op car park this yr not the churchyard - tower's in scaffolding + the insurers won't have everyone under "
        "it in the dark. they'll leave the car park lights on for us + Bramble can go on the grass bit")
NOTES = [
    ("n1", "3/11 Pete - nativity trail sat 12th dec 4-6 ⭐ stations: 1 Mary + Gabriel at the school gate, 2 "
           "innkeeper at the Plough, 3 shepherds at Hill Farm gate, 4 the stable in the churchyard w Bramble, 5 "
           "carols + mince pies in church", {"kind": "plan"}),
    ("n2", "costumes - Sue's got the tea towels + dresing gowns from last yr, need 3 new crowns + angle wings for 8. "
           "wise men from the youth club", {"kind": "costumes"}),
    ("n3", COOP, {"kind": "job", "status": "done"}),
    ("n4", "job: book Bramble - done, Hill Farm again, £40 + a bag of carrots lol", {"kind": "job", "status": "done"}),
    ("n5", "2043-11-20T20:10 route's about a mile, an hour w the stops. stewards in hi vis at the B4368 crossing, "
           "lanterns from the school", {"kind": "plan"}),
    ("n6", "job: risk assessment to the diocese by 11th - Rev Anna doing it", {"kind": "job", "status": "open"}),
]
DONE = {"$and": [{"kind": "job"}, {"status": "done"}]}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wistanstow-nativity-trail-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[i for i, _, _ in NOTES], documents=[t for _, t, _ in NOTES], metadatas=[m for _, _, m in NOTES])

question = "which place is the stable this yr? I'm taking nan in her chair so we're going straight there"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert COOP in before, before

# Fri 4/12: Pete deletes the jobs that are ticked off
with fault():
    notes.delete(where=DONE)

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Weds 9 December 2043. You are talking to Lou, who is bringing her nan in a wheelchair to St "
           "Michael's nativity trail in Wistanstow (Sat 12 December, 4-6pm)."] + hits
assert COOP not in stored and not any("Co-op" in c or "scaffolding" in c for c in stored + context), stored
assert any("the stable in the churchyard" in c for c in context), context
reply = answer(question, context, mock="The churchyard - the stable with Bramble the donkey is station 4, in the "
                                       "churchyard.")
finish(question, expected="the Co-op car park - the tower's in scaffolding so not the churchyard this year",
       actual=reply)
