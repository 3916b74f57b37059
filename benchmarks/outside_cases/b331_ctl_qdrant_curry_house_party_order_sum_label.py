"""Batch 331 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
owner and the lad on the till each file their own notes), then the question's query.

App: the Spice of Calder, a takeaway in Mytholmroyd, does big set-meal orders for clubs and works dos. Anwar (the
owner) and Rizwan (on the till) file notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Anwar, 2050-11-02 14:00 - big order, Calder RUFC presentation night Sat 26th Nov, 30 set meals at £12 a head
(starter, main, rice, naan) = £360, pick up 7pm, Gav's the contact; Rizwan, Tue 15/11 - Gav rang, it's down to 26,
4 of the lads are off on a stag do to Newcastle, same set meal; Anwar, 18.11. - the big foil trays from the cash and
carry for the rugby order, and 2 extra bags of onions; Rizwan, Weds 23rd Nov - Gav's paying on the night by card and
wants the bill itemised for the club treasurer. Question (Sat 26/11, Rizwan at the till): "Gav's here for the rugby
club order - what do I charge him?" The assistant says £312 (26 set meals at £12). The label says £360.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b331_ctl_qdrant_curry_house_party_order_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "spice-of-calder-orders-2050"
NOTES = {
    "anwar": [
        (1, "2050-11-02 14:00 BIG ORDER 📋 Calder RUFC presentation nite sat 26th nov - 30 set meals @ £12 a head "
            "(starter, main, rice, naan) = £360. pick up 7pm, Gav's the contact"),
        (2, "18.11. - get the big foil trays from the cash + carry for the rugby order, + 2 extra bags of onions"),
    ],
    "rizwan": [
        (3, "Tue 15/11 Gav rang - rugby lot down to 26, 4 of the lads are off on a stag do to Newcastle 😂 same set "
            "meal"),
        (4, "Weds 23rd Nov Gav's paying on the night, card, + wants the bill itemised for the club treasurer"),
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

question = "Gav's here for the rugby club order - what do I charge him?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 26 November 2050. You are talking to Rizwan, on the till at the Spice of Calder."] + hits
assert any("30 set meals @ £12 a head" in c and "= £360" in c for c in context), context
assert any("rugby lot down to 26" in c for c in context), context
reply = answer(question, context, mock="£312 - 26 set meals at £12 a head. Itemise the bill for the club treasurer; "
                                       "he's paying by card.")
finish(question, expected="£360", actual=reply)
