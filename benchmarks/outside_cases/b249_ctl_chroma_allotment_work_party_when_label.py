"""Batch 249 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the site rep each file their own notes), then the question's query.

App: Cote Hill Allotments (40 plots on the old mill field) hold a spring work party each year - clearing the compost
bays, cutting back the hedge by the car park, a skip for the rubbish, bacon butties. Val (the secretary) and Bob
(the site rep) file their notices into one chroma collection; the helper answers plot holders from the 4 nearest.

Memory: Val, 2054-03-28 - work party Sun 3rd May 10am, the old compost bays and the hedge by the car park, bring
gloves and loppers, bacon butties provided; Bob, 21/4 - skip's booked for the work party, nothing but green waste
and wood in it; Val, Weds 29 Apr - the skip firm can't come till Fri 8th now, so the work party's moved to Sun 10th,
same time, no point clearing it all with nowhere to put it; Bob, 2/5 - the water troughs are back on. Question (Fri
1/5, Imran, plot 22): "when's the work party? want to put it in the calendar, I'll bring the strimmer" The
assistant says Sun 10th May, 10am (moved from the 3rd - the skip can't come till the 8th). The label says Sun 3rd
May.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b249_ctl_chroma_allotment_work_party_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "val": [
        "2054-03-28 WORK PARTY 🌱 sun 3rd may 10am - the old compost bays + the hedge by the car park. bring gloves + "
        "loppers, bacon butties provided (veggie ones too Imran!)",
        "Weds 29 Apr - skip firm can't come till fri 8th now 🙄 so we're moving the work party to sun 10th, same "
        "time. no point clearing it all with nowhere to put it",
    ],
    "bob": [
        "21/4 skip's booked for the work party, green waste + wood ONLY, no carpet, no tyres, no old sheds",
        "2/5 water troughs are back on, tap by plot 30's still dripping, washer's on order",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cote-hill-allotments-2054",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the work party? want to put it in the calendar, I'll bring the strimmer"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 1 May 2054. You are talking to Imran, who has plot 22 at Cote Hill Allotments."] + hits
assert any("sun 3rd may 10am" in c for c in context), context
assert any("moving the work party to sun 10th, same time" in c for c in context), context
reply = answer(f"(Imran, plot 22) {question}", context,
               mock="Sunday 10th May, 10am - it was the 3rd, but the skip can't come till the 8th so Val moved it.")
finish(question, expected="Sun 3rd May, 10am", actual=reply)
