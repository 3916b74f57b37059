"""Batch 308 (held out). A village fête committee: chromadb collection of the committee's notes, one root span per
note, one for Geoff's clear-out and one for the question; the clear-out deletes, by a metadata filter, the tombola
prize notes he has copied into the prize spreadsheet, and one of them also moved the tombola.

App: Sowood village fête is on Sat 15th July 2051 on the green - stalls, a tombola, a cake stall, bric-a-brac and
plants, a dog show on the top field, teas in the church hall, the brass band, the vicar opening it. Margaret (the
chair), Geoff (the secretary) and Sue (who runs the tombola) file notes into one chroma collection with metadata
``kind`` (plan, layout, prizes, teas, dogs). Once the prizes are on his spreadsheet Geoff deletes the prize notes
with ``collection.delete(where={"kind": "prizes"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Geoff's layout note (2051-05-10T19:15) puts the cake stall and the tombola together by
the pavilion, bric-a-brac along the churchyard wall, plants by the war memorial, the dog show ring on the top field.
Sue's prize note of Sun 2nd July starts with the prizes so far (about 60 bottles, the butcher's hamper, smellies)
and says, after them, that the tombola is NOT by the cake stall this year - the wasps were awful round the cakes last
year and the bottles got warm in the sun - so Margaret's said it can go inside the big marquee by the church gate.
Geoff's clear-out (Mon 10/7) deletes the prize notes, that one with them. Question (Thu 13/7, Trevor, dropping the
prize bottles off): "where's the tombola going? dropping the bottles round fri night, don't want to lug them twice"
-> expected inside the big marquee by the church gate. The assistant says by the pavilion, next to the cake stall.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Sue's Sun 2nd July note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the marquee, the church gate or the wasps); the layout note's "cake stall + tombola
together by the pavilion" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b308_chroma_fete_tombola_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sun 2nd July (Sue) - tombola prizes so far ~60 bottles 🍾 + the butcher's hamper + loads of smellies. and "
         "we're NOT by the cake stall this yr, the wasps were awful round the cakes last yr + the bottles got warm in "
         "the sun, so Margaret's said tombola can go inside the big marquee by the church gate 👍")
NOTES = [
    ("note-1", "plan", "Margaret", "2051-04-18T20:00 FETE 🎪 sat 15th july on the green, 12-4, vicar opening it, "
                                   "brass band from 1. stalls set up from 9, cars off the green by 11.30"),
    ("note-2", "layout", "Geoff", "2051-05-10T19:15 layout - cake stall + tombola together by the pavilion as usual, "
                                  "bric-a-brac along the churchyard wall, plants by the war memorial, dog show ring "
                                  "on the top field, teas in the church hall"),
    ("note-3", "prizes", "Sue", "14/6 tombola prizes coming in, 35 bottles so far, keep them coming!! drop them at "
                                "mine (4 Church Lane) or the post office"),
    ("note-4", "teas", "Margaret", "teas in the church hall, WI doing scones, 3 urns from the scouts"),
    ("note-5", "dogs", "Geoff", "Weds 21st June - dog show classes: waggiest tail, best rescue, dog most like owner "
                                "😂 £1 a class, rosettes from the pet shop"),
    ("note-6", "prizes", "Sue", MOVED),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowood-fete-2051", embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(f"{nid} {who}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where's the tombola going? dropping the bottles round fri night, don't want to lug them twice"
with turn_span("clear-out Mon 10/7"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "prizes"})

with turn_span("question Thu 13/7"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 13 July 2051. You are talking to Trevor, who's dropping the tombola prizes off for "
               "Sowood village fête (Sat 15 July)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("marquee", "church gate", "wasps")), stored
    assert any("cake stall + tombola together by the pavilion" in c for c in context), context
    reply = answer(question, context, mock="By the pavilion, next to the cake stall as usual - so you can drop the "
                                           "bottles straight there.")
finish(question, expected="inside the big marquee by the church gate - not by the cake stall this year (wasps, warm "
                          "bottles)", actual=reply)
