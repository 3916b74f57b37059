"""Batch 199 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
given; in-memory qdrant), search, script style (every call its own trace).

App: Bishops Frome village fete is on Sat 2nd July 2044 on the cricket field - stalls, the dog show, a bar, and the
tug of war (heats, then the final, a barrel of cider for the winners). Ann (the fete committee's chair) keeps her
notes in the fete's helper with ``memory.add(..., infer=False)``; the helper answers the committee from a search.

Memory: 2044-05-11T19:30 - tug of war on the cricket field, booked 1-5 with the cricket club, pulls from 2, heats then
the final 4ish, the rope's Ledbury YFC's 30m one; Weds 8 Jun - Jim (cricket club) says they've a home game at 6 so
they need us off the field by half 4 so they can roll the square and get the covers off - fine, the final's done by
4 anyway; 22.6. - marshals Dave and Pete on the rope ends, Sue first aid; 28/6 - the cider's from Oldfields.
Question (Weds 29/6, Rob, who does the tug of war draw): "how long have we actually got the field for sat? trying to
fit the heats in" The assistant says three and a half hours - 1 till half 4 (the cricket club need it back to roll
the square for their 6 o'clock game). The label says 4 hours, 1 till 5.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b199_ctl_mem0_tug_of_war_field_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bishops-frome-fete-ann"
NOTES = [
    ("2044-05-11T19:30", "TUG OF WAR on the cricket field - booked 1-5 with the cricket club. pulls from 2, heats "
                         "then the final 4ish. rope - Ledbury YFC's 30m one, Dave collecting"),
    ("Weds 8 Jun", "Jim (cricket club) says they've a home game at 6 so they need us off the field by half 4 so "
                   "they can roll the square + get the covers off. fine - final's done by 4 anyway"),
    ("22.6.", "marshals for the tug - Dave + Pete on the rope ends, Sue first aid (her tent by the bar)"),
    ("28/6", "cider barrel for the winners from Oldfields, Tom picking it up fri. bar's the Majors Arms again"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked to extract


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bishops-frome-fete-44"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long have we actually got the field for sat? trying to fit the heats in"
    context = ["Today is Weds 29 June 2044. You are talking to Rob, who does the tug of war draw at Bishops Frome "
               "village fete (Sat 2 July, the cricket field)."]
    for query in ("how long is the cricket field booked", "tug of war field times", "off the field by"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("booked 1-5 with the cricket club" in c for c in context), context
    assert any("need us off the field by half 4" in c for c in context), context
    reply = answer(question, context, mock="Three and a half hours - 1 till half 4. The cricket club need it back "
                                           "then to roll the square for their 6 o'clock game.")
finish(question, expected="4 hours - 1 till 5", actual=reply)
