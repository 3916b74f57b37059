"""Batch 141 (held out). A community transport minibus's notes: chromadb collection, script style (each call its
own trace); the coordinator's clear-out of a finished trip's notes deletes one still needed.

App: Wharfe Valley Community Transport runs a 16-seat minibus (driver Kath, Lynn coordinating bookings from the
office) on shopping and market trips for people who can't get the bus. Its notes go into one chroma collection,
each with a ``trip`` tag; once a trip's been run, Lynn deletes that trip's notes so the helper only sees what's
coming up.

Planted fault (DeletionError): the Skipton market booking list (Thurs 2nd July, pick up 9.15 at the Co-op) has 9
booked; Lynn's note of Weds 24/6 says Ron's cancelled (hospital appointment). Kath's driver note from the Ilkley run
of Tue 23rd - tagged with that trip - says it went fine, 11 on, and, on the way home, Mr and Mrs Pickles and her
sister booked 3 seats for Skipton. The clear-out of the Ilkley trip's notes deletes it. Question (Mon 29/6, Lynn,
taking a phone booking): "how many seats have we got left on skipton thurs? Mrs Hirst wants to bring her
neighbour" -> expected 5 (16 - 8 - 3). The assistant says 8.

Expected verdict: DeletionError at chroma.delete (the clear-out, wrapped in fault()): the Pickles booking was in the
collection and found before the clear-out, and the delete removed it while its 3 seats still counted. Asserted: the
note is found before the delete and is gone from the collection and the context after it; the booking list and
Ron's cancellation are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b141_chroma_minibus_seats_left_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PICKLES = ("Tue 23rd Kath - Ilkley run fine, 11 on, Mrs Dobson's frame in the back, back by 2. on the way home Mr + "
           "Mrs Pickles + her sister Irene booked for Skipton thurs, 3 seats, all 3 of them sitting at the front "
           "pls (Irene gets travel sick)")
NOTES = [
    ("skipton-2-7", "SKIPTON MARKET thurs 2nd july - pick up 9.15 Co-op, 9.25 the Green, back 3ish. 16 seats. "
                    "booked: Ada, Joan + Bill Crabtree, Mr Khan, Elsie, Ron, Dot, Maureen + her carer = 9"),
    ("ilkley-23-6", "ILKLEY tue 23rd june - pick up 10 Co-op, Betty's for a brew, £4 return"),
    ("ilkley-23-6", PICKLES),
    ("general", "14/3 Lynn - minibus MOT due end of july, booked in at Dales Motors 28/7, Kath to take it 8.30"),
    ("skipton-2-7", "Weds 24/6 Lynn - Ron's rung, he's cancelled skipton, got his hospital appt thru for that "
                    "morning. refunded his £5"),
    ("general", "fares: £4 local, £5 Skipton + Harrogate, carers free. bus passes don't count on ours"),
    ("harrogate-16-7", "HARROGATE thurs 16th july, Valley Gardens + the shops, pick up 9.30, 4 booked so far"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wharfe-valley-ct", embedding_function=offline.chroma_embedding_function())
for i, (trip, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"trip": trip}])

words = "Skipton thursday seats booked left minibus"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert PICKLES in before, before

with fault():
    notes.delete(where={"trip": "ilkley-23-6"})

question = "how many seats have we got left on skipton thurs? Mrs Hirst wants to bring her neighbour"
stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Mon 29 June 2037. You are talking to Lynn, who does the bookings for Wharfe Valley Community "
           "Transport."] + hits
assert PICKLES not in stored and not any("Pickles" in c or "Irene" in c for c in stored + context), stored
assert any("booked: Ada" in c and "= 9" in c for c in context), context
assert any("Ron's rung, he's cancelled skipton" in c for c in context), context
reply = answer(question, context, mock="8 left - it's a 16-seater, 9 were booked and Ron's cancelled, so 8 are "
                                       "taken.")
finish(question, expected="5 - 16 seats, 8 booked after Ron cancelled, plus 3 for the Pickles party", actual=reply)
