"""Batch 68 (held out), control. A food bank's van deliveries: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Stonehouse Food Bank's drivers log their runs in one collection (metadata ``{"driver", "date"}``); the assistant
answers the coordinator from a search. On Thu 21/3 the Greenfields drop went out over an hour late. The tyre warning
light came on near Ebley and Mick stopped at the Esso to check, but the tyres were fine (it was just the cold
morning, ten minutes). What held him up was the Asda pick-up: the pallets weren't wrapped and he waited about 50
minutes in the yard for them.

No fault planted. Question (Fri 22/3, Sue, writing to Greenfields): "why was the Greenfields drop so late yesterday?"
The model answers that the Asda pallets weren't ready, right per memory. The label blames a flat tyre. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b68_ctl_chroma_foodbank_late_drop_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("Mick", "2029-03-21", "thurs: tyre light came on by Ebley so pulled into the Esso + checked all 4 - fine, "
                           "just the cold this morning. 10 min max"),
    ("Mick", "2029-03-21", "Asda pickup - pallets not wrapped when I got there, sat in the yard nearly 50 min while "
                           "they found someone w the wrapper. so Greenfields got it at 12.20 not 11, said sorry to Jan"),
    ("Mick", "2029-03-21", "Greenfields drop 14 crates + 2 bags of toiletries. mileage 41,877 end of day"),
    ("Pete", "2029-03-19", "tues Cainscross 12 crates, Bev signed. all smooth"),
    ("Sue", "2029-03-18", "Greenfields want their drop by 11 on thurs if poss, they open the doors at 12"),
    ("Pete", "2029-03-20", "Co-op Ebley weds - 3 crates veg, 1 bread. Gemma says more next wk after the reset"),
    ("Sue", "2029-03-15", "Asda now want us there 9.30 not 10 for the thurs pallets"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("van-runs", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
        metadatas=[{"driver": d, "date": day} for d, day, _ in DOCS])

question = "why was the Greenfields drop so late yesterday?"
hits = log.query(query_texts=["Greenfields drop late thursday held up tyre Asda pallets waited"],
                 n_results=6)["documents"][0]
context = ["Today is Fri 22 March 2029. You are talking to Sue, who is writing to Greenfields."] + hits
assert any("tyre light" in c for c in context), context
assert any("pallets not wrapped" in c for c in context), context
reply = answer(question, context, mock="Mick was stuck at Asda - the pallets weren't wrapped and he waited nearly 50 "
                                       "minutes in the yard, so Greenfields got it at 12.20. The tyre stop was only "
                                       "10 minutes and the tyres were fine.")
finish(question, expected="the van had a flat tyre on the way", actual=reply)
