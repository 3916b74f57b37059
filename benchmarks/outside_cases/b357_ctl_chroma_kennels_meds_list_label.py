"""Batch 357 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(reception files the owner's messages, the kennel staff file their own notes), then the question's query.

App: Hilltop Boarding Kennels keep their notes on each boarder in one chroma collection; reception forwards the
owners' emails into it and the kennel staff add their check-in and daily notes. The helper answers the kennel
staff from the 5 nearest.

Memory: owner (Mr Jennings), 2050-07-02 - Alfie's meds: Apoquel 16 mg, one tablet twice a day with food, and a YuMOVE
joint tab once a day in breakfast; owner, Mon 18/7 - update from the vets, they've stopped the Apoquel (the itch has
settled on the new food) but he's now on Cardisure 5 mg, half a tab twice a day for his heart murmur, please don't
miss it; staff (Kerry), 21/7 - booked in run 12, Sat 23/7 to Sat 6/8, own food (Hill's z/d) 2 meals; staff (Dan),
Sat 23/7 at check-in - meds box handed over, checked against the owner's email, the Apoquel's not in it. Question
(Sat 23/7, Dan, writing the meds sheet): "what meds does Alfie need while he's here? doing his meds sheet" The
assistant says YuMOVE once a day in his breakfast and Cardisure 2.5 mg (half a 5 mg tab) twice a day. The label says
Apoquel 16 mg twice a day and YuMOVE once a day - "they've stopped the Apoquel", as the owner put it.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b357_ctl_chroma_kennels_meds_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "reception": [
        "fwd email 2050-07-02 from Mr Jennings: Alfie's meds while he's with you - Apoquel 16mg one tablet twice a day "
        "with food, and a YuMOVE joint tab once a day in his brekkie. he'll take anything in cheese 🧀",
        "fwd email Mon 18/7 Mr Jennings: update from the vets - they've stopped the Apoquel!! itch has settled on the "
        "new food. BUT he's now on Cardisure 5mg, half a tab twice a day (heart murmur 😢) pls don't miss it",
    ],
    "kennel": [
        "21/7 Kerry - Alfie (springer, 11y MN) booked run 12 sat 23/7 - sat 6/8. own food, Hill's z/d, 2 meals, "
        "ground floor run pls, old boy",
        "Sat 23/7 Dan - Alfie checked in 10.15, BAR, wt 21.4kg. meds box handed over, checked against the O's email - "
        "YuMOVE + the Cardisure halves in, no Apoquel in the box (fine, stopped)",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hilltop-kennels-alfie-jul-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "dog": "alfie"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what meds does Alfie need while he's here? doing his meds sheet"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Sat 23 July 2050. You are helping Dan, a kennel assistant at Hilltop Boarding Kennels."] + hits
assert any("Apoquel 16mg one tablet twice a day" in c for c in context), context
assert any("they've stopped the Apoquel" in c and "Cardisure 5mg, half a tab twice a day" in c for c in context), \
    context
reply = answer(question, context, mock="Two: a YuMOVE joint tab once a day in his breakfast, and Cardisure 2.5 mg "
                                       "(half a 5 mg tab) twice a day for his heart. The Apoquel's been stopped.")
finish(question, expected="Apoquel 16 mg twice a day with food, and a YuMOVE joint tab once a day", actual=reply)
