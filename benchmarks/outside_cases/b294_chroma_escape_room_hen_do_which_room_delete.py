"""Batch 294 (held out). An escape room business: chromadb collection of the staff notes, one root span per note,
one for Sam's clear-out and one for the question; the clear-out deletes, by a ``where`` filter, the bookings notes
that are now in the booking system, and one of them also moved a group to another room.

App: Lockdown Escape Rooms in Huddersfield have three rooms - the Vault (a bank job), Lab 13 (a zombie lab) and
the Asylum - 60 minutes each, 2 to 8 players. Sam (the owner) and the games masters file notes into one chroma
collection (metadata ``kind``: schedule, rooms, bookings, staff). Once the week's bookings are in Bookeo, Sam deletes
the bookings notes with ``where={"kind": "bookings"}``; the helper answers the games masters from the 4 nearest.

Planted fault (DeletionError): the schedule note for Sat 14th (2051-10-09T10:15) has Chloe's hen do (8 of them) at
7.30 in the Vault. Sam's bookings note of Weds 11 Oct starts with two daytime bookings for Sat (in Bookeo) and says
that the maglock on the Vault's main door is failing again, the engineer can't come till the 20th, so anyone booked
in the Vault till then goes in Lab 13 instead (same difficulty, Lab 13 is free Sat night) - she's messaged Chloe
and she's fine. Sam's clear-out (Thu 12/10) deletes the bookings notes, that one with them. Question (Fri 13/10,
Jordan, a games master): "which room's Chloe's hen do in tomorrow night? want to reset it before they get here"
-> expected Lab 13 (the Vault's maglock is broken till the 20th). The assistant says the Vault.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Weds 11 Oct note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the maglock, the engineer or the move); the schedule's "7.30 Vault - Chloe's hen do" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b294_chroma_escape_room_hen_do_which_room_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 11 Oct - 2 more in for sat daytime (11am Asylum 4, 1pm Lab 13 3), both on Bookeo now. ALSO the "
         "maglock on the Vault's main door's failing AGAIN 😤 engineer can't come till the 20th so anyone booked in "
         "the Vault till then goes in Lab 13 instead, same difficulty + Lab 13's free sat night. messaged Chloe re "
         "the hen do, she's fine w/ it (bit gutted)")
NOTES = [
    ("rooms", "Sam", "2051-09-02T09:00 rooms - Vault (bank job) 2-8, Lab 13 (zombies) 2-8, Asylum 2-5, all 60 mins. "
                     "reset checklists are on the clipboards by each door, follow them!!"),
    ("bookings", "Sam", "Mon 9/10 - wk's bookings: tues 6pm Vault (work team, 6), thurs 7pm Asylum (birthday, 4). "
                        "all on Bookeo + deposits paid"),
    ("schedule", "Sam", "2051-10-09T10:15 SAT 14th - 5pm Asylum (work do, 5), 7.30 Vault - Chloe's hen do (8 of "
                        "them, L plates + sashes, they've asked for the bride to be handcuffed 😂). Jordan + Priya on"),
    ("staff", "Priya", "10/10 hint policy reminder - 3 free hints then it's a minute off per hint, and NO hints in "
                       "the first 10 mins"),
    ("bookings", "Sam", MOVED),
    ("staff", "Jordan", "tues 10th - batteries in the Lab 13 torches are dying, got a pack of AAs from Poundland, "
                        "in the office drawer"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lockdown-hudds-notes",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "which room's Chloe's hen do in tomorrow night? want to reset it before they get here"
with turn_span("clear-out Thu 12/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "bookings"})

with turn_span("question Fri 13/10"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 13 October 2051. You are talking to Jordan, a games master at Lockdown Escape Rooms, "
               "Huddersfield."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("maglock", "engineer", "instead")), stored
    assert any("7.30 Vault - Chloe's hen do" in c for c in context), context
    reply = answer(question, context, mock="The Vault - Chloe's hen do is at 7.30, 8 of them. Reset it from the "
                                           "clipboard checklist by the door.")
finish(question, expected="Lab 13 - the Vault's maglock is broken till the 20th so they've been moved", actual=reply)
