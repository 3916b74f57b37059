"""Batch 91 (held out). A dental surgery's lab work: qdrant collection, query scoped to the lab tickets, script
style (each call its own trace).

App: Meadow Lane Dental keeps its lab work in one qdrant collection: lab tickets (payload ``kind`` "ticket": who,
what, sent, due back, fit appointment) and phone messages reception types in (``kind`` "phone"). The nurses'
helper answers "when's X back from the lab" by querying the tickets only (a ``kind == ticket`` filter).

Planted fault (RetrievalError, filtered by scope): Bridgeway lab rang on Wed 5/3 at 2.40: Mrs Adeyemi's bridge
came out too grey against her photos, so they're doing the porcelain again and it comes on Thursday's courier (the
13th), not Monday's; someone needs to ring her about the fit. It is a "phone" message, so the ticket-only query
leaves it out. The ticket (due back Mon 10/3, fit Tue 11/3 9.20) is in. Question (Fri 7/3, Dr Amin's nurse):
"what day's Mrs Adeyemi's bridge back from the lab?" -> expected Thursday (the 13th). The assistant says Monday.

Expected verdict: RetrievalError at qdrant query_points (the ticket-scoped query, wrapped in fault()). Asserted:
the same query without the filter returns the phone message; the scoped one leaves it out, and the ticket with
Mon 10/3 is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b91_qdrant_dental_bridge_return_day_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RANG = ("5/3 2.40pm Bridgeway rang (Lee) re Mrs Adeyemi bridge - shade came out too grey next to her photos, "
        "they're doing the porcelain again, will be on THURS courier (13th) not mon. can someone ring her re the "
        "fit appt pls. - Tina")
POINTS = [
    ("ticket", "LAB TKT 4471 Mrs J Adeyemi - 3 unit bridge UR3-5, PFM, shade A2 (photos attached), sent 28/2, due "
               "back Mon 10/3. fit Tue 11/3 9.20 Dr Amin"),
    ("ticket", "LAB TKT 4479 Mr D Hughes - upper F/F try-in done, back to lab for finish 5/3, due Fri 14/3"),
    ("phone", RANG),
    ("ticket", "LAB TKT 4480 Ms K Ward - night guard (lower), sent 4/3, due 11.03, no appt needed, post it out"),
    ("phone", "courier (DX) says no pick ups mon 10th am, van in for MOT - they'll come after 1"),
    ("ticket", "LAB TKT 4468 Mr P Grant - crown LL6 emax, back 3/3, fitted 6/3 ok"),
    ("phone", "Mrs Adeyemi's husband rang 4/3 asking if she can have a morning appt for the fit, she works pm"),
    ("phone", "Bridgeway invoice for Feb is £1,184.50 - Sandra to check against the tickets"),
]

client = QdrantClient(":memory:")
client.create_collection("meadowlane-lab", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("meadowlane-lab", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "what day's Mrs Adeyemi's bridge back from the lab? Dr Amin's asking"
vector = offline.embed(["Mrs Adeyemi bridge back from lab day due"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("meadowlane-lab", query=vector, limit=5).points]
assert RANG in wide, wide

with fault():
    found = client.query_points("meadowlane-lab", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="ticket"))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Fri 7 March 2034. You are talking to Dr Amin's dental nurse."] + hits
assert RANG not in context and not any("THURS" in c or "13th" in c for c in context), context
assert any("due back Mon 10/3" in c for c in context), context
reply = answer(question, context, mock="Monday - it's due back from Bridgeway on Mon 10/3, ready for her fit on "
                                       "Tuesday at 9.20.")
finish(question, expected="Thursday, the 13th - the lab's redoing the porcelain", actual=reply)
