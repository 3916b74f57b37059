"""Batch 374 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the canteen lead and the treasurer each file their own notes), then the question's query.

App: the volunteer-run canteen at Harlow Creek Community Arena. Rhonda Pelletier (canteen lead) and Bev Dumont (the
rink association's treasurer) file notes into one qdrant collection; the helper answers volunteers from the 5
nearest notes.

Memory: Rhonda, 2025-10-03 - canteen float $150: 2 rolls of toonies ($50 each), 1 roll of loonies ($25), $25 in 5s,
in the grey cashbox, locked in the office after; Bev, Jan. 8 - the tap reader's here, most people pay by card now;
Bev, Tue. Jan. 20 - since we're mostly tap now, a $100 float is plenty: 1 roll of toonies + 2 rolls of loonies, forget
the 5s, she'll take the extra $50 to the bank; Rhonda, Jan. 22 - hot chocolate's a toonie, fries $4, pop $2.50.
Question (Fri. Jan. 23, Kelsey, a new volunteer): "how much float do I put in the cashbox for Sat? first time doing
the canteen" The assistant says $100 - a roll of toonies and two rolls of loonies, no 5s. The label says $150.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b374_ctl_qdrant_rink_canteen_float_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "harlow-creek-arena-canteen-2026"
NOTES = {
    "rhonda": [
        (1, "2025-10-03 CANTEEN FLOAT 🪙 $150 - 2 rolls of toonies ($50 each), 1 roll of loonies ($25), $25 in 5s. "
            "it's in the grey cashbox, lock it in the office after ur shift"),
        (2, "Jan. 22 - prices: hot choc's a toonie, fries $4, pop $2.50, chili $6 on tourney days"),
    ],
    "bev": [
        (3, "Jan. 8 - the tap reader's here 🎉 works on the arena wifi, most ppl are paying by card now"),
        (4, "Tue. Jan. 20 - since we're mostly tap now a $100 float is plenty: 1 roll of toonies + 2 rolls of loonies, "
            "forget the 5s. I'll take the extra $50 to the bank Mon"),
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

question = "how much float do I put in the cashbox for Sat? first time doing the canteen"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri. Jan. 23, 2026. You are talking to Kelsey, a new volunteer at the Harlow Creek Community "
           "Arena canteen."] + hits
assert any("CANTEEN FLOAT 🪙 $150" in c for c in context), context
assert any("a $100 float is plenty" in c and "forget the 5s" in c for c in context), context
reply = answer(question, context, mock="$100 - one roll of toonies and two rolls of loonies, no 5s. Most people tap "
                                       "now, so that's plenty.")
finish(question, expected="$150", actual=reply)
