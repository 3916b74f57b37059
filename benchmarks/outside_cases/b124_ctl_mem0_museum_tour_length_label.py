"""Batch 124 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; in-memory qdrant),
search, one root span per note and one for the question.

App: the Calder Valley Museum's volunteer guides post their notes (tours, rooms, rota swaps) into the guides' helper
with ``memory.add(..., infer=False)``, so each note is kept as written; new guides ask it about the tours.

Memory: Jill, 14/3: the Sat highlights tour, 10.30 + 2pm from the front desk, 45 mins, max 20 - and the Egypt room
shuts from today while the cases are redone (damp), back in June hopefully; Ken, 22.3.: did the 10.30 Sat - without
the Egypt room it's barely half an hour, even spinning the looms bit out, so he's telling people half an hour at the
desk now; Val, Weds 8 Apr: shop float in the safe. Question (Fri 17/4, Priya, new guide): "how long's the sat
highlights tour? my mum wants to come to the 2pm then we've a bus at 3.10" The assistant says about half an hour
while the Egypt room's shut. The label says 45 mins - in memory, the tour's usual length with the Egypt room open.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b124_ctl_mem0_museum_tour_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-museum-guides"
NOTES = [
    ("14/3", "Jill", "SAT HIGHLIGHTS TOUR - 10.30 + 2pm from the front desk, 45 mins, max 20, free w entry. route: "
                     "mill looms, Egypt room, the Victorian street, ends in the shop (obvs). NB Egypt room shut from "
                     "today while the cases are redone (damp) - back in june hopefully"),
    ("22.3.", "Ken", "did the 10.30 sat - w/o the Egypt room it's barely half an hour, even spinning the looms bit "
                     "out. I'm telling people half an hour at the desk now so nobody's put out"),
    ("Weds 8 Apr", "Val", "shop float's in the safe now not the desk drawer, code from the supervisor. new tea "
                          "towels in, £6"),
    ("Mon 13/4", "Jill", "Priya's on the 2pm sat 18th + 25th, shadowing Ken first on the 10.30 on the 18th"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-guides"))
    for i, (day, who, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{who}: {note}"}], user_id=USER,
                       metadata={"date": day, "from": who}, infer=False)
    question = "how long's the sat highlights tour? my mum wants to come to the 2pm then we've a bus at 3.10"
    with turn_span("question Fri 17/4"):
        hits = []
        for query in (question, "sat highlights tour 10.30 2pm how long mins egypt room"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 April 2037. You are talking to Priya, a new volunteer guide."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("45 mins" in c and "Egypt room shut" in c for c in context), context
        assert any("barely half an hour" in c for c in context), context
        reply = answer(question, context, mock="About half an hour at the moment, with the Egypt room shut - the "
                                               "2pm should be done by about 2.30.")
finish(question, expected="45 mins", actual=reply)
