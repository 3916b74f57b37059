"""Batch 46 (held out), control. A bell tower's diary: qdrant-client unfiltered query (``:memory:``, memtrace's
offline embeddings), script style (each call its own trace).

App: Sue, tower captain at St Lawrence's, keeps the tower's bookings and odds and ends as points with payload
``{"kind", "text"}`` and asks the assistant from the top 5 hits of a query. In April she wrote the Jones wedding into
the book for Sat 27 June, the date the couple had asked about. In May the vicar, Rev Clare, told her the church was
already taken that day and the couple's wedding is on Sat 4 July at 2pm; Sue's note says the 27th was only the day
they first enquired about, and it was never theirs.

No fault planted. Question (Mon 1/6): "when do we ring for the Jones wedding?" The model answers Saturday 4 July,
ringing 1.30-2, right per memory. The label says Saturday 27 June. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b46_ctl_qdrant_bell_tower_jones_wedding_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("booking", "Jones wedding - Ceri Jones + Matt Lloyd, sat 27/6, want 6 bells 1.30-2, fee £180, rang me 14/4"),
    ("booking", "Hughes-Patel wedding sat 13/6 12.15-12.55, 8 bells, £240 paid"),
    ("tower", "no 4 rope's getting hairy at the sally, new one ordered, 3 wks"),
    ("booking", "Rev Clare's been through the diary w me - the church was already spoken for on the 27th, the "
                "Joneses' wedding is sat 4th july 2pm, so ring 1.30-2. the 27th in our book was just the day they "
                "first rang about, never actually theirs"),
    ("tower", "practice numbers up, 14 last thurs, 3 learners ringing rounds"),
    ("booking", "Sunday service ringing 9.15-10 every wk, whoever's in"),
    ("tower", "district striking comp sat 22/11 Clee St Margaret, entered"),
    ("tower", "tea kitty - £2 each pls, Pete holds it"),
]

client = QdrantClient(":memory:")
client.create_collection("st-lawrence-tower", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("st-lawrence-tower", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "when do we ring for the Jones wedding?"
hits = client.query_points("st-lawrence-tower", query=offline.embed([question])[0], limit=5).points
context = ["Today is Mon 1 June 2026."] + [h.payload["text"] for h in hits]
assert any("Jones wedding - Ceri Jones + Matt Lloyd, sat 27/6" in c for c in context), context
assert any("the Joneses' wedding is sat 4th july 2pm" in c for c in context), context
reply = answer(question, context, mock="Saturday 4 July - the wedding's at 2, so ringing 1.30 to 2, six bells.")
finish(question, expected="Sat 27th June", actual=reply)
