"""Batch 382 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Mama Tsotsoo's Chop Bar near the Madina station - kenkey and fried fish with pepper and shito every day, waakye
in the morning, fufu from 11. Mama Tsotsoo (the owner) puts her notes into the chop bar's helper with
``memory.add(..., infer=False)``; the girls at the counter ask it things.

Memory: 2026-03-09T20:00 - kenkey for Friday 13/03: 120 balls ordered from Auntie Korkor; the ministry people have
booked 35 for their send-off, so 85 for walk-in customers; Tue 10/03/26 - fried fish and pepper ready Thursday
night, Kwesi grinds the pepper; 11/03/26 - Auntie Korkor called, her corn mill spoil, she can only do 100 balls this
week, not 120, the ministry 35 is still on; 12/03/26 - Mama Tsotsoo takes the 5am trotro to Madina market for
pepper and onions, back by 8. Question (Thu 12/03/26, Adwoa at the counter): "how many balls of kenkey do we have
for walk-in customers tomorrow? people are asking me to keep for them" The assistant says 65 (Auntie Korkor's 100,
less the ministry's 35). The label says 85.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b382_ctl_mem0_chopbar_kenkey_left_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mama-tsotsoo-chopbar"
NOTES = [
    ("2026-03-09T20:00", "2026-03-09T20:00 KENKEY for Friday 13/03 🐟 ordered 120 balls from Auntie Korkor. the "
                         "ministry people booked 35 for their send-off, so 85 for walk-in customers"),
    ("Tue 10/03/26", "Tue 10/03/26 fried fish + pepper ready Thursday night, Kwesi will grind the pepper, shito in the "
                     "big bucket"),
    ("11/03/26", "11/03/26 Auntie Korkor called, her corn mill spoil 😩 she can only do 100 balls this week, not 120. "
                 "sorry oo she said. the ministry 35 is still on"),
    ("12/03/26", "12/03/26 I'm taking the 5am trotro to Madina market for fresh pepper + onions, back by 8. Adwoa "
                 "open up"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mama-tsotsoo-chopbar-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how many balls of kenkey do we have for walk-in customers tomorrow? people are asking me to keep "
                "for them")
    with turn_span("question Thu 12/03/26"):
        hits = []
        for query in ("kenkey balls for Friday", "Auntie Korkor kenkey order", "ministry booking kenkey"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 12 March 2026. You are talking to Adwoa, who works the counter at Mama Tsotsoo's Chop "
                   "Bar."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("so 85 for walk-in customers" in c for c in context), context
        assert any("she can only do 100 balls this week, not 120" in c for c in context), context
        assert any("the ministry 35 is still on" in c for c in context), context
        reply = answer(question, context, mock="65 - Auntie Korkor can only bring 100 this week, and the ministry "
                                               "people have 35 of them.")
finish(question, expected="85", actual=reply)
