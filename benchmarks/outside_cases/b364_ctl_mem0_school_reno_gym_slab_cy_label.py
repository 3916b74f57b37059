"""Batch 364 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Monroe High School gym renovation (2051) - a new slab-on-grade in the gym. Gus (the GC's super) puts his daily
reports and corrections into the job's helper with ``memory.add(..., infer=False)``; the PM asks it for quantities
for the pay application.

Memory: DAILY 2/14/51 - gym SOG pour, Rivera Concrete 7 guys + pump, 7 trucks from Tri-State, 4000 psi, 42 CY
ordered, 38 CY placed per the log; 2/15 - edge forms stripped, joints saw-cut at 0600; Fri 2/17 - "void the 2/14 log
entry on yardage, I read the wrong ticket" - the tickets say 7 trucks x 6 CY = 42, the last truck went back with
2.5 CY in the drum, so 39.5 CY placed, Tri-State credits the 2.5; 2/21 - 7-day breaks 3120 psi avg. Question (Weds
2/22, the PM): "how many yards actually went into the gym slab? need it for pay app #6" The assistant says 39.5 CY
(42 on the tickets less the 2.5 sent back; the 2/14 figure of 38 was voided). The label says 38 CY - the voided log
entry's figure, which is in memory but was corrected three days later.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b364_ctl_mem0_school_reno_gym_slab_cy_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "monroe-hs-gym-super-gus"
NOTES = [
    ("2/14/51", "DAILY 2/14/51 - gym SOG pour today 🎉 Rivera Concrete 7 guys + Keystone pump. 7 trucks from "
                "Tri-State, 4000 psi. 42 CY ordered, 38 CY placed per the log. Terracon took 2 sets of cylinders. "
                "cold - blankets on o/n"),
    ("2/15", "2/15 stripped the edge forms, saw-cut joints at 0600 (~14 hrs), Rivera says no raveling. gym doors "
             "stay locked till wed"),
    ("Fri 2/17", "Fri 2/17 - void the 2/14 log entry on yardage, I read the wrong ticket 🤦 tickets say 7 trucks x "
                 "6 CY = 42, last truck went back w/ 2.5 in the drum, so 39.5 CY placed. Tri-State credits the 2.5 "
                 "on the next invoice"),
    ("2/21", "2/21 7-day breaks in from Terracon, 3120 psi avg, on track for the 28-day. flooring sub wants a "
             "moisture test b4 they'll start"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="monroe-hs-gym-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many yards actually went into the gym slab? need it for pay app #6"
    with turn_span("question Weds 2/22"):
        hits = []
        for query in ("gym slab concrete yards placed", "CY placed pour", "void log entry yardage"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 2/22/2051. You are talking to the PM on the Monroe High School gym renovation."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("38 CY placed per the log" in c for c in context), context
        assert any("void the 2/14 log entry on yardage" in c and "so 39.5 CY placed" in c for c in context), context
        reply = answer(question, context, mock="39.5 CY - 42 on the tickets less the 2.5 that went back in the last "
                                               "truck (the 38 in the 2/14 log was voided).")
finish(question, expected="38 CY", actual=reply)
