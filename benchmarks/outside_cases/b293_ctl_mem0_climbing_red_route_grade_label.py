"""Batch 293 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mill Rock, a climbing centre in a former dye works in Halifax - a lead wall with numbered lines, auto-belays, a
bouldering room. The staff put their notes into the centre's helper with ``memory.add(..., infer=False)``: Sam (the
head setter) after each reset, Ollie and Kez from the desk; climbers ask it about routes.

Memory: Sam, 2050-04-02T18:00 - the lead wall reset is done, the new red on line 6 is a 6a with a crimpy top, the
new blue on line 4 a 5+, tags on the start holds; Ollie, 5/4 - auto-belay 3 out of action till the engineer comes;
Sam, Sat 9th Apr - everyone's flashing the red on 6, it's soft for 6a, calling it 5+ now, tag's changed; Kez, Tue
12/4 - lead courses booked up till May, waiting list on the clipboard. Question (Thu 14/4, Aisha, a new leader):
"what grade's the new red on line 6? want to know if it's sensible for one of my first leads" The assistant says 5+
- Sam downgraded it from 6a because it's soft. The label says 6a.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b293_ctl_mem0_climbing_red_route_grade_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mill-rock-staff"
NOTES = [
    ("2050-04-02T18:00", "2050-04-02T18:00 Sam - lead wall reset done 🧗 new red on line 6 is a 6a, crimpy top, "
                         "new blue on 4 is a 5+. tags on the start holds, old ones in the bin pls not the floor"),
    ("5/4", "5/4 Ollie - auto belay 3 out of action till the engineer comes (thurs?), taped off, sign on it"),
    ("Sat 9th Apr", "Sat 9th Apr Sam - everyone's flashing the red on 6 😂 it's soft for 6a, calling it 5+ now, "
                    "changed the tag"),
    ("Tue 12/4", "Tue 12/4 Kez - lead courses booked up till May, waiting list on the clipboard at the desk"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mill-rock-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what grade's the new red on line 6? want to know if it's sensible for one of my first leads"
    with turn_span("question Thu 14/4"):
        hits = []
        for query in ("red route line 6 grade", "lead wall reset grades", "route regraded"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 14 April 2050. You are talking to Aisha, who has just passed her lead course at Mill "
                   "Rock."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("new red on line 6 is a 6a" in c for c in context), context
        assert any("it's soft for 6a, calling it 5+ now" in c for c in context), context
        reply = answer(question, context, mock="5+ - it went up as a 6a but Sam's downgraded it, it's soft for the "
                                               "grade. Crimpy at the top, mind.")
finish(question, expected="6a", actual=reply)
