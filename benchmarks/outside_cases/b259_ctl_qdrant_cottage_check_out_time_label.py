"""Batch 259 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner answering guests and her husband doing the house notes each file their own), then the question's query.

App: Lane Ends Cottage, a one-up one-down weaver's cottage in Heptonstall let by Sue and Dave. The cottage's helper
keeps Sue's guest messages and Dave's house notes in one qdrant collection and answers guests from the 5 nearest.

Memory: Sue, 2053-03-18T11:30 - the welcome info: check in from 4, check out by 10am please so Mandy can turn it
round, key back in the safe; Dave, 2/8 - the boiler's been serviced, the hot water's on a timer; Sue, Tue 5th Aug -
the Marshes (in 9th-16th) asked if they could have a late one on the Saturday, and as nobody's in after them till
Monday she's said 12's fine for them, just pop the key back in the safe; Dave, 11.8. - the rayburn's temperamental,
don't let it go out. Question (Thu 14/8, Mr Marsh): "what time do we have to be out on saturday? trying to plan a
last walk up to the monument" The assistant says 12 - Sue's said a late check-out's fine as nobody's in till Monday.
The label says 10am.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b259_ctl_qdrant_cottage_check_out_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lane-ends-cottage-2053"
NOTES = {
    "sue": [
        (1, "2053-03-18T11:30 WELCOME 🏡 check in from 4pm, check out by 10am pls so Mandy can turn it round. key back "
            "in the safe when u go, code's on ur booking email"),
        (2, "Tue 5th Aug - the Marshes (9th-16th) asked could they have a late one on the sat - nobody's in after "
            "them till mon so I've said 12's fine for them, just pop the key back in the safe 👍"),
    ],
    "dave": [
        (3, "2/8 boiler serviced, hot water's on a timer 6-9 + 5-10, boost button's on the left"),
        (4, "11.8. the rayburn's temperamental, don't let it go out or it's a morning's job relighting it 🙄"),
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

question = "what time do we have to be out on saturday? trying to plan a last walk up to the monument"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 14 August 2053. You are talking to Mr Marsh, a guest at Lane Ends Cottage (9-16 Aug)."] + hits
assert any("check out by 10am pls" in c for c in context), context
assert any("I've said 12's fine for them" in c for c in context), context
reply = answer(question, context, mock="12 noon - Sue's said you can have a late check-out on Saturday as nobody's in "
                                       "after you till Monday. Just pop the key back in the safe.")
finish(question, expected="10am", actual=reply)
