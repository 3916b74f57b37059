"""Batch 94 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw notes stored
as written; in-memory qdrant), search, one root span per note.

App: Margaret books the Harpenden Public Halls for the blood donor sessions and keeps her notes in mem0
(``infer=False``: each note is stored as she typed it). The volunteers' helper answers the welcome-desk rota.

Memory: sessions are the 3rd Thursday of the month, usual times 1.30-3.30 and 5-7.30, doors 15 minutes before
each; a later note says that on Thu 18/9 the lunch club has the main hall till 4, so it's just the evening one
that day, 5-7.30, doors at 4.45, and everyone booked for the afternoon has been rung. Question (Wed 17/9, Ruth, on
the welcome desk): "what time do I need to be opening the doors tomorrow?" The assistant says 4.45. The label
says half one, for the afternoon session.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b94_ctl_mem0_blood_donor_doors_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "harpenden-donor-sessions"
NOTES = [
    ("1 Sept", "Public Halls donor sessions 2036 - 3rd thurs of the month. usual times 1.30-3.30 + 5-7.30, doors "
               "15 mins before each. Sister Okoro leads, 4 beds"),
    ("2/9", "parking - council car park behind the halls, donors get 2hrs free with the slip from reception"),
    ("10/9", "thurs 18th - lunch club have the main hall till 4 that day so it's just the evening one, 5-7.30, "
             "doors 4.45. all the afternoon lot have been rung + rebooked"),
    ("15.9", "Sister Okoro on leave w/c 15th, Nurse Bell leading on thurs"),
    ("16/9 am", "teas + biscuits - the WRVS ladies again, ask for Joyce. squash for the young ones"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="donor_sessions"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do I need to be opening the doors tomorrow?"
    with turn_span("question Wed 17/9"):
        hits = []
        for query in ("doors opening time thursday session", "donor session times", "thurs 18th hall"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 17 September 2036. You are talking to Ruth, on the welcome desk."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("usual times 1.30-3.30" in c for c in context), context
        assert any("just the evening one" in c for c in context), context
        reply = answer(question, context, mock="4.45 - tomorrow it's only the evening session (5 till 7.30) "
                                               "because the lunch club has the hall until 4.")
finish(question, expected="half one, for the afternoon session", actual=reply)
