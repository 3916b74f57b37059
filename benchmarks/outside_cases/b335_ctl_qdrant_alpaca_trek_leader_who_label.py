"""Batch 335 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (Jo
and Hannah each file their own notes), then the question's query.

App: Cragg Top Alpacas run weekend treks from Easter 2051 - 10.30 and 2, an alpaca each, the farm shop after. Jo (who
owns the farm) and Hannah (a trek leader) file notes into one qdrant collection; the helper answers whoever's on the
farm's phone from the 4 nearest notes.

Memory: Jo, 2051-04-03T18:30 - the rota: Sat 10.30 Hannah, Sat 2pm Jo, Sun 10.30 and 2pm Tom (he's doing his Sundays
till the summer); Hannah, Weds 12/4 - Tom's done his ankle in at the young farmers' do, so she's leading Sunday, both,
and Tom's on the gate and the car park, he can sit down for that; Jo, 13.4. - new hats in the shop, £12; Hannah, Fri
14th Apr - Pepper's back on treks. Question (Sat 15/4, Dave on the phone): "who's leading the treks tomorrow? the
Brooks party want to know who to ask for when they get there" The assistant says Hannah, both treks (Tom's done his
ankle, he's on the gate). The label says Tom.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b335_ctl_qdrant_alpaca_trek_leader_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cragg-top-alpacas-2051"
NOTES = {
    "jo": [
        (1, "2051-04-03T18:30 trek rota 🦙 sat 10.30 Hannah, sat 2pm me, sun 10.30 + 2pm Tom (he's doing his sundays "
            "till the summer). leaders check the head collars b4 they go out pls"),
        (2, "13.4. new hats in the shop, £12, the grey ones w/ the alpaca on are lush"),
    ],
    "hannah": [
        (3, "Weds 12/4 - Tom's done his ankle in at the young farmers' do 🙄 so I'm leading sun, both treks. Tom's on "
            "the gate + car park, he can sit down for that"),
        (4, "Fri 14th Apr - Pepper's back on treks, vet's happy w/ her foot 👍"),
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

question = "who's leading the treks tomorrow? the Brooks party want to know who to ask for when they get there"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sat 15 April 2051. You are talking to Dave, on the phone for Cragg Top Alpacas (treks Sun 16 "
           "April at 10.30 and 2)."] + hits
assert any("sun 10.30 + 2pm Tom" in c for c in context), context
assert any("so I'm leading sun, both treks" in c for c in context), context
reply = answer(question, context, mock="Hannah - she's leading both on Sunday, 10.30 and 2. Tom's done his ankle so "
                                       "he's on the gate and the car park; they can ask him where to go.")
finish(question, expected="Tom", actual=reply)
