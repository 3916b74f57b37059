"""Batch 81 (held out). A community orchard's apple day: qdrant collection of committee and volunteer notes, script
style (each call its own trace).

App: Hollins Lane Community Orchard keeps its notes (committee minutes, volunteer messages, kit lists) in one qdrant
collection with a ``day`` stamp (yyyymmdd). Volunteers ask the app about Apple Day (Sat 16 Oct 2032). To keep
answers "current", the app searches only notes from the last eight weeks (``day >= 20320820``).

Planted fault (RetrievalError, filtered by scope): the AGM minutes of 12/3 say the barn roof is being redone Sept -
Oct, so no barn for apple day; pressing goes in the top field by the polytunnel under the two gazebos. That note is
older than eight weeks, so the app's date-filtered search leaves it out; a recent kit note says the tables and the
scratter are stored in the barn. Question (Mon 11/10, a new volunteer): "where's the pressing happening on
saturday?" -> expected the top field by the polytunnel. The assistant says the barn.

Expected verdict: RetrievalError at qdrant.query_points (the filtered search, wrapped in fault()). Asserted: the
same search without the date filter returns the AGM note; the filtered one leaves it out, and the barn kit note is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b81_qdrant_orchard_pressing_place_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGM = ("AGM 12/3/32 mins: 1) treasurer - £1,862 in the acct. 2) barn roof getting redone Sept-Oct (parish grant!!) "
       "so NO barn for apple day this yr - pressing goes up the top field by the polytunnel, under the 2 gazebos, "
       "Gary to run the genny from there. 3) new benches - Hugh to ask the Rotary")
POINTS = [
    (20320312, "committee", AGM),
    (20320501, "volunteer", "blossom walk went well, ~40 came, Hugh says the Bramley by the gate has canker"),
    (20320827, "kit", "apple day kit: 2 presses (ours + the one borrowed off Stoke Orchard), the scratter, 20 "
                      "buckets, muslin. tables + scratter are stored in the barn, key w/ Tomasz"),
    (20320903, "volunteer", "Priya: I can do the juice stall 11-2 on apple day, can bring my card reader"),
    (20320915, "committee", "apple day sat 16 Oct 11-4. posters up at the library + Co-op. £1 a cup juice, £2.50 "
                            "a bottle"),
    (20320921, "kit", "need more 1L bottles - ordered 200 from Vigo, arriving w/c 4/10"),
    (20320930, "volunteer", "Ruth: pressing team = me, Dave, Ola + whoever turns up. we start 10 to get set up"),
    (20321004, "committee", "apple ID table - Mr Pomfret (the pomona man) confirmed, 12-3, bring a leaf + 2 apples"),
    (20321006, "volunteer", "bottles came, 8 boxes, in Tomasz's garage for now, he's about evenings"),
    (20321008, "kit", "first aid box restocked, hi vis x6 in the shed"),
]

client = QdrantClient(":memory:")
client.create_collection("hollins-orchard", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("hollins-orchard", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"day": day, "kind": kind, "text": text})
    for i, (day, kind, text) in enumerate(POINTS, 1)])

question = "where's the pressing happening on saturday? first time volunteering!"
vector = offline.embed(["apple day pressing where barn field presses scratter"])[0]  # the app's search words
wide = [p.payload["text"] for p in client.query_points("hollins-orchard", query=vector, limit=5).points]
assert AGM in wide, wide

with fault():
    hits = client.query_points("hollins-orchard", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="day", range=models.Range(gte=20320820))])).points
context = ["Today is Mon 11 October 2032. You are talking to Sam, a new volunteer for Apple Day."] + \
          [h.payload["text"] for h in hits]
assert not any(AGM in c or "polytunnel" in c or "top field" in c for c in context), context
assert any("tables + scratter are stored in the barn" in c for c in context), context
reply = answer(question, context, mock="In the barn - that's where the presses, the scratter and the tables are "
                                       "kept. Ruth's team starts setting up at 10.")
finish(question, expected="up in the top field by the polytunnel (the barn's out of action)", actual=reply)
