"""Batch 257 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Holme Lane Vets' front desk (Ellie and Jo) keep their reception notes - bookings, call-backs, who's in - in the
practice's helper with ``memory.add(..., infer=False)``; whoever is on the desk asks it things.

Memory: Ellie, 2051-02-06T08:50 - Mr Singh booked Mochi (cat, 12) in for her bloods recheck Fri 17/2 at 3.20 with
Dr Hughes, he wants her specifically as she did the last ones; Jo, 9/2 - the new card machine; Ellie, Weds 15/2 -
Dr Hughes is off sick the rest of the week with the flu going round, all her consults moved to Dr Adeyemi, rang
everyone, Mr Singh grumbled but he's fine with it, the ops are covered by the locum; Jo, Thu 16th - the Hills
delivery. Question (Fri 17/2, Ellie): "who's Mochi Singh seeing this afternoon? need to put her notes out on the
right desk" The assistant says Dr Adeyemi (Dr Hughes is off sick). The label says Dr Hughes.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b257_ctl_mem0_vet_practice_which_vet_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holme-lane-vets-desk"
NOTES = [
    ("2051-02-06T08:50", "2051-02-06T08:50 (Ellie) Mr Singh - Mochi (cat, 12yo, kidneys) bloods recheck fri 17/2 "
                         "3.20 w/ Dr Hughes, he wants her specifically as she did the last ones. urine sample if he "
                         "can get one 😂"),
    ("9/2", "9/2 (Jo) new card machine's in, old one goes back in the jiffy bag by the 28th. contactless limit's "
            "gone up"),
    ("Weds 15/2", "Weds 15/2 (Ellie) Dr Hughes is off sick rest of the wk w/ the flu that's going round 🤒 all her "
                  "consults moved to Dr Adeyemi, rang everyone. Mr Singh grumbled but he's fine w/ it. ops covered "
                  "by the locum"),
    ("Thu 16th", "Thu 16th (Jo) Hills delivery came, the k/d's in the back, 3 bags short, they're sending them "
                 "mon"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holme-lane-desk-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's Mochi Singh seeing this afternoon? need to put her notes out on the right desk"
    with turn_span("question Fri 17/2"):
        hits = []
        for query in ("Mochi Singh appointment vet", "which vet is in friday", "Dr Hughes consults"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 February 2051. You are helping Ellie on the front desk at Holme Lane Vets."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("3.20 w/ Dr Hughes, he wants her specifically" in c for c in context), context
        assert any("all her consults moved to Dr Adeyemi" in c for c in context), context
        reply = answer(question, context, mock="Dr Adeyemi - Dr Hughes is off sick this week, so all her consults "
                                               "(Mochi's 3.20 included) moved to Dr Adeyemi.")
finish(question, expected="Dr Hughes", actual=reply)
