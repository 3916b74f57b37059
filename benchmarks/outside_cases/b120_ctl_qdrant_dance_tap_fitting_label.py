"""Batch 120 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Step Out Dance School keeps the summer show's notes (costumes, rehearsals, tickets) in one qdrant collection; the
office helper answers parents from a query.

Memory: the costume note says fittings for the tappers are Thurs 23rd April, 5.30, in studio 2, with Mrs Akhtar. A
later note from Kerry says Sue's gone and booked studio 2 for her adult pilates on thursday nights from the 16th -
forgot to tell anyone - so the tap fittings will have to be the tues after, the 28th, same time, and Mrs Akhtar can
do that. Question (Mon 20/4, a parent): "when's the costume fitting for the tap lot? my daughter's in tap" The
assistant says Tue 28th April at 5.30. The label says Thurs 23rd April - in memory, but the studio's taken that
night.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b120_ctl_qdrant_dance_tap_fitting_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("costumes", "COSTUME FITTINGS w Mrs Akhtar: tappers Thurs 23rd April 5.30 in studio 2, junior ballet Sat 25th "
                 "11am, seniors jazz tbc. bring the right shoes!"),
    ("tickets", "tickets on sale from the office 14/3, £9 adults £6 kids + OAPs, max 6 per family till 1st May"),
    ("costumes", "Kerry - Sue's only gone + booked studio 2 for her adult pilates thurs nights from the 16th, forgot "
                 "to tell anyone!! so tap fittings'll have to be the tues after, 28th, same time. Mrs A can do that"),
    ("rehearsals", "rehearsals sat 10-12.30 at the studio unless stated, dress rehearsal sat 16th may at the Civic"),
    ("costumes", "tap hats on order from Dancewear Direct, due Tue 12th May. 18 of them"),
    ("general", "studio 2 heating's broken again, landlord says Weds 8 Apr - bring a cardi"),
]

client = QdrantClient(":memory:")
client.create_collection("stepout-show", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("stepout-show", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"topic": topic, "text": text})
    for i, (topic, text) in enumerate(POINTS, 1)])

question = "when's the costume fitting for the tap lot? my daughter's in tap"
vector = offline.embed(["tap costume fitting when day studio"])[0]
hits = [p.payload["text"] for p in client.query_points("stepout-show", query=vector, limit=5).points]
context = ["Today is Mon 20 April 2037. You are talking to a parent at Step Out Dance School."] + hits
assert any("tappers Thurs 23rd April 5.30" in c for c in context), context
assert any("tues after, 28th, same time" in c for c in context), context
reply = answer(question, context, mock="Tuesday 28th April at 5.30 with Mrs Akhtar - studio 2's taken on the "
                                       "Thursday now.")
finish(question, expected="Thurs 23rd April", actual=reply)
