"""Batch 48 (held out), control. A second-hand bike workshop's job book: qdrant-client ``:memory:`` with memtrace's
offline embeddings, unfiltered query, script style (each call its own trace).

App: Spokes, a not-for-profit bike workshop under the railway arches (Kev on the bench, Nadia on the desk). Job
notes go in as points with payload ``{"job", "text"}``; the assistant answers from a query. Mr Pryce's Dawes
Galaxy (#215) came in with a cracked rear rim; Kev ordered a 700c wheel from Madison, 5-7 days. Two days later
Kev found a good 700c rear in the donor pile, built it up with Mr Pryce's own cassette, test rode it round the
yard, and texted him to come and get it.

No fault planted. Question (Wed 13/5, Nadia): "is the Dawes Galaxy ready to go back to Mr Pryce?" The model answers
yes, right per memory. The label says no, still waiting on the wheel from Madison. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b48_ctl_qdrant_bike_dawes_ready_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("215", "#215 Dawes Galaxy, Mr Pryce 07700 900877 - rear wheel cracked at the rim, needs a 700c rear, ordered "
            "one from Madison Mon 11/5, 5-7 days. told him end of next wk prob"),
    ("216", "#216 Brompton - hinge clamp + bb done, £45, owner collecting weds 13th after 5"),
    ("-", "donor pile sorted thurs: 4 frames to the scrap man, wheels in the rack by size, the 700c ones top row"),
    ("215", "Dawes - Kev had a rummage, decent 700c rear in the donor pile (Mavic rim, true-ish), built it up w Mr "
            "P's own cassette + a new tube this am, test rode round the yard, brakes re-set, all good. texted him "
            "to come + get it, £40 for the wheel + labour"),
    ("211", "#211 ladies' Peugeot still waiting on a 26in tyre, Jan's been in twice asking"),
    ("-", "Madison order: 2 x 26in tyres, 10 tubes, brake blocks x 6 pr, chain x 3, a 700c rear (for the Dawes)"),
]

client = QdrantClient(":memory:")
client.create_collection("spokes-jobs", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("spokes-jobs", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"job": j, "text": text})
    for i, (j, text) in enumerate(POINTS, 1)])

question = "is the Dawes Galaxy ready to go back to Mr Pryce?"
hits = client.query_points("spokes-jobs", query=offline.embed(["Dawes Galaxy Mr Pryce rear wheel"])[0],
                           limit=6).points
context = ["Today is Wed 13 May 2026."] + [h.payload["text"] for h in hits]
assert any("ordered one from Madison Mon 11/5" in c for c in context), context
assert any("test rode round the yard, brakes re-set, all good" in c for c in context), context
reply = answer(question, context, mock="Yes - Kev built it up with a 700c rear from the donor pile and test rode "
                                       "it; Mr Pryce has been texted to collect, £40 for the wheel and labour.")
finish(question, expected="No - still waiting on the wheel from Madison", actual=reply)
