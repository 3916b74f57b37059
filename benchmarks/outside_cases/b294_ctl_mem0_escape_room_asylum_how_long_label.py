"""Batch 294 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Escape Hatch in Wakefield have four rooms; the Asylum reopened after a refit on Sat 9th Sept 2051. Nadia (the
owner) puts her notes into the shop's helper with ``memory.add(..., infer=False)``; the helper answers customers
who are booking.

Memory: 2051-09-04T11:00 - the Asylum reopens Sat 9th after the refit, 60 mins like the others, 2-6 players, £20pp;
Tue 12/9 - first week's stats, 9 groups and no escapes, the cellar bit with the UV puzzle is killing everyone;
19.9. - they've made the Asylum 75 mins from today, 60 was too tight with the cellar, the price stays the same,
the other rooms are still 60; Sat 23rd Sep - 2 escapes this week on 75 (best 71.40, the Harrisons), feels about
right. Question (Thu 28/9, a customer): "how long do we get in the Asylum? booking it for my dad's 60th 🎉" The
assistant says 75 minutes (it went up from 60 on the 19th). The label says 60 minutes.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b294_ctl_mem0_escape_room_asylum_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "escape-hatch-wakefield-nadia"
NOTES = [
    ("2051-09-04T11:00", "2051-09-04T11:00 ASYLUM reopens sat 9th after the refit 🧟 60 mins like the others, 2-6 "
                         "players, £20pp. new straitjacket puzzle is brill"),
    ("Tue 12/9", "Tue 12/9 first wk's stats on the Asylum - 9 groups, 0 escapes 😬 the cellar bit w/ the UV puzzle "
                 "is killing everyone, they get there w/ about 5 mins left"),
    ("19.9.", "19.9. right - we've made the Asylum 75 mins from today, 60 was just too tight w/ the cellar. price "
              "stays the same. other rooms still 60. update the briefing script pls Callum"),
    ("Sat 23rd Sep", "Sat 23rd Sep 2 escapes this wk on 75 (best 71.40, the Harrisons 🏆) feels about right now. "
                     "leaderboard's up by the door"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="escape-hatch-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long do we get in the Asylum? booking it for my dad's 60th 🎉"
    with turn_span("question Thu 28/9"):
        hits = []
        for query in ("how long is the Asylum", "Asylum minutes game length", "Asylum changes"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 28 September 2051. You are talking to a customer booking a room at Escape Hatch, "
                   "Wakefield."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("60 mins like the others" in c for c in context), context
        assert any("we've made the Asylum 75 mins from today" in c for c in context), context
        reply = answer(question, context, mock="75 minutes - the Asylum went up from 60 on the 19th because of the "
                                               "cellar puzzle. Happy birthday to your dad!")
finish(question, expected="60 minutes", actual=reply)
