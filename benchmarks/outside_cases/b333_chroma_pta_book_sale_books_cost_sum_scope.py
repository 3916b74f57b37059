"""Batch 333 (held out). A school PTA's second-hand book sale: chromadb collection of the PTA's notes, script style
(every call its own trace); for a "how much" question the helper asks only the prices, money and till notes, and
the note that put the hardbacks up was filed under donations.

App: Heptonstall Primary's PTA hold a second-hand book sale on Fri 30th Sept 2050 in the school hall after school -
children's books, paperbacks, hardbacks, a bag deal, the money to the library carpet fund. Denise and Kerry file
the PTA's notes into one chroma collection with metadata ``kind`` (prices, setup, donations, money, till,
volunteers); for a "how much" question the helper asks only the prices, money and till notes
(``where={"kind": {"$in": ["prices", "money", "till"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Kerry's note of 2050-09-05T20:10 has the prices - kids'
books 20p, paperbacks 50p, hardbacks £1. Denise's note of Mon 19th Sept starts with the donations pouring in (14
crates in the staff room, Mr Lee wants them shifted by Friday), so it was filed as donations, and says, in passing,
that £1 for the hardbacks is daft, loads are like new and some of the cookery ones are £20 in the shops, so £2 for
hardbacks now; paperbacks and kids' stay the same. Question (Thu 29/9, Sam, a mum): "how much for 4 paperbacks + 2
hardbacks? want to send the right money in with the kids" -> expected £6 (4 x 50p + 2 x £2). The scoped query
returns the price list, the float note and the till note; the assistant says £4.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 19th Sept note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has £2 for hardbacks, "daft" or "like new"; the 50p paperbacks and the £1 hardbacks are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b333_chroma_pta_book_sale_books_cost_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Mon 19th Sept (Denise) - donations are POURING in 📚📚 14 crates in the staff room already, Mr Lee says "
         "shift them by fri pls 😬 had a look thru + £1 for the hardbacks is daft, loads are like new, some of the "
         "cookery ones are £20 in the shops. so £2 for hardbacks now, paperbacks + kids' stay the same")
NOTES = [
    ("prices", "2050-09-05T20:10 (Kerry) BOOK SALE 📖 fri 30th sept in the hall after school, 3.15-4.30. prices: "
               "kids' books 20p, paperbacks 50p, hardbacks £1, or a bag of 10 kids' books for £1.50"),
    ("setup", "12/9 (Kerry) tables out thurs after school, sort into kids / adult fiction / cookery / non-fiction. "
              "Yr 6 doing the signs"),
    ("donations", PRICE),
    ("money", "20/9 (Kerry) float £40 in coins from Gemma, all takings to the library carpet fund. last yr we made "
              "£212!!"),
    ("till", "Weds 21st Sept (Denise) - till's 2 tables by the door, card reader on Jo's phone but cash pref, kids "
             "can pay on the day, no IOUs 😂"),
    ("volunteers", "Tue 27/9 (Kerry) - need 2 on the till, 2 tidying, Yr 6 on the kids' table (v keen)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-pta-book-sale-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much for 4 paperbacks + 2 hardbacks? want to send the right money in with the kids"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prices", "money", "till"]}})
hits = found["documents"][0]
context = ["Today is Thu 29 September 2050. You are talking to Sam, a parent at Heptonstall Primary (PTA book sale "
           "Fri 30 Sept)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context
                                     for w in ("£2 for hardbacks", "daft", "like new")), context
assert any("paperbacks 50p, hardbacks £1" in c for c in context), context
reply = answer(question, context, mock="£4 - paperbacks are 50p each (£2) and hardbacks £1 each (£2).")
finish(question, expected="£6 - 4 paperbacks at 50p plus 2 hardbacks at £2 (they went up from £1)", actual=reply)
