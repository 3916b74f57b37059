"""Batch 190 (held out). A village hall's jumble sale: chromadb collection, script style (every call its own trace);
the tidy-up of the settled hall-booking notes deletes the note that put the entry price up.

App: Lilleshall village hall's spring jumble sale is Sat 25th April 2043, 2-4 - bric-a-brac, books, toys, clothes
rails, a cake table, and Jean on the tea urn. Pat (the hall committee's secretary) keeps the sale's notes in one chroma
collection, each with a ``kind`` (plan, hall booking, tables, tea...); once the hall hire is paid, a tidy-up deletes
the hall-booking notes with ``collection.delete(where={"kind": "hall booking"})`` (the treasurer has the receipt).

Planted fault (DeletionError): the plan note (2043-03-04T19:00) has 20p in, kids free, and tea + a biscuit 60p. Pat's
note of 14/3, filed as a hall booking, says the hall committee's put the hire up to £45 so it's 50p in this time to
cover it, kids still free, hall booked 1-5. The note of 18/4 says the £45's paid at the post office; the tidy-up then
deletes both hall-booking notes. Question (Thu 23/4, Linda from the WI, bringing her mum): "how much is it to get in
+ a tea each for me and mum?" -> expected £2.20 (50p in each + 60p tea each). The assistant says £1.60 (20p in).

Expected verdict: DeletionError at chroma's delete (the tidy-up's delete, wrapped in fault()): the 14/3 note was in
the collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
the entry price. Asserted: the note is found before the delete and is gone from the collection and the context after
it (nothing on 50p or £45); the plan note's 20p in + 60p tea line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b190_chroma_jumble_entry_tea_sum_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("hall committee's put the hire up to £45 🙄 so Pat says 50p in this time to cover it, kids still free. hall "
         "booked 1-5 on the sat, key off Brian")
NOTES = [
    ("2043-03-04T19:00", "plan", "JUMBLE SALE sat 25th april 2-4 🧦 20p in, kids free. tea + a biscuit 60p, Jean on "
                                 "the urn. tables - bric-a-brac, books, toys, clothes (2 rails), cakes"),
    ("14/3", "hall booking", PRICE),
    ("22.3.", "tables", "Ted's doing books again, Margaret + Sue on clothes, WI cake table. 6 tables all told, "
                        "trestles from the school"),
    ("Tue 14 Apr", "tea", "urn's been PAT tested ✅ milk + biscuits from the Co-op, Jean says squash for the kids 20p"),
    ("2043-04-18T10:00", "hall booking", "paid the £45 hall hire at the PO, receipt in the cash tin for the treasurer"),
    ("20th apr", "tables", "posters up in the shop + the pub, + on the village fb page, Brian's sorting the "
                           "trestels. bags for life on the door"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lilleshall-hall-jumble-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "kind": kind, "by": "Pat"}])

question = "how much is it to get in + a tea each for me and mum?"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert PRICE in before, before

with fault():
    notes.delete(where={"kind": "hall booking"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 23 April 2043. You are talking to Linda from the WI, who is coming to Lilleshall village "
           "hall's jumble sale (Sat 25 April, 2-4) with her mum."] + hits
assert PRICE not in stored and not any(w in c for c in stored + context for w in ("50p", "£45")), stored
assert any("20p in, kids free. tea + a biscuit 60p" in c for c in context), context
reply = answer(question, context, mock="£1.60 - 20p each to get in and 60p each for a tea and a biscuit.")
finish(question, expected="£2.20 - 50p in each this time (the hall hire's gone up) + 60p tea each", actual=reply)
