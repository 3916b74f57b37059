"""Batch 331 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and the woman on the phones each file their own notes), then the question's query.

App: the Royal Bengal, a takeaway on Market St in Hebden Bridge, delivers round the valley. Anwar (the owner) and
Shazia (on the phones) file notes into one chroma collection; the helper answers callers' questions from the 4
nearest.

Memory: Anwar, 2050-08-15T17:30 - deliveries to Hebden, Mytholmroyd, Tod and Walsden, NOT Heptonstall, the hill and
the cobbles kill the scooter, tell them collection only; Shazia, 2/9 - delivery £2 inside 3 miles, free over £25,
the card machine on the scooter works now; Anwar, Thu 6th Oct - Imran's got his car now, so they can do Heptonstall
on Friday and Saturday nights, £3.50 charge, he does it in the car, not the scooter; Shazia, Mon 10/10 - new menu
printed, lamb chops added, saag paneer £1 dearer. Question (Sat 15/10, a caller): "do you deliver up to
Heptonstall? it's a sat night + there's 4 of us" The assistant says yes - Friday and Saturday nights, £3.50, Imran
brings it in the car. The label says no, collection only.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b331_ctl_chroma_curry_house_heptonstall_delivery_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "anwar": [
        "2050-08-15T17:30 DELIVERIES 🛵 Hebden, Mytholmroyd, Tod, Walsden. NOT Heptonstall - the hill + the cobbles "
        "kill the scooter, tell them collection only sorry",
        "Thu 6th Oct - Imran's got his car now 🚗 so we can do Heptonstall fri + sat nights, £3.50 charge, he takes "
        "them in the car not the scooter",
    ],
    "shazia": [
        "2/9 delivery £2 inside 3 miles, free over £25. card machine on the scooter works now (finally)",
        "Mon 10/10 new menus printed, lamb chops added 🍖 saag paneer's £1 dearer, old menus in the recycling pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("royal-bengal-hebden-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do you deliver up to Heptonstall? it's a sat night + there's 4 of us"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 15 October 2050. You are answering the phone at the Royal Bengal, Hebden Bridge."] + hits
assert any("NOT Heptonstall" in c and "collection only" in c for c in context), context
assert any("so we can do Heptonstall fri + sat nights, £3.50 charge" in c for c in context), context
reply = answer(question, context, mock="Yes - we do Heptonstall on Friday and Saturday nights now, £3.50 delivery; "
                                       "Imran brings it up in the car.")
finish(question, expected="no - we don't deliver up to Heptonstall, collection only", actual=reply)
