"""Batch 384 (held out). A roti and doubles shop in San Fernando: chromadb collection of the shop's notes, one root
span per note, one for Rishi's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
order notes that are done and paid, and one of them also carried the new pepper man.

App: Ramsaran's Doubles & Roti on Jhagroo Trace, San Fernando - doubles from 5 in the morning, aloo pie, pholourie,
roti at lunch, pepper sauce made in the back (scotch bonnet and pimento, a few gallon a week). Ma Ramsaran (Sita)
and her son Rishi file notes into one chroma collection (metadata ``kind``: suppliers, orders, staff, prices). Once
the week's orders are done and paid Rishi deletes the order notes with ``where={"kind": "orders"}``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): Ma's suppliers note (20/02/51) has channa from Hosein Wholesale, flour from the
Chinese shop on Sorrel Road, pepper from Mr Baboolal every Thursday, 10 lb scotch bonnet and 5 lb pimento. Rishi's
orders note of Sat 11/03 starts with the weekend's orders (the Hindu school 150 doubles, the Maharaj wedding 60
roti) and says, in the middle, that Baboolal sent a message - his pepper garden flooded out, he done for now - so
Sunil Ramkissoon from Gopaul Trace is bringing the scotch bonnet and the pimento from Thursday, same price. Rishi's
clear-out (Mon 13/03) deletes the order notes, that one with them. Question (Wed 15/03, Kavita at the counter):
"who bringing the pepper Thurs? I need to leave the money in a envelope by the register" -> expected Sunil
Ramkissoon from Gopaul Trace. The assistant says Mr Baboolal.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Rishi's Sat 11/03 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Sunil, Ramkissoon, Gopaul Trace or the flood); the suppliers note's "pepper - Mr
Baboolal" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b384_chroma_roti_shop_pepper_supplier_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PEPPER = ("Sat 11/03 (Rishi) - weekend orders: Hindu school 150 doubles Sun 6am, Maharaj wedding 60 roti (40 dhalpuri "
          "20 buss up shut) Sun 11. Baboolal send a msg, his pepper garden flood out 😩 he done for now, so Sunil "
          "Ramkissoon from Gopaul Trace bringing the scotch bonnet + pimento from Thurs, same price. both orders PAID")
NOTES = [
    ("n1", "suppliers", "Ma", "20/02/51 SUPPLIERS - channa: Hosein Wholesale Mon. flour: the Chinese shop on Sorrel "
                              "Rd. pepper - Mr Baboolal, every Thurs, 10 lb scotch bonnet + 5 lb pimento, cash "
                              "TT$320, he doh take Linx"),
    ("n2", "staff", "Ma", "staff - Kavita counter 5-1, Anand bara from 4am, Rishi on the tawa, me on the curry. "
                          "nobody touching the pepper sauce but me 😂"),
    ("n3", "prices", "Ma", "01/03 prices - doubles $6, aloo pie $8, pholourie $10 a bag, roti from $35"),
    ("n4", "orders", "Rishi", "04/03 (Rishi) - the credit union 3 boxes Fri, Bel Air RC school harvest 200 doubles, "
                              "both paid"),
    ("n5", "orders", "Rishi", PEPPER),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ramsaran-doubles-2051",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(f"note {nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "who bringing the pepper Thurs? I need to leave the money in a envelope by the register"
with turn_span("clear-out Mon 13/03"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert PEPPER in before, before
    with fault():
        notes.delete(where={"kind": "orders"})

with turn_span("question Wed 15/03"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Wed 15/03/2051. You are talking to Kavita, who works the counter at Ramsaran's Doubles & "
               "Roti, San Fernando."] + hits
    assert PEPPER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("sunil", "ramkissoon", "gopaul", "flood")), stored
    assert any("pepper - Mr Baboolal, every Thurs" in c for c in context), context
    reply = answer(question, context, mock="Mr Baboolal - he does bring the scotch bonnet + pimento every Thurs. "
                                           "Leave TT$320 cash, he doh take Linx.")
finish(question, expected="Sunil Ramkissoon from Gopaul Trace - Baboolal's pepper garden flooded out",
       actual=reply)
