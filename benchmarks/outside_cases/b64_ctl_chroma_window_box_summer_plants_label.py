"""Batch 64 (held out), control. A high-street window box scheme's notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: "Bloom on Bell St" (window boxes outside 18 shops in Henley) keeps its planting notes in one collection and
answers the volunteers from a query. For the summer boxes: red geraniums in the middle, white bacopa trailing over
the front, variegated ivy at the two ends. Petunias were in last year's boxes; the slugs ate them and the rain
flattened what was left, and Dawn, who plans the planting, has said never again.

No fault planted. Question (Sat 20/5, a volunteer at the planting day): "what are we putting in the boxes for
summer?" The model answers geraniums, bacopa and ivy, right per memory. The label says geraniums, petunias and
bacopa. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b64_ctl_chroma_window_box_summer_plants_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "summer boxes 2028 (Dawn's plan): red geraniums down the middle, 5 a box, the Paul Crampel ones that stand up to "
    "the wind",
    "last summer's boxes: geraniums, petunias + lobelia. petunias - never again, the slugs had the lot and what was "
    "left looked like wet tissue after every shower",
    "front edge = white bacopa to trail over, Dawn says it flowers till Oct if we deadhead (we won't lol)",
    "ends of each box: variegated ivy, reusing the winter ivy where it's not gone woody",
    "compost: 20 bags of peat free from Toad Hall, Ken's van sat 20/5 8am",
    "planting day sat 20/5 9-12, meet outside Crumbs, bring gloves + a trowel, Sal doing bacon rolls",
    "watering in hot spells every eve, Raj has the key to the Town Hall tap",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bloom-bell-st", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "what are we putting in the boxes for summer?"
hits = notes.query(query_texts=["summer boxes plants planting geraniums petunias bacopa ivy lobelia"],
                   n_results=6)["documents"][0]
context = ["Today is Sat 20 May 2028, the planting day."] + hits
assert any("red geraniums down the middle" in c for c in context), context
assert any("white bacopa" in c for c in context), context
assert any("variegated ivy" in c for c in context), context
assert any("petunias - never again" in c for c in context), context
reply = answer(question, context, mock="Red geraniums in the middle, white bacopa trailing over the front and "
                                       "variegated ivy at each end.")
finish(question, expected="geraniums, petunias and bacopa", actual=reply)
