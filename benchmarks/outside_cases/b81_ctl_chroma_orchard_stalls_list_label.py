"""Batch 81 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of volunteer messages,
script style.

App: Hollins Lane Community Orchard's Apple Day helpers' messages sit in a chroma collection; the app answers the
person doing the poster.

Memory: Priya's doing the juice stall; Mr Pomfret's apple ID table is confirmed; the WI are doing cakes; Bev says
the bees had a rotten summer, barely enough for them to get through winter, so there's nothing to sell this year -
she'll bring the glass observation hive for the kids to look at. Question: "which stalls are we having? doing the
poster" The assistant lists juice, apple ID and cakes (with Bev's hive as something to see). The label lists juice,
cakes and Bev's honey.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b81_ctl_chroma_orchard_stalls_list_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "Priya 3/9: I can do the juice stall 11-2, £1 a cup / £2.50 a bottle, bringing my card reader",
    "Bev 10.9.32: honey stall - sorry folks, bees had a rotten summer, barely enough to see them thru winter so "
    "I'm not taking any off them. nothing to sell this yr :( I'll bring the glass observation hive for the kids "
    "tho",
    "Ruth: pressing team = me, Dave, Ola + whoever turns up. start 10 to set up",
    "WI (Margaret) 22/9 - yes we'll do cakes again, 2 trestles pls, near the juice if poss",
    "committee 4/10: apple ID table - Mr Pomfret (the pomona man) confirmed 12-3, bring a leaf + 2 apples",
    "Hugh: the Bramley by the gate has canker, I'll do a little pruning demo at 2 if ppl want",
    "Tomasz: bottles in my garage, 8 boxes, will bring fri night",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-appleday", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"m{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "which stalls are we having? doing the poster tonight"
hits = notes.query(query_texts=["apple day stalls juice cakes honey apple ID table stall"],
                   n_results=6)["documents"][0]
context = ["Today is Mon 11 October 2032. You are talking to Sam, who is making the Apple Day poster."] + hits
assert any("I can do the juice stall" in c for c in context), context
assert any("nothing to sell this yr" in c for c in context), context
assert any("we'll do cakes again" in c for c in context), context
assert any("apple ID table - Mr Pomfret" in c for c in context), context
reply = answer(question, context, mock="The juice stall (Priya), the WI's cake stall and Mr Pomfret's apple ID "
                                       "table, 12-3. Bev's bringing her observation hive for the kids to look at, "
                                       "but there's no honey for sale this year.")
finish(question, expected="juice, cakes and Bev's honey", actual=reply)
