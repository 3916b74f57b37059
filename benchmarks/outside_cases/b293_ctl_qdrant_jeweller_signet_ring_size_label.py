"""Batch 293 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the counter and the bench each file their own notes), then the question's query.

App: Hallam & Daughters, a family jeweller's in Todmorden, make a few signet rings to order - a 9ct blank from the
casters, engraved by hand. Gail (on the counter) and Dev (at the bench) file notes into one qdrant collection; the
helper answers from the 4 nearest notes.

Memory: Gail, 2050-07-05T11:40 - Mr Dyson, 9ct signet, initials JD, sized him at T on the gauge, wants it for his
60th on the 30th, £40 deposit; Dev, 6/7 - gold price up again, order the blanks this week; Gail, Mon 11th July - Mr
Dyson rang, he's tried his brother's T and it's too tight over the knuckle in the warm weather, so he wants to go to
U, not ordered yet so fine; Dev, Weds 13/7 - signets engraved by hand, seal style, about 2 weeks. Question (Thu
14/7, Dev): "what size is Mr Dyson's signet? ordering the blank this afternoon" The assistant says U - he went up
from T after trying his brother's. The label says T.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b293_ctl_qdrant_jeweller_signet_ring_size_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hallam-daughters-orders"
NOTES = {
    "gail": [
        (1, "2050-07-05T11:40 Mr Dyson 💍 9ct signet, initials JD, sized him at T on the gauge. wants it for his 60th "
            "on the 30th, £40 dep paid, ticket 4620"),
        (3, "Mon 11th July - Mr Dyson rang, he's tried his brother's T + it's too tight over the knuckle in the warm "
            "so he wants to go to a U. told him fine, not ordered yet"),
    ],
    "dev": [
        (2, "6/7 gold's up again 📈 order the signet blanks this wk b4 it goes any higher"),
        (4, "Weds 13/7 signets engraved by hand, seal style, allow 2 wks from the blank coming in"),
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

question = "what size is Mr Dyson's signet? ordering the blank this afternoon"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 14 July 2050. You are talking to Dev, at the bench at Hallam & Daughters."] + hits
assert any("sized him at T on the gauge" in c for c in context), context
assert any("too tight over the knuckle" in c and "go to a U" in c for c in context), context
reply = answer(question, context, mock="U - he was sized at T but rang on Monday, his brother's T was too tight over "
                                       "the knuckle, so he's gone up to a U.")
finish(question, expected="T", actual=reply)
