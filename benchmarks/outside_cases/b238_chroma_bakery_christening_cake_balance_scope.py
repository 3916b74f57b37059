"""Batch 238 (held out). A small bakery's orders book: chromadb collection of the orders book's entries, script style
(every call its own trace); for a "how much" question the helper asks only the order, deposit and payment entries,
and the entry that put the price up was filed as a design note.

App: Crumbs on Crown Street is a one-woman bakery (Lisa, with Amy on Saturdays) doing custom cakes - birthdays,
christenings, weddings - on a deposit and collect basis. Lisa keeps the orders book in one chroma collection with
metadata ``kind`` (order, deposit, payment, design, collection, allergy); for a "how much" question the helper asks
only the order, deposit and payment entries (``where={"kind": {"$in": ["order", "deposit", "payment"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): the entry of 2051-03-02 has Mrs Okafor's christening cake
for baby Chidi - 2 tier, lemon and vanilla, £85, collect Sat 25th March - and the entry of 4/3 her £25 deposit. The
entry of Tue 14 Mar starts with the topper she wants (a sleeping lamb on a cloud) and the ivory fondant (so it was
filed as design) and says, in passing, that she's asked to go up to 3 tiers - grandma's coming from Lagos and half
the church - so £30 more for the extra tier, and she's fine with that. Question (Fri 24/3, Amy, on the till
tomorrow): "how much has Mrs Okafor got left to pay when she picks up tomorrow?" -> expected £90 (£85 + £30 - £25).
The scoped query returns the Okafor order, the deposit and another order; the assistant says £60.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 14 Mar entry is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the entry is in the unfiltered 5 nearest and not in the filtered result; no context line has
the £30, the third tier or Lagos; the £85 order and the £25 deposit are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b238_chroma_bakery_christening_cake_balance_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

TIER = ("Tue 14 Mar - Mrs Okafor came in w/ a pic of the topper she wants, little sleeping lamb on a cloud 🐑☁️ - "
        "doable. fondant ivory not white. she's also asked to go up to 3 tiers, grandma's coming from Lagos + half the "
        "church 😅 so +£30 for the extra tier, she's fine with that, same flavours")
NOTES = [
    ("order", "2051-03-02 ORDER Okafor - christening cake for baby Chidi, 2 tier lemon + vanilla sponge, blue ribbon, "
              "'Chidi' piped on the top tier, £85. collect sat 25th march"),
    ("deposit", "4/3 Mrs Okafor paid £25 deposit, cash, in the tin + written in the book ✔ rest on collection"),
    ("design", TIER),
    ("collection", "collections sat 25th - Okafor 10am (bring the big box down), Bennett cupcakes 11.30, Shah "
                   "anniversary 2ish"),
    ("allergy", "Bennett cupcakes - NUT FREE pls, their Ellie's allergic. do them first thing b4 anything with "
                "almonds"),
    ("order", "Fri 17/3 Bennett - 24 cupcakes, unicorn theme, £36, paid in full on the card machine"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("crumbs-orders-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    book.add(ids=[f"entry-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lisa"}])

question = "how much has Mrs Okafor got left to pay when she picks up tomorrow?"
wider = book.query(query_texts=[question], n_results=5)["documents"][0]
assert TIER in wider, wider
with fault():
    found = book.query(query_texts=[question], n_results=3,
                       where={"kind": {"$in": ["order", "deposit", "payment"]}})
hits = found["documents"][0]
context = ["Today is Fri 24 March 2051. You are talking to Amy, who works Saturdays at Crumbs bakery."] + hits
assert TIER not in hits and not any(w in c.lower() for c in context for w in ("£30", "3 tiers", "lagos")), context
assert any("£85. collect sat 25th march" in c for c in context), context
assert any("paid £25 deposit" in c for c in context), context
reply = answer(question, context, mock="£60 - the cake's £85 and she's already paid a £25 deposit.")
finish(question, expected="£90 - £85 plus £30 for the third tier she added, less the £25 deposit", actual=reply)
