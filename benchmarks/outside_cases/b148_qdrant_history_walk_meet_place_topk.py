"""Batch 148 (held out). A village history walk's organisers' notes: qdrant collection, one root span per note and
one for the question; the helper's query keeps only its top 3 points.

App: Heptonstall Local History Society runs a guided history walk round the village (Sun 14th June 2037, 2pm, about
two hours: the old grammar school museum, the churchyard and the old church ruins, the Cloth Hall, the octagonal
Methodist chapel, Weavers' Square), with Barbara and Keith guiding and tickets from the museum. The organisers keep
their notes in one qdrant collection (a ``topic`` in the payload: route, guides, tickets) and the helper answers
walkers with ``query_points(..., limit=3)`` - three notes was thought enough.

Planted fault (RetrievalError, cut off by top-k): the route note has the walk meeting at the museum (the old
grammar school) at 2pm. Anne's note of Tue 9/6 (she does the tickets) says 38 sold, six more on the door at most;
that the museum's shut Sunday while the floor's being done, so they're not meeting there - Barbara says meet on the
Cloth Hall steps by the stocks instead, and Anne will sell door tickets there, cash only. For the question the
collection ranks that note below the top 3, so limit=3 leaves it out. Question (Fri 12/6, Gill, who has booked two
tickets): "where are we meeting for the walk on sunday? bringing my sister over from Todmorden" -> expected the
Cloth Hall steps, by the stocks (the museum is shut for its floor). The assistant says the museum.

Expected verdict: RetrievalError at the qdrant query with limit=3 (wrapped in fault()): Anne's note is in the
collection and the same query with a limit of 8 returns it, but the search the app made cut it off. Asserted: the
wider query returns it and the app's does not; the route note (meet at the museum) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b148_qdrant_history_walk_meet_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "heptonstall-history-walk"
MOVE = ("Tue 9/6 Anne - 38 tickets gone, 6 on the door max. museum's shut the 14th while they do the floor so NOT "
        "there - Barbara says the Cloth Hall steps by the stocks instead, I'll sell door tickets there, cash only "
        "pls")
NOTES = [
    ("route", "ROUTE for the walk - we're meeting at the museum (old grammar school) 2pm sunday 14th june. "
              "churchyard + old church ruins, the Cloth Hall, octagon chapel, Weavers Sq, back down Northgate. abt 2 "
              "hrs, steep in places, no dogs in the chapel"),
    ("guides", "14/3 Barbara - me on the church + the ruins, Keith does the Cloth Hall + the chapel (he knows all "
               "about Wesley preaching there). we swap at Weavers Sq"),
    ("tickets", "22.3. Anne - tickets £6, under 16s £3, from the museum or ring me. 45 max, the paths are narrow"),
    ("route", "Weds 8 Apr Keith - walked the route, the steps down from the ruins are slippy, tell people proper "
              "shoes. loos at the Cross Inn, they're fine w it"),
    ("tickets", MOVE),
    ("guides", "16th may Barbara - Keith's got a new pic of the Cloth Hall from 1900 to show round, laminated. I'll "
               "bring the parish registers copy"),
    ("route", "Tue 2/6 Keith - parking: village car park fills up, park at the bottom + walk up, or the 593 bus from "
              "Hebden Bridge at 1.25"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "topic": topic})])

question = "where are we meeting for the walk on sunday? bringing my sister over from Todmorden"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=8).points]
assert MOVE in wide, wide

with turn_span("question Fri 12/6"):
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Fri 12 June 2037. You are talking to Gill, who has booked two tickets for Heptonstall Local "
               "History Society's history walk on Sun 14 June."] + hits
    assert MOVE not in context and not any("Cloth Hall steps" in c or "stocks" in c for c in context), context
    assert any("meeting at the museum (old grammar school) 2pm" in c for c in context), context
    reply = answer(question, context, mock="At the museum - the old grammar school - for a 2pm start.")
finish(question, expected="the Cloth Hall steps, by the stocks - the museum's shut for its floor", actual=reply)
