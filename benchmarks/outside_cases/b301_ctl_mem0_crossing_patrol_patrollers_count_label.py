"""Batch 301 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the school crossing patrols in Elland are run by Lorraine from the council's road safety team - a handful of
patrollers covering four crossings, mornings and afternoons in term time. Lorraine puts her notes into her helper
with ``memory.add(..., infer=False)``; her manager asks it things for the quarterly return.

Memory: 2051-09-01T16:00 - autumn rota, six on the books: Pat, Kath, Barry, Sue, Mo and Denise, Mo off till half term
with his hip; 15/9 - Denise has handed her coat in, she's moving to Leeds to be near her daughter, leaving do at the
Wagon on Friday; Tue 30 Sept - two new starters through their DBS, Kevin and Anita, on the crossing with Pat next
week for training; 8.10. - Mo's back from his hip op, mornings only for now. Question (Mon 13/10, Steve, Lorraine's
manager): "how many patrollers have we got on the books now? for the quarterly return" The assistant says 7 (the
six, less Denise, plus Kevin and Anita). The label says 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b301_ctl_mem0_crossing_patrol_patrollers_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "elland-crossing-patrols-lorraine"
NOTES = [
    ("2051-09-01T16:00", "2051-09-01T16:00 AUTUMN ROTA 🚸 6 on the books - Pat, Kath, Barry, Sue, Mo + Denise. Mo's "
                         "off till half term w/ his hip so Sue's doing Mo's crossing at Westgate for now"),
    ("15/9", "15/9 Denise has handed her coat in 😢 she's moving to Leeds to be near her daughter. leaving do at the "
             "Wagon fri, collection going round the depot"),
    ("Tue 30 Sept", "Tue 30 Sept two new starters through their DBS!! Kevin + Anita, on the crossing w/ Pat next wk "
                    "for training then Kevin takes Denise's at Victoria Rd"),
    ("8.10.", "8.10. Mo's back from his hip op 💪 mornings only for now, Sue goes back to her own in the pm"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="elland-patrols-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many patrollers have we got on the books now? for the quarterly return"
    with turn_span("question Mon 13/10"):
        hits = []
        for query in ("patrollers on the books", "leaving the patrol", "new starters"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 October 2051. You are talking to Steve, Lorraine's manager in the council's road "
                   "safety team."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("6 on the books" in c for c in context), context
        assert any("Denise has handed her coat in" in c for c in context), context
        assert any("two new starters through their DBS" in c for c in context), context
        reply = answer(question, context, mock="7 - the 6 from the autumn rota, less Denise who's left, plus Kevin and "
                                               "Anita who've started.")
finish(question, expected="6", actual=reply)
