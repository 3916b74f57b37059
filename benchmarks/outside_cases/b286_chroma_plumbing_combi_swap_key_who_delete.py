"""Batch 286 (held out). A plumbing and heating firm's jobs: chromadb collection of the office's notes, one root span
per note, one for Lisa's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
ring-back notes she has dealt with, and one of them also said who has the customer's key.

App: Hirst Plumbing & Heating (Halifax, three vans) do boiler swaps, bathrooms and the odd leak. Lisa in the office
files everything into one chroma collection with metadata ``kind`` (job, quote, callback, supplier, van); once she
has rung the callbacks back she deletes them with ``where={"kind": "callback"}``; the lads ask the helper about the
next day's jobs and it answers from the 4 nearest notes.

Planted fault (DeletionError): Lisa's job note (2051-02-03T10:20) has Mrs Ormerod, 22 Birch Lane, a Worcester combi
swap, Weds 22nd Feb 8am, Kev + Ryan, two days - she'll be in to let them in, park on the drive. Lisa's callback note
of Fri 17 Feb says Mrs Ormerod rang about the flue extension - can we ring her back - and, by the way, she's off to
Tenerife on the 20th now (her sister's treat) so she won't be in, her neighbour at no. 14, Mr Bairstow, has a key
and he's up from 7.30. Lisa rings her back about the flue on Mon 20/2 and clears the callbacks, that one with them.
Question (Tue 21/2, Kev): "who's letting us in at Birch Lane tmrw? want to give them a ring tonight" -> expected
Mr Bairstow at no. 14, the neighbour with the key (Mrs Ormerod's in Tenerife). The assistant says Mrs Ormerod
herself.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Fri 17 Feb note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Mr Bairstow, no. 14 or Tenerife); the job note's "she'll be in to let you in" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b286_chroma_plumbing_combi_swap_key_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEY = ("Fri 17 Feb - Mrs Ormerod (Birch Ln) rang re the flue extension, can someone ring her back b4 weds. ALSO "
       "she's off to Tenerife on the 20th now (sister's treat 🌴) so she won't be in on the day - her neighbour at "
       "no. 14 Mr Bairstow has a key, he's up from 7.30")
NOTES = [
    ("job", "2051-02-03T10:20 JOB - Mrs Ormerod, 22 Birch Lane HX3, Worcester combi swap, weds 22nd feb 8am, Kev + "
            "Ryan, 2 days. she'll be in to let you in, park on the drive not the road (bus route)"),
    ("quote", "6/2 quote to Mrs Ormerod for the flue extension, £180 + VAT, she's thinking about it"),
    ("supplier", "Mon 13th - PTS have the Worcester 30i in, ready for collection from tues, Kev's picking up w/ the "
                 "filter + the flue kit"),
    ("callback", "14/2 Mr Shah rang, kitchen tap dripping again, ring back w/ a time. he's in all wk"),
    ("callback", KEY),
    ("van", "Fri 17th - van 2's MOT is mon 20th at Kwik Fit, Ryan's in w/ Kev all wk anyway"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hirst-plumbing-office", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lisa"}])
assert notes.count() == len(NOTES)

question = "who's letting us in at Birch Lane tmrw? want to give them a ring tonight"
with turn_span("clear-out Mon 20/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert KEY in before, before
    with fault():
        notes.delete(where={"kind": "callback"})

with turn_span("question Tue 21/2"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 21 February 2051. You are talking to Kev, a plumber at Hirst Plumbing & Heating."] + hits
    assert KEY not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("bairstow", "no. 14", "tenerife")), stored
    assert any("she'll be in to let you in" in c for c in context), context
    reply = answer(f"(Kev) {question}", context,
                   mock="Mrs Ormerod herself - she'll be in to let you in at 8. Park on the drive, not the road.")
finish(question, expected="Mr Bairstow at no. 14 - he's got the key, Mrs Ormerod's away in Tenerife", actual=reply)
