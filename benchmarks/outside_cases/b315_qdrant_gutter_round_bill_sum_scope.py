"""Batch 315 (held out). A gutter cleaning round: qdrant collection of the round's job notes, script style (every
call its own trace); for a "how much" question the helper asks only the price and payment notes, and the note that
added the conservatory roof to a job was filed under access.

App: Lee Sutcliffe ("Lee's Gutters & Fascias", a van, a vac pole and a lot of ladders) does a spring round of
gutter clearing round Sowerby and Norland in April 2050. He and his lad Kyle file notes into one qdrant collection
(payload ``kind``: price, access, job, payment, round); for a "how much" question the helper asks only the price
and payment notes (a ``kind`` in [price, payment] payload filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lee's price note of 2050-03-29T18:40 has Mr Whitworth at
14 Moor Lane, a semi, gutters front and back, £45 as last year. Kyle's note of Mon 10/4, filed as access, is mostly
about getting in - the gate's round the side now the new fence is up, the dog's soft as butter - and says, in
passing, that Mr W's asked for the conservatory roof doing too this time, all the moss off it, that's £15 on top,
Lee said fine. Question (Weds 12/4, Lee): "how much is Mr Whitworth's bill for thurs? he wants a figure so he can
get cash out" -> expected £60 (£45 gutters + £15 conservatory roof). The scoped query returns the price and payment
notes; the assistant says £45.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 10/4 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£15 or the conservatory; the £45 for 14 Moor Lane is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b315_qdrant_gutter_round_bill_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lees-gutters-spring-round-2050"
EXTRA = ("Mon 10/4 (Kyle) Whitworth 14 Moor Lane - gate's round the side now the new fence is up, dog's soft as "
         "butter, just let him sniff u 🐶 oh and Mr W's asked for the conservatory roof doing as well this time, all "
         "the moss off it, that's £15 on top, Lee said fine")
NOTES = [
    (1, "price", "Lee", "2050-03-29T18:40 spring prices same as last yr - semis £45 front + back, terraces £35, "
                        "detached from £60. Whitworth 14 Moor Lane semi, gutters front + back £45 as last yr"),
    (2, "round", "Lee", "w/c 10/4 round - mon Norland top end, tues + weds Sowerby Old Rd, thurs Moor Lane + "
                        "Cross Lane, fri spare for rain days ☔"),
    (3, "payment", "Lee", "payments - most pay Kyle on the day cash or bank transfer, Mrs Haigh + the Old Vicarage "
                          "get an invoice, 14 days"),
    (4, "access", "Kyle", EXTRA),
    (5, "job", "Kyle", "Tues 11th - 22 Cross Lane downpipe's cracked, told her we'll bring a new length thurs, £12 "
                       "fitted. tennis ball in no. 9's hopper 😂"),
    (6, "price", "Lee", "fascia wash £20 extra if they want it doing while we're up, mention it but no hard sell"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how much is Mr Whitworth's bill for thurs? he wants a figure so he can get cash out"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert EXTRA in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["price", "payment"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 12 April 2050. You are talking to Lee, who runs Lee's Gutters & Fascias (Thursday's round "
           "is Moor Lane and Cross Lane)."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("£15", "conservatory")), context
assert any("Whitworth 14 Moor Lane semi, gutters front + back £45" in c for c in context), context
reply = answer(question, context, mock="£45 - 14 Moor Lane's a semi, gutters front and back, same as last year.")
finish(question, expected="£60 - £45 for the gutters plus £15 for the conservatory roof he asked for",
       actual=reply)
