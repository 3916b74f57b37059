"""Batch 102 (held out). A mobile library van's route notes: qdrant collection, script style (each call its own
trace).

App: the North Herts mobile library van keeps its notes in one qdrant collection: each stop's record (kind
"stop"), requests from villages and schools (kind "request", status "done" once dealt with) and notes on the van
(kind "van"). The drivers' helper answers from whatever is in it. At the end of each month Carol, the van
librarian, deletes the done requests.

Planted fault (DeletionError): the month-end clear-out on Wed 30/4 deletes the done requests. One of them, from
24/4, says the head at Barkway school (Mrs Lowe) asked if the van could stay 45 mins rather than 30 so the year 3s
can come across after lunch; HQ ok'd it from 1 May, every visit, so it's 1.30 till 2.15. The stop record still says
Barkway alt Thursdays 1.30-2pm (30 min). Question (Wed 7/5, Dev, the relief driver): "how long are we parked at
barkway tmrw? need to know when to set off for reed" -> expected 45 minutes (till 2.15). The assistant says half an
hour.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the 45-minute
request is in the search results before the delete and gone from the collection and the context after it; the
stop record's 30-minute line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b102_qdrant_libraryvan_barkway_stay_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

STAY = ("barkway - Mrs Lowe (head at the school) asked can we stay 45 mins not 30 so the yr 3s can walk across "
        "after lunch. rang HQ, ok'd from 1st May, every visit, so 1.30-2.15 there. done, told Mrs L - Carol 24/4")
POINTS = [
    ("stop", "-", "BARKWAY - alt thursdays, 1.30-2pm (30 min), by the war memorial opp the Chaise. then REED "
                  "2.30-3.15 on the green"),
    ("request", "done", STAY),
    ("stop", "-", "THERFIELD - 2nd weds of the month 11-12 by the green, park on the hard standing not the grass"),
    ("request", "done", "therfield - Mrs Ellis wants the new Richard Osman on reserve, got it in, gave it her 15/4"),
    ("van", "-", "van battery drains if the heater's left on at stops over 40 mins - run the engine 5 mins"),
    ("request", "-", "reed - the WI want 6 copies of the book club pick for june, asked HQ 2/5"),
    ("stop", "-", "SANDON - alt tues 10.30-11.15 village hall car park"),
    ("request", "done", "sandon - Mr Hart westerns, took a box of 10 on 21/4"),
]

client = QdrantClient(":memory:")
client.create_collection("nh-mobile-library", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("nh-mobile-library", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "how long are we parked at barkway tmrw? need to know when to set off for reed"
vector = offline.embed(["Barkway stop how long parked times school"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("nh-mobile-library", query=vector, limit=8).points]
assert STAY in before, before

# Wed 30/4, Carol's month-end tidy: the done requests go
with fault():
    client.delete("nh-mobile-library", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("nh-mobile-library", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("nh-mobile-library", query=vector, limit=8).points]
context = ["Today is Wed 7 May 2036. You are talking to Dev, the relief driver."] + hits
assert STAY not in stored and STAY not in context
assert not any("45 min" in c or "2.15" in c for c in stored + context)
assert any("1.30-2pm (30 min)" in c for c in context), context
reply = answer(question, context, mock="Half an hour - 1.30 to 2 by the war memorial, then on to Reed for 2.30.")
finish(question, expected="three quarters of an hour, so you leave at quarter past two", actual=reply)
