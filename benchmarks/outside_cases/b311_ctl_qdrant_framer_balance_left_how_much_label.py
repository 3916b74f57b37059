"""Batch 311 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the Saturday lad each file their own notes), then the question's query.

App: Frame It in Elland - Sue owns it, Tom does Saturdays - file the shop's job notes into one qdrant collection;
the helper answers customers on the phone from the 5 nearest.

Memory: Sue, 2051-09-18T11:05 - Mr Haigh, 3 old maps of Halifax, matching dark oak frames, ivory mounts, quoted £210
the lot; Tom, Sat 23/9 - Mr Haigh put £60 down on card, receipt in the book; Sue, 27th Sept - Mr Haigh rang, he wants
the 3 on museum glass after all (UV, non-reflective), +£15 each = £45, he's fine with it; Tom, 30/9 - maps done,
wrapped in brown paper on the shelf, Mr H collecting Thursday. Question (Thu 5/10, Mr Haigh on the phone): "how much
have I got left to pay? picking the maps up this afternoon" The assistant says £195 (£210 plus £45 for the museum
glass, less the £60 deposit). The label says £210.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b311_ctl_qdrant_framer_balance_left_how_much_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "frame-it-elland-jobs-2051"
NOTES = {
    "sue": [
        (1, "2051-09-18T11:05 Mr Haigh - 3 old maps of Halifax 🗺️ matching frames, dark oak, ivory mounts. quoted "
            "£210 the lot, wants them for his study"),
        (3, "27th Sept - Mr Haigh rang, wants the 3 on museum glass after all (UV + non reflective), +£15 each = £45, "
            "he's fine w/ it"),
    ],
    "tom": [
        (2, "Sat 23/9 Mr Haigh popped in + put £60 down on card, receipt in the book"),
        (4, "30/9 maps done 👍 wrapped in brown paper on the shelf, Mr H collecting thurs"),
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

question = "how much have I got left to pay? picking the maps up this afternoon"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 5 October 2051. You are Frame It's helper; Sue has Mr Haigh on the phone."] + hits
assert any("quoted £210 the lot" in c for c in context), context
assert any("put £60 down on card" in c for c in context), context
assert any("+£15 each = £45" in c for c in context), context
reply = answer(question, context, mock="£195 - the £210 quote plus £45 for the museum glass, less the £60 you put "
                                       "down.")
finish(question, expected="£210", actual=reply)
