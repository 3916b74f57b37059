"""Batch 287 (held out). A self-employed electrician's jobs: chromadb collection of his job notes, script style
(every call its own trace); for a "how much" question the helper asks only the quote and invoice notes, and the
note with an agreed extra was filed under materials.

App: Dave Hirst (a sole-trader electrician in Halifax) keeps his job notes in one chroma collection with metadata
``kind`` (quote, invoice, materials, diary, certs) and ``job``; for a money question his helper asks only the quote
and invoice notes (``where={"kind": {"$in": ["quote", "invoice"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the Hendersons' kitchen rewire (41 Moor Lane) was quoted
at £1,450 all in (note of 2051-01-16T18:20) and they paid a £300 deposit (invoice note, 30/1). Dave's note of Weds
8 Feb starts with what he used on the job - two 50m drums of 2.5 T&E, 14 back boxes, the Wylex board - so he filed
it as materials, and says in the middle that Mr H asked for an outside socket by the patio while he was there,
agreed £95 fitted, on top of the quote. Question (Fri 10/2, Dave): "what's left to invoice the Hendersons? want to
send it tonight" -> expected £1,245 (£1,450 + £95 for the outside socket - £300 deposit). The scoped query returns
the quote and the two invoice notes; the assistant says £1,150.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 8 Feb note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£95 or "outside socket"; the £1,450 quote and the £300 deposit are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b287_chroma_electrician_henderson_invoice_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Weds 8 Feb Henderson - used 2 x 50m 2.5 T&E, 14 back boxes, the Wylex 10 way + 6 RCBOs, 1 drum left for "
         "stock. Mr H asked for an outside socket by the patio while I was there (BBQ 🙄) - agreed £95 fitted, on "
         "top of the quote. done + tested, on the cert")
NOTES = [
    ("quote", "henderson", "2051-01-16T18:20 QUOTE Henderson, 41 Moor Lane - kitchen rewire, new CU, 6 doubles, "
                           "cooker circuit, make good (not decorating). £1,450 all in, 2-3 days, £300 deposit to "
                           "book"),
    ("invoice", "henderson", "30/1 Henderson paid the £300 deposit by BACS 👍 booked in mon 6th"),
    ("invoice", "shaw", "3.2. Mrs Shaw paid £120 cash for the RCD call out, receipt sent, no VAT (not registered)"),
    ("materials", "henderson", EXTRA),
    ("diary", "henderson", "Mon 6th - Hendersons, in at 8, Mrs H at work, key under the blue pot. dog's friendly 🐕"),
    ("certs", "henderson", "Thu 9/2 EIC for Henderson done on the app, emailed, NICEIC notification in"),
    ("materials", "patel", "Patel EV charger - 18m of 6mm SWA, glands, 40A RCBO, order from CEF"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dave-hirst-electrical-jobs",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, job, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "job": job}])

question = "what's left to invoice the Hendersons? want to send it tonight"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EXTRA in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["quote", "invoice"]}})
hits = found["documents"][0]
context = ["Today is Fri 10 February 2051. You are talking to Dave Hirst, a self-employed electrician, about his "
           "jobs."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("£95", "outside socket")), context
assert any("£1,450 all in" in c for c in context), context
assert any("paid the £300 deposit" in c for c in context), context
reply = answer(question, context, mock="£1,150 - the £1,450 quote less the £300 deposit they've paid.")
finish(question, expected="£1,245 - £1,450 quote plus £95 for the outside socket, less the £300 deposit",
       actual=reply)
