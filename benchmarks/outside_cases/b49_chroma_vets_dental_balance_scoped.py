"""Batch 49 (held out). A veterinary surgery's reception notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Riverside Vets (two vets, Mr Hale and Ms Osei; reception Carol and Deb). Reception keeps every note in one
collection with metadata ``{"kind", "pet"}`` (kind: billing, appointment, phone, clinical). When a client asks
about money, the app's query is filtered to ``kind == "billing"``, as it always has been. Twelve notes, 1 - 10
June 2026.

Planted fault (RetrievalError, filtered out by scope): Mrs Farrell paid a second instalment for Biscuit's dental
over the phone, and Deb logged it as a phone note with two other things in it: "Mrs Farrell rang 9/6 - paid £150
more off Biscuit's dental on the phone (card ending 4471), + rebook Bramble's booster to fri 19th 5.10, she's
at work". The billing-only query leaves it out. Question (Wed 10/6, Mrs Farrell at the desk): "how much is still
owing on Biscuit's dental?" -> expected £135 (£385 - £100 deposit - £150). The assistant says £285.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the phone note
is stored and among the hits of the same query without the filter, and not in the context; the estimate and the
deposit are. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b49_chroma_vets_dental_balance_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PHONE = ("Mrs Farrell rang 9/6 - paid £150 more off Biscuit's dental on the phone (card ending 4471), + rebook "
         "Bramble's booster to fri 19th 5.10, she's at work")
NOTES = [
    ("billing", "biscuit", "Biscuit (Mrs Farrell's JRT, 9yo) dental estimate £385 - scale + polish, 2 extractions "
                           "likely, pre-op bloods, xrays if needed. signed 1/6"),
    ("appointment", "biscuit", "Biscuit dental booked thurs 4/6, drop off 8.15, collect from 4. nil by mouth from "
                               "10pm"),
    ("billing", "biscuit", "£100 deposit taken 1/6 for Biscuit's dental, cash, receipt in the book"),
    ("clinical", "biscuit", "Biscuit - 3 extractions in the end (2 premolars + 1 incisor), recovered well, soft "
                            "food 5 days, Metacam 1x daily. Mr Hale"),
    ("billing", "biscuit", "Biscuit final bill came in at the estimate, £385 - no extra for the 3rd tooth per Mr "
                           "Hale. balance to pay, she'll do it in bits, fine"),
    ("appointment", "bramble", "Bramble (Farrell's cat) booster due, booked mon 15th 9.40"),
    ("phone", "-", "Mr Osman rang re Kiki's bloods - results back, Ms Osei to ring him after 2"),
    ("billing", "pepper", "Pepper the rabbit (Jones) dental £120, paid in full on the day"),
    ("phone", "biscuit", PHONE),
    ("clinical", "milo", "Milo (Lab x, Mr Singh) castration wed 10/6, weight 28.4kg"),
    ("billing", "-", "card machine 2 keeps dropping signal - use the one on the front desk"),
    ("appointment", "biscuit", "Biscuit post-dental check mon 15th 10.20 with Mr Hale, no charge"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("riverside-reception", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "pet": p} for k, p, _ in NOTES])

question = "how much is still owing on Biscuit's dental?"
words = "Biscuit dental paid owing balance"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert PHONE in unfiltered, unfiltered
assert PHONE in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=6, where={"kind": "billing"})["documents"][0]
context = ["Today is Wed 10 June 2026."] + hits
assert PHONE not in context, context
assert any("estimate £385" in c for c in context) and any("£100 deposit" in c for c in context), context
assert not any("£150" in c for c in context), context
reply = answer(question, context, mock="£285 - the dental came to £385 and she's paid the £100 deposit so far.")
finish(question, expected="£135 left, after the deposit and the £150 she paid by phone", actual=reply)
