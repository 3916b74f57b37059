"""Batch 34 (held out), control. A software consultancy's client notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, a filtered query (client = penrose), script style (each call its own trace).

App: Kestrel Code (Nadia and Tom, Shrewsbury) keep notes on each client as points with payload ``{"client", "kind",
"text"}``; asked about one client, the app queries that client's notes only. Penrose Joinery's managing director,
Gareth, signs off their purchase orders. Since the spring he leaves anything under GBP 5k to Lina, who runs their
accounts, so that invoices aren't held up while he's out on site; the mobile work invoice is GBP 1,400.

No fault planted. Question (Tue 22/4): "who do I send the Penrose mobile invoice to for sign off?" The model answers
Lina in their accounts, right per memory. The label says Gareth, their MD. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b34_ctl_qdrant_consultancy_penrose_signoff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("penrose", "client", "Penrose Joinery (Ludlow Rd) - Gareth Penrose MD, signs all POs + invoices, v old school, "
                          "likes a phone call not email"),
    ("penrose", "invoice", "INV-0139 quote builder £2,900, paid 28/1"),
    ("harrow", "client", "Harrow Vets - Kath office mgr, pays by BACS, partners sign over £1k"),
    ("penrose", "deadline", "Penrose mobile quote builder live by Easter 18/4 - went live 17th, Gareth chuffed"),
    ("penrose", "client", "Gareth's out on site most days now they've got the barn conversions, said anything under "
                          "5k just goes to Lina (runs their accounts, lina@penrosejoinery) + she'll sort it, saves "
                          "us chasing him"),
    ("penrose", "invoice", "INV-0147 Penrose mobile work, £1,400, to go out now it's live, 30 days"),
    ("clee", "client", "Clee Hill - Jo owns it, pays by card"),
    ("penrose", "misc", "Penrose want a quote for a gallery page, photos of the barn jobs, maybe June"),
]

client = QdrantClient(":memory:")
client.create_collection("kestrel-clients",
                         vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("kestrel-clients", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"client": c, "kind": k, "text": text})
    for i, (c, k, text) in enumerate(NOTES, 1)])

question = "who do I send the Penrose mobile invoice to for sign off?"
hits = client.query_points("kestrel-clients", query=offline.embed([question])[0], limit=10,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="client", match=models.MatchValue(value="penrose"))])).points
context = ["Today is Tue 22/4/25."] + [h.payload["text"] for h in hits]
assert any("Gareth Penrose MD, signs all POs + invoices" in c for c in context), context
assert any("anything under 5k just goes to Lina" in c for c in context), context
assert any("INV-0147 Penrose mobile work, £1,400" in c for c in context), context
reply = answer(question, context, mock="Lina - she runs their accounts (lina@penrosejoinery). It's £1,400, and "
                                       "Gareth leaves anything under 5k to her.")
finish(question, expected="Gareth, their MD - he signs everything", actual=reply)
