"""Batch 157 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Kirsty keeps notes on her family helper about her daughter Maisie (6) going on Westfield LTC's junior summer
camp, Mon 3rd - Fri 7th Aug 2037, with ``memory.add(..., infer=False)``; the helper answers from a search.

Memory: 16th may: booked Maisie on the camp, £95, and the kit list - trainers (not running ones with the big grips),
water bottle, suncream, cap, own racket; Tue 23rd (June): asked Dave, the head coach, about getting her a racket -
he said don't go buying one yet, the club's got a box of junior ones off the LTA grant and she can use one all week,
get her one in the autumn if she sticks at it; 2037-07-28T18:10: Argos had the 21in ones for £18, left it, Dave's
right; Thu 30/7: name labels on everything. Question (Sun 2/8, Kirsty): "does Maisie need to take her own racket
tomorrow?" The assistant says no - she can use one of the club's junior rackets all week. The label says yes, her
own racket - in memory, the line from the kit list on the booking, which Dave's advice about the club's rackets
overtook.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b157_ctl_mem0_tenniscamp_racket_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kirsty-family"
NOTES = [
    ("16th may", "booked Maisie on Westfield junior camp mon 3rd - fri 7th aug, £95. kit: trainers (NOT running ones "
                 "w the big grips), water bottle, suncream, cap, own racket"),
    ("Tue 23rd", "asked Dave (head coach) re a racket for her - he said don't go buying one yet, the club's got a box "
                 "of junior ones off the LTA grant, she can use one all wk. get her one in the autumn if she sticks "
                 "at it"),
    ("2037-07-28T18:10", "Argos had the 21in ones for £18, left it, Dave's right, she's gone off ballet after 3 wks"),
    ("Thu 30/7", "name labels on everything!! esp the water bottle + the cap, they all have the same ones"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kirsty-family"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "does Maisie need to take her own racket tomorrow?"
    with turn_span("question Sun 2/8"):
        hits = memory.search(question, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 2 August 2037. You are talking to Kirsty; her daughter Maisie (6) starts Westfield "
                   "LTC's junior camp tomorrow."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("own racket" in c for c in context), context
        assert any("box of junior ones off the LTA grant" in c for c in context), context
        reply = answer(question, context, mock="No - Dave said she can use one of the club's junior rackets (from "
                                               "the LTA grant) all week, so no need to buy one yet.")
finish(question, expected="yes, her own racket", actual=reply)
