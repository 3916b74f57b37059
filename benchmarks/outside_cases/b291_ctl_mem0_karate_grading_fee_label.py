"""Batch 291 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Sowerby Bridge Kyokushin Karate train at the Trinity church hall - kids Mon + Weds, adults Mon, Weds + Fri, a
kyu grading each term. Sensei Mo puts his notes for parents into the club's helper with ``memory.add(...,
infer=False)``; parents ask it about fees, kit and gradings.

Memory: 2050-09-06T19:45 - grading Sat 19th Nov, 10am at the hall, £25 for kyu grades, cash or a transfer to the
club account, forms to Mo by the 5th Nov; Tues 11th Oct - the association have put their fees up from this grading,
blame the insurance, so it's £32 now not 25, sorry folks it's not us; 26/10 - new belts in, £6 each, pay with the
grading fee if you're going up; Thurs 3 Nov - 23 forms in, the examiner's Sensei Begum from Bradford. Question (Fri
4/11, Sam's dad): "how much is Sam's grading fee? want to do the bank transfer tonight before the deadline" The
assistant says £32 (the association put it up from this grading), plus £6 if he needs the new belt. The label says
£25.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b291_ctl_mem0_karate_grading_fee_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sb-kyokushin-sensei-mo"
NOTES = [
    ("2050-09-06T19:45", "2050-09-06T19:45 GRADING 🥋 sat 19th nov, 10am at the hall. £25 for kyu grades, cash or "
                         "transfer to the club acct (ref = name + grade), forms to me by 5th nov"),
    ("Tues 11th Oct", "Tues 11th Oct - assoc have put their fees up from this grading, blame the insurance 🙄 so it's "
                      "£32 now not 25. sorry folks it's not us"),
    ("26/10", "26/10 new belts in!! £6 each, pay w/ the grading fee if ur going up. gi's £22 if anyone's grown out "
              "of theirs"),
    ("Thurs 3 Nov", "Thurs 3 Nov 23 forms in so far 💪 examiner's Sensei Begum from Bradford, kids pls be on time + "
                    "nails cut"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sb-kyokushin-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is Sam's grading fee? want to do the bank transfer tonight before the deadline"
    with turn_span("question Fri 4/11"):
        hits = []
        for query in ("grading fee how much", "fees put up", "belt price"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 4 November 2050. You are talking to Sam's dad; Sam trains at Sowerby Bridge "
                   "Kyokushin Karate."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£25 for kyu grades" in c for c in context), context
        assert any("so it's £32 now not 25" in c for c in context), context
        reply = answer(question, context, mock="£32 - the association put the grading fee up from this grading. If "
                                               "Sam's going up a belt, add £6 for the new one.")
finish(question, expected="£25", actual=reply)
