"""Batch 51 (held out), control. A family's jam-selling notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Pritchards (Helen, Gran Val, Josh) sell their allotment jam at fairs and keep selling notes as points with
payload ``{"kind", "text"}`` (kind: fair, stock, money); the assistant answers from a vector query. The Clee Hill
Christmas fair (Sat 12 December, 10-2) has been in the village hall every year. In November the organiser told
Helen the hall's roof is being redone and the scaffolding is up till January, so the fair's across the road at the
primary school hall this year, same times.

No fault planted. Question (Thu 10/12, Josh, sorting the lift with Gran): "where's the clee hill fair on
saturday?" The model answers the primary school hall, right per memory. The label says Clee Hill village hall,
where it has always been. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b51_ctl_qdrant_jam_christmas_fair_place_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("fair", "Clee Hill xmas fair sat 12 Dec 10-2, village hall as every yr, table £12, Gran knows the organiser "
             "(Maureen)"),
    ("stock", "for xmas: 30 damson, 18 plum + ginger, 12 gooseberry, + Gran's chutney (9). Josh doing gift "
              "tags"),
    ("money", "card reader - got a SumUp off Amazon £19, 1.69% a go, Josh has set it up on his phone"),
    ("fair", "Tenbury Christmas market fri 4/12 4-8pm in the Pump Rooms, outside pitch, bring the fairy lights"),
    ("fair", "Maureen rang 18/11 - Clee Hill village hall roof is being redone, scaffolding up till Jan, so the "
             "fair's over the road at the primary school hall this yr, same 10-2, setting up from 9"),
    ("money", "Tenbury market took £142, sold out of plum + ginger by 6!"),
    ("stock", "need more ribbon + the brown paper covers for the posh jars"),
]

client = QdrantClient(":memory:")
client.create_collection("pritchard-sales", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("pritchard-sales", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where's the clee hill fair on saturday?"
vector = offline.embed(["Clee Hill fair sat hall where"])[0]  # the app's search words for it
hits = client.query_points("pritchard-sales", query=vector, limit=5).points
context = ["Today is Thu 10 December 2026."] + [h.payload["text"] for h in hits]
assert any("village hall as every yr" in c for c in context), context
assert any("primary school hall this yr" in c for c in context), context
reply = answer(question, context, mock="The primary school hall, over the road from the village hall - the hall's "
                                       "got scaffolding up for the roof. Still 10 till 2, setting up from 9.")
finish(question, expected="Clee Hill village hall", actual=reply)
