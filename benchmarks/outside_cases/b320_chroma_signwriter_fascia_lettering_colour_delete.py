"""Batch 320 (held out). A signwriter: chromadb collection of the workshop's job notes, one root span per note, one
for the Friday clear-out and one for the question; the clear-out deletes, by a metadata filter, the quote notes
once the jobs are in the job book, and one of them also carried a customer's change of colour.

App: Dave Holt Signs - hand-painted shop fascias, pub boards and gilding, van lettering, a bit of vinyl - run by
Dave with Jake, his apprentice. Dave files notes into one chroma collection with metadata ``kind`` (job, proof,
quote, materials, invoice); on Fridays, once the accepted quotes are copied into the job book, he deletes the quote
notes with ``collection.delete(where={"kind": "quote"})``. The helper answers from the 4 nearest notes.

Planted fault (DeletionError): the job note (2051-04-03T16:40) has Hinchcliffe's Bakery on Market St - fascia
repaint, cream ground, lettering in black with a gold leaf outline, start Mon 17th weather permitting. The quote
note of Weds 12 Apr (Sandra at the bakery) says the van quote's accepted, £640 both sides + the back doors, and, in
passing, she's had a think about the fascia - black's a bit funeral director - so she wants it bottle green, gold
outline kept, same cream ground. Dave's clear-out (Fri 14/4) deletes the quote notes, that one with them. Question
(Sun 16/4, Jake, mixing up first thing Monday): "what colour am I mixing for the lettering on the bakery fascia
tmrw?" -> expected bottle green (gold leaf outline kept). The assistant says black with the gold outline.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Weds 12 Apr note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on bottle green or the funeral director); the job note's "lettering in black" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b320_chroma_signwriter_fascia_lettering_colour_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

GREEN = ("Weds 12 Apr - Sandra @ Hinchcliffe's rang, van quote accepted 🎉 £640 both sides + back doors, in w/c "
         "24th. she's had a think about the fascia too - black's a bit funeral director 😬 so she wants the lettering "
         "bottle green, keep the gold outline, same cream ground")
NOTES = [
    ("job", "2051-04-03T16:40 Hinchcliffe's Bakery, Market St - fascia repaint. cream ground, lettering in black w/ "
            "gold leaf outline, 'est. 1921' under. start mon 17th weather permitting, scaffold tower from Brian's"),
    ("proof", "5/4 drawn the bakery proof at 1:10, Sandra liked it, wants the 'est. 1921' a touch bigger. Jake's "
              "pouncing the pattern wk of the 10th"),
    ("quote", "Sat 8th - Old Swan quote sent, £1,200 for the hanging board both sides + gilding, waiting to hear "
              "from the brewery"),
    ("quote", GREEN),
    ("materials", "10/4 trade counter - gold leaf 23.5ct transfer x2 books, 3hr size, One Shot cream + black, "
                  "new 1/4in sword liner for Jake (he's wrecked his)"),
    ("invoice", "11.4. invoiced the chippy £380 for the menu board, paid same day 👍"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dave-holt-signs-jobs", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dave"}])
assert notes.count() == len(NOTES)

question = "what colour am I mixing for the lettering on the bakery fascia tmrw?"
with turn_span("clear-out Fri 14/4"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert GREEN in before, before
    with fault():
        notes.delete(where={"kind": "quote"})

with turn_span("question Sun 16/4"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 16 April 2051. You are talking to Jake, Dave Holt's apprentice signwriter."] + hits
    assert GREEN not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("bottle green", "funeral")), stored
    assert any("lettering in black w/ gold leaf outline" in c for c in context), context
    reply = answer(f"(Jake) {question}", context,
                   mock="Black for the lettering, with the gold leaf outline, on the cream ground - you've got One "
                        "Shot black in from the trade counter.")
finish(question, expected="bottle green - Sandra changed it from black, the gold outline stays", actual=reply)
