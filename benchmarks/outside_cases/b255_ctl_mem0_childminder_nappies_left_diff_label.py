"""Batch 255 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Sam Oduya is a childminder in Elland; parents send in each child's nappies and wipes, and she logs the day's
handover notes into her helper with ``memory.add(..., infer=False)`` so she knows when to ask for more.

Memory: Mon 10/3 - Noah's mum dropped in a new pack of 40 (size 4) and wipes, in his drawer, 6 used today; tues
11.3. - 3 used, he was at nursery in the morning; 12/3 Weds - Noah's got the runs, poor lamb, 11 nappies today, mum
knows, Calpol at 2; Thu 13th March - Noah off poorly, none used; Fri 14/3 - Noah back, much better, 5 nappies, ate
all his dinner. Question (Fri 14/3, 5.30pm, Sam): "how many nappies has Noah got left here? do I need to ask his mum
for more for monday" The assistant says 15 (40, less 6 + 3 + 11 + 5 = 25 used), so yes, ask for another pack. The
label says 40.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b255_ctl_mem0_childminder_nappies_left_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sam-oduya-childminding"
NOTES = [
    ("Mon 10/3", "Mon 10/3 Noah's mum dropped a new pack of 40 nappies (size 4) + wipes in, they're in his drawer. "
                 "6 used today, slept 1-2.15"),
    ("11.3.", "tues 11.3. Noah only here pm (nursery am) - 3 nappies, played trains w/ Leo the whole afternoon"),
    ("12/3", "12/3 Weds - Noah's got the runs poor lamb 💩 11 nappies today!! mum knows, Calpol at 2, lots of water, "
             "keeping him off tmrw"),
    ("Thu 13th March", "Thu 13th March - Noah off poorly, none used. Leo + Isla did the playdough, kitchen is a state"),
    ("Fri 14/3", "Fri 14/3 Noah back, much better 🙌 5 nappies, ate all his dinner, mum pick up 5.15"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sam-oduya-handovers-51"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many nappies has Noah got left here? do I need to ask his mum for more for monday"
    with turn_span("question Fri 14/3 1730"):
        hits = []
        for query in ("Noah nappies pack", "nappies used today", "Noah poorly the runs"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 March 2051, 5.30pm. You are talking to Sam, a childminder; Noah (2) is one of "
                   "her mindees."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("new pack of 40 nappies" in c for c in context), context
        for used in ("6 used today", "3 nappies", "11 nappies today", "none used", "5 nappies"):
            assert any(used in c for c in context), (used, context)
        reply = answer(question, context, mock="15 - he started the week with 40 and has used 25 (6, 3, 11 with the "
                                               "runs, none Thursday, 5 today). Worth asking his mum for another pack.")
finish(question, expected="40", actual=reply)
