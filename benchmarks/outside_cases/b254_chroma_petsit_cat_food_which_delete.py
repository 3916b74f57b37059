"""Batch 254 (held out). A family's pet-sitting handover notes: chromadb collection, one root span per note, one
for the clear-out and one for the question; before the summer trip the clear-out deletes, by a metadata filter,
the Easter trip's notes, and one of them also carried a lasting change to the cat's food.

App: the Hendersons (two cats, Biscuit and Mouse) leave handover notes for whoever minds the house when they're
away - Chloe from over the road does mornings, Mrs Patel next door evenings. Claire (the mum) files the notes into
one chroma collection with metadata ``trip`` (always, easter, summer); before each trip she deletes the last trip's
notes with a ``where`` filter on ``trip``; the sitters' helper answers from the 4 nearest notes.

Planted fault (DeletionError): the "always" cats note (2051-01-15T21:00) has one Felix chicken pouch each morning
and night from the utility plus a handful of dry in the evening. Claire's note of 3/4/51, filed under the Easter
trip, says Biscuit's bloods came back and his kidneys aren't great, so the vet says from now on he's only on the
renal food - the purple Hill's bag and the kidney pouches in the cupboard above the kettle, no Felix, no treats,
nothing off plates - and, in passing, the back gate sticks. Claire's clear-out (Sat 5/8) deletes the Easter notes,
that one with them. Question (Sun 13/8, Mrs Patel): "which food does Biscuit have? there's 2 lots in the cupboard
+ he's shouting at me 😂" -> expected only the renal food (the purple Hill's bag and the kidney pouches, no Felix).
The assistant says a Felix chicken pouch and a handful of dry.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the 3/4/51 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the renal food, Hill's or his kidneys); the cats note's Felix line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b254_chroma_petsit_cat_food_which_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RENAL = ("3/4/51 Biscuit's bloods came back, kidneys not great 😢 so vet says from now on he's ONLY on the renal food - "
         "the purple Hill's bag + the kidney pouches in the cupboard above the kettle. NO Felix, no treats, nothing "
         "off plates however much he begs. Mouse carries on as normal. oh + the back gate sticks, lift it as u push")
NOTES = [
    ("always", "2051-01-15T21:00 HOUSE STUFF 🏠 key's in the blue pot by the back door, alarm 4512 then the tick. bins "
               "out weds night (green one alternate wks, calendar on the fridge). wifi pw on the fridge too"),
    ("always", "cats 🐱 Biscuit (ginger, fat, loud) + Mouse (tabby, shy, hides under our bed, that's normal). 1 pouch "
               "each am + pm, the Felix chicken ones in the utility, + a handful of dry in the evening. Biscuit WILL "
               "tell you he's not been fed. he has"),
    ("easter", "Easter - away fri 7th - mon 10th april, back about 6ish. Mouse's flea drops are due the sunday, on the "
               "shelf by the back door. pls leave the landing light on"),
    ("easter", RENAL),
    ("easter", "Mon 10th back!! thanks Chloe, all fine, Biscuit says u were a soft touch 😂 £60 on the side"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("henderson-handover", embedding_function=offline.chroma_embedding_function())
for i, (trip, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"trip": trip, "by": "Claire"}])

question = "which food does Biscuit have? there's 2 lots in the cupboard + he's shouting at me 😂"
with turn_span("clear-out Sat 5/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert RENAL in before, before
    with fault():
        notes.delete(where={"trip": "easter"})

with turn_span("note-6"):
    notes.add(ids=["note-6"], documents=[
        "Sat 12 Aug - away 12th-19th (Cornwall 🏖️), Chloe's doing mornings + Mrs Patel next door evenings, thank u "
        "both. vets is Calder Vets, number on the fridge, he's insured just ring them"],
        metadatas=[{"trip": "summer", "by": "Claire"}])

with turn_span("question Sun 13/8"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 13 August 2051. You are talking to Mrs Patel, who's doing evenings for the Hendersons' "
               "cats while they're in Cornwall."] + hits
    assert RENAL not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("renal", "hill's", "kidney")), stored
    assert any("the Felix chicken ones in the utility" in c for c in context), context
    reply = answer(question, context, mock="A Felix chicken pouch from the utility, plus a handful of the dry food in "
                                           "the evening - and don't believe him, he's been fed!")
finish(question, expected="only the renal food - the purple Hill's bag and the kidney pouches above the kettle, no "
                          "Felix (the vet's orders since his kidney bloods)", actual=reply)
