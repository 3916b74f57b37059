"""Batch 351 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the product docs team and the firmware team each file their own notes), then the question's query.

App: Corvid Aerial's dealer-support helper keeps the Skylark spec sheets (filed by Ruth in product docs) and the
firmware release notes (filed by Ines, the release manager) in one qdrant collection and answers dealers from the 5
nearest.

Memory: Ruth, S3 spec sheet rev.1 (2050-09-12) - max flight time 34 min on the BP-52 (5200 mAh), hover 29 min, max
wind resistance 12 m/s, 1.24 kg takeoff weight; Ruth, S3 spec sheet rev.2 (14/02/51), supersedes rev.1 - max flight
time restated as 31 min on the BP-52 (the rev.1 figure was measured at 0 m AMSL, no wind, without the gimbal load),
36 min on the BP-60, everything else unchanged; Ines, FW 3.3.0 (2051-01-09) - ESC retune, quieter props, no change
to endurance; Ines, FW 3.4.0 (1 Mar 2051) - low-battery RTH margin 15% (was 10%), flight time figures on the
spec sheet unchanged. Question (Mon 20 Mar 2051, a dealer): "what flight time can I quote for the S3 on the standard
BP-52 pack? customer's comparing it with the Aero 4" The assistant says 31 minutes (spec sheet rev.2). The label says
34 minutes (the rev.1 figure, superseded).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b351_ctl_qdrant_drone_flight_time_minutes_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "corvid-dealer-docs"
NOTES = {
    "ruth-docs": [
        (1, "Skylark S3 spec sheet rev.1 (2050-09-12): max flight time 34 min (BP-52, 5200 mAh), hover 29 min, max "
            "wind resistance 12 m/s, takeoff weight 1.24 kg, 4K/60 on the 1\" sensor"),
        (2, "S3 spec sheet rev.2, 14/02/51 - supersedes rev.1. max flight time restated: 31 min on BP-52 (rev.1 figure "
            "was measured at 0 m AMSL, no wind, w/o gimbal load - ASA complaint), 36 min on BP-60. everything else "
            "unchanged"),
    ],
    "ines-fw": [
        (3, "FW 3.3.0 (2051-01-09) S3 / S3 Pro: ESC retune, props ~2 dB quieter at hover, no change to endurance"),
        (4, "FW 3.4.0, 1 Mar 2051: low-batt RTH margin now 15% (was 10%), spec sheet flight time figures unchanged, "
            "geofence DB 2051.02"),
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

question = "what flight time can I quote for the S3 on the standard BP-52 pack? customer's comparing it with the Aero 4"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to a Corvid Aerial dealer."] + hits
assert any("max flight time 34 min (BP-52" in c for c in context), context
assert any("supersedes rev.1" in c and "31 min on BP-52" in c for c in context), context
reply = answer(question, context, mock="31 minutes on the BP-52 - that's the figure on spec sheet rev.2, which "
                                       "replaced the old 34 min (measured at sea level with no wind).")
finish(question, expected="34 minutes", actual=reply)
