"""Batch 324 (held out). A school uniform swap shop: chromadb collection of the PTA volunteers' notes, filed by two
volunteers in threads; then a clear-out (its own root span) deletes, by a metadata filter, the stock notes that have
gone onto the stock sheet, and one of them also carried the new drop-off place; then the question's query.

App: the Friends of Castle Hill Primary run a uniform swap shop in 2051 - donated, washed uniform (jumpers,
cardigans, polo shirts, PE kit, book bags) given out free to any family, a pop-up in the school hall after school on
Thursdays. Kerry and Aisha (PTA volunteers) file notes into one chroma collection (metadata ``kind``: info, stock,
rota, appeal); once a stock count is on the stock sheet Kerry deletes the stock notes with ``where={"kind":
"stock"}``. The helper answers parents' questions from the 4 nearest notes.

Planted fault (DeletionError): Kerry's info note (2051-09-04T08:50) has drop-offs of outgrown uniform at the school
office, bagged and labelled "swap shop". Aisha's stock note of Tue 12th Sept starts with the count after the first
pop-up (jumpers age 7-8 all gone, 30-odd polos, loads of 3-4 cardis) and says in the middle that the office have
asked for no more bags there, they were blocking the fire exit, so drop-offs go in the big blue bin by the PTA shed
on the KS2 playground from now on. Kerry's clear-out (Fri 15/9) deletes the stock notes, that one with them.
Question (Mon 18/9, Jade, a parent): "where do I drop off outgrown uniform? got 2 bags of Year 1 stuff in the boot"
-> expected the big blue bin by the PTA shed on the KS2 playground. The assistant says the school office.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Aisha's Tue 12th Sept note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the blue bin, the PTA shed or the fire exit); the info note's "drop off at the school
office" is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b324_chroma_uniform_swap_dropoff_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BIN = ("Tue 12th Sept (Aisha) - after thurs: jumpers age 7-8 ALL gone 😮 30ish polos left, loads of 3-4 cardis, 6 "
       "book bags. office have asked for no more bags there, they were blocking the fire exit 🙈 so drop offs in the "
       "big blue bin by the PTA shed on the KS2 playground from now on")
NOTES = {
    "kerry": [
        ("info", "2051-09-04T08:50 SWAP SHOP 👕 pop up in the hall after school thursdays 3.15-4, everything free, "
                 "take what u need. outgrown uniform - drop off at the school office, bagged + labelled 'swap shop' "
                 "pls, washed!!"),
        ("stock", "Weds 6/9 stock count b4 we open - 22 jumpers (mostly 5-6 + 9-10), 41 polos, 3 pairs of PE shorts, "
                  "no summer dresses at all"),
        ("rota", "Thurs rota: 14th Kerry + Aisha, 21st Aisha + Mo, 28th Kerry + Mo. key's in the PTA tin"),
    ],
    "aisha": [
        ("stock", BIN),
        ("appeal", "13.9. appeal in the newsletter for summer dresses + age 7-8 jumpers + PE pumps (any size), "
                   "grandparents too!!"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("castle-hill-swap-shop-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        with turn_span(f"note {who}-{i}"):
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 5

question = "where do I drop off outgrown uniform? got 2 bags of Year 1 stuff in the boot"
with turn_span("clear-out Fri 15/9"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert BIN in before, before
    with fault():
        notes.delete(where={"kind": "stock"})

with turn_span("question Mon 18/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 18 September 2051. You are talking to Jade, a parent at Castle Hill Primary (the PTA "
               "uniform swap shop)."] + hits
    assert BIN not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("blue bin", "pta shed", "fire exit")), stored
    assert any("drop off at the school office" in c for c in context), context
    reply = answer(question, context, mock="Drop them at the school office - bagged and labelled 'swap shop', and "
                                           "washed please.")
finish(question, expected="in the big blue bin by the PTA shed on the KS2 playground - the office don't want bags "
                          "there any more (fire exit)", actual=reply)
