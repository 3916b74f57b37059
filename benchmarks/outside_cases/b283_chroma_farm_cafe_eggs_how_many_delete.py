"""Batch 283 (held out). A small farm's eggs and market stall: chromadb collection of the farm's notes, one root span
per note, one for the clear-out and one for the question; the clear-out deletes, by a metadata filter, last
market's prep notes, and one of them also carried a standing order's new size.

App: Hollin Hall Farm (Jess and her nephew Tom) keep about 80 hens and sell eggs at Todmorden farmers' market and
on standing orders to a couple of cafes and the village shop. Jess files notes into one chroma collection with
metadata ``kind`` (orders, flock, market-prep, feed); after each market she deletes that market's prep notes with
``collection.delete(where={"kind": "market-prep"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Jess's orders note (2050-01-08T07:30) has the standing orders - the Bridge Cafe 10
dozen a week, Weds drop, the Co-op in the village 6 dozen, the Riverside deli 4. Her market-prep note of Fri 4/3
lists what's going to Saturday's market (25 dozen, the sausages, the float) and says, in the middle, that Sue
from the Bridge Cafe came by for a chat - they're doing brunch all week now, so it's 15 dozen a week from them
from now on, same Weds drop, invoice monthly as before. Jess's clear-out (Mon 7/3) deletes the market-prep
notes, that one with them. Question (Tue 8/3, Tom, packing the trays): "how many dozen for the Bridge Cafe this
wk? packing trays tonight for the weds drop" -> expected 15 dozen (their new brunch menu). The assistant says 10.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Fri 4/3 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 15 dozen or brunch); the orders note's "Bridge Cafe 10 doz a wk" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b283_chroma_farm_cafe_eggs_how_many_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

UPPED = ("Fri 4/3 market prep - 25 doz eggs boxed 🥚 sausages + bacon out of the freezer tonight, float's in the tin. "
         "Sue from the Bridge Cafe popped up for a brew, they're doing brunch all wk now so it's 15 doz a wk off us "
         "from now on, same weds drop, invoice monthly like before")
NOTES = [
    ("orders", "2050-01-08T07:30 standing orders - Bridge Cafe 10 doz a wk (weds drop, back door), Co-op in the "
               "village 6 doz fri, Riverside deli 4 doz fri. all invoiced monthly"),
    ("flock", "19/2 hens picking up nicely w/ the longer days, 62 eggs today!! the 2 new Marans are laying"),
    ("feed", "feed - layers pellets £14.80 a bag now, 3 bags a fortnight, Lavertys deliver thurs"),
    ("market-prep", "w/c 14/2 - market prep: gazebo leg needs a new bolt, 20 doz eggs, Tom's doing the chalkboard"),
    ("flock", "Tues 1 March - fox had a go at the run again 😡 nobody taken, Tom's putting the electric fence back up"),
    ("market-prep", UPPED),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollin-hall-farm-notes-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Jess"}])
assert notes.count() == len(NOTES)

question = "how many dozen for the Bridge Cafe this wk? packing trays tonight for the weds drop"
with turn_span("clear-out Mon 7/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert UPPED in before, before
    with fault():
        notes.delete(where={"kind": "market-prep"})

with turn_span("question Tue 8/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 8 March 2050. You are talking to Tom, who helps Jess at Hollin Hall Farm."] + hits
    assert UPPED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("15 doz", "brunch")), stored
    assert any("Bridge Cafe 10 doz a wk" in c for c in context), context
    reply = answer(question, context, mock="10 dozen for the Bridge Cafe - it's their Weds drop, round the back door.")
finish(question, expected="15 dozen - the Bridge Cafe upped it for their new all-week brunch", actual=reply)
