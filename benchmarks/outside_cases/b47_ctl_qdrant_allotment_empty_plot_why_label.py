"""Batch 47 (held out), control. A village allotment society's committee notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, unfiltered query, script style (each call its own trace).

App: the Elmfield Road Allotment Society (24 plots, chair Ken, secretary Sita) keeps committee and site notes as
points with payload ``{"from", "text"}``; the assistant answers plot-holders' questions from the top hits of a
query. Plot 7 has stood empty since March with four on the waiting list. Brian put it about that nobody would take
it because of knotweed along the back fence; the council's man looked on 2/6 and it was bindweed and a bit of
bramble. At the 8/6 committee they agreed to hold plot 7 for St Mary's school gardening club (Mrs Lowe's Year 4s),
who start in September at half rent; Ken will dig it over for them.

No fault planted. Question (Sat 13/6, a plot-holder): "why's plot 7 still sitting empty?" The model answers that
it's being kept for the school's gardening club from September, right per memory. The label says knotweed along
the back fence. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b47_ctl_qdrant_allotment_empty_plot_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("sita", "plot 7 given up in march (Mr Cole moved to his daughter's), 4 on the waiting list"),
    ("brian", "19/5 nobody'll want 7, there's knotweed all along the back fence, you can't get rid of it"),
    ("ken", "council's Mr Dyer came 2/6 re plot 7 - not knotweed at all, bindweed + a bit of bramble, he's happy"),
    ("sita", "committee 8/6: hold plot 7 for St Mary's school gardening club (Mrs Lowe's yr 4s) from sept, half "
             "rent, Ken to dig it over for them in aug. waiting list told"),
    ("maggie", "9 plots still owe, letters out fri"),
    ("ken", "trough tap by the shed fixed, new washer"),
    ("sita", "work party sun 21st, brambles + compost bays"),
    ("maggie", "plot 12 + 13 swapping halves, fine by the committee"),
]

client = QdrantClient(":memory:")
client.create_collection("elmfield-committee", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("elmfield-committee", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "why's plot 7 still sitting empty?"
hits = client.query_points("elmfield-committee", query=offline.embed([question])[0], limit=8).points
context = ["Today is Sat 13 June 2026."] + [f"{h.payload['from']}: {h.payload['text']}" for h in hits]
assert any("knotweed all along the back fence" in c for c in context), context
assert any("not knotweed at all" in c for c in context), context
assert any("hold plot 7 for St Mary's school gardening club" in c for c in context), context
reply = answer(question, context, mock="It's being kept for St Mary's school gardening club - Mrs Lowe's Year 4s "
                                       "start in September on half rent, and Ken's digging it over for them in "
                                       "August.")
finish(question, expected="Knotweed along the back fence - nobody wants it", actual=reply)
