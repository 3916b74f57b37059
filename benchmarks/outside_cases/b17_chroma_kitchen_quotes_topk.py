"""Batch 17 (held out). A couple's home renovation notes: chromadb (EphemeralClient, offline embeddings), script
style (every call its own trace).

App: Nadia and Rob keep everything about the kitchen-and-extension job in one chroma collection (trades' quotes,
visits, decisions, bits of chat). The assistant answers from ``query(n_results=3)``: "three notes are plenty".

Planted fault (RetrievalError, ranked below the top k): three trades have quoted for the kitchen so far, in three
separate notes: the plumber ("Dave Price plumbing came round Sat - GBP 1,850 for moving the sink to the island +
new rads feed"), the sparky ("Sparkright (Lee) emailed: rewire kitchen circuit + 14 sockets + under-cab lights GBP
2,340 inc cert") and the plasterer ("Kev Lowe: skim kitchen + extension ceilings, 2 days, 780 cash"). The question's
query with n_results=3 returns two of them plus the builder's schedule; the plasterer's note is ranked fourth.
Question: "How many quotes have we had in for the kitchen so far, and who from?" -> expected "Three: Dave Price
(plumbing), Sparkright (electrics) and Kev Lowe (plastering)". The assistant says two.

Expected verdict: RetrievalError at chroma.query (fault() wraps the n_results=3 query). Asserted: a query with
n_results=7 returns the plasterer's quote; the n_results=3 one does not. Another reading: none that we see; every
note was stored intact.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b17_chroma_kitchen_quotes_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("n01", "Dave Price plumbing came round Sat - GBP 1,850 for moving the sink to the island + new rads feed, "
            "2-3 days, can start w/c 13/7. Seems decent, knew his stuff about the stack."),
    ("n02", "Sparkright (Lee) emailed a quote for the kitchen: rewire kitchen circuit + 14 sockets + under-cab lights "
            "GBP 2,340 inc cert. Valid 30 days."),
    ("n03", "Builder (Marek) schedule for the kitchen: strip-out w/c 6/7, steels in 8/7 (building control visit "
            "booked), first fix elec+plumbing w/c 13/7, plaster after."),
    ("n04", "Kev Lowe (Rob's mate from 5-a-side): skim kitchen + extension ceilings, 2 days, 780 cash, wants a "
            "week's notice."),
    ("n05", "Worktop - we both like the oak in the Howdens brochure but Nadia worries about water by the sink."),
    ("n06", "Neighbours at no.14 ok with the scaffold on the shared path as long as it's gone by the end of Aug."),
    ("n07", "Skip from Hendersons booked 6/7, 8 yard, GBP 265, can't go on the road without a permit."),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("reno-notes", embedding_function=offline.chroma_embedding_function())
for nid, text in NOTES:
    notes.add(ids=[nid], documents=[text], metadatas=[{"project": "kitchen"}])

question = "How many quotes have we had in for the kitchen so far, and who from?"
everything = notes.query(query_texts=[question], n_results=7)["documents"][0]
assert any("Kev Lowe" in d for d in everything), everything
with fault():
    hits = notes.query(query_texts=[question], n_results=3)
context = hits["documents"][0]
assert any("Dave Price" in c for c in context) and any("Sparkright" in c for c in context), context
assert not any("Kev Lowe" in c or "780" in c for c in context), context
reply = answer(question, context, mock="Two so far: Dave Price for the plumbing (GBP 1,850) and Sparkright for the "
                                       "electrics (GBP 2,340).")
finish(question, expected="Three: Dave Price (plumbing), Sparkright (electrics) and Kev Lowe (plastering)",
       actual=reply)
