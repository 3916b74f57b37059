"""Batch 287 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the coordinator and the warehouse lead each file their own notes), then the question's query.

App: Todmorden Food Bank pack parcels on Tuesday mornings at the warehouse, 10-1. Linda (the volunteer coordinator)
and Raj (the warehouse lead) file notes into one qdrant collection; the helper answers the volunteers from the 5
nearest notes.

Memory: Linda, 2051-01-09T09:00 - Tuesday packing regulars: Maureen, Gill, Tony, Pete, Bev and Sandra, 10-1 at the
warehouse; Linda, Mon 6th Feb - Gill's had her hip done, all went well, she's off till Easter at least, card in the
office; Raj, 8/2 - two lads from the Rotary are starting on Tuesday packing from the 14th, Dev and Callum, he's done
their induction; Raj, 9.2. - the new hi vis came, 10 in the cage. Question (Thu 16/2, Bev): "how many of us on tues
packing next wk? it's Maureen's 10 yrs, I'm doing a cake 🎂" The assistant says 7 (the six regulars less Gill,
plus Dev and Callum). The label says 6.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b287_ctl_qdrant_food_bank_packing_shift_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-foodbank-packing-2051"
NOTES = {
    "linda": [
        (1, "2051-01-09T09:00 TUES PACKING 📦 regulars: Maureen, Gill, Tony, Pete, Bev + Sandra, 10-1 at the "
            "warehouse. kettle's on from 9.45"),
        (2, "Mon 6th Feb - Gill's had her hip done 🙏 all went well, she's off till easter at least. card in the "
            "office to sign"),
    ],
    "raj": [
        (3, "8/2 2 lads from the Rotary starting on tues packing from the 14th - Dev + Callum, done their induction, "
            "both can lift 💪"),
        (4, "9.2. new hi vis came, 10 of them in the cage, old ones in the recycling"),
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

question = "how many of us on tues packing next wk? it's Maureen's 10 yrs, I'm doing a cake 🎂"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 16 February 2051. You are talking to Bev, a Tuesday packing volunteer at Todmorden Food "
           "Bank."] + hits
assert any("regulars: Maureen, Gill, Tony, Pete, Bev + Sandra" in c for c in context), context
assert any("she's off till easter at least" in c for c in context), context
assert any("Dev + Callum" in c for c in context), context
reply = answer(question, context, mock="7 - Maureen, Tony, Pete, you and Sandra, plus Dev and Callum from the Rotary. "
                                       "Gill's off till Easter after her hip.")
finish(question, expected="6", actual=reply)
