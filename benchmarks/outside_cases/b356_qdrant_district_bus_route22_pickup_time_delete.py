"""Batch 356 (held out). A school district's transportation office: qdrant collection of the office's route notices,
one root span per notice, one for the dispatcher's clean-up and one for the question; the clean-up deletes, by a
payload filter, the detour notices once the road work is done, and one of them also carried a permanent stop change.

App: the Brookfield Unified School District transportation office (Gloria, the dispatcher, and Mr. Dunn, the routing
supervisor) posts route notices - stop times, detours, late buses, delays - and the parent helper on the district
site answers families' bus questions from the 4 nearest notices in one qdrant collection (payload ``kind``: routes,
detour, policy, late_bus). When a detour ends Gloria deletes the detour notices with a filter on ``kind``.

Planted fault (DeletionError): the routes notice of 8/22 (first day of school) has Route 22's AM stops - Hillcrest
Dr & Oak 6:58 AM, Birch Ct & Alder 7:05 AM, Sycamore Ln 7:11 AM, arrives Brookfield MS 7:30. Mr. Dunn's detour notice
of Thursday 10/13 is about the water main work on Elm St (Route 22 and Route 9 detour via Maple Ave through 10/28)
and says, after that, that starting Monday 10/17 the Route 22 AM stop at Birch Ct & Alder moves to 7:12 AM for good
- a new stop at the Willow Creek apartments goes in before it - and Sycamore moves to 7:16. Gloria's clean-up (Mon
10/31, the Elm St work finished on Friday) deletes the detour notices, that one with them. Question (Wed 11/2, a
dad new to the Birch Ct area): "what time is the Route 22 bus at Birch Ct & Alder in the morning? my son starts at
Brookfield Middle on Monday" -> expected 7:12 AM. The assistant says 7:05 AM.

Why this verdict: DeletionError at qdrant's delete (the clean-up, wrapped in fault()): the 10/13 notice was in the
collection and among the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer (the stop change was permanent, not part of the detour). Asserted: the notice is in the 4 nearest before
the delete and gone from the collection and the context after it (nothing on 7:12, Willow Creek or "for good"); the
8/22 routes notice with Birch Ct at 7:05 AM is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b356_qdrant_district_bus_route22_pickup_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brookfield-usd-transportation-2050"
STOP = ("Thursday 10/13 - DETOUR: water main work on Elm St, Routes 9 + 22 will detour via Maple Ave thru Fri "
        "10/28, expect 5-10 min delays. SEPARATE from the detour: starting Monday 10/17 the Route 22 AM stop at Birch "
        "Ct & Alder moves to 7:12 AM for good (we're adding a stop at the Willow Creek apts before it), Sycamore Ln "
        "moves to 7:16. Please share w/ your neighbors. - R. Dunn, Routing")
NOTES = [
    (1, "routes", "Gloria", "8/22 first day of school!! 🚌 Route 22 AM stops: Hillcrest Dr & Oak 6:58 AM, Birch Ct & "
                            "Alder 7:05 AM, Sycamore Ln 7:11 AM, arrives Brookfield MS 7:30 AM. pls be at the stop 5 "
                            "min early, drivers can't wait"),
    (2, "policy", "Gloria", "9/6 reminder - K-2 students must have an adult or older sibling at the PM stop or they "
                            "ride back to school. bus passes go home in Friday folders"),
    (3, "late_bus", "Gloria", "9/12 late activity buses start Mon 9/19, Mon-Thu, leave BMS at 4:30 PM, 3 stops only: "
                              "Hillcrest, Maple + 5th, the library"),
    (4, "detour", "R. Dunn", "Tues 10/4 - Route 9 detour around the Pine St bridge inspection today + tomorrow only, "
                             "no stop changes"),
    (5, "detour", "R. Dunn", STOP),
    (6, "routes", "Gloria", "10/20 Route 31 has a new driver, Mr. Tran 👋 same times. we are still short 4 drivers "
                            "district-wide, if you know anyone w/ a CDL send them our way!"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"notice-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = ("what time is the Route 22 bus at Birch Ct & Alder in the morning? my son starts at Brookfield Middle on "
            "Monday")
vec = offline.embed([question])[0]
with turn_span("clean-up Mon 10/31"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert STOP in before, before
    detours = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="detour"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=detours))

with turn_span("question Wed 11/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wednesday, November 2, 2050. You are talking to a parent whose son starts at Brookfield "
               "Middle School on Monday; they live near Birch Ct."] + hits
    assert STOP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("7:12", "willow creek", "for good")), stored
    assert any("Birch Ct & Alder 7:05 AM" in c for c in context), context
    reply = answer(question, context, mock="The Route 22 bus comes to Birch Ct & Alder at 7:05 AM - be there about "
                                           "5 minutes early, the drivers can't wait.")
finish(question, expected="7:12 AM - the stop moved for good on 10/17 when the Willow Creek stop was added",
       actual=reply)
