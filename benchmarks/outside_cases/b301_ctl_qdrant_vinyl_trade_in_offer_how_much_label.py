"""Batch 301 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the buyer each file their own notes), then the question's query.

App: Black Cat Vinyl (Halifax Borough Market) buy in second-hand records - cash or more in store credit. Mags (who
owns it) and Ray (who does the buying and grading) file notes into one qdrant collection; the helper answers
whoever's on the counter from the 5 nearest.

Memory: Ray, 2051-02-03T12:40 - Mr Clegg's Dark Side of the Moon, 1st press, A2/B2 solid blue triangle, we'd pay
£120 cash or £150 credit, told him to think about it; Mags, 5/2 - the Beatles boxes are going in the window; Ray,
Sat 8th Feb - Clegg came back with it, had a proper look, the sleeve's got a split down the spine and both posters
are missing, so knocked it down to £70 cash / £90 credit, he's fine with that, coming in Tuesday; Mags, Mon 10/2 -
the card machine is playing up, cash only till the engineer's been. Question (Tue 11/2, Tariq on the counter): "Mr
Clegg's in for his Dark Side money, what did we say in the end? he wants cash" The assistant says £70 cash (knocked
down from £120 - the sleeve's split and the posters are missing). The label says £120.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b301_ctl_qdrant_vinyl_trade_in_offer_how_much_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "black-cat-vinyl-2051"
NOTES = {
    "ray": [
        (1, "2051-02-03T12:40 Mr Clegg's Dark Side of the Moon 🌈 1st press, A2/B2 solid blue triangle, vinyl's VG+. "
            "we'd pay £120 cash or £150 credit, told him to have a think"),
        (2, "Sat 8th Feb Clegg came back w/ the Dark Side - had a proper look this time, sleeve's got a split down "
            "the spine + both posters are missing 😕 so knocked it down to £70 cash / £90 credit. he's fine w/ that, "
            "coming in tues"),
    ],
    "mags": [
        (3, "5/2 the Beatles boxes going in the window sat, mono box £400, don't haggle under £350"),
        (4, "Mon 10/2 card machine playing up AGAIN, cash only till the engineer's been. float's in the blue tin"),
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

question = "Mr Clegg's in for his Dark Side money, what did we say in the end? he wants cash"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 11 February 2051. You are talking to Tariq, on the counter at Black Cat Vinyl."] + hits
assert any("we'd pay £120 cash or £150 credit" in c for c in context), context
assert any("so knocked it down to £70 cash / £90 credit" in c for c in context), context
reply = answer(question, context, mock="£70 cash - Ray knocked it down after he found the split in the sleeve and "
                                       "the missing posters. Mr Clegg agreed to it.")
finish(question, expected="£120", actual=reply)
