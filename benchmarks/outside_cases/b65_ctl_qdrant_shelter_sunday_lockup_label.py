"""Batch 65 (held out), control. A church night shelter's notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: St Barnabas Winter Night Shelter keeps its notes in one collection, payload ``{"kind", "text"}`` (kind: rota,
building, message). The hall is normally locked up after the breakfast shift by Dennis, the church caretaker. Dennis
is in Lanzarote for a fortnight from 18 Nov; on the Sundays while he's away the vicar, who's over for the 8
o'clock service anyway, takes the keys back and locks up.

No fault planted. Question (Sat 25/11, a breakfast volunteer): "who locks up after breakfast tomorrow?" The model
answers the vicar, right per memory. The label says the caretaker. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b65_ctl_qdrant_shelter_sunday_lockup_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("building", "lock up: breakfast team leave by 9, Dennis (caretaker) does the hall doors + the alarm after, "
                 "don't try the alarm yourselves it's temperamental"),
    ("rota", "breakfast sun 26/11: Sue + Rich. sun 3/12: Dot + Kofi"),
    ("message", "Dennis off to Lanzarote sat 18th for 2 wks lucky thing. Rev Claire says she'll do the Sunday "
                "lock ups, she's here for the 8 o'clock anyway - leave the keys in the vestry for her"),
    ("building", "heating on a timer 6pm-8am, if it's cold ring Dennis NOT the boiler man"),
    ("message", "sun 19/11 - Rev Claire locked up fine, she says the alarm code's the one on the card in the "
                "vestry"),
    ("rota", "evening sat 25/11: Amal + Jo. overnight Pat + Lewis"),
    ("message", "lost property: a blue scarf + reading glasses in the box by the door"),
    ("building", "fire exits: the two at the back must be clear, beds go no nearer than the yellow tape"),
]

client = QdrantClient(":memory:")
client.create_collection("st-barnabas", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("st-barnabas", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "who locks up after breakfast tomorrow?"
vector = offline.embed(["lock up after breakfast sunday keys alarm Dennis caretaker Rev Claire"])[0]
hits = client.query_points("st-barnabas", query=vector, limit=6).points
context = ["Today is Sat 25 Nov 2028. You are talking to Sue, on tomorrow's breakfast shift."] + \
          [h.payload["text"] for h in hits]
assert any("Dennis (caretaker) does the hall doors" in c for c in context), context
assert any("Rev Claire says she'll do the Sunday lock ups" in c for c in context), context
reply = answer(question, context, mock="The vicar, Rev Claire - she's in for the 8 o'clock service. Leave the keys "
                                       "in the vestry for her.")
finish(question, expected="the caretaker, Dennis", actual=reply)
