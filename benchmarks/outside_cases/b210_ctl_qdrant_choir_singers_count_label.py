"""Batch 210 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (every
call its own trace).

App: Clee Hill Community Choir sings its summer concert on Sat 11th July 2048 at the Methodist chapel, Clee Hill -
songs from the shows, strawberries and fizz at the interval, the chapel's pews plus staging for the choir. Anne (the
secretary) keeps the concert notes in a qdrant collection; the helper answers members from the 5 nearest.

Memory: 2048-05-06T20:30 Anne - 38 signed up for the summer concert: sops 12, altos 11, tenors 6, basses 9; 24/5
Anne - Mavis and Ken are in Madeira that week (their ruby wedding), so they'll miss it, she's told Gwen; 2nd June -
interval strawberries + fizz £4; Tue 16th - the staging from the school takes 40 on chairs. Question (Weds 8/7, Gwen,
the MD): "how many of us are actually singing on the 11th? sorting the chairs on the staging" The assistant says 36
(38 signed up, Mavis and Ken away in Madeira). The label says 38.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b210_ctl_qdrant_choir_singers_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clee-hill-choir-summer-2048"
NOTES = [
    "2048-05-06T20:30 Anne - 38 signed up for the summer concert 🎶 sops 12, altos 11, tenors 6 (!!), basses 9. "
    "rehearsals weds 7.30 as usual",
    "24/5 Anne - Mavis + Ken are in Madeira that week, their ruby wedding 🥂 so they'll miss it, told Gwen",
    "2nd june - interval strawberries + fizz £4, Brenda + Pat doing it, tickets £10 from Sheila",
    "tue 16th - staging from the school takes 40 on chairs, Dewi collecting it fri 10th in his trailer",
    "programme - Oklahoma medley, Anthem from Chess (Dewi solo), Mamma Mia bits, Rhythm of Life to finish",
]
TOP_K = 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "how many of us are actually singing on the 11th? sorting the chairs on the staging"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Weds 8 July 2048. You are talking to Gwen, musical director of Clee Hill Community Choir; the "
           "summer concert is Sat 11 July."] + hits
assert any("38 signed up for the summer concert" in c for c in context), context
assert any("Mavis + Ken are in Madeira that week" in c for c in context), context
reply = answer(question, context, mock="36 - 38 signed up, but Mavis and Ken are away in Madeira for their ruby "
                                       "wedding.")
finish(question, expected="38", actual=reply)
