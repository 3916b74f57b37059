"""Batch 11 (held out), wrong-label control: no fault. Water utility customer account assistant: chromadb with
offline embeddings, one root span per turn.

App: billing and field notes for the account go into a chromadb collection; the customer asks the assistant, which
queries the collection and answers with litellm.

Memory (right): the March bill "used an estimated reading of about 4,800 cubic metres (meter not read)", and the
field note "Engineer read the meter on 14 April 2026: register 04817, i.e. 4,817 cubic metres; photo on file".
Question: "What was the actual reading the engineer took in April?" -> the assistant answers "4,817 cubic metres"
(right). The annotator's label is "4,800 cubic metres": the bill's rounded estimate, not the reading asked for.

Expected verdict: AnnotationError (the label's value is in the context, as an estimate where the exact figure is
asked).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b11_ctl_chroma_water_meter_estimate_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("account-7730015", embedding_function=offline.chroma_embedding_function())
with turn_span("turn-1 billing import"):
    notes.add(ids=["bill-2026-03", "field-2026-04-14", "bill-2026-06"],
              documents=["Bill 2 March 2026 for account 7730015: used an estimated reading of about 4,800 cubic "
                         "metres (meter not read - access blocked). Amount GBP 212.36.",
                         "Field visit 14 April 2026: engineer read the meter, register 04817, i.e. 4,817 cubic "
                         "metres; photo on file. Meter moved to outside box.",
                         "Bill 1 June 2026: actual reading 4,861 cubic metres; March estimate corrected, credit "
                         "GBP 8.10."],
              metadatas=[{"kind": "bill"}, {"kind": "field"}, {"kind": "bill"}])
question = "What was the actual reading the engineer took in April?"
with turn_span("turn-2 customer question"):
    hits = notes.query(query_texts=[question], n_results=3)
    context = hits["documents"][0]
    assert any("4,817" in c for c in context) and any("4,800" in c for c in context), context
    reply = answer(question, context, mock="The engineer read 4,817 cubic metres on 14 April (register 04817).")
finish(question, expected="4,800 cubic metres", actual=reply)
