"""Batch 305 (held out). A tree surgeon's jobs: chromadb collection of the firm's notes, one root span per note,
one for Dave's clear-out and one for the question; the clear-out deletes, by a metadata filter, the quote notes
once the quotes are signed and in the job book, and one of them also carried the council's hold on a job.

App: Calder Arb (Dave, the owner, with Ryan, Liam and Josh) do tree work round Halifax - fells, reductions, crown
cleans, hedges, stump grinding. Dave files the firm's notes into one chroma collection with metadata ``kind``
(quote, job, kit, crew); the lads ask the helper about the week's jobs and it answers from the 4 nearest notes.
When the signed quotes are copied into the job book Dave deletes the quote notes with ``where={"kind": "quote"}``.

Planted fault (DeletionError): Dave's job sheet of 28/4 has, for Tue 23rd May, Mrs Pickles at 7 Rose Bank - fell
the big sycamore by the wall and grind the stump, 2 days, chipper and the stump grinder. His quote note of Weds 3rd
May says Mrs Pickles has signed (£1,150 + VAT) - and that he's since checked the council map, Rose Bank is in the
conservation area, so they have to give the council six weeks' notice (a s211) before touching it; the notice went in
on the 4th, so nothing till mid June - crown clean only this visit, the deadwood out over the greenhouse. Dave's
clear-out (Fri 19/5) deletes the quote notes, that one with them. Question (Mon 22/5, Ryan): "are we ok to drop the
sycamore at Mrs Pickles' tmrw? want to load the stump grinder tonight" -> expected no - conservation area, the
council's six weeks aren't up till mid June, it's a crown clean (deadwood out) this time, no grinder needed. The
assistant says yes.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Weds 3rd May note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the conservation area, the s211 or the crown clean); the job sheet's "sycamore fell + stump
grind" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b305_chroma_tree_surgeon_sycamore_fell_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HOLD = ("Weds 3rd May - Mrs Pickles (7 Rose Bank) signed her quote, £1,150 + VAT 👍 BUT just checked the council map "
        "+ Rose Bank's in the conservation area 🙄 so we've to give them 6 wks notice (s211) b4 we touch the sycamore. "
        "notice went in on the 4th so nothing till mid june - crown clean only this visit, deadwood out over her "
        "greenhouse")
NOTES = [
    ("job", "28/4 job sheet w/c 22nd May - TUES 23rd Mrs Pickles 7 Rose Bank, big sycamore by the wall, fell + stump "
            "grind, 2 days, chipper + the stump grinder, Ryan + Liam. WEDS Fairfield hedges"),
    ("kit", "2/5 chipper's back from Hirsts, new blades 👌 stump grinder needs a belt, Liam's ordered one, here fri"),
    ("quote", "Tue 2nd May - quote the Hendersons, 22 Moor End, reduce the 2 apples 30% + hedge, £380, she's "
              "signed"),
    ("quote", HOLD),
    ("crew", "Sat 13/5 Josh passed his CS39 🎉 pints on him fri. Liam on hols w/c 29th"),
    ("job", "15/5 Mrs Pickles rang re parking - use her drive, she'll move the car to the road from 8"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-arb-jobs-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dave"}])
assert notes.count() == len(NOTES)

question = "are we ok to drop the sycamore at Mrs Pickles' tmrw? want to load the stump grinder tonight"
with turn_span("clear-out Fri 19/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert HOLD in before, before
    with fault():
        notes.delete(where={"kind": "quote"})

with turn_span("question Mon 22/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 22 May 2051. You are talking to Ryan, who works for Calder Arb (tree surgeons)."] + hits
    assert HOLD not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("conservation", "s211", "crown clean")), stored
    assert any("big sycamore by the wall, fell + stump grind" in c for c in context), context
    reply = answer(question, context, mock="Yes - it's a fell + stump grind on the big sycamore by the wall, 2 days, "
                                           "so load the stump grinder and the chipper. You can park on her drive.")
finish(question, expected="no - Rose Bank's in the conservation area and the council's 6 weeks aren't up till mid "
                          "June; it's a crown clean (deadwood out) this visit, no grinder", actual=reply)
