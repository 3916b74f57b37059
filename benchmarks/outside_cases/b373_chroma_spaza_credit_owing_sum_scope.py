"""Batch 373 (held out). A family spaza shop's credit book: chromadb collection of the family's book entries, script
style (every call its own trace); for a "how much is X owing" question the helper asks only the credit and payments
entries, and the entry with a new credit was filed under stock.

App: Ma Zodwa's spaza in Mahlangeni Gardens is run by Ma Zodwa, her son Sizwe and her daughter Lerato. They keep the
shop's book - stock, deliveries, prices, the float and customers' credit ("on the book") - in one chroma collection
with metadata ``kind`` (credit, payments, stock, prices, float); for a "how much is X owing" question the helper asks
only the credit and payments entries (``where={"kind": {"$in": ["credit", "payments"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lerato's entry of 2026/03/02 puts Bra Vusi on the book
for R185,99 (mealie meal, amasi, a loaf); Sizwe's Fri 6 Mar entry has him paying R100 cash off it, balance R85,99.
Sizwe's Mon 9 Mar entry starts with the bread van (late again, the brown loaves squashed), so it was filed as stock,
and says in passing that he gave Bra Vusi a 5L cooking oil, R149,99, on the book - month-end, he says. Question
(Sat the 14th, Ma Zodwa): "how much is Bra Vusi owing on the book now? he says he's coming to pay month-end" ->
expected R235,98 (R85,99 + R149,99). The scoped query returns his first credit, his payment and another customer's
credit; the assistant says R85,99.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 9 Mar entry is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the entry is in the unfiltered 5 nearest and not in the filtered result; no context line has
the oil or R149,99; the R185,99 and the R100 payment are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b373_chroma_spaza_credit_owing_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

OIL = ("Mon 9 Mar - bread van came late AGAIN 😤 40 white 20 brown, half the brown ones squashed, told the driver. "
       "Sizwe gave Bra Vusi a 5L cooking oil R149,99 on the book, month-end he says (as usual 🙄). we need more R10 "
       "airtime vouchers")
NOTES = [
    ("credit", "2026/03/02 ON THE BOOK 📒 Bra Vusi: 10kg mealie meal R129,99 + 2L amasi R38,50 + 1 white loaf R17,50 "
               "= R185,99. says he'll pay Fri"),
    ("payments", "Fri 6 Mar Bra Vusi paid R100 cash off his book, balance R85,99, the rest month-end he says"),
    ("stock", OIL),
    ("prices", "9/3 new prices from the cash n carry eish: sugar 2,5kg R54,99, mealie meal 10kg R134,99 now, eggs "
               "R79 a tray. change the board"),
    ("credit", "Tue 10 Mar Mam' Sithole on the book R64,50 - bread, milk, 2 candles. she's good for it"),
    ("float", "Sat the 14th float R500 in the tin, Lerato took R200 in coins for change from the taxi rank 🙏"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("ma-zodwa-spaza-book-2026",
                                       embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    book.add(ids=[f"entry-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much is Bra Vusi owing on the book now? he says he's coming to pay month-end"
wider = book.query(query_texts=[question], n_results=5)["documents"][0]
assert OIL in wider, wider
with fault():
    found = book.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["credit", "payments"]}})
hits = found["documents"][0]
context = ["Today is Sat 14 March 2026. You are talking to Ma Zodwa, who runs Ma Zodwa's spaza with Sizwe and "
           "Lerato."] + hits
assert OIL not in hits and not any(w in c.lower() for c in context for w in ("149,99", "cooking oil")), context
assert any("= R185,99" in c for c in context), context
assert any("Bra Vusi paid R100 cash" in c for c in context), context
reply = answer(question, context, mock="R85,99 - he was on for R185,99 and paid R100 off on Fri the 6th.")
finish(question, expected="R235,98 - the R85,99 left plus the 5L cooking oil (R149,99) Sizwe gave him on the 9th",
       actual=reply)
