"""Batch 97 (held out), CONTROL: nothing planted; the label is wrong. chroma query, script style.

App: the Hill St food co-op keeps its splits (kind "split") and the members' messages (kind "msg") in one chroma
collection; the members' helper answers from a query over all of it.

Memory: the oats are split 5 ways, 5kg each (Rachel among them); Rachel has 2 bags of the red lentils; the 5kg box
of medjool dates is split between Rachel and Kate; Kate says Rachel's away half term, she'll have Rachel's half of
the dates and send her the money, and Rachel says yes please, they'd only go dry while they're in Cornwall;
collection Thu 20/2 6.30-8 at the hut. Question (Wed 19/2, Rachel): "what am i picking up tmrw? want to make sure
the boot's clear" The assistant says the 5kg of oats and 2 bags of lentils. The label says oats, lentils and the
dates.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b97_ctl_chroma_coop_pickup_list_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("split", "oats 25kg split 5 ways: Rachel, Bea, Kate, Tom, the Okafors - 5kg each, £11.20"),
    ("split", "red lentils (3kg bags now) - Rachel 2 bags, Tom 1, Okafors 2"),
    ("split", "medjool dates 5kg box - Rachel + Kate halves, 2.5kg each"),
    ("msg", "Kate 15/2: Rach you're away half term aren't you? I'll have your half of the dates, Tom's freezing "
            "some for me anyway, I'll send u the £"),
    ("msg", "Rachel 15/2: ha yes please Kate, they'd only go dry in the car while we're in cornwall x"),
    ("msg", "Bea 17/2: collection THURS 20th 6.30-8 at the hut, bring tubs!!"),
    ("msg", "Tom 18/2: pay by bacs by sun, ref surname + COOP"),
]

client = chromadb.EphemeralClient()
coop = client.get_or_create_collection("hillst-coop", embedding_function=offline.chroma_embedding_function())
coop.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "what am i picking up tmrw? want to make sure the boot's clear"
found = coop.query(query_texts=["Rachel picking up collection oats lentils dates split"], n_results=len(DOCS))
context = ["Today is Wed 19 Feb 2036. You are talking to Rachel, a co-op member."] + found["documents"][0]
assert any("medjool dates 5kg box - Rachel + Kate" in c for c in context), context
assert any("I'll have your half of the dates" in c for c in context), context
assert any("yes please Kate" in c for c in context), context
assert any("oats 25kg split" in c for c in context) and any("Rachel 2 bags" in c for c in context), context
reply = answer(question, context, mock="Your 5kg of oats and 2 bags of red lentils - Kate's having your half of "
                                       "the dates.")
finish(question, expected="oats, lentils and the dates", actual=reply)
