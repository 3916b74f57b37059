"""Batch 81 (held out), CONTROL: nothing planted; the label is wrong. qdrant query over house notes, script style.

App: the five students at 22 Brudenell Grove keep house notes in a qdrant collection; the app answers money
questions from a search.

Memory: Ellie set up the broadband (Virgin, £30 a month in her name, £6 each); on 3/10 she says the old router
died and Virgin sent a new one but stung her £15 for the delivery, so it's £3 each on top this month only.
Question (Sam, Mon 11/10): "how much do I owe Ellie for the internet this month?" The assistant says £9 (£6 + £3).
The label gives the usual £6.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b81_ctl_qdrant_studenthouse_internet_share_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "Ellie 15/9: broadband (Virgin) £30/mth, set up in my name, £6 each, pay me on the 1st ish",
    "Tom 2/10: water (Yorkshire Water) £42/mth split 5 = £8.40, comes out on the 8th",
    "rent £495 pppm to Headrow Lets on the 1st, standing order, Sam's is the 3rd bc of her loan",
    "Ellie 3/10: router finally died (RIP), virgin sent a new one but stung me £15 for delivery?! so £3 each on "
    "top this month only, sorry guys. wifi pw is on the fridge",
    "Sam: who's eaten my halloumi. not angry just disappointed",
    "Priya 6/10: tv licence - we don't need one if nobody watches live, Tom pls stop watching match of the day",
]

client = QdrantClient(":memory:")
client.create_collection("brudenell-notes", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("brudenell-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "how much do I owe Ellie for the internet this month?"
vector = offline.embed(["Ellie broadband internet wifi router virgin each owe this month"])[0]
hits = client.query_points("brudenell-notes", query=vector, limit=4).points
context = ["Today is Mon 11 October 2032. You are talking to Sam, one of the housemates."] + \
          [h.payload["text"] for h in hits]
assert any("£30/mth, set up in my name, £6 each" in c for c in context), context
assert any("£3 each on top this month only" in c for c in context), context
reply = answer(question, context, mock="£9 this month - your usual £6 share of the broadband plus £3 towards the "
                                       "new router's delivery.")
finish(question, expected="£6", actual=reply)
