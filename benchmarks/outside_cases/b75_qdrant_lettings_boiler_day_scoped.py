"""Batch 75 (held out). A small landlord's lettings: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Carol lets out 14 Ryeford Rd, Stonehouse (a house split into two flats) and a cottage in Kings Stanley. Her
notes are points with payload ``{"text", "unit"}``: ``unit`` is "14R flat 1", "14R flat 2", "14R whole" (the
house: roof, boiler, bins, anything shared) or "cottage". The assistant's search for a tenant's question is
filtered to that tenant's unit. Ten points, Sept - Oct 2032.

Planted fault (RetrievalError, scoped out by a filter): the boiler is shared, so the gas engineer's rebooking went
in under "14R whole": "Dan (Severn Gas) rang - van's off the road wed so he's coming thurs 14/10 between 8 + 10
for the boiler service + CP12 instead, he'll do both flats while he's there. told Jo in flat 1, need to tell Ash".
The note under flat 2 still says the boiler service is Wed 13/10 pm. The app's query for Ash (flat 2) is filtered
to "14R flat 2". Question (Mon 11/10, Ash, flat 2): "what day's the gas man coming to do the boiler?" -> expected
Thursday (the 14th, 8-10). The assistant says Wednesday.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the
rebooking is stored and a hit of the same query without the filter, and is not in the context; the flat 2 note is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b75_qdrant_lettings_boiler_day_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REBOOK = ("Dan (Severn Gas) rang - van's off the road wed so he's coming thurs 14/10 between 8 + 10 for the boiler "
          "service + CP12 instead, he'll do both flats while he's there. told Jo in flat 1, need to tell Ash")
POINTS = [
    ("14R flat 2", "Ash Kumar moved in 1/9/32, £695 pcm, dep £800 w the DPS, s/o on the 1st. works shifts at the "
                   "hospital so text don't ring"),
    ("14R flat 1", "Jo + Sam flat 1 renewed 12 months from 1 Oct, rent up to £725 (was £700), signed 20/9"),
    ("14R whole", "bins - green + black alternate weds, flat 1 puts them out, flat 2 brings them back"),
    ("14R flat 2", "boiler service / gas safety for flat 2 booked wed 13/10 pm, Ash says he's on nights so he'll "
                   "be in, key in the safe if not (code 2791)"),
    ("cottage", "Kings Stanley cottage - the Mortons, rent £850, the back gutter's leaking again, Pete coming sat"),
    ("14R whole", "roof - Mike says 3 slipped slates over flat 2's bedroom, scaffold tower needed, quote £340"),
    ("14R flat 1", "flat 1 smoke alarm beeping, replaced battery 28/9"),
    ("14R whole", REBOOK),
    ("cottage", "cottage EPC runs out Feb 33 - book assessor in Jan"),
    ("14R flat 2", "Ash asked if he can put a bike in the hallway - said yes if it's not blocking the meters"),
]

client = QdrantClient(":memory:")
client.create_collection("carol-lets", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("carol-lets", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"unit": unit, "text": text})
    for i, (unit, text) in enumerate(POINTS, 1)])

question = "what day's the gas man coming to do the boiler?"
vector = offline.embed(["gas engineer boiler service day coming CP12 safety"])[0]  # the app's search words
wide = [p.payload["text"] for p in client.query_points("carol-lets", query=vector, limit=4).points]
assert REBOOK in wide, wide
assert REBOOK in [p.payload["text"] for p in client.scroll("carol-lets", limit=50)[0]]

with fault():
    hits = client.query_points("carol-lets", query=vector, limit=4, query_filter=models.Filter(must=[
        models.FieldCondition(key="unit", match=models.MatchValue(value="14R flat 2"))])).points
context = ["Today is Mon 11 October 2032. You are talking to Ash Kumar, the tenant of flat 2, 14 Ryeford Rd."] + \
          [h.payload["text"] for h in hits]
assert not any(REBOOK in c or "thurs 14/10" in c or "Severn Gas" in c for c in context), context
assert any("booked wed 13/10 pm" in c for c in context), context
reply = answer(question, context, mock="Wednesday - the 13th, in the afternoon. If you're not in, the key's in the "
                                       "safe.")
finish(question, expected="Thurs (14th), sometime 8-10am", actual=reply)
