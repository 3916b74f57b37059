"""Batch 314 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Dev, an environmental health officer in Kirklees council's food team, keeps his diary notes in a helper with
``memory.add(..., infer=False)`` and asks it about his week.

Memory: 2051-05-05T08:30 - Thursday the 15th, 7 on the list: Pizza Roma on Union St, the Co-op, the Lucky Star, the
Greggs on King St, the Old Bell, Sandy's Sarnies, the care home kitchen on Moor Rd; Mon 12/5 - Pizza Roma's shut
for good, shutters down and a to let sign up, take it off the programme; 13.5. - the Greggs manager's off on her
hols, so that one's pushed to next week; Weds 14th - probe thermometer calibrated, new batteries in. Question
(Weds 14/5, Dev): "how many visits have I got tomorrow? trying to work out if I can get back for 4" The assistant
says 5 (the 7, less Pizza Roma and the Greggs). The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b314_ctl_mem0_hygiene_thursday_visits_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kirklees-food-dev"
NOTES = [
    ("2051-05-05T08:30", "2051-05-05T08:30 thurs 15th - 7 on the list: Pizza Roma Union St, the Co-op, Lucky Star, "
                         "Greggs King St, the Old Bell, Sandy's Sarnies, the care home kitchen on Moor Rd. start at "
                         "the care home, they serve lunch at 12"),
    ("Mon 12/5", "Mon 12/5 Pizza Roma's shut for good 🙁 shutters down + a to let sign up, take it off the "
                 "programme"),
    ("13.5.", "13.5. Greggs manager's off on her hols, pushed to next wk, she wants to be there"),
    ("Weds 14th", "Weds 14th probe thermometer calibrated, new batteries in. hi vis in the boot"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kirklees-food-dev-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many visits have I got tomorrow? trying to work out if I can get back for 4"
    with turn_span("question Weds 14/5"):
        hits = []
        for query in ("visits on thursday", "taken off the list", "pushed to next week"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 14 May 2051. You are talking to Dev, an environmental health officer in Kirklees "
                   "council's food team."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("7 on the list" in c for c in context), context
        assert any("Pizza Roma's shut for good" in c for c in context), context
        assert any("Greggs manager's off on her hols, pushed to next wk" in c for c in context), context
        reply = answer(question, context, mock="5 - the 7 on the list, less Pizza Roma (shut for good) and the Greggs "
                                               "(pushed to next week). Start at the care home before their 12 lunch.")
finish(question, expected="7", actual=reply)
