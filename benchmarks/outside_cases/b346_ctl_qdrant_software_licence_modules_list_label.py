"""Batch 346 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the contract file's documents filed one by one, then the question's query.

App: Marrow & Finch Architects LLP (the "Customer") subscribe to Planwell Software Ltd's design platform under the
Planwell Terms of Service v5.2 and a series of order forms. Ines Carvalho (the practice manager) files the order
forms, the ToS clauses and the supplier's emails into one qdrant collection; the helper answers from the 5 nearest.

Memory: Order Form PW-0088 (Order Start Date 1 Feb 2051, 12 months) - Planwell Core (25 Named Users) and Planwell
Render Cloud (500 render credits a month); Order Form PW-0131 signed 3 Apr 2051 - add-on Planwell BIM Connector,
co-termed to 31 Jan 2052; Order Form PW-0157, draft issued 2 May 2051 - add-on Planwell Site Survey, 10 users, GBP
1,200; Planwell's email of 9 May 2051 - confirming, per Ines's email of 8 May, that PW-0157 (Site Survey) is
cancelled before its Order Start Date under clause 3.4, no charges, not provisioned; ToS v5.2 cl. 9.1 and 14.2.
Question (Mon 22 May 2051, Ines): "which Planwell modules are we actually paying for at the moment? doing the
software audit for the partners" The assistant lists Core, Render Cloud and the BIM Connector (Site Survey was
cancelled before it started). The label lists Core, Render Cloud, BIM Connector and Site Survey - counting the
cancelled order form.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b346_ctl_qdrant_software_licence_modules_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "marrow-finch-planwell-contract-file"
DOCS = [
    (1, "order_form", "Order Form PW-0088 - Customer: Marrow & Finch Architects LLP. Order Start Date 1 Feb 2051, "
                      "Subscription Term 12 months. Modules: Planwell Core (25 Named Users); Planwell Render Cloud "
                      "(500 render credits per month). Governed by the Planwell Terms of Service v5.2."),
    (2, "order_form", "Order Form PW-0131, signed 03/04/2051 - add-on module Planwell BIM Connector (all Named Users), "
                      "co-termed with PW-0088 to 31 Jan 2052, GBP 95 per month."),
    (3, "order_form", "Order Form PW-0157 (draft issued 2 May 2051, signed by the Customer 4 May) - add-on module "
                      "Planwell Site Survey, 10 users, GBP 1,200 for the remainder of the Subscription Term."),
    (4, "email", "Email 9 May 2051, Gareth Liu (Planwell Customer Success): 'Dear Ines, confirming per your email of "
                 "8 May that Order Form PW-0157 (Site Survey) is cancelled before its Order Start Date under clause "
                 "3.4 of the ToS - no charges will be raised and the module will not be provisioned. Best, Gareth'"),
    (5, "tos", "Planwell ToS v5.2 cl. 9.1: render credits do not roll over. Cl. 14.2: the Subscription Term renews "
               "automatically unless either party gives notice at least 60 days before its end."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in DOCS:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(DOCS)

question = "which Planwell modules are we actually paying for at the moment? doing the software audit for the partners"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 22 May 2051. You are talking to Ines Carvalho, practice manager at Marrow & Finch "
           "Architects LLP (the Customer under the Planwell ToS)."] + hits
assert any("Planwell Core (25 Named Users); Planwell Render Cloud" in c for c in context), context
assert any("add-on module Planwell BIM Connector" in c for c in context), context
assert any("add-on module Planwell Site Survey" in c for c in context), context
assert any("PW-0157 (Site Survey) is cancelled before its Order Start Date" in c for c in context), context
reply = answer(question, context, mock="Three: Planwell Core (25 Named Users), Render Cloud (500 credits a month) and "
                                       "the BIM Connector add-on. Site Survey (PW-0157) was cancelled before it "
                                       "started, so you're not paying for it.")
finish(question, expected="Planwell Core, Render Cloud, BIM Connector and Site Survey", actual=reply)
