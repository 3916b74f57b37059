"""Batch 192 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
president's and the treasurer's notes come in on their own worker threads, writes under one lock), then the question.

App: Lilleshall WI's Christmas craft fair is Sat 6th Dec 2043 in the village hall, 10-2 - 18 craft tables, a raffle
on the stage, mulled wine and mince pies from the kitchen. Both Joan (the WI's president) and Margaret (the
treasurer) put their notes into one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Margaret, 20431004 - raffle: she'll do it as usual, tickets 5 for £1, prizes on the stage, drop them at hers;
Joan, 20431011 - tables: 18 booked, £8 each, setting up from 8.30; Margaret, 20431108 - float for the mulled wine
£30, the hall's paid; Joan, 20431119 - Margaret's off up to Leeds that weekend, her daughter's baby's due any day,
so Joan will have the raffle, Margaret's left her the tickets + the float, prizes to Joan's now; Joan, 20431125 -
mulled wine £2 a cup, Pauline doing a non-alcoholic one. Question (Tue 2/12, Sue, who's got a hamper from the Co-op
for the raffle): "who's got the raffle sat? I've a hamper to drop off for it" The assistant says Joan, the president
- Margaret's away in Leeds, so drop it at Joan's. The label says Margaret, the treasurer.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b192_ctl_qdrant_wi_craft_fair_raffle_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lilleshall-wi-craft-fair-2043"
MARGARET = [
    (20431004, "raffle 🎟️ I'll do it as usual, tix 5 for £1, prizes on the stage. drop any prizes at mine (no 12)"),
    (20431108, "float for the mulled wine £30 in the tin, hall's paid ✅"),
]
JOAN = [
    (20431011, "tables - 18 booked, £8 each, setting up from 8.30, doors 10. Derek's bringing the extension leads"),
    (20431119, "Margaret's off up to Leeds that wknd - her daughter's baby's due any day 👶 so I'll have the raffle, "
               "she's left me the tix + the float. prizes to mine now pls (the Old Forge)"),
    (20431125, "mulled wine £2 a cup, Pauline's doing a non-alcoholic one for the drivers. mince pies 50p"),
]

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (ts, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "ts": ts, "by": who})])


writers = [threading.Thread(target=notes_from, args=("Margaret (treasurer)", MARGARET, 1), name="margaret-notes"),
           threading.Thread(target=notes_from, args=("Joan (president)", JOAN, 11), name="joan-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()

question = "who's got the raffle sat? I've a hamper to drop off for it"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=5).points
context = ["Today is Tue 2 Dec 2043. You are talking to Sue, a member of Lilleshall WI; the Christmas craft fair is "
           "Sat 6 Dec in the village hall."] + [f"{p.payload['ts']} {p.payload['by']}: {p.payload['text']}"
                                               for p in sorted(found, key=lambda p: p.payload["ts"])]
assert any("Margaret (treasurer): raffle" in c and "I'll do it as usual" in c for c in context), context
assert any("Joan (president)" in c and "so I'll have the raffle" in c for c in context), context
reply = answer(question, context, mock="Joan, the president - Margaret's away in Leeds for her daughter's baby, so "
                                       "drop the hamper at Joan's (the Old Forge).")
finish(question, expected="Margaret, the treasurer", actual=reply)
