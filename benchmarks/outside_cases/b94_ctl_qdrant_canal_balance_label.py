"""Batch 94 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: Foxton Wharf Narrowboats' office keeps bookings and payments as qdrant points (one per note); the office
helper answers Dan at handover time.

Memory: the booking confirmation for Kestrel (the Okafors, Sat 25/10 - Sat 1/11) says £1,240 for the week, £300
deposit paid 12/8, balance £940 due on the day; a later note says Mrs Okafor transferred £400 on 3/9 towards the
balance and will settle the rest at handover; the £150 damage deposit is taken separately at handover and comes
back. Question (Fri 24/10, Dan): "how much is left to pay on the okafors' week tomorrow? not counting the damage
dep" The assistant says £540. The label says £940, the balance due on the day.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b94_ctl_qdrant_canal_balance_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "KESTREL conf sent 12/8 - Okafor, sat 25/10 - sat 1/11 (7 nts) £1,240. dep £300 pd 12/8 by card, bal £940 "
    "due on the day",
    "damage dep is £150 on all boats, taken at handover on a card, back within 7 days if no damage",
    "MARIGOLD - Cole party back sat 30/8, all fine, dep back 1/9",
    "3/9 - £400 bank transfer in from F Okafor, ref KESTREL OCT, towards the balance. Mrs O says she'll settle "
    "the rest at handover",
    "HERON off the water 27/10-7/11 for blacking, Gaz booked",
    "diesel now £1.32/l at the wharf pump, Kestrel takes about 40l a week",
]

client = QdrantClient(":memory:")
client.create_collection("foxton-wharf-payments", vectors_config=models.VectorParams(size=256,
                                                                                     distance=models.Distance.COSINE))
client.upsert("foxton-wharf-payments", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "how much is left to pay on the okafors' week tomorrow? not counting the damage dep"
vector = offline.embed(["Okafor Kestrel balance paid owing"])[0]
found = client.query_points("foxton-wharf-payments", query=vector, limit=len(POINTS)).points
context = ["Today is Fri 24 October 2036. You are talking to Dan in the office."] + \
          [p.payload["text"] for p in found]
assert any("bal £940 due on the day" in c for c in context), context
assert any("£400 bank transfer in from F Okafor" in c for c in context), context
reply = answer(question, context, mock="£540 - the week's £1,240, less the £300 deposit and the £400 she "
                                       "transferred on 3 Sept. The £150 damage deposit is on top.")
finish(question, expected="£940 - the balance due on the day", actual=reply)
