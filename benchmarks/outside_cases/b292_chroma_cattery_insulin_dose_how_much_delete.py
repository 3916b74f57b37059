"""Batch 292 (held out). A cattery: chromadb collection of the cattery's notes, one root span per note, one for
Lynn's clear-out and one for the question; the clear-out deletes, by a metadata filter, the booking notes she has
copied into the diary, and one of them also carried a diabetic cat's new insulin dose.

App: Whisker Lodge is a small cattery outside Hebden Bridge run by Lynn and Dave - 14 heated pens, two family
suites, an isolation pen, feeds at 8 and 5, meds given on the chart. Lynn and the Saturday girl Katie file notes
into one chroma collection (metadata ``kind``: booking, meds, feeding, vet, house). Every Sunday night Lynn copies
the week's booking changes into the paper diary and deletes the booking notes with a filter on ``kind``; the helper
answers the staff's questions from the 4 nearest notes.

Planted fault (DeletionError): the meds note for Biscuit (2051-07-29T10:15, when he came in) has Caninsulin 2 units
twice a day, 8am and 8pm, with food, in the door of the fridge. Lynn's booking note of Thu 3rd Aug is Biscuit's mum
ringing from Spain - their flight's been cancelled, so they're extending to Thu 10th - and, in the middle, she says
sorry she forgot, the vet upped his insulin at his last check, it's 3 units now, same times. Lynn's clear-out (Sun
6/8) deletes the booking notes, that one with them. Question (Mon 7/8, Katie, at the fridge): "how much insulin does
Biscuit get? doing his 8 o'clock one now" -> expected 3 units (the vet upped it). The assistant says 2 units.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Lynn's Thu 3rd Aug note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 3 units, the vet upping it or Spain); the meds note's "2 units twice a day" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b292_chroma_cattery_insulin_dose_how_much_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOSE = ("Thu 3rd Aug - Biscuit's mum rang from Spain, flight's cancelled 😩 so extending to thurs 10th, pen 6 is free "
        "so fine. AND she's very sorry she forgot to say - the vet upped his insulin at his last check, it's 3 units "
        "now not 2, same times. she'll pay the extra nights when she picks up")
NOTES = [
    ("n1", "booking", "Lynn", "Sun 30/7 - bookings this wk: Mabel + Smudge out tues, Oscar in weds (family suite w/ "
                              "his sister), pens 3 + 11 deep clean after"),
    ("n2", "meds", "Lynn", "2051-07-29T10:15 BISCUIT (pen 6, diabetic) 💉 Caninsulin 2 units twice a day, 8am + 8pm, "
                           "WITH food, never on an empty tum. pen's in the door of the fridge, chart on the office "
                           "wall, sign it!!"),
    ("n3", "feeding", "Katie", "1/8 - Biscuit eats best if u warm the pouch a bit, he leaves the biscuits. Oscar's "
                               "only on the sensitive one"),
    ("n4", "booking", "Lynn", DOSE),
    ("n5", "vet", "Dave", "Fri 4th - Hebden vets out of hours is the Halifax number now, it's on the board by the "
                          "phone"),
    ("n6", "house", "Dave", "4/8 - heating in the end run's playing up again, plumber mon. sharps bin's nearly full"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("whisker-lodge-2051", embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(f"note {nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "how much insulin does Biscuit get? doing his 8 o'clock one now"
with turn_span("clear-out Sun 6/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert DOSE in before, before
    with fault():
        notes.delete(where={"kind": "booking"})

with turn_span("question Mon 7/8"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 7 August 2051. You are talking to Katie, who works weekends and holidays at Whisker "
               "Lodge cattery."] + hits
    assert DOSE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("3 units", "upped", "spain")), stored
    assert any("Caninsulin 2 units twice a day" in c for c in context), context
    reply = answer(question, context, mock="2 units of Caninsulin, with his food - and sign the chart on the office "
                                           "wall after.")
finish(question, expected="3 units - the vet upped it at his last check (his mum rang on the 3rd)", actual=reply)
