"""Batch 152 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the PTA of Castle Hill Primary keeps its notes for the Christmas fair (Fri 4th Dec 2037, 3.15-5.30) in one
qdrant collection; the helper answers the parents with ``query_points``.

Memory: Kirsty, 14/10: Mr Patel (Y4) did Santa last year and said he'd do it again if his back holds out - two hours
in that chair was murder; Sam, 22.10.: the cake stall wants donations by Thurs 3rd, nut free; Gemma, 3/11: Mr Patel
and his wife's baby is due mid Nov, he's off from the 20th for a few weeks, so Gary (a Y2 grandad) has said he'll do
Santa - he's got his own beard; Kirsty, 2037-11-18T20:40: raffle prizes. Question (Tue 1/12, Nadia, a Y4 mum): "why's
Mr Patel not doing santa this yr? my two are gutted, they loved him" The assistant says he's on paternity leave (the
baby was due mid-November, he's off from the 20th), so Gary's doing it. The label says his back's been playing up -
in memory, the worry he had after last year, not why he isn't doing it.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b152_ctl_qdrant_xmasfair_santa_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "castle-hill-pta-xmas-fair"
NOTES = [
    "14/10 Kirsty - santa: Mr Patel (Y4) did it last yr, says he'll do it again if his back holds out - 2 hrs in that "
    "chair was murder. grotto on the stage again, £3 a go w a present",
    "22.10. Sam - cake stall donations in by thurs 3rd pls, NUT FREE, labels w ingredients. boxes from the Co-op",
    "3/11 Gemma - Mr Patel + his wife's baby is due mid nov!! he's off from the 20th for a few wks, so Gary (Y2 "
    "grandad) has said he'll do santa, he's got his own beard lol",
    "2037-11-18T20:40 Kirsty - raffle: Co-op hamper, £50 Boots voucher, signed Town shirt. £1 a strip, draw 5.15",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's Mr Patel not doing santa this yr? my two are gutted, they loved him"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
context = ["Today is Tue 1 December 2037. You are talking to Nadia, a Year 4 parent at Castle Hill Primary, about the "
           "PTA Christmas fair on Fri 4 December."] + hits
assert any("if his back holds out" in c for c in context), context
assert any("baby is due mid nov" in c and "Gary" in c for c in context), context
reply = answer(question, context, mock="He's on paternity leave - his and his wife's baby was due mid-November and "
                                       "he's off from the 20th for a few weeks. Gary, a Year 2 grandad, is doing "
                                       "Santa.")
finish(question, expected="his back's been playing up", actual=reply)
