"""Batch 91 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: Meadow Lane Dental's lab work collection (lab tickets and the phone messages reception types in, payload
``kind``); the nurses' helper searches it without a filter.

Memory: the lab ticket for Mrs Bell's crown (UL6, emax) says back from Bridgeway Mon 9/6 and fit Wed 11/6 3.10 with
Dr Amin; a phone message from 2/6 says Mrs Bell rang, she's up at her daughter's in Whitby all that week (first
grandchild), so she's been put in for Tue 17th at 8.40 with Dr Amin and the crown can sit in the lab box till then.
Question (Thu 5/6, Dr Amin's nurse): "when's Mrs Bell having her crown fitted?" The assistant says Tuesday 17 June
at 8.40. The label says Wed 11 June, as the crown's back on the 9th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b91_ctl_qdrant_dental_crown_fit_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("ticket", "LAB TKT 4502 Mrs R Bell - crown UL6 emax, shade A3, sent 27/5, back from Bridgeway Mon 9/6. fit "
               "Wed 11/6 3.10pm Dr Amin"),
    ("phone", "2/6 Mrs Bell rang - she's up at her daughter's in Whitby all that wk (first grandchild!!) so I've "
              "put her in for Tue 17th 8.40 w Dr Amin. crown can sit in the lab box till then - Tina"),
    ("ticket", "LAB TKT 4505 Mr S Rahman - lower partial chrome, try-in 12/6, Dr Shah"),
    ("phone", "Bridgeway - Lee on hols 9-13 June, ring Marie with any queries"),
    ("ticket", "LAB TKT 4499 Miss A Dunn - 2 veneers UR1 UL1, back 4/6, fitted 5/6 am"),
    ("phone", "Mr Hughes rang to say thank you, the teeth were a hit at the golden wedding lol"),
]

client = QdrantClient(":memory:")
client.create_collection("meadowlane-lab", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("meadowlane-lab", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "when's Mrs Bell having her crown fitted?"
vector = offline.embed(["Mrs Bell crown fit appointment when"])[0]
hits = [p.payload["text"] for p in client.query_points("meadowlane-lab", query=vector, limit=6).points]
context = ["Today is Thu 5 June 2034. You are talking to Dr Amin's dental nurse."] + hits
assert any("fit Wed 11/6 3.10pm" in c for c in context), context
assert any("Tue 17th 8.40" in c for c in context), context
reply = answer(question, context, mock="Tuesday 17 June at 8.40 with Dr Amin - she's in Whitby the week the crown "
                                       "comes back, so it waits in the lab box till then.")
finish(question, expected="Wed 11 June - the crown's back on the 9th", actual=reply)
