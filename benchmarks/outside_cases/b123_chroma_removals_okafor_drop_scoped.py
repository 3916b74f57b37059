"""Batch 123 (held out). A removal firm's job planner: chromadb collection, the week's query filtered to this week's
notes, script style (each call its own trace).

App: Moorside Removals (two vans, a 7.5 tonner and a luton, four crew) keeps its job sheets, quotes and the office's
phone notes in one chroma collection with a ``week`` metadata field ("w/c 13/4", "w/c 20/4", ...). The crew lead's
helper only looks at the week's own notes: ``where={"week": "w/c 20/4"}``.

Planted fault (RetrievalError, filtered by scope): the Okafors' job sheet for thurs 23rd (week w/c 20/4) says 14 Beech
Grove, Ilkley to 7 Kirkgate, Otley. The week before, on 15/4, Tracey in the office took Mrs Okafor's call: their
completion on Kirkgate has slipped (the buyer's chain, solicitor reckons the 30th at the earliest), so still move
them out of Beech Grove on the 23rd but take it all to Big Yellow on Thornbury Rd, Bradford (unit 214, she's booked
it) and do the second leg when they complete. That note is filed under w/c 13/4, so the week-only query leaves it
out. Question (Tue 21/4, Lee, crew lead): "where are we taking the okafors' stuff thurs? doing the route" ->
expected Big Yellow on Thornbury Rd, Bradford, unit 214. The assistant says 7 Kirkgate, Otley.

Expected verdict: RetrievalError at the filtered chroma query (wrapped in fault()): the note that decides the place
is in the collection and the same search without the week filter finds it, but the search the app made could not
return it. Asserted: the unfiltered search returns Tracey's note; the filtered one leaves it out; the job sheet with
Kirkgate is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b123_chroma_removals_okafor_drop_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TRACEY = ("15/4 Mrs Okafor rang - completion on Kirkgate's slipped, buyer's chain :/ solicitor reckons 30th at the "
          "earliest. still want us thurs 23rd out of Beech Grove (their buyers are in fri) but take the lot to Big "
          "Yellow, Thornbury Rd Bradford - unit 214, she's booked it, code at reception. 2nd leg to Otley when they "
          "complete, I'll quote it separate. Tracey")
DOCS = [
    ("w/c 13/4", "QUOTE J-2291 Okafor - 3 bed semi, 14 Beech Grove Ilkley -> 7 Kirkgate Otley. 7.5t + luton, 4 crew, "
                 "£1,180 inc packing the kitchen. accepted 9/4, deposit £200 paid"),
    ("w/c 13/4", "JOB J-2287 tue 14th Harrisons - done by 3.30, 1 scratched sideboard (Mo), claim form sent"),
    ("w/c 13/4", TRACEY),
    ("w/c 20/4", "JOB J-2291 thurs 23rd Okafor - 14 Beech Grove, Ilkley to 7 Kirkgate, Otley. 7.5t + luton, crew "
                 "Dave, Lee, Mo, Stu. 8am start. packing the kitchen weds 22nd pm (Lee + Mo)"),
    ("w/c 20/4", "JOB J-2294 fri 24th Mr Bates - 1 bed flat Shipley to Saltaire, luton, Lee + Mo, 2 hrs ish, cash"),
    ("w/c 20/4", "vans: 7.5t MOT tue 21st 9am Kwik Fit, back by 12. luton wants a front tyre before thurs"),
    ("w/c 20/4", "Stu off fri pm - dentist. Dave on quotes weds am (2 in Bingley)"),
]

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("moorside-jobs", embedding_function=offline.chroma_embedding_function())
jobs.add(ids=[f"j{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"week": week} for week, _ in DOCS])

words = "Okafor thurs 23rd where taking the lot Beech Grove Kirkgate"
wide = jobs.query(query_texts=[words], n_results=4)["documents"][0]
assert TRACEY in wide, wide

with fault():
    found = jobs.query(query_texts=[words], n_results=4, where={"week": "w/c 20/4"})
hits = found["documents"][0]
question = "where are we taking the okafors' stuff thurs? doing the route"
context = ["Today is Tue 21 April 2037. You are talking to Lee, crew lead at Moorside Removals."] + hits
assert TRACEY not in context and not any("Big Yellow" in c or "slipped" in c for c in context), context
assert any("JOB J-2291" in c and "7 Kirkgate, Otley" in c for c in context), context
reply = answer(question, context, mock="7 Kirkgate, Otley - out of 14 Beech Grove, Ilkley first, 8am start.")
finish(question, expected="Big Yellow on Thornbury Rd, Bradford (unit 214) - their completion on Kirkgate's slipped",
       actual=reply)
