"""Batch 109 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style.

App: the Wickham Bishops carnival committee's notes as points in one qdrant collection; the helper answers
committee members and float entrants from a search.

Memory: floats have to be at the rec by half twelve to be parked up and checked by the marshals, and the judges
(the Mayor and Mrs Hale from the WI) go round at 1.15, before the off at 2; plus other notes. Question (Fri 16/7,
the Young Farmers' float captain): "what time does the float judging start tomorrow?" The assistant says 1.15. The
label says half twelve.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b109_ctl_qdrant_carnival_judging_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("entrants", "to all float entrants: be at the rec by 12.30 latest pls, marshals park you up in order + check "
                 "tow hitches, no one on a trailer w/out sides. judges (Mayor + Mrs Hale WI) go round 1.15, we move "
                 "off 2pm SHARP"),
    ("minutes", "mins 14/6: floats assemble the rec from 12, route the Street, Mill Lane, Church Rd back to the rec"),
    ("jotting", "judging sheet - theme, effort, noise(!), best use of a tractor. £100 best float (Budgens)"),
    ("email", "Mrs Hale: happy to judge again, could she have a chair this time, her knee"),
    ("jotting", "Young Farmers float = Barbie, pink trailer, 20 on board, Tom driving the Massey"),
]

client = QdrantClient(":memory:")
client.create_collection("wb-carnival-ctl", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("wb-carnival-ctl", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "what time does the float judging start tomorrow?"
vector = offline.embed(["float judging time judges start rec"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("wb-carnival-ctl", query=vector, limit=5).points]
context = ["Today is Fri 16 July 2038. You are talking to Tom, the Young Farmers' float captain."] + hits
assert any("be at the rec by 12.30" in c and "go round 1.15" in c for c in context), context
reply = answer(question, context, mock="1.15 - the Mayor and Mrs Hale go round then. Have the float at the rec by "
                                       "12.30 so the marshals can park you up.")
finish(question, expected="half twelve", actual=reply)
