"""Batch 230 (held out). A bowls club's charity pairs: chromadb collection of notes, one root span per note, then a
clear-out of the greenkeeper's reports and the question; the clear-out deletes the report that took two rinks out.

App: Walsden Bowling Club hold a charity pairs day for Macmillan on Sat 11th September 2049 - pairs drawn onto the
rinks, two sessions (10-12.30 and 1.30-4), £10 a pair, a buffet in the pavilion, a raffle. Kath (the club secretary)
files notes into one chroma collection with metadata ``kind`` (pairs, draw, buffet, money, green - the greenkeeper's
weekly reports on mowing, watering and the rinks). Now and then Kath clears out the green reports, which go stale
week to week (``collection.delete(where={"kind": "green"})``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kath's first note (2049-07-20T19:00) has all 6 rinks for the pairs. Ron's green
report of Mon 30 Aug says rinks 1 and 2 are roped off - he's re-seeding the bare patch by the ditch, they won't be
fit till October - so it's the 4 rinks (3 to 6) for the pairs, with a shorter session if need be. Kath's clear-out
(Tue 7/9) deletes every green report, that one with them. Question (Thu 9/9, Brian, doing the draw): "how many rinks
have we got for sat? doing the draw tonight" -> expected 4 (rinks 3 to 6; 1 and 2 are roped off). The assistant
says 6.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the report was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
count. Asserted: the report is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on roping off, re-seeding or rinks 3 to 6); the first note's 6 rinks are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b230_chroma_bowls_pairs_rinks_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROPED = ("Mon 30 Aug green (Ron) - cut + watered sat, speed's decent. rinks 1 + 2 roped off, I'm re-seeding the bare "
         "patch by the ditch + they won't be fit till october, so it's 4 rinks for the pairs, 3 to 6. shorter "
         "sessions if u need, ur call Kath")
NOTES = [
    ("pairs", "2049-07-20T19:00 CHARITY PAIRS sat 11th sept for Macmillan 💚 all 6 rinks, 2 sessions 10-12.30 + "
              "1.30-4, £10 a pair, mixed pairs welcome, 2 woods each"),
    ("green", "Mon 16 Aug green (Ron) - verti-drained the top end, bit bumpy for a wk, watering every night"),
    ("money", "14/8 - 19 pairs paid, 3 to chase (the Sutcliffes owe from last yr as well 🙄). raffle prizes in the "
              "cupboard"),
    ("green", ROPED),
    ("buffet", "buffet in the pavilion 12.30-1.30, Jean's doing quiche + trifle, sandwiches off the rota, £5 a head"),
    ("draw", "draw's Thu 9th at the club, 7.30ish, Brian's doing it w/ the names in the old trophy"),
    ("green", "Mon 6 Sep green (Ron) - last cut before sat on fri, wind's forecast so mats down early"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("walsden-bc-charity-pairs-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Kath"}])

question = "how many rinks have we got for sat? doing the draw tonight"
with turn_span("clear-out Tue 7/9"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ROPED in before, before
    with fault():
        notes.delete(where={"kind": "green"})
with turn_span("question Thu 9/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 9 September 2049. You are talking to Brian, who's doing the draw for Walsden Bowling "
               "Club's charity pairs (Sat 11 September)."] + hits
    assert ROPED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("roped", "re-seed", "3 to 6", "4 rinks")), stored
    assert any("all 6 rinks" in c for c in context), context
    reply = answer(question, context, mock="6 rinks - all of them, over two sessions (10-12.30 and 1.30-4).")
finish(question, expected="4 - rinks 3 to 6 (1 and 2 are roped off for re-seeding)", actual=reply)
