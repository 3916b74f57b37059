"""Batch 365 (held out). A cook shop's catering orders: chromadb collection of the shop's notes, script style
(every call its own trace); for a "how much" question the helper asks only the order and price notes, and the note
that added to the order was filed under supplies.

App: Miss Ivy's Cook Shop in Spanish Town does boxed lunches over the counter and catering on the side - fry
chicken, curry goat, oxtail, escovitch fish, rice an peas and festival. Miss Ivy types her notes into the shop's
helper, one chroma collection with metadata ``kind`` (order, price, staff, supplies, delivery); for a "how much"
question the helper asks only the order and price notes (``where={"kind": {"$in": ["order", "price"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): the order note of 2050-11-02T09:40 has Mr Gordon's
retirement do on Sat 19 Nov - 60 box fry chicken at J$950 a box, J$20,000 deposit paid cash; the 3/11 price list has
curry goat at J$1,400 a box. Miss Ivy's note of Weds 9/11 starts with the gas man and the chicken man's prices (so it
was filed as supplies) and says, in passing, that Mr Gordon called back - he wants to add 25 box of curry goat for
the older heads, same price as the list. Question (Mon 14/11, Miss Ivy): "how much di balance fi Mr Gordon order
after di deposit? mi writing up di invoice" -> expected J$72,000 (60 x 950 + 25 x 1,400 = 92,000, less the 20,000
deposit). The scoped query returns the two order notes and the price list; the assistant says J$37,000.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 9/11 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has the
curry goat add-on ("25 box", "older heads", "call back"); the 60 box order, the deposit and the J$1,400 price are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b365_chroma_cookshop_catering_balance_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ADD = ("Weds 9/11 - gas man come, 2 cylinder J$9,800. chicken man seh price gone up AGAIN 🙄 nuh badda wid him, mi "
       "try di man a Old Harbour. oh an Mr Gordon call back - him want add 25 box a curry goat to him order fi di "
       "older heads dem, same price as di list")
NOTES = [
    ("order", "2050-11-02T09:40 ORDER - Mr Gordon retirement do, Sat 19 Nov, Lions Club hall. 60 box fry chicken w/ "
              "rice an peas + festival, J$950 a box. him pay J$20,000 deposit cash, receipt 0417"),
    ("price", "3/11 catering price list from now: fry chicken box J$950, curry goat J$1,400, oxtail J$1,800, "
              "escovitch fish J$1,300. soup by di pot J$6,000, minimum order 20 box"),
    ("staff", "Tue 8 Nov - Kerry-Ann an Dwayne a go help Sat mawning, mi need dem from 6 sharp. Dwayne bring di big "
              "dutch pot from him mada yard"),
    ("supplies", ADD),
    ("delivery", "Fri 11 Nov - Gordon delivery Sat 19th, van leave here 11:30 fi reach Lions Club by 12. him son "
                 "Andre a go meet we at di gate wid di key"),
    ("order", "Sat 12/11 - Sister Pauline order fi di church Family Day Sun 27 Nov, 40 box escovitch fish, she "
              "collecting herself 10am, deposit next week"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("miss-ivy-cookshop-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ivy"}])

question = "how much di balance fi Mr Gordon order after di deposit? mi writing up di invoice"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert ADD in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["order", "price"]}})
hits = found["documents"][0]
context = ["Today is Mon 14 November 2050. You are talking to Miss Ivy, who runs Miss Ivy's Cook Shop in Spanish "
           "Town (catering on the side)."] + hits
assert ADD not in hits and not any(w in c.lower() for c in context
                                   for w in ("25 box", "older heads", "call back")), context
assert any("60 box fry chicken" in c and "J$20,000 deposit" in c for c in context), context
assert any("curry goat J$1,400" in c for c in context), context
reply = answer(question, context, mock="J$37,000 - 60 box fry chicken at J$950 is J$57,000, less di J$20,000 "
                                       "deposit him pay.")
finish(question, expected="J$72,000 - 60 fry chicken at J$950 + 25 curry goat at J$1,400 = J$92,000, less the "
                          "J$20,000 deposit", actual=reply)
