"""Batch 260 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, three writers in threads
(the training officer and two instructors each file their own notes), then the question's query.

App: Ryburn Fell Rescue Team log their training in one qdrant collection - Thursday nights and one Saturday a
month. Steve (the training officer), Gaz and Lisa (rope instructors) file their own notes; the helper answers
members' questions from the 5 nearest.

Memory: Steve, 2051-10-20T21:00 - Q4 plan, Sat 11th Nov rope rescue at Cragg quarry, 9 till 3, Gaz running it, the
stretcher lower and the guiding line; Gaz, Mon 6th Nov - done his knee at five-a-side, out for a few weeks, Lisa's
said she'll take the rope session Saturday, same plan, he'll come and heckle from the car; Lisa, 7/11 - rope session
Sat, harness and helmet, they'll do the stretcher lower twice, bring a brew; Steve, 8.11. - Thursday's casualty care
moved to the village hall. Question (Thu 9/11, Tom, a trainee): "who's running saturday's rope session? want to ask
them about my harness, think the buckle's knackered" The assistant says Lisa - Gaz has done his knee. The label
says Gaz.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b260_ctl_qdrant_mrt_rope_session_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-frt-training-q4-2051"
NOTES = {
    "steve": [
        (1, "2051-10-20T21:00 Q4 training 🏔️ sat 11th nov rope rescue at Cragg quarry 9 till 3, Gaz running it - "
            "stretcher lower + the guiding line. thurs nights as usual at base 7.30"),
        (2, "8.11. thurs cas care's in the village hall this wk, base heating's off again 🥶"),
    ],
    "gaz": [
        (3, "Mon 6th Nov - done my knee at 5 a side 🤦 out for a few wks. Lisa's said she'll take the rope session "
            "sat, same plan. I'll come + heckle from the car"),
    ],
    "lisa": [
        (4, "7/11 rope session sat - harness + helmet, we'll do the stretcher lower twice. bring a brew, it's grim up "
            "there in nov"),
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

question = "who's running saturday's rope session? want to ask them about my harness, think the buckle's knackered"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 9 November 2051. You are talking to Tom, a trainee with Ryburn Fell Rescue Team."] + hits
assert any("Gaz running it" in c for c in context), context
assert any("Lisa's said she'll take the rope session" in c for c in context), context
reply = answer(question, context, mock="Lisa - Gaz has done his knee, so she's taking Saturday's rope session. Ask "
                                       "her about the buckle before you tie in.")
finish(question, expected="Gaz", actual=reply)
