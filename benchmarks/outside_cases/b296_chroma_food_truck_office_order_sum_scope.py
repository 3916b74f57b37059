"""Batch 296 (held out). A food truck's lunch orders: chromadb collection of the owners' notes, script style (every
call its own trace); for a "how much" question the helper asks only the menu, prices and orders notes, and the note
with the new brisket price was filed under stock.

App: Smoke & Oak (a BBQ food truck run by Joe and his sister Kelly) do weekday lunches round Halifax's business parks
in 2050 and take pre-orders from offices for collection. Joe files the truck's notes into one chroma collection with
metadata ``kind`` (menu, prices, orders, stock, pitches, staff); for a "how much" question the helper asks only the
menu, prices and orders notes (``where={"kind": {"$in": ["menu", "prices", "orders"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Joe's prices note of 2050-03-02 has the brisket bap at
£8.50, pulled pork £8, loaded fries £5; his orders note of 9/4 says office orders of 10+ get a free can each. His
note of Mon 14th April starts with the stock (the cash + carry, the new charcoal, 40kg of brisket in) so it was filed
as stock, and says, in passing, that the meat lad's put brisket up again so the brisket bap's £9.50 from today,
pork stays the same. Question (Thu 17/4, Anita at Lowfields Business Park, ordering for her team): "how much for 6
brisket baps + 4 loaded fries for friday? need to get petty cash out" -> expected £77 (6 x £9.50 + 4 x £5). The
scoped query returns the price list, the orders note and the menu; the assistant says £71.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 14th April note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£9.50 or "put brisket up"; the £8.50 brisket bap and the £5 loaded fries are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b296_chroma_food_truck_office_order_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Mon 14th April - cash + carry run done, new charcoal's in (the lumpwood not the briquettes), 40kg of brisket "
         "in the fridge 🥩 the meat lad's put brisket up AGAIN so brisket bap's £9.50 from today, pork stays the same. "
         "need more brioche baps for friday")
NOTES = [
    ("prices", "2050-03-02 price list 🔥 brisket bap £8.50, pulled pork bap £8, loaded fries £5, mac n cheese pot "
               "£4.50, cans £1.20. card or cash, no amex"),
    ("menu", "menu for spring - brisket bap, pulled pork bap, loaded fries (cheese, burnt ends, jalapeños), mac n "
             "cheese pot. veggie option = smoked jackfruit bap when Kelly remembers to make it 😂"),
    ("orders", "9/4 office pre orders - text or email by 10am, collect from the truck 12-12.30. orders of 10+ get a "
               "free can each, pay on collection"),
    ("stock", PRICE),
    ("pitches", "Tue 15/4 pitches - mon Lowfields, tues Calder Trading Est, weds Lowfields, thurs the hospital, fri "
                "Lowfields again + the Piece Hall sat"),
    ("staff", "16/4 Kelly's off fri for her driving test, Ryan's on the hatch w/ me"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("smoke-and-oak-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Joe"}])

question = "how much for 6 brisket baps + 4 loaded fries for friday? need to get petty cash out"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["menu", "prices", "orders"]}})
hits = found["documents"][0]
context = ["Today is Thu 17 April 2050. You are talking to Anita, who orders lunch for her team at Lowfields Business "
           "Park from the Smoke & Oak food truck."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("9.50", "put brisket up")), context
assert any("brisket bap £8.50" in c for c in context), context
assert any("loaded fries £5" in c for c in context), context
reply = answer(question, context, mock="£71 - 6 brisket baps at £8.50 (£51) plus 4 loaded fries at £5 (£20).")
finish(question, expected="£77 - 6 x £9.50 brisket baps (brisket went up on the 14th) plus 4 x £5 loaded fries",
       actual=reply)
