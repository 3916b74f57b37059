"""Batch 114 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, one root span per note and
per question.

App: Tangles on Mill St keeps its price list and client notes in one chroma collection; the helper answers whoever
is on the till from a query.

Memory: the price list (from 1/5) has full head highlights £95, half head £68, T-section £45, toner £15. Sophie
Briggs usually has a full head of foils; on 12/5 she rang to say just the T bit this time, parting and round her
face (holiday fund), the rest at Christmas, plus her toner as usual. Question (Tue 19/5, Chloe on the till): "what
do i charge sophie today?" The assistant says £60 (T-section £45 + toner £15). The label says £95 - the full-head
price, in memory, but not what she's having done this time.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b114_ctl_chroma_salon_sophie_price_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("price-list", "PRICE LIST from 1/5: cut + blow £38, full head highlights £95, half head £68, T-section £45, "
                   "toner £15, balayage from £150. students 10% off tues-thurs"),
    ("client", "Sophie Briggs - usually full head foils 7.1/8.1 + toner, every 8 wks, tues 10am w Jade. likes a "
               "coffee, oat milk"),
    ("client", "sophie rang 12/5 - just the T bit this time, parting + round her face, saving for Tenerife lol. "
               "rest at xmas. toner as usual"),
    ("client", "Mrs Oduya cut + blow every other fri, pays cash, always early"),
    ("salon", "card machine's been slow, if it fails use the spare on the shelf by the dryers"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tangles-notes", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES):
    with turn_span(f"note-{i + 1}"):
        notes.add(ids=[f"tg{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

question = "what do i charge sophie today?"
with turn_span("question Tue 19/5"):
    hits = notes.query(query_texts=["sophie highlights price charge today toner T-section"],
                       n_results=5)["documents"][0]
    context = ["Today is Tue 19 May 2037. You are talking to Chloe, on the till."] + hits
    assert any("full head highlights £95" in c and "T-section £45" in c for c in context), context
    assert any("just the T bit this time" in c for c in context), context
    assert any("usually full head foils" in c for c in context), context
    reply = answer(question, context, mock="£60 - she's only having the T-section this time (£45) plus her toner "
                                           "(£15).")
finish(question, expected="£95 for her full head", actual=reply)
