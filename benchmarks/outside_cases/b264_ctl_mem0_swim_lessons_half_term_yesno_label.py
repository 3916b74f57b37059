"""Batch 264 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Nadia teaches private swimming lessons after school at Brookfield pool - Tuesdays and Thursdays, 4.15, 4.45 and
5.15, 30 minutes each. She puts her notes into her helper with ``memory.add(..., infer=False)``; parents ask it
things.

Memory: 2050-09-05T21:00 - autumn term lessons Tues + Thurs at Brookfield, 4.15 / 4.45 / 5.15, no lessons in half
term (w/c 24th Oct) as the pool's shut for the school's holiday club; Thu 29 Sept - Poppy's moving up to stage 4
(still 4.15 on Tuesdays), needs her own goggles now; 14.10. - the pool have changed their minds, the holiday club's
going to the leisure centre this year so the pool's open half term, lessons as normal w/c 24th except Thurs 27th
(dentist); Tue 18th Oct - invoices out for the second half of term, Poppy's mum's paid. Question (Weds 19/10,
Poppy's mum): "is there a lesson next tues, the 25th? it's half term isn't it" The assistant says yes - lessons are
on as normal in half term (only Thurs 27th is off), so 4.15 as usual. The label says no, there are no lessons in
half term.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b264_ctl_mem0_swim_lessons_half_term_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nadia-swim-lessons"
NOTES = [
    ("2050-09-05T21:00", "2050-09-05T21:00 AUTUMN TERM 🏊 tues + thurs at Brookfield pool, 4.15 / 4.45 / 5.15, 30 mins "
                         "each. no lessons half term (w/c 24th oct) as the pool's shut for the school holiday club"),
    ("Thu 29 Sept", "Thu 29 Sept - Poppy's moving up to stage 4 👏 (still 4.15 tues) needs her own goggles now, not "
                    "the spare ones. Alfie on 4.45 tues only"),
    ("14.10.", "14.10. pool have changed their minds!! holiday club's going to the leisure centre this yr so they're "
               "open half term - I'm doing lessons as normal w/c 24th except thurs 27th (dentist 🦷)"),
    ("Tue 18th Oct", "Tue 18th Oct invoices out for the 2nd half of term, £21 a lesson as before. Poppy's mum's paid "
                     "already, Alfie's dad says fri"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nadia-swims-autumn-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is there a lesson next tues, the 25th? it's half term isn't it"
    with turn_span("question Weds 19/10"):
        hits = []
        for query in ("lessons in half term", "tuesday lesson times", "pool open or shut"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 19 October 2050. You are talking to Poppy's mum; Poppy has Tuesday lessons with "
                   "Nadia at Brookfield pool."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("no lessons half term (w/c 24th oct)" in c for c in context), context
        assert any("lessons as normal w/c 24th except thurs 27th" in c for c in context), context
        reply = answer(question, context, mock="Yes - the pool's open this half term, so Tuesday 25th is on as "
                                               "normal at 4.15. Only Thursday 27th is off.")
finish(question, expected="no - there are no lessons in half term", actual=reply)
