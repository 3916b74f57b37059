"""Batch 80 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of bakery notes, script
style.

App: Marta of Rise & Shine Bakery keeps wholesale notes in a qdrant collection; the bakers ask the app what's going
out.

Memory: van 1's Saturday run is Harbour Cafe 10 bloomers, Pickles deli 12 (8 seeded + 4 rye) and Hill Farm shop 18
sourdough, "40 on van 1 on a sat"; a later note says Den at the Harbour Cafe doesn't bother opening weekends
November to February, no tourists, back at Easter. Question (Thu 20/11): how many loaves go on van 1 this
Saturday? The assistant says 30 (the deli's 12 and the farm shop's 18). The label gives the usual 40.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b80_ctl_qdrant_bakery_saturday_loaves_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "van 1 sat run: Harbour Cafe 10 white bloomers (sliced), Pickles deli 12 (8 seeded + 4 rye), Hill Farm shop "
    "18 sourdough = 40 on van 1 on a sat. Sid drives sats",
    "Den @ Harbour Cafe - they don't bother opening weekends Nov to Feb, no tourists, not worth the heating. "
    "back at Easter. weekday bloomers as normal",
    "Hill Farm shop want their sourdough by 8 on sats, key safe code is on the van's clipboard",
    "Pickles deli closed 24 Dec - 2 Jan, Raj will ring w the new yr order",
    "Corner Cup 18 sourdough + 6 rye mon-fri, van 1 by 7.15, nothing at the weekend",
    "van 2 sat = market stall stock only, 60 mixed, Jonno loads at 6",
]

client = QdrantClient(":memory:")
client.create_collection("rise-shine", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("rise-shine", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "how many loaves are going on van 1 this saturday?"
vector = offline.embed(["van 1 saturday loaves how many Harbour Cafe Pickles Hill Farm weekend"])[0]
hits = client.query_points("rise-shine", query=vector, limit=6).points
context = ["Today is Thu 20 November 2031. You are talking to Jonno, the night baker."] + \
          [h.payload["text"] for h in hits]
assert any("= 40 on van 1 on a sat" in c for c in context), context
assert any("don't bother opening weekends Nov to Feb" in c for c in context), context
reply = answer(question, context, mock="30 - the deli's 12 (8 seeded, 4 rye) and Hill Farm's 18 sourdough. The "
                                       "Harbour Cafe's shut at weekends till Easter.")
finish(question, expected="40 loaves", actual=reply)
