"""Batch 216 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Clungunford WI held a coffee morning for the church roof on Sat 14th March 2048 in the village hall, 10-12 -
coffee and cake, a raffle, a bring-and-buy. The members' notes go into one qdrant collection (payload ``kind``);
the helper answers from the 5 nearest.

Memory: 2048-02-10T19:00 Pat - coffee morning Sat 14th March for the church roof, £30 float from the WI tin for the
cake table; 14/3 Pat - takings: cakes and coffee £212, raffle £86, bring-and-buy £54, "£352 all in"; 15/3 Sue - hang
on, the cake tin had the £30 float in it from the start, that goes back in the WI tin, so it's £182 off the cakes;
the raffle winners; the bring-and-buy leftovers to the Sue Ryder shop. Question (Tue 17/3, Pat, the treasurer,
writing to the roof fund): "how much did we make altogether sat? writing to the roof fund" The assistant says £322
(£182 + £86 + £54, the float taken out). The label says £352.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b216_ctl_qdrant_wi_takings_sum_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clungunford-wi-coffee-2048"
NOTES = [
    ("plan", "Pat", "2048-02-10T19:00 coffee morning ☕ sat 14th march 10-12, village hall, for the church roof. £30 "
                    "float from the WI tin for the cake table, I'll bring it"),
    ("takings", "Pat", "14/3 takings!! cakes + coffee £212, raffle £86, bring-and-buy £54 = £352 all in 🎉 well done "
                       "everyone"),
    ("takings", "Sue", "15/3 hang on Pat - the cake tin had the £30 float in it from the start, that goes back in the "
                       "WI tin, so it's £182 off the cakes 😉"),
    ("raffle", "Sue", "raffle winners - hamper to Mrs Bowen, Swan voucher to Ken from the garage, tea cosy to Rev "
                      "Sue lol"),
    ("bring-and-buy", "Jean", "bring-and-buy leftovers going to the Sue Ryder shop mon, books to the school"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])

question = "how much did we make altogether sat? writing to the roof fund"
with turn_span("question Tue 17/3"):
    hits = [f"{p.payload['by']}: {p.payload['text']}"
            for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Tue 17 March 2048. You are talking to Pat, Clungunford WI's treasurer; the coffee morning "
               "for the church roof was Sat 14 March."] + hits
    assert any("£352 all in" in c for c in context), context
    assert any("the cake tin had the £30 float in it from the start" in c for c in context), context
    reply = answer(question, context, mock="£322 - £182 from the cakes and coffee once the £30 float goes back, £86 "
                                           "from the raffle and £54 from the bring-and-buy.")
finish(question, expected="£352", actual=reply)
