"""Batch 88 (held out). A community minibus's bookings: qdrant collection of booking lines and office notes, query
filtered to the trip day, script style (each call its own trace).

App: Wendy runs the Walsworth Community Minibus from the community centre office. Booking lines carry the day of
the trip in their ``day`` field; phone messages and driver notes she types in carry the day she took them. The
driver's run sheet asks for the day's lines by filtering on ``day == <trip day>``.

Planted fault (RetrievalError, filtered by scope): Wendy's note of Mon 14/3 says Mrs Doyle's daughter rang - the
Lister has brought her eye clinic forward to 10 on Thursday, so she wants picking up at 9.15, not 10, same
address, and she'll have her frame. The note carries day 2033-03-14 (the day of the call), so the run sheet's
query for Thursday 17/3 leaves it out. The booking line (10am pick-up, 14 Bedford Rd, 11am clinic) is in.
Question (Wed 16/3, Ken, the Thursday driver): "what time do I pick up Mrs Doyle tomorrow?" -> expected 9.15. The
assistant says 10am.

Expected verdict: RetrievalError at qdrant.query_points (the day-filtered query, wrapped in fault()). Asserted: the
same query without the filter returns the note; the filtered one leaves it out, and the 10am booking is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b88_qdrant_minibus_doyle_pickup_dayscoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RANG = ("mon 14/3 - Mrs Doyle's daughter (Karen) rang: Lister have brought her eye clinic fwd to 10 on thurs, so "
        "can we get her at 9.15 pls not 10. same address. she'll have the frame w her")
POINTS = [
    ("2033-03-17", "booking", "THU 17/3 Lister hosp run: Mrs Doyle, 14 Bedford Rd, pick up 10am for 11am eye "
                              "clinic, needs help down the step. return when she rings"),
    ("2033-03-17", "booking", "thu 17th - Mr Osei, Hitchin Rd, 9.40 to the GP (Nightingale), walking stick, "
                              "home again after, 20 mins"),
    ("2033-03-17", "driver", "Thurs driver Ken, bus 2 (the Ford w the tail lift), keys in the office safe"),
    ("2033-03-14", "note", RANG),
    ("2033-03-15", "note", "bus 1 tyre pressure light on again, Dave to look at it wed"),
    ("2033-03-18", "booking", "fri 18/3 lunch club - usual lot, out 10.45, back 2ish"),
    ("2033-03-16", "note", "Mr Osei paid £4 for thurs in advance, in the tin"),
    ("2033-03-17", "booking", "17/3 pm - Tesco run 1.30, Mavis + Jean, back by 3.30"),
]

client = QdrantClient(":memory:")
client.create_collection("walsworth-minibus", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("walsworth-minibus", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"day": day, "kind": kind, "text": text})
    for i, (day, kind, text) in enumerate(POINTS, 1)])

question = "what time do I pick up Mrs Doyle tomorrow?"
vector = offline.embed(["Mrs Doyle pick up time Lister hospital eye clinic thursday"])[0]  # the run sheet's words
wide = [p.payload["text"] for p in client.query_points("walsworth-minibus", query=vector, limit=5).points]
assert RANG in wide, wide

with fault():
    hits = client.query_points("walsworth-minibus", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="day", match=models.MatchValue(value="2033-03-17"))])).points
context = ["Today is Wed 16 March 2033. You are talking to Ken, Thursday's driver."] + [h.payload["text"]
                                                                                      for h in hits]
assert RANG not in context and not any("9.15" in c or "Karen" in c for c in context), context
assert any("pick up 10am for 11am eye" in c for c in context), context
reply = answer(question, context, mock="10am from 14 Bedford Rd - her eye clinic at the Lister is at 11. She needs "
                                       "a hand down the step.")
finish(question, expected="9.15", actual=reply)
