"""Batch 271 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Todmorden Men's Shed are making bird boxes for St Mary's school's nature area - 15mm ply, brass screws, lids on
hinges, painted. Geoff (the secretary), Pete (on the bird boxes) and Ken file notes into one qdrant collection; the
helper answers members' questions from the 5 nearest notes.

Memory: Geoff, 2051-02-20T11:30 - St Mary's want 30 bird boxes, Pete's cutting list is on the board; Pete, Tue 7/3
- 12 done, lids and hinges on, 18 to go, need more brass screws; Geoff, Thu 16/3 - the school rang, they only want
24 now, Year 2 are making bug hotels instead, so don't do more than that, they'll still pay for the ply; Pete, Tue
21/3 - another 5 done today and painted; Ken - a bandsaw blade's on order, use the coping saws. Question (Thu 23/3,
Alan): "how many bird boxes left to make for St Mary's? I'll crack on this morning" The assistant says 7 (24 wanted
now, 17 done). The label says 18.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b271_ctl_qdrant_mens_shed_bird_boxes_left_diff_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-shed-bird-boxes-2051"
NOTES = [
    (1, "Geoff", "2051-02-20T11:30 St Mary's want 30 bird boxes for the nature area 🐦 Pete's cutting list is on the "
                 "board, 15mm ply from the timber yard"),
    (2, "Pete", "Tue 7/3 12 bird boxes done, lids + hinges on, 18 to go 💪 need more brass screws"),
    (3, "Geoff", "Thu 16/3 school rang - they only want 24 now, Year 2 are making bug hotels instead, so don't do any "
                 "more than that lads. they'll still pay for the ply"),
    (4, "Pete", "Tue 21/3 another 5 bird boxes done today + painted, they look grand"),
    (5, "Ken", "bandsaw blade's on order, use the coping saws till it comes, NOT the jigsaw on the ply"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how many bird boxes left to make for St Mary's? I'll crack on this morning"
with turn_span("question Thu 23/3"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Thu 23 March 2051. You are talking to Alan, a member of Todmorden Men's Shed."] + hits
    assert any("12 bird boxes done" in c and "18 to go" in c for c in context), context
    assert any("they only want 24 now" in c for c in context), context
    assert any("another 5 bird boxes done today" in c for c in context), context
    reply = answer(f"(Alan) {question}", context,
                   mock="7 - the school only want 24 now (Year 2 are doing bug hotels), and 17 are done: 12 by the "
                        "7th and another 5 on Tuesday.")
finish(question, expected="18", actual=reply)
