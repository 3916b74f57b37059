"""Batch 69 (held out), control. A sailing club's dinghy hire: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Saul Junction Sailing Club's hire desk keeps its log as qdrant points (payload ``{"date", "text"}``) and asks the
assistant from a search. Last Saturday (2 June) there was no hire. Friday's forecast had gusts of 25 knots, but by
Saturday morning it was a gentle 12-15. What stopped it: the rescue RIB's outboard wouldn't start, Pete spent an
hour on it, and without rescue cover on the water the club can't send hire boats out; Mike rang all six bookings.

No fault planted. Question (Mon 4/6, Gwen, the senior instructor, filling in the incident book): "why was there no
hire on saturday?" The model answers that there was no rescue cover (the RIB's engine wouldn't start), right per
memory. The label blames the wind. Expected verdict: AnnotationError (the label is wrong); no memory operation is at
fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b69_ctl_qdrant_sailing_hire_off_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("2029-06-01", "fri pm: forecast for sat says gusting 25kn from the SW, keep an eye, might be Toppers only"),
    ("2/6/29", "sat 8.30 - wind way down, 12-15 if that, lovely actually. BUT the RIB outboard won't start, Pete's "
               "had the cover off an hour, thinks it's the fuel line. no rescue cover on the water = no hire boats "
               "out, club rules. rang all 6 bookings, refunds on the app"),
    ("June 2nd", "Pete - ordered a new fuel line + primer bulb, £32, should be here weds"),
    ("2029-05-27", "race sun, 14 boats out, Wayfarer back on the beach 12.25 good as gold"),
    ("3.6", "Sun fine, borrowed Frampton's spare RIB for the day, hire went ahead, 5 boats out"),
    ("2029-05-19", "slipway concrete done, back in use from next wk"),
]

client = QdrantClient(":memory:")
client.create_collection("saul-hire-log", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("saul-hire-log", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"date": d, "text": text})
    for i, (d, text) in enumerate(POINTS, 1)])

question = "why was there no hire on saturday?"
vector = offline.embed(["why no hire saturday wind forecast gusting rescue RIB outboard bookings"])[0]  # search words
hits = client.query_points("saul-hire-log", query=vector, limit=6).points
context = ["Today is Mon 4 June 2029. You are talking to Gwen, who is filling in the incident book."] + \
          [f"{h.payload['date']}: {h.payload['text']}" for h in hits]
assert any("gusting 25kn" in c for c in context), context
assert any("RIB outboard won't start" in c for c in context), context
reply = answer(question, context, mock="No rescue cover - the RIB's outboard wouldn't start (Pete thinks it's the "
                                       "fuel line), and hire boats can't go out without it. The wind had dropped to "
                                       "12-15 by then.")
finish(question, expected="too windy - it was gusting 25 knots", actual=reply)
