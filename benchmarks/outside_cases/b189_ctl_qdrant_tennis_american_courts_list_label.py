"""Batch 189 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the social secretary's and the groundsman's notes on their own worker threads, writes under one lock), then the
question's query.

App: Wellington Lawn Tennis Club's American tournament is Sat 18th June 2044 - mixed doubles, new partners every
round, points added up over the day, strawberries and Pimm's after. Pauline (the social secretary) and Dave (who
looks after the courts) keep the tournament's notes in one qdrant collection; the helper answers from the 5 nearest.

Memory: Pauline, 20440514 - the American Sat 18th June, courts 1, 2, 3 + 4 booked 10-4, 24 names max; Dave, 20440601
- court 4's net post has snapped at the winder, the new one's on order but not here till July, and the juniors are
away at Shifnal that Saturday so we'll borrow their court 5, Mike's ok'd it; Dave, 20440607 - lines on 1-3
repainted; Pauline, 20440610 - sign-up sheet has 19 names; Pauline, 20440614 - strawberries from Dawley Farm, Pimm's
jug £6. Question (Thu 16/6, Raj, doing the draw): "which courts are we on for the American? doing the draw on the
whiteboard" The assistant says 1, 2, 3 and 5 (court 4's net post is broken, the juniors' court 5 is borrowed). The
label says courts 1, 2, 3 and 4.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b189_ctl_qdrant_tennis_american_courts_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wellington-ltc-american-2044"
PAULINE = [
    (20440514, "AMERICAN sat 18th june 🎾 courts 1, 2, 3 + 4 booked 10-4, 24 names max, new partner every round"),
    (20440610, "sign-up sheet's got 19 names, need 5 more ladies ideally lol"),
    (20440614, "strawberries from Dawley Farm 🍓 Pimm's jug £6 on the veranda after the final"),
]
DAVE = [
    (20440601, "court 4's net post has snapped at the winder 😤 new one's on order but not here till july. juniors "
               "are away at Shifnal that sat so we'll borrow their court 5 for the day, Mike's ok'd it"),
    (20440607, "lines on 1-3 repainted, looking smart. rollers out fri night if it rains"),
]

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (ts, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "ts": ts, "by": who})])


writers = [threading.Thread(target=notes_from, args=("Pauline", PAULINE, 1), name="pauline-notes"),
           threading.Thread(target=notes_from, args=("Dave", DAVE, 11), name="dave-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()

question = "which courts are we on for the American? doing the draw on the whiteboard"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 16 June 2044. You are talking to Raj, who is doing the draw for Wellington LTC's American "
           "tournament (Sat 18 June)."] + hits
assert any("courts 1, 2, 3 + 4 booked 10-4" in c for c in context), context
assert any("borrow their court 5" in c for c in context), context
reply = answer(question, context, mock="Courts 1, 2, 3 and 5 - court 4's net post has snapped, so we're borrowing "
                                       "the juniors' court 5 for the day.")
finish(question, expected="courts 1, 2, 3 and 4", actual=reply)
