"""Batch 198 (held out). A dog training club's fun show: chromadb collection, one root span per note and one for the
clear-out and the question; the clear-out of the entries notes deletes the note that changed the Best Rescue judge.

App: Wrekin Dog Training Club's fun show is Sat 12th Sept 2043 on the club field at Wellington - novelty classes
(Waggiest Tail, Best Rescue, Handsome Dog, Prettiest Bitch, the Scurry), rosettes to 6th, a tombola and a burger van.
Jo (the show secretary) keeps the show's notes in one chroma collection, each tagged with a ``kind`` (schedule,
judges, entries, rosettes); once entries close, the clear-out deletes the "entries" notes
(``collection.delete(where={"kind": "entries"})``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the judges note (2043-07-22T20:10) has Best Rescue judged by Mrs Pritchard, the club's
chair. Jo's note of Mon 7th, tagged "entries" (it's mostly the entries closing - 64 dogs, the Scurry full), says in
passing that Mrs P's done her knee so she can't be on her feet in the ring for Best Rescue - Alan, the Tuesday night
instructor, is judging it instead and she'll sit on the rosettes table. The clear-out (Weds 9/9) deletes both
entries notes. Question (Thu 10/9, Kerry, a ring steward): "who's judging best rescue sat? need to know who to give
the marks sheet to" -> expected Alan, the Tuesday night instructor (Mrs Pritchard's done her knee). The assistant
says Mrs Pritchard, the chair.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Mon 7th note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
who judges. Asserted: the note is in the top 4 before the delete and gone from the collection and the context after
it (nothing on Alan, the knee or the Tuesday instructor); the judges note's Mrs Pritchard line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b198_chroma_dog_show_best_rescue_judge_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("entries closed!! 64 dogs 🐕 Scurry's full, Waggiest Tail nearly. oh + Mrs P's done her knee so she can't be "
        "on her feet in the ring for best rescue - Alan (tues night instructor) judging it instead, she'll sit on the "
        "rosettes table")
NOTES = [
    ("schedule", "2043-06-30T19:00", "FUN SHOW sat 12th sept, club field Wellington. ring 1 from 10 - waggiest tail, "
                                     "best rescue, handsome dog, prettiest bitch. ring 2 the scurry from 11.30ish. "
                                     "£2 a class"),
    ("judges", "2043-07-22T20:10", "judges - best rescue: Mrs Pritchard (chair), waggiest tail: Tina from the vets, "
                                   "handsome dog + prettiest bitch: Bob Evans (Oswestry DTC). scurry just timed"),
    ("entries", "16th aug", "entries so far 41, online form working now. pls chase the puppy class lot"),
    ("rosettes", "Tue 25th Aug", "rosettes in - 1st to 6th for every class + rescue ones in purple. £86 from the "
                                 "club account"),
    ("entries", "Mon 7th", SWAP),
    ("schedule", "8.9.", "burger van from 11, tombola Sheila, car park marshals Dave + Pete 8.30-5 in shifts"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wrekin-dtc-fun-show-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "date": day, "by": "Jo"}])

question = "who's judging best rescue sat? need to know who to give the marks sheet to"
with turn_span("clear-out Weds 9/9"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"kind": "entries"})

with turn_span("question Thu 10/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Thu 10 Sept 2043. You are talking to Kerry, a ring steward at Wrekin DTC's fun show (Sat 12 "
               "Sept, the club field at Wellington)."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("alan", "knee", "tues night")), stored
    assert any("best rescue: Mrs Pritchard (chair)" in c for c in context), context
    reply = answer(question, context, mock="Mrs Pritchard, the club chair - give the Best Rescue marks sheet to her.")
finish(question, expected="Alan, the Tuesday night instructor - Mrs Pritchard's done her knee", actual=reply)
