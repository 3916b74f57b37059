"""Batch 80 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw notes), search,
one root span per note.

App: Pam, bookings secretary of Upton St Leonards village hall, keeps her notes in mem0 (``infer=False``, so each
note is stored as written). A committee member asks how long the Tuesday yoga has the main hall.

Memory: September's booking note says yoga (Sally) has the main hall Tues 7-9. A January note says Sally popped in:
half her lot get the 8.40 bus back to Stroud, so they stop at half 8 from January and she'll pay for an hour and a
half, which Pam thinks is fair enough. The assistant says an hour and a half, 7 till 8.30. The label gives two
hours, the September slot.

Expected verdict: AnnotationError (the answer is right per memory; the label is wrong). Nothing is planted, no
fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b80_ctl_mem0_villagehall_yoga_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "upton-hall"
NOTES = [
    ("2031-09-02", "autumn regulars: Tues eves yoga (Sally) main hall 7-9, £18/hr community rate, invoiced "
                   "termly. Weds am toddlers small room 9.30-11.30. Thurs WI 2nd thurs of month"),
    ("Sept 20th", "new fire blanket in the kitchen, old one binned. extinguishers checked by Chubb 19/9"),
    ("12/11/31", "Sally asked can yoga leave the mats under the stage - said yes in a box, labelled"),
    ("2032-01-08", "Sally popped in - half her lot get the 8.40 bus back to Stroud so they're finishing at half 8 "
                   "from Jan, she'll only pay for the hour and a half. fair enough, Bridge club might want the "
                   "small room after anyway"),
    ("Jan 22", "heating timer - main hall on 6.30 tues now, off 8.45, saves us a bit"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="upton-hall"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long have the yoga lot got the main hall on tuesdays?"
    with turn_span("question Tue 10/2"):
        hits = []
        for query in ("yoga Sally main hall tuesday hours", "yoga finishing time bus", "tuesday heating main hall"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 10 February 2032. You are talking to Keith, the hall treasurer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("yoga (Sally) main hall 7-9" in c for c in context), context
        assert any("finishing at half 8" in c for c in context), context
        reply = answer(question, context, mock="An hour and a half - 7 till 8.30, since a lot of them catch the 8.40 "
                                               "bus to Stroud.")
finish(question, expected="2 hrs, 7 till 9", actual=reply)
