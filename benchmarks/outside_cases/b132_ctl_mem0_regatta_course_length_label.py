"""Batch 132 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: the committee's
messages are stored as written; in-memory qdrant), script style (each call its own trace).

App: the Avonford Regatta committee's messages (course, entries, umpires, the draw) go into mem0 as they are
(``infer=False``); the helper answers the clubs' captains from a search.

Memory: Sue, 14/5: course 1000m as per, start by the boathouse bend, finish at the club slipway, 62 crews so far;
Clive, Tue 19th may: EA say the river's fine, umpires' launch booked; Clive, Weds 24 Jun: walked it with the EA
steward this am - the river's up after all the rain and the bend's under water, so everything starts off the
footbridge for sat, which makes it 750 all races, buoys going in fri; Sue: the draw's out fri night, first race 9am.
Question (Thu 25/6, Nat, captain of a visiting club): "how long's the course on sat? doing the race plans with the
crews" The assistant says 750m (starting off the footbridge with the river up). The label says 1000m - in memory,
the usual course Sue gave in May, before the river came up.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b132_ctl_mem0_regatta_course_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "avonford-regatta"
MESSAGES = [
    ("14/5", "Sue", "course 1000m as per, start by the boathouse bend, finish at the club slipway. 62 crews so far, "
                    "the J15s are massive this yr"),
    ("Tue 19th may", "Clive", "EA say the river's fine, umpires' launch booked, Steve's doing the PA + commentary"),
    ("Weds 24 Jun", "Clive", "walked it w the EA steward this am - river's right up after all the rain + the bend's "
                            "under water, so we're starting everything off the footbridge sat, which makes it 750 "
                            "all races. buoys going in fri teatime"),
    ("Weds 24 Jun", "Sue", "draw's out fri night, first race 9am, last about half 5. crews to boat 20 mins before"),
]


def script(body: dict):  # infer=False: the model is never asked to extract
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="avonford-regatta"))
    for day, who, text in MESSAGES:
        memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "how long's the course on sat? doing the race plans with the crews"
    hits = []
    for query in ("course length metres start finish", "river up start footbridge", "race draw first race"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 25 June 2037. You are talking to Nat, captain of a club rowing at Avonford Regatta on "
               "Sat 27 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("course 1000m as per" in c for c in context), context
    assert any("starting everything off the footbridge" in c and "750 all races" in c for c in context), context
    reply = answer(question, context, mock="750m - with the river up they're starting every race off the "
                                           "footbridge, finishing at the club slipway.")
finish(question, expected="1000m", actual=reply)
