"""Batch 31 (held out), control. A family's childcare notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Laura Whitfield keeps notes on the nursery, school, clubs and the grandparents' days in one collection and
asks the assistant from a query. Ollie goes to Little Acorns three days a week (Mon, Tue, Thu). The week after
Sat 24/5 starts with the late May bank holiday, when the nursery is shut as every year and doesn't charge.

No fault planted. Question (Sat 24/5): "how many days is Ollie at nursery next week?" The model answers two
(Tuesday and Thursday), right per memory. The label says three, his usual days. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b31_ctl_chroma_childcare_nursery_days_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "Ollie @ Little Acorns Mon, Tues + Thurs (3 days), 8am-6pm, £64.50/day from April, invoiced monthly",
    "Maisie - gym Mon till 4.30, Brownies Thurs 5.45, Nana has her Tues/Thurs from 3.15",
    "Little Acorns term dates: shut bank hols + 2 wks at Xmas, like every yr, no charge for those days",
    "May bank hols this yr: Mon 5th + Mon 26th. Sam's off on the 26th, we'll take the kids to Hunstanton if it's "
    "nice",
    "Half term w/c 26/5 - Maisie at Nana's Tues-Thurs, holiday club (Soham Sports) Fri £28",
    "Ollie's key worker is Becky, she says he's chattier since Easter",
    "nursery invoice May - £709.50, paid 1/5 by SO",
    "Ollie's jabs 3/6 at the surgery 10.10, I'll take him in after",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("whitfield-kids", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"w{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "how many days is Ollie at nursery next week?"
hits = notes.query(query_texts=[question + " Little Acorns bank hol Mon 26th"], n_results=len(NOTES))["documents"][0]
context = ["Today is Sat 24/5/25."] + hits
assert any("Mon, Tues + Thurs (3 days)" in c for c in context), context
assert any("shut bank hols" in c for c in context), context
assert any("Mon 5th + Mon 26th" in c for c in context), context
reply = answer(question, context, mock="Two - Tuesday and Thursday. Monday the 26th is the bank holiday and Little "
                                       "Acorns is shut (no charge).")
finish(question, expected="3 days - Mon, Tue and Thu", actual=reply)
