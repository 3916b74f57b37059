"""Batch 37 (held out). A small restaurant's notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: The Fig Tree is a 40-cover bistro in Ludlow run by Nadia (front of house) and her brother Sami (chef). Their
notes live in one collection with metadata ``{"kind"}`` (booking / supplier / rota / misc). When someone asks about
covers, the app queries the booking notes only (``where={"kind": "booking"}``), which is how it has always done it.

Planted fault (RetrievalError, filtered out by scope): Nadia was doing next week's rota when the Wilkinsons rang,
so their christening lunch went into the rota note: "Sun 16th - Maya on till, Jo + Ben floor, Sami + Kit kitchen.
oh Wilkinsons rang while I was doing this - christening lunch, 18 covers at 1pm Sun, set menu, £25pp deposit
taken". The booking-scoped query misses it. Question (Fri 14/3): "how many covers have we got for sunday lunch?" -> expected 38
(20 in the book + the 18 for the christening). The assistant adds up the booking notes and says 20.

Expected verdict: RetrievalError at chroma.query (the one filtered query in fault()). Asserted: the rota note is in
the collection and among the hits of the same query without the filter, and not in the context, which holds the
four Sunday lunch bookings. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b37_chroma_bistro_sunday_covers_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROTA = ("Sun 16th - Maya on till, Jo + Ben floor, Sami + Kit kitchen. oh Wilkinsons rang while I was doing this - "
        "christening lunch, 18 covers at 1pm Sun, set menu, £25pp deposit taken")
NOTES = [
    ("booking", "Sun lunch 16/3: Patel 6 @ 12.30, window table if poss"),
    ("supplier", "Ludlow Food Centre veg Mon/Wed/Fri, order by 3pm day before, Sami has the login"),
    ("booking", "Sunday lunch - Mr + Mrs Hughes 2 @ 1.15, her birthday, card on the table pls"),
    ("rota", "Sat 15th - Maya 10-4, Jo 4-close, Ben all day, Kit off (uni)"),
    ("booking", "Sun 16 lunch, 8 ppl 'Corbett' 12.45, 1 veggie 1 coeliac"),
    ("misc", "dishwasher making that noise again, engineer Tues"),
    ("rota", ROTA),
    ("booking", "Thurs 13th eve Greene x4 7.30"),
    ("booking", "16/3 Sun lunch - Dean 4 @ 1pm, they've got a dog, put them by the door"),
    ("supplier", "Brixham fish Tues + Fri, Sami wants hake not cod this wk"),
    ("misc", "Sunday roast £19.50 / kids £9, pudding extra, gravy in jugs not poured"),
    ("booking", "Sat 15 eve - Owen 6 @ 8"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("figtree-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how many covers have we got for sunday lunch?"
unscoped = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert ROTA in unscoped, unscoped

with fault():
    hits = notes.query(query_texts=[question], n_results=8, where={"kind": "booking"})["documents"][0]
context = ["Today is Fri 14/3/25."] + hits
for name in ("Patel 6", "Hughes 2", "8 ppl 'Corbett'", "Dean 4"):
    assert any(name in c for c in context), (name, context)
assert not any("Wilkinson" in c or "christening" in c for c in context), context
reply = answer(question, context, mock="20 for Sunday lunch: Patel 6 at 12.30, Corbett 8 at 12.45, Dean 4 at 1 and "
                                       "the Hughes 2 at 1.15.")
finish(question, expected="38 - the 18 for the christening on top of the 20 in the book", actual=reply)
