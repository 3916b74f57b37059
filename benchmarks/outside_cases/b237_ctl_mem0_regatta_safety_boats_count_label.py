"""Batch 237 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lindley Water Sailing Club run their open regatta on Sat 13th Aug 2050 on the reservoir - Lasers, Toppers,
GP14s and Mirrors, three races, safety cover, a barbecue after. Andy (the safety officer) puts his notes into the
club's helper with ``memory.add(..., infer=False)``; the race officer asks it things.

Memory: 2050-07-20T19:00 - safety cover for the regatta: RIB 1 (Phil), RIB 2 (Andy), Dave's dory and the club launch
Kittiwake, 4 boats, 2 crew each; 3/8 - Dave's dory's outboard has packed in, it's at the menders in Brighouse and
won't be back before the regatta, Dave'll crew on RIB 2 instead; Tue 9th Aug - 23 boats entered (9 Lasers, 6
Toppers, 4 GP14s, 4 Mirrors), the Mirror fleet asked to borrow a RIB for their own training on the Saturday morning,
told them no, all hands on the day. Question (Thu 11/8, Sandra, the race officer): "how many safety boats have we got
on sat? sorting the handheld radios, 1 per boat" The assistant says 3 (RIB 1, RIB 2 and Kittiwake - the dory's at
the menders). The label says 4.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b237_ctl_mem0_regatta_safety_boats_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lindley-water-sc-safety-andy"
NOTES = [
    ("2050-07-20T19:00", "2050-07-20T19:00 SAFETY COVER ⛵ regatta sat 13th - RIB 1 (Phil), RIB 2 (me), Dave's dory + "
                         "the club launch Kittiwake. 4 boats, 2 crew each, life jackets checked the wk before"),
    ("3/8", "3/8 Dave's dory's outboard has packed in 🙄 it's at the menders in Brighouse + won't be back b4 the "
            "regatta. Dave'll crew on RIB 2 with me instead"),
    ("Tue 9th Aug", "Tue 9th Aug 23 boats entered - 9 lasers, 6 toppers, 4 GP14s, 4 mirrors. mirror fleet asked to "
                    "borrow a RIB for their own training sat morning - told them no, all hands on the day"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lindley-water-regatta"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many safety boats have we got on sat? sorting the handheld radios, 1 per boat"
    with turn_span("question Thu 11/8"):
        hits = []
        for query in ("safety boats for the regatta", "outboard broken dory", "borrow a RIB"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 August 2050. You are talking to Sandra, race officer for Lindley Water Sailing "
                   "Club's regatta (Sat 13 Aug)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("4 boats, 2 crew each" in c for c in context), context
        assert any("won't be back b4 the regatta" in c for c in context), context
        assert any("told them no" in c for c in context), context
        reply = answer(question, context, mock="3 - RIB 1, RIB 2 and the Kittiwake. Dave's dory is at the menders, "
                                               "so that's 3 radios.")
finish(question, expected="4", actual=reply)
