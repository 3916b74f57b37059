"""Batch 350 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Lily's and Ellie's bursts of the group chat, each filed by their own phone's shortcut), then the question's query.

App: six friends are going to Wildfields (Thu 23 - Sun 26 June 2050), camping; who paid for what goes on splitwise.
Lily and Ellie file their bursts of the group chat into one qdrant collection; the helper answers from the 5
nearest.

Memory: Lily, 2050-06-04T19:20 - ordered a gazebo off amazon, £36, so £6 each, send it whenever; Ellie, 6/6 -
petrol £15 each to Sam, wristbands done; Lily, thu 9/6 - cancelled the gazebo!! refund's come thru, Sophie's dad's
lending us his, it's massive, so don't send her anything; Ellie, sun 12/6 - who's got a cool box, hers broke.
Question (mon 13/6, Sam): "do i need to send lily £6 for the gazebo" / "doing all my splitwise stuff rn" The
assistant says no - Lily cancelled the order and got the refund, Sophie's dad's lending his. The label says yes, £6
- the share of an order that was cancelled.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b350_ctl_qdrant_festival_gazebo_pay_back_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wildfields-2050-money"
NOTES = {
    "lily": [
        (1, "2050-06-04T19:20 lily: ordered a gazebo off amazon 🛒\nlily: £36 so £6 each\nlily: send it whenever x"),
        (3, "thu 9/6 lily: cancelled the gazebo!! refund's come thru 💸\nlily: sophie's dad's lending us his, it's "
            "massive 😂\nlily: so don't send me anything"),
    ],
    "ellie": [
        (2, "6/6 ellie: petrol £15 each to sam ⛽\nellie: wristbands done, all paid"),
        (4, "sun 12/6 ellie: who's got a cool box??\nellie: mine broke 🥲"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"bursts-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "do i need to send lily £6 for the gazebo\ndoing all my splitwise stuff rn"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 13 June 2050. You are talking to Sam, who's going to Wildfields with the group."] + hits
assert any("£36 so £6 each" in c for c in context), context
assert any("cancelled the gazebo!! refund's come thru" in c for c in context), context
reply = answer(question, context, mock="nope 🙅 lily cancelled the gazebo + got refunded, sophie's dad's lending "
                                       "his. don't send her anything")
finish(question, expected="yes, £6", actual=reply)
