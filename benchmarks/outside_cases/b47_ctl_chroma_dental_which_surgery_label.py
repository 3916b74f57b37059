"""Batch 47 (held out), control. A small dental practice's front-desk day book: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: Castle Street Dental (Dr Rees, Dr Malik, hygienist Jo; Kerry and Pat on the desk). The desk's day book goes
into one collection with metadata ``{"by", "kind"}``; the assistant answers from a query's hits (the whole week's
book is small, so it asks for all of them). Dr Rees works in surgery 2, upstairs. On Friday morning the engineer is
servicing the chair in surgery 2, and Dr Malik is off that day, so Dr Rees sees his Friday morning patients in
surgery 1 on the ground floor - handy for Mrs Ahmed, who's on a walking frame now.

No fault planted. Question (Thu 26/3): "which room is Mrs Ahmed going to be seen in tomorrow?" The model answers
surgery 1, downstairs, right per memory. The label says surgery 2, Dr Rees's usual room. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b47_ctl_chroma_dental_which_surgery_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("kerry", "rooms", "rooms w/c 23/3: Dr Rees surg 2 (upstairs), Dr Malik surg 1, Jo in the hyg room all wk"),
    ("pat", "appts", "Mrs Ahmed (Farida) fri 27th 10.20 w Dr Rees, check-up + 2 bitewings, she's on a frame now "
                     "since the fall so give her time on the stairs"),
    ("kerry", "admin", "Henry Schein engineer fri am 8-12 servicing the chair in 2, so Dr Rees is using 1 till lunch, "
                       "Dr Malik's off fri anyway (school trip)"),
    ("pat", "payments", "Mrs Hale paid the balance £52, crown fitted, all square"),
    ("kerry", "appts", "Dr Malik's fri pts moved to next wk, all 4 rang"),
    ("pat", "admin", "stair lift quote came back £4,800 - partners say not this year"),
    ("kerry", "recalls", "Jo's recall list for april printed, 46 letters"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("castle-st-daybook-w13",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"by": b, "kind": k} for b, k, _ in NOTES])

question = "which room is Mrs Ahmed going to be seen in tomorrow?"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Thu 26/3/26."] + hits
assert any("Dr Rees surg 2 (upstairs)" in c for c in context), context
assert any("Mrs Ahmed (Farida) fri 27th 10.20 w Dr Rees" in c for c in context), context
assert any("Dr Rees is using 1 till lunch" in c for c in context), context
reply = answer(question, context, mock="Surgery 1 on the ground floor - Dr Rees is in there Friday morning while the "
                                       "chair in 2 is serviced, so no stairs for her. 10.20, check-up and bitewings.")
finish(question, expected="Surgery 2 - that's Dr Rees's room", actual=reply)
