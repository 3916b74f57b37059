"""Batch 89 (held out). A van hire firm's booking book: qdrant collection of booking lines and counter notes, the
pick-up sheet's query filtered to the van, script style (each call its own trace).

App: Hitchin Van & Truck Hire (six vans) keeps every booking line and phone/counter note as a point. Booking lines
carry the van's reg in ``van``; phone notes are typed against the customer (``van`` empty, ``customer`` set). The
morning pick-up sheet asks for each van's lines by filtering on ``van == <reg>``.

Planted fault (RetrievalError, filtered by scope): Mrs Barker's booking for the Luton (LV19 KHT) on Sat 9/7 is £165
for the day, £50 paid to reserve, and a £250 refundable deposit taken as a card hold on the day. A phone note of
5/7, filed against the customer only, says she rang and paid the rest of the hire, £115, on the phone (card ending
4471), deposit still on the day. The pick-up sheet's query for the Luton leaves the note out. Question (Fri 8/7,
Dean on the counter): "how much has Mrs Barker got to pay us tmrw when she picks up the Luton?" -> expected just
the £250 deposit hold (the hire's paid). The assistant says £365 (the £115 balance + the £250 hold).

Expected verdict: RetrievalError at qdrant.query_points (the van-filtered query, wrapped in fault()). Asserted:
the same query without the filter returns the note; the filtered one leaves it out, and the booking line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b89_qdrant_vanhire_barker_balance_vanscoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RANG = ("5/7 11.20 - Mrs Barker rang, paid the rest of the luton hire over the phone £115 (card ending 4471), so "
        "hire's all settled. she knows abt the dep hold on the day. moving from Stevenage, Sat, pick up 8am")
POINTS = [
    ("LV19 KHT", "Barker", "SAT 9/7 Luton LV19 KHT - Mrs J Barker, house move Stevenage > Letchworth. £165 day, "
                           "£50 pd to reserve 21/6, £250 dep (card hold, refundable) on collection. 8am - 6pm"),
    ("LV19 KHT", "-", "Luton LV19 - tail lift serviced 30/6, new strap ratchets in the cab (4)"),
    ("", "Barker", RANG),
    ("KX21 FNO", "Patel", "sat 9th LWB transit KX21 - Mr Patel, 2 days sat+sun, £190 all in, dep £200 hold, "
                          "driver Raj (licence checked)"),
    ("", "Osborne", "Osborne (Scouts) - want the minibus 23/7 again, told them ring back w/ numbers"),
    ("LV19 KHT", "Greene", "mon 11/7 Luton LV19 - Greene, 1 day, £165, pd in full, dep hold on collection"),
    ("YR70 ABC", "-", "swb YR70 in at Kwik Fit tues for tyres, back weds am"),
    ("", "-", "dep holds - remind everyone: release within 3 working days of return, Sue does them fri"),
]

client = QdrantClient(":memory:")
client.create_collection("hitchin-van-hire", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("hitchin-van-hire", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"van": van, "customer": who, "text": text})
    for i, (van, who, text) in enumerate(POINTS, 1)])

question = "how much has Mrs Barker got to pay us tmrw when she picks up the Luton?"
vector = offline.embed(["Mrs Barker Luton hire paid deposit balance pick up saturday"])[0]  # the sheet's words
wide = [p.payload["text"] for p in client.query_points("hitchin-van-hire", query=vector, limit=5).points]
assert RANG in wide, wide

with fault():
    hits = client.query_points("hitchin-van-hire", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="van", match=models.MatchValue(value="LV19 KHT"))])).points
context = ["Today is Fri 8 July 2033. You are talking to Dean on the counter."] + [h.payload["text"] for h in hits]
assert RANG not in context and not any("£115" in c or "4471" in c for c in context), context
assert any("£50 pd to reserve" in c and "£250 dep" in c for c in context), context
reply = answer(question, context, mock="£365 - the £115 left on the hire (£165 less the £50 she paid to reserve) "
                                       "plus the £250 deposit hold on her card.")
finish(question, expected="only the £250 deposit hold - she's already paid the hire off", actual=reply)
