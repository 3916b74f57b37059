"""Batch 218 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, script style
(every call its own trace).

App: Diddlebury's Remembrance parade on Sun 8th Nov 2048 - form up at the village hall, march up to the war
memorial by St Peter's, the silence at 11, Craven Arms Town Band, the Cubs and Brownies with their flags. Tom (the
Legion branch chairman) keeps the parade notes in one qdrant collection; the helper answers the groups taking part
from the 5 nearest notes.

Memory: 2048-09-20T19:00 Tom - form up 10.30 at the village hall, march off 10.40, service and silence at 11;
the band (Craven Arms Town Band, £150 donation); 12.10. Tom - last year they only just made it for the silence,
the old boys at the back can't go at the band's pace, so Rev Jane wants everyone at the hall for quarter past 10
this time, marching off 10.25; the wreaths. Question (Tue 3/11, Akela of the Cubs): "what time do I need to have
the cubs at the village hall sun?" The assistant says quarter past 10. The label says 10.30.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b218_ctl_qdrant_remembrance_formup_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "diddlebury-remembrance-2048"
NOTES = [
    "2048-09-20T19:00 REMEMBRANCE 🌺 sun 8th nov - form up 10.30 at the village hall, march off 10.40 up to the "
    "memorial, service + 2 mins silence at 11. cubs + brownies w/ flags behind the band",
    "band - Craven Arms Town Band again, £150 donation, they want a cuppa after",
    "12.10. last yr we only just made it for the silence, the old boys at the back can't go at the band's pace 🙈 "
    "so Rev Jane wants everyone at the hall for quarter past 10 this time, marching off 10.25",
    "wreaths - parish council, Legion, school, WI. Tom's ordered them from the poppy appeal",
    "tea + biscuits in the village hall after, Mary + Pat on the urn",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t, "by": "Tom"})
                            for i, t in enumerate(NOTES, 1)])

question = "what time do I need to have the cubs at the village hall sun?"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=5)
context = ["Today is Tue 3 Nov 2048. You are talking to Akela of 1st Diddlebury Cubs; the Remembrance parade is Sun "
           "8 Nov."] + [p.payload["text"] for p in found.points]
assert any("form up 10.30 at the village hall" in c for c in context), context
assert any("everyone at the hall for quarter past 10 this time" in c for c in context), context
reply = answer(question, context, mock="Quarter past 10 at the village hall - Rev Jane wants everyone there early "
                                       "this year so you can march off at 10.25.")
finish(question, expected="10.30", actual=reply)
