"""Batch 366 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the laundry assistant and the day seniors each file their own entries), then the question's query.

App: Castle View care home's laundry assistant (Bev) and the seniors' shift handovers go into one qdrant collection;
the helper answers staff questions from the 5 nearest entries.

Memory: Bev, 2051-03-01 11:00 - name labels done for Mr A.N., "A.N. Rm 12" on everything, 14 items, basket 12; SC
Jo, Tue 07/03 D/S handover (SBAR) - A.N. moved rooms today Rm 12 -> Rm 21 (ground floor, nearer the lounge and the
garden, family agreed), laundry and post to Rm 21 from now, labels to be redone; Bev, 09.03 - A.N.'s new "A.N. Rm 21"
labels are on order, till they come his things still say Rm 12 - don't put them in Rm 12, that's Mrs K.O. now; KM,
Fri 10/03 N/S - Rm 12 K.O. admitted today, settled, her daughter's bringing more clothes Sunday. Question (Sat 11/03,
Dawn, HCA, on the laundry round): "which room does A.N.'s clean washing go to? his basket's labelled Rm 12" The
assistant says Rm 21 - he moved there on Tue 7th, his labels still say Rm 12 till the new ones come, and Rm 12 is
K.O.'s now. The label says Rm 12 - his room before the move, still on his old name labels.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b366_ctl_qdrant_laundry_which_room_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "castle-view-laundry-handover-2051"
NOTES = {
    "laundry-bev": [
        (1, "2051-03-01T11:00 laundry (Bev): name labels done for Mr A.N. - 'A.N. Rm 12' on everything, 14 items. "
            "basket 12 on the trolley"),
        (2, "09.03 laundry (Bev) - A.N.'s new labels 'A.N. Rm 21' on order 🙄 till they come his stuff still says Rm "
            "12, pls DON'T put it in Rm 12, that's Mrs K.O. now"),
    ],
    "seniors": [
        (3, "Tue 07/03 D/S handover (SC Jo): S: A.N. moved rooms today Rm 12 -> Rm 21 (ground floor, nearer the lounge "
            "+ garden, family agreed). B: family asked in Feb. A: settled, likes the view. R: laundry + post to Rm 21 "
            "from now, labels to be redone"),
        (4, "Fri 10/03 N/S (KM): Rm 12 K.O. admitted today, settled, 1/2 portion tea + 300mL. dtr bringing more "
            "clothes Sun"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"entries-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "which room does A.N.'s clean washing go to? his basket's labelled Rm 12"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 11 March 2051. You are talking to Dawn, an HCA doing the laundry round at Castle View care "
           "home."] + hits
assert any("'A.N. Rm 12' on everything" in c for c in context), context
assert any("A.N. moved rooms today Rm 12 -> Rm 21" in c for c in context), context
assert any("pls DON'T put it in Rm 12, that's Mrs K.O. now" in c for c in context), context
reply = answer(question, context, mock="Rm 21 - A.N. moved there on Tue 7th. His labels still say Rm 12 until the new "
                                       "ones come, but Rm 12 is Mrs K.O.'s room now.")
finish(question, expected="Rm 12", actual=reply)
