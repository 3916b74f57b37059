"""Batch 44 (held out). A dental practice's reception notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Harbour Street Dental (three dentists, a hygienist, two on reception). Reception drop everything into one
collection with metadata ``{"who", "kind"}`` - bookings, bills, lab work, recalls - and the assistant answers from
the top four hits of a query, as it always has. Twelve notes, Feb - March 2026.

Planted fault (RetrievalError, ranked out): Declan Brennan's crown (UR6, private) was quoted at £320. On Tue 3/3 Kerry
on reception wrote: "Tues am - Declan Brennan (the one w the dodgy UR6) put £100 down on card b4 we send to the
lab, receipt's in the tray, rest when it's fitted 17th". The query "how much has Mr Brennan got left to pay for his
crown?" ranks Brennan's other notes (estimate, recall, fitting slot, NHS band query) above it, and the top 4 leave
it out. Question (Mon 16/3) -> expected £220 (£320 less the £100 paid on 3/3). The assistant says the full £320.

Expected verdict: RetrievalError at chroma.query (the one query inside fault()). Asserted: the card-payment note is
in the collection and among the hits of the same query with a deeper n_results, and not in the context; the £320
estimate is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b44_chroma_dentist_crown_balance_rankedout", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PAID = ("Tues am - Declan Brennan (the one w the dodgy UR6) put £100 down on card b4 we send to the lab, "
        "receipt's in the tray, rest when it's fitted 17th")
NOTES = [
    ("brennan", "bill", "Mr Brennan - crown UR6 private, estimate £320 (porcelain), signed the est 24/2, he asked "
                        "if he can pay it off"),
    ("brennan", "recall", "Mr Brennan 6 mth recall due Aug, hygienist w Lou, he likes late afternoons"),
    ("brennan", "booking", "Mr Brennan crown fit Tue 17/3 8.50 w Dr Shah, 30 mins, remind him day before"),
    ("brennan", "query", "Mr Brennan asked if the crown can go on the NHS band 3 (£326.70) - told him Dr Shah "
                         "recommended private for that one, his choice"),
    ("kowalski", "booking", "Mrs Kowalski - filling LL6 Thu 5/3, 40 mins, Dr Shah"),
    ("general", "admin", "card machine keeps dropping wifi, if it does use the old one in the drawer"),
    ("brennan", "bill", PAID),
    ("general", "lab", "lab pick-ups mon + thurs now, Dentco driver comes about 2"),
    ("patel", "bill", "Mrs Patel owes £23.80 from the check-up, sent a reminder 2/3"),
    ("general", "admin", "Dr Okoye off w/c 9/3, move her emergencies to Dr Shah"),
    ("brennan", "misc", "Mr Brennan's wife rang to ask about whitening prices, sent her the leaflet"),
    ("general", "recall", "recall letters for March out 1/3, 64 of them, 11 came back wrong address"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harbour-st-reception", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"who": w, "kind": k} for w, k, _ in NOTES])

question = "how much has Mr Brennan got left to pay for his crown?"
deeper = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert PAID in deeper, deeper
assert PAID in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 16/3/26."] + hits
assert PAID not in context, context
assert any("estimate £320" in c for c in context), context
reply = answer(question, context, mock="£320 - the private porcelain crown on UR6. He's in for the fit tomorrow at "
                                       "8.50 with Dr Shah.")
finish(question, expected="£220, as he's already put £100 towards it", actual=reply)
