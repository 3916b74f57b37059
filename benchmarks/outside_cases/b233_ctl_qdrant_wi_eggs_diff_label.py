"""Batch 233 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, script style
(every call its own trace).

App: Holmbridge WI hold an Easter craft morning for members' grandchildren on Sat 9th April 2050, 10-12 in the
village hall - egg painting, a bonnet parade, refreshments. The members' notes go into one qdrant collection; the
helper answers from the 5 nearest.

Memory: 2050-03-01T19:00 - 30 kids signed up, 2 eggs each, so 60 blown eggs wanted; 14/3 Joan - blown 24 so far, her
cheeks ache, need 36 more, anyone with hens please; 22.3. - refreshments, tea and coffee 60p, squash and a biscuit
for the kids, Hilda's simnel cake; Weds 30 Mar Mavis - she's blown a tray for Joan, 30, but 2 cracked in the car on
the way to the meeting, the rest are in the fridge at the hall; tables - 6 for painting, 2 for the bonnet judging, 1
refreshments. Question (Sat 2/4, Joan): "how many more eggs have I still got to blow before sat week?" The assistant
says 8 (60 wanted, 24 blown by Joan, 28 good ones from Mavis's tray). The label says 36 - what was still wanted before
Mavis's tray came in.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b233_ctl_qdrant_wi_eggs_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "holmbridge-wi-easter-2050"
NOTES = [
    "2050-03-01T19:00 EASTER CRAFT MORNING 🐣 sat 9th april 10-12 village hall. 30 kids signed up so far, 2 eggs each "
    "so 60 blown eggs wanted pls",
    "14/3 Joan - blown 24 so far 🥚 my cheeks ache! need 36 more, anyone with hens pls",
    "22.3. refreshments - tea + coffee 60p, squash + a biscuit for the kids, Hilda's doing her simnel cake",
    "Weds 30 Mar Mavis - blown a tray for you Joan, 30, but 2 cracked in the car on the way to the meeting 😬 sorry. "
    "the rest are in the fridge at the hall",
    "tables - 6 for the painting, 2 for the bonnet judging, 1 for refreshments by the hatch",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "how many more eggs have I still got to blow before sat week?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 2 April 2050. You are talking to Joan, who's blowing the eggs for Holmbridge WI's Easter "
           "craft morning (Sat 9 April)."] + hits
assert any("so 60 blown eggs wanted" in c for c in context), context
assert any("blown 24 so far" in c and "need 36 more" in c for c in context), context
assert any("blown a tray for you Joan, 30, but 2 cracked" in c for c in context), context
reply = answer(question, context, mock="8 more - you need 60, you've blown 24, and Mavis's tray gave you 28 good ones "
                                       "(30 less the 2 that cracked).")
finish(question, expected="36", actual=reply)
