"""Batch 98 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Gary, a driving instructor, keeps his pupils' notes in mem0 as written (``infer=False``); pupils ask his
helper about their bookings.

Memory: Priya paid for a block of 10 on 3 May; on 24/5 she had 5 left on her block after that day's lesson; she did
the A1(M) on 31/5 (ticked off her card); on 2 June her dad sent another £170 for 5 more, put on her card; she had a
lesson on 7/6 (bay parks at Tesco). Question (Mon 9/6, Priya): "how many lessons have i got left?" The assistant
says 8 (5, less the two since, plus the 5 her dad paid for). The label says 5, what's left on her block.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b98_ctl_mem0_driving_lessons_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gary-driving"
NOTES = [
    ("3 May", "Priya S paid for a block of 10, £340 bank transfer, card started. auto pupil so she's in the Yaris"),
    ("17.5", "Priya ok on roundabouts now, still hesitant pulling out at the Jackmans junction"),
    ("24/5", "Priya - 5 left on her block after today, told her have a think abt topping up b4 her test in aug"),
    ("31/5", "Priya did the A1(M) j8-j9 :) 1st time over 60, loved it. ticked off her card"),
    ("2 June", "Priya's dad rang - he's sent another £170 for 5 more, so put them on her card"),
    ("Sat 7/6", "Priya - bay parks at Tesco, all good now. Tomasz 1st lesson mon 9/6 6pm reminder"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gary_driving_ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many lessons have i got left?"
    with turn_span("question Mon 9/6"):
        hits = []
        for query in ("Priya lessons left on her block", "Priya lesson ticked off card", "Priya paid more lessons"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9 June 2036. You are talking to Priya S, a pupil."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("5 left on her block after today" in c for c in context), context
        assert any("another £170 for 5 more" in c for c in context), context
        assert any("A1(M) j8-j9" in c for c in context), context
        assert any("bay parks at Tesco" in c for c in context), context
        reply = answer(question, context, mock="8 - you had 5 left after 24 May, you've had two since (31 May and "
                                               "7 June), and your dad paid for 5 more.")
finish(question, expected="5 left on her block", actual=reply)
