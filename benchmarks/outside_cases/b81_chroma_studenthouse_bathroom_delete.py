"""Batch 81 (held out). A student house's bills and chores: chromadb collection of house notes, script style (each
call its own trace).

App: the five students at 22 Brudenell Grove (Tom, Jas, Priya, Ellie, Sam) post house notes to a little group app
that keeps them in one chroma collection with a ``kind`` (bill, rota, landlord, misc) and a ``month``. On the 1st of
each month it clears out last month's bill notes so the bills list stays short.

Planted fault (DeletionError): on 1 Oct the clear-out deletes September's bill notes. One of them (Tom's, 24/9) is
mostly the energy bill but also says Jas and Priya have done a deal on chores: Priya's taking the bathroom for the
rest of term and Jas does recycling, the bleach sets off Jas's eczema. The rota note (20/9) still says bathroom =
Jas. Question (Mon 11/10, Ellie): "who's on bathroom at the mo? it's grim" -> expected Priya. The assistant says
Jas.

Expected verdict: DeletionError at chroma.delete (the month-end clear-out, wrapped in fault()). Asserted: the note is
in the query results before the delete and gone from the collection and the context after it; the rota line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b81_chroma_studenthouse_bathroom_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TOM = ("Tom 24/9: octopus bill for aug 20-sep 20 is £168.20 so £33.64 each, pay me by fri pls. ALSO jas + priya "
       "sorted a deal - priya's doing the bathroom for the rest of term and jas takes recycling, the bleach sets "
       "off jas's eczema. so ignore the rota for those two")
DOCS = [
    ("rota", 9, "CLEANING ROTA from 20/9 til reading wk: bathroom = Jas, kitchen = Tom, hoovering + stairs = Ellie, "
                "bins (tues night!!) = Sam, recycling = Priya. swap round after reading wk"),
    ("bill", 9, "rent £495 pppm to Headrow Lets on the 1st, standing order, Sam's is the 3rd bc of her loan"),
    ("landlord", 9, "Headrow Lets: gas safety check thurs 23/9 between 8-12, someone needs to be in"),
    ("bill", 9, TOM),
    ("bill", 9, "Ellie 15/9: broadband (Virgin) £30/mth, set up in my name, £6 each, I'll remind ppl"),
    ("misc", 9, "house meal sun 26/9 - Priya's doing dal, everyone bring a pud or a drink"),
    ("landlord", 10, "Headrow Lets 4/10: the back bedroom window latch will be fixed w/c 11/10, they'll text"),
    ("bill", 10, "Tom 2/10: water (Yorkshire Water) is £42/mth split 5 = £8.40, comes out on the 8th"),
    ("misc", 10, "Sam: who's eaten my halloumi. not angry just disappointed"),
    ("rota", 10, "bins reminder: general waste tues night, recycling every other thurs (next 14/10)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brudenell-22", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "month": m} for k, m, _ in DOCS])

words = "bathroom cleaning rota who is doing the bathroom Jas Priya"  # the app's search words
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert TOM in before, before

# 1 Oct: clear out last month's bill notes
with fault():
    notes.delete(where={"$and": [{"kind": "bill"}, {"month": 9}]})

stored = notes.get()["documents"]
question = "who's on bathroom at the mo? it's grim"
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Mon 11 October 2032. You are talking to Ellie, one of the housemates."] + hits
assert TOM not in stored and not any("priya's doing the bathroom" in c for c in context + stored)
assert any("bathroom = Jas" in c for c in context), context
reply = answer(question, context, mock="Jas - the rota has Jas on the bathroom until reading week.")
finish(question, expected="Priya's doing it (she took it over from Jas)", actual=reply)
