"""Batch 10 (held out), control: no fault. Hillwalking club trip-log assistant: chromadb with offline embeddings,
script style.

App: the walk leader's plans and trip reports go into the ``trips`` collection; members ask the assistant, which
queries the collection and answers with litellm.

Memory (right): the plan for Saturday 18 April was "Ben Lomond by the Ptarmigan ridge, meet Rowardennan car park
8:30". The trip report says "Gusts of 50 mph on the ridge, so we turned back at the bealach and walked Conic Hill
instead; 11 of us, back by 3." Question: "Which hill did the group end up climbing on the 18th?" The assistant
answers "Conic Hill - the wind stopped the Ben Lomond plan". The annotator's label is "Ben Lomond": the plan, not
what was done. Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label's value is in the context, as a plan that was not carried out).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b10_ctl_chroma_hiking_plan_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
trips = client.get_or_create_collection("trips", embedding_function=offline.chroma_embedding_function())
DOCS = [
    ("t-40", "plan", "Plan for Saturday 18 April: Ben Lomond by the Ptarmigan ridge, meet Rowardennan car park 8:30, "
                     "leader Fiona."),
    ("t-41", "report", "Trip report 18 April: gusts of 50 mph on the ridge, so we turned back at the bealach and "
                       "walked Conic Hill instead; 11 of us, back at the cars by 3."),
    ("t-42", "plan", "Plan for Sunday 3 May: the Cobbler from Arrochar, meet 9:00 at the Succoth car park."),
]
trips.add(ids=[d[0] for d in DOCS], documents=[d[2] for d in DOCS], metadatas=[{"kind": d[1]} for d in DOCS])

question = "Which hill did the group end up climbing on the 18th?"
hits = trips.query(query_texts=[question], n_results=3)
context = hits["documents"][0]
assert any("Conic Hill instead" in c for c in context) and any("Ben Lomond" in c for c in context), context
reply = answer(question, context, mock="Conic Hill - the wind on the ridge stopped the Ben Lomond plan.")
finish(question, expected="Ben Lomond", actual=reply)
