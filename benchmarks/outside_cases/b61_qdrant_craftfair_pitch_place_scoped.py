"""Batch 61 (held out). A craft fair's stall file: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: the Frome Valley Makers' Fair (Sat 4 Sept 2027, on the rec by the river; about 40 stalls) keeps every note as a
point with payload ``{"kind", "text"}`` (kind: stall = the standing card for a stallholder; email = mail and texts
to and from the organisers; money = fees; site = the field plan). When a stallholder asks about their stall the
assistant searches only ``kind == "stall"`` points. Eleven points, June - Aug 2027.

Planted fault (RetrievalError, filtered out by scope): Lorraine (organiser) emailed Wendy on 19/8: "Wendy love, the
generator for the food vans has to go by the gate this yr (cable won't reach otherwise) so I've put your pottery on
14, under the big oak by the tea tent, same size, and honestly better footfall. hope that's alright xx". The
stall-only search leaves it out. Wendy's card says pitch 3, by the gate. Question (Fri 3/9, Wendy): "where am I
setting up tomorrow?" -> expected pitch 14 by the tea tent. The assistant says pitch 3 by the gate.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the
email is stored and a hit of the same query without the filter, and not in the context; Wendy's card is. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b61_qdrant_craftfair_pitch_place_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("Wendy love, the generator for the food vans has to go by the gate this yr (cable won't reach otherwise) "
         "so I've put your pottery on 14, under the big oak by the tea tent, same size, and honestly better "
         "footfall. hope that's alright xx - Lorraine 19/8")
POINTS = [
    ("stall", "Wendy Marsh - Wendy's Pots (stoneware mugs, bowls), pitch 3 by the gate as usual, 3x3m, own gazebo, "
              "needs a table. paid £35 on 2/7"),
    ("stall", "Tom Avery - woodturning, pitch 7, 3x6 (lathe demo!!) needs power, bringing his own extension"),
    ("site", "field plan v2: gate on Willow Lane, pitches 1-10 along the hedge, 11-20 round the oak + tea tent, food "
             "vans + generator where they fit"),
    ("money", "fees 2027: £35 a 3x3 pitch, £50 3x6, +£10 power. charity pitches free (Air Ambulance, the scouts)"),
    ("email", "Sandra (soap) asked if she can share w her sister - said yes as long as it's one gazebo"),
    ("stall", "Greenleaf Soaps - Sandra + Jo Pike, pitch 12, 3x3, paid £35 12/7"),
    ("email", EMAIL),
    ("stall", "Scouts - pitch 19, tombola, free, Akela (Mike) is the contact 07700 900461"),
    ("site", "stallholders on the field from 7.30, cars off by 9.30, public 10 till 4"),
    ("money", "wendy paid cash on 2/7, receipt no. 0412, in the tin"),
    ("email", "tea tent - WI doing it again, 2 urns, they want to be near power + the loos"),
]

client = QdrantClient(":memory:")
client.create_collection("makers-fair", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("makers-fair", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where am I setting up tomorrow?"
vector = offline.embed(["Wendy pottery pitch number where set up stall gate tea tent oak"])[0]  # the app's words
unfiltered = [p.payload["text"] for p in client.query_points("makers-fair", query=vector, limit=5).points]
assert EMAIL in unfiltered, unfiltered

with fault():
    hits = client.query_points("makers-fair", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="stall"))])).points
context = ["Today is Fri 3 Sept 2027, the day before the fair. You are talking to Wendy Marsh (Wendy's Pots)."] + \
          [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("makers-fair", limit=50)[0]]
assert EMAIL in stored and EMAIL not in context
assert any("pitch 3 by the gate" in c for c in context), context
assert not any("on 14" in c or "Lorraine" in c for c in context), context
reply = answer(question, context, mock="Pitch 3, by the gate as usual - 3x3m, bring your gazebo.")
finish(question, expected="pitch 14, under the oak next to the tea tent", actual=reply)
