"""Batch 337 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: PayCadence (a B2B payroll SaaS vendor) renews Northwind Dental Group (account NWD-3310, 180 employees) for a
3-year term. Kevin Park, the customer success manager, logs his renewal notes into the team's helper with
``memory.add(..., infer=False)``; billing ops asks it what to set up.

Memory: 08/14/2026 - sent quote v1, $14.00 PEPM, 3-yr term, implementation fee waived; Aug 28 - Priya (their COO)
pushed back, Gusto quoted them $11.00, escalated to Rob (VP Sales) for a discount; 09/03/2026 2:30 PM - Rob
approved $12.50 PEPM if they sign a 3-yr by 9/30, quote v2 sent, v1 is void; 09/25 - DocuSign back, Northwind
signed quote v2, renewal effective 11/01/2026. Question (Wed 10/7/2026, Lena in billing ops): "what PEPM rate do I
set up for Northwind's renewal in billing? effective 11/1" The assistant says $12.50 (quote v2, signed 9/25). The
label says $14.00 - the rate on quote v1, which the 09/03 note voided (a superseded version).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b337_ctl_mem0_payroll_renewal_pepm_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paycadence-cs-nwd-3310"
NOTES = [
    ("08/14/2026", "08/14/2026 - Northwind Dental renewal (NWD-3310). Sent quote v1: $14.00 PEPM, 3-yr term, ~180 "
                   "EEs, implementation fee waived. Decision by end of month per Priya."),
    ("Aug 28", "Aug 28 - Priya (Northwind COO) pushed back hard, Gusto quoted them $11.00 PEPM. Escalated to Rob "
               "(VP Sales) for a discount approval. Risk flag set to yellow."),
    ("09/03/2026 2:30 PM", "09/03/2026 2:30 PM - Rob approved $12.50 PEPM if they sign a 3-yr by 9/30. Sent quote "
                           "v2 to Priya, v1 is void. Added the free GL integration (v4.2 connector) as a sweetener."),
    ("09/25", "09/25 - DocuSign came back! Northwind signed quote v2. Renewal effective 11/01/2026. Risk flag back "
              "to green, handing billing setup to ops."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paycadence-cs-northwind"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what PEPM rate do I set up for Northwind's renewal in billing? effective 11/1"
    with turn_span("question Wed 10/7/2026"):
        hits = []
        for query in ("Northwind renewal PEPM rate", "quote signed", "discount approved price per employee"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wednesday 10/7/2026. You are talking to Lena in billing ops at PayCadence."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Sent quote v1: $14.00 PEPM" in c for c in context), context
        assert any("Rob approved $12.50 PEPM" in c and "v1 is void" in c for c in context), context
        assert any("Northwind signed quote v2" in c for c in context), context
        reply = answer(question, context, mock="$12.50 PEPM - that's quote v2, which Northwind signed on 9/25 (v1 at "
                                               "$14.00 was voided). 3-year term starting 11/01/2026.")
finish(question, expected="$14.00 PEPM", actual=reply)
