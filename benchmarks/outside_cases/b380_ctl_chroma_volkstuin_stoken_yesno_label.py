"""Batch 380 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the chairman each file their own notes), then the question's query.

App: Tuinpark De Wilgenkamp (an invented allotment park in Amsterdam) has a reglement (park rules) and a board that
keeps it up to date. Marieke (the secretary) and Bert (the chairman) file notes into one chroma collection; the helper
answers members' questions from the 4 nearest.

Memory: Marieke, 15-01-2026 - reglement 2026: snoeiafval (prunings) you may burn (stoken) on zaterdag until 1 mei,
between 10:00 and 14:00, never when the wind goes to the houses; Marieke, 02-02 - the groenbak at the gate is emptied
every other monday; Bert, di 10 maart - the stadsdeel sent a brief after complaints of the flats about the smoke: from
now a stookverbod on the whole park, also in spring, no exceptions, snoeiafval in the groenbak by the gate or on your
own composthoop, with €50,- boete from the stadsdeel; Bert, 14-03 - the ALV is za 28 maart. Question (wo 15 april,
Henk of tuin 5): "can I make a vuurtje for my snoeiafval on za 25 april? it is before 1 mei, so it is ok right?" The
assistant says no - since the stadsdeel's brief there is a stookverbod on the whole park, the snoeiafval goes in the
groenbak or on the composthoop. The label says yes, stoken on zaterdag until 1 mei, 10:00-14:00.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b380_ctl_chroma_volkstuin_stoken_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marieke": [
        "15-01-2026 REGLEMENT 2026 📜 snoeiafval you may stoken (burn) on zaterdag until 1 mei, between 10:00 and "
        "14:00. never when the wind goes to the houses, and stay by your vuurtje!",
        "02-02 the groenbak at the gate is emptied every other maandag, not too full pls, the lid must close",
    ],
    "bert": [
        "di 10 maart - brief from the stadsdeel 😤 after complaints of the flats about the smoke: from now a "
        "STOOKVERBOD on the whole park, also in spring, no exceptions. snoeiafval in the groenbak by the gate or on "
        "your own composthoop. the stadsdeel gives €50,- boete, not us",
        "14-03 ALV is za 28 maart 14:00 in the kantine, agenda comes by mail",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wilgenkamp-bestuur-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I make a vuurtje for my snoeiafval on za 25 april? it is before 1 mei, so it is ok right?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is wo 15 april 2026. You are talking to Henk, tuin 5, a member of Tuinpark De Wilgenkamp."] + hits
assert any("you may stoken (burn) on zaterdag until 1 mei, between 10:00 and 14:00" in c for c in context), context
assert any("STOOKVERBOD on the whole park, also in spring, no exceptions" in c for c in context), context
reply = answer(question, context, mock="No, sorry Henk - since the brief of the stadsdeel there is a stookverbod on "
                                       "the whole park, also before 1 mei. Put the snoeiafval in the groenbak by the "
                                       "gate or on your composthoop.")
finish(question, expected="yes - stoken is allowed on zaterdag until 1 mei, between 10:00 and 14:00", actual=reply)
