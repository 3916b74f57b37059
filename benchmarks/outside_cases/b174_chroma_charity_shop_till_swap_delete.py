"""Batch 174 (held out). A hospice charity shop's summer sale notes: chromadb collection, script style (each call its
own trace); clearing out the week's swap requests deletes a swap that still decides who is on the tills on which day.

App: the St Michael's Hospice shop on Broad St has its summer sale on Fri 22nd - Sat 23rd June 2040, 9-4 both days -
rails out front, bric-a-brac, books, two tills. Lorraine (the manager) and the volunteers post notes into one chroma
collection with a ``kind`` in the metadata ("rota", "swap" or "stock"). Every Monday Lorraine clears the swap requests
out with ``delete(where={"kind": "swap"})`` - "they're all sorted" - and the helper answers volunteers from a query of
what's left.

Planted fault (DeletionError): Lorraine's 2/6 rota note has the tills as fri Maureen + Bev, sat Ken + Bev. Maureen's
swap request of Weds 13/6 asks to do Saturday instead of Friday - her grandson's sports day is Friday afternoon - and
says Ken doesn't mind doing Friday, he's not fussed which day. Lorraine said yes but never changed the rota note. The
Monday 18/6 clear-out deletes Maureen's note with Sue's one-off swap for the Thursday steaming. Question (Weds 20/6,
Bev): "which day am I on the tills with Maureen? it's her birthday that wk, want to bring a cake in" -> expected
Saturday 23rd (Maureen swapped with Ken). The assistant says Friday 22nd.

Expected verdict: DeletionError at chroma's delete (the Monday clear-out, wrapped in fault()): Maureen's note was in
the collection and in the top 3 for the question before the clear-out, and the delete removed it while it still
decided the answer. Asserted: the note is found before the delete and is gone from the collection and the context
after it; the rota line "fri Maureen + Bev" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b174_chroma_charity_shop_till_swap_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MAUREEN = ("Weds 13/6 Maureen - Lorraine love can I do sat on the tills instead of fri? grandson's sports day fri "
           "afternoon + I promised him 🏃 Ken says he doesn't mind doing fri, he's not fussed which day")
NOTES = [
    ("rota", "2/6 Lorraine - SUMMER SALE fri 22nd + sat 23rd june 🌞 9-4 both days, we're in from 8.30. tills: fri "
             "Maureen + Bev, sat Ken + Bev. Ian + Sue on the rails out front if it's dry"),
    ("stock", "Tue 12 June Lorraine - all summer stock half price, bric-a-brac 3 for £1, books 50p, wedding dresses "
              "on the end rail £40"),
    ("swap", MAUREEN),
    ("swap", "14th june Sue - can't do thurs afternoon steaming this wk, dentist 🦷 Ian says he'll cover"),
    ("stock", "2040-06-18T09:30 Lorraine - 14 bags in from the Rotary clear out, mostly kids' clothes, sorting room's "
              "rammed, don't bring any more in till after the sale pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-broad-st-2040",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "which day am I on the tills with Maureen? it's her birthday that wk, want to bring a cake in"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert MAUREEN in before, before

# Mon 18/6: Lorraine clears out last week's swap requests - "they're all sorted"
with fault():
    notes.delete(where={"kind": "swap"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Weds 20 June 2040. You are talking to Bev, a volunteer at the St Michael's Hospice shop on Broad "
           "St, about the summer sale (Fri 22 - Sat 23 June)."] + hits
assert MAUREEN not in stored and not any("sports day" in c or "not fussed" in c or "instead of fri" in c
                                         for c in stored + context), stored
assert any("fri Maureen + Bev" in c for c in context), context
reply = answer(question, context, mock="Friday 22nd - you and Maureen are on the tills together on the Friday, 9 till "
                                       "4.")
finish(question, expected="Saturday 23rd - Maureen swapped her Friday with Ken", actual=reply)
