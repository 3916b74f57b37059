"""Batch 194 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), script style (every call its own trace).

App: Wellington Wheelers' kids' skills day is Sun 20th Sept 2043, 10-12 on the Hadley Learning Centre car park -
cones, a slalom, a helmet check at sign-in, parent marshals. Steph (the club's kids' coordinator) keeps her notes in
mem0 with ``memory.add(..., infer=False)``; parents ask the helper.

Memory: 2043-08-24T20:10 - skills day Sun 20th Sept 10-12, every kid MUST have a helmet on, no helmet no ride, bring
a bike that's been checked; 3/9 - cones (60 from the club container), 6 marshals; Weds 9 Sept - Halfords in town are
lending 20 helmets in all sizes for the day, Steph's fetching them Sat, so if your kid's grown out of theirs don't go
buying one just for this, we'll find one to fit; 14.9. - 27 kids signed up, squash + a medal each. Question (Thu
17/9, Kerry, whose Alfie's grown out of his): "does Alfie need to bring his own helmet sun? he's grown out of his
old one" The assistant says no - Halfords are lending helmets in all sizes, he'll get one that fits at sign-in (he
still has to wear one). The label says yes - no helmet no ride.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b194_ctl_mem0_bike_club_own_helmet_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wellington-wheelers-kids-steph"
NOTES = [
    ("2043-08-24T20:10", "KIDS SKILLS DAY 🚲 sun 20th sept 10-12, Hadley Learning Centre car park. every kid MUST have "
                         "a helmet on - no helmet no ride!! bike checked over pls (brakes + tyres)"),
    ("3/9", "cones - 60 from the club container, Dave's van. 6 marshals, briefing 9.30"),
    ("Weds 9 Sept", "Halfords in town lending us 20 helmets all sizes for the day 🙌 I'm fetching them sat. so if "
                    "your kid's grown out of theirs don't go buying one just for this, we'll find one to fit at "
                    "sign in"),
    ("14.9.", "27 kids signed up 😀 squash + a medal each, Co-op gave us the squash"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wellington-wheelers-kids"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "does Alfie need to bring his own helmet sun? he's grown out of his old one"
    hits = []
    for query in ("does my child need to bring a helmet", "helmets for the skills day"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 17 Sept 2043. You are talking to Kerry, whose son Alfie is coming to Wellington "
               "Wheelers' kids' skills day (Sun 20 Sept, 10-12)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("no helmet no ride" in c for c in context), context
    assert any("lending us 20 helmets all sizes" in c for c in context), context
    reply = answer(question, context, mock="No - Halfords are lending the club 20 helmets in all sizes for the day, "
                                           "so don't buy one; they'll find him one that fits at sign-in (he does "
                                           "still have to wear one).")
finish(question, expected="yes - no helmet no ride", actual=reply)
