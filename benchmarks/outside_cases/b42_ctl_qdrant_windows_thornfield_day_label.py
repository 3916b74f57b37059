"""Batch 42 (held out), control. A window cleaner's round book: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Dean Clarke's window-cleaning round (about 90 houses, four-weekly, Mon-Thu). Every note is a point with
payload ``{"street", "kind", "text"}``; when he plans his week the app searches all his notes (no filter).
Thornfield Road (31 houses) has always been his Monday. In late October the council's bin lorry started coming
down Thornfield on Monday mornings and blocks the road, so he can't get the ladders off the van; from November
Thornfield is done on Thursdays, and he put a card through every door to say so.

No fault planted. Question (Fri 7/11): "what day am I doing Thornfield Rd next week?" The model answers Thursday,
right per memory. The label says Monday, Thornfield's usual day. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b42_ctl_qdrant_windows_thornfield_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("thornfield", "round", "Thornfield Rd = mondays, 31 houses, start at the top end (no 2) + work down, £402ish "
                            "cash on a good day"),
    ("meadow", "round", "Meadow Way tues pm after Elm Gr, 26 houses, the young couple at 19 front only"),
    ("thornfield", "misc", "bin lorry's doing Thornfield mon mornings now (new council rounds) + parks right across "
                           "the road for 40 mins, can't get the ladders off. so Thornfield's a thursday job from "
                           "Nov, put a card thru every door 27/10"),
    ("elm", "round", "Elm Grove + Birch Ave tuesdays, 2 hrs if no rain"),
    ("general", "van", "van MOT passed 29/10, advisory on the rear tyres, £110 the pair at Kwik Fit"),
    ("thornfield", "customer", "18 Thornfield - Mr Barnes, £18, wants the porch roof doing every other time"),
    ("general", "admin", "price rise 50p a house from Jan, letter thru doors in Dec"),
    ("meadow", "customer", "no 23 meadow way not in 3 times, skip til they ring"),
    ("general", "round", "fridays are for quotes, gutters + the odd one-off, no round"),
]

client = QdrantClient(":memory:")
client.create_collection("dean-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("dean-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"street": s, "kind": k, "text": text})
    for i, (s, k, text) in enumerate(NOTES, 1)])

question = "what day am I doing Thornfield Rd next week?"
hits = client.query_points("dean-notes", query=offline.embed([question])[0], limit=6).points
context = ["Today is Fri 7 Nov 2025."] + [h.payload["text"] for h in hits]
assert any("Thornfield Rd = mondays" in c for c in context), context
assert any("Thornfield's a thursday job from Nov" in c for c in context), context
reply = answer(question, context, mock="Thursday - the bin lorry blocks Thornfield on Monday mornings now, so it's "
                                       "been a Thursday job since November. Start at no 2 and work down.")
finish(question, expected="Monday - that's Thornfield's day", actual=reply)
