"""Batch 346 (held out). A software licence and its order forms: chromadb collection of the customer's contract
file, script style (every call its own trace); for a "how many seats" question the helper asks only the
contract documents (the MSA and the order forms), and the true-up was confirmed by email.

App: Brightwell Logistics Ltd (the "Customer") subscribe to Vantor Systems Ltd's (the "Supplier") route-planning
platform under a Master Subscription Agreement dated 1 October 2050 (the "MSA") and its order forms. Lena Hoffmann
(Procurement) files the contract documents and the correspondence into one chroma collection with metadata ``kind``
(msa, order_form, correspondence, invoice, dpa); for a licence-quantity question the helper asks only the contract
documents (``where={"kind": {"$in": ["msa", "order_form"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Order Form OF-1 (Order Start Date 1 Oct 2050) is for 150
Named Users; Order Form OF-2 of 6 Feb 2051 adds 30 Named Users co-termed with OF-1 (Subscribed Quantity 180). The
Supplier's account manager's email of Fri 14 April 2051 (filed as correspondence) covers the Q1 usage review, the
Premium Support contacts and the SSO window, and says that under clause 4.3 of the MSA (true-up) the Supplier has
processed a true-up of 25 Named Users effective 1 April 2051, so the Subscribed Quantity is 205 from that date.
Question (Tue 2 May 2051, Lena): "How many Named User seats are we licensed for in total right now?" -> expected 205
(150 + 30 + the 25 true-up). The scoped query returns the two order forms and the MSA; the assistant says 180.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the email is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the email is in the unfiltered 5 nearest and not in the filtered result; no context line has
"205 Named Users" or "true-up of 25"; OF-1's 150 and OF-2's 30 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b346_chroma_software_licence_named_users_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

TRUE_UP = ("Email, Fri 14 April 2051 16:47, Dan Whitcombe (Account Manager, Vantor) to Lena Hoffmann - Re: Q1 usage "
           "review + Premium Support contacts. Hi Lena, thanks for the call. Three things: (1) the Q1 usage report "
           "showed 205 active Named Users, so per clause 4.3 of the MSA (true-up) we have processed a true-up of 25 "
           "Named Users effective 1 April 2051, co-termed with OF-1; invoice INV-20931 to follow. Your Subscribed "
           "Quantity is 205 Named Users from that date. (2) Named Premium Support contacts are now you and Arjun "
           "Mehta. (3) The SSO migration window is Wed 3 May, 06:00-08:00 BST. Best, Dan")
DOCS = [
    ("msa", "Master Subscription Agreement dated 1 October 2050 between Vantor Systems Ltd (the \"Supplier\") and "
            "Brightwell Logistics Ltd (the \"Customer\"). Cl. 4.3 True-up: where the number of Named Users exceeds "
            "the Subscribed Quantity, the Supplier may invoice the excess, co-termed with the current Subscription "
            "Term. Cl. 12.2 Non-renewal: not less than 90 days' written notice before the Renewal Date."),
    ("order_form", "Order Form OF-1 (under the MSA). Order Start Date: 1 Oct 2050. Subscription Term: 36 months. "
                   "Products: Vantor Route Platform - 150 Named Users @ GBP 38.00 per user per month; Premium "
                   "Support. Fees invoiced annually in advance."),
    ("order_form", "Order Form OF-2 dated 6 Feb 2051 - additional 30 Named Users, Vantor Route Platform, co-termed "
                   "with OF-1, same unit price (GBP 38.00 pupm). Subscribed Quantity following this Order Form: 180 "
                   "Named Users. All other terms per OF-1."),
    ("invoice", "INV-20417 dated 06/02/2051 - OF-2 pro rata: 30 Named Users x GBP 38.00 x 8 months = GBP 9,120.00 + "
                "VAT, 30 days net. Paid 3/3 (remittance ref BWL-AP-77120)."),
    ("dpa", "Data Processing Addendum v2, signed with the MSA 1 Oct 2050 - sub-processors listed in Annex 3; "
            "Supplier to give 30 days' notice of any new sub-processor; Customer may object on reasonable grounds."),
    ("correspondence", TRUE_UP),
]

client = chromadb.EphemeralClient()
docs = client.get_or_create_collection("brightwell-vantor-contract-file",
                                       embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(DOCS, 1):
    docs.add(ids=[f"doc-{i}"], documents=[text], metadatas=[{"kind": kind, "filed_by": "Lena Hoffmann"}])

question = "How many Named User seats are we licensed for in total right now? Finance want the number for the budget"
wider = docs.query(query_texts=[question], n_results=5)["documents"][0]
assert TRUE_UP in wider, wider
with fault():
    found = docs.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["msa", "order_form"]}})
hits = found["documents"][0]
context = ["Today is Tue 2 May 2051. You are talking to Lena Hoffmann, Procurement, Brightwell Logistics Ltd (the "
           "Customer under the Vantor MSA)."] + hits
assert TRUE_UP not in hits and not any(w in c for c in context for w in ("205 Named Users", "true-up of 25")), context
assert any("150 Named Users" in c for c in context), context
assert any("additional 30 Named Users" in c for c in context), context
reply = answer(question, context, mock="180 Named Users - 150 under OF-1 plus the 30 added by OF-2, co-termed.")
finish(question, expected="205 Named Users - 150 (OF-1) + 30 (OF-2) + the 25-user true-up from 1 April 2051",
       actual=reply)
