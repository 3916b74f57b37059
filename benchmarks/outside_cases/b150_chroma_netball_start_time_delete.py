"""Batch 150 (held out). A U12 netball team's coach's notes: chromadb collection, script style (each call its own
trace); the coach's clear-out of the played rounds deletes a note that is still needed.

App: Kerry coaches Sowerby Swifts U12s in the Calder Junior Netball League (Saturday mornings on the outdoor courts
at Spring Hall, Halifax; autumn 2037). She keeps her notes in one chroma collection, each with a ``kind`` ("season",
"fixture", "kit") and, for fixtures, the league ``round``; after round 3 she clears out the played rounds with
``collection.delete(where={"$and": [{"kind": "fixture"}, {"round": {"$lte": 3}}]})`` so the helper only sees
what's coming up. The helper answers the parents from ``collection.query``.

Planted fault (DeletionError): the season note has U12 games at 10am centre pass, there for 9.30 to warm up. Kerry's
round 3 note (Sat 10/10) has the result against Elland Eagles (won 8-6, Isla player of the match) and that the
league rep said from next week the U12s are on first - 9.15 centre pass, there for 8.45 - because the U14s need all
the courts from 11 for their cup. The clear-out deletes rounds 1-3, that note with them. Question (Thu 15/10,
Nadia's dad, doing the lift): "what time do the U12s start on sat now? taking 3 of them in the car" -> expected 9.15
centre pass, there for 8.45 (the U14s have the courts from 11). The assistant says 10am, there for 9.30.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): Kerry's round 3 note was in the collection
and found before the clear-out, and the delete removed it while it still decided the start time. Asserted: the note
is found before the delete and is gone from the collection and the context after it; the season note (10am centre
pass) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b150_chroma_netball_start_time_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ROUND3 = ("Sat 10/10 Kerry - WON 8-6 v Elland Eagles!! Isla player of the match, her defending was class. league "
          "rep says from next wk U12s are on 1st, 9.15 centre pass so get there for 8.45 - the U14s need all the "
          "courts from 11 for their cup")
NOTES = [
    ({"kind": "season"}, "SEASON - U12s sat mornings at Spring Hall, outdoor courts 3+4. 10am centre pass, there for "
                         "9.30 to warm up. 7-a-side, 4 x 8 min qtrs. subs £3 a wk to Kerry"),
    ({"kind": "fixture", "round": 1}, "26/9 Kerry - lost 3-11 to Ryburn Rockets, 1st game for 5 of ours so not bad. "
                                      "need to work on getting free in the circle"),
    ({"kind": "kit"}, "22.9. Kerry - new bibs + dresses from the Co-op grant, navy w yellow. bibs live in my boot"),
    ({"kind": "fixture", "round": 2}, "3.10. Kerry - drew 5-5 v Brighouse Belles. Mia umpired for us, brill. Poppy "
                                      "rolled her ankle, ice + rest"),
    ({"kind": "fixture", "round": 3}, ROUND3),
    ({"kind": "fixture", "round": 4}, "round 4 sat 17th v Halifax Hornets, court 4. umpires Mia (ours) + their "
                                      "own. Hornets top of the league so no pressure lol"),
    ({"kind": "kit"}, "Tue 13/10 Kerry - hats + gloves allowed in warm up, NOT on court. bring a water bottle w "
                      "your name on"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-swifts-u12",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "what time do the U12s start on sat now? taking 3 of them in the car"
before = notes.query(query_texts=[question], n_results=6)["documents"][0]
assert ROUND3 in before, before

with fault():
    notes.delete(where={"$and": [{"kind": "fixture"}, {"round": {"$lte": 3}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 15 October 2037. You are talking to Nadia's dad, who is driving three of Sowerby Swifts "
           "U12s to Saturday's match."] + hits
assert ROUND3 not in stored and not any("9.15" in c or "8.45" in c or "U14s" in c for c in stored + context), stored
assert any("10am centre pass" in c and "9.30" in c for c in context), context
reply = answer(question, context, mock="10am centre pass at Spring Hall - get them there for 9.30 to warm up.")
finish(question, expected="9.15 centre pass, there for 8.45 - the U14s need the courts from 11", actual=reply)
