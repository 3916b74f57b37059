"""Batch 112 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Westfield Badminton Club's notes are points in a qdrant collection; the helper answers members.

Memory: there's a wedding reception in the main hall on Sat 31/10 ("nothing to do with us, we're tues"); the
sports hall is shut Mon 2 - Weds 4 Nov while the council sands and re-lines the floor, so no club on Tues 3rd.
Question (a member): "why's there no badminton on the 3rd?" The assistant says the floor's being done. The label
says a wedding in the hall - the wedding is in memory, but on another day and another hall.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b112_ctl_qdrant_badminton_no_club_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TEXTS = [
    "centre says main hall's got a wedding reception sat 31/10, nothing to do w us, we're tues + thurs upstairs",
    "NO CLUB tues 3rd nov - sports hall shut mon 2nd to weds 4th, council sanding the floor + re-doing the lines. "
    "back thurs 5th",
    "league: home v Hollins thurs 12/11, need a 3rd ladies pair",
    "halloween fancy dress night thurs 29/10, prize for best costume, Sam's judging",
    "new nets up on ct 5, the old one had a hole",
]

client = QdrantClient(":memory:")
client.create_collection("westfield-notes", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("westfield-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t}) for i, t in enumerate(TEXTS, 1)])

question = "why's there no badminton on the 3rd?"
vector = offline.embed(["no club 3rd november why hall shut wedding"])[0]
hits = [p.payload["text"] for p in client.query_points("westfield-notes", query=vector, limit=5).points]
context = ["Today is Sun 1 November 2037. You are talking to a club member."] + hits
assert any("wedding reception" in c for c in context), context
assert any("sanding the floor" in c for c in context), context
reply = answer(question, context, mock="The sports hall's shut Monday to Wednesday while the council sands the "
                                       "floor and redoes the court lines - back on Thursday the 5th.")
finish(question, expected="there's a wedding do in the hall", actual=reply)
