"""Batch 82 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw notes), search,
one root span per note.

App: Sian, manager of Little Acorns Day Nursery, keeps rota notes in mem0 (``infer=False``, so each note is stored
as written). The deputy asks how long Ellie's Wednesday shift is.

Memory: the September rota has Ellie (Babies) on 8-6 Mon, Wed and Thu. A March note says Ellie came back on 3/3
from mat leave doing 9.15 to 3 on Wednesdays and Thursdays so she can get Alfie from school, with Hayley doing the
8 to 9.15 bit and Mondays off for now. The assistant says five and three quarter hours, 9.15 till 3. The label
gives ten hours, the September shift.

Expected verdict: AnnotationError (the answer is right per memory; the label is wrong). Nothing is planted, no
fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b82_ctl_mem0_nursery_shift_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-acorns"
NOTES = [
    ("2030-09-02", "autumn rota - Babies: Tasha 8-4 mon-fri, Ellie 8-6 mon/wed/thu, Amira (apprentice) 9-3 + "
                   "college tues. Caterpillars: Jo, Hayley, Mo full time. lunch cover 12-2 from preschool"),
    ("Oct 14th", "Ellie going on mat leave from 1/11, bank staff (Beth) covering her days"),
    ("9/1/31", "inspection window opens march - files + ratios on the wall pls, fire drill log up to date"),
    ("2031-02-24", "Ellie popped in w the baby!! she's back 3/3 - doing 9.15-3 weds + thurs so she can get Alfie "
                   "from school, Hayley does the 8-9.15 bit in babies, mondays off for now. lovely to see her"),
    ("Feb 25th", "Beth's last day covering is fri 28/2, she's staying on the bank list, v good w the babies"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-acorns"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long is Ellie on for on wednesdays?"
    with turn_span("question Tue 11/3"):
        hits = []
        for query in ("Ellie shift hours wednesday babies", "Ellie back mat leave", "babies rota cover"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 11 March 2031. You are talking to Priya, the deputy manager."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Ellie 8-6 mon/wed/thu" in c for c in context), context
        assert any("doing 9.15-3 weds + thurs" in c for c in context), context
        reply = answer(question, context, mock="Five and three quarter hours - 9.15 till 3, so she can do the school "
                                               "pick-up; Hayley covers 8 till 9.15.")
finish(question, expected="10 hrs (8-6)", actual=reply)
