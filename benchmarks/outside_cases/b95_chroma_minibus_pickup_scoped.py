"""Batch 95 (held out). A community minibus's day trips: chromadb collection, query scoped to one trip, script
style (each call its own trace).

App: the Wing & District Community Minibus keeps its trip notes in one chroma collection, each tagged with the
trip it belongs to (``trip``: "bourton-18jul", "ely-25jul", ... or "all" for notices that cover every trip). The
passengers' helper answers a question about a trip from that trip's notes only.

Planted fault (RetrievalError, filtered by scope): Pam's notice of 10/7 (tagged "all") says the Market Square is
coned off for three weeks from 13/7 for the gas main work, so every trip picks up in the Co-op car park on Bridge
St, round the back by the recycling bins, same times. The Bourton trip's own note still says Market Sq 9.15.
Question (Thu 16/7, Mrs Ellis): "where do i get on for bourton on saturday, by the clock same as usual?" ->
expected the Co-op car park on Bridge Street. The assistant says by the clock in the Market Square.

Expected verdict: RetrievalError at the chroma query (the trip-scoped query, wrapped in fault()). Asserted: the
same query without the filter returns the notice; the scoped one leaves it out, and the Market Sq line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b95_chroma_minibus_pickup_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTICE = ("NB every trip from mon 13/7 for 3 wks - Market Sq's all coned off for the gas main so we're picking "
          "up in the Co-op car park on Bridge St (round the back by the recycling bins). same times as on your "
          "ticket. Pam 10/7")
DOCS = [
    ("bourton-18jul", "BOURTON-ON-THE-WATER sat 18/7 - 9.15 Market Sq (by the clock), Red Lion at Wing 9.30. "
                      "leave Bourton 4pm, home about 6. £14 members/£16 non. 14 of 16 sold"),
    ("all", NOTICE),
    ("bourton-18jul", "Mrs Ellis front seat pls (her hip), the Grants bringing a folding wheelchair - goes in "
                      "the boot. model village £5.50 if anyone wants, lunch own arrangements"),
    ("ely-25jul", "ELY sat 25/7 dep 8.45, cathedral tour 11 (£9 conc), FULL 16/16, waiting list Hursts x2"),
    ("all", "drivers this summer Keith + Ron. Ron away 20-31/7 so Keith does Ely"),
    ("whitby-8aug", "WHITBY sat 8/8 dep 7am, back late (9ish), £22, 10 booked so far"),
    ("all", "fares going up 50p from Sept, committee 2/7. members card still £5 a yr"),
    ("bourton-18jul", "Keith says Bourton coach park's £12 for a minibus now, comes out of the kitty"),
]

client = chromadb.EphemeralClient()
trips = client.get_or_create_collection("wing-minibus-trips", embedding_function=offline.chroma_embedding_function())
trips.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"trip": k} for k, _ in DOCS])

question = "where do i get on for bourton on saturday, by the clock same as usual?"
words = "Bourton saturday pick up where get on Market Sq"  # the helper's search words
wide = trips.query(query_texts=[words], n_results=5)["documents"][0]
assert NOTICE in wide, wide

with fault():
    found = trips.query(query_texts=[words], n_results=5, where={"trip": "bourton-18jul"})
hits = found["documents"][0]
context = ["Today is Thu 16 July 2036. You are talking to Mrs Ellis, a regular passenger."] + hits
assert NOTICE not in context and not any("Co-op" in c or "coned" in c for c in context), context
assert any("9.15 Market Sq (by the clock)" in c for c in context), context
reply = answer(question, context, mock="Yes - by the clock in the Market Square at 9.15, and we've saved you the "
                                       "front seat.")
finish(question, expected="round the back of the Co-op on Bridge St - the square's dug up", actual=reply)
