"""Batch 375 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the agency rep who meets incoming crews and the incident's logistics chief each file their own notes), then the
question's query.

App: the Aspen Draw Fire has a Type 2 team in and resources still coming in. Its info board for incoming crews is a
qdrant collection: Trish Harlow (the agency rep who meets incoming crews) and the logistics section chief (LSC Bob
Kettering) file notes; the helper answers incoming crews' questions from the 5 nearest.

Memory: Harlow, 08/05/26 2100 - ICP is at Pine Ridge High School off Hwy 88, check in at the football field,
catering in the cafeteria, showers by the gym; Kettering, 08/08 - ICP's moving to the Alder Springs Fairgrounds on
08/10, the school needs its gym + fields back for football practice, new check-in at the 4-H barn, showers by the
rodeo arena, spike camp unchanged; Harlow, 08/09 - 2nd hand crew on order, ETA 08/11; Kettering, 08/10 1700 -
move's done, comms trailer up at the fairgrounds, CMD freq unchanged, late arrivals check in with the night ops
guy at the barn. Question (Tue 08/11 1600, crew boss of an incoming hand crew): "where do we check in when we
roll in tonight? ETA 2130" The assistant says the 4-H barn at the Alder Springs Fairgrounds (ICP moved on 08/10).
The label says Pine Ridge High School, at the football field.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b375_ctl_qdrant_fire_icp_checkin_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "aspen-draw-fire-incoming-2026"
NOTES = {
    "harlow": [
        (1, "08/05/26 2100 Aspen Draw Fire ICP is at Pine Ridge High School off Hwy 88 - check in at the football "
            "field, catering in the cafeteria, showers by the gym"),
        (2, "08/09 2nd hand crew on order, ETA 08/11, they'll need a bus to spike camp"),
    ],
    "kettering": [
        (3, "08/08 LSC - ICP's moving to the Alder Springs Fairgrounds 08/10, the school needs its gym + fields back "
            "for football practice. new check-in at the 4-H barn, showers by the rodeo arena. spike camp unchanged"),
        (4, "08/10 1700 LSC - move's done 👍 comms trailer up at the fairgrounds, CMD freq unchanged. anybody "
            "rolling in late, check in w/ the night ops guy at the barn"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "where do we check in when we roll in tonight? ETA 2130"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 08/11/26, 1600. You are talking to the crew boss of a hand crew coming in to the Aspen Draw "
           "Fire tonight."] + hits
assert any("ICP is at Pine Ridge High School" in c and "check in at the football field" in c for c in context), context
assert any("ICP's moving to the Alder Springs Fairgrounds 08/10" in c and "check-in at the 4-H barn" in c
           for c in context), context
assert any("move's done" in c for c in context), context
reply = answer(question, context, mock="At the 4-H barn at the Alder Springs Fairgrounds - the ICP moved there from "
                                       "the high school on 08/10.")
finish(question, expected="Pine Ridge High School, at the football field", actual=reply)
