"""Batch 364 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Adams Elementary renovation (2051) - a new site storm line from the roof leaders to a rain garden. Luis (the
GC's project engineer) files delivery tickets, RFIs and daily notes into one chroma collection; the helper answers
from the 4 nearest.

Memory: Luis, 2051-04-04T07:10 (a Tuesday) - Ferguson drop for the site storm line: 4" sch40 PVC, 40 sticks (10'
lengths), 2 boxes of 4" 45s, glue + primer, "packing slip says QTY 40 - that's sticks not feet"; 4/5 - the storm
line per C-301 is 360 LF of 4" + 10% waste, so we're OK on pipe; 4/6 - RFI-127, the rain garden inlet moved 20'
north per the civil, adds ~20 LF; 4/7 daily - Kessler 8, Brightline 6, storm trench dug 200 LF. Question (Mon
4/10, the PM): "how many LF of 4 inch PVC came on tuesday's Ferguson delivery? doing the stored materials line on
the pay app" The assistant says 400 LF (40 ten-foot sticks). The label says 40 LF - a unit mix-up: 40 is the count
of sticks on the packing slip, which the note itself says is sticks, not feet.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b364_ctl_chroma_material_deliveries_pvc_lf_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2051-04-04T07:10 Ferguson drop for the site storm line - 4\" sch40 PVC, 40 sticks (10' lengths), 2 boxes 4\" "
    "45s, glue + primer. packing slip says QTY 40 - that's sticks not feet. stacked behind the conex",
    "4/5 site storm line per C-301 is 360 LF of 4\", +10% waste = ~396, so we're ok on pipe",
    "4/6 RFI-127 back - rain garden inlet moves 20' north per the civil, adds ~20 LF, Luis to price it (maybe CO-11)",
    "4/7 DAILY - Kessler 8, Brightline 6, Rivera 3 on the storm trench, 200 LF dug + bedded. one-call ticket good "
    "thru 4/21",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("adams-es-reno-2051", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Luis"} for _ in NOTES])

question = ("how many LF of 4 inch PVC came on tuesday's Ferguson delivery? doing the stored materials line on the "
            "pay app")
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 4/10/2051. You are talking to the PM on the Adams Elementary renovation."] + hits
assert any("40 sticks (10' lengths)" in c and "that's sticks not feet" in c for c in context), context
reply = answer(question, context, mock="400 LF - 40 sticks of 4\" sch40 at 10' each (the 40 on the packing slip is "
                                       "sticks, not feet).")
finish(question, expected="40 LF", actual=reply)
