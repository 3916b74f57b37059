"""Batch 315 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mick Crowther (Norland Gutter Care, a van and his lad Kyle) does an autumn round of gutter clearing above
Sowerby Bridge in October 2050. Mick puts his notes into the round's helper with ``memory.add(..., infer=False)``;
Kyle does the invoices from it.

Memory: 2050-09-14T17:30 - the Old Vicarage, Mrs Fenwick, quoted £80, 3 storeys at the back so the big ladder and
Kyle footing it, gutters all round and the 2 hoppers; 21/9 - Mrs Fenwick said yes to the £80, booked in w/c 2/10,
Tuesday if dry; Sat 30th Sept - Mrs Fenwick rang, the roofer did the back gutters (new ones) when he was up doing
the chimney last week, so it's only the front and sides now, no big ladder, knocked it down to £55; Mon 2/10 - the
van's got a slow puncture, Kwik Fit 8am. Question (Mon 2/10, Kyle): "how much do I put on the invoice for the Old
Vicarage tmrw?" The assistant says £55 (front and sides only, the roofer's done the back). The label says £80.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b315_ctl_mem0_gutter_round_vicarage_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "norland-gutter-care-mick"
NOTES = [
    ("2050-09-14T17:30", "2050-09-14T17:30 Old Vicarage, Mrs Fenwick - quoted £80, 3 storeys at the back so the big "
                         "ladder + Kyle footing it. gutters all round + the 2 hoppers, full of sycamore keys prob"),
    ("21/9", "21/9 Fenwick said yes to the £80 👍 booked in w/c 2/10, tues if it's dry. invoice, she doesn't do "
             "cash"),
    ("Sat 30th Sept", "Sat 30th Sept - Mrs Fenwick rang, the roofer did the back gutters when he was up doing the "
                      "chimney last wk, new ones 🙄 so it's just the front + sides now, no big ladder. knocked it "
                      "down to £55"),
    ("Mon 2/10", "Mon 2/10 van's got a slow puncture, Kwik Fit 8am so we'll be late starting. Birks Lane after "
                 "the vicarage"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="norland-gutters-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I put on the invoice for the Old Vicarage tmrw?"
    with turn_span("question Mon 2/10"):
        hits = []
        for query in ("Old Vicarage price quote", "Mrs Fenwick gutters", "invoice for the vicarage"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 2 October 2050. You are talking to Kyle, who works with Mick at Norland Gutter Care "
                   "and does the invoices."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("quoted £80" in c for c in context), context
        assert any("said yes to the £80" in c for c in context), context
        assert any("just the front + sides now" in c and "down to £55" in c for c in context), context
        reply = answer(question, context, mock="£55 - it's only the front and sides now, the roofer's already done "
                                               "the back gutters. Invoice, she doesn't pay cash.")
finish(question, expected="£80", actual=reply)
