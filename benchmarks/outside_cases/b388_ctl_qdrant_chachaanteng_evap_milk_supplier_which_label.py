"""Batch 388 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the boss and his daughter each file their own notes), then the question's query.

App: Sun Kee Ice Room is an old cha chaan teng - milk tea made with evaporated milk (two boxes a week), polo buns,
French toast, the Octopus machine at the cashier. Boss Lau and his daughter Carmen file notes into one qdrant
collection; the helper answers staff questions from the 5 nearest notes.

Memory: Boss Lau, 2051-02-27 22:30 - evap milk for the milk tea from Lucky Trading, 48 cans a box, HK$420 a box,
delivered every Mon; Carmen, 6/3 - Lucky Trading put the price up again, HK$465 a box now, asking around; Boss
Lau, Thu 16 Mar - decided la, from the next order switch to Wah Hing Provisions, HK$430 a box, same brand of milk,
they deliver Tue and Fri, Lucky Trading's last delivery was Mon 13/3; Carmen, 17/3 - milk tea taste test with the
Wah Hing milk ok, the regulars can't tell. Question (Mon 20/3, Fanny, new): "evap milk running low, which supplier I
call ar?" The assistant says Wah Hing Provisions (they deliver Tue and Fri). The label says Lucky Trading.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b388_ctl_qdrant_chachaanteng_evap_milk_supplier_which_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sun-kee-ice-room-2051"
NOTES = {
    "boss-lau": [
        (1, "2051-02-27 22:30 evap milk for the milk tea from Lucky Trading, 48 cans a box, HK$420 per box, deliver "
            "every Mon. phone no. on the fridge"),
        (2, "Thu 16 Mar decide la 💪 from next order switch to Wah Hing Provisions, HK$430 per box, same brand of "
            "milk, they deliver Tue + Fri. Lucky Trading last delivery was Mon 13/3"),
    ],
    "carmen": [
        (3, "6/3 Lucky Trading raise price AGAIN, HK$465 a box now 😤 asking around for other supplier"),
        (4, "17/3 milk tea taste test w the Wah Hing milk ok, regulars cannot tell 😂"),
        (5, "Fri 17 Mar Octopus settle 11pm, roster for next wk on the wall beside the fridge"),
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
assert client.count(COLL).count == 5

question = "evap milk running low, which supplier I call ar?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to Fanny, new on the staff at Sun Kee Ice Room."] + hits
assert any("evap milk for the milk tea from Lucky Trading" in c for c in context), context
assert any("switch to Wah Hing Provisions" in c for c in context), context
reply = answer(question, context, mock="Call Wah Hing Provisions - boss switched from Lucky Trading on 16/3, they "
                                       "deliver Tue + Fri, HK$430 a box.")
finish(question, expected="Lucky Trading", actual=reply)
