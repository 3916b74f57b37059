"""Batch 225 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the organiser and the treasurer), then the question.

App: Hopton Castle Open Gardens is Sat 1st and Sun 2nd July 2051 - the village's gardens, the allotments, teas in
the village hall, a plant stall. Jill (who runs it) and Bob (the treasurer, who also has an allotment) each file
notes into one qdrant collection from their own thread; the helper answers from the 6 nearest.

Memory: 14/3 Jill - 14 gardens signed up, that's 3 more than last year's 11; Weds 26 Apr Jill - the Old Rectory
have had to pull out, the marquee people for their Becca's wedding have dug up half the lawn; 3rd June Jill - Mill
Cottage said yes after all, and the allotments are opening as one garden, Bob's doing tours; Bob's notes - tickets
£6, floats, the plant stall. Question (Fri 23/6, Carol, writing a piece for the Advertiser): "how many more gardens
have we got than last yr? for the Advertiser piece" The assistant says 4 more (15 this year against 11). The label
says 3 (Jill's count in March, before the Old Rectory dropped out and Mill Cottage and the allotments came in).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b225_ctl_qdrant_open_gardens_more_than_last_year_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hopton-open-gardens-2051"
JILL = [
    "14/3 Jill - 14 gardens signed up 🌸 that's 3 more than last yr's 11!! map's being drawn by Lucy at the school",
    "Weds 26 Apr Jill - the Old Rectory have had to pull out 😢 the marquee people for their Becca's wedding have dug "
    "up half the lawn",
    "3rd June Jill - Mill Cottage said yes after all 🙌 + the allotments are opening as 1 garden, Bob's doing tours "
    "on the hour",
    "teas in the village hall, Pat + Val, 2-5 both days, cream teas £4.50",
]
BOB = [
    "2051-05-10T18:45 Bob - tickets £6, kids free, one ticket does both days. 200 printed",
    "Bob - floats £30 per garden honesty box, collect them in at 5 both days, the tin's in my shed",
    "17.6. Bob - plant stall by the bus shelter, cuttings + spare veg plants off the allotments, all proceeds to the "
    "hall roof",
]
TOP_K = 6

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list) -> None:
    for i, text in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Jill", 1, JILL), name="jill-organiser"),
           threading.Thread(target=writer, args=("Bob", 101, BOB), name="bob-treasurer")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(JILL) + len(BOB)

question = "how many more gardens have we got than last yr? for the Advertiser piece"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Fri 23 June 2051. You are talking to Carol, who's writing a piece on Hopton Castle Open Gardens "
           "(Sat 1 and Sun 2 July) for the Advertiser."] + hits
for needle in ("14 gardens signed up", "Old Rectory have had to pull out", "Mill Cottage said yes after all"):
    assert any(needle in c for c in context), (needle, context)
reply = answer(question, context, mock="4 more - there are 15 this year (the 14 that signed up, less the Old Rectory, "
                                       "plus Mill Cottage and the allotments) against 11 last year.")
finish(question, expected="3", actual=reply)
