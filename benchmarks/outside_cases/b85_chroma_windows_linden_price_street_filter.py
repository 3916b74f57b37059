"""Batch 85 (held out). A window cleaner's round book: chromadb collection, query filtered by street, script style
(each call its own trace).

App: Dave Roper cleans windows round Hatherley. Every note he makes (prices, who pays how, what extra a customer
wants) goes into one chroma collection with the street it's about in the metadata (``street``), typed in by hand on
the van's tablet. When he's at a door the app looks up that street's notes with ``where={"street": ...}``.

Planted fault (RetrievalError, filtered by scope): on 14/8 Mrs Kowalski at no. 9 asked for the conservatory roof to
be done every time from now on, £4 on top; Dave typed the street as "Linden Av", while the price list and the rest
of the road's notes are under "Linden Ave". The lookup filtered to "Linden Ave" leaves her note out; the road's
price line (front + back £10 a clean) is in. Question (Tue 3/9, Dave at the door): "what do I charge at no. 9
Linden?" -> expected £14 (£10 + £4 for the conservatory roof). The assistant says £10.

Expected verdict: RetrievalError at chroma.query (the street-filtered query, wrapped in fault()). Asserted: the same
query without the filter returns her note; the filtered one leaves it out, and the price line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b85_chroma_windows_linden_price_street_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KOWALSKI = ("14/8 - no.9 Mrs Kowalski (the one w the cat in the window) wants the conservatory roof doing every "
            "time from now on, £4 on top, she's fine with that. bring the long pole, roof's filthy")
DOCS = [
    ("Linden Ave", "LINDEN AVE prices - fronts only £6, front+back £10 a clean, every 4 wks, tues"),
    ("Linden Ave", "no.3 + no.5 pay by bank transfer, ref = house no + LINDEN"),
    ("Linden Av", KOWALSKI),
    ("Linden Ave", "no.12 moved out, new people not interested (have their own man)"),
    ("Orchard Rd", "orchard rd - big houses, front+back £16, no.22 Mrs Hale gives me a cuppa + pays cash"),
    ("Linden Ave", "no.9 - side gate sticks, lift it and shove. cash under the mat if she's out"),
    ("Orchard Rd", "no.7 orchard rd owes for july AND aug (£32), chase"),
    ("Mill Lane", "mill lane bungalows £8 all round, 2nd weds of the month"),
    ("Linden Ave", "watch the hanging baskets at no.15 w the ladder!!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("roper-rounds", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"street": s} for s, _ in DOCS])

question = "what do I charge at no. 9 Linden?"
words = "no.9 linden price charge a clean front back conservatory mrs kowalski"  # the door screen's search words
wide = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert KOWALSKI in wide, wide

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"street": "Linden Ave"})["documents"][0]
context = ["Today is Tue 3 September 2032. You are talking to Dave, the window cleaner."] + hits
assert KOWALSKI not in context and not any("conservatory" in c for c in context), context
assert any("front+back £10 a clean" in c for c in context), context
reply = answer(question, context, mock="£10 - front and back on Linden Ave. Mind the side gate, lift and shove, and "
                                       "she leaves cash under the mat if she's out.")
finish(question, expected="fourteen quid - the tenner plus the conservatory roof", actual=reply)
