"""Batch 14 (held out). Second-hand furniture shop's stock assistant: chromadb (EphemeralClient, offline embeddings),
one root span per turn.

App: "Second Time Round" keeps one chroma document per stock item, id = the SKU on the swing tag, metadata
{sku, dept}. Staff edit an item's note from the shop's tablet (``collection.update``); every night the till's stock
export is pushed back with ``collection.upsert`` by SKU, so that prices and new stock reach the assistant. Staff and
customers on the phone ask; the assistant runs ``collection.query`` and answers with litellm.

Planted fault (UpdateError, overwritten): on Thu 19 Feb Gail marks SKU 2231 as reserved: "SKU 2231 Ercol Windsor
drop-leaf table + 4 stick-back chairs, blonde elm, GBP 185. RESERVED - Mrs Daly, 07700 900412, GBP 40 dep. paid
cash, collecting Sat 21/2 btwn 10 and 11.30 (son's van)." That night the till export, built from the till's morning
snapshot, upserts SKU 2231 with the pre-reservation text "...GBP 185, on shop floor (front window)" over Gail's note.
Question (Fri 20 Feb, turn 3): "Is the Ercol table and chairs reserved, and when are they being collected?" ->
expected "Yes - reserved for Mrs Daly, collecting Saturday 21 February between 10 and 11:30 am". The assistant says
it is not reserved and is still in the front window.

Expected verdict: UpdateError at the nightly chroma.upsert of SKU 2231 (fault() wraps that one upsert of the batch;
the other items of the export are upserted in their own call). Asserted: the reserved note was stored; after the
export the document and the context hold "on shop floor" and no "RESERVED". Another reading: none that we see -- the
query returns the item's only document, the model read what it was given.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b14_chroma_secondhand_reserved_upsert", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

STOCK = {
    "2231": ("furniture", "SKU 2231 Ercol Windsor drop-leaf table + 4 stick-back chairs, blonde elm, GBP 185, on shop "
                          "floor (front window)."),
    "2240": ("furniture", "SKU 2240 G-Plan teak sideboard, 3 drawers, key missing, GBP 220, back room."),
    "2252": ("books", "SKU 2252 box of Observer's books (x14, 1950s-70s, some w/ dust jackets), GBP 3 ea or GBP 35 "
                      "the lot."),
    "2257": ("furniture", "SKU 2257 pine kitchen chairs x2, one wobbly leg, GBP 15 pair, outside under the awning."),
}
RESERVED = ("SKU 2231 Ercol Windsor drop-leaf table + 4 stick-back chairs, blonde elm, GBP 185. RESERVED - Mrs Daly, "
            "07700 900412, GBP 40 dep. paid cash, collecting Sat 21/2 btwn 10 and 11.30 (son's van).")

client = chromadb.EphemeralClient()
col = client.get_or_create_collection("stock", embedding_function=offline.chroma_embedding_function())
morning_snapshot = {sku: text for sku, (_, text) in STOCK.items()}  # the till's copy, taken at opening time

with turn_span("turn-1 stock load Thu 19 Feb 09:00"):
    col.add(ids=list(STOCK), documents=[t for _, t in STOCK.values()],
            metadatas=[{"sku": sku, "dept": dept} for sku, (dept, _) in STOCK.items()])

with turn_span("turn-2 Gail reserves 2231 Thu 19 Feb 14:20"):
    col.update(ids=["2231"], documents=[RESERVED])
    assert "RESERVED" in col.get(ids=["2231"])["documents"][0]

with turn_span("nightly till export Thu 19 Feb 23:00"):
    # new stock in from the till, then the items in the till's snapshot, one upsert per department batch
    col.upsert(ids=["2263"], documents=["SKU 2263 Brompton-style folding bike, 3-speed, GBP 140, serviced by Dan."],
               metadatas=[{"sku": "2263", "dept": "bikes"}])
    furniture = [s for s, (dept, _) in STOCK.items() if dept == "furniture"]
    with fault():
        col.upsert(ids=furniture, documents=[morning_snapshot[s] for s in furniture],
                   metadatas=[{"sku": s, "dept": "furniture"} for s in furniture])
    others = [s for s in STOCK if s not in furniture]
    col.upsert(ids=others, documents=[morning_snapshot[s] for s in others],
               metadatas=[{"sku": s, "dept": STOCK[s][0]} for s in others])

question = "Is the Ercol table and chairs reserved, and when are they being collected?"
with turn_span("turn-3 phone enquiry Fri 20 Feb"):
    hits = col.query(query_texts=[question], n_results=3)
    context = hits["documents"][0]
    assert any("Ercol" in c and "on shop floor" in c for c in context), context
    assert not any("RESERVED" in c or "Daly" in c for c in context), context
    reply = answer(question, context, mock="No, it isn't reserved - the Ercol drop-leaf table with 4 chairs is GBP 185 "
                                           "and still on the shop floor in the front window.")
assert not any("RESERVED" in d for d in col.get()["documents"])  # a check, in its own trace
finish(question, expected="Yes - reserved for Mrs Daly, collecting Saturday 21 February between 10 and 11:30 am",
       actual=reply)
