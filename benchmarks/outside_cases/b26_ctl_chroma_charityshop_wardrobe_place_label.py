"""Batch 26 (held out), control. A hospice charity shop's van bookings: chromadb EphemeralClient with memtrace's
offline embedding function, script style.

App: the St Clare's Hospice shop in Ely keeps its donation and van notes in a collection with metadata ``{"kind",
"day"}``; the van crew's assistant answers from a query. Mr Ellis, who lives at 12 Station Rd, Littleport, is giving
his late mum's bedroom furniture (an oak wardrobe, a chest of drawers, two bedside cabinets). He then rings: it's all
still at her bungalow, 3 Orchard Way, and he'll meet Barry and Steve there at 10; his own house is where the
paperwork goes.

No fault planted. Question (Wed 23/4): "Where's the van going for the Ellis wardrobe on Friday?" The model answers 3
Orchard Way, Littleport, right per memory. The label says 12 Station Rd, Mr Ellis's own address. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b26_ctl_chroma_charityshop_wardrobe_place_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20250407, "donation", "Mr Ellis, 12 Station Rd Littleport (07700 900318) - his late mum's bedroom stuff: oak "
                           "wardrobe (big, comes apart), chest of drawers, 2 bedside cabs. Gift Aid form signed"),
    (20250408, "van", "Van crew Fri: Barry + Steve (Steve back from hols), Kath Mon"),
    (20250410, "shop", "Easter window done, Janet did bunnies out of old jumpers, brilliant"),
    (20250414, "van", "Mrs Okafor Weds 16/4 - armchair, nest of tables, standard lamp, 22 Lynn Rd"),
    (20250415, "donation", "Bag drop Sat was mad, 41 bags, mostly kids' clothes"),
    (20250417, "van", "Mr Ellis rang - the furniture's all still at his mum's bungalow, 3 Orchard Way (Littleport, "
                      "behind the Co-op), he'll meet Barry + Steve there Fri 10am w the key. Post/receipts to his own "
                      "house"),
    (20250418, "shop", "Wardrobes don't sell upstairs, put the Ellis one on the shop floor by the door"),
    (20250422, "van", "Fri 25/4 van: 10am Ellis wardrobe etc Littleport, then 1pm bed frame from Queen Adelaide"),
    (20250422, "van", "Van tyre pressure light on again, Kath says it's the sensor not the tyre"),
    (20250423, "donation", "Mrs Page asking if we take mattresses - no, fire regs, pointed her to the tip"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("stclares-van", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "Where's the van going for the Ellis wardrobe on Friday?"
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Wed 23/4/25."] + hits
assert any("Mr Ellis, 12 Station Rd Littleport" in c for c in context), context
assert any("3 Orchard Way" in c for c in context), context
reply = answer(question, context, mock="3 Orchard Way in Littleport (his mum's bungalow, behind the Co-op) - Mr Ellis "
                                       "is meeting Barry and Steve there at 10 with the key.")
finish(question, expected="12 Station Road, Littleport - Mr Ellis's", actual=reply)
