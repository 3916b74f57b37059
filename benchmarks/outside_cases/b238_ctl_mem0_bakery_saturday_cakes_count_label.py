"""Batch 238 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Crumbs on Crown Street (Lisa, and Amy on Saturdays) bakes custom celebration cakes to order. Lisa puts the
orders book's entries into the shop's helper with ``memory.add(..., infer=False)``; Amy asks it things when she's
getting ready for a Saturday.

Memory: 2051-05-06T17:30 - Sat 20th May, 4 celebration cakes booked so far: the Hirst 40th (chocolate fudge), the
Patel engagement (2 tier red velvet), the Wood christening (lemon) and the Lumb retirement (the golf course one);
Thu 11 May - Patel paid a £30 deposit, Lumb £20; 15/5 - Mrs Wood rang, the christening's off for now, the baby's
poorly (nothing serious), they'll rebook for June and the deposit carries over; Weds 17th - running low on boxes,
only 10" and 12" left, more ordered. Question (Fri 19/5, Amy): "how many cakes have we got going out on saturday? want
to make the boxes up tonight" The assistant says 3 (the Hirst, Patel and Lumb cakes; the Wood christening's off).
The label says 4.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b238_ctl_mem0_bakery_saturday_cakes_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crumbs-orders-lisa"
NOTES = [
    ("2051-05-06T17:30", "2051-05-06T17:30 SAT 20th MAY 🎂 4 celebration cakes booked so far - Hirst 40th (choc "
                         "fudge 8\"), Patel engagement (2 tier red velvet), Wood christening (lemon, blue ribbon), "
                         "Lumb retirement (the golf course one 🙄⛳)"),
    ("Thu 11 May", "Thu 11 May Patel paid £30 deposit, Lumb £20, both in the book. Hirst paying on collection"),
    ("15/5", "15/5 Mrs Wood rang - the christening's off for now, baby's poorly (nothing serious thank god) so "
             "they'll rebook for june. deposit carries over, told her not to worry"),
    ("Weds 17th", "Weds 17th boxes running low, only 10\" + 12\" left, ordered more from the packaging place. "
                  "boards ok"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crumbs-orders-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many cakes have we got going out on saturday? want to make the boxes up tonight"
    with turn_span("question Fri 19/5"):
        hits = []
        for query in ("cakes booked for saturday", "cancelled order", "cake collections sat 20th"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 19 May 2051. You are talking to Amy, who works Saturdays at Crumbs bakery."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("4 celebration cakes booked so far" in c for c in context), context
        assert any("the christening's off for now" in c for c in context), context
        reply = answer(question, context, mock="3 - the Hirst 40th, the Patel engagement cake and the Lumb "
                                               "retirement one. The Wood christening's off for now.")
finish(question, expected="4", actual=reply)
