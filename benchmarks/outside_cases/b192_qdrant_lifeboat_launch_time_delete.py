"""Batch 192 (held out). A lifeboat station's open day: qdrant collection, script style (every call its own trace);
the clear-out of the settled car park notes deletes the note that moved the launch demo.

App: Aberdyfi lifeboat station's open day is Sat 7th June 2043, 10-4 on the quay and in the boathouse - the Atlantic
85 and the D class on show, stalls, a bbq, a launch demo. Gwen (the station's fundraising chair) keeps the day's notes
in one qdrant collection, each with a ``tag`` (plan, car park, stalls, bbq); once the parking is sorted and paid, a
clear-out deletes the car park notes (``client.delete(..., points_selector=FilterSelector(tag == "car park"))``);
the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2043-04-14T19:00) has the launch demo at 11am, both boats, the crew
doing a man-overboard. Gwen's note of Tue 20th May, tagged "car park" (it's mostly about farmer Pugh's top field for
the visitors' cars, £50 to the air ambulance), says in passing that Dai (the coxswain) has looked at the tide tables -
not enough water over the bar till 2ish, so the launch demo's half 2 not 11, tell the stalls. The note of 2.6. says
Pugh's £50 is paid; the clear-out then deletes both car park notes. Question (Thu 5/6, Bethan, bringing her
grandchildren): "what time's the boat launch sat? bringing the grandkids, don't want to miss it" -> expected half 2
(the tide). The assistant says 11am.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 20th May note was in
the collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
the launch time. Asserted: the note is in the top 4 before the delete and gone from the collection and the context
after it (nothing on half 2, 2.30 or the tide); the plan note's 11am launch line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b192_qdrant_lifeboat_launch_time_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "aberdyfi-lifeboat-open-day-2043"
TIDE = ("car park - farmer Pugh says we can have his top field for visitors' cars 🚜 £50 to the air ambulance, Huw's "
        "doing signs. oh + Dai's looked at the tide tables, not enough water over the bar till 2ish so the boat "
        "launch is half 2 not 11 - tell the stalls")
NOTES = [
    (1, "plan", "2043-04-14T19:00", "OPEN DAY sat 7th june 10-4 ⚓ quay + boathouse. Atlantic 85 + the D class on "
                                    "show, boat launch demo 11am w both boats, crew doing a man overboard"),
    (2, "stalls", "3/5", "stalls on the quay - RNLI shop, WI cakes, tombola, the fudge lady, face painting. gazebos "
                         "up by 9.30"),
    (3, "car park", "Tue 20th May", TIDE),
    (4, "bbq", "22.5.", "bbq - Huw + Rhys, burgers £4, veggie ones from the Co-op, gas bottle off Dai. 12-3ish"),
    (5, "car park", "2.6.", "paid Pugh the £50 for the field ✅ cones back from the council. crew cars by the "
                           "boathouse"),
    (6, "stalls", "2043-06-03T08:45", "tombola prizes all in, Sandra's wrapping them wed. need a float for the shop "
                                      "- £50 in coins"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, tag, day, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day, "tag": tag, "by": "Gwen"})])

question = "what time's the boat launch sat? bringing the grandkids, don't want to miss it"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert TIDE in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="tag", match=models.MatchValue(value="car park"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 5 June 2043. You are talking to Bethan, who is bringing her grandchildren to Aberdyfi "
           "lifeboat station's open day (Sat 7 June, 10-4)."] + hits
assert TIDE not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("half 2", "2.30", "tide")), stored
assert any("boat launch demo 11am w both boats" in c for c in context), context
reply = answer(question, context, mock="11am - both boats go out and the crew do a man-overboard demo, so get there "
                                       "for about quarter to.")
finish(question, expected="half 2 - not enough water over the bar till 2ish, so it's not 11", actual=reply)
