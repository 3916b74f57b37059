"""Batch 295 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the organiser and the woman on the counter each file their own notes), then the question's query.

App: the Elite Snooker Centre in Batley hold a charity handicap for the hospice on Sat 25th March 2051 - a 32
player draw, £10 entry, a raffle. Ray (running it) and Sheila (on the counter, taking the entries) file notes into
one qdrant collection; the helper answers players' questions from the 5 nearest notes.

Memory: Sheila, 2051-03-01T21:00 - 32 player draw, 24 entered so far so 8 places left, £10 for the hospice; Ray,
Thu 9/3 - the Crown lot have taken 4 places, Big Al paid for all of them in cash; Ray, 13th March - he's put the 2
juniors from the academy in on the house, good experience for them; Sheila, Sat 18th - raffle prizes (a cue, a
meal at the Taj, a bottle of Jack). Question (Mon 20/3, Wayne): "how many places left in the charity handicap? me +
2 mates from work want in" The assistant says 2 (8, less the Crown's 4 and the 2 juniors). The label says 8.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b295_ctl_qdrant_snooker_charity_places_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "elite-snooker-charity-2051"
NOTES = {
    "sheila": [
        (1, "2051-03-01T21:00 CHARITY HANDICAP 🎱 sat 25th march, 32 player draw, 24 entered so far so 8 places left. "
            "£10 entry, all to the hospice, money in the jar on the counter"),
        (2, "Sat 18th - raffle prizes in: a cue from Ray's mate at Peradon, a meal for 2 at the Taj, a bottle of "
            "Jack. £1 a strip"),
    ],
    "ray": [
        (3, "Thu 9/3 the Crown lot have taken 4 places 💪 Big Al paid for all of them in cash, it's in the jar"),
        (4, "13th March - I've put the 2 juniors from the academy in on the house, good experience for them. "
            "handicaps up fri"),
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

question = "how many places left in the charity handicap? me + 2 mates from work want in"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to Wayne, who plays at the Elite Snooker Centre."] + hits
assert any("24 entered so far so 8 places left" in c for c in context), context
assert any("the Crown lot have taken 4 places" in c for c in context), context
assert any("put the 2 juniors from the academy in" in c for c in context), context
reply = answer(question, context, mock="2 - there were 8 left, but the Crown took 4 and Ray's put the 2 academy "
                                       "juniors in. So only room for two of you, sorry.")
finish(question, expected="8", actual=reply)
