"""Batch 282 (held out). A family caring for an elderly parent: chromadb collection of the family's notes about Mum,
one root span per note, one for Sarah's Sunday clear-out and one for the question; the clear-out deletes last
week's visiting-rota notes by a metadata filter, and one of them also carried who's taking Mum to the eye clinic.

App: Joan Ackroyd (84, lives on her own in Luddenden, macular degeneration, a bad hip) is looked after by her three
children - Sarah (nearby), Mark (Halifax, works shifts) and Helen (Huddersfield). They keep a family helper: notes
go into one chroma collection with metadata ``kind`` (appt, meds, visits, money) and, for the visiting rota,
``week``; Mum and the neighbours ask it things. Every Sunday Sarah clears out the week just gone's visits notes
(``collection.delete(where={"week": ...})``).

Planted fault (DeletionError): Sarah's appt note (2051-01-20T21:10) has Mum's eye clinic (injections) on Thu 16 Feb
at 10.20 at Calderdale Royal, Helen taking her as she's got the blue badge. Mark's visits note for w/c 6/2 lists
who's round when that week and says, in passing, that Helen's car's in the garage till the end of the month
(clutch), so he's swapped - he's taking Mum to the eye clinic on the 16th, he's booked the morning off and borrowed
Helen's blue badge. Sarah's clear-out (Sun 12/2) deletes the w/c 6/2 visits notes, that one with them. Question
(Tue 14/2, Mum): "who's taking me to the eye clinic on thursday? I want to ring them + say be here by quarter to
10" -> expected Mark (Helen's car's in the garage). The assistant says Helen.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Mark's w/c 6/2 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the clutch, the garage or the swap); the appt note's "Helen's taking her" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b282_chroma_family_eye_clinic_lift_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("w/c 6/2 (Mark) - Mon Sarah, Weds me after my early, Fri Helen, Sat we'll see. oh + Helen's car's in the "
        "garage till end of the month (clutch 💸) so I've swapped with her - I'm taking Mum to the eye clinic on "
        "the 16th, booked the morning off, got Helen's blue badge off her")
NOTES = [
    ("appt", None, "Sarah", "2051-01-20T21:10 Mum's eye clinic (injections) thurs 16 feb 10.20 Calderdale Royal, "
                            "ophthalmology, Helen's taking her (she's got the blue badge). drops in the car, she "
                            "can't see for a couple of hrs after"),
    ("meds", None, "Sarah", "24/1 chemist does Mum's dosette now, delivered fri. Sarah collects the paracetamol "
                            "separate bc they won't put it in"),
    ("visits", "w/c 30/1", "Helen", "w/c 30/1 - Tue Sarah, Thu Helen (taking her to the hairdresser 11.30), Sun "
                                    "lunch at Mark's"),
    ("visits", "w/c 6/2", "Sarah", "w/c 6/2 (Sarah) Mon shopping + the pension, she needs more tena + the "
                                   "Werther's, don't forget"),
    ("visits", "w/c 6/2", "Mark", SWAP),
    ("money", None, "Helen", "Feb - Mum's attendance allowance came thru!! £72.65 a wk, back dated. Helen's sorting "
                             "the direct debits"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ackroyd-family-mum", embedding_function=offline.chroma_embedding_function())
for i, (kind, week, who, text) in enumerate(NOTES, 1):
    meta = {"kind": kind, "by": who}
    if week:
        meta["week"] = week
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[meta])
assert notes.count() == len(NOTES)

question = "who's taking me to the eye clinic on thursday? I want to ring them + say be here by quarter to 10"
with turn_span("clear-out Sun 12/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"week": "w/c 6/2"})

with turn_span("question Tue 14/2"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 14 February 2051. You are talking to Joan Ackroyd (Mum); her children Sarah, Mark and "
               "Helen share her care."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("clutch", "garage", "swapped")), stored
    assert any("Helen's taking her" in c for c in context), context
    reply = answer(f"(Mum) {question}", context,
                   mock="Helen's taking you, Mum - the appointment's 10.20 at Calderdale Royal, so she'll be round "
                        "in good time.")
finish(question, expected="Mark - Helen's car's in the garage, he swapped with her and booked the morning off",
       actual=reply)
