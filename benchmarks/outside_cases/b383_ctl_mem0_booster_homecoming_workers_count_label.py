"""Batch 383 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: the Pecan Flat Panthers Booster Club run the concession stand at homecoming, Fri 10/7/2050 vs Loma Alta - the
big night, mums and garters, the court at halftime. Tammy (concessions chair) puts her notes into the club's helper
with ``memory.add(..., infer=False)``; she needs a head count of who's working the stand.

Memory: 9/26 - homecoming concessions sign-up sheet has 14 names, shifts 6-halftime and halftime-close; 9/29 - the
Hendersons (both of them) have dropped, their boy's showing at the ag mechanics show over in Kleberg Crossing that
weekend, bless em; Mon 10/3 - 3 of the FFA kids signed up to run the sno-cone machine, Mr. Ochoa OK'd it, they're
working it; Tue 10/4 - Rhonda's got the float, $200 + a roll of quarters. Question (Wed 10/5, Tammy): "how many we
got workin concessions fri for homecoming? tryin to see if I need to beg anybody" The assistant says 15 (14 on the
sheet, less the two Hendersons, plus the 3 FFA kids). The label says 14.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b383_ctl_mem0_booster_homecoming_workers_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pf-boosters-concessions-tammy"
NOTES = [
    ("9/26", "9/26 HOMECOMING 🏈 concessions sign-up sheet's got 14 names!! shifts 6-halftime + halftime-close, "
             "wear ur purple. sheet's on the fridge in the stand"),
    ("9/29", "9/29 the Hendersons (both of em) dropped off the sheet, their boy's showin at the ag mechanics show "
             "over in Kleberg Crossing that wknd, bless em"),
    ("Mon 10/3", "Mon 10/3 3 of the FFA kids signed up to run the sno-cone machine, Mr. Ochoa OK'd it, so they're "
                 "workin it w/ us"),
    ("Tue 10/4", "Tue 10/4 Rhonda's got the float, $200 + a roll of quarters. nacho cheese is stocked"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pf-boosters-hoco-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many we got workin concessions fri for homecoming? tryin to see if I need to beg anybody"
    with turn_span("question Wed 10/5"):
        hits = []
        for query in ("concessions sign-up names", "who dropped off the sheet", "signed up to work"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 October 2050. You are talking to Tammy, concessions chair of the Pecan Flat "
                   "Panthers Booster Club (homecoming Fri 10/7 vs Loma Alta)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sign-up sheet's got 14 names" in c for c in context), context
        assert any("the Hendersons (both of em) dropped" in c for c in context), context
        assert any("3 of the FFA kids signed up" in c for c in context), context
        reply = answer(question, context, mock="15 - the 14 on the sheet, less both Hendersons, plus the 3 FFA kids "
                                               "on the sno-cone machine.")
finish(question, expected="14", actual=reply)
