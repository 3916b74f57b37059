"""Batch 87 (held out). A farm shop's egg and veg rounds: chromadb collection of round notes, a month-end clear-out
by metadata, script style (each call its own trace).

App: Ben runs the Manor Farm Shop and two delivery rounds (Tue villages, Thu town). Customer cards (kind
"customer"), week-by-week round notes (kind "round", with the month they were written) and payment bits (kind
"payments") all go in one chroma collection; the drivers' app queries it before each round.

Planted fault (DeletionError, deleted a note still in force): at the start of October Ben clears out September's
round notes, reckoning they were all one-off bits for those weeks. One of them, 28/9, says the Bakers at Rose
Cottage are off to Lanzarote on 2/10 for five weeks, no eggs till they're back on 6/11, but the veg box still goes
to No. 3 next door and she's paid up to the end of Sept. The standing customer card (1 doz free range every Thu +
a veg box, in the cool box by the shed) stays. Question (Thu 20/10, Tom, doing the Thursday round): "do I leave the
Bakers' eggs at Rose Cottage today?" -> expected no (they're away till early November). The assistant says yes.

Expected verdict: DeletionError at chroma.delete (the clear-out, wrapped in fault()). Asserted: the 28/9 note was
found by the question's query before the clear-out; afterwards it is gone and the customer card is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b87_chroma_farmshop_rose_cottage_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AWAY = ("28/9 Rose Cottage - Mrs Baker says they're off to Lanzarote 2nd Oct for 5 wks (lucky sods), no eggs til "
        "they're back 6/11 pls. veg box still goes tho - to No.3 next door, Pam's having it. paid up to end sept")
DOCS = [
    ("customer", 0, "Rose Cottage, Church Ln, Ashwell - the Bakers. 1 doz free range every THURS + small veg box. "
                    "leave in the cool box by the shed, dog's friendly (Mabel)"),
    ("customer", 0, "Mr Okafor, 14 Bury Mead - 6 duck eggs + 1 doz, alternate thurs, pays cash at the door"),
    ("round", 9, "7/9 thurs round - the bridge on Mill Rd shut for resurfacing, go round by the school"),
    ("round", 9, AWAY),
    ("payments", 9, "Sept: Okafor owes £9.60 (no change), Hendry pd by BACS £22"),
    ("round", 9, "21/9 - Hendrys want a large box not small from now, +£4"),
    ("round", 10, "6/10 tues round: new customer Old Forge, Hinxworth, 2 doz, gate code 1966"),
    ("customer", 0, "the Hendrys, The Granary - large veg box thurs, no eggs (keeps hens)"),
    ("round", 10, "13/10 van's heater's packed up, bring a flask lol"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("manor-farm-rounds", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "month": m} for k, m, _ in DOCS])

question = "do I leave the Bakers' eggs at Rose Cottage today?"
words = ["Rose Cottage Bakers eggs thursday leave today round"]
before = notes.query(query_texts=words, n_results=5)["documents"][0]
assert AWAY in before, before

with fault():
    notes.delete(where={"$and": [{"kind": "round"}, {"month": {"$lt": 10}}]})

hits = notes.query(query_texts=words, n_results=5)["documents"][0]
context = ["Today is Thu 20 October 2033. You are talking to Tom, who's doing the Thursday round."] + hits
assert AWAY not in context and not any("Lanzarote" in c or "6/11" in c for c in context), context
assert any(c.startswith("Rose Cottage, Church Ln") for c in context), context
reply = answer(question, context, mock="Yes - a dozen free range plus their small veg box, in the cool box by the "
                                       "shed. Mabel's friendly.")
finish(question, expected="No - the Bakers are away until early November", actual=reply)
