"""Batch 323 (held out). A lighthouse museum: chromadb collection of the volunteers' notes, one root span per note,
one for the monthly clear-out and one for the question; the clear-out deletes, by a metadata filter, the shift
handover notes, and one of them also carried the fire officer's new limit for the lantern room.

App: Scarth Point Lighthouse Museum is run by volunteers in the old keepers' cottages and the tower - the lens, the
fog signal, the keepers' log books, a shop and a cafe, and tours up the 96 steps to the lantern room and the
gallery. The volunteers file notes into one chroma collection (metadata ``kind``: tours, rota, shop, events,
handover); once a month Trevor (the volunteer coordinator) deletes the handover notes, which he has read, with
``collection.delete(where={"kind": "handover"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the tours note (2051-04-03T10:00) has lantern room tours on the hour 11 till 3, 12
at a time up the steps, no under 5s. Janet's handover note of Sun 15th Oct starts with the till (£50 float, the
card machine) and says, in the middle, that the fire officer came on Tuesday - max 8 in the lantern room at a time
now, because of the gallery rail, so groups of 8, Trevor's doing a new sign - and then that the shop's out of the
keeper mugs. Trevor's clear-out (Mon 23/10) deletes the handover notes, that one with them. Question (Tue 24/10,
Sue, a volunteer guide): "I've got a school on thurs, 30 yr 5s - how many goes up the lantern will that take?" ->
expected 4 (8 at a time: 8, 8, 8 and 6). The assistant says 3 (12 at a time).

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Janet's Sun 15th Oct note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the fire officer, max 8 or groups of 8); the tours note's "12 at a time" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b323_chroma_lighthouse_museum_lantern_goes_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LIMIT = ("Sun 15th Oct (Janet) - till balanced, £50 float in the blue tin, card machine needs charging overnight. "
         "fire officer came tues 🔥 says max 8 in the lantern room at a time now (it's the gallery rail) so groups of "
         "8 from now on, Trevor's doing a new sign. shop's out of the keeper mugs again")
NOTES = [
    ("tours", "Trevor", "2051-04-03T10:00 TOURS 🔦 lantern room tours on the hour 11 till 3, 12 at a time up the 96 "
                        "steps, guide goes up first. no under 5s, no bags on the stairs"),
    ("rota", "Trevor", "rota for oct-nov's on the board in the fog signal room, 2 guides + 1 on the till every day "
                       "we're open. winter hours from 1st nov, 10.30-3.30"),
    ("events", "Sue", "18/9 - schools: St Bede's yr 5 thurs 26th oct, 30 kids + 4 adults, 10.30 arrival, packed "
                      "lunches in the cafe, they want the lens talk + the tower"),
    ("shop", "Margaret", "Weds 4 Oct - new postcards in, the storm one's selling best. Xmas cards from the 1st nov"),
    ("handover", "Dave", "Sat 7/10 handover - quiet, 40ish through, loo by the cafe's blocked again, plumber "
                         "booked mon"),
    ("handover", "Janet", LIMIT),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("scarth-point-museum-notes",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "I've got a school on thurs, 30 yr 5s - how many goes up the lantern will that take?"
with turn_span("clear-out Mon 23/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert LIMIT in before, before
    with fault():
        notes.delete(where={"kind": "handover"})

with turn_span("question Tue 24/10"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 24 October 2051. You are talking to Sue, a volunteer guide at Scarth Point Lighthouse "
               "Museum."] + hits
    assert LIMIT not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("fire officer", "max 8", "groups of 8")), stored
    assert any("12 at a time up the 96 steps" in c for c in context), context
    reply = answer(question, context, mock="3 goes - it's 12 at a time up to the lantern room, so 12, 12 and 6 for "
                                           "your 30.")
finish(question, expected="4 goes - the fire officer's made it max 8 in the lantern room at a time (8, 8, 8 and 6)",
       actual=reply)
