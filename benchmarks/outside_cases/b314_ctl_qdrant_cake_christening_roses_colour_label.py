"""Batch 314 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the cake decorator and her assistant each file their own notes), then the question's query.

App: Dawn runs Sugar & Spoon Cakes from home; Kerry helps her part time and takes the Instagram orders. Both file
order notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Kerry, 2051-03-20T14:05 - Instagram order, the Singh christening, baby Amara, Sun 27th April, 2 tier
vanilla, white icing with dusky pink sugar roses and her name in gold; Dawn, 1/4 - the Singh deposit's paid, £40,
and Mrs Singh dropped off lace from the christening gown for round the bottom tier; Kerry, Thu 10th April - Mrs Singh
messaged, the godparents are all wearing sage and she's gone off the pink, so the roses in sage green and white
please, name still in gold; Dawn, Sat 12th - stocked up on white flower paste and gold lustre. Question (Mon 21/4,
Dawn): "what colour am I doing the roses for the Singh christening? making them tonight" The assistant says sage
green and white. The label says dusky pink.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b314_ctl_qdrant_cake_christening_roses_colour_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sugar-and-spoon-orders-2051"
NOTES = {
    "kerry": [
        (1, "2051-03-20T14:05 insta order 📸 Singh christening, baby Amara, sun 27th april. 2 tier vanilla, white "
            "icing w/ dusky pink sugar roses + her name in gold. £140"),
        (2, "Thu 10th April - Mrs Singh messaged, the godparents are all wearing sage + she's gone off the pink 🙈 so "
            "can the roses be sage green + white pls, name still in gold"),
    ],
    "dawn": [
        (3, "1/4 Singh dep paid £40. Mrs S dropped off the lace from the christening gown for round the bottom tier "
            "😍"),
        (4, "Sat 12th - stocked up on white flower paste + gold lustre, need more cake boards"),
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

question = "what colour am I doing the roses for the Singh christening? making them tonight"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 21 April 2051. You are talking to Dawn, who runs Sugar & Spoon Cakes."] + hits
assert any("white icing w/ dusky pink sugar roses" in c for c in context), context
assert any("gone off the pink" in c and "sage green + white" in c for c in context), context
reply = answer(question, context, mock="Sage green and white - Mrs Singh changed from the dusky pink to match the "
                                       "godparents. Name still in gold.")
finish(question, expected="dusky pink", actual=reply)
