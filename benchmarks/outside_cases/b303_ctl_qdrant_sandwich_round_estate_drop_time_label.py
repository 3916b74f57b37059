"""Batch 303 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the two partners each file their own notes), then the question's query.

App: Mo's Butties is Mo and Steph's sandwich round out of Elland - Canal Wharf, the Dale trading estate, the primary
school last - rolls made up in the mornings from the bakery's bread, a van with a cold box. Mo and Steph file notes
into one qdrant collection; the helper answers customers' questions from the 5 nearest notes.

Memory: Mo, 2053-05-05T06:15 - out by 10.45, Canal Wharf about 11.15, the Dale trading estate about half 11, the
school last at 12.15; Steph, 8/5 - new customer on the trading estate, Unit 9 tyres, 5 rolls Monday to Friday; Steph,
Sat 17th - Mo's put the prices up 20p, rolls £3.60; Mo, Mon 19th May - from next Monday the bakery can't do them till
7, so he's setting off half an hour later, everything's half an hour later, sorry all. Question (Tue 27/5, a fitter
at Unit 9): "what time will you be at the trading estate today? we go on break at 12" The assistant says about 12 -
everything's half an hour later since the bakery changed. The label says about half 11.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b303_ctl_qdrant_sandwich_round_estate_drop_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mos-butties-round-2053"
NOTES = {
    "mo": [
        (1, "2053-05-05T06:15 ROUND 🥪 out by 10.45, Canal Wharf ~11.15, the Dale trading estate about half 11, the "
            "school last at 12.15. text me if ur not in"),
        (2, "Mon 19th May - from next mon the bakery can't do us till 7 😩 so I'm setting off half an hour later, "
            "everything's half an hour later, sorry all"),
    ],
    "steph": [
        (3, "8/5 new customer on the trading estate - Unit 9 tyres, 5 rolls mon-fri, ham salad x2 + 3 chicken mayo"),
        (4, "Sat 17th - Mo's put the prices up 20p, rolls £3.60 now, soups the same. new price list in the van"),
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

question = "what time will you be at the trading estate today? we go on break at 12"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 27 May 2053. You are talking to a fitter at Unit 9 tyres on the Dale trading estate, a "
           "customer of Mo's Butties."] + hits
assert any("the Dale trading estate about half 11" in c for c in context), context
assert any("everything's half an hour later" in c for c in context), context
reply = answer(question, context, mock="About 12 - the bakery's later now so everything on the round's half an hour "
                                       "later than it was. Should be with you just as your break starts.")
finish(question, expected="about half 11", actual=reply)
