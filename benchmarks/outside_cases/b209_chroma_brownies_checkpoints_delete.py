"""Batch 209 (held out). A Brownies' sponsored walk: chromadb collection of notes, one root span per note and one
for the clear-out and the question; the clear-out of the sponsor-form notes deletes the one that cut a checkpoint.

App: 2nd Ludlow Brownies do a sponsored walk on Sat 16th May 2048 - about six miles from the church hall and back,
checkpoints with squash and a stamp for each girl's card, sponsor forms in the book bags. Sarah (Brown Owl) files her
notes in one chroma collection (metadata ``topic``: route, forms, kit, leaders); once the forms are all in, the
clear-out deletes the forms notes (``collection.delete(where={"topic": "forms"})``); the helper answers leaders and
parents from the 4 nearest notes.

Planted fault (DeletionError): Sarah's route note (2048-03-30T20:00) has 4 checkpoints - the lych gate at St Giles,
the stile into Bluebell wood, Hill Farm's shop yard and the duck pond at Sutton. Her forms note of Tue 5th says 14
forms are back (£312 so far) and, in passing, that Hill Farm have said no to the yard this year (lambing's late and
they don't want the gate left open), so the girls walk straight through from the wood to the pond - one less
checkpoint. The clear-out (Mon 11/5, forms all in bar two) deletes every forms note, that one with them. Question
(Weds 13/5, Priti, a mum helping on the day): "how many checkpoints are there? need to know how many stamp pads to
bring" -> expected 3 (the lych gate, the Bluebell wood stile, Sutton duck pond). The assistant says 4.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the forms note was in the
collection and the question's 4 nearest before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on Hill Farm saying no, the lambing or one less checkpoint); the route note's "4 checkpoints" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b209_chroma_brownies_checkpoints_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FORMS = ("Tue 5th - 14 forms back 🙌 £312 so far!! ALSO Hill Farm say no to the yard this yr, lambing's late + they "
         "don't want the gate left open, so we walk straight thru from the wood to the pond - one less checkpoint")
NOTES = [
    ("route", "2048-03-30T20:00 SPONSORED WALK sat 16th may 🥾 approx 6 miles, start + finish church hall. 4 "
              "checkpoints - lych gate at St Giles, the stile into Bluebell wood, Hill Farm shop yard, duck pond at "
              "Sutton. a leader at each w/ squash + a stamp for the cards"),
    ("forms", "forms out 8/4 - sponsor forms in the book bags, back by 9th may pls, cash or the JustGiving link"),
    ("forms", FORMS),
    ("kit", "kit - wellies or walking boots, waterproof, packed lunch, NO sweets on the walk (Tawny says!!). hi vis "
            "from the Guides' cupboard"),
    ("forms", "9.5. all forms in except Evie + Maisie, chased"),
    ("leaders", "leaders - Tawny, Snowy, me + 2 mums (Jo + Priti) + Dave w/ the first aid kit in the car, meet 9.15"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("2nd-ludlow-brownies-2048",
                                        embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"topic": topic, "by": "Sarah"}])

question = "how many checkpoints are there? need to know how many stamp pads to bring"
with turn_span("clear-out Mon 11/5"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert FORMS in before, before
    with fault():
        notes.delete(where={"topic": "forms"})

with turn_span("question Weds 13/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Weds 13 May 2048. You are talking to Priti, a mum helping at 2nd Ludlow Brownies' sponsored "
               "walk on Sat 16 May."] + hits
    assert FORMS not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("say no to the yard", "lambing", "one less")), stored
    assert any("4 checkpoints" in c for c in context), context
    reply = answer(question, context, mock="4 - the lych gate at St Giles, the Bluebell wood stile, Hill Farm's shop "
                                           "yard and the duck pond at Sutton, so 4 stamp pads.")
finish(question, expected="3 - the lych gate, the Bluebell wood stile and Sutton duck pond (Hill Farm said no to the "
                          "yard this year)", actual=reply)
