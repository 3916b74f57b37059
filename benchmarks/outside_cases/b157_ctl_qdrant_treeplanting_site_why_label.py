"""Batch 157 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Little Ouseburn Parish Council plant a community orchard (24 fruit trees, heritage varieties) with volunteers
in November 2037. Pauline, the clerk, keeps the councillors' notes in one qdrant collection; the helper answers
villagers from a query of it.

Memory: 14/10 Pauline: orchard planting on the rec Sat 21st Nov, 24 trees from the Northern Fruit Group; 22.10. Cllr
Hirst: Cadent came out - the gas main runs right under the bottom of the rec and they want nothing with roots within
3m of it, so the orchard's going on the churchyard field instead, the PCC are delighted; Weds 4 Nov Cllr Shaw: the
rec's like a bog after all this rain, football's been off three weeks running; 16th nov Pauline: putting the
planting back a week to the 28th, the ground's waterlogged everywhere, the trees can sit in the heeling-in trench
behind the church. Question (Tue 24/11, a villager via Pauline): "why aren't we planting on the rec this year?
someone asked in the post office" The assistant says the gas main runs under the bottom of the rec and Cadent won't
have roots within 3m, so it's gone on the churchyard field. The label says the rec's waterlogged - in memory, but
the wet is why the planting was put back a week, not why it moved.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b157_ctl_qdrant_treeplanting_site_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "little-ouseburn-pc-orchard"
NOTES = [
    "14/10 Pauline - community orchard planting on the rec sat 21st nov 10-1, 24 trees from the Northern Fruit Group "
    "(apples, pears, 2 damsons), stakes + ties from the council budget",
    "22.10. Cllr Hirst - Cadent came out, the gas main runs right under the bottom of the rec + they want nothing w "
    "roots within 3m of it. so the orchard's going on the churchyard field instead, the PCC are delighted",
    "Weds 4 Nov Cllr Shaw - rec's like a bog after all this rain, the footy's been off 3 wks running",
    "16th nov Pauline - putting the planting back a wk to the 28th, ground's waterlogged everywhere. trees can sit "
    "in the heeling in trench behind the church",
    "2037-11-20T09:40 Pauline - 15 volunteers so far + the cubs for an hr. soup in the church hall after, 1.30pm ish",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why aren't we planting on the rec this year? someone asked in the post office"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
context = ["Today is Tue 24 November 2037. You are talking to Pauline, the clerk to Little Ouseburn Parish Council, "
           "about the community orchard planting."] + hits
assert any("gas main runs right under the bottom of the rec" in c for c in context), context
assert any("ground's waterlogged everywhere" in c for c in context), context
reply = answer(question, context, mock="Because the gas main runs under the bottom of the rec and Cadent won't have "
                                       "anything with roots within 3m of it - so the orchard's going on the "
                                       "churchyard field instead.")
finish(question, expected="the rec's waterlogged", actual=reply)
