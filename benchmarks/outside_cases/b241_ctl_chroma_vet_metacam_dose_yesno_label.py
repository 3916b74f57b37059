"""Batch 241 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the vet and the nurse each file their own notes), then the question's query.

App: Holme Lane Vets keep each patient's clinical notes in one chroma collection; Ruth (the vet) and Jade (the
nurse) file theirs from their own screens, and the clinic's helper answers owners' questions from the 4 nearest.
Bella is Mr Hirst's 9-year-old black Labrador, on Metacam for her arthritis.

Memory: Ruth, 2019-05-07T16:40 - arthritis flare in the hips, Metacam once daily in food, to the 24kg mark on the
syringe, recheck in 4 weeks, weight clinic with the nurse; Jade, 21/5 - weight clinic, Bella 22.6kg, down 1.4kg,
light food 2 cups a day; Ruth, Tue 4th June - recheck, much brighter and walking better, 21.8kg now, so she's
dropped the Metacam to the 20kg mark, lowest dose that works, Mr Hirst to go by the new mark not the old one; Jade,
Thu 6/6 - repeat Metacam 100ml ready for collection, new syringe in the box. Question (Mon 10/6, Mr Hirst): "is
Bella still on the metacam up to the 24kg line? new bottle's come with a new syringe" The assistant says no - since
the recheck on the 4th it's up to the 20kg mark, once a day in her food. The label says yes, up to the 24kg mark
once a day in food.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b241_ctl_chroma_vet_metacam_dose_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ruth": [
        "2019-05-07T16:40 BELLA (Mr Hirst, 9yo lab) - arthritis flare, hips. Metacam once daily in food, to the 24kg "
        "mark on the syringe. recheck 4 wks, book in w/ Jade for weight clinic pls",
        "Tue 4th June recheck - Bella much brighter 🐕 walking better, 21.8kg now so I've dropped the Metacam to the "
        "20kg mark, lowest dose that works. told Mr H to go by the new mark not the old one",
    ],
    "jade": [
        "21/5 weight clinic - Bella 22.6kg 👏 down 1.4kg, light food 2 cups a day, no more toast crusts (Mr H looked "
        "guilty)",
        "Thu 6/6 repeat Metacam 100ml ready for collection, £38.50, new syringe in the box",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("holme-lane-vets-clinical-2019",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "patient": "bella-hirst"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is Bella still on the metacam up to the 24kg line? new bottle's come with a new syringe"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 10 June 2019. You are talking to Mr Hirst, owner of Bella (black Labrador, 9), a patient "
           "at Holme Lane Vets."] + hits
assert any("to the 24kg mark on the syringe" in c for c in context), context
assert any("dropped the Metacam to the 20kg mark" in c for c in context), context
reply = answer(question, context, mock="No - Ruth brought it down at her recheck on the 4th. It's up to the 20kg "
                                       "mark now, once a day in her food.")
finish(question, expected="yes - up to the 24kg mark, once a day in her food", actual=reply)
