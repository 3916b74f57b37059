"""Batch 46 (held out). A charity shop's day book: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: the St Cuthbert's Hospice shop on Bridge St (manager Lorraine, about twenty volunteers). Whoever closes up
types a line or two into the shop's assistant: takings, donations, who was in, what broke. Everything goes into one
collection with metadata ``{"by", "kind"}``, and the assistant answers from the top 3 hits of a query, as it always
has. Fourteen entries, 21 Feb - 10 March 2026.

Planted fault (RetrievalError, ranked out): Sat 7/3 was the first day of the spring sale. Pam cashed up the till
(£312.40 cash, from the Z read) and Lorraine added on Monday: "Mon - pam's sheet for sat is just the drawer, the
card reader does its own total, 188.50 on it for sat, so put that with the cash for the head office return". The
query "what were sat's takings altogether?" ranks the till sheet and two earlier Saturdays' takings lines above
it, and the top 3 leave it out. Question (Tue 10/3) -> expected £500.90 (£312.40 cash + £188.50 on card). The
assistant says £312.40.

Expected verdict: RetrievalError at chroma.query (the one query inside fault()). Asserted: Lorraine's card line is in
the collection and among the hits of the same query with a deeper n_results, and not in the context; the £312.40
till sheet is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b46_chroma_charity_shop_saturday_takings_rankedout", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CARD = ("Mon - pam's sheet for sat is just the drawer, the card reader does its own total, 188.50 on it for sat, so "
        "put that with the cash for the head office return")
NOTES = [
    ("pam", "takings", "Sat 7/3 takings - till (Z read) £312.40 cash, first day of the spring sale, 1/2 price on all "
                       "the winter coats, busy busy. Pam + Derek + Sue in"),
    ("lorraine", "admin", "spring sale sat 7th - 2 wks, all coats + knitwear half price, rails by the window"),
    ("derek", "takings", "Fri 6th took £146.20, quiet till the school pick-up, sold the pine dresser £45 (collecting "
                         "weds)"),
    ("sue", "donations", "sat - 14 bags in, 3 were just wet bedding (binned), nice bone china tea set for the window"),
    ("lorraine", "admin", "gift aid forms running low, 20 left, ordered more from head office"),
    ("lorraine", "takings", CARD),
    ("derek", "takings", "Thurs takings £201.75 cash, the 2 paintings went, £30 ea"),
    ("pam", "volunteers", "new volunteer Aled starting tues mornings 9.30-1, did his DBS last wk"),
    ("sue", "admin", "steamer's leaking again from the hose, used the spare, told Lorraine"),
    ("lorraine", "admin", "head office return for w/e 7/3 due by wed 11th, email to Karen"),
    ("derek", "donations", "mon - someone left a telly by the back door, we can't take electricals, rang the council"),
    ("pam", "volunteers", "Joan can't do sats in march (hip), Sue's covering"),
    ("pam", "takings", "Sat 28/2 takings £254.10 cash, wet all day, Derek's cakes sold out by 11 tho"),
    ("sue", "takings", "sat 21/2 - takings £288 (cash), the wedding dress went for £60!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-cuthberts-bridge-st",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"by": b, "kind": k} for b, k, _ in NOTES])

question = "what were sat's takings altogether?"
deeper = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert CARD in deeper, deeper
assert CARD in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Tue 10/3/26."] + hits
assert CARD not in context, context
assert any("£312.40 cash" in c for c in context), context
reply = answer(question, context, mock="£312.40 - that's the till on Saturday, first day of the spring sale.")
finish(question, expected="£500.90 once the card machine's £188.50 is added to the cash", actual=reply)
