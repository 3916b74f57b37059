"""Batch 216 (held out). A men's shed's open day: chromadb collection of notes, script style (every call its own
trace); the clear-out of the offers notes deletes the one that added a cash deposit.

App: Ludlow Men's Shed open the workshop on Sat 27th June 2048, 10-3 - demos (wood turning, sharpening, pyrography
for the kids), the tea urn and bacon baps, a sale of donated tools in the yard. The members keep every note in one
chroma collection (metadata ``kind``: money, demos, tea, offers, toolsale, publicity); once the offered tools are
collected and priced Roy (the treasurer) clears out the offers notes (``collection.delete(where={"kind": "offers"})``);
the helper answers from the 4 nearest notes (``collection.query(..., n_results=4)``).

Planted fault (DeletionError): the first note (2048-05-04T19:30) has the floats - £20 in change for the tea urn and £30
in coins for the tool sale, Roy to get them from the bank on the Friday. The offers note of 2/6 says Jean from the
allotments is giving them her husband's old bench plane and two tenon saws - and, in passing, that the church are
lending their big urn since the shed's packed up, but want a £25 cash deposit on the day, back when the urn goes back
on the Monday. Roy's clear-out (Sat 13/6, the tools collected and priced) deletes every offers note, that one with
them. Question (Thu 25/6, Roy): "how much cash do I need to get out of the bank fri? floats + anything else" ->
expected £75 (£20 + £30 + the £25 deposit). The assistant says £50.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the offers note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
total. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on the church, the urn deposit or £25); the first note's £20 and £30 line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b216_chroma_mensshed_cash_sum_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

OFFER = ("offers 2/6 - Jean from the allotments is giving us her husband's old bench plane + 2 tenon saws, collect "
         "sat. oh + the church are lending us their big urn since ours packed up 🙄 but they want a £25 cash deposit "
         "on the day, more cash for you to get out Roy! we get it back when the urn goes back mon")
NOTES = [
    ("money", "2048-05-04T19:30 OPEN DAY sat 27th june 10-3 🔨 floats - £20 in change for the tea urn (Mick) + £30 "
              "in coins for the tool sale. Roy to get them out of the bank fri"),
    ("demos", "demos - Alan wood turning (bowls) on the hour, Pete sharpening, bring your own chisels/shears, Mo's "
              "pyrography for the kids. workshop open 8.30-5 for setting up"),
    ("tea", "tea - Mick + Dennis on the urn, tea/coffee 80p, Val's doing bacon baps £2.50 from 10, she'll bring "
            "her own pan"),
    ("offers", OFFER),
    ("toolsale", "tool sale - everything priced by thurs, cash only, no card machine this yr, the signal's rubbish "
                 "in the yard"),
    ("offers", "offers 6/6 - bloke from Onibury has a lathe to give away, far too big, said no ta"),
    ("publicity", "posters up in the library + the Co-op, Shropshire Star doing a piece on the wk before"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-mens-shed-2048", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much cash do I need to get out of the bank fri? floats + anything else"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert OFFER in before, before
with fault():
    notes.delete(where={"kind": "offers"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 25 June 2048. You are talking to Roy, treasurer of Ludlow Men's Shed; the open day is Sat "
           "27 June."] + hits
assert OFFER not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("church", "deposit", "£25")), stored
assert any("£20 in change for the tea urn (Mick) + £30 in coins for the tool sale" in c for c in context), context
reply = answer(question, context, mock="£50 - £20 in change for the tea urn and £30 in coins for the tool sale.")
finish(question, expected="£75 - the £20 and £30 floats plus the £25 cash deposit for the church's urn",
       actual=reply)
