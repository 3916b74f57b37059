"""Batch 381 (held out). A Welsh hill farm's tups before tupping: chromadb collection of the farm diary, one root
span per entry, one for Non's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
jobs lists she has ticked off, and one of them also carried where the vet wants the tups.

App: Cefn Llwyd is a hill farm above Trefelin - ewes on the mountain, a few cows, the tups going in with the ewes
in October. Non keeps the farm diary in one chroma collection (metadata ``kind``: vet, mart, jobs, coop); when a
jobs list is all done she deletes the jobs entries with ``where={"kind": "jobs"}``. The helper answers the family
from the 4 nearest entries.

Planted fault (DeletionError): Non's vet entry (2051-08-30T19:45) has Mr Prosser from the Trefelin practice booked
for Thurs 14th Sept, 10ish, to MOT the tups - feet, teeth, tackle - in the yard here, penned by half 9. Her jobs
entry of Sun 10/9 ticks off the drenching and the cowshed gutter and says, at the end, that the vet's office rang
Saturday - Prosser wants the tups up at Tŷ Canol for the Thursday, not the yard here, Wil's crush is better and
he's doing Wil's tups there the same morning, so trailer them up for 10. Non's clear-out (Mon 11/9) deletes the
jobs entries, that one with them. Question (Weds 13/9, Osian, the son): "where's the vet seeing the tups tomorrow?
I'll hitch the trailer up first thing" -> expected up at Tŷ Canol, Wil's place, for 10. The assistant says the yard
at home.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sun 10/9 entry was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Tŷ Canol, Wil's crush or the office ringing); the vet entry's "in the yard here" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b381_chroma_hill_farm_tups_vet_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sun 10/9 jobs - drenched the ewe lambs ✓, cowshed gutter's done ✓ (finally!!). vet's office rang Sat - "
         "Prosser wants the tups up at Tŷ Canol for Thurs not our yard, Wil's crush is better + he's doing Wil's tups "
         "there the same morning, so trailer them up for 10")
ENTRIES = [
    ("vet", "2051-08-30T19:45 vet booked 🐏 Mr Prosser (Trefelin practice) Thurs 14th Sept 10ish, MOT the tups b4 "
            "they go in - feet, teeth, tackle. 7 tups, in the yard here, have them penned by half 9"),
    ("mart", "4/9 - Trefelin mart Tues 19th, draft ewes, 60ish, Wil's lorry. Aled to ring the office for a pen"),
    ("jobs", "Weds 6/9 jobs - dipping ✓, wall on Cae Top patched ✓, quad back from Glyn's ✓ (£186 🙄), still to do "
             "the cowshed gutter"),
    ("coop", "Thu 7/9 co-op - tup nuts x 10 bags + raddle crayons (red first then blue), on the account"),
    ("jobs", MOVED),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("cefn-llwyd-diary-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(ENTRIES, 1):
    with turn_span(f"entry-{i}"):
        diary.add(ids=[f"entry-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Non"}])

question = "where's the vet seeing the tups tomorrow? I'll hitch the trailer up first thing"
with turn_span("clear-out Mon 11/9"):
    before = diary.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        diary.delete(where={"kind": "jobs"})

with turn_span("question Weds 13/9"):
    stored = diary.get()["documents"]
    hits = diary.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 13 September 2051. You are talking to Osian, the son at Cefn Llwyd."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("tŷ canol", "crush", "office rang")), stored
    assert any("in the yard here, have them penned by half 9" in c for c in context), context
    reply = answer(f"(Osian) {question}", context,
                   mock="In the yard at home - Mr Prosser's coming about 10, so have the 7 tups penned by half 9. "
                        "No need for the trailer.")
finish(question, expected="up at Tŷ Canol, Wil's place (his crush is better) - trailer them up for 10", actual=reply)
