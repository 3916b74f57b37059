"""Batch 137 (held out). A village cricket club's teas and fixtures: chromadb collection, one root span per note,
one for the fixtures secretary's clear-out and one for the question.

App: Little Haddon CC keeps its notes (the tea rota, fixtures, match reports, bits and bobs) in one chroma
collection, each entry with a ``kind``. Match reports go up on the club website once a game's played, so the
fixtures secretary clears them out of the helper every week by deleting ``kind=report`` - "they're on the website".

Planted fault (DeletionError): the fixture card line for Sun 17th May v Ashwell has home, 1.30 start, teas Kath +
Mo, scorer Phil, umpire Dennis. Dennis's report of Sat 9th v Sandon (won by 3 wkts, Raj 4-22) also says, in passing,
that Phil's knee op has come through for Thurs 14th, so he's out till August, and Jan (Sam's mum), who did the book
for the juniors last year, will do the scoring till he's back. The Weds 13/5 clear-out deletes every report, that
one with them. Question (Fri 15/5, Kath, who's also the fixtures contact): "who's scoring sun v ashwell? their
captain wants a name for the book" -> expected Jan (Sam's mum) - Phil's had his knee done. The assistant says Phil.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the report that hands the scoring to Jan
was in the collection and found before the clear-out, and the delete removed it while it still held for the 17th.
Asserted: the report is found before the delete and is gone from the collection and the context after it; the
fixture card line (scorer Phil) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b137_chroma_cricket_scorer_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REPORT = ("REPORT sat 9th v Sandon (a) - won by 3 wkts!! Raj 4-22, Tommo 41no. teas there were grim, soggy quiche. "
          "NB Phil's knee op's come thru for thurs 14th so he's out till august - Jan (Sam's mum) says she'll do the "
          "book till he's back, she did the juniors last yr so knows the ropes. - Dennis")
NOTES = [
    ("fixture", "FIXTURES may: sat 9th Sandon (a) 1.30; sun 17th Ashwell (h) 1.30, teas Kath + Mo, scorer Phil, ump "
                "Dennis; sat 23rd Wendens Ambo (h) 1.30, teas Sue + Bridget; sat 30th Furneux (a)"),
    ("rota", "tea rota - urn needs descaling, milk from the farm shop, £3 a head from the oppo, we keep the tin"),
    ("report", REPORT),
    ("misc", "roller's back from the menders, £85. Raj wants nets tues + thurs 6-8"),
    ("report", "REPORT sun 3rd v Braughing (h) - lost by 20, rain stopped play 4ish, teas Sue, scones went down well"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-haddon-cc", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {kind}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

words = "who is scoring sunday 17th v Ashwell scorer book"
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert REPORT in before, before

with turn_span("clear-out Weds 13/5"):
    with fault():
        notes.delete(where={"kind": "report"})

question = "who's scoring sun v ashwell? their captain wants a name for the book"
with turn_span("question Fri 15/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[words], n_results=3)["documents"][0]
    context = ["Today is Fri 15 May 2037. You are talking to Kath, on the teas at Little Haddon CC and the fixtures "
               "contact."] + hits
    assert REPORT not in stored and not any("Jan" in c or "knee" in c for c in stored + context), stored
    assert any("scorer Phil" in c for c in context), context
    reply = answer(question, context, mock="Phil's scoring on Sunday v Ashwell - Dennis is umpiring.")
finish(question, expected="Jan (Sam's mum) - Phil's had his knee op, he's out till August", actual=reply)
