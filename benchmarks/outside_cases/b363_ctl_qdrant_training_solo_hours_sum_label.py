"""Batch 363 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(two instructors each file their own training notes), then the question's query.

App: Eastmoor Flight School's instructors, Sarah and Mark, file their end-of-day training notes (student, aircraft,
Hobbs, exercise, sign-offs) into one qdrant collection; the helper answers the CFI's questions from the 5 nearest
notes. The school has two students called Carter - Ben Carter and Bethan Carter.

Memory: Sarah, 2050-05-10 1630Z - Ben C, solo nav EGSX-EGSM-EGSX 0.9 Hobbs in G-ABCE, "solo total 6.4 after today";
Mark, 17/05 - "B. Carter's record: solo 8.9 hrs, ready for the QXC brief (that's Bethan, the other Carter, not
Ben!!)"; Sarah, Fri 20 May - Ben, solo circuits consolidation in G-ABCD, 1.2 Hobbs, good; Mark, 21.05. - G-ABCD in
for its 50 hr Mon-Weds. Question (Mon 23/5, the CFI): "how many solo hrs has Ben Carter got now? he needs 10 before
I'll put him up for the skills test" The assistant says 7.6 (6.4 after the 10th plus 1.2 on the 20th). The label
says 8.9 - Bethan Carter's solo time, the other Carter.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b363_ctl_qdrant_training_solo_hours_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "eastmoor-fs-training-2050"
NOTES = {
    "sarah": [
        (1, "2050-05-10 1630Z Ben C - solo nav EGSX-EGSM-EGSX 0.9 Hobbs in G-ABCE, spot on the timings 👍 solo total "
            "6.4 after today"),
        (2, "Fri 20 May - Ben, solo circuits consolidation G-ABCD 1.2 Hobbs, x-wind 12 kt handled well, good"),
    ],
    "mark": [
        (3, "17/05 B. Carter's record: solo 8.9 hrs, ready for the QXC brief (that's Bethan, the other Carter, not "
            "Ben!!) - can we sort the initials on the board pls"),
        (4, "21.05. G-ABCD in for its 50 hr Mon-Weds, students on -ABCE only, cx anything on -ABCD"),
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

question = "how many solo hrs has Ben Carter got now? he needs 10 before I'll put him up for the skills test"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 23 May 2050. You are talking to the CFI of Eastmoor Flight School."] + hits
assert any("solo total 6.4 after today" in c for c in context), context
assert any("1.2 Hobbs" in c and "Ben" in c for c in context), context
assert any("solo 8.9 hrs" in c and "that's Bethan" in c for c in context), context
reply = answer(question, context, mock="7.6 hrs - 6.4 after his solo nav on the 10th plus 1.2 of solo circuits on "
                                       "the 20th. (The 8.9 is Bethan Carter's.) So 2.4 short of 10.")
finish(question, expected="8.9", actual=reply)
