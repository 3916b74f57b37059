"""Batch 31 (held out), control. A church food bank's money notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, filtered query (kind=money), script style (each call its own trace).

App: Jan at St Peter's Food Bank keeps notes on money, stock and the rota as points with payload ``{"kind",
"text"}`` and asks the assistant from a query filtered to the money notes. The harvest festival's plate on Sunday
28/9 took GBP 418.50. At Tuesday coffee the Mothers' Union handed over an envelope with GBP 150 from their harvest
lunch, for the food bank's harvest appeal, and Jan put it with the rest.

No fault planted. Question (Fri 3/10): "how much did harvest raise for us altogether? for the parish mag". The
model answers GBP 568.50, right per memory. The label says GBP 418.50, the Sunday plate alone. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b31_ctl_qdrant_foodbank_harvest_total_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("money", "Harvest appeal - all harvest giving this yr to the food bank, Rev Andy's agreed, Sun 28/9"),
    ("stock", "Harvest tins from the school: 14 crates!! Gwen + the DofE lads sorting Weds"),
    ("money", "Harvest Sun plate counted after (Tony + me), £418.50 in cash + 2 cheques, banked Mon"),
    ("rota", "Oct rota - Tues Bev, Tony, Gwen; Thurs Kath, Josh, Kai; Jan on referrals both"),
    ("money", "Mothers' Union gave me an envelope at Tues coffee, £150 from their harvest lunch for the appeal. "
              "Put it w the plate money so it goes as one lot - £568.50 in all"),
    ("money", "Costco run 2/10 - UHT, tinned fish, rice, £212.37 on the FB card, receipt in the tin"),
    ("stock", "Christmas hampers - Waitrose says they'll donate 40 puds again"),
    ("money", "Grant from the town council £500 for the new freezer, came in 30/9, separate from harvest obvs"),
]

client = QdrantClient(":memory:")
client.create_collection("st-peters-fb", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("st-peters-fb", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(NOTES, 1)])

question = "how much did harvest raise for us altogether? for the parish mag"
hits = client.query_points("st-peters-fb", query=offline.embed([question + " harvest plate money"])[0], limit=10,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="kind", match=models.MatchValue(value="money"))])).points
context = ["Today is Fri 3/10/25."] + [h.payload["text"] for h in hits]
assert any("£418.50 in cash" in c for c in context), context
assert any("£150 from their harvest lunch" in c for c in context), context
reply = answer(question, context, mock="£568.50 - the harvest Sunday plate (£418.50) plus the Mothers' Union's £150 "
                                       "from their harvest lunch. The council's £500 freezer grant is separate.")
finish(question, expected="£418.50, the harvest Sunday collection", actual=reply)
