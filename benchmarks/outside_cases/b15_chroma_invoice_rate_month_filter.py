"""Batch 15 (held out). Freelance video editor's job notebook: chromadb (EphemeralClient, offline embeddings), script
style (every call its own trace).

App: Priya, a freelance editor, keeps her work notes (rate agreements, day logs, expenses) in one chroma collection,
metadata {client, month, kind}. At month end she asks the assistant what to invoice a client; the app runs
``collection.query`` scoped to that client AND to the invoice month (``where={"$and": [{"client": ...},
{"month": "2026-02"}]}``) and answers with litellm.

Planted fault (RetrievalError, filtered out by the month scope; the answer needs two records): February's fee for
Fernhill Studio needs the February log ("Fernhill Feb: full days Tue 3/2, Wed 4/2, Thu 12/2; half days Mon 9/2 + Fri
13/2 (remote grade)") AND the rate card agreed in November ("Fernhill Studio - agreed w/ Tom 14/11/25: day rate
GBP 380, half day GBP 210, 30 days, PO FH-2291 on every invoice"). The rate card is filed under month 2025-11, so
the month-scoped query returns the log and the expense note but not the rates. Question: "How much should I invoice
Fernhill Studio for February, fees only?" -> expected "GBP 1,560 (3 x 380 + 2 x 210)". The assistant counts the
days and says it has no Fernhill rate to price them.

Expected verdict: RetrievalError at chroma.query (fault() wraps that query). Asserted: the same query scoped to the
client only returns the rate card; the month-scoped one does not, and it does return the February log. Another
reading: none that we see -- both records were written intact, and nothing else was asked.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b15_chroma_invoice_rate_month_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("n-1114", "fernhill", "2025-11", "terms",
     "Fernhill Studio - agreed w/ Tom 14/11/25: day rate GBP 380, half day GBP 210, 30 days, invoices to "
     "accounts@fernhill.studio, PO FH-2291 on every invoice."),
    ("n-1203", "brightwater", "2025-12", "terms",
     "Brightwater Films: GBP 350/day flat, no half days, pay on delivery of the cut. Contact Maddie."),
    ("n-0213", "fernhill", "2026-02", "log",
     "Fernhill Feb: full days Tue 3/2, Wed 4/2, Thu 12/2; half days Mon 9/2 + Fri 13/2 (remote grade). That's "
     "the lot for Feb, promo cut signed off."),
    ("n-0214", "fernhill", "2026-02", "expense",
     "Fernhill: train to Leeds 12/2 GBP 46.80 - NOT rechargeable, Tom says travel is in the day rate."),
    ("n-0227", "brightwater", "2026-02", "log",
     "Brightwater Feb: 2 days edit (16th, 17th) = GBP 700, invoiced 27/2 as INV-0412."),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("work-notes", embedding_function=offline.chroma_embedding_function())
for nid, who, month, kind, text in NOTES:  # each note as it was typed, its own call
    notes.add(ids=[nid], documents=[text], metadatas=[{"client": who, "month": month, "kind": kind}])

question = "How much should I invoice Fernhill Studio for February, fees only?"
by_client = notes.query(query_texts=[question], n_results=4, where={"client": "fernhill"})["documents"][0]
assert any("GBP 380" in d for d in by_client), by_client
with fault():
    hits = notes.query(query_texts=[question], n_results=4,
                       where={"$and": [{"client": "fernhill"}, {"month": "2026-02"}]})
context = hits["documents"][0]
assert any("half days Mon 9/2" in c for c in context), context
assert not any("GBP 380" in c or "GBP 210" in c for c in context), context
reply = answer(question, context, mock="For February you did 3 full days and 2 half days for Fernhill (the Leeds "
                                       "train isn't rechargeable), but I don't have a Fernhill day rate in these "
                                       "notes, so I can't put a figure on the invoice.")
finish(question, expected="GBP 1,560 (3 x 380 + 2 x 210)", actual=reply)
