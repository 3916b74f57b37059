"""Batch 358 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each record
stored as written; in-memory qdrant), one root span per record and one for the question.

App: Maple Court Apartments' resident helper stores each unit's leasing records and portal messages with
``memory.add(..., infer=False)``; tenants ask it things.

Memory: 2051-05-22T09:30 - notice to vacate received from Unit 6F (T. Brennan), move-out Wed 5/31/2051; move-out
inspection Thu 6/1 at 10:00 AM (the day after move-out) with Karen; 5/24, Tom - can i be there for the inspection i
want to see what they mark; Fri 5/26, Karen's update - the 6F inspection is moved up to move-out day itself, 4:00
PM, after the keys are turned in, because she is at the regional office all day 6/1, tenant welcome to attend;
5/29, Tom - ok ill be there, do i need to bring anything, and the office's reply (keys, fob, forwarding address
form). Question (Tue 5/30, Tom): "what day and time is my move out inspection again" The assistant says tomorrow,
Wed 5/31, at 4 PM (move-out day, after the keys are in). The label says Thursday 6/1 at 10 AM - the first booking,
before Karen moved it up.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b358_ctl_mem0_moveout_inspection_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "maple-court-unit-6F"
NOTES = [
    ("2051-05-22T09:30", "2051-05-22 9:30 AM - Notice of intent to vacate received from Unit 6F (T. Brennan). "
                         "Move-out date Wednesday 5/31/2051. Move-out inspection Thursday 6/1 at 10:00 AM (day after "
                         "move-out) with Karen Liu."),
    ("5/24", "5/24 can i be there for the inspection i want to see what they mark. last place charged me for "
             "stuff that was already there"),
    ("Fri 5/26", "Fri 5/26 - Update, Unit 6F: the move-out inspection is moved up to move-out day itself, 4:00 PM, "
                 "after keys are turned in, as I am at the regional office all day 6/1. Resident is welcome to "
                 "attend. - Karen Liu, Property Manager"),
    ("5/29", "5/29 ok ill be there. do i need to bring anything -- Office: Please bring both keys, your fob and the "
             "completed forwarding address form."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="maple-court-6F-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"record-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day and time is my move out inspection again"
    with turn_span("question Tue 5/30"):
        hits = []
        for query in ("move-out inspection day time", "inspection moved", "move out date"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 30 May 2051. You are talking to Tom Brennan, the tenant in Unit 6F at Maple Court "
                   "Apartments."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Move-out inspection Thursday 6/1 at 10:00 AM" in c for c in context), context
        assert any("moved up to move-out day itself, 4:00 PM" in c for c in context), context
        reply = answer(question, context, mock="Tomorrow, Wed 5/31, at 4:00 PM - Karen moved it to move-out day, "
                                               "after you turn in your keys. Bring both keys, the fob and the "
                                               "forwarding address form.")
finish(question, expected="Thursday 6/1 at 10:00 AM", actual=reply)
