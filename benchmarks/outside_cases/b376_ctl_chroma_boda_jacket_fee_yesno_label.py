"""Batch 376 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the chairman and the treasurer each file their own notes), then the question's query.

App: Kisima Market Boda Riders (about 40 riders at the Kisima Market stage) keep their notes in one chroma
collection - Odhiambo (the stage chairman) and Nyambura (the treasurer); the helper answers riders from the 4
nearest.

Memory: Odhiambo, 02/03/2026 - from Sat 21st every rider must have the group's new numbered reflector jacket, the
county askaris are checking; Nyambura, 05/03/2026 - jacket ni 500 bob kila rider, by Sat 14th, paybill 690583 acc
ni jina; Odhiambo, Tue 10/03 - wale walipata jacket ya county mwaka jana hawalipi, they just bring the old one to
the office to be stamped with a number, jacket mpya ni za wale hawana; Nyambura, Thu 12th - 23 have paid so far.
Question (Fri 13/03/2026, Wekesa, who got the county jacket last year): "nilipata jacket ya county mwaka jana -
nilipe ile 500 kesho?" The assistant says no - he just takes the old county jacket to the office to be stamped with
a number. The label says yes, 500 bob by Sat 14th.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b376_ctl_chroma_boda_jacket_fee_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "odhiambo": [
        "02/03/2026 from Sat 21st kila rider lazima awe na reflector jacket mpya ya group, yenye number 🦺 askaris wa "
        "county wanacheck stage",
        "Tue 10/03 - wale walipata jacket ya county mwaka jana hawalipi, leteni tu ile ya zamani office ipigwe stamp "
        "ya number. jacket mpya ni za wale hawana",
    ],
    "nyambura": [
        "05/03/2026 jacket ni 500 bob kila rider, lipa by Sat 14th, paybill 690583 acc ni jina lako",
        "Thu 12th - 23 wamelipa ya jacket so far, wengine hurry up 🙏",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kisima-market-boda-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "nilipata jacket ya county mwaka jana - nilipe ile 500 kesho?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 13 March 2026. You are talking to Wekesa, a rider with Kisima Market Boda Riders; he got "
           "the county reflector jacket last year."] + hits
assert any("jacket ni 500 bob kila rider, lipa by Sat 14th" in c for c in context), context
assert any("wale walipata jacket ya county mwaka jana hawalipi" in c for c in context), context
reply = answer(question, context, mock="Hapana - kwa vile ulipata ya county mwaka jana hulipi. Peleka tu ile jacket "
                                       "ya zamani office ipigwe stamp ya number before Sat 21st.")
finish(question, expected="yes - 500 bob by Sat 14th, paybill 690583", actual=reply)
