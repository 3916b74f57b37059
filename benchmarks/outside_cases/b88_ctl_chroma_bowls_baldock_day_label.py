"""Batch 88 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Purwell Bowls Club's fixtures secretary keeps the season's fixture list and the captains' messages in one
chroma collection; players ask the app about matches.

Memory: the fixture list has Sat 11/6 away at Baldock Town, 2.30, 4 rinks, teas provided; Brian's later message
says Baldock rang - their green's got leatherjackets and the groundsman wants it left alone on the Saturday, so
they asked if we'd come over on Sunday the 12th, same time, and he told them that's fine and has told the team.
Question (Wed 8/6, Phyllis): "what day's the Baldock away game?" The assistant says Sunday the 12th. The label
says Saturday the 11th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b88_ctl_chroma_bowls_baldock_day_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("fixture", "SAT 11/6 - away @ Baldock Town BC, 2.30, 4 rinks, teas provided. cars from ours 1.45"),
    ("fixture", "sat 18/6 home v Stotfold, 2pm, 3 rinks, our teas (Joan)"),
    ("message", "Brian 3/6: Baldock rang - their green's got leatherjackets, groundsman wants it left alone sat. "
                "they asked could we come over sun 12th, same time, I said that's fine + told the team"),
    ("message", "Frank 1/6: green running 13 secs, lovely. don't walk on the ditch edges"),
    ("fixture", "wed 15/6 evening triples v Hitchin, 6pm, home"),
    ("message", "Sheila 5/6: raffle prizes for the open day pls, hand to me or Margaret"),
    ("fixture", "sat 4/6 home v Letchworth - WON 78-64"),
]

client = chromadb.EphemeralClient()
club = client.get_or_create_collection("purwell-bowls", embedding_function=offline.chroma_embedding_function())
club.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "what day's the Baldock away game?"
hits = club.query(query_texts=["Baldock away match day date"], n_results=5)["documents"][0]
context = ["Today is Wed 8 June 2033. You are talking to Phyllis, who plays lead."] + hits
assert any("away @ Baldock Town BC" in c for c in context), context
assert any("come over sun 12th" in c for c in context), context
reply = answer(question, context, mock="Sunday the 12th, 2.30 - Baldock's green needs leaving alone on the "
                                       "Saturday. Cars from ours at 1.45.")
finish(question, expected="Saturday 11th", actual=reply)
