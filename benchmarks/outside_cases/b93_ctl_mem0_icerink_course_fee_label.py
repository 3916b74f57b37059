"""Batch 93 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as is; in-memory qdrant), search, one root span per note.

App: Jo keeps her two children's skating admin at the Planet Ice rink in a mem0-backed helper, one note at a time.

Memory: the spring group courses are 10 weeks, £95 a skater; Ava (level 6) is booked and paid, £95, and her brother
Leo starts level 1 this term; the rink's family deal is that a second child on a course in the same term goes at
half the course price - show Ava's receipt at reception. Question (Fri 3/4, Jo): "how much is leo's course going to
be this term?" The assistant says £47.50 (half, as Ava's already on a course). The label says £95 for the ten
weeks.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b93_ctl_mem0_icerink_course_fee_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "jo-skating"
NOTES = [
    ("28 Mar", "spring term group courses start sat 11/4 - 10 wks, £95 per skater. lvl 1-4 at 9am, 5-8 at 8.15. "
               "pay at reception or online"),
    ("29/3", "Ava - lvl 6, booked + PAID £95 (card), receipt in my email. Leo starting lvl 1 this term, finally!!"),
    ("30.3.37", "Leo needs hire skates for now, size 13 junior, £2.50 a go unless we buy. helmet compulsory for "
                "lvl 1-2"),
    ("1/4", "asked at the desk re Leo - they do a family thing: 2nd kid on a course in the same term goes at half "
            "the course price, just show Ava's receipt when I pay"),
    ("2/4", "Irina says Ava's ready for her lvl 7 test in June, £20 test fee"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="skating"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how much is leo's course going to be this term?"
    with turn_span("question Fri 3/4"):
        hits = []
        for query in ("Leo course price this term", "group course cost per skater", "second child half price"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 3 April 2037. You are talking to Jo, Ava and Leo's mum."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£95 per skater" in c for c in context), context
        assert any("half the course price" in c for c in context), context
        assert any("booked + PAID £95" in c for c in context), context
        reply = answer(question, context, mock="£47.50 - the course is £95, but as Ava's already on one this term "
                                               "Leo goes at half. Take Ava's receipt to reception.")
finish(question, expected="£95 for the ten weeks", actual=reply)
