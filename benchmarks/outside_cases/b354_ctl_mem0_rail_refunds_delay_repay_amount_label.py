"""Batch 354 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each record
stored as written; in-memory qdrant), one root span per record and one for the question.

App: Northline Rail's refunds team log each Delay Repay claim in the team's assistant with
``memory.add(..., infer=False)`` - the claim as received, the customer's emails, the team's corrections and payment
notes; agents ask it what to tell the customer.

Memory: 2051-05-08T11:20+01:00 - claim DR-66120 received, the 08:14 York-Newcastle on Sat 06/05/2051 arrived 47 min
late, 30-59 min band = 50% of the single fare, ticket keyed as an Anytime Single GBP 38.90, so GBP 19.45,
acknowledgement emailed; Tue 9 May - the customer's email with a photo of the ticket, it is a return, not a single;
10/05/51 14:05 - T. Hughes' correction: the ticket is an Off-Peak Return, GBP 61.20; for a return the leg is valued
at half, GBP 30.60, so 50% = GBP 15.30, the GBP 19.45 in the acknowledgement was sent in error and is superseded;
11 May - payment by BACS, 3-5 working days. Question (Fri 12 May 2051, an agent): "How much Delay Repay
compensation will be paid on claim DR-66120?" The assistant says GBP 15.30 (half of the GBP 30.60 leg; the 19.45
was keyed from a single fare and corrected). The label says GBP 19.45.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b354_ctl_mem0_rail_refunds_delay_repay_amount_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "northline-delay-repay-DR-66120"
RECORDS = [
    ("2051-05-08T11:20+01:00",
     "2051-05-08T11:20+01:00 Claim DR-66120 rec'd via web. 08:14 York - Newcastle, Sat 06/05/2051, arr 47 min late "
     "(confirmed by TRUST). Band 30-59 min = 50% of single fare. Ticket keyed as Anytime Single GBP 38.90 -> "
     "compensation GBP 19.45. Auto-acknowledgement emailed to customer."),
    ("Tue 9 May 2051",
     "Tue 9 May 2051 - email from customer (Ms H. Lund): 'Dear Northline, thank you for your email. I think there "
     "has been a mistake, my ticket was a return, not a single - photo attached. Yours faithfully, Hanna Lund'"),
    ("10/05/51 14:05",
     "10/05/51 14:05 Correction (T. Hughes, Refunds): ticket is an Off-Peak Return York - Newcastle GBP 61.20. For a "
     "return, the delayed leg is valued at half the fare = GBP 30.60, so 50% = GBP 15.30 compensation. The GBP "
     "19.45 quoted in the auto-acknowledgement was keyed from a single fare in error and is superseded. Customer "
     "informed, apology sent."),
    ("11 May",
     "11 May - payment method: BACS to account ending 2286, 3-5 working days once authorised. No admin fee on "
     "Delay Repay."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="northline-delay-repay"))
    for i, (logged, text) in enumerate(RECORDS, 1):
        with turn_span(f"record-{i} {logged}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"logged": logged}, infer=False)
    question = "How much Delay Repay compensation will be paid on claim DR-66120?"
    with turn_span("question Fri 2051-05-12"):
        hits = []
        for query in ("delay repay compensation amount", "correction to the claim", "ticket type fare"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 12 May 2051. You are assisting an agent of Northline Rail's refunds team with Delay "
                   "Repay claim DR-66120."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("compensation GBP 19.45" in c for c in context), context
        assert any("so 50% = GBP 15.30 compensation" in c and "is superseded" in c for c in context), context
        reply = answer(question, context,
                       mock="GBP 15.30 - the ticket is an Off-Peak Return (GBP 61.20), so the delayed leg is valued "
                            "at GBP 30.60 and the 30-59 minute band pays 50%. The GBP 19.45 in the acknowledgement "
                            "was keyed from a single fare and has been superseded.")
finish(question, expected="GBP 19.45", actual=reply)
