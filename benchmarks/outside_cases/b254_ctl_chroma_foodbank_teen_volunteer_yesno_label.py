"""Batch 254 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the coordinator and the chair each file their own notes), then the question's query.

App: Hebden Bridge Food Bank runs Saturday sessions in the Methodist church hall, packing and handing out parcels,
with a volunteer rota on the board. Gill (the coordinator) and Mike (the chair of the trustees) file notes into one
chroma collection; the helper answers volunteers' questions from the 4 nearest.

Memory: Gill, 2050-09-10T19:00 - new volunteers welcome, over 18s on their own, 14-17s fine with a parent or
guardian on the same shift, DofE lads always welcome; Gill, 14/1 - the Saturday rota's on the board, sign up by the
20th; Mike, Tues 7th Feb - the insurers have come back on the renewal, from 1st March it's 16 and over only for
volunteers, no exceptions even with a parent, sorry, the DofE lads are all 16 so they're fine; Mike, 21/2 - AGM 15th
March. Question (Thu 9/3, Kath, a volunteer): "can I bring my 14 yr old to help on sat? she wants to do something for
her Guides badge" The assistant says no - since 1st March it's 16+ only, even with a parent (the insurance). The
label says yes, with a parent on the same shift.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b254_ctl_chroma_foodbank_teen_volunteer_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gill": [
        "2050-09-10T19:00 NEW VOLUNTEERS welcome!! 🥫 over 18s on their own, 14-17s fine with a parent/guardian on the "
        "same shift. DofE lads always welcome, I'll sign their books",
        "14/1 sat rota's on the board in the hall, sign up by the 20th pls, we're short on the 3rd + the 24th",
    ],
    "mike": [
        "Tues 7th Feb - the insurers have come back on the renewal 😩 from 1st March it's 16+ only for volunteers, no "
        "exceptions even with a parent, sorry all. DofE lads are all 16 so they're fine",
        "21/2 AGM wed 15th March 7pm in the hall, cake provided, we need a new treasurer!!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebden-foodbank-notes", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I bring my 14 yr old to help on sat? she wants to do something for her Guides badge"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 9 March 2051. You are talking to Kath, a Saturday volunteer at Hebden Bridge Food "
           "Bank."] + hits
assert any("14-17s fine with a parent/guardian on the same shift" in c for c in context), context
assert any("from 1st March it's 16+ only for volunteers, no exceptions even with a parent" in c
           for c in context), context
reply = answer(question, context, mock="Sorry, no - since 1st March the insurance only covers volunteers aged 16 and "
                                       "over, even with a parent on the same shift.")
finish(question, expected="yes, as long as you're on the same shift as her", actual=reply)
