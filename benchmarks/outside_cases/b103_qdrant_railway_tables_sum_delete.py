"""Batch 103 (held out). A model railway club's exhibition planning: qdrant collection, script style (each call its
own trace).

App: Hitchin & District Model Railway Club plan their October exhibition in one qdrant collection: a record per
layout (kind "layout"), requests from exhibitors (kind "request", status "actioned" once sorted) and notes on the
hall (kind "hall"). Brian, the exhibition manager, clears the actioned requests out at the start of each month; the
set-up crew's helper answers from whatever is left.

Planted fault (DeletionError): the clear-out on Wed 1/10 deletes the actioned requests. One of them, from 2/9, says
Pete rang: Kingsbridge Quay has grown, he built the new fiddle yard over the summer, so it's 6 tables now not 4,
still on the back wall; the hall says it fits if the trade stands shuffle up one. The layout record still says 4
tables. Ashby Junction (Graham's N gauge) is 3 tables. Question (Fri 17/10, Kev on the set-up crew): "how many
trestles do i put out for kingsbridge and ashby between them?" -> expected 9 (6 + 3). The assistant says 7.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the 6-table
request is in the search results before the delete and gone from the collection and the context after it; the
layout record's 4 tables and Ashby's 3 are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b103_qdrant_railway_tables_sum_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GROWN = ("pete rang - Kingsbridge has grown!! he built the new fiddle yard over the summer so its 6 tables now not "
         "4, still wants the back wall. checked w/ the hall, fits if the trade stands shuffle up one. sorted - "
         "Brian 2/9")
POINTS = [
    ("layout", "-", "KINGSBRIDGE QUAY (OO, Pete H) - 4 tables, back wall by the stage. needs 2 sockets. "
                    "operators Pete + Dave R"),
    ("request", "actioned", GROWN),
    ("layout", "-", "ASHBY JUNCTION (N gauge, Graham + his grandson Alfie) 3 tables, centre of the hall, wants "
                    "it away from the windows (sun on the track)"),
    ("layout", "-", "Cwm Dulas (009 narrow gauge, Sue) - 2 tables by the door, brings her own cloth"),
    ("request", "actioned", "Sue wants a little table for leaflets too - gave her the small one from the kitchen, "
                            "done 28/8"),
    ("hall", "-", "St Andrew's hall: 30 trestles in the store cupboard under the stage, key from Mrs Gibbs. "
                  "2 have wobbly legs, marked w tape"),
    ("request", "open", "Graham asked re parking his van by the side door to unload fri eve - waiting on Mrs Gibbs"),
    ("request", "actioned", "raffle licence done, Toys2Go giving a Hornby starter set, B 10/9"),
]

client = QdrantClient(":memory:")
client.create_collection("hdmrc-exhibition", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("hdmrc-exhibition", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "how many trestles do i put out for kingsbridge and ashby between them?"
vector = offline.embed(["Kingsbridge Ashby tables trestles layout how many"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("hdmrc-exhibition", query=vector, limit=8).points]
assert GROWN in before, before

# Wed 1/10, Brian's start-of-month tidy: the actioned requests go
with fault():
    client.delete("hdmrc-exhibition", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="actioned"))])))

stored = [p.payload["text"] for p in client.scroll("hdmrc-exhibition", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("hdmrc-exhibition", query=vector, limit=8).points]
context = ["Today is Fri 17 October 2036. You are talking to Kev, who is on the set-up crew."] + hits
assert GROWN not in stored and GROWN not in context
assert not any("6 tables" in c or "fiddle yard" in c for c in stored + context)
assert any("KINGSBRIDGE QUAY (OO, Pete H) - 4 tables" in c for c in context), context
assert any("ASHBY JUNCTION" in c and "3 tables" in c for c in context), context
reply = answer(question, context, mock="7 - four for Kingsbridge on the back wall and three for Ashby in the middle.")
finish(question, expected="nine (six for Pete's now, three for Graham's)", actual=reply)
