"""Batch 336 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Holmbridge Bell Foundry runs Saturday tours at 10.30 through the summer - the casting floor, the tuning shop
and the museum - with volunteer guides on a rota. Jess (the tours manager) puts her notes into the foundry's helper
with ``memory.add(..., infer=False)``; the shop staff ask it things.

Memory: 2051-08-01T16:00 - the August rota, Sat 5th Geoff, Sat 12th Margaret, Sat 19th Geoff, Sat 26th Ray; Thu 10
Aug - Geoff's done his back in helping lift the old clapper off the trolley (she told him), he's on the sofa for a
fortnight, so Margaret's covering Sat 19th for him; 15/8 - 14 booked for the 19th, incl a handbell group from Ripon
who want to ask about the tenor; Tue 15th aug - the guides' new hi-vis vests came, in the shop cupboard. Question
(Fri 18/8, Anne in the shop): "who's doing tomorrow's tour? the Ripon lot want to ask about the tenor beforehand"
The assistant says Margaret, covering for Geoff, who's done his back in. The label says Geoff.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b336_ctl_mem0_bell_foundry_saturday_guide_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holmbridge-foundry-tours-jess"
NOTES = [
    ("2051-08-01T16:00", "2051-08-01T16:00 AUG TOUR ROTA 🔔 sat 5th Geoff, sat 12th Margaret, sat 19th Geoff, sat "
                         "26th Ray. all 10.30, weekday school groups are me"),
    ("Thu 10 Aug", "Thu 10 Aug - Geoff's done his back in helping lift the old clapper off the trolley 🙄 (I TOLD "
                   "him) so he's on the sofa for a fortnight. Margaret's covering sat 19th for him, bless her"),
    ("15/8", "15/8 14 booked for the 19th incl a handbell group from Ripon, they want to ask about the tenor (the "
             "big one in the yard)"),
    ("Tue 15th aug", "Tue 15th aug new hi-vis vests for the guides came 🦺 in the shop cupboard, XL ones for Ray"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holmbridge-tours-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's doing tomorrow's tour? the Ripon lot want to ask about the tenor beforehand"
    with turn_span("question Fri 18/8"):
        hits = []
        for query in ("tour guide rota sat 19th", "who is covering the tour", "Geoff"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 18 August 2051. You are talking to Anne, who works in Holmbridge Bell Foundry's shop."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat 19th Geoff" in c for c in context), context
        assert any("Margaret's covering sat 19th for him" in c for c in context), context
        reply = answer(question, context, mock="Margaret - she's covering tomorrow for Geoff, who's done his back in. "
                                               "She'll be in for the 10.30.")
finish(question, expected="Geoff", actual=reply)
