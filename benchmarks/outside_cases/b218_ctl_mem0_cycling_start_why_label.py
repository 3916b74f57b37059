"""Batch 218 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Ludlow Wheelers ride out on Sun 13th Dec 2048 for their Christmas ride - 25 miles round Clee Hill's lower
lanes, a cafe stop at the Clive Arms, mince pies at the end, santa hats. Jim (the club's ride secretary) and Sue
(social) post notes into the club's helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2048-10-28T20:15 Jim - start the Square 9.30 as always; the Christmas market's on the Saturday so the
Square's clear by Sunday; 16th Nov Jim - the council have got the Square fenced off for the new paving till the new
year, no way through even on a bike, so they'll go from the leisure centre car park (more parking there anyway);
Tue 23rd Nov Sue - the Clive Arms, booked for 40, and mince pies; Weds 2 Dec Jim - santa hats, lights. Question
(Thu 10/12, Owen, a new member): "why are we starting from the leisure centre? thought it was always the square"
The assistant says because the Square's fenced off for the new paving till the new year. The label says because of
the Christmas market (which Jim's first note says is on the Saturday and no problem).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b218_ctl_mem0_cycling_start_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ludlow-wheelers"
NOTES = [
    ("2048-10-28T20:15", "jim", "2048-10-28T20:15 XMAS RIDE 🎅 sun 13th dec, start the Square 9.30 as always. xmas "
                                "market's on the sat so the Square'll be clear by sun 👍 25 miles, Clee Hill lower "
                                "lanes"),
    ("16th Nov", "jim", "16th nov - council have got the Square fenced off for the new paving till the new yr, no way "
                        "thru even on a bike 🙄 so we'll go from the leisure centre car park, more parking there "
                        "anyway"),
    ("Tue 23rd Nov", "sue", "Tue 23rd - cafe stop at the Clive Arms, booked for 40, they're doing us mince pies + "
                            "coffee for £4"),
    ("Weds 2 Dec", "jim", "Weds 2 Dec - santa hats compulsory lol, lights front + back, it'll be murky till 10"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ludlow-wheelers-2048"))
    for i, (day, who, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day, "by": who},
                       infer=False)
    question = "why are we starting from the leisure centre? thought it was always the square"
    with turn_span("question Thu 10/12"):
        hits = []
        for query in ("start of the christmas ride", "leisure centre car park", "the Square"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 10 Dec 2048. You are talking to Owen, a new member of Ludlow Wheelers; the "
                   "Christmas ride is Sun 13 Dec."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("xmas market's on the sat so the Square'll be clear by sun" in c for c in context), context
        assert any("fenced off for the new paving till the new yr" in c for c in context), context
        reply = answer(question, context, mock="Because the council have the Square fenced off for the new paving "
                                               "till the new year - you can't get through even on a bike - so it's "
                                               "the leisure centre car park (more parking there too).")
finish(question, expected="because of the Christmas market", actual=reply)
