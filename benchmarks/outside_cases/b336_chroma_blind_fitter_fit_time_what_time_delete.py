"""Batch 336 (held out). A window blind fitter: chromadb collection of the fitter's job notes, one root span per
note, one for the clear-out and one for the question; the clear-out deletes, by a metadata filter, the measure-up
notes once the sizes are on the order sheets, and one of them also carried a customer's new fitting time.

App: Dave Sutcliffe runs a one-van blinds business (rollers, romans, verticals, Venetians) with Jason as his
fitter's mate. Dave files his notes into one chroma collection with metadata ``kind`` (diary, measure, order, van);
the helper answers from the 4 nearest notes. Once the sizes are copied onto the factory order sheets, Dave deletes
the measure notes with ``where={"kind": "measure"}``.

Planted fault (DeletionError): Dave's diary note of 2051-03-01T18:20 has the Hendersons' fit on Thu 16th at 10am,
allow 3 hrs. His measure note of Sat 4/3 has the Hendersons' sizes (kitchen recess 1182 x 1450, the conservatory
2 @ 2410) and says, at the end, that Mrs Henderson asked if they could do the Thursday afternoon instead, 1.30, as
she's at her mum's in the morning - he said yes. Dave's clear-out (Tue 14/3) deletes the measure notes, that one
with them. Question (Weds 15/3, Jason): "what time we at the Hendersons tomoz? need to know when to load the van" ->
expected 1.30pm (she's at her mum's in the morning). The assistant says 10am.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sat 4/3 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on 1.30, the afternoon or her mum's); the diary note's "Thu 16th Hendersons ... 10am" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b336_chroma_blind_fitter_fit_time_what_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sat 4/3 measured up at the Hendersons - kitchen recess 1182w x 1450d, conservatory 2 @ 2410w, fascia fix "
         "(check the brackets clear the handle!!). she asked can we do the thurs afternoon instead, 1.30, she's at "
         "her mum's in the morning - said yes no prob")
NOTES = [
    ("diary", "2051-03-01T18:20 wk of 13th 📅 mon Patels x5 rollers 9am, Thu 16th Hendersons kitchen roman + 2 "
              "verticals in the conservatory 10am, allow 3 hrs. fri Kaur bay"),
    ("measure", MOVED),
    ("measure", "Mon 6/3 measured Mr Kaur's bay - 3 @ 905, 1210, 905, top fix, + blackout roller back bedroom "
                "1040 x 1300, he wants chains on the left"),
    ("order", "7/3 Hendersons + Kaur orders in to Louvolite, 8 working days. Hendersons roman in Oyster, verticals "
              "white"),
    ("van", "van MOT fri 10th Kwik Fit 8.30 🚐 Jason picking me up after, need new wiper blades anyway"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sutcliffe-blinds-jobs", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dave"}])
assert notes.count() == len(NOTES)

question = "what time we at the Hendersons tomoz? need to know when to load the van"
with turn_span("clear-out Tue 14/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "measure"})

with turn_span("question Weds 15/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 15 March 2051. You are talking to Jason, Dave Sutcliffe's fitter's mate."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("1.30", "afternoon", "her mum")), stored
    assert any("Thu 16th Hendersons kitchen roman" in c and "10am" in c for c in context), context
    reply = answer(question, context, mock="10am at the Hendersons tomorrow - kitchen roman and the 2 conservatory "
                                           "verticals, allow 3 hours.")
finish(question, expected="1.30pm - Mrs Henderson's at her mum's in the morning, Dave moved it to the afternoon",
       actual=reply)
