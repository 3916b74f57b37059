"""Batch 356 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Westbrook High's robotics team (FRC 8812, the "Gearheads") go to a scrimmage at Northfield High on Saturday,
10/15/2050 - 18 kids, the robot, the pit cart. Coach Okafor posts team updates and parent texts into the team's
helper with ``memory.add(..., infer=False)``; parents ask it things.

Memory: 2050-10-03 Coach Okafor - scrimmage Sat 10/15 at Northfield HS, load-in 7:30 AM, the school van (she's
driving) takes the robot + pit crew, 7 seats, need 2 parent drivers for the other 11 kids; Thu 10/6 - parent drivers:
Mr. Patel (Dev's dad, 5 seats) and Ms. Reyes (minivan, 6 seats), thank you!; Tue 10/11 - Mr. Patel texted, his
car's in the shop till next week so he can't drive Sat, Ms. Lindqvist (Nora's mom) is taking his spot, she has the
Suburban; Wed 10/12 - safety glasses + team shirts, pizza at lunch $8. Question (Thu 10/13, Sam's dad): "who's
driving to the scrimmage saturday? want to know who Sam's riding with" -> the assistant lists Coach Okafor (the
school van), Ms. Reyes and Ms. Lindqvist - the drivers sit in three different notes. The label says Coach Okafor,
Mr. Patel and Ms. Reyes: Mr. Patel is in memory as a driver, but he dropped out ("his car's in the shop") and Ms.
Lindqvist took his spot.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b356_ctl_mem0_robotics_scrimmage_drivers_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "westbrook-frc-8812-coach-okafor"
NOTES = [
    ("2050-10-03", "2050-10-03 Coach Okafor: SCRIMMAGE 🤖 Sat 10/15 at Northfield HS, load-in 7:30 AM, matches 9-3. "
                   "School van (I'm driving) takes the robot + pit crew, 7 seats. Need 2 parent drivers for the other "
                   "11 kids, reply here if u can"),
    ("Thu 10/6", "Thu 10/6 parent drivers for Sat: Mr. Patel (Dev's dad, 5 seats) and Ms. Reyes (minivan, 6 seats). "
                 "thank you!! that covers everyone"),
    ("Tue 10/11", "Tue 10/11 - Mr. Patel texted, his car's in the shop till next week 😬 so he can't drive Sat. "
                  "Ms. Lindqvist (Nora's mom) is taking his spot, she has the Suburban. crisis averted"),
    ("Wed 10/12", "Wed 10/12 reminder: safety glasses + team shirts (the orange ones), pizza at lunch $8, send cash "
                  "w/ your kid or Venmo the boosters"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="westbrook-frc-8812-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's driving to the scrimmage saturday? want to know who Sam's riding with"
    with turn_span("question Thu 10/13"):
        hits = []
        for query in ("drivers for the scrimmage", "who is driving saturday", "can't drive, taking his spot"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thursday, October 13, 2050. You are talking to Sam's dad; Sam is on Westbrook High's "
                   "robotics team (FRC 8812)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("School van (I'm driving)" in c for c in context), context
        assert any("Mr. Patel (Dev's dad, 5 seats) and Ms. Reyes" in c for c in context), context
        assert any("his car's in the shop" in c and "Ms. Lindqvist" in c for c in context), context
        reply = answer(question, context, mock="Three drivers: Coach Okafor in the school van (with the robot and pit "
                                               "crew), Ms. Reyes in her minivan, and Ms. Lindqvist in her Suburban - "
                                               "she took Mr. Patel's spot. Check with the coach which car Sam's in.")
finish(question, expected="Coach Okafor (school van), Mr. Patel and Ms. Reyes", actual=reply)
