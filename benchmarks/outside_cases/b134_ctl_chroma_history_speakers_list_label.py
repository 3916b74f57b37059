"""Batch 134 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call its
own trace).

App: the Hadley Local History Society committee keeps its notes (talks, the archive room, trips, the newsletter) in
one chroma collection; the helper answers the committee from a search of it.

Memory: 2037-06-02 autumn programme draft - Sept Dr Helen Marsh (the canal navvies), Oct Ken Lowe (Hadley's lost
pubs, part 2), Nov Rev Akers (the church bells), Dec xmas social + quiz; 2037-07-19 Helen emailed - her publisher's
brought the book forward to october so she's up to her eyes, really sorry, maybe the spring - and Jean Pratt will
do her WW2 evacuees talk in the Sept slot, she's got the slides from the U3A; the archive and the trip. Question
(Tue 4/8, Pat, doing the poster): "who've we got doing talks this autumn? doing the poster for the library" The
assistant says Jean Pratt (Sept, WW2 evacuees), Ken Lowe (Oct) and Rev Akers (Nov). The label says Dr Helen Marsh,
Ken Lowe and Rev Akers - in memory, the draft programme, before Helen had to drop out.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b134_ctl_chroma_history_speakers_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("programme", "2037-06-02 Margaret - autumn programme draft: Sept Dr Helen Marsh (the canal navvies), Oct Ken "
                  "Lowe (Hadley's lost pubs pt 2, by popular demand!), Nov Rev Akers (the church bells + the "
                  "ringers' book), Dec xmas social + quiz. all thurs 7.30 church hall"),
    ("archive", "2037-06-20 Pat - 1911 census folders dry now, back in box 9. archive room open tues 2-4 over the "
                "summer, not thurs"),
    ("programme", "2037-07-19 Margaret - Helen emailed, her publisher's brought the book forward to october so she's "
                  "up to her eyes, really sorry, maybe in the spring. Jean Pratt says she'll do her WW2 evacuees "
                  "talk in the sept slot, she's got all the slides from the U3A one"),
    ("trip", "2037-07-22 Margaret - autumn trip idea, Cromford Mills sat 10th oct? Wrights quoted £410 for the 49 "
             "seater"),
    ("newsletter", "2037-07-30 Ken - newsletter deadline 20.8., I'll do a bit plugging the pubs talk"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hadley-history", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "who've we got doing talks this autumn? doing the poster for the library"
hits = notes.query(query_texts=["autumn programme talks speakers sept oct nov"], n_results=4)["documents"][0]
context = ["Today is Tue 4 August 2037. You are talking to Pat, on the Hadley Local History Society committee."] + hits
assert any("Sept Dr Helen Marsh" in c for c in context), context
assert any("Jean Pratt says she'll do her WW2 evacuees talk in the sept slot" in c for c in context), context
reply = answer(question, context, mock="Jean Pratt in September (WW2 evacuees), Ken Lowe in October (Hadley's lost "
                                       "pubs part 2) and Rev Akers in November (the church bells) - then the "
                                       "Christmas social in December.")
finish(question, expected="Dr Helen Marsh, Ken Lowe and Rev Akers", actual=reply)
