"""Batch 379 (held out). A small bait-and-tackle shop: chromadb collection of the shop's notes, script style (every
call its own trace); for a "how much" question the counter helper asks only the price and stock notes, and the note
with the new shiner price was filed under orders.

App: T-Roy's Bait & Tackle sits at the Bayou Chenet bridge on LA 6612 - live bait, ice, propane exchange, tackle,
fishing licenses. T-Roy Hebert (the owner) and Ray-Ray (who works the counter) keep the shop's notes in one chroma
collection with metadata ``kind`` (prices, stock, hours, orders, fuel); for a "how much" question the helper asks
only the prices and stock notes (``where={"kind": {"$in": ["prices", "stock"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): T-Roy's price board note of 2/28/26 has shiners at $4.50
a dozen and a 10 lb bag of ice at $2.75. His note of Tue. 3/10/26 starts with the minnow man's delivery (so it was
filed as orders) and says, in passing, that Delmer's putting his shiners up, so the shop's going up too - $5.25 a
dozen starting today, not $4.50, crickets the same. Question (Thu. 3/12/26, Ray-Ray at the counter, a customer
on the phone): "how much for 3 dozen shiners and 2 bags of ice? man wants it ready when he pulls up" -> expected
$21.25 (3 x $5.25 + 2 x $2.75). The scoped query returns the price board, the stock and the ice notes; the
assistant says $19.00.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue. 3/10/26 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has $5.25 or "going up"; the $4.50 shiners and the $2.75 ice are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b379_chroma_bait_shop_shiners_ice_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Tue. 3/10/26 - Delmer the minnow man came by, next drop is Fri. a.m., 40 dozen shiners + 20 dozen "
         "minnows. He's putting his shiners up so I'm going up too - shiners $5.25 a dozen starting today, not "
         "$4.50. crickets same. change the board when y'all get a minute")
NOTES = [
    ("prices", "2/28/26 PRICE BOARD - shiners $4.50 a dozen, minnows $3.00 a dozen, crickets $3.50 a tube, live "
               "shrimp $7 a qt when we got 'em. ice $2.75 a bag (10 lb), block ice $3.50"),
    ("stock", "3/6/26 stock - 2 shiner tanks full, cricket box about half, ice chest's got 60 bags, reorder "
              "Tuesday. out of 1/0 circle hooks again"),
    ("hours", "3/2/26 hours - 5:30 am to 6 pm weekdays, 5 am Sat & Sun, closed Easter Sunday"),
    ("orders", PRICE),
    ("fuel", "Mon. 3/9/26 propane exchange $24.99 a tank, the propane truck comes Thursdays, 12 empties in "
             "the cage"),
    ("stock", "Wed. 3/11/26 ice man says he's good for 80 bags Fri. + Sat. for the rodeo, cash on delivery"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("troys-bait-tackle-2026",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "T-Roy"}])

question = "how much for 3 dozen shiners and 2 bags of ice? man wants it ready when he pulls up"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prices", "stock"]}})
hits = found["documents"][0]
context = ["Today is Thu. March 12, 2026. You are helping Ray-Ray at the counter of T-Roy's Bait & Tackle; a "
           "customer's on the phone."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("5.25", "going up")), context
assert any("shiners $4.50 a dozen" in c for c in context), context
assert any("ice $2.75 a bag" in c for c in context), context
reply = answer(question, context, mock="$19.00 - 3 dozen shiners at $4.50 is $13.50, plus 2 bags of ice at $2.75.")
finish(question, expected="$21.25 - shiners went up to $5.25 a dozen on 3/10, so $15.75 plus $5.50 for the ice",
       actual=reply)
