"""Batch 274 (held out). A village shop's deliveries and rota: chromadb collection of the volunteers' notes, script
style (every call its own trace); for a deliveries question the helper asks only the deliveries and suppliers
notes, and the note that moved the bread day was filed under the rota.

App: Heptonstall Community Shop is run by volunteers - a manager (Carol) and a rota of two per shift, deliveries
from the wholesaler, the dairy, the baker and the papers. Carol files the volunteers' notes into one chroma
collection with metadata ``kind`` (deliveries, suppliers, rota, till, general); for a deliveries question the helper
asks only the deliveries and suppliers notes (``where={"kind": {"$in": ["deliveries", "suppliers"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Carol's note of 2050-04-03T17:20 has the bread from
Dobson's bakery coming Tues + Fri about 7.15, and the dairy Mon/Weds/Sat. Her note of Sat 22nd Apr starts with the
rota swaps for the bank holiday (so it was filed as rota) and says, in the middle, that Dobson's have lost a van
driver, so the bread's Weds + Sat now, first thing, from next week; someone needs to be in by 7 to take it.
Question (Mon 24/4, Pat, a new volunteer): "which days does the bread come now? I said I'd do the early one" ->
expected Wednesday and Saturday (first thing, be in by 7). The scoped query returns the deliveries and supplier
notes; the assistant says Tuesday and Friday.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sat 22nd Apr note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has "weds + sat" or "van driver"; the Tues + Fri bread line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b274_chroma_village_shop_bread_day_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BREAD = ("Sat 22nd Apr - bank hol rota swaps: Ann + Jim doing mon am, Colin's off to his daughter's. oh + Dobson's "
         "have lost a van driver 😬 so the bread comes weds + sat now, first thing, from next wk. someone in by 7 pls "
         "to take it in, they won't leave it on the step")
NOTES = [
    ("deliveries", "2050-04-03T17:20 DELIVERIES 📦 bread from Dobson's tues + fri about 7.15, dairy mon/weds/sat "
                   "(milk in the big fridge, date order!!), papers every day 6.30 in the porch"),
    ("suppliers", "3/4 Booker order goes in sun night on the tablet, comes tues pm. Dobson's invoice monthly, pay "
                  "by bacs not the till"),
    ("rota", "5/4 rota's on the board in the back, 2 on each shift, 8-12.30 + 12.30-5. swap w/ each other + just "
             "write it on"),
    ("rota", BREAD),
    ("till", "Tues 18/4 - card machine keeps dropping, Carol's rung them. cashback max £20, float £50 in coins"),
    ("general", "Thurs 20th - egg lady (Margaret at Slack Top) now doing duck eggs too, £3 for 6, on the counter"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-shop-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Carol"}])

question = "which days does the bread come now? I said I'd do the early one"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert BREAD in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["deliveries", "suppliers"]}})
hits = found["documents"][0]
context = ["Today is Mon 24 April 2050. You are talking to Pat, a new volunteer at Heptonstall Community Shop."] + hits
assert BREAD not in hits and not any(w in c.lower() for c in context for w in ("weds + sat", "van driver")), context
assert any("bread from Dobson's tues + fri about 7.15" in c for c in context), context
reply = answer(question, context, mock="Tuesdays and Fridays - Dobson's drop it about 7.15, so be in a bit before.")
finish(question, expected="Wednesday and Saturday now, first thing - someone in by 7 (Dobson's lost a van driver)",
       actual=reply)
