"""Batch 318 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Marcus and Jade each file their own notes), then the question's query.

App: Marsh Mobile Welding (Marcus with the van and the generator welder, Jade on the bookings) take on a hull patch
on a narrowboat in August 2051. Both file notes into one qdrant collection from their phones; the helper answers
from the 5 nearest notes.

Memory: Jade, 2051-08-04T10:30 - Phil's narrowboat, the Kingfisher, a hull patch, Thu 21st, meet him at Hebden
Bridge lock at 9, the boat's moored just below it; Jade, 11/8 - Phil's paid the £100 deposit; Marcus, Mon 18th Aug
- Phil rang, the CRT are draining the pound at Hebden for the lock gate repairs so he's had her towed down to
Sowerby Bridge, meet him on the slipway at the Shire Cruisers yard instead, same time, they've said he can plug the
genny in; Marcus, Tue 19/8 - 6mm plate cut, rods and grinder discs in. Question (Weds 20/8, Marcus): "where am I
meeting Phil for the boat tomorrow? need to stick it in the satnav" The assistant says the slipway at the Shire
Cruisers yard in Sowerby Bridge, at 9. The label says Hebden Bridge lock.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b318_ctl_qdrant_welding_narrowboat_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "marsh-mobile-welding-notes"
NOTES = {
    "jade": [
        (1, "2051-08-04T10:30 Phil's narrowboat (the Kingfisher) 🚤 hull patch, thurs 21st, meet him at Hebden Bridge "
            "lock at 9, she's moored just below it. he'll have the kettle on"),
        (2, "11/8 Phil's paid the £100 deposit, rest on the day, cash"),
    ],
    "marcus": [
        (3, "Mon 18th Aug - Phil rang, CRT are draining the pound at Hebden for the lock gate repairs so he's had her "
            "towed down to Sowerby Bridge 🙄 meet him on the slipway at the Shire Cruisers yard instead, same time. "
            "they've said I can plug the genny in"),
        (4, "Tue 19/8 6mm plate cut for the boat, rods + grinder discs in, van's loaded"),
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

question = "where am I meeting Phil for the boat tomorrow? need to stick it in the satnav"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 20 August 2051. You are talking to Marcus of Marsh Mobile Welding."] + hits
assert any("meet him at Hebden Bridge lock at 9" in c for c in context), context
assert any("towed down to Sowerby Bridge" in c and "slipway at the Shire Cruisers yard" in c for c in context), context
reply = answer(question, context, mock="On the slipway at the Shire Cruisers yard in Sowerby Bridge, at 9 - Phil's "
                                       "had her towed down because they're draining the pound at Hebden.")
finish(question, expected="Hebden Bridge lock", actual=reply)
