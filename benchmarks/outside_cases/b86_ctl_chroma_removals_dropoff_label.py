"""Batch 86 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of job notes, query
filtered to the job, script style (each call its own trace).

App: Shift-It Removals keeps its job notes in a chroma collection with a ``job`` field; the app answers the crew
from a query on that job's notes.

Memory: the Okafors move out of 31 Grange Rd, Baldock on Fri 27/8; their new house is 4 Orchard Close, Letchworth.
A later note says the people they're buying from can't get out till the 10th of September (their own purchase is
held up), so everything goes into containers 7 and 8 at the yard for a fortnight and the Orchard Close run is a
second job, booked provisionally for 10/9. Question (Thu 26/8, Gaz): "where are we taking the Okafors' stuff
tomorrow?" The assistant says the yard, into containers 7 and 8. The label gives 4 Orchard Close, Letchworth.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b86_ctl_chroma_removals_dropoff_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("okafor", "Okafor - fri 27/8, 31 Grange Rd Baldock -> 4 Orchard Close, Letchworth. 4 bed, 3 men + luton, "
               "they've got a cat, keep the back bedroom door shut"),
    ("morris", "Morris sat 22/8 piano + mattress bags + long ramp"),
    ("okafor", "mr okafor rang 19.8 - the people they're buying off can't get out til 10th sept, their own buy is "
               "held up. so it all goes in containers 7 + 8 at the yard for a fortnight, he's fine w the storage "
               "rate. orchard close bit = 2nd job, pencilled 10/9"),
    ("patel", "Patel storage - unit 118 Safestore, all out by end of sept"),
    ("okafor", "okafors - garden furniture + the trampoline too, trampoline comes apart, bring the allen keys"),
    ("okafor", "Okafor deposit £200 pd 3/8 by card"),
    ("henderson", "Henderson done, all good, tin of Roses"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shiftit-jobs", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"j{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"job": j} for j, _ in DOCS])

question = "where are we taking the Okafors' stuff tomorrow?"
hits = notes.query(query_texts=["Okafor where to delivery address drop off friday containers"], n_results=4,
                   where={"job": "okafor"})["documents"][0]
context = ["Today is Thu 26 August 2032. You are talking to Gaz, on the crew."] + hits
assert any("4 Orchard Close, Letchworth" in c for c in context), context
assert any("containers 7 + 8 at the yard" in c for c in context), context
reply = answer(question, context, mock="Back to our yard - it's all going into containers 7 and 8 for a fortnight. "
                                       "Orchard Close is a separate run, pencilled in for 10 September.")
finish(question, expected="4 Orchard Close, Letchworth", actual=reply)
