"""Batch 292 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Heathfield Cattery near Halifax is run by Lynn and her daughter Gemma - 12 pens and an isolation pen, feeds at
8 and 5, a food order from the wholesaler every Friday. Lynn puts her notes into the cattery's helper with
``memory.add(..., infer=False)``; Gemma asks it how many cats to order food for.

Memory: 2051-04-28T17:30 - bank holiday weekend, 12 cats booked in, full apart from the isolation pen; Tue 2/5 -
Mrs Okafor's rung, her mum's poorly so they're not going now, so Biscuit and Ginger aren't coming, she's kept the
deposit for the summer; Weds 3rd May - the vets rang, a stray with a pinned leg needs boarding for a week till the
rescue has a space, in the isolation pen, the council's paying; Thu 4/5 - the wholesaler's put the pouches up
again. Question (Fri 5/5, Gemma): "how many cats have we got in over the bank hol? doing the food order" The
assistant says 11 (the 12 booked, less Biscuit and Ginger, plus the vets' stray). The label says 12.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b292_ctl_mem0_cattery_bank_holiday_cats_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "heathfield-cattery-lynn"
NOTES = [
    ("2051-04-28T17:30", "2051-04-28T17:30 BANK HOL WKND 🐈 12 cats booked in, full apart from the isolation pen. "
                         "drop offs fri 4-6 + sat 9-11, no collections mon till 4"),
    ("Tue 2/5", "Tue 2/5 Mrs Okafor's rung, her mum's poorly so they're not going now 😢 so Biscuit + Ginger aren't "
                "coming. told her we'd keep the deposit for the summer"),
    ("Weds 3rd May", "Weds 3rd May the vets rang - a stray w/ a pinned leg needs boarding for a wk till the rescue "
                     "has a space. isolation pen, council's paying. Gemma's calling him Tripod already 🙄"),
    ("Thu 4/5", "Thu 4/5 wholesaler's put the pouches up AGAIN, 48p now. order goes in fri by 12 for sat delivery"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="heathfield-cattery-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many cats have we got in over the bank hol? doing the food order"
    with turn_span("question Fri 5/5"):
        hits = []
        for query in ("cats booked in bank holiday", "cancelled booking not coming", "extra cat boarding"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 5 May 2051. You are talking to Gemma, who runs Heathfield Cattery with her mum Lynn."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("12 cats booked in" in c for c in context), context
        assert any("Biscuit + Ginger aren't coming" in c for c in context), context
        assert any("a stray w/ a pinned leg needs boarding" in c for c in context), context
        reply = answer(question, context, mock="11 - the 12 booked, less Biscuit and Ginger (Mrs Okafor cancelled), "
                                               "plus the vets' stray in the isolation pen.")
finish(question, expected="12", actual=reply)
