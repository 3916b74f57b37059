"""Batch 49 (held out), control. A church food bank's noticeboard: qdrant-client ``:memory:`` with memtrace's
offline embeddings, unfiltered query, script style (each call its own trace).

App: St Luke's food bank (coordinator Pauline, Rev Ann) keeps its notes as points with payload ``{"kind",
"text"}``; the assistant answers from an unfiltered query. The food bank normally shuts on bank holidays. For the
August bank holiday (Mon 31/8) Rev Ann has said they'll open 10-12: the schools are off, and after Easter there
was a queue out of the door on the Tuesday.

No fault planted. Question (Thu 27/8): "are we open on bank holiday monday?" The model answers yes, 10 till 12,
right per memory. The label says no, closed on bank holidays. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b49_ctl_qdrant_foodbank_bank_hol_open_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("info", "opening: tues 10-12 + thurs 5-7, sat 10-11.30 emergency parcels only. shut bank hols + xmas wk"),
    ("rota", "Aug rota - tues Pauline + Bernie, thurs Kwame, sat Gary on call"),
    ("info", "Rev Ann after the PCC - bank hol mon 31/8 we WILL do 10-12, schools are off + after Easter we had a "
             "queue out the door on the tues. Bernie + Pauline said they'll do it"),
    ("stock", "back to school: collecting PE kit + shoes sizes 1-5, the Scouts are sorting them"),
    ("stock", "v low: UHT milk, tinned fish, toilet roll. loads of pasta. again"),
    ("info", "Trussell referral forms in the blue folder"),
]

client = QdrantClient(":memory:")
client.create_collection("st-lukes-notes", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("st-lukes-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "are we open on bank holiday monday?"
hits = client.query_points("st-lukes-notes", query=offline.embed(["bank holiday monday opening hours"])[0],
                           limit=6).points
context = ["Today is Thu 27 August 2026."] + [h.payload["text"] for h in hits]
assert any("shut bank hols" in c for c in context) and any("we WILL do 10-12" in c for c in context), context
reply = answer(question, context, mock="Yes - 10 till 12 on Monday the 31st; Rev Ann agreed it as the schools are "
                                       "off. Pauline and Bernie are on.")
finish(question, expected="No - it shuts on bank holidays", actual=reply)
