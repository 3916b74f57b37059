"""Batch 97 (held out). A tool library's loans: chromadb collection, the loans helper's query scoped to the loan
cards, script style (each call its own trace).

App: the Moss Side tool library keeps everything in one chroma collection: loan cards (kind "loan"), repair notes
("repair") and shift notes ("shift"). The borrowers' helper answers deposit and due-back questions from the loan
cards only (``where={"kind": "loan"}``), which the volunteers are meant to keep up to date.

Planted fault (RetrievalError, filtered by scope): when Raj brought the Karcher pressure washer back on Sat 8/3 the
lance had snapped at the trigger end; Mike ordered a new one at £15 and the library keeps £15 of Raj's deposit, the
rest goes back to him (Raj was fine about it). That is a repair note, so the scoped query leaves it out. The loan
card says deposit £40 cash. Question (Fri 14/3, Raj): "how much of my deposit am i getting back tmrw for the
pressure washer?" -> expected £25 (the £40 less £15 for the lance). The assistant says all £40.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the repair note; the scoped one leaves it out, and the card's £40 line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b97_chroma_toollib_deposit_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LANCE = ("8/3 K4 pressure washer back from Raj - lance snapped at the trigger end :( Mike's ordered a new one, "
         "£15, so we keep £15 of Raj's deposit + the rest goes back to him. told him, he was fine abt it")
DOCS = [
    ("loan", "LOAN #412 pressure washer (Karcher K4) - Raj P, out sat 1/3, back sat 8/3, deposit £40 cash in the "
             "tin"),
    ("loan", "LOAN #415 hedge trimmer - Mrs Adebayo, out 1/3 back 8/3, dep £25, extension lead w it"),
    ("repair", LANCE),
    ("shift", "sat 8/3 shift - me + Gwen. 14 out, 9 back, tin £62 after deposits. front door sticking again"),
    ("repair", "orbital sander - new pads fitted, ok to lend"),
    ("loan", "LOAN #418 wallpaper steamer - Linh, out 8/3, due 11/3, dep £20"),
    ("shift", "reminder: deposits go back on the next sat shift from the tin, cash only, sign the book"),
]

client = chromadb.EphemeralClient()
lib = client.get_or_create_collection("moss-side-tools", embedding_function=offline.chroma_embedding_function())
lib.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
        metadatas=[{"kind": k} for k, _ in DOCS])

question = "how much of my deposit am i getting back tmrw for the pressure washer?"
words = "pressure washer deposit back Raj"  # the helper's search words
wide = lib.query(query_texts=[words], n_results=6)["documents"][0]
assert LANCE in wide, wide

with fault():
    found = lib.query(query_texts=[words], n_results=3, where={"kind": "loan"})
hits = found["documents"][0]
context = ["Today is Fri 14 March 2036. You are talking to Raj, a borrower."] + hits
assert LANCE not in context and not any("lance" in c or "£15" in c for c in context), context
assert any("deposit £40 cash" in c for c in context), context
reply = answer(question, context, mock="All of it - the £40 cash deposit comes back in full on Saturday's shift.")
finish(question, expected="£25 - they hang on to 15 for the snapped lance", actual=reply)
