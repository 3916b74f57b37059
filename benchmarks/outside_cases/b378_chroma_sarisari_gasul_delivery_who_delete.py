"""Batch 378 (held out). A family sari-sari store: chromadb collection of the store's notes, one root span per note,
one for Ate Marissa's clear-out and one for the question; the clear-out deletes, by a metadata filter, the "bayad
na" (paid) notes she has copied into the notebook, and one of them also carried the new LPG delivery man.

App: Sari-Sari ni Nanay Loleng (Purok 2, Brgy. Pulong Kawayan) - Nanay Loleng, her daughter Ate Marissa and the
bunso Jomar. Marissa files the store's notes into one chroma collection with metadata ``kind`` (suki, utang, bayad,
stock, delivery); once the payments are in the notebook she deletes the bayad notes with
``collection.delete(where={"kind": "bayad"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Marissa's suki note (02/20/2026) has the LPG/Gasul from Mang Tonyo (tricycle, from
Purok 2), ₱1,050 for the 11kg, same-day if you text before 3pm. Her bayad note of Sat 3/7 starts with Kuya Dencio
paying his ₱195 in full and says, after, that Kuya Ben (Mang Tonyo's pamangkin) delivered the gasul today - Mang
Tonyo has retired (his knee), so it's Kuya Ben from now on, same price, same text. The clear-out (Tue 3/10) deletes
the bayad notes, that one with them. Question (Wed 3/11, Jomar): "sino po tatawagan para sa gasul? ubos na yung sa
kusina, pa-deliver ko na lang bukas" -> expected Kuya Ben, Mang Tonyo's pamangkin (Mang Tonyo retired). The
assistant says Mang Tonyo.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sat 3/7 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Kuya Ben, the pamangkin or the retirement); the suki note's Mang Tonyo is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b378_chroma_sarisari_gasul_delivery_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GASUL = ("Sat 3/7 - bayad na si Kuya Dencio, buo ₱195, nagsahod na 👍 also nag-deliver kanina ng gasul si Kuya Ben, "
         "pamangkin ni Mang Tonyo - nagretiro na pala si Mang Tonyo (tuhod nya 😢) so si Kuya Ben na daw from now on, "
         "same presyo ₱1,050, same number lang i-text")
NOTES = [
    ("suki", "02/20/2026 SUKI LIST - LPG/Gasul: Mang Tonyo (tricycle, taga-Purok 2), ₱1,050 per tangke 11kg, same day "
             "deliver pag nag-text bago mag 3pm. tubig 5 gal: Aqua Linis ₱30, Mon + Thu"),
    ("utang", "3/2 UTANG - Kuya Dencio ₱195 (Red Horse), Aling Bebang ₱145, Ate Lyn ₱80 (load)"),
    ("bayad", "3/4 bayad na si Ate Lyn ₱80 + si Aling Bebang ₱100 muna, ₱45 pa balance nya"),
    ("bayad", GASUL),
    ("stock", "3/9 stock - 1 tangke gasul na lang na puno (pang-benta yun, wag gamitin sa kusina!!), bigas 1 sako, "
              "yelo ok"),
    ("delivery", "3/10 deliveries this wk: Coke Thurs 10am, tubig Mon + Thu, Puregold kami sa Sat"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sari-sari-ni-nanay-loleng",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Marissa"}])
assert notes.count() == len(NOTES)

question = "sino po tatawagan para sa gasul? ubos na yung sa kusina, pa-deliver ko na lang bukas"
with turn_span("clear-out Tue 3/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert GASUL in before, before
    with fault():
        notes.delete(where={"kind": "bayad"})

with turn_span("question Wed 3/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Wed, March 11, 2026. You are talking to Jomar, the bunso who minds Sari-Sari ni Nanay "
               "Loleng after school."] + hits
    assert GASUL not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("kuya ben", "pamangkin", "nagretiro")), stored
    assert any("Mang Tonyo (tricycle, taga-Purok 2)" in c for c in context), context
    reply = answer(question, context, mock="Si Mang Tonyo po - i-text mo bago mag 3pm para same day, ₱1,050 yung "
                                           "11kg. Wag yung tangke na pang-benta ha.")
finish(question, expected="Si Kuya Ben, pamangkin ni Mang Tonyo - nagretiro na si Mang Tonyo, same number lang",
       actual=reply)
