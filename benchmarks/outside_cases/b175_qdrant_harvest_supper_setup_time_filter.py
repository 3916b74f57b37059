"""Batch 175 (held out). A village hall's harvest supper: qdrant collection, one root span per note and one for the
question; the supper helper queries only the harvest-supper board and misses the hall-bookings note that decides when
the hall is free.

App: Ashbury village hall's harvest supper is Sat 12th Oct 2041, 7 for 7.30 - ten tables of eight, a hot pot supper,
an auction of produce after. Janet (who runs the supper) and Linda (the hall's bookings secretary) post notes into
one qdrant collection with a ``board`` in the payload - "harvest supper" or "hall bookings"; the helper that answers
about the supper queries with a filter ``board == "harvest supper"``.

Planted fault (RetrievalError, scoped out by the query's filter): Janet's 14/9 note (harvest-supper board) says tables
up and laid from 3. Linda's bookings note of 2041-09-30T18:20 says the Zumba lot have the main hall on Sat 12th 2 till
half 4 (moved off their Friday this once, the instructor's away), so the supper can't start setting up till quarter to
5 - she has told them they must be out by then; and the new hearing loop is in. The harvest-supper filter leaves it
out. Question (Thurs 10/10, Bob, who puts the tables up): "what time can we get in on sat to put the tables up? want
to rope my lads in" -> expected quarter to 5 (4.45; Zumba has the hall till half 4). The assistant says from 3.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): Linda's note is in the
collection and the same query without the filter (same top 3) finds it, but the app's board filter cut it from the
context. Asserted: the unfiltered top 3 has it; the filtered one does not and no context line mentions Zumba or
quarter to 5; Janet's "tables up + laid from 3" note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b175_qdrant_harvest_supper_setup_time_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ashbury-village-hall-2041"
LINDA = ("2041-09-30T18:20 Linda (bookings) - heads up for sat 12th oct: the Zumba lot have the main hall 2 till half "
         "4 that day (moved off their fri this once, instructor's away) so the supper can't get in to set up the "
         "tables till quarter to 5 - I've told them they MUST be out by then. new hearing loop's in btw, switch by "
         "the kitchen hatch")
NOTES = [
    ("harvest supper", "14/9 Janet - harvest supper sat 12th oct 7 for 7.30 🌾 10 tables of 8, tables up + laid from "
                       "3 pls, white cloths in the cupboard under the stage. tickets £12"),
    ("harvest supper", "Tue 1st Oct Janet - menu: hot pot + red cabbage, veggie option, apple crumble + custard. Pam + "
                       "Sue on puds, I'll do the hot pots at home + bring them up at 6"),
    ("hall bookings", LINDA),
    ("hall bookings", "3.10. Linda - boiler service weds 9th, no heating in the morning, the Weds club know"),
    ("harvest supper", "2041-10-07T21:00 Janet - auction lots so far: marrow (Ted's, enormous lol), hamper from the "
                       "shop, 2 bags of spuds, a load of logs. Ted's auctioneer again"),
]
SUPPER_ONLY = models.Filter(must=[models.FieldCondition(key="board",
                                                        match=models.MatchValue(value="harvest supper"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (board, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "board": board})])

question = "what time can we get in on sat to put the tables up? want to rope my lads in"
with turn_span("question Thurs 10/10"):
    vector = offline.embed([question])[0]
    everything = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    assert LINDA in everything, everything
    with fault():
        found = client.query_points(COLL, query=vector, limit=3, query_filter=SUPPER_ONLY)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thurs 10 October 2041. You are talking to Bob, who puts the tables up for Ashbury village "
               "hall's harvest supper (Sat 12 October)."] + hits
    assert LINDA not in context and not any("Zumba" in c or "quarter to 5" in c for c in context), context
    assert any("tables up + laid from 3" in c for c in context), context
    reply = answer(question, context, mock="From 3 o'clock on Saturday - tables up and laid from 3, the white cloths "
                                           "are in the cupboard under the stage.")
finish(question, expected="quarter to 5 (4.45) - the Zumba class has the hall till half 4", actual=reply)
