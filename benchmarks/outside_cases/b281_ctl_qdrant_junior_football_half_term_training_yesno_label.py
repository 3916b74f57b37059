"""Batch 281 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
junior secretary and the U12s coach each file their own notes), then the question's query.

App: Ripponden Juniors FC train on the rec on Tuesdays and Thursdays and play Saturday and Sunday league. Deb (the
junior secretary) and Dean (the U12s coach) file notes into one qdrant collection; the helper answers parents'
questions from the 4 nearest notes.

Memory: Deb, 2050-10-10T20:00 - half term is w/c 24th Oct, no training that week, the rec's shut for the drains, back
Tue 1st Nov; Deb, 14/10 - no league games the half-term weekend; Dean, Sun 16th Oct - the U12s have drawn Brighouse
Town in the county cup on Sat 29th, so he's booked the 3G at the high school for Thu 27th 6-7, they'll train then,
half term or not, astro boots; Dean, 18/10 - subs due by the end of the month. Question (Tue 25/10, Jack's dad): "is
there training this thurs for the U12s? it's half term so wasn't sure" The assistant says yes - Thursday 6-7 on the
3G at the high school, for the cup game on Saturday. The label says no, there's no training over half term.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b281_ctl_qdrant_junior_football_half_term_training_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ripponden-juniors-notes"
NOTES = {
    "deb": [
        (1, "2050-10-10T20:00 HALF TERM w/c 24th oct - NO training that wk, the rec's shut for the drains 🚧 back tues "
            "1st nov as normal"),
        (2, "14/10 no league games the half term weekend either, fixtures restart sun 6th nov"),
    ],
    "dean": [
        (3, "Sun 16th Oct U12s ⚽ we've drawn Brighouse Town in the county cup, sat 29th!! so I've booked the 3G at the "
            "high school for thurs 27th 6-7, we'll train then half term or not. astro boots pls, no studs"),
        (4, "18/10 U12s subs due by the end of the month, £35 (or £17.50 for siblings), Deb has the tin"),
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

question = "is there training this thurs for the U12s? it's half term so wasn't sure"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Tue 25 October 2050. You are talking to Jack's dad; Jack plays for Ripponden Juniors FC's U12s."] \
    + hits
assert any("NO training that wk" in c for c in context), context
assert any("booked the 3G at the high school for thurs 27th 6-7" in c for c in context), context
reply = answer(question, context, mock="Yes - Dean's booked the 3G at the high school for Thursday 6-7 ahead of "
                                       "Saturday's cup game against Brighouse Town. Astro boots, no studs.")
finish(question, expected="no - there's no training over half term", actual=reply)
