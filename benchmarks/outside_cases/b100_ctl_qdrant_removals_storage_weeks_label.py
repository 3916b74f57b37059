"""Batch 100 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: Baldwin & Sons Removals keep job sheets, the office's call log and the yard's notes in one qdrant collection;
the yard's helper answers from the closest matches.

Memory: the Greens' job sheet says everything from 27 Oughton Close into storage Mon 3/3, 2 containers, booked for
4 weeks, out to the new house w/c 31/3; Karen's log of 24/3: Mrs Green rang, the new place has damp in the back
bedroom, the builders are in and won't be out till Easter, can we hang on to their things till Easter Monday 14/4
- no problem, Karen's redoing the invoice; other notes on vans and another customer. Question (Tue 25/3, Dean in
the yard): "how long are the greens in store for all told? planning container space for april" The assistant says
six weeks, 3 March to Easter Monday 14 April. The label says 4 weeks.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b100_ctl_qdrant_removals_storage_weeks_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("job-sheet", "GREEN - 27 Oughton Close -> storage mon 3/3, 2 containers, booked 4 wks, out to the new house "
                  "w/c 31/3 (Ickleford). fragile - glass cabinet, wrap it twice"),
    ("office-log", "24/3 2.15pm Mrs Green rang - new place has damp in the back bedroom, builders are in + won't be "
                   "out till Easter. can we hang on to their stuff till Easter mon 14/4? no problem, I'm redoing "
                   "the invoice - KB"),
    ("yard", "containers 7 + 8 = Greens, 11 = the Shahs (from 10/3), 3 empty, 2 being repaired (roof leak)"),
    ("job-sheet", "SHAH - 4 Walsworth Rd -> storage mon 10/3, 1 container, Steve's crew, the Luton"),
    ("office-log", "Mr Green asked can he get his golf clubs out of store one sat - fine, ring Dean first"),
    ("yard", "7.5t due its service 9/4, Stevenage Trucks"),
]

client = QdrantClient(":memory:")
client.create_collection("baldwin-board", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("baldwin-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how long are the greens in store for all told? planning container space for april"
vector = offline.embed(["Green storage containers how long weeks until"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("baldwin-board", query=vector, limit=6).points]
context = ["Today is Tue 25 March 2036. You are talking to Dean, who runs the yard."] + hits
assert any("booked 4 wks" in c for c in context), context
assert any("till Easter mon 14/4" in c for c in context), context
reply = answer(question, context, mock="Six weeks in all - in on 3 March, and Mrs Green's asked us to keep it "
                                       "till Easter Monday, 14 April, because of the damp at the new house.")
finish(question, expected="4 weeks", actual=reply)
