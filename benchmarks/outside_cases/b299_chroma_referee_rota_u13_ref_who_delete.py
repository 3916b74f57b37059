"""Batch 299 (held out). A youth football referee rota: chromadb collection of the referee secretary's notes, one
root span per note, one for her clear-out and one for the question; the clear-out deletes, by a metadata filter, the
availability notes she has copied onto the rota spreadsheet, and one of them also carried a swap.

App: Calder Junior Football League's referee secretary, Denise, keeps the youth referees' rota for the Sunday
morning games (U9s to U16s) - who's reffing what, where, the kick-offs, the match fees. She files notes into one
chroma collection (metadata ``kind``: rota, availability, fees, pitches, admin); once the referees' availability
for the month is on the spreadsheet she deletes the availability notes with ``where={"kind": "availability"}``. The
helper answers club secretaries from the 4 nearest notes.

Planted fault (DeletionError): the rota note (2051-02-26T20:10) has Sun 16/3: U13s Brighouse Blues v Elland Utd,
Hipperholme pitch 1, 10.30 KO, ref Jamie P; U11s Sowerby v Rastrick, ref Ellie W. Denise's availability note of
Weds 12/3 starts with who can't do the 23rd and says, in the middle, that Jamie can't ref the Brighouse U13s this
Sunday (the 16th) after all (mocks on the Monday, his mum says no) so he's swapped with Hassan - Hassan has the U13s
on Sunday and Jamie takes Hassan's U11s on the 23rd. Her clear-out (Thu 13/3) deletes the availability notes, that
one with them. Question (Fri 14/3, the Brighouse Blues U13s secretary): "who's reffing our U13s sunday? need to send
them the team sheet + the postcode" -> expected Hassan (he swapped with Jamie). The assistant says Jamie P.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Denise's Weds 12/3 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the swap or the mocks); the rota note's "ref Jamie P" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b299_chroma_referee_rota_u13_ref_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

SWAP = ("Weds 12/3 avail for the 23rd - Callum's away (Centre Parcs), Ellie's fine for 2 games. Jamie can't ref the "
        "Brighouse U13s this sunday (16th) after all, mocks on the mon + his mum says no 🙄 so he's swapped w/ "
        "Hassan - Hassan's got our U13s sunday, Jamie takes Hassan's U11s on the 23rd. both happy")
NOTES = [
    ("rota", "2051-02-26T20:10 ROTA sun 16/3 ⚽ U13s Brighouse Blues v Elland Utd, Hipperholme pitch 1, 10.30 KO - "
             "ref Jamie P. U11s Sowerby v Rastrick, Sowerby rec, 9.30 - ref Ellie W. U15s Halifax Town Jnrs v "
             "Stainland - ref Mr Barker"),
    ("fees", "fees this season - U9-U11 £20, U12-U14 £25, U15/16 £30, cash from the home club on the day pls, no "
             "IOUs!!"),
    ("pitches", "3/3 Hipperholme - postcode HX3 8HX, changing rooms in the cricket pav, park on Denholme Gate Rd "
                "not the school"),
    ("availability", "Sun 2nd avail - Ellie only mornings now (works sun pm), Mr Barker can do 2 back to back if "
                     "needed"),
    ("availability", SWAP),
    ("admin", "10/3 refs' meeting tues 18th at the Stafford Arms 7.30, new handbook + the respect stuff, pls come "
              "if u can"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cjfl-referees-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Denise"}])
assert notes.count() == len(NOTES)

question = "who's reffing our U13s sunday? need to send them the team sheet + the postcode"
with turn_span("clear-out Thu 13/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"kind": "availability"})

with turn_span("question Fri 14/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 14 March 2051. You are talking to the U13s secretary of Brighouse Blues (at home to "
               "Elland Utd at Hipperholme, Sun 16 March)."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("swapped", "mocks", "hassan's got")), stored
    assert any("ref Jamie P" in c for c in context), context
    reply = answer(question, context, mock="Jamie P is reffing your U13s on Sunday - 10.30 KO at Hipperholme pitch "
                                           "1 (postcode HX3 8HX). £25 fee, cash on the day.")
finish(question, expected="Hassan - Jamie swapped with him (Jamie's got mocks on the Monday)", actual=reply)
