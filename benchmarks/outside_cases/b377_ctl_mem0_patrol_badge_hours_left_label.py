"""Batch 377 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Whetū Bay Surf Life Saving Club give a 25-hour patrol badge at prizegiving (Sat 28 Mar 2026) to juniors who
clock 25 patrol hours in the season. Jess (Patrol 2's patrol captain) keeps the patrol logbook notes in the club's
helper with ``memory.add(..., infer=False)``; parents ask it things.

Memory: 03/01/26 - Tama's logbook is at 14.5 hrs this season, he needs 10.5 more for the 25hr badge before
prizegiving; Sat 10 Jan - Tama on Pat 2 1000-1400, 4 hrs, his first IRB crew run; Sun 11 Jan - Pat 2 again, meant to
be 1000-1500 but scrub that, the flags came down at 1230 for the lightning, so only 2.5 hrs for everyone; Wed 14/01
- training night, run-swim-run, 12 turned up, doesn't count for patrol hrs. Question (Thu 15/01/26, Mel, Tama's
mum): "how many more patrol hrs does Tama need for his 25hr badge? trying to plan our bach trip around it" The
assistant says 4 (25 - 14.5 - 4 - 2.5). The label says 10.5 - the figure from before his two patrols last weekend.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b377_ctl_mem0_patrol_badge_hours_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "whetu-bay-slsc-pat2-jess"
NOTES = [
    ("03/01/26", "03/01/26 logbooks - Tama's at 14.5 hrs this season, needs 10.5 more for the 25hr badge before "
                 "prizegiving (Sat 28 Mar). Ana's already got hers 🥳"),
    ("Sat 10 Jan", "Sat 10 Jan Pat 2 1000-1400, 4 hrs - Tama, Ana, Nikau, Liam on. Tama did his first IRB crew run "
                   "🚤 stoked for him"),
    ("Sun 11 Jan", "Sun 11 Jan Pat 2 again, was meant to be 1000-1500 but scrub that, we pulled the flags at 1230 "
                   "for the lightning ⛈️ so only 2.5 hrs for everyone. Tama + Ana on"),
    ("Wed 14/01", "Wed 14/01 training night, run-swim-run, 12 turned up. doesn't count for patrol hrs (before anyone "
                  "asks 😂)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="whetu-bay-pat2-2526"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many more patrol hrs does Tama need for his 25hr badge? trying to plan our bach trip around it"
    with turn_span("question Thu 15/01/26"):
        hits = []
        for query in ("Tama patrol hours badge", "Pat 2 hours", "flags pulled lightning"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 15 January 2026. You are talking to Mel, mum of Tama (Patrol 2, Whetū Bay Surf Life "
                   "Saving Club)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("needs 10.5 more for the 25hr badge" in c for c in context), context
        assert any("Pat 2 1000-1400, 4 hrs" in c for c in context), context
        assert any("so only 2.5 hrs for everyone" in c for c in context), context
        reply = answer(f"(Mel) {question}", context,
                       mock="4 more hours - he was on 14.5, then did 4 on Sat 10 Jan and 2.5 on the Sunday (flags "
                            "came down early for the lightning), so he's at 21.")
finish(question, expected="10.5", actual=reply)
