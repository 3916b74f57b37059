"""Batch 122 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
typed; in-memory qdrant), search, one root span per note and one for the question.

App: Gaz, a driving instructor, jots his pupil notes (lessons, tests, money) into his helper with
``memory.add(..., infer=False)``; he asks it who's paid before he goes out on the week's lessons.

Memory: Mon 13/4, Chloe's down for two this week (tue 4-5, thu 4-5), £34 each, owes £68, usually pays cash on the
thursday; Weds 15/4, Chloe's mum rang - she's sorted both by bank transfer sunday night (ref CHLOE B), so no cash
thursday; Thu 16th, checked the banking app this morning, the £68's gone in. Question (Fri 17/4, Gaz): "has chloe
paid for her lessons this wk?" The assistant says yes - her mum paid the £68 by bank transfer and it's in. The label
says no, she owes £68 - in memory, but from before her mum paid.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b122_ctl_mem0_driving_chloe_paid_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gaz-driving-school"
NOTES = [
    ("Mon 13/4", "chloe - 2 this wk, tue 4-5 + thu 4-5, £34 each so owes £68. usually pays cash on the thurs"),
    ("Mon 13/4", "josh - double tue 21st 11.15 from Screwfix then test 1.32pm Heaton, £76 paid up front"),
    ("Tue 14/4", "aisha owes for last wk still, £34 - she says friday. moved her to fri half 6 anyway (car in for "
                 "service weds)"),
    ("Weds 15/4", "chloe's mum rang - she's sorted both of this wk's by bank transfer sunday night, ref CHLOE B, so "
                  "no cash thurs. nice woman, asked about a block of 10 for the summer"),
    ("Thu 16th", "checked the banking app this am - chloe's £68 has gone in. ryan's mum sent a card + a bottle for "
                 "the pass, bless her"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gaz-pupils"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "has chloe paid for her lessons this wk?"
    with turn_span("question Fri 17/4"):
        hits = memory.search("chloe paid lessons this week owes cash bank transfer", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 April 2037. You are talking to Gaz, the driving instructor."]
        context += [h["memory"] for h in hits]
        assert any("so owes £68" in c for c in context), context
        assert any("sorted both of this wk's by bank transfer" in c for c in context), context
        assert any("chloe's £68 has gone in" in c for c in context), context
        reply = answer(question, context, mock="Yes - her mum paid both lessons (£68) by bank transfer on Sunday and "
                                               "it showed in the bank on Thursday.")
finish(question, expected="no - she owes £68 for the two lessons", actual=reply)
