"""Batch 63 (held out). A rowing club's regatta planning: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Avonside Rowing Club (Bristol) keeps its notes for Bedford Regatta (Sat 8 May 2027) as points with payload
``{"kind", "text"}`` (kind: crew, boats, travel, event: what the regatta's organisers send out). When someone asks
about getting there or parking, the assistant searches only ``kind == "travel"`` points. Eleven points,
March - May 2027.

Planted fault (RetrievalError, filtered out by scope): the organisers' info pack, filed as an event note: "Bedford
info pack (came 28/4) - draw out thurs, racing from 8.30. TRAILERS: the Embankment car park's shut for the food
market this yr so trailers go on the playing field behind Star Club's boathouse, way in is off Duckmill Lane,
marshal from 6.30am. competitors' cars in the county hall car park, £6". The travel-only query leaves it out.
Question (Wed 5/5, Dave, who tows the trailer): "where do I park the trailer at Bedford on Saturday?" -> expected
the field behind Star Club's boathouse, in off Duckmill Lane. The assistant goes by last year's travel note: the
Embankment car park by the bandstand.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the info
pack is stored and a hit of the same query without the filter, and not in the context; last year's travel note is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b63_qdrant_rowing_trailer_park_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PACK = ("Bedford info pack (came 28/4) - draw out thurs, racing from 8.30. TRAILERS: the Embankment car park's shut "
        "for the food market this yr so trailers go on the playing field behind Star Club's boathouse, way in is off "
        "Duckmill Lane, marshal from 6.30am. competitors' cars in the county hall car park, £6")
POINTS = [
    ("travel", "Bedford '26 - trailer went in the Embankment car park by the bandstand, 2 spaces, pay at the machine "
               "(£8 all day), boats rigged on the grass by the river"),
    ("crew", "W4+ for Bedford: Hannah (str), Lou, Priya, Kath (bow), cox Tilly. MasB. 2nd regatta for Priya"),
    ("boats", "W4+ go in 'Molly B' (the Janousek), riggers need the 10mm + 13mm spanners, Kath has the bag"),
    ("travel", "leave the boathouse 5.45am sat, Dave driving the Land Rover w the trailer, crews in cars after"),
    ("event", "entries in 12/4 for W4+ + J16 2x, entry fees £54 + £30, paid from the club acct"),
    ("crew", "J16 2x: Sam + Ollie, coach Mike will be on the bank w the megaphone"),
    ("boats", "load the trailer fri 6pm - Molly B on top, the 2x underneath, blades in the blade bag, straps x 6"),
    ("event", PACK),
    ("travel", "Mike's car: Sam, Ollie + the coxing box. Priya getting a lift w Lou"),
    ("crew", "Hannah's sister's wedding might clash?? check w her"),
    ("boats", "trailer tyres pumped + lights checked 1/5 (Dave), spare wheel's flat, get it done"),
]

client = QdrantClient(":memory:")
client.create_collection("avonside-bedford", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("avonside-bedford", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where do I park the trailer at Bedford on Saturday?"
vector = offline.embed(["trailer park parking Bedford car park Embankment where marshal"])[0]  # the app's words
unfiltered = [p.payload["text"] for p in client.query_points("avonside-bedford", query=vector, limit=5).points]
assert PACK in unfiltered, unfiltered
assert PACK in [p.payload["text"] for p in client.scroll("avonside-bedford", limit=50)[0]]

with fault():
    hits = client.query_points("avonside-bedford", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="travel"))])).points
context = ["Today is Wed 5 May 2027. You are talking to Dave, who tows the boat trailer."] + \
          [h.payload["text"] for h in hits]
assert PACK not in context, context
assert any("Embankment car park by the bandstand" in c for c in context), context
assert not any("Duckmill" in c or "Star Club" in c for c in context), context
reply = answer(question, context, mock="In the Embankment car park by the bandstand, like last year - two spaces, "
                                       "£8 at the machine.")
finish(question, expected="on the playing field behind Star Club's boathouse - in off Duckmill Lane", actual=reply)
