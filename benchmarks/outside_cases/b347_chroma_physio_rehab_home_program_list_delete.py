"""Batch 347 (held out). A physiotherapy rehab programme: chromadb collection of a physio's notes on one patient,
one root span per note, one for the admin clear-out and one for the question; the clear-out deletes, by a metadata
filter, the admin notes already copied into the clinic's booking system, and one of them also added an exercise.

App: Josh (a physio at a sports clinic in Brisbane) is rehabbing Priya after an ACL reconstruction (May 2050, weeks
10-13 post-op). His notes go into one chroma collection with metadata ``kind`` (session, admin); the patient app
answers Priya's questions from the 4 nearest notes. Once a week the front desk's clear-out deletes the admin notes
(``where={"kind": "admin"}``), as the bookings and invoices in them are in Cliniko by then.

Planted fault (DeletionError): Josh's session note of 2050-05-03 (wk 10) sets the home exercise program (HEP):
wall sits 3x45s, single-leg calf raises 3x15 each side. His session note of Tue 17/5 (wk 12) drops the wall sits and
starts step-downs off a 20cm box, 3x10 each side, keeping the calf raises. His admin note of Thu 19/5 is about
Priya ringing to move Tuesday's appointment to Thu 26th 3:15pm (done in Cliniko) - and says he also told her on the
phone to add single-leg glute bridges 3x12 daily, he forgot to put it in the session notes, her hamstring's doing
all the work. The clear-out of Sat 21/5 deletes the admin notes, that one with them. Question (Sun 22/5, Priya):
"what's on my home program now? doing it before netball 😅" -> expected three exercises from three notes:
step-downs 3x10 each side off the 20cm box, single-leg calf raises 3x15, single-leg glute bridges 3x12 (wall sits
are dropped). The assistant lists only the step-downs and the calf raises.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thu 19/5 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer (its exercise is part of the list asked for). Asserted: the note is in the 4 nearest before the delete and
gone from the collection and the context after it (nothing on glute bridges); both session notes are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b347_chroma_physio_rehab_home_program_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

BRIDGES = ("Thu 19/5 (Josh) pt rang re moving Tue's appt -> Thu 26th 3:15pm, done in Cliniko. also told her on the "
           "phone to ADD SL glute bridges 3x12 daily to her HEP - forgot to put it in the session notes 🤦 her hammy's "
           "been doing all the work on the step-downs")
NOTES = [
    ("n1", "session", "2050-05-03 wk 10 post-op ACLR (R). S: feels good, mild ache after stairs. O: ROM 0-132°, quads "
                      "LSI 71%. HEP: wall sits 3x45s, SL calf raises 3x15 e/s. bike at the gym 20 min ok"),
    ("n2", "admin", "Mon 9/5 invoice re-sent to Medibank, she's changed health funds. $65 gap"),
    ("n3", "session", "Tue 17/5 wk 12 - ROM 0-138, LSI 78% 👍 progress HEP: drop the wall sits, start step-downs off a "
                      "20cm box 3x10 e/s, slow on the way down (3 sec). keep the calf raises. no running yet"),
    ("n4", "admin", BRIDGES),
    ("n5", "session", "Tue 10/5 wk 11 - knee a bit puffy after a big weekend on her feet, ice + elevate, HEP unchanged"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("josh-physio-priya-aclr", embedding_function=offline.chroma_embedding_function())
for nid, kind, text in NOTES:
    with turn_span(f"note {nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": "Josh"}])

question = "what's on my home program now? doing it before netball 😅"
with turn_span("clear-out Sat 21/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert BRIDGES in before, before
    with fault():
        notes.delete(where={"kind": "admin"})

with turn_span("question Sun 22/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 22 May 2050. You are talking to Priya, 12 weeks after her right ACL reconstruction, "
               "rehabbing with Josh."] + hits
    assert BRIDGES not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("bridge", "hammy")), stored
    assert any("HEP: wall sits 3x45s, SL calf raises 3x15" in c for c in context), context
    assert any("drop the wall sits, start step-downs" in c for c in context), context
    reply = answer(question, context, mock="Two exercises: step-downs off a 20cm box, 3x10 each side (slow on the way "
                                           "down), and single-leg calf raises 3x15 each side. The wall sits are "
                                           "dropped now.")
finish(question, expected="step-downs off the 20cm box 3x10 each side, single-leg calf raises 3x15 each side and "
                          "single-leg glute bridges 3x12 daily (wall sits are dropped)", actual=reply)
