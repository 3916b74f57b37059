"""Batch 240 (held out). A small holiday-let business: chromadb collection of the owner's notes, one root span per
note, one for the month's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
notes on stays that have finished, and one of them also carried who's covering the cleaning.

App: Claire and Mark let Bramble Cottage in Haworth - Saturday changeovers, a key safe by the back door, the linen
from Dales Laundry, a cleaner for the changeovers. Claire files notes into one chroma collection (metadata ``kind``:
cleaning, linen, keys, booking, plus ``ends`` as yyyymmdd on booking notes); every so often she deletes the booking
notes for stays that have ended (``where kind == booking and ends < today``). The helper answers from the 4
nearest notes.

Planted fault (DeletionError): Claire's cleaning note (2050-03-01T09:15) has Bev doing the changeovers, Saturdays
10-2, £60 a clean. Her booking note of Sat 7/5 (the Hendersons checked out - dog hair everywhere but no damage) says
that Bev rang while she was there: her knee op's been brought forward, she's off till the end of July, and Tracey
from Sparkle Cleaning is covering the changeovers, same times, same price. Claire's clear-out (Sat 14/5) deletes the
finished stays' notes, that one with them. Question (Thu 19/5, Mark): "who's doing sat's changeover? need to leave
the key out for them" -> expected Tracey from Sparkle Cleaning (covering while Bev's off after her knee op). The
assistant says Bev.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sat 7/5 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before and gone from the collection and the context after (nothing
on Tracey, Sparkle or the knee op); the cleaning note's "changeovers Bev" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b240_chroma_holiday_let_changeover_cleaner_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COVER = ("Sat 7/5 Hendersons checked out, dog hair EVERYWHERE 🐕 but no damage. Bev rang while I was there - her knee "
         "op's been brought forward so she's off till end of july, Tracey from Sparkle Cleaning is covering the "
         "changeovers, same times, same price")
NOTES = [
    ("cleaning", None, "2050-03-01T09:15 (Claire) CLEANING - changeovers Bev, sats 10-2, £60 a clean, she strips the "
                       "beds + bags the linen for the laundry van. key for her in the key safe, code's on the fridge "
                       "at home"),
    ("linen", None, "4/3 linen - Dales Laundry collect mon, drop back thurs, 2 sets per bed, £38 a week. towels 4 bath "
                    "4 hand"),
    ("keys", None, "keys - key safe by the back door for guests, code changes every booking (last 4 of their phone "
                   "no.), spare set with Mrs Hird at no. 6"),
    ("booking", 20500430, "Sat 30th April - the Pattersons out, all fine, left a lovely card + a bottle of red 🍷 2 "
                          "wine glasses broken, put it on the list"),
    ("booking", 20500507, COVER),
    ("booking", 20500528, "Tue 10 May bookings - Sat 14th the Ahmeds (4 + baby, cot needed), Sat 21st Mr + Mrs Lowe 7 "
                          "nts"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bramble-cottage-haworth",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, ends, text) in enumerate(NOTES, 1):
    meta = {"kind": kind, "by": "Claire"}
    if ends:
        meta["ends"] = ends
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[meta])
assert notes.count() == len(NOTES)

question = "who's doing sat's changeover? need to leave the key out for them"
with turn_span("clear-out Sat 14/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert COVER in before, before
    with fault():
        notes.delete(where={"$and": [{"kind": "booking"}, {"ends": {"$lt": 20500514}}]})

with turn_span("question Thu 19/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 19 May 2050. You are talking to Mark, who co-owns Bramble Cottage, Haworth (a holiday "
               "let) with Claire."] + hits
    assert COVER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("tracey", "sparkle", "knee")), stored
    assert any("changeovers Bev, sats 10-2" in c for c in context), context
    reply = answer(question, context, mock="Bev - she does the Saturday changeovers, 10 till 2. Her key's in the key "
                                           "safe.")
finish(question, expected="Tracey from Sparkle Cleaning - she's covering while Bev's off after her knee op",
       actual=reply)
