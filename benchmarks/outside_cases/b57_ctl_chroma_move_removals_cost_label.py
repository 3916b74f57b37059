"""Batch 57 (held out), control. A family's house move money notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Per and Nkechi (moving from Headingley, Leeds to Acomb, York on Thu 27 Aug) keep the move's costs as notes in one
collection. Aire Valley Removals quoted £1,450 with their packing service (two men for a day before). Per then got
boxes from the Co-op and the family are packing themselves, so Aire Valley knocked the packing day off and the job
is £1,180; £200 of that was paid as a deposit.

No fault planted. Question (Sun 23/8, Per's mum Ingrid, who is paying for the removals as a present): "how much are
the removals costing altogether?" The model answers £1,180, right per memory. The label says £1,450, the first
quote. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b57_ctl_chroma_move_removals_cost_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "Aire Valley Removals quote 29/6: £1,450 - 2 men packing weds 26th + 3 men + 7.5t lorry thurs 27th, insured",
    "solicitor (Hepworths) fees £1,320 + searches, stamp duty £0 (under the threshold phew)",
    "Per got ~40 boxes free off the Co-op + Marie next door, we're doing the packing ourselves evenings",
    "rang Aire Valley 3/7 - they've taken the packing day off the job, so £1,180 now, £200 deposit paid by card today, "
    "rest on the day",
    "skip for the garage junk £240 (Leeds Skips), tues 18th-fri 21st",
    "cat to the cattery at Rawdon 26-28 Aug, £16 a night",
    "new sofa won't be delivered til 10/9 :( £899, paid",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("move-money", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"m{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "how much are the removals costing altogether?"
hits = notes.query(query_texts=["Aire Valley removals cost £ quote packing deposit"], n_results=5)["documents"][0]
context = ["Today is Sun 23 Aug 2026. You are talking to Ingrid (Per's mum), who is paying for the removals."] + hits
assert any("quote 29/6: £1,450" in c for c in context), context
assert any("so £1,180 now" in c for c in context), context
reply = answer(question, context, mock="£1,180 in all - £200 of it's already paid, so £980 on the day.")
finish(question, expected="£1,450, Aire Valley's price", actual=reply)
