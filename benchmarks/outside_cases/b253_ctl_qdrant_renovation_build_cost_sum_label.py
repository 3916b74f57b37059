"""Batch 253 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Priya and Tom each file their own notes), then the question's query.

App: Priya and Tom are having the kitchen knocked through and the bathroom redone at 23 Mill Lane by Gary (the
builder). They each file notes on the job into one qdrant collection; the helper answers from the 5 nearest.

Memory: Priya, 2051-01-20T21:30 - Gary's quote came, £38,500 all in for the kitchen knock-through and the bathroom,
stage payments, 10% held back till the snagging's done; Tom, 7/2 - the engineer wants a bigger steel (203 UB),
Gary says +£1,200 for that, we said go ahead; Priya, Tue 14 Mar - told Gary we'll do all the decorating ourselves,
he's knocked £800 off; Tom, Sat 18/3 - skip no.2 came today, it's in the quote. Question (Mon 20/3, Priya): "what's
the build going to cost us now all in? doing the mortgage top-up form tonight" The assistant says £38,900 (£38,500,
plus £1,200 for the steel, less £800 for the decorating). The label says £38,500.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b253_ctl_qdrant_renovation_build_cost_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "23-mill-lane-reno-notes"
NOTES = {
    "priya": [
        (1, "2051-01-20T21:30 Gary's quote came 🏠 £38,500 all in for the kitchen knock-thru + the bathroom, stage "
            "payments, 10% held back till snagging's done. he can start mon 6th feb"),
        (3, "Tue 14 Mar - told Gary we'll do all the decorating ourselves 🎨 (how hard can it be) so he's knocked £800 "
            "off"),
    ],
    "tom": [
        (2, "7/2 engineer wants a bigger steel, 203 UB not the 152 😬 Gary says +£1,200 for that, we said go ahead, "
            "no choice really"),
        (4, "Sat 18/3 skip no.2 came today, on the drive. it's in the quote, Gary says, so no extra"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "what's the build going to cost us now all in? doing the mortgage top-up form tonight"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to Priya, who's having her kitchen and bathroom done at 23 "
           "Mill Lane by Gary the builder."] + hits
assert any("£38,500 all in" in c for c in context), context
assert any("+£1,200 for that, we said go ahead" in c for c in context), context
assert any("he's knocked £800 off" in c for c in context), context
reply = answer(question, context, mock="£38,900 - Gary's £38,500, plus £1,200 for the bigger steel, less the £800 "
                                       "he took off for you doing the decorating.")
finish(question, expected="£38,500", actual=reply)
