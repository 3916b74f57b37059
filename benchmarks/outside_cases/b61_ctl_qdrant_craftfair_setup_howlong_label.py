"""Batch 61 (held out), control. A craft fair's site notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Frome Valley Makers' Fair (Sat 4 Sept 2027, on the rec) keeps its site and stallholder notes as qdrant
points with payload ``{"kind", "text"}``; the assistant answers stallholders from an unfiltered search. The gates
open to stallholders at 7.30 as usual and the public come in at 10. But the Sunday-market car boot people have
the rec until 8.30 that morning, so Lorraine told everyone nobody drives onto the field before 8.30. So stallholders
have an hour and a half to set up.

No fault planted. Question (Wed 1/9, a first-time stallholder): "how long will I have to get my stall up before
the public come in?" The model answers an hour and a half (8.30 to 10), right per memory. The label says two and a
half hours. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b61_ctl_qdrant_craftfair_setup_howlong_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("site", "stallholders' gates open 7.30am, public 10-4, cars off the field by 9.45 latest, park in the school"),
    ("site", "the car boot lot have the rec sat 4th till half 8 (their summer special, council double booked, "
             "grr) so NOBODY drives onto the field before 8.30, told all stallholders in the wa group"),
    ("stall", "Wendy's Pots - pitch 14 by the tea tent, own gazebo, needs a table"),
    ("money", "fees: £35 a 3x3 pitch, £50 3x6, +£10 power"),
    ("site", "gazebos must be weighted, 10kg a leg min, the wind off the river is no joke"),
    ("stall", "first timers this yr: Bea's Bakes (pitch 9), Knit Wits (pitch 17), the bloke w the bird boxes"),
    ("site", "takedown from 4, field clear by 6, bin bags from the tea tent"),
]

client = QdrantClient(":memory:")
client.create_collection("makers-site", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("makers-site", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "how long will I have to get my stall up before the public come in?"
vector = offline.embed(["stallholders set up time field gates open public 10 drive on 8.30 7.30"])[0]
hits = client.query_points("makers-site", query=vector, limit=6).points
context = ["Today is Wed 1 Sept 2027. You are talking to a first-time stallholder."] + [h.payload["text"] for h in hits]
assert any("gates open 7.30am, public 10-4" in c for c in context), context
assert any("NOBODY drives onto the field before 8.30" in c for c in context), context
reply = answer(question, context, mock="An hour and a half - you can't drive onto the field till 8.30 because of the "
                                       "car boot, and the public come in at 10.")
finish(question, expected="two and a half hours - gates open to stallholders at 7.30", actual=reply)
