"""Batch 114 (held out). An astronomy society's notes: chromadb collection, the helper's query scoped to event
notes, script style (each call its own trace).

App: Hallam Vale Astronomical Society keeps everything in one chroma collection, each note tagged with a ``kind``
("event", "email", "loan", "talk"). When a member asks about an observing night the helper queries with
``where={"kind": "event"}``.

Planted fault (RetrievalError, filtered by scope): the spring programme (kind "event") has Fri 17/4 at the Hartley
Moor top car park. Ian the ranger's email of 2/4 (kind "email") says the top car park's shut for resurfacing w/c 13
Apr, gates locked from 6pm, and Pete Dawson has said we can use his top field at Brock Farm instead. The query
scoped to events leaves the email out. Question (Thu 16/4, a new member): "where are we observing on fri? first time
coming" -> expected Brock Farm, Pete Dawson's top field. The assistant says the Hartley Moor top car park.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the note that decides the answer
is in the collection and an unscoped query finds it, but the query the app made could not return it. Asserted: the
unscoped query returns the email; the scoped one leaves it out; the programme line naming Hartley Moor is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b114_chroma_astro_observing_site_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("fwd from Ian (ranger) 2/4: Hartley Moor top car park shut for resurfacing w/c 13 Apr, gates locked from "
         "6pm all that wk. rang Pete Dawson - we can have his top field at Brock Farm instead for the fri, park by "
         "the big barn, he'll leave the gate on the latch. Keith")
DOCS = [
    ("event", "OBSERVING NIGHTS spring 37: fri 13/3, fri 17/4, fri 15/5 - all Hartley Moor top car park, from "
              "8.30 or whenever it's dark-ish. red torches only, NO white lights pls!!"),
    ("email", MOVED),
    ("loan", "8in dob out to the Mistrys till 22/4. 90mm refractor back from Tom, case is missing the 25mm eyepiece"),
    ("event", "17/4 target list - M81/82, Leo triplet, Jupiter low in the W early on. Lyrids not peaking til the "
              "22nd tbh so don't promise anyone meteors"),
    ("talk", "talk Weds 8 Apr Dr Hannah Okoye - exoplanets. village hall, doors 7, start 7.30ish"),
    ("email", "Pete Dawson re insurance - fine w him as long as we're off the field by 1am + shut the gate"),
    ("event", "13/3 session clouded out by 10, 6 turned up, saw the moon + not much else lol"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hvas-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"hv{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

words = "observing night friday 17 april where site car park field"
wide = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert MOVED in wide, wide

with fault():
    found = notes.query(query_texts=[words], n_results=7, where={"kind": "event"})
hits = found["documents"][0]
question = "where are we observing on fri? first time coming"
context = ["Today is Thu 16 April 2037. You are talking to a new member of the society."] + hits
assert MOVED not in context and not any("Brock Farm" in c for c in context), context
assert any("Hartley Moor top car park" in c and "17/4" in c for c in context), context
reply = answer(question, context, mock="Hartley Moor top car park, from about 8.30 once it's dark - bring a red "
                                       "torch, no white lights.")
finish(question, expected="Brock Farm - Pete Dawson's top field, park by the barn (Hartley Moor's shut)",
       actual=reply)
