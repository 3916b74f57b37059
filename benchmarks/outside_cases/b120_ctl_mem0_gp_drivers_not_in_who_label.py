"""Batch 120 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Moorside Surgery's volunteer car scheme keeps its drivers' notes in mem0 (``infer=False``: each note stored as
written); the helper answers drivers from a search.

Memory: the drivers' info sheet of 14/3 says if you're running late or the patient isn't in when you get there, ring
Sandra, the scheme coordinator, on the scheme mobile, not the surgery. A later note says Sandra's having her knee done
on the 3rd, finally, and will be off six weeks at least; Rob, the practice manager, says anything on the day - late,
nobody in, whatever - ring reception and ask for him; the scheme mobile's in her drawer while she's off. Question
(Tue 21/4, Hannah, a new driver): "who do i ring if the patient's not in when i get there?" The assistant says Rob,
the practice manager, through reception. The label says Sandra, the scheme coordinator - in memory, but she's off
after her knee op and nobody has the scheme mobile.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b120_ctl_mem0_gp_drivers_not_in_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-car-scheme"
NOTES = [
    ("14/3", "DRIVERS INFO - if ur running late or the patient's not in when you get there, ring Sandra (scheme "
             "coordinator) on the scheme mobile 07700 900412, NOT the surgery. never leave a message on the "
             "patient's answerphone"),
    ("22.3.", "mileage 45p a mile, claim form to Sandra by the 5th. St James's - multi storey, keep the ticket"),
    ("Weds 1 Apr", "Sandra's having her knee done on the 3rd (finally!!) - off 6 wks at least. Rob (practice "
                   "manager) says anything on the day, late, nobody in, whatever, ring reception + ask for him. "
                   "scheme mobile's in her drawer while she's off so don't bother with it"),
    ("Tue 14th", "Hannah starting as a driver, shadowing Ray on the Barnes renal run first, tues 7.30ish"),
    ("16/4", "Mrs Dale - hearing aid, speak up + face her when you talk. she likes the front seat"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-drivers"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who do i ring if the patient's not in when i get there?"
    with turn_span("question Tue 21/4"):
        hits = []
        for query in ("who to ring patient not in running late", "Sandra scheme mobile off", "ring reception"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 21 April 2037. You are talking to Hannah, a new Moorside volunteer driver."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("ring Sandra (scheme coordinator)" in c for c in context), context
        assert any("ring reception + ask for him" in c for c in context), context
        reply = answer(question, context, mock="Ring reception and ask for Rob, the practice manager - Sandra's off "
                                               "after her knee op and the scheme mobile's in her drawer.")
finish(question, expected="Sandra, the scheme coordinator, on the scheme mobile", actual=reply)
