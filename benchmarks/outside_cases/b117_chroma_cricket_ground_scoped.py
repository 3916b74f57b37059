"""Batch 117 (held out). A village cricket club's notes: chromadb collection, the helper's query filtered to one kind
of note, script style (each call its own trace).

App: Thornby CC keep fixtures, teas, nets and odd club news in one chroma collection, each note tagged with a
``kind`` ("fixtures", "teas", "nets", "news"). When a member asks where or when a team is playing, the helper
queries with ``where={"kind": "fixtures"}``.

Planted fault (RetrievalError, filtered by scope): the 2nd XI fixture card (kind fixtures) has sat 13/6 v Hutton
Rudby 2nds away, 1.30 start. Ian, the 2nds captain, posted on Tue 9th that Hutton rang - their square's being
relaid and it's all roped off, so Saturday's game is at ours now, same 1.30 start, and they're bringing their own
teas; the club's message bot filed it as news. The filtered query leaves it out. Question (Thu 11/6, Steve, a dad):
"where are the 2nds playing sat? need to tell my lad's mum for lifts" -> expected at home, at Thornby (Hutton's
square is being relaid). The assistant says away at Hutton Rudby.

Expected verdict: RetrievalError at the filtered chroma query (wrapped in fault()): the note that decides the answer
is in the collection and the same query without the filter finds it, but the query the app made could not return
it. Asserted: the unfiltered query returns Ian's note; the filtered one leaves it out; the fixture card's Hutton
Rudby (A) line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b117_chroma_cricket_ground_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Hutton rang Tue 9th - their square's being relaid, whole lot roped off, so Saturday's game is at OURS "
        "now, same 1.30 start. they're bringing their own teas. Ian")
DOCS = [
    ("fixtures", "2nd XI FIXTURES 2037: sat 30/5 v Great Ayton (H), sat 6/6 v Stokesley 3rds (A), sat 13/6 v Hutton "
                 "Rudby 2nds (A) 1.30 start, sat 20/6 v Guisborough (H), sat 27/6 v Marske (A)"),
    ("news", SWAP),
    ("fixtures", "lifts for 2nds away games - meet at the pavilion 12.30, Mike's car + Dave's van, juniors need a "
                 "parent's ok"),
    ("teas", "teas rota: 30/5 Janet + Sue (scones pls not shop ones!), 20/6 Pam + Linda, 27/6 tbc - see Janet"),
    ("nets", "nets tues + thurs 6-8ish, 2nds team picked after thurs nets, text Ian if you're not avail sat"),
    ("news", "mower's back from Dales Mowers 22.5., £140 inc the blades. Roy doing the square fri"),
    ("news", "subs £60 adults, £25 juniors, match fee £5 - pay Ken (treasurer) or the tin in the bar"),
    ("fixtures", "1st XI sat 13/6 v Great Ayton (A) 1pm, Sun 14th cup v Kildale (H) 2pm"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("thornby-cc", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "where are the 2nds playing sat? need to tell my lad's mum for lifts"
wide = notes.query(query_texts=[question], n_results=len(DOCS))["documents"][0]
assert SWAP in wide, wide

with fault():
    found = notes.query(query_texts=[question], n_results=5, where={"kind": "fixtures"})
hits = found["documents"][0]
context = ["Today is Thu 11 June 2037. You are talking to Steve, a Thornby CC member whose son plays in the 2nds."]
context += hits
assert SWAP not in context and not any("relaid" in c or "OURS" in c for c in context), context
assert any("v Hutton Rudby 2nds (A)" in c for c in context), context
reply = answer(question, context, mock="Away at Hutton Rudby - 1.30 start; lifts leave the pavilion at 12.30.")
finish(question, expected="at home, at Thornby - Hutton's square is being relaid so the game's at ours, 1.30 start",
       actual=reply)
