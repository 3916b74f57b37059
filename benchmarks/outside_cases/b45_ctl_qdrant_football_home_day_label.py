"""Batch 45 (held out), control. A youth football club's tour notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, an unfiltered query, script style (each call its own trace).

App: the Ashfield Rovers U13s tour committee keeps its notes as points (payload ``{"from", "text"}``) and the
assistant answers parents from the top hits. The first itinerary had the tour home on Sunday 24 May. Then the
tournament's presentations were put at 5pm on the Sunday, Seaview said the squad could keep the rooms that night for
£38 a head, the parents voted for it, and the squad now gets back on Monday 25th (the bank holiday) about 2pm.

No fault planted. Question (Tue 12/5): "what day do we get back from the tour?" The model answers Monday 25th, the
bank holiday, around 2pm; right per memory. The label says Sunday 24 May. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b45_ctl_qdrant_football_home_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("dave", "tour itinerary v1: out fri 22/5 6.30am from the clubhouse, games sat + sun, home sun 24th, back at the "
             "clubhouse 7ish"),
    ("lynn", "£185 balance per lad by 30/4 - 27 paid, 3 to chase"),
    ("dave", "tournament email - presentations + medals sun 5pm in the big marquee, all squads to stay for them"),
    ("lynn", "Seaview can keep us in the rooms sun night, £38pp half board. put it to the parents whatsapp - 24 "
             "yes, 2 no, rest didn't answer. so we're booked, back mon 25th (bank hol) about 2pm, ferry 11.30"),
    ("kaz", "first aid kit restocked, need more blister plasters + ice packs"),
    ("dave", "kit: home + away, shin pads, boots + trainers, waterproof, 2 towels. NO energy drinks"),
    ("lynn", "tour hoodies in, £22, pick up at training thurs"),
]

client = QdrantClient(":memory:")
client.create_collection("rovers-tour", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("rovers-tour", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "what day do we get back from the tour?"
hits = client.query_points("rovers-tour", query=offline.embed([question])[0], limit=6).points
context = ["Today is Tue 12 May 2026."] + [f"{h.payload['from']}: {h.payload['text']}" for h in hits]
assert any("home sun 24th" in c for c in context), context
assert any("back mon 25th (bank hol)" in c for c in context), context
reply = answer(question, context, mock="Monday the 25th - the bank holiday. You're staying the Sunday night after the "
                                       "5pm presentations and should be back about 2pm.")
finish(question, expected="Sunday 24th May", actual=reply)
