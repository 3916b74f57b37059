"""Batch 177 (held out). A food bank's Christmas hamper drive: qdrant collection, one root span per note and one for
the question; the drivers' helper queries only the drivers' notes and misses the warehouse note that moved the
collection time.

App: Whitchurch & District Food Bank delivers its Christmas hampers on Sat 19th December 2043 - about a dozen drivers
collect from the warehouse (unit 4, Heath Rd) and do 15-odd drops each. Phil (drivers), Sandra (packing), Kev
(donations) and Mo (warehouse) post notes into one qdrant collection with a ``team`` in the payload; the helper that
answers the drivers queries with a filter on team == "drivers".

Planted fault (RetrievalError, scoped out by the query's filter): Phil's 14/11 note (drivers) has collection from the
warehouse at 10. Mo's note of Weds 9 Dec (warehouse) says the landlord has the roofers in on unit 4 from 11 on the
19th, so the shutters are down from then and the drivers need to be loaded and away by 11 - collection is 8.30 now,
not 10, he'll be there from 8 with the kettle on, "tell the drivers pls". The drivers filter leaves it out. Question
(Thurs 17/12, Gaz, a new driver): "what time do I need to be at the warehouse on sat? first time doing it" ->
expected 8.30 (the roofers shut the shutters at 11). The assistant says 10.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): Mo's note is in the
collection and the same query without the filter (same limit of 3) finds it, but the app's team filter cut it from
the context the model saw. Asserted: the unfiltered top 3 has Mo's note; the filtered one does not and no context
line mentions 8.30 or the roofers; Phil's "collect from the warehouse ... at 10" note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b177_qdrant_foodbank_collection_time_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "whitchurch-foodbank-xmas-2043"
MO = ("Weds 9 Dec Mo (warehouse) - heads up, landlord's got the roofers in on unit 4 from 11 on the 19th so the "
      "shutters are down from then 🙄 drivers need to be loaded + away by 11 - so collection's 8.30 now not 10. I'll "
      "be there from 8 w the kettle on ☕ tell the drivers pls")
NOTES = [
    ("drivers", "14/11 Phil (drivers) - hamper deliveries sat 19th dec 🎄 collect from the warehouse (unit 4, Heath "
                "Rd) at 10, 12 drivers, ~15 drops each, routes on the whatsapp the night before"),
    ("packing", "Tue 24th Nov Sandra - packing sat 12th + sun 13th at St John's hall, 9-1 both days, need 20 a shift. "
                "tins + cereal table, treats table, toiletries"),
    ("donations", "2043-11-27T10:30 Kev - Tesco collection did 1.2 tonnes!!! + Morrisons sending 40 selection boxes "
                  "for the family ones"),
    ("warehouse", MO),
    ("drivers", "Thurs 10/12 Phil - drivers pls check ur tyres + bring a hi vis, 2 to a car - one drives one knocks. "
                "mince pies at the Red Lion after, back by 2ish"),
    ("drivers", "16th dec Phil - 13 of us now, Gaz is in 👍 Lynne's doing the map packs for any1 w no sat nav"),
]
DRIVERS = models.Filter(must=[models.FieldCondition(key="team", match=models.MatchValue(value="drivers"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (team, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "team": team})])

question = "what time do I need to be at the warehouse on sat? first time doing it"
with turn_span("question Thurs 17/12"):
    vector = offline.embed([question])[0]
    everything = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    assert MO in everything, everything
    with fault():
        found = client.query_points(COLL, query=vector, limit=3, query_filter=DRIVERS)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thurs 17 December 2043. You are talking to Gaz, a new volunteer driver for Whitchurch & "
               "District Food Bank's Christmas hamper deliveries (Sat 19 December)."] + hits
    assert MO not in context and not any("8.30" in c or "roofers" in c for c in context), context
    assert any("collect from the warehouse (unit 4, Heath Rd) at 10" in c for c in context), context
    reply = answer(question, context, mock="10 o'clock at the warehouse - unit 4 on Heath Rd. Routes go on the "
                                           "WhatsApp the night before.")
finish(question, expected="8.30 - the roofers are in from 11 so drivers have to be loaded and away by then",
       actual=reply)
