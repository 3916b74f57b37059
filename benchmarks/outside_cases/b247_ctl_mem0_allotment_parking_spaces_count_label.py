"""Batch 247 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Lister Lane Allotments hold an open day on Sat 5th July 2051 - seedling and produce stalls, teas, plot tours, a
scarecrow competition. Gill (the society secretary) puts her notes into the society's helper with
``memory.add(..., infer=False)``; committee members ask it things.

Memory: 2051-04-22 19:30 - the council have said we can have the rec for parking, that's about 40 cars if they're
sensible, Dave and his lad on the gate; Weds 11 June - the bee people want a stall, gazebo by plot 7; 18/6 - bad news,
the junior football have got their end-of-season tournament on the rec the same day, so we've only got the top half,
20 cars tops, the council say they can't say no to them, first come first served; Tue 24th June - the 4 blue badge
bays on the track by the gates are marked out with cones, Frank's done it. Question (Sun 29/6, Dave, doing the post
for the village Facebook page): "how many cars can we fit on the day? don't want to tell the whole village to drive
down" The assistant says about 24 - 20 or so on the top half of the rec (the football have the rest) plus the 4 blue
badge bays. The label says about 40 on the rec.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b247_ctl_mem0_allotment_parking_spaces_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lister-lane-allotments-gill"
NOTES = [
    ("2051-04-22 19:30", "2051-04-22 19:30 OPEN DAY sat 5th july 🌱 council have said we can have the rec for "
                         "parking, that's about 40 cars if ppl are sensible. Dave + his lad on the gate. teas in the "
                         "hut, Maureen's in charge"),
    ("Weds 11 June", "Weds 11 June the bee people want a stall, gazebo by plot 7, honey + candles. scarecrow entries "
                     "to Jade by the 28th"),
    ("18/6", "18/6 bad news 😩 the junior football have got their end of season tournament on the rec the same day so "
             "we've only got the top half, 20 cars tops. council say they can't say no to them. first come first "
             "served then"),
    ("Tue 24th June", "Tue 24th June - 4 blue badge bays on the track by the gates, marked out w/ cones, Frank's done "
                      "it. tours at 11 + 2"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lister-lane-open-day"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many cars can we fit on the day? don't want to tell the whole village to drive down"
    with turn_span("question Sun 29/6"):
        hits = []
        for query in ("parking cars open day", "rec parking", "blue badge bays"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 29 June 2051. You are talking to Dave, on the committee of Lister Lane Allotments "
                   "(open day Sat 5 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("that's about 40 cars" in c for c in context), context
        assert any("we've only got the top half, 20 cars tops" in c for c in context), context
        assert any("4 blue badge bays" in c for c in context), context
        reply = answer(question, context, mock="About 24 - 20 or so on the top half of the rec (the junior football "
                                               "have the rest) plus the 4 blue badge bays by the gates.")
finish(question, expected="about 40, on the rec", actual=reply)
