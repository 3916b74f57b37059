"""Batch 274 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: "Captain Giggles" (Lisa) does children's parties - a pirate show, games, a party bag for every child. She puts
her booking notes into her helper with ``memory.add(..., infer=False)`` and asks it things while she packs.

Memory: 2050-06-02T10:15 - Jack's 5th, Sat 24th June, 1-3 at Brighouse scout hut, mum Amy says 20 kids; 9/6 - Amy
wants pirate theme, eye patches in the bags; Mon 19th June - Amy texted, 3 more from his new class coming, the
invites went late; Thurs 22nd - the twins (Harry + Freddie) have chickenpox so they're out, Amy's gutted for them.
Question (Fri 23/6, Lisa): "how many party bags do I need for Jack's tmrw? doing them tonight" The assistant says 21
(20, plus 3 from his class, less the twins). The label says 20.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b274_ctl_mem0_party_entertainer_party_bags_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "captain-giggles-lisa"
NOTES = [
    ("2050-06-02T10:15", "2050-06-02T10:15 BOOKED 🏴‍☠️ Jack's 5th, sat 24th june 1-3 Brighouse scout hut, mum Amy, "
                         "she says 20 kids. £150, £40 dep paid"),
    ("9/6", "9/6 Amy wants full pirate theme, eye patches + chocolate coins in the bags, no sweets w/ nuts (1 allergy)"),
    ("Mon 19th June", "Mon 19th June Amy texted - 3 more from his new class coming, invites went out late 🙈 "
                      "she's fine paying extra if needed"),
    ("Thurs 22nd", "Thurs 22nd the twins (Harry + Freddie) have got chickenpox so they're out 😷 Amy's gutted for "
                   "them, she'll drop a bag round"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="captain-giggles-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many party bags do I need for Jack's tmrw? doing them tonight"
    with turn_span("question Fri 23/6"):
        hits = []
        for query in ("how many kids at Jack's party", "more kids coming", "kids who can't come"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 23 June 2050. You are talking to Lisa (Captain Giggles), a children's party "
                   "entertainer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("she says 20 kids" in c for c in context), context
        assert any("3 more from his new class coming" in c for c in context), context
        assert any("the twins (Harry + Freddie) have got chickenpox" in c for c in context), context
        reply = answer(question, context, mock="21 - Amy's 20, plus 3 from his new class, less the twins with "
                                               "chickenpox.")
finish(question, expected="20", actual=reply)
