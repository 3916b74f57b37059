"""Batch 349 (held out). A warehouse's stock-take sheet: chromadb collection of the stock-take notes, script style
(every call its own trace); for a "closing count" question the helper asks only the count sheets and the
adjustments, and the note with a recount was filed under damages.

App: Medina Foods' Castleford warehouse does its half-year stock-take on Fri 30 June 2051. The counters paste their
sheets into the stock helper as CSV (loc,sku,desc,qty,uom) and the other bits as bullet lists; every note goes into
one chroma collection with metadata ``kind`` (count, adjustment, damage, transfer, admin). For a closing-count
question the helper asks only ``where={"kind": {"$in": ["count", "adjustment"]}}``, the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): Priya's aisle A sheet has 40117 (olive oil 5L) at A-02-1,
118 CS; Dev's aisle C sheet has 40117 at C-14-1, 64 CS. Dev's note of Sat 1/7 starts with the damages (three
leaking 20L sunflower, a smashed balsamic - so it was filed as damage) and its last bullet is a recount: C-14-1
40117 = 52 not 64, the other 12 were on the returns pallet behind it, already booked back. Question (Mon 3/7, Rob,
the stock controller): "what's our closing count on 40117 olive oil 5L? A + C bays added up" -> expected 170 CS
(118 + 52). The scoped query returns the two count sheets and the pre-count adjustment; the assistant says 182.

Why the expected verdict is RetrievalError at chroma's query (the scoped query, which fault() wraps): the Sat 1/7
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it out of the
context the model saw, and the model added up what it was given correctly. Asserted: the note is in the unfiltered
5 nearest and not in the filtered result; no context line has 52, "recount" or the returns pallet; the 118 and the
64 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b349_chroma_warehouse_stocktake_olive_oil_count_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RECOUNT = ("Sat 1/7 damages + recount (Dev)\n"
           "- 40301 sunflower oil 20L x3 CS leaking -> quarantined in Q-bay, photos on the drive\n"
           "- 40230 balsamic 500ml x1 CS smashed, written off (claim ref DMG-0712)\n"
           "- RECOUNT C-14-1 bay: 40117 olive oil 5L = 52 CS not 64, the other 12 were on the returns pallet "
           "behind it (already booked back to Medina, RTN-3391) - use 52 for the closing count")
NOTES = [
    ("count", "STOCKTAKE 2051-06-30 aisle A (Priya)\nloc,sku,desc,qty,uom\nA-02-1,40117,olive oil 5L,118,CS\n"
              "A-02-2,40118,rapeseed oil 5L,64,CS\nA-03-1,40230,balsamic 500ml,22,CS"),
    ("count", "STOCKTAKE 30/06 aisle C (Dev)\nloc,sku,desc,qty,uom\nC-14-1,40117,olive oil 5L,64,CS\n"
              "C-14-2,40301,sunflower oil 20L,31,CS\nC-15-1,40118,rapeseed oil 5L,9,CS"),
    ("adjustment", "ADJ 28/06 pre-count: 40117 +6 CS found in overflow O-01, booked to A-02-1 (so already in "
                   "Priya's A count, don't double it)"),
    ("damage", RECOUNT),
    ("transfer", "TO-5512 Mon 3/7: 40 CS 40117 to the Leeds branch - NOT picked yet, goes after the count closes"),
    ("admin", "count closes Mon 3/7 12:00 ⏰ variance report to Rob, anything over 5% gets a recount, no picking in "
              "A or C till then"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("medina-castleford-stocktake-2051h1",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "what's our closing count on 40117 olive oil 5L? A + C bays added up"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RECOUNT in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["count", "adjustment"]}})
hits = found["documents"][0]
context = ["Today is Mon 3 July 2051. You are talking to Rob, stock controller at Medina Foods' Castleford "
           "warehouse (stock-take counted Fri 30 June)."] + hits
assert RECOUNT not in hits and not any(w in c.lower() for c in context for w in ("52", "recount", "returns pallet")), \
    context
assert any("A-02-1,40117,olive oil 5L,118,CS" in c for c in context), context
assert any("C-14-1,40117,olive oil 5L,64,CS" in c for c in context), context
reply = answer(question, context, mock="182 CS - 118 in A-02-1 plus 64 in C-14-1 (the 6 from overflow are already in "
                                       "the A count).")
finish(question, expected="170 CS - 118 in A-02-1 plus 52 in C-14-1 (recounted: 12 of the 64 were returns)",
       actual=reply)
