"""Batch 89 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored as
written; in-memory qdrant), one root span per note and per question.

App: Sue at Hitchin Van & Truck Hire logs bookings and phone calls in mem0 straight from the counter PC
(``memory.add(..., infer=False)``) and asks it about the fleet.

Memory: 24/6, the Hendersons booked the LWB Transit for their move, out Fri 8/7, back Mon 11/7 by 5, £240 + £200
deposit hold; 7/7, Mr Henderson rang - their buyer's mortgage people are dragging their feet, completion's a week
later, so they'll hang on to the Transit till Mon 18th, same time, Sue's put the extra week on his card (£350).
Question (Tue 12/7, Dean): "when are the Hendersons bringing the big Transit back?" The assistant says Monday 18th
July by 5. The label says Monday 11th July, the date on the booking.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b89_ctl_mem0_vanhire_henderson_return_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hitchin-van-hire"
NOTES = [
    ("24/6/33", "Hendersons - LWB Transit KX21 FNO for their house move, out fri 8/7 9am, back mon 11/7 by 5pm. "
                "£240 (4 days), £200 dep hold. Mr H driving, licence + 2 proofs of address done"),
    ("29/6", "Scouts (Osborne) want the minibus 23/7 - 14 kids + 2 leaders, quoted £95 + fuel"),
    ("1.7.33", "KX21 back from service, wipers done, MOT due Oct"),
    ("7 Jul", "Mr Henderson rang - their buyer's mortgage people are dragging their feet, completion's a wk later "
              "so they'll hang on to the Transit till Mon 18th, same time. put the extra wk on his card, £350. he "
              "was v apologetic, nice man"),
    ("8/7", "Mrs Barker Luton out 8am, dep hold taken"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hitchin-van-hire"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when are the Hendersons bringing the big Transit back?"
    with turn_span("question Tue 12/7"):
        hits = memory.search("Henderson Transit back return date", top_k=5, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 12 July 2033. You are talking to Dean on the counter."]
        context += [f"{h.get('metadata', {}).get('date', '')}: {h['memory']}" for h in hits]
        assert any("back mon 11/7 by 5pm" in c for c in context), context
        assert any("till Mon 18th" in c for c in context), context
        reply = answer(question, context, mock="Monday 18th July, by 5pm - they're keeping it an extra week while "
                                               "their completion goes through. It's on his card.")
finish(question, expected="Mon 11th July", actual=reply)
