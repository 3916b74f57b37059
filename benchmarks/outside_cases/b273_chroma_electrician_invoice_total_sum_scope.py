"""Batch 273 (held out). An electrician's jobs and certificates: chromadb collection of a one-man firm's job notes,
script style (every call its own trace); for a "how much" question the helper asks only the quote, materials and
customer notes, and the note with an extra the customer agreed was filed under the certificates.

App: Dave Sharp (Sharp Electrical, Sowerby Bridge) keeps his job notes in one chroma collection with metadata
``kind`` (quote, materials, certs, diary, customer); Lisa, who does his books, asks the helper what to invoice.
For a "how much" question the helper asks only the quote, materials and customer notes
(``where={"kind": {"$in": ["quote", "materials", "customer"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Dave's note of 2051-03-02T17:20 has the quote for Mr
Lomax at 14 Hebble Lane - new consumer unit £480 fitted, an EICR on the rest of the house £150. His note of Thu 9
Mar starts with the EICR forms done for two other jobs (so it was filed as certs) and says, in passing, that Lomax
rang wanting an outside socket on the back wall for his pressure washer while Dave's there - £95, and he said go
ahead. Question (Mon 20/3, Lisa): "what am I invoicing Mr Lomax for? board's done + the EICR, he wants it today" ->
expected £725 (480 + 150 + 95). The scoped query returns the quote, the materials and the customer notes; the
assistant says £630.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thu 9 Mar note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£95, the outside socket or the pressure washer; the £480 and £150 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b273_chroma_electrician_invoice_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Thu 9 Mar - EICR forms done for the Ackroyd rental + Mrs Bibi's, Lisa's emailing them out. Lomax rang, "
         "wants an outside socket on the back wall for his pressure washer while I'm there - told him £95 for that, "
         "he said go ahead 👍 so add it to his invoice")
NOTES = [
    ("quote", "2051-03-02T17:20 Lomax, 14 Hebble Lane - quote sent: new consumer unit (RCBOs, 18th ed) £480 fitted, "
              "EICR on the rest of the house £150. he's ok w/ it, invoice when done"),
    ("materials", "3/3 ordered the Hager board from CEF for Lomax, £212 + vat, pick up weds. 2 boxes of wagos"),
    ("certs", EXTRA),
    ("diary", "Lomax board change booked fri 17th, power off 9 till about 1. he's working from his mum's"),
    ("customer", "Mr Lomax - pays by bank transfer, 7 days, no cash. dog's friendly but jumps up"),
    ("quote", "13/3 quote for the Brooks' garage - sub-main + 2 doubles + LED battens, £640, waiting to hear"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sharp-electrical-jobs-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dave"}])

question = "what am I invoicing Mr Lomax for? board's done + the EICR, he wants it today"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EXTRA in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["quote", "materials", "customer"]}})
hits = found["documents"][0]
context = ["Today is Mon 20 March 2051. You are talking to Lisa, who does the books for Sharp Electrical."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context
                                     for w in ("£95", "outside socket", "pressure washer")), context
assert any("consumer unit (RCBOs, 18th ed) £480 fitted" in c and "£150" in c for c in context), context
reply = answer(question, context, mock="£630 - the new consumer unit at £480 fitted plus £150 for the EICR.")
finish(question, expected="£725 - £480 board + £150 EICR + £95 for the outside socket he asked for", actual=reply)
