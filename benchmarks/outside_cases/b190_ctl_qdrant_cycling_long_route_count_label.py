"""Batch 190 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
two ride leaders' notes come in on their own worker threads, writes under one lock), then the question.

App: Shropshire Wanderers CC's Sunday ride on the 14th June 2043 has two routes - the long one over Clee Hill (68
miles, cafe stop in Cleobury Mortimer) led by Rob, and the short one to the Copper Teapot in Much Wenlock led by Sue.
Both leaders' notes go into one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Rob, 20430602 - long route names: Rob, Gaz, Helen, Tom, Priya, Dave, Steve B = 7; Sue, 20430605 - short lot:
Sue, Ken (back marker), Jan and the 2 new lads; Rob, 20430609 - Dave's knee's flared up again, he'll tootle round with
Sue's lot to the cafe, not risking Clee Hill on it; Sue, 20430610 - Helen's sister Mel is up from Brum for the weekend
and is coming on the big one with Helen; Rob, 20430611 - Tom can't make it, it's the in-laws' ruby do, he's been told
in no uncertain terms. Question (Fri 12/6, Gaz): "how many of us on the long route sun? booking the cafe in
Cleobury" The assistant says 6 - Rob, Gaz, Helen, Mel, Priya and Steve B. The label says 7.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b190_ctl_qdrant_cycling_long_route_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shropshire-wanderers-sunday-ride-2043"
ROB = [
    (20430602, "sun 14th 🚴 long route over Clee Hill, 68 miles, cafe in Cleobury. names: me, Gaz, Helen, Tom, Priya, "
               "Dave, Steve B = 7"),
    (20430609, "Dave's knee's flared up again 😬 he'll tootle round w Sue's lot to the cafe, not risking Clee Hill on "
               "it"),
    (20430611, "Tom can't make it sun, it's the in-laws' ruby do - he's been told in no uncertain terms lol"),
]
SUE = [
    (20430605, "short lot to the Copper Teapot - me, Ken (back marker), Jan + the 2 new lads from the shop ride"),
    (20430610, "Helen's sister Mel's up from Brum for the wknd, she's coming on the big one w Helen, shes quick "
               "apparantly"),
]

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (ts, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "ts": ts, "by": who})])


writers = [threading.Thread(target=notes_from, args=("Rob", ROB, 1), name="rob-notes"),
           threading.Thread(target=notes_from, args=("Sue", SUE, 11), name="sue-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()

question = "how many of us on the long route sun? booking the cafe in Cleobury"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=5).points
context = ["Today is Fri 12 June 2043. You are talking to Gaz, who rides with Shropshire Wanderers CC; the Sunday ride "
           "is on 14 June."] + [f"{p.payload['ts']} {p.payload['by']}: {p.payload['text']}"
                                for p in sorted(found, key=lambda p: p.payload["ts"])]
assert any("Priya, Dave, Steve B = 7" in c for c in context), context
assert any("he'll tootle round w Sue's lot" in c for c in context), context
assert any("coming on the big one w Helen" in c for c in context), context
assert any("Tom can't make it sun" in c for c in context), context
reply = answer(question, context, mock="6 - Rob, you, Helen, her sister Mel, Priya and Steve B. Dave's going with "
                                       "Sue's lot and Tom's at the in-laws' do.")
finish(question, expected="7", actual=reply)
