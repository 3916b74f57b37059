"""Batch 57 (held out), control. A village hall's bookings diary: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Carol, bookings secretary at Askrigg village hall, keeps each booking and anything said about it as points
with payload ``{"kind", "text"}``. Kirsty and Dan's engagement party is on Sat 6 June, booked 2pm till midnight.
Kirsty's mum asked to get in at 11 in the morning to do the balloons and set the tables; there was nothing else on,
so Carol said fine, no charge, Brenda will open up. So the party has the hall from 11am to midnight: 13 hours.

No fault planted. Question (Thu 4/6, Mick, who does the heating and locks up): "how long is Kirsty's lot in the hall
on saturday, start to finish?" The model answers 13 hours, 11am to midnight, right per memory. The label says ten
hours, 2pm to midnight, the booked slot. Expected verdict: AnnotationError (the label is wrong); no memory operation
is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b57_ctl_qdrant_hall_engagement_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("booking", "Kirsty Alderson + Dan - engagement do, sat 6/6, main hall + kitchen 2pm-12 midnight, £180 + £150 "
                "dep, DJ + their own bar (licence sorted)"),
    ("booking", "pilates mondays as normal, Jo has her own key now"),
    ("building", "heating's on a timer, if anyone's in past 10 Mick to knock it off when he locks up"),
    ("booking", "Kirsty's mum (Pat) rang 1/6 - can they get in at 11 sat morning to do balloons + set the tables? "
                "nothing else on so said fine, no charge, Brenda'll open up for them"),
    ("money", "Alderson deposit £150 rec'd 14/5 bank tfr"),
    ("building", "fire exit bar on the back door sticking, Mick's sprayed it, keep an eye"),
    ("booking", "sun 7/6 - Methodist coffee morning 10-12 small hall, need the main hall cleared of party stuff by "
                "then!!"),
    ("keys", "Mick locking up after the Aldersons sat, he'll check the fire doors + the bar's cleared"),
    ("booking", "Dales Memory Café tues 9/6 2-4 as usual"),
]

client = QdrantClient(":memory:")
client.create_collection("askrigg-hall-diary", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("askrigg-hall-diary", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "how long is Kirsty's lot in the hall on saturday, start to finish?"
vector = offline.embed(["Kirsty Alderson engagement sat hall time get in 11 2pm midnight"])[0]
hits = client.query_points("askrigg-hall-diary", query=vector, limit=5).points
context = ["Today is Thu 4 June 2026. You are talking to Mick, who locks up."] + [h.payload["text"] for h in hits]
assert any("2pm-12 midnight" in c for c in context), context
assert any("get in at 11 sat morning" in c for c in context), context
reply = answer(question, context, mock="13 hours - Pat's getting in at 11am to decorate and the party runs till "
                                       "midnight.")
finish(question, expected="10 hours, two till midnight", actual=reply)
