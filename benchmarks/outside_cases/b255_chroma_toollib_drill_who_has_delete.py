"""Batch 255 (held out). A neighbourhood tool library's loans: chromadb collection of the volunteers' desk notes,
one root span per note, one for Deb's clear-out and one for the question; the clear-out deletes, by a metadata
filter, the returns notes she has ticked off in the paper book, and one of them also carried a new loan.

App: Calder Tool Share lends tools out of the back room of the Sowerby Bridge community centre - drills, ladders,
a wallpaper steamer, hedge trimmers - for a donation, Saturday mornings and Wednesday evenings. The desk volunteers
(Deb, Ray, Sunita) file what happens at the desk into one chroma collection with metadata ``kind`` (loan, returned,
repair, rota); once the returns are ticked off in the paper loans book Deb deletes the returned notes
(``where={"kind": "returned"}``). The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Deb's loan note of 2051-03-01T10:40 has the SDS drill (the big Makita) out to Gareth
on Elm Rd till Sat 8th for his patio. Her returns note of Sat 8/3 starts with Gareth bringing the drill back (a
chisel bit chipped, binned) and says it went straight back out to Bev at no.14, who's taking the tiles off her
bathroom, back Sat 15th - and the hedge trimmer's back from Mr Okafor. Deb's clear-out (Tue 11/3) deletes the
returned notes, that one with them. Question (Weds 12/3, Sunita on the desk): "who's got the SDS drill? a chap's
rung wanting it for his patio this wknd" -> expected Bev at no.14 (back Sat 15th). The assistant says Gareth on Elm
Rd, due back Sat 8th, so it should be on the shelf.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Deb's Sat 8/3 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Bev, no.14 or the bathroom); the loan note's "out to Gareth" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b255_chroma_toollib_drill_who_has_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BEV = ("Sat 8/3 (Deb) - Gareth brought the SDS drill back, 1 of the chisel bits chipped 🙄 binned it. it went "
       "straight back out to Bev at no.14, she's taking the tiles off in her bathroom, back sat 15th. hedge trimmer "
       "back from Mr Okafor, all fine")
NOTES = [
    ("loan", "Deb", "2051-03-01T10:40 sat loans - SDS drill (the big Makita) out to Gareth on Elm Rd till sat 8th, "
                    "£5 in the tin, he's doing his patio. 2 ladders to the scouts for the hut roof"),
    ("loan", "Ray", "1/3 also the wallpaper steamer to Mrs Begum, back weds, showed her how to fill it"),
    ("returned", "Sunita", "Weds 5/3 - steamer back from Mrs Begum, all fine, I descaled it. ladders still w/ the "
                           "scouts"),
    ("returned", "Deb", BEV),
    ("repair", "Ray", "lawnmower - pull cord's snapped again, I'm taking it to the repair café sun 9th"),
    ("rota", "Deb", "desk rota march: sat am me + Ray, weds eve Sunita 6-8. keys in the key safe, code's the usual"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-tool-share-desk", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "who's got the SDS drill? a chap's rung wanting it for his patio this wknd"
with turn_span("clear-out Tue 11/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert BEV in before, before
    with fault():
        notes.delete(where={"kind": "returned"})

with turn_span("question Weds 12/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 12 March 2051. You are talking to Sunita, on the desk at Calder Tool Share."] + hits
    assert BEV not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("bev", "no.14", "bathroom")), stored
    assert any("SDS drill (the big Makita) out to Gareth" in c for c in context), context
    reply = answer(question, context, mock="Gareth on Elm Rd has it - it was due back Sat 8th, so it should be on the "
                                           "shelf for the weekend.")
finish(question, expected="Bev at no.14 - it went straight back out to her, back Sat 15th", actual=reply)
