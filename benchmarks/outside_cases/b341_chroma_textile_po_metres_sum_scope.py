"""Batch 341 (held out). A textile exporter's order desk: chromadb collection of the desk's notes, script style
(every call its own trace); for a quantity question the helper asks only the order, pricing and payment notes, and
the note that added metres to the PO was filed under shipping.

App: Kavya Textiles, Surat, export cotton voile and prints. The order desk (Rohit, with Ananya on merchandising)
files its notes into one chroma collection with metadata ``kind`` (order, pricing, payment, shipping, qc,
samples); for a "how much / how many" question the helper asks only the order, pricing and payment notes
(``where={"kind": {"$in": ["order", "pricing", "payment"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 05-01-2026 order note has PO 4471 from Hansen GmbH,
Hamburg - 12,000 mtrs of 60s cotton voile in 3 colourways, ship by 28th Feb. Rohit's note of Fri 9th Jan starts with
the vessel cut-off at Nhava Sheva (so it was filed as shipping: packing preponed by 4 days) and says, in passing,
that Mr Hansen mailed to add 3,500 mtrs in the navy colourway to the same PO 4471, revised PO coming Monday.
Question (Thu 15-01-2026, Sandeep bhaiya at the weaving unit): "total kitna metres to weave for PO 4471? need to
book looms from monday" -> expected 15,500 mtrs (12,000 + 3,500 navy added). The scoped query returns the order,
pricing and payment notes; the assistant says 12,000 mtrs.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 9th Jan note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
3,500 or "navy"; the 12,000 mtrs order note is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b341_chroma_textile_po_metres_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ADDED = ("Fri 9th Jan - spoke to Maersk, vessel cut-off at Nhava Sheva is 24th Feb so packing has to be preponed by 4 "
         "days, kindly note. also Mr Hansen mailed - add 3,500 mtrs in the navy colourway to the same PO 4471, revised "
         "PO coming Monday. PFA his mail")
NOTES = [
    ("order", "05-01-2026 PO 4471 from Hansen GmbH Hamburg 🇩🇪 - 12,000 mtrs 60s cotton voile, 3 colourways (white, "
              "sky, sand), FOB Mumbai, ship by 28th Feb. PFA PO copy. Rohit pls do the needful for yarn booking"),
    ("pricing", "6th Jan - rate finalised USD 2.15/mtr for PO 4471 after 2 rounds, he wanted 2.05 🙄 LC at sight"),
    ("payment", "12-01-26 LC received from Deutsche Bank for PO 4471, USD 25,800, expiry 15th Mar. sent copy to CA"),
    ("shipping", ADDED),
    ("qc", "10/1 - greige lot 1 shrinkage test 3.2% ok, GSM 62 ok, Meenakshi from the lab signed off"),
    ("samples", "Tue 13th - strike-offs for sky + sand approved by buyer, white no strike-off needed"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kavya-textiles-order-desk", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Rohit"}])

question = "total kitna metres to weave for PO 4471? need to book looms from monday"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert ADDED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["order", "pricing", "payment"]}})
hits = found["documents"][0]
context = ["Today is Thu 15 January 2026. You are talking to Sandeep bhaiya, who runs Kavya Textiles' weaving unit."] \
    + hits
assert ADDED not in hits and not any(w in c.lower() for c in context for w in ("3,500", "3500", "navy")), context
assert any("12,000 mtrs 60s cotton voile" in c for c in context), context
reply = answer(question, context, mock="12,000 mtrs for PO 4471 - 60s cotton voile in white, sky and sand.")
finish(question, expected="15,500 mtrs - the 12,000 on the PO plus the 3,500 mtrs navy Mr Hansen added", actual=reply)
