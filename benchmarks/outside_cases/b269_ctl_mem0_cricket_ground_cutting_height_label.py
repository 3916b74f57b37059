"""Batch 269 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mytholmroyd Cricket Club's ground is kept by Trev (the groundsman) with Kev helping; the committee have their
say on the square. Trev puts his notes into the ground helper with ``memory.add(..., infer=False)``; Kev asks it
what to do before a game.

Memory: 2051-04-03T10:00 - season prep, the square down to 8mm for now, outfield 15mm; Tue 18/4 - cup game Sat 22nd
v Walsden, the committee want the square down to 5mm for pace, Trev says 5's asking for trouble on that clay after
the wet week, so they settled on 6 - the match strip only, rest of the square stays at 8; Weds 19th - the new roller
has come, Ian's paying for it out of the bar money; Thurs 20th April - nets moved back a yard, mower blades
sharpened ready for Friday. Question (Fri 21/4, Kev): "what height am I cutting the match strip to for sat? doing it
first thing" The assistant says 6mm (the committee wanted 5 but Trev settled on 6; the rest of the square at 8). The
label says 5mm.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b269_ctl_mem0_cricket_ground_cutting_height_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mytholmroyd-cc-ground-trev"
NOTES = [
    ("2051-04-03T10:00", "2051-04-03T10:00 season prep 🏏 square down to 8mm for now, outfield 15mm. covers out of "
                         "the shed + checked, one's got a rip, gaffa for now"),
    ("Tue 18/4", "Tue 18/4 cup game sat 22nd v Walsden 🏆 committee want the square down to 5mm for pace. 5's asking "
                 "for trouble on that clay after the wet wk, told them - settled on 6, match strip only, rest of the "
                 "square stays at 8"),
    ("Weds 19th", "Weds 19th new roller's come!! Ian's paying for it out the bar money, don't tell the treasurer 😂"),
    ("Thurs 20th April", "Thurs 20th April nets moved back a yard, mower blades sharpened ready for fri. Kev pls do "
                         "the boundary rope sat morning"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mytholmroyd-cc-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what height am I cutting the match strip to for sat? doing it first thing"
    with turn_span("question Fri 21/4"):
        hits = []
        for query in ("cutting height square mm", "match strip for the cup game", "mower height"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 21 April 2051. You are talking to Kev, who helps Trev the groundsman at Mytholmroyd "
                   "Cricket Club (cup game v Walsden Sat 22 April)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("square down to 8mm for now" in c for c in context), context
        assert any("want the square down to 5mm" in c and "settled on 6, match strip only" in c
                   for c in context), context
        reply = answer(question, context, mock="6mm - the committee wanted 5 but Trev settled on 6 because of the "
                                               "wet week, and that's the match strip only; the rest stays at 8mm.")
finish(question, expected="5mm", actual=reply)
