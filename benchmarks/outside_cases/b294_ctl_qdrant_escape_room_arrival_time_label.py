"""Batch 294 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the manager each file their own notes), then the question's query.

App: Mind Trap Escape Rooms in Bradford - four rooms, 60 minutes each, a Halloween special in late October 2051.
Leanne (the owner) and Dan (the manager) file notes into one qdrant collection; the helper answers customers'
questions from the 4 nearest.

Memory: Leanne, 2051-10-02T10:00 - get groups in 10 mins before their slot for the briefing and the lockers; Dan,
5/10 - the Halloween special, the Crypt, from Fri 27th, £25pp; Leanne, Tue 17 Oct - the insurers have been, there's
a new 5 min safety briefing video and a waiver on the iPad for every player, so groups need to be here 20 mins
before their slot from now on, not 10, the confirmation emails are changed; Dan, Thu 19/10 - Sainsbury's let us use
the top deck after 6, free. Question (Fri 20/10, Aisha): "our booking's 7pm tomorrow, what time should we get
there?" The assistant says 6.40 (20 minutes before, for the safety video and the waivers). The label says 6.50, 10
minutes before the slot.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b294_ctl_qdrant_escape_room_arrival_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mind-trap-bradford"
NOTES = {
    "leanne": [
        (1, "2051-10-02T10:00 arrivals - get groups in 10 mins b4 their slot for the briefing + lockers, phones in "
            "the lockers NO exceptions"),
        (2, "Tue 17 Oct - insurers have been 🙄 new safety briefing video (5 mins) + a waiver on the ipad for every "
            "player now, so groups need to be here 20 mins b4 their slot from now on, not 10. I've changed the "
            "confirmation emails"),
    ],
    "dan": [
        (3, "5/10 HALLOWEEN 🎃 the Crypt runs from fri 27th, £25pp, 13+ only, fake blood everywhere (Jade's "
            "cleaning it, not me)"),
        (4, "Thu 19/10 parking - Sainsbury's let us use the top deck after 6, free, tell people when they book"),
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

question = "our booking's 7pm tomorrow, what time should we get there?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 20 October 2051. You are talking to Aisha, who has a 7pm booking at Mind Trap Escape Rooms, "
           "Bradford, on Sat 21 Oct."] + hits
assert any("get groups in 10 mins b4 their slot" in c for c in context), context
assert any("20 mins b4 their slot from now on, not 10" in c for c in context), context
reply = answer(question, context, mock="6.40 - we need everyone 20 minutes before the slot now for the safety video "
                                       "and the waivers. Free parking on Sainsbury's top deck after 6.")
finish(question, expected="6.50, 10 minutes before the slot", actual=reply)
