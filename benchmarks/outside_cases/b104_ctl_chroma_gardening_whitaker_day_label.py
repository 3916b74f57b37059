"""Batch 104 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query over everything,
script style.

App: Green Fingers Garden Care keep job sheets, client calls and kit notes in one chroma collection; the lads'
helper answers from a query over all of it.

Memory: the Whitakers' job sheet (Wimbish: privet out front, leylandii at the back) says Tue 3/11, all day, two of
them, green waste to the tip after; the Lanes' beech (Thaxted) is Thu 5/11, half a day; Den logged Mr Whitaker's
call of 30/10: the grandkids are staying on the Tuesday and he'd rather not have hedgecutters going round them,
could they come on the Thursday; Mrs Lane is happy with Tuesday, so the Lanes get the Tuesday and the Whitakers the
Thursday. Question (Mon 2/11, Kyle): "which day are we at the whitakers this wk?" The assistant says Thursday the
5th. The label says Tuesday the 3rd, as on the job sheet.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b104_ctl_chroma_gardening_whitaker_day_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("job", "WHITAKER, Wimbish - privet out front + leylandii at the back. tues 3/11, all day, 2 of us, green "
            "waste to the tip after (2 loads prob)"),
    ("job", "LANE, Thaxted - beech hedge, thurs 5/11, half day, she'll leave the side gate open"),
    ("call", "Mr Whitaker rang fri 30/10 - grandkids staying tues, he'd rather not have the hedgecutters going "
             "round them, could we come thurs. rang Mrs Lane, happy with tues, so Lanes tues / Whitakers thurs - "
             "Den"),
    ("kit", "trailer nearside tyre flat 29/10, new one on, £65"),
    ("kit", "tip: trade green waste £28 a load, mon-fri only"),
    ("call", "Mrs Pryce wants a price for taking the laurel right down, going round weds"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("gfgc-jobs", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"g{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "which day are we at the whitakers this wk?"
hits = book.query(query_texts=["Whitaker Wimbish hedges day this week"], n_results=6)["documents"][0]
context = ["Today is Mon 2 November 2037. You are talking to Kyle, who started last month."] + hits
assert any("tues 3/11, all day" in c for c in context), context
assert any("Mr Whitaker rang fri 30/10" in c for c in context), context
reply = answer(question, context, mock="Thursday the 5th - the Whitakers have the grandkids on Tuesday, so you're "
                                       "at Mrs Lane's in Thaxted that day.")
finish(question, expected="Tuesday the 3rd - it's on the job sheet", actual=reply)
