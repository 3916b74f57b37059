"""Batch 48 (held out). A second-hand bike workshop's job book: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Spokes, a not-for-profit bike workshop under the railway arches (Kev runs the bench, Nadia the front desk,
volunteers on Thursdays). Every job and shop note goes into one collection with metadata ``{"job", "status"}``
(status: open, waiting, collected, info). Every Friday at close Nadia clears out the jobs that have been collected
(``delete(where={"status": "collected"})``) so the assistant stops talking about bikes that have gone. Eleven
notes, 28 April - 8 May 2026.

Planted fault (DeletionError): job #214's note, filed as collected, also held the quote for the next job: "#214
Mrs Okoro's Raleigh Pioneer - 2 tyres + tubes, £46 pd card, collected tues 3pm. she's bringing her lad's bike in
sat 10am (20in blue Carrera), brake blocks front + back and a new chain, quoted her £38 all in, blocks coming w
the Madison order fri". The Friday 8/5 clear-out deletes it. Question (Sat 9/5, Nadia): "how much did we quote Mrs
Okoro for her lad's bike?" -> expected £38 all in. The assistant works it out from the price list: £42.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the #214 note is a top
hit of the app's query before the delete, and is neither stored nor in the context after; the price list is
in the context. Another reading: none that we see; nothing else holds the quote.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b48_chroma_bike_kids_bike_quote_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OKORO = ("#214 Mrs Okoro's Raleigh Pioneer - 2 tyres + tubes, £46 pd card, collected tues 3pm. she's bringing her "
         "lad's bike in sat 10am (20in blue Carrera), brake blocks front + back and a new chain, quoted her £38 all "
         "in, blocks coming w the Madison order fri")
NOTES = [
    ("info", "-", "bench prices from May: brake blocks fitted £12 a pair, chain fitted £18 (kids' chains too), "
                  "puncture £8, safety check £10, full service £55"),
    ("collected", "208", "#208 Carrera Subway, new rear mech + cable, £34, collected Sat 2/5 by the student"),
    ("open", "215", "#215 Dawes Galaxy, Mr Pryce - rear wheel cracked at the rim, quoted £70 for a new 700c, he's "
                    "thinking about it"),
    ("collected", "214", OKORO),
    ("info", "-", "Madison order going in thurs nights, arrives fri. minimum £100 or they charge delivery"),
    ("waiting", "211", "#211 ladies' Peugeot (the green one) - waiting on a 26in tyre, customer Jan 07700 900431"),
    ("collected", "209", "#209 kids' Frog 44 donated back by the Hendersons, checked over, sold £90 to a lady from "
                         "Holme Lacy"),
    ("info", "-", "volunteer thurs: Ade + Mo doing the donor bikes, 6 stripped this wk, wheels in the rack"),
    ("open", "216", "#216 Brompton, hinge clamp loose + creaky bb, owner collects weds 13th, quoted £45"),
    ("collected", "212", "#212 Specialized Rockhopper, puncture x2 (thorns), £16, collected thurs 5pm"),
    ("info", "-", "Nadia off sat 16th, Kev doing desk + bench, close at 2 not 4"),
]

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("spokes-job-book", embedding_function=offline.chroma_embedding_function())
jobs.add(ids=[f"j{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
         metadatas=[{"status": s, "job": j} for s, j, _ in NOTES])

question = "how much did we quote Mrs Okoro for her lad's bike?"
words = "quote kids bike brake blocks chain price"  # the app's search words for it
before = jobs.query(query_texts=[words], n_results=4)["documents"][0]
assert OKORO in before, before

# Friday 8 May, close: clear out the jobs that have been collected
with fault():
    jobs.delete(where={"status": "collected"})

stored = jobs.get()["documents"]
hits = jobs.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Sat 9 May 2026."] + hits
assert OKORO not in stored and OKORO not in context
assert any("brake blocks fitted £12 a pair" in c for c in context), context
assert not any("£38" in c or "Okoro" in c for c in context + stored), context
reply = answer(question, context, mock="£42 - brake blocks front and back at £12 a pair is £24, plus £18 for the "
                                       "chain.")
finish(question, expected="£38 for the lot (both sets of blocks and the chain)", actual=reply)
