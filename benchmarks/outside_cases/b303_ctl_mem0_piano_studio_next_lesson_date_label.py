"""Batch 303 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Nasreen Qureshi teaches piano after school from her house in Bradshaw - Tuesday lessons for a handful of
children, half an hour each, fees by the term. She puts her notes into the studio's helper with
``memory.add(..., infer=False)``; parents ask it things.

Memory: 2053-01-06T19:00 - spring term lessons start Tues 7th Jan, Harry 4.30-5, Poppy 5-5.30, Amir 5.30-6.15, fees
by the 2nd lesson; Tue 4 Feb - Harry's scales are coming on, 10 mins a day not an hour on a Sunday; 18.2. - half term
next week so no lessons Tues 25th, back 4th March as normal, Poppy's mum asking about a concert slot; Weds 19th Feb -
Harry's mum paid the rest of term, £90 cash. Question (Thu 20/2, Harry's mum): "when's Harry's next lesson? I've
lost track with half term" The assistant says Tue 4th March at 4.30 - no lesson on the 25th, it's half term. The
label says Tue 25th Feb, 4.30.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b303_ctl_mem0_piano_studio_next_lesson_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "qureshi-piano-nasreen"
NOTES = [
    ("2053-01-06T19:00", "2053-01-06T19:00 spring term 🎹 lessons start tues 7th jan - Harry 4.30-5, Poppy 5-5.30, "
                         "Amir 5.30-6.15 (he's gr 5 now so 45 mins). fees by the 2nd lesson pls"),
    ("Tue 4 Feb", "Tue 4 Feb Harry's scales coming on 👍 told him 10 mins a day not an hour on a sunday nite 😂"),
    ("18.2.", "18.2. half term next wk so no lessons tues 25th, back 4th march as normal. Poppy's mum asking about a "
              "slot in the concert"),
    ("Weds 19th Feb", "Weds 19th Feb - Harry's mum paid for the rest of term, £90 cash, receipt in the book"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="qureshi-piano-2053"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's Harry's next lesson? I've lost track with half term"
    with turn_span("question Thu 20/2"):
        hits = []
        for query in ("Harry's lesson time", "half term no lessons", "when do lessons start back"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20 February 2053. You are talking to Harry's mum; Harry has piano lessons with "
                   "Nasreen Qureshi on Tuesdays."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Harry 4.30-5" in c for c in context), context
        assert any("no lessons tues 25th, back 4th march" in c for c in context), context
        reply = answer(question, context, mock="Tue 4th March at 4.30 - there's no lesson on Tue 25th, that's half "
                                               "term.")
finish(question, expected="Tue 25th Feb, 4.30", actual=reply)
