"""Batch 385 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
skipper and his wife each file their own notes), then the question's query.

App: Wince Osmond fishes crab out of Jiggers Arm in the Lady Bride II with a crew of two. Wince and Doreen (his wife,
who keeps the boat's books) file notes into one qdrant collection; the helper answers the crew's questions from the
5 nearest notes.

Memory: Wince, May 8 - crew for the season, me skipper, Gord + young Kyle on deck, first trip the 10th; Wince, June 2
- hauled 120 pots Thurs., some crab; Doreen, May 30 - Wince is laid up with his back, the Dr. says two weeks on the
couch (good luck with that), Gord is taking her out till he's right and Clar's going on deck; Doreen, 05/06 - fuel at
the wharf $1.89/L. Question (Mon. June 5, Kyle): "who's skipper Tues.? need to know who to call if I'm running late"
The assistant says Gord (Wince is laid up with his back; Clar's on deck). The label says Wince Osmond.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b385_ctl_qdrant_crab_boat_skipper_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lady-bride-ii-jiggers-arm-2051"
NOTES = {
    "wince": [
        (1, "May 8 crew for the season 🦀 me skipper, Gord + young Kyle on deck. first trip the 10th if the wind "
            "drops"),
        (2, "June 2 hauled 120 pots Thurs., some crab b'y, 3,100 lbs"),
    ],
    "doreen": [
        (3, "May 30 - Wince is laid up w/ his back, Dr. says 2 wks on the couch (good luck with that 😂) so Gord's "
            "taking her out as skipper till he's right, Clar's going on deck w/ Kyle"),
        (4, "05/06 fuel at the wharf $1.89/L now, put it on the boat's account"),
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

question = "who's skipper Tues.? need to know who to call if I'm running late"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Monday, June 5, 2051. You are talking to Kyle, who fishes on deck on the Lady Bride II out of "
           "Jiggers Arm."] + hits
assert any("me skipper, Gord + young Kyle on deck" in c for c in context), context
assert any("Wince is laid up w/ his back" in c and "Gord's taking her out as skipper" in c for c in context), context
reply = answer(question, context, mock="Gord's skipper Tues. - Wince is laid up with his back, so call Gord if "
                                       "you're running late. Clar's on deck with you.")
finish(question, expected="Wince Osmond", actual=reply)
