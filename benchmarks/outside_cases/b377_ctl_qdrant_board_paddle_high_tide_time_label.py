"""Batch 377 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
and one for the question.

App: Tuatua Bay Surf Life Saving Club hold a members' board paddle round the point on Sat 31 Jan 2026, timed off
the high tide. Jonno (the club's board coach) files his notes into one qdrant collection; the helper answers
members from the 5 nearest notes.

Memory: Jonno, Thu 29/01/26 - tides for the board paddle Sat: high 0642, 1.9m, so they'll push off 0615 from the
IRB shed; Jonno, Fri 30/01 0710 - scrub that, he read Friday's line off the chart, Sat's high is 0731 (1.8m), so
the paddle starts 0700 not 0615; Jonno, Fri 30/01 - bring your own board or grab a club foamie, leashes
compulsory; Jonno, Fri 30/01 1830 - swell 0.8m, light offshore till 1000, sweet as. Question (Fri 30/01/26, evening,
Ana): "what time's high tide tmrw for the board paddle? want to know how early to set my alarm" The assistant says
0731 (1.8m), push off 0700. The label says 0642 - Friday's tide, which Jonno read off the wrong line.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b377_ctl_qdrant_board_paddle_high_tide_time_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tuatua-bay-slsc-board-paddle-2026"
NOTES = [
    (1, "Thu 29/01/26", "Thu 29/01/26 BOARD PADDLE 🏄‍♂️ round the point Sat 31st. tides for Sat: high 0642, 1.9m, so "
                        "we push off 0615 from the IRB shed"),
    (2, "Fri 30/01 0710", "Fri 30/01 0710 scrub that 🤦 I read Friday's line off the chart - Sat's high is 0731 "
                          "(1.8m), so the paddle starts 0700 not 0615"),
    (3, "Fri 30/01", "Fri 30/01 bring ur own board or grab a club foamie, leashes compulsory, IRB will be out as "
                     "safety w/ Sione driving"),
    (4, "Fri 30/01 1830", "Fri 30/01 1830 swell 0.8m tmrw, light offshore till 1000 then NE, sweet as. coffee at "
                          "the kiosk after"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Jonno", "day": day})])
assert client.count(COLL).count == len(NOTES)

question = "what time's high tide tmrw for the board paddle? want to know how early to set my alarm"
with turn_span("question Fri 30/01/26 evening"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Fri 30 January 2026, evening. You are talking to Ana, a member of Tuatua Bay Surf Life "
               "Saving Club."] + hits
    assert any("high 0642, 1.9m" in c for c in context), context
    assert any("Sat's high is 0731" in c for c in context), context
    reply = answer(f"(Ana) {question}", context,
                   mock="High tide's 0731 tomorrow (1.8m) - the paddle pushes off from the IRB shed at 0700.")
finish(question, expected="0642", actual=reply)
