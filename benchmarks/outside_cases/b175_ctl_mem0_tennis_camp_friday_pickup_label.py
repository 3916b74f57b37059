"""Batch 175 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored as
written; in-memory qdrant), script style (each call its own trace).

App: Ashbury LTC's junior summer camp is Mon 29th July - Fri 2nd Aug 2041 - four courts, three coaches, lunches in the
clubhouse. Hannah (head coach), Jess (coach) and Sue (who does the lunches) put their notes into the club's helper
with ``memory.add(..., infer=False)``; parents ask it about the camp.

Memory: 14/6 Hannah: camp Mon 29th July to Fri 2nd Aug, 9 till 3 every day, drop off from 8.45 at the clubhouse, pick
up from the clubhouse too; Tue 23rd July Hannah: Friday's finals day - a mini tournament in the afternoon and the
presentation after, parents very welcome to come and watch from half 3, it'll be all done by 4 so come for them then;
2041-07-25T08:30 Sue: lunches £4.50 a day, pay her on the Monday, hot dogs or pasta; 27th jul Jess: minis in the
clubhouse if it rains. Question (Weds 31/7, Olly's dad): "what time's pick up on the friday? need to square it with
work" The assistant says 4 - Friday runs on for the mini tournament and the presentation (come and watch from half
3). The label says 3 - the usual finishing time.

Expected verdict: AnnotationError (no operation): every store, search and the answer worked, the answer is right per
memory, and the label took the everyday finishing time for the Friday's.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b175_ctl_mem0_tennis_camp_friday_pickup_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashbury-ltc-junior-camp"
NOTES = [
    ("14/6", "Hannah", "junior camp mon 29th july - fri 2nd aug 🎾 9 till 3 every day, drop off from 8.45 at the "
                       "clubhouse + pick up from there too"),
    ("Tue 23rd July", "Hannah", "fri's finals day!! mini tourney in the afternoon + the presentation after, parents v "
                                "welcome to come + watch from half 3. it'll all be done by 4 so come for them then 🏆"),
    ("2041-07-25T08:30", "Sue", "lunches £4.50 a day, pay me on the mon pls, hot dogs or pasta"),
    ("27th jul", "Jess", "minis in the clubhouse if it rains, bring indoor shoes just in case"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashbury-ltc-camp-2041"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "what time's pick up on the friday? need to square it with work"
    hits = memory.search("camp pick up time friday finals day", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Weds 31 July 2041. You are talking to Olly's dad, a parent of a child at Ashbury LTC's junior "
               "summer camp (Mon 29 July - Fri 2 August)."] + [h["memory"] for h in hits]
    assert any("9 till 3 every day" in c and "pick up" in c for c in context), context
    assert any("all be done by 4" in c and "come for them then" in c for c in context), context
    reply = answer(question, context, mock="4 o'clock on the Friday - it runs on for the mini tournament and the "
                                           "presentation; you're welcome to come and watch from half 3.")
finish(question, expected="3 o'clock", actual=reply)
