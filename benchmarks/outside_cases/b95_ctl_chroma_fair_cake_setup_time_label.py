"""Batch 95 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style.

App: St Mary's PTA keeps its summer fair notes in a chroma collection; the stallholders' helper answers from a
search.

Memory: the fair is Sat 4/7, 12-3, and stallholders can set up from 10.30 (Mr Hobbs opens the field gate at
10.15); the cake stall's in the hall this year, not on the field, after the icing melted last July; Miss Reid has
the hall for the Year 2 show rehearsal on Saturday morning till 11.15, nobody in before then please. Question (Thu
2/7, Priya, on the cake stall): "what time can we start setting up the cakes on saturday?" The assistant says
quarter past eleven, once the Year 2 rehearsal's out of the hall. The label says half past ten.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b95_ctl_chroma_fair_cake_setup_time_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "SUMMER FAIR sat 4/7 12-3pm. stallholders can set up from 10.30, Mr Hobbs opens the field gate 10.15",
    "cake stall's in the HALL this yr, not the field - icing melted all over the tablecloths last July!",
    "Miss Reid has the hall sat morning for the Y2 show rehearsal till 11.15, nobody in before then pls, the "
    "little ones get distracted",
    "bric-a-brac on the playground, tombola by the pond, plants by the gate",
    "cakes to the staff room fri after school (fridge for anything w cream) or bring on the day",
    "cake prices - slices 50p, whole cakes £4, cupcakes 3 for £1",
]

client = chromadb.EphemeralClient()
fair = client.get_or_create_collection("st-marys-fair", embedding_function=offline.chroma_embedding_function())
fair.add(ids=[f"f{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "what time can we start setting up the cakes on saturday?"
hits = fair.query(query_texts=["cake stall set up time saturday hall"], n_results=5)["documents"][0]
context = ["Today is Thu 2 July 2036. You are talking to Priya, on the cake stall."] + hits
assert any("set up from 10.30" in c for c in context), context
assert any("cake stall's in the HALL" in c for c in context), context
assert any("till 11.15" in c for c in context), context
reply = answer(question, context, mock="Quarter past eleven - the cakes are in the hall this year and the Year 2 "
                                       "rehearsal's in there till then.")
finish(question, expected="half ten", actual=reply)
