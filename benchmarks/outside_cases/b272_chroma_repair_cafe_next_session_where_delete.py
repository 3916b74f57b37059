"""Batch 272 (held out). A repair café's sessions and fixes: chromadb collection of the organisers' notes, one root
span per note, one for the clear-out and one for the question; the clear-out deletes, by a metadata filter, the
fixes-log notes already typed into the spreadsheet, and one of them also carried the next session's new venue.

App: Mytholmroyd Repair Café meet on the second Saturday of the month, 10 till 1, in the Methodist hall - fixers for
electricals, bikes, sewing and laptops, tea and cake by donation, everything logged for the Restart Project
numbers. Lynn (who runs it) and Dev (lead fixer) file notes into one chroma collection with metadata ``kind``
(session, fixers, fixes, cake); once a session's fixes are in the spreadsheet Lynn deletes the fixes notes with
``delete(where={"kind": "fixes"})``. The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Lynn's session note of 2051-01-09T19:40 has the year's sessions - second Saturday,
10-1, Methodist hall on New Road. Dev's fixes note of Sun 9 Apr logs the April session (23 items in, 15 fixed, 4
parts ordered, the Dyson's a goner) and says, in passing, that the Methodists are having the roof done in May and
June, so the May session (13th) is at the scout hut on Burnley Rd, the scouts' leader Kev will open up at 9.30.
Lynn's clear-out (Tue 2/5) deletes the fixes notes, that one with them. Question (Thu 11/5, Margaret): "where's the
repair café on saturday? bringing my mum's old Singer, it's heavy so want to park close" -> expected the scout hut
on Burnley Road (the Methodist hall's roof is being done). The assistant says the Methodist hall on New Road.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Dev's Sun 9 Apr note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the scout hut, Burnley Rd or the roof); the session note's Methodist hall is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b272_chroma_repair_cafe_next_session_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VENUE = ("Sun 9 Apr (Dev) april session: 23 items in, 15 fixed 🔧 4 need parts (ordered), 4 beyond us - the Dyson's "
         "a goner sorry Jean. NB the Methodists r having the roof done may + june so the may one (13th) is at the "
         "scout hut on Burnley Rd, Kev the scout leader'll open up 9.30")
NOTES = [
    ("session", "Lynn", "2051-01-09T19:40 REPAIR CAFE dates 2051 - 2nd sat of the month, 10-1, Methodist hall on New "
                        "Rd. bring it in, sit with the fixer, learn how. donations not charges!!"),
    ("fixers", "Lynn", "fixers - Dev electricals, Pete bikes, Maureen + Sue sewing, Aisha laptops + phones (not "
                       "apple batteries, she says no). PAT tester's in Dev's van"),
    ("fixes", "Dev", "12/3 march: 19 in, 12 fixed, 2 toasters, a lamp, 3 bikes, Mrs Hussain's hoover, trousers "
                     "taken up x2"),
    ("fixes", "Dev", VENUE),
    ("cake", "Lynn", "Weds 26th Apr - cake rota: Sue may, Aisha june. the tea urn's tripping the fuse again, Dev "
                     "pls look"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mytholmroyd-repair-cafe",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where's the repair café on saturday? bringing my mum's old Singer, it's heavy so want to park close"
with turn_span("clear-out Tue 2/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert VENUE in before, before
    with fault():
        notes.delete(where={"kind": "fixes"})

with turn_span("question Thu 11/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 11 May 2051. You are talking to Margaret, who's coming to Mytholmroyd Repair Café "
               "(Sat 13 May)."] + hits
    assert VENUE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("scout", "burnley", "roof")), stored
    assert any("Methodist hall on New Rd" in c for c in context), context
    reply = answer(question, context, mock="At the Methodist hall on New Road, 10 till 1 - there's parking right "
                                           "outside for the Singer.")
finish(question, expected="the scout hut on Burnley Road - the Methodist hall's having its roof done", actual=reply)
