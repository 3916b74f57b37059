"""Batch 330 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the party co-ordinator and the duty manager each file their own notes), then the question's query.

App: Monkey Business is a soft play centre in an old mill in Halifax - the big frame, a toddler zone, a café, two
party rooms (the Jungle Room on the ground floor with its own ball pit, the Pirate Ship room upstairs). Gemma (the
party co-ordinator) and Lou (the duty manager) file notes into one qdrant collection; the helper answers parents'
questions from the 5 nearest notes.

Memory: Gemma, 2050-05-02T11:00 - Isla's 4th, Sat 21st May 1-3, Jungle Room, 15 kids, package B; Gemma, Thu 12 May -
Isla's mum's paid the balance, £157.50, a dairy free cake slice for 1; Lou, 16/5 - the ball pit in the Jungle Room is
being deep cleaned and resealed that weekend (Sat 21st and Sun 22nd), so the parties that weekend go in the Pirate
Ship room upstairs, the lift's working again; Lou, Weds 18th - the new lockers by reception, £1 coin back. Question
(Thu 19/5, Isla's mum): "which room is Isla's party in? telling the other parents where to drop off" The assistant
says the Pirate Ship room upstairs (the Jungle Room's ball pit is being deep cleaned that weekend). The label says
the Jungle Room.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b330_ctl_qdrant_soft_play_party_room_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "monkey-business-parties-2050"
NOTES = {
    "gemma": [
        (1, "2050-05-02T11:00 Isla's 4th 🎂 sat 21st may 1-3, Jungle Room, 15 kids, package B (hot food + party bags)"),
        (2, "Thu 12 May - Isla's mum paid the balance, £157.50, 1 dairy free cake slice pls, it's for her cousin"),
    ],
    "lou": [
        (3, "16/5 the ball pit in the Jungle Room's being deep cleaned + resealed that wkend (sat 21st + sun 22nd) so "
            "parties that wkend go in the Pirate Ship room upstairs, lift's working again 👍"),
        (4, "Weds 18th - new lockers by reception, £1 coin back. pls stop kids climbing on them already 🙄"),
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

question = "which room is Isla's party in? telling the other parents where to drop off"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 19 May 2050. You are talking to Isla's mum, who's booked Isla's 4th birthday party at Monkey "
           "Business soft play (Sat 21 May)."] + hits
assert any("sat 21st may 1-3, Jungle Room" in c for c in context), context
assert any("parties that wkend go in the Pirate Ship room upstairs" in c for c in context), context
reply = answer(question, context, mock="The Pirate Ship room upstairs - the Jungle Room's ball pit is being deep "
                                       "cleaned that weekend. The lift's working if anyone needs it.")
finish(question, expected="the Jungle Room", actual=reply)
