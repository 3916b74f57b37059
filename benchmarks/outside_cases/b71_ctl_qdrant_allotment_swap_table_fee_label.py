"""Batch 71 (held out), control. An allotment society's seed swap: qdrant-client ``:memory:`` with memtrace's offline
embeddings, query, script style (each call its own trace).

App: Pauline, secretary of the Cashes Green Allotment Society, keeps the society's notes as qdrant points
(payload ``{"text"}``); the assistant answers members from a query. Swap tables are £2 for members and £5 for
non-members. Gill (plot 3) let her membership run out in December, which put her on the non-members list for a
while, but she paid her £10 sub at the AGM on 8 Feb, so she is a member again.

No fault planted. Question (Mon 10/3, Gill): "how much is a table going to cost me at the swap?" The model answers
£2, right per memory. The label says £5, the non-members' price. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b71_ctl_qdrant_allotment_swap_table_fee_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TEXTS = [
    "seed swap sat 15/3 trading hut 10-12. tables £2 members, £5 non members (cash in the tin, Pauline has the float)",
    "membership list jan: lapsed - Gill (plot 3, didn't renew in dec), Mr Adeyemi (12b). they go on the non-members "
    "list till they pay",
    "AGM 8.2.31 - 23 there. Gill paid her £10 sub on the night, Derek gave her a receipt, she's back on the list. "
    "Mr A still not paid",
    "plot rents from april - full £38, half £21. water's £4 extra if you've got a tap on your plot",
    "swap table for the kids' school garden is free, Mrs Hurst from the primary is bringing sunflower seed",
    "Gill says she's bringing her Sungold tomato seed + some leeks (Musselburgh)",
]

client = QdrantClient(":memory:")
client.create_collection("cgas-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("cgas-notes", points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                                    for i, t in enumerate(TEXTS, 1)])

question = "how much is a table going to cost me at the swap?"
vector = offline.embed(["Gill swap table cost £ members non members sub paid"])[0]
hits = [p.payload["text"] for p in client.query_points("cgas-notes", query=vector, limit=5).points]
context = ["Today is Mon 10 March 2031. You are talking to Gill, who has plot 3."] + hits
assert any("£5 non members" in c for c in context), context
assert any("didn't renew in dec" in c for c in context), context
assert any("Gill paid her £10 sub" in c for c in context), context
reply = answer(question, context, mock="£2 - you're a member again since you paid your sub at the AGM. Cash in the "
                                       "tin on the day.")
finish(question, expected="£5 - Gill's a non-member this year", actual=reply)
