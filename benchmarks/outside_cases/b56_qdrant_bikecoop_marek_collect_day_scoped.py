"""Batch 56 (held out). A bike repair co-op's workshop board: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Spokes & Sprockets, a members' bike repair co-op in a railway arch (volunteer mechanics, open Tue and Thu
evenings and Saturdays). Everything goes in one collection as points with payload ``{"kind", "text"}`` (kind: job,
parts, member, rota). When someone asks about their bike, the app searches only ``kind == "job"`` points. Eleven
points, Feb - Mar 2026.

Planted fault (RetrievalError, filtered out by scope): the collection day for Marek's bike moved because of a part,
and that was written on the parts log, not the job card: "parts 3/3 - ordered from Madison: 2x KMC 11sp chains,
brake pads (the Shimano resin ones) x6 pr, + Marek's 105 rear mech which is on b/o, rep reckons 10 days min. so his
Ribble won't be done sat 14th, more like Thurs 26th after 6. texted him, he's ok, he's got the missus's bike".
The job-only query leaves it out. Question (Wed 11/3, Marek asking on the co-op's chat): "what day can I come and
get my Ribble?" -> expected Thursday the 26th (evening). The assistant goes by the job card: Saturday 14th.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the parts
note is stored and among the hits of the same query without the filter, and not in the context; the job card saying
ready sat 14/3 is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b56_qdrant_bikecoop_marek_collect_day_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PARTS = ("parts 3/3 - ordered from Madison: 2x KMC 11sp chains, brake pads (the Shimano resin ones) x6 pr, + Marek's "
         "105 rear mech which is on b/o, rep reckons 10 days min. so his Ribble won't be done sat 14th, more like "
         "Thurs 26th after 6. texted him, he's ok, he's got the missus's bike")
POINTS = [
    ("job", "JOB 041 - Marek (member #112) Ribble road bike, rear mech bent in a fall + hanger snapped. new hanger "
            "fitted 28/2, needs a 105 rear mech + re-index. ready sat 14/3 pm, labour £20 member rate"),
    ("member", "new members Feb: Aisha (#118), Tomasz (#119), the lad from the flats w the BMX (#120, Kai)"),
    ("job", "JOB 039 Sarah's Raleigh - chain + pads, done tues, collected, paid £18"),
    ("rota", "sat 7/3 rota: Phil + Dee on the stands, Ros on the till/tea. Tue eve Phil only, need a 2nd"),
    ("parts", "bottom bracket tool went walkies AGAIN. bought another off eBay £14, it lives on the hook now"),
    ("job", "JOB 043 Kai's BMX - new tyres + tubes 20\", he's doing it himself w Dee watching. free (youth night)"),
    ("parts", PARTS),
    ("member", "Marek #112 - subs paid to Dec, happy to help on sat mornings once his bike's back lol"),
    ("rota", "Thurs evenings 6-9 from March (was 6.30), Ros has the keys"),
    ("job", "JOB 044 - Aisha's Dutch bike, hub gear slipping (Sturmey 3sp), needs a new cable, 20 min job"),
    ("parts", "tubes - loads of 700x25-32 in the blue crate, hardly any 26\" left, £4 each to members"),
]

client = QdrantClient(":memory:")
client.create_collection("spokes-board", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("spokes-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "what day can I come and get my Ribble?"
vector = offline.embed(["Marek Ribble rear mech 105 ready done collect day"])[0]  # the app's search words
unfiltered = [p.payload["text"] for p in client.query_points("spokes-board", query=vector, limit=5).points]
assert PARTS in unfiltered, unfiltered
assert PARTS in [p.payload["text"] for p in client.scroll("spokes-board", limit=50)[0]]

with fault():
    hits = client.query_points("spokes-board", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="job"))])).points
context = ["Today is Wed 11 March 2026. You are talking to Marek (member #112)."] + [h.payload["text"] for h in hits]
assert PARTS not in context, context
assert any("ready sat 14/3 pm" in c for c in context), context
assert not any("26th" in c or "b/o" in c for c in context), context
reply = answer(question, context, mock="Saturday the 14th, in the afternoon - it'll have the new 105 mech on and be "
                                       "re-indexed. £20 at the member rate.")
finish(question, expected="Thursday 26th, in the evening - his rear mech is on back order", actual=reply)
