"""Batch 266 (held out). A junior chess club's tournaments: chromadb collection of the club's notes, one root span per
note, one for the coach's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
results notes he has put on the grading site, and one of them also moved the next tournament.

App: Calder Juniors Chess Club (Friday nights, 7-16 year olds) run a junior rapidplay on Sat 13th May 2051 - six
rounds of 20 minutes each, U9, U12 and U16 sections, trophies and medals. Dave (the coach) and Rehana (the club
secretary) file notes into one chroma collection with metadata ``kind`` (rapidplay, results, club). Once results
are on the grading site Dave deletes the results notes (``delete(where={"kind": "results"})``); the helper answers
parents from the 4 nearest notes.

Planted fault (DeletionError): Rehana's rapidplay note (2051-03-20T20:00) has it at Halifax Central Library, the
first floor hall, 9.30 registration. Dave's results note of Sat 22/4 starts with the jamboree results from
Huddersfield (7/10 for the U12s, Amira 5 out of 5!!) and says, at the end, that the library's having the floor
redone in May, so the rapidplay's at St Mary's church hall on Clare Rd instead, same times, more room anyway. Dave's
clear-out (Mon 1/5) deletes the results notes, that one with them. Question (Thu 11/5, Amira's mum): "where's the
rapidplay on sat? dropping Amira off on my way to work" -> expected St Mary's church hall on Clare Rd. The assistant
says Halifax Central Library, first floor.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Dave's Sat 22/4 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on St Mary's, Clare Rd or the floor); the library note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b266_chroma_chess_rapidplay_venue_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sat 22/4 (Dave) jamboree results from Huddersfield ♟️ U12s 7/10, Amira 5 out of 5!!, Josh 3.5. all on the "
         "grading site by mon. NB the library's having the floor redone in may so the rapidplay on sat 13th is at St "
         "Mary's church hall on Clare Rd instead, same times, more room anyway")
NOTES = [
    ("rapidplay", "Rehana", "2051-03-20T20:00 JUNIOR RAPIDPLAY sat 13th may, Halifax Central Library, 1st floor hall. "
                            "reg 9.30, rd 1 at 10, 6 rds x 20 mins, U9 U12 U16. £8 entry, trophies + medals"),
    ("club", "Rehana", "club subs due 1st april, £20 a term, siblings £10. Fridays 6-7.30 as ever, St Joseph's"),
    ("results", "Dave", "2.4. league match v Brighouse juniors, lost 2.5-3.5 😩 Josh's endgame was a heartbreaker"),
    ("rapidplay", "Dave", "Weds 12th april - need 4 parent arbiters for the rapidplay, no experience needed, I'll "
                          "do a 10 min briefing at 9.15"),
    ("results", "Dave", MOVED),
    ("club", "Rehana", "tshirts in - £6, sizes on the sheet, pay at club"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-juniors-chess-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "where's the rapidplay on sat? dropping Amira off on my way to work"
with turn_span("clear-out Mon 1/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "results"})

with turn_span("question Thu 11/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 11 May 2051. You are talking to Amira's mum; Amira plays at Calder Juniors Chess "
               "Club."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("st mary", "clare rd", "floor redone")), stored
    assert any("Halifax Central Library, 1st floor hall" in c for c in context), context
    reply = answer(question, context, mock="Halifax Central Library, in the first floor hall - registration's from "
                                           "9.30, round 1 at 10.")
finish(question, expected="St Mary's church hall on Clare Rd - the library's having its floor redone", actual=reply)
