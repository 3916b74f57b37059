"""Batch 354 (held out). A rail operator's refunds team: chromadb collection of a refund case's records, script
style (every call its own trace); for an amount question the team's assistant asks only the fare, refund and policy
records, and the complaints team's hand-off that waived the admin fee was filed as a complaint.

App: Northline Rail's refunds team work each claim as a set of records in one chroma collection - the ticket, the
refund calculation, the policy extract, the customer's emails, complaints hand-offs, payment notes - with metadata
``kind`` (fare, refund, policy, correspondence, complaint, payment). For "how much" questions the assistant asks only
``where={"kind": {"$in": ["fare", "refund", "policy"]}}``, the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): the ticket record has 2 x Off-Peak Return Leeds-London
King's Cross, GBP 118.60 each, GBP 237.20 paid by card, for the 07:05 on Tue 4 Apr 2051; the policy extract says refunds
of unused tickets carry a GBP 10.00 admin fee; the refund calculation (case RF-20514-7731, 05/04/2051) has GBP 237.20
less the GBP 10.00 fee = GBP 227.20. The complaints team's hand-off of 6 Apr 2051 (M. Okoro) opens with the customer's
complaint about the lack of information at Leeds and says, in passing, that the 07:05 was cancelled by Northline
(traincrew shortage), so under the Conditions of Travel no admin fee applies and the full GBP 237.20 goes back to the
card; a separate GBP 15 goodwill e-voucher was also issued. It was filed as kind "complaint". Question (Fri 7 Apr
2051, the agent drafting the reply): "What amount will be refunded to the customer's card for RF-20514-7731?" ->
expected GBP 237.20 (no admin fee, the train was cancelled by us). The scoped query returns the ticket, the policy and
the calculation; the assistant says GBP 227.20.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the hand-off is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it out of the context the
model saw. Asserted: the hand-off is in the unfiltered 5 nearest and not in the filtered result; no context line
says the fee does not apply or mentions the cancellation; the GBP 237.20 fare, the GBP 10.00 fee and the GBP 227.20
calculation are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b354_chroma_rail_refunds_refund_amount_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

HANDOFF = ("Handover from Complaints (M. Okoro) 06/04/2051 - RF-20514-7731. Customer unhappy with the lack of "
           "announcements at Leeds and the queue at the ticket office; apology sent ('We are sorry that your journey "
           "did not go as planned...'). FYI for refunds: the 07:05 on 4 Apr was cancelled by Northline (traincrew "
           "shortage), so under the Conditions of Travel no admin fee applies - full refund of the amount paid to "
           "the card pls. Also issued a GBP 15 goodwill e-voucher separately (not cash, not part of the refund).")
RECORDS = [
    ("fare", "Ticket record RF-20514-7731: 2 x Off-Peak Return Leeds - London King's Cross, GBP 118.60 each, total "
             "GBP 237.20 paid by Visa ending 4471. Outward 07:05 Tue 04/04/2051. Both tickets unused, returned by "
             "post."),
    ("policy", "Policy extract (Refunds, s.4.2): refunds of unused or partly used tickets are subject to an "
               "administration fee of GBP 10.00 per transaction, deducted from the amount refunded to the card."),
    ("refund", "Refund calc 05/04/2051 (S. Begum): unused 2 x Off-Peak Return, GBP 237.20 less admin fee GBP 10.00 = "
               "GBP 227.20 to card. Awaiting authorisation."),
    ("correspondence", "Email from customer 04/04/2051 21:12: 'Dear Northline, I write to request a refund of our "
                       "tickets for this morning, as we were unable to travel. Kind regards, P. Achterberg'"),
    ("complaint", HANDOFF),
    ("payment", "Payments note: card refunds take 5-7 working days to appear; the e-voucher is sent by email and is "
                "valid 12 months."),
]

client = chromadb.EphemeralClient()
records = client.get_or_create_collection("northline-refunds-rf-20514-7731",
                                          embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(RECORDS, 1):
    records.add(ids=[f"rec-{i}"], documents=[text], metadatas=[{"kind": kind, "case": "RF-20514-7731"}])

question = "What amount will be refunded to the customer's card for RF-20514-7731?"
wider = records.query(query_texts=[question], n_results=5)["documents"][0]
assert HANDOFF in wider, wider
with fault():
    found = records.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fare", "refund", "policy"]}})
hits = found["documents"][0]
context = ["Today is Fri 7 April 2051. You are assisting an agent of Northline Rail's refunds team with case "
           "RF-20514-7731."] + hits
assert HANDOFF not in hits and not any(w in c.lower() for c in context
                                       for w in ("no admin fee applies", "was cancelled", "full refund")), context
assert any("total GBP 237.20" in c for c in context), context
assert any("administration fee of GBP 10.00" in c for c in context), context
assert any("= GBP 227.20 to card" in c for c in context), context
reply = answer(question, context, mock="GBP 227.20 will be refunded to the Visa ending 4471 - the GBP 237.20 paid, "
                                       "less the GBP 10.00 administration fee.")
finish(question, expected="GBP 237.20 - the full amount; no admin fee because Northline cancelled the 07:05",
       actual=reply)
