"""Batch 32 (held out), control. A dental lab's order and price notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Severn Dental Lab's desk keeps its notes on orders, prices and practices in one collection (metadata
``{"practice", "kind"}``) and asks an assistant from a query. The lab's price list has an implant crown at GBP 185,
which includes the abutment the lab makes. For Mrs Lewis's implant crown Dr Osei's practice sent their own
Straumann abutment, so it's just the crown on top, and Tony priced that one at GBP 140.

No fault planted. Question (Fri 20/6): "what are we billing Dr Osei's for the Lewis implant crown?" The model answers
GBP 140, right per memory. The label says GBP 185, the list price. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b32_ctl_chroma_dentallab_lewis_implant_bill_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("", "prices", "Price list 2025: zirconia crown £95, e.max crown £110, PFM £105, implant crown (inc our custom "
                   "abutment) £185, bridges per unit as crowns, night guard £60"),
    ("Stroud Road Dental", "account", "Dr Osei, Stroud Rd Dental - pays 30 days, practice mgr Kath, courier DX"),
    ("Stroud Road Dental", "order", "Dr Osei - Mrs Lewis LL6 implant crown, screw retained, due 16/6"),
    ("Quedgeley Dental", "order", "Patel - Mr Hughes UR6 zirconia, shade A3, back Tues 10th"),
    ("Stroud Road Dental", "order", "Lewis implant - they've sent their own Straumann abutment in the box so it's just "
                                    "the crown on top. Tony says £140 for that one, less work for us"),
    ("", "misc", "DX lost a box (Cheltenham Smiles) again, claim in"),
    ("Stroud Road Dental", "order", "Osei - Mr Khan upper full denture, try-in wk of 23/6, shade A3"),
    ("", "prices", "Rush jobs +£25, remakes free if our fault, 50% if theirs"),
    ("Stroud Road Dental", "order", "Lewis LL6 back to Osei's 13/6 by DX, fitted fine per Kath"),
    ("Kingsholm Dental", "account", "Dr Morgan, Kingsholm - new, wants monthly statements not per case"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("severn-lab", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"practice": p, "kind": k} for p, k, _ in NOTES])

question = "what are we billing Dr Osei's for the Lewis implant crown?"
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Fri 20/6/25."] + hits
assert any("implant crown (inc our custom abutment) £185" in c for c in context), context
assert any("Tony says £140 for that one" in c for c in context), context
reply = answer(question, context, mock="£140 - they sent their own Straumann abutment, so it's only the crown. It "
                                       "went back on the 13th and fitted fine.")
finish(question, expected="£185", actual=reply)
