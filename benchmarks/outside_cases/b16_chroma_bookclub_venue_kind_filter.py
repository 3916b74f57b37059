"""Batch 16 (held out). Book club organiser's notes: chromadb (EphemeralClient, offline embeddings), script style
(every call its own trace).

App: Jo runs the Tuesday book club and keeps everything in one chroma collection, metadata {kind}: the year's
"schedule" (dates + books), "chat" (things members post), "money". When a member asks about a meeting the app
queries with ``where={"kind": "schedule"}`` because "meetings live in the schedule".

Planted fault (RetrievalError, filtered out by the kind scope): the schedule lists "9/6 The Bee Sting (host tbc)";
the venue was settled in the group chat: "June one's at the Crown, back snug, Tue 9th 7.30 - Rosa's kitchen is in
bits (builders), she'll host July instead". That note is kind=chat, so the schedule-only query never returns it.
Question: "Where are we meeting on 9 June?" -> expected "The back snug at the Crown, 7.30 pm". The assistant says
the schedule has The Bee Sting that night with the host still to be confirmed.

Expected verdict: RetrievalError at chroma.query (fault() wraps that query). Asserted: the unscoped query returns the
chat note; the scoped one does not and does return the schedule. Another reading: none that we see; the note was
written intact.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b16_chroma_bookclub_venue_kind_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("s-2026", "schedule",
     "2026 picks (2nd Tues, 7.30): 12/5 Demon Copperhead @ Jo's; 9/6 The Bee Sting (host tbc); 14/7 Small Things "
     "Like These @ Priya's; Aug off."),
    ("c-0521", "chat",
     "June one's at the Crown, back snug, Tue 9th 7.30 - Rosa's kitchen is in bits (builders), she'll host July "
     "instead. Crown do a 2-for-1 on Tues!"),
    ("c-0514", "chat", "Library has 3 copies of The Bee Sting on the book-group loan, collect from the desk by 1/6."),
    ("m-0512", "money", "Subs: GBP 2 each a month for biscuits/wine kitty. 6 paid May, Dee owes for Apr + May."),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("club-notes", embedding_function=offline.chroma_embedding_function())
for nid, kind, text in NOTES:
    notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind}])

question = "Where are we meeting on 9 June?"
everything = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert any("back snug" in d for d in everything), everything
with fault():
    hits = notes.query(query_texts=[question], n_results=4, where={"kind": "schedule"})
context = hits["documents"][0]
assert any("9/6 The Bee Sting" in c for c in context), context
assert not any("Crown" in c or "snug" in c for c in context), context
reply = answer(question, context, mock="The schedule has The Bee Sting on 9 June at 7.30, but the host is still "
                                       "marked tbc, so I can't tell you where it is.")
finish(question, expected="In the back snug at the Crown, 7.30 pm", actual=reply)
