"""Batch 392 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
owner and his daughter each file their own notes), then the question's query.

App: Ariyadasa Stores is a boutique in an invented Colombo lane - the bakery van (Rasika's, 6 am and 6.30 pm) drops
bread and buns, kiri packets come from the distributor, rice by the kilo, a credit book. Ariyadasa (the owner) and
Nirosha (his daughter) file notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Ariyadasa, 2053-06-09T19:20 - the van order for Thu 12/06 (Poya, the sil crowd): 20 loaves, 10 roast paan,
15 kimbula banis, Rasika comes at 6 am; Nirosha, 11/06 2.30 pm - the temple aunty wants 10 seeni sambol buns for
the sil people tomorrow, add them to the van order; Ariyadasa, 11/06 - cancel the roast paan, machan, school is
closed tomorrow for the Poya, no school van kids; Nirosha, 11/06 - 24 kiri packets came, 2 burst. Question (Weds
11/06, Nirosha): "what's on the bakery van order for tmrw morning? have to message Rasika before 9" The assistant
says 20 loaves, 15 kimbula banis and 10 seeni sambol buns (no roast paan). The label says 20 loaves, 10 roast paan,
15 kimbula banis.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b392_ctl_qdrant_boutique_bakery_van_order_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ariyadasa-stores-2053"
NOTES = {
    "ariyadasa": [
        (1, "2053-06-09T19:20 van order for thu 12/06 (Poya, sil crowd) 🍞 20 loaves, 10 roast paan, 15 kimbula "
            "banis. Rasika comes 6 am"),
        (3, "11/06 cancel the roast paan machan, school is closed tmrw for Poya, no school van kids coming"),
    ],
    "nirosha": [
        (2, "11/06 2.30 pm temple aunty wants 10 seeni sambol buns for the sil people tmrw, add to the van order pls"),
        (4, "11/06 kiri packets 24 came, 2 burst 😩 wrote in the book as damaged, distributor will replace"),
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

question = "what's on the bakery van order for tmrw morning? have to message Rasika before 9"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 11 June 2053 (Poya is tomorrow, Thu 12 June). You are talking to Nirosha, at Ariyadasa "
           "Stores (a boutique shop)."] + hits
assert any("20 loaves, 10 roast paan, 15 kimbula banis" in c for c in context), context
assert any("10 seeni sambol buns" in c for c in context), context
assert any("cancel the roast paan" in c for c in context), context
reply = answer(question, context, mock="20 loaves, 15 kimbula banis and 10 seeni sambol buns for the temple aunty - "
                                       "no roast paan, the school's closed for Poya.")
finish(question, expected="20 loaves, 10 roast paan, 15 kimbula banis", actual=reply)
