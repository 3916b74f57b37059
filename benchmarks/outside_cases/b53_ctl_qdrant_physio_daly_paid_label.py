"""Batch 53 (held out), control. A physio clinic's invoice notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Lyn keeps the clinic's money notes as qdrant points with payload ``{"kind", "text"}`` (kind: invoice, payment,
admin); Ffion asks the assistant before the month-end. Mrs Daly (ankle fracture rehab, self-pay) was invoiced £180
(inv 0412, 2 June). On 9 June her card was refused at the desk and she said her daughter would sort it online; on
12 June the bank statement shows £180 from S DALY with the invoice number as the reference.

No fault planted. Question (Mon 15/6, Ffion): "has Mrs Daly paid us yet?" The model answers yes (the £180 came in
on the 12th), right per memory. The label says no, going by the refused card at the desk. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b53_ctl_qdrant_physio_daly_paid_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("invoice", "inv 0412 2/6 - Mrs S Daly, R ankle ORIF rehab, 4 sessions @ £45 = £180, self-pay, 14 days"),
    ("invoice", "inv 0419 3/6 - Mrs Patel, block of 6 @ £52 = £312"),
    ("payment", "9 June - Mrs Daly's card wouldn't go through at the desk (said declined twice), she was mortified "
                "poor thing, says her daughter Siobhan does her banking and will pay it online"),
    ("admin", "card machine fees £23.60 this month, look at Dojo"),
    ("payment", "Bupa remittance 11/6, £180 for Okafor May"),
    ("payment", "bank stmt 12/6: £180.00 in from S DALY ref INV0412, £48 T PRICE, £104 card takings batch"),
    ("admin", "Mrs Daly's next appt thurs 18th 3pm w Gareth - she asked for him"),
]

client = QdrantClient(":memory:")
client.create_collection("ffion-money", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ffion-money", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "has Mrs Daly paid us yet?"
vector = offline.embed(["Mrs Daly paid invoice 0412 £180 S DALY card"])[0]  # the app's search words for it
hits = client.query_points("ffion-money", query=vector, limit=5).points
context = ["Today is Mon 15 June 2026."] + [h.payload["text"] for h in hits]
assert any("card wouldn't go through" in c for c in context), context
assert any("£180.00 in from S DALY ref INV0412" in c for c in context), context
reply = answer(question, context, mock="Yes - £180 came in from S Daly on the 12th with INV0412 as the reference, so "
                                       "0412's settled.")
finish(question, expected="No - her card was declined at the desk", actual=reply)
