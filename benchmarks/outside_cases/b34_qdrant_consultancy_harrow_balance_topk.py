"""Batch 34 (held out). A two-person software consultancy's job notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Kestrel Code (Nadia and Tom, Shrewsbury) build small web apps for local firms. Their notes on clients,
invoices and deadlines are points with payload ``{"client", "kind", "text"}``. The assistant answers from the
top 4 hits of a query for the question (``limit=4``), which is how the app has always done it.

Planted fault (RetrievalError, ranked out of the top k): Harrow Vets had invoice INV-0142, GBP 4,250 for the
booking widget. In March Nadia wrote: "Harrow - spoke to Kath in their office, they've done 1,800 of the 0142 by
BACS (hit the acct 3/3), rest when the SMS reminders go live, which is fair tbh". Question (Mon 17/3): "what's
Harrow Vets still owe on the booking widget invoice?" -> expected GBP 2,450. The top 4 hold the invoice, Harrow's
client card and two other clients' notes, not the part payment (8th); the assistant says the whole GBP 4,250.

Expected verdict: RetrievalError at qdrant.query_points (the one limit-4 query in fault()). Asserted: the part
payment note is in the collection and comes back in a query for all notes, but is not in the top 4; the invoice
note is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b34_qdrant_consultancy_harrow_balance_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PART_PAID = ("Harrow - spoke to Kath in their office, they've done 1,800 of the 0142 by BACS (hit the acct 3/3), "
             "rest when the SMS reminders go live, which is fair tbh")
NOTES = [
    ("harrow", "invoice", "INV-0142 Harrow Vets, booking widget phase 1, £4,250 + VAT, 30 days, sent 4/2"),
    ("penrose", "invoice", "INV-0139 Penrose Joinery - quote builder, £2,900, paid 28/1 thank god"),
    ("harrow", "deadline", "Harrow SMS reminders - Twilio acct set up, need their sender ID approved, aim w/e 21/3"),
    ("misc", "admin", "VAT qtr ends 31/3, Tom to do the return, receipts in the Dropbox 'VAT Q4' folder"),
    ("clee", "invoice", "INV-0144 Clee Hill Riding School, new site + bookings, £3,600, 50% up front paid 10/2"),
    ("harrow", "client", "Harrow Vets - 3 practices (Ludlow, Church Stretton, Craven Arms), Kath is office mgr, "
                         "vet in charge Dr Singh, they love WhatsApp not email"),
    ("misc", "invoice", "Invoices over 30 days: chase on day 31 w the polite template, then ring on day 45"),
    ("harrow", "invoice", PART_PAID),
    ("penrose", "deadline", "Penrose wants the quote builder on mobile by Easter, 18/4, Tom's on it"),
    ("clee", "client", "Clee Hill - Jo owns it, pays by card, hates passwords lol, magic links pls"),
    ("misc", "admin", "Laptop for Nadia - £1,150 from Scan, claim as capital"),
    ("harrow", "invoice", "Harrow: INV-0142 chased 6/3 (day 30), Kath says it's on the partners' desk"),
    ("penrose", "invoice", "INV-0147 Penrose mobile work, £1,400, to go out when it's live"),
    ("misc", "admin", "Accountant (Bryn, Hughes & Co) wants the year end stuff by 30/4, £650 fee"),
]

client = QdrantClient(":memory:")
client.create_collection("kestrel", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("kestrel", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"client": c, "kind": k, "text": text})
    for i, (c, k, text) in enumerate(NOTES, 1)])

question = "what's Harrow Vets still owe on the booking widget invoice?"
vector = offline.embed([question])[0]
every = [p.payload["text"] for p in client.query_points("kestrel", query=vector, limit=len(NOTES)).points]
assert PART_PAID in every, every
assert every.index(PART_PAID) >= 4, every

with fault():
    hits = client.query_points("kestrel", query=vector, limit=4).points
context = ["Today is Mon 17/3/25."] + [h.payload["text"] for h in hits]
assert any("INV-0142 Harrow Vets, booking widget phase 1, £4,250" in c for c in context), context
assert not any("1,800" in c or "BACS" in c for c in context), context
reply = answer(question, context, mock="All of it - £4,250 + VAT on INV-0142, 30 days from 4/2, so it's overdue. Kath "
                                       "in their office is the one to chase, on WhatsApp.")
finish(question, expected="£2,450 - they've paid 1,800 of it already", actual=reply)
