"""Batch 391 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Rock Camp Volunteer Fire Dept Auxiliary - the ladies (and a couple of husbands) who do the food, the pie
table and the Christmas baskets - meet the 2nd Tuesday of the month at the station. Judy Hanshaw (Auxiliary
president) puts her posts into the Auxiliary's helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2051-08-14T19:30 - we meet the 2nd Tuesday, so the Sept meeting is 9/12, 7p at the station, bring ideas
for the pancake breakfast pie table and your dues ($10); 8/30 - the pie sign-up sheet's on the fridge, 20 pies
needed; Fri 9/1 - change of plans, the Sept meeting's moved to Thursday that same week, same time, because the
county commission has the fire levy hearing Tuesday night and they all need to be there to holler for it; 9/6 - the
levy hearing's at the courthouse 6:30p, wear your Auxiliary shirts. Question (Mon 9/11, Pauline Casto): "when's the
auxiliary meeting this month? I work late tuesdays" The assistant says Thursday 9/14, 7p at the station (moved from
Tuesday for the levy hearing). The label says Tuesday 9/12, 7p.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b391_ctl_mem0_vfd_auxiliary_meeting_which_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rock-camp-vfd-auxiliary-judy"
NOTES = [
    ("2051-08-14T19:30", "2051-08-14T19:30 AUXILIARY 🚒 we meet the 2nd Tuesday, so Sept meeting is 9/12 7p at the "
                         "station. bring your ideas for the pancake breakfast pie table + your dues ($10)"),
    ("8/30", "8/30 pie table sign-up sheet's on the fridge at the station, we need 20 pies, Mildred's already said "
             "3 (bless her)"),
    ("Fri 9/1", "Fri 9/1 change of plans y'all - Sept aux meeting's moved to Thursday that same week, same time, "
                "cause the county commission's got the fire levy hearing Tuesday night + we all need to be there "
                "to holler for it"),
    ("9/6", "9/6 levy hearing's at the courthouse 6:30p, wear your auxiliary shirts so they see us. carpool from "
            "the station 5:45"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rock-camp-aux-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's the auxiliary meeting this month? I work late tuesdays"
    with turn_span("question Mon 9/11"):
        hits = []
        for query in ("auxiliary meeting september", "aux meeting moved", "when do we meet"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9/11/2051. You are talking to Pauline Casto, a member of the Rock Camp Volunteer Fire "
                   "Dept Auxiliary."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Sept meeting is 9/12 7p" in c for c in context), context
        assert any("moved to Thursday that same week" in c for c in context), context
        reply = answer(question, context, mock="Thursday 9/14, 7p at the station - it got moved off Tuesday for the "
                                               "fire levy hearing, so your late Tuesday won't matter.")
finish(question, expected="Tuesday 9/12, 7p at the station", actual=reply)
