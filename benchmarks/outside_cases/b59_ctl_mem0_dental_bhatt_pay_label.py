"""Batch 59 (held out), control. A dental practice's front-desk notes: mem0 Memory (infer=False; the local model
server only embeds; in-memory qdrant), one root span per note.

App: Sharon on reception at Brookside Dental keeps front-desk notes in mem0 as she goes (``memory.add(...,
infer=False)``, one memory per note). Mr Bhatt is booked for a check-up and a 30-minute clean on Tue 12 May. Private
prices for the two together are £123; but Mr Bhatt pays £19.50 a month by direct debit on the practice's own plan,
which takes in two check-ups and two cleans a year, and this is his first of each this year.

No fault planted. Question (Mon 11/5, a temp on reception): "does Mr Bhatt have anything to pay tomorrow?" The model
answers no, his monthly plan takes care of it, right per memory. The label says yes, £123. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b59_ctl_mem0_dental_bhatt_pay_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brookside-front-desk"
NOTES = [
    ("2026-04-20", "private price list from May: check-up £55, hyg 30 min £68 (so £123 if they have both same "
                   "day), 45 min £89, white filling from £140"),
    ("21/4/26", "Mr R Bhatt - booked tues 12/5 9.20 check-up w Dr Kaur then straight thru to Priya for a 30 min "
                "clean, he's asked for the big chair (back)"),
    ("2026-04-22", "Mrs Albright's daughter rang, mum's in hosp, cancel the 28th, she'll call back"),
    ("2026-04-24", "Mr Bhatt joined the Brookside plan Jan - £19.50/mth DD, covers 2 check-ups + 2 hyg visits a "
                   "yr + 10% off treatment. he's not been in yet this yr so May's his first of each"),
    ("April 29", "card machine - use the new one on the left, the old one keeps dropping the wifi"),
    ("2026-05-06", "Wright kids fluoride moved to half term w Priya, mum ok'd it"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brookside-desk"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "does Mr Bhatt have anything to pay tomorrow?"
    with turn_span("question Mon 11/5"):
        context = ["Today is Mon 11 May 2026."]
        for query in ("Mr Bhatt check-up clean tuesday price pay", "Brookside plan monthly direct debit covers",
                      "private price list check-up hygiene"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("£123 if they have both same day" in c for c in context), context
        assert any("covers 2 check-ups + 2 hyg visits a yr" in c for c in context), context
        assert any("booked tues 12/5 9.20" in c for c in context), context
        reply = answer(question, context, mock="No - he's on the Brookside plan (£19.50 a month), which covers his "
                                               "check-up and clean, and these are his first this year.")
finish(question, expected="yes, £123 for the check-up and the clean together", actual=reply)
