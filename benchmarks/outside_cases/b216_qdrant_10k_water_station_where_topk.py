"""Batch 216 (held out). A running club's 10k: qdrant collection of notes, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the race committee's notes that moved the second water
station rank 4th.

App: Teme Valley Runners hold the Tenbury 10k on Sun 14th June 2048 - start and finish on the rec, out along the
Burford lanes and back, two water stations, marshals on every junction, medals and a banana at the finish. Kath (the
race director) keeps every race note in one qdrant collection (payload ``kind``: route, water, marshals, committee,
medals, entries); when a volunteer asks, the helper takes the 3 nearest notes (``query_points(..., limit=3)``) and
answers from those.

Planted fault (RetrievalError, cut off by top-k): Kath's first water note (2048-03-11T20:10) has water 1 at 3k on the
Kyrewood crossroads and water 2 at 7k in the gateway at Berrington farm. The race committee's notes of Tue 19th
May say, between the entries, the chip timing and the t-shirt sizes, that Berrington farm need that gateway for the
silage trailers that weekend, so water 2 is going in the lay-by opposite the Peacock, just past 7k, where the Scouts
can park the van. For the volunteer's question the committee notes rank 4th: the 3 nearest are the Scouts' note
(16th May), the first water note and the water-bottles note (14/4). Question (Thu 11/6, Jo, the Scout leader who's
running water 2): "where's the 2nd water station? bringing the scouts + a van full of bottles" -> expected the lay-by
opposite the Peacock (just past 7k). The assistant says the gateway at Berrington farm.

Expected verdict: RetrievalError at qdrant's query (the top-3 query_points, wrapped in fault()): the committee notes
are in the collection and the same question's 4 nearest have them, but the limit cut them from the context the model
saw. Asserted: the 4 nearest have the committee notes; the hits and the context have nothing on the Peacock, the
lay-by or the silage; the first note's "water 2 at 7k in the gateway at Berrington farm" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b216_qdrant_10k_water_station_where_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "teme-valley-10k-2048"
COMMITTEE = ("race cttee tue 19th may - entries 214 (cap 300), Gill chasing the club vests lot. chip timing from "
             "Sportsystems again, £1.10 a runner. tshirts - ordered 60 S, 90 M, 80 L, 30 XL. Berrington farm need "
             "their gateway for the silage trailers that wk 🚜 so water 2's going in the lay-by opposite the "
             "Peacock, just past 7k, scouts can park the van there. AOB - Phil's doing the pacer balloons")
NOTES = [
    ("route", "2048-03-02T19:45 TENBURY 10K sun 14th june, 9.30 start on the rec, out the Burford lanes + back. "
              "road closure 9-11.30, river path for the last k"),
    ("water", "2048-03-11T20:10 water stations - water 1 at 3k on the Kyrewood crossroads, water 2 at 7k in the "
              "gateway at Berrington farm, both sides of the road pls. bottles not cups"),
    ("marshals", "marshals - 22 needed, every junction + the 2 bridges, hi-vis in the shed. briefing 8.30 by the "
                 "pavilion"),
    ("committee", COMMITTEE),
    ("medals", "medals came 😍 250 in boxes in my hall, ribbons are teal this yr. bananas from the Co-op, Sue's "
               "collecting sat"),
    ("water", "14/4 water - 1200 bottles from Tesco, pallet to be dropped at the pavilion fri 12th, we split it "
              "between the 2 stations in the morning"),
    ("water", "16th may the Scouts are doing water 2 again 👍 Jo's bringing 8 of them + the van, need bin bags + "
              "gloves for the empties"),
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Kath"})])

question = "where's the 2nd water station? bringing the scouts + a van full of bottles"
vec = offline.embed([question])[0]
with turn_span("question Thu 11/6"):
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert COMMITTEE in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 11 June 2048. You are talking to Jo, the Scout leader running water station 2 at Teme "
               "Valley Runners' Tenbury 10k (Sun 14 June)."] + hits
    assert COMMITTEE not in context and not any(w in c.lower() for c in context
                                                for w in ("peacock", "lay-by", "silage")), context
    assert any("water 2 at 7k in the gateway at Berrington farm" in c for c in context), context
    reply = answer(question, context, mock="In the gateway at Berrington farm, at 7k - set up on both sides of the "
                                           "road.")
finish(question, expected="the lay-by opposite the Peacock, just past 7k (Berrington farm need the gateway for the "
                          "silage trailers)", actual=reply)
