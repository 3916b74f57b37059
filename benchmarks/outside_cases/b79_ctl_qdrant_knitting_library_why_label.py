"""Batch 79 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Pauline keeps the Tuesday Knitters' notes (stall dates, yarn, who's making what) in a qdrant collection; the
app answers members' questions from a query.

Memory: the spring coffee morning sale is Thu 6 May 2033; the church hall is the polling station that day (local
elections), so Rev Sue has put the knitters in the library's community room. In the same note Pauline adds that at
least it'll be warm, the hall heating was useless at Christmas and Jean kept her coat on all day. A member asks
why the sale isn't in the church hall. The assistant says the hall is a polling station that day. The label gives
the heating.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b79_ctl_qdrant_knitting_library_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "spring sale = coffee morning thurs 6/5/33 10-12. Rev Sue says the church hall's the polling station that "
    "day (local elections) so she's got us the library's community room. at least it'll be warm, the hall heating "
    "was useless at xmas, Jean had her coat on all day!",
    "Sheila's bags of dk sorted - 14 balls grey, 9 navy, 6 odd colours, all in the cupboard at the library",
    "making for spring: Pam more baby hats, Ivy egg cosies (chicks!), Jean the last 2 tea cosies from xmas, me "
    "+ Marg bunting",
    "library room holds 30 max, tables provided, we bring cloths. no hot drinks near the books, Carol says",
    "hospice cheque £317.50 handed over tues 7/12, photo in the Gazette",
    "Marg float £30 this time, coffee + cake £2.50 done by the library friends, they keep that",
]

client = QdrantClient(":memory:")
client.create_collection("tuesday-knitters", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("tuesday-knitters", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "why isn't the spring sale in the church hall?"
vector = offline.embed(["spring sale church hall library why room"])[0]  # the app's search words
hits = client.query_points("tuesday-knitters", query=vector, limit=4).points
context = ["Today is Tue 13 April 2033. You are talking to Ivy."] + [h.payload["text"] for h in hits]
assert any("polling station that day" in c and "heating was useless" in c for c in context), context
reply = answer(question, context, mock="The church hall's being used as the polling station on the 6th for the "
                                       "local elections, so Rev Sue got us the library's community room.")
finish(question, expected="the heating in the hall is useless - Jean froze at Christmas", actual=reply)
