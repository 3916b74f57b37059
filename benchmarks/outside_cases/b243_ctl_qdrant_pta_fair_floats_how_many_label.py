"""Batch 243 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the PTA's fair notes,
script style (every call its own trace).

App: the Friends of Norton Tower Primary hold their summer fair on Sat 15th July 2051 on the school field. Jo (the
PTA chair) and Sharon (the treasurer) file notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Jo, 2051-06-14T20:30 - stalls confirmed, 14 of them (cakes, books, toys, tombola, plants, face paint, the
ice creams, and so on), each needs a £20 float, she'll make them up; Sharon, 3.7. - the cake stall and the ice
creams are going on the SumUp card reader this year, so no float for them; Jo, Thurs (6 July) - books and toys are
merging into one stall, not enough volunteers, Mrs Lee's doing both; Sharon, Mon 10th - bank bags collected, and
the raffle money goes straight in the safe. Question (Fri 14/7, Jo): "how many floats do I need to make up
tonight? doing them at the kitchen table" The assistant says 11 (14, less the cakes and ice creams on the card
reader, less one for books and toys merging). The label says 14.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b243_ctl_qdrant_pta_fair_floats_how_many_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "norton-tower-pta-fair-2051"
NOTES = [
    (1, "Jo", "2051-06-14T20:30 stalls confirmed - 14!! 🎪 cakes, books, toys, tombola, plants, face paint, ice "
              "creams, hook a duck, bottle stall, sweets, nails, crafts, guess the teddy's name, beat the goalie. "
              "each needs a £20 float, I'll make them up"),
    (2, "Sharon", "3.7. cake stall + the ice creams are going on the SumUp card reader this yr so no float for them 💳 "
                  "I'll bring the readers charged"),
    (3, "Jo", "Thurs - books + toys are merging into one stall (not enough volunteers 😩) Mrs Lee's doing both"),
    (4, "Sharon", "Mon 10th bank bags collected from Barclays. raffle money goes straight in the safe pls, not in a "
                  "float bag"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how many floats do I need to make up tonight? doing them at the kitchen table"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 14 July 2051. You are talking to Jo, chair of the Friends of Norton Tower Primary (summer "
           "fair Sat 15 July)."] + hits
assert any("stalls confirmed - 14!!" in c and "each needs a £20 float" in c for c in context), context
assert any("no float for them" in c for c in context), context
assert any("books + toys are merging into one stall" in c for c in context), context
reply = answer(question, context, mock="11 - the 14 stalls, less the cakes and ice creams (they're on the card "
                                       "reader), and books and toys are one stall now. So £220 in change.")
finish(question, expected="14", actual=reply)
