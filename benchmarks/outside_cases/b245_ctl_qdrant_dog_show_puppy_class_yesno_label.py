"""Batch 245 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the dog show organiser and the fete secretary each file their own notes), then the question's query.

App: Mytholmroyd village fete is on Sat 3rd Aug 2047 in the park, with a fun dog show - waggiest tail, best puppy,
golden oldie, best rescue, dog most like owner and the rest, rosettes to 5th, judged by Mrs Barraclough. Sue (who
runs the dog show) and Gill (the fete secretary) file notes into one qdrant collection; the helper answers
people's questions from the 4 nearest.

Memory: Sue, 2047-06-02T09:00 - the classes on one line with the ages beside them, best puppy (6-12 months), golden
oldie (8 yrs+), the rest any age; Gill, the 14th (June) - entries on the day from 10.30 at the gazebo, £2 a class;
Sue, Sat 13th Jul - spoke to Mrs B, she'd rather the puppy class went up to 18 months, half the "puppies" round here
are at that daft teenage stage anyway, so best puppy is 6-18 months now, poster changed; Gill, Mon 29/7 - rosettes
in, big purple one for best in show. Question (Thu 1/8, Jo): "can Biscuit go in the best puppy? she's 14 months
but still acts like a baby 🐶" The assistant says yes - best puppy's 6-18 months now, Mrs Barraclough had it
changed. The label says no, best puppy is 6-12 months.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b245_ctl_qdrant_dog_show_puppy_class_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mytholmroyd-fete-dog-show-2047"
NOTES = {
    "sue": [
        (1, "2047-06-02T09:00 classes 🐕 waggiest tail (any age), best puppy (6-12 months), golden oldie (8 yrs+), "
            "best rescue, dog most like owner, handsomest dog, prettiest bitch, then best in show"),
        (2, "Sat 13th Jul - spoke to Mrs B, she'd rather the puppy went up to 18 months - says half the 'puppies' "
            "round here are at that daft teenage stage anyway 😂 so best puppy is 6-18 months now, I've changed the "
            "poster"),
    ],
    "gill": [
        (3, "the 14th - entries on the day from 10.30 at the gazebo, £2 a class, all to the dog rescue. dogs on "
            "leads!!"),
        (4, "Mon 29/7 rosettes in 🎀 red, blue, yellow, green, white + the big purple one for best in show"),
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

question = "can Biscuit go in the best puppy? she's 14 months but still acts like a baby 🐶"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 1 August 2047. You are talking to Jo, who's bringing her dog Biscuit to the Mytholmroyd "
           "fete dog show (Sat 3 Aug)."] + hits
assert any("best puppy (6-12 months)" in c for c in context), context
assert any("so best puppy is 6-18 months now" in c for c in context), context
reply = answer(question, context, mock="Yes - best puppy's 6-18 months now (Mrs Barraclough had it changed), so at "
                                       "14 months Biscuit can go in. £2 on the day at the gazebo.")
finish(question, expected="no - best puppy is 6-12 months", actual=reply)
