"""Batch 333 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the practice manager and the clinical lead each file their own notes), then the question's query.

App: Sowerby Bridge Medical Practice run a pop-up flu and covid booster clinic on Sat 1st Oct 2050 at St John's
church hall, 9-12.30 - booked appointments from the surgery text, three vaccinators, 15 minutes' obs after. Marie
(the practice manager) and Dr Shah (the clinical lead) file notes into one chroma collection; the helper answers the
reception team's questions from the 4 nearest.

Memory: Marie, 2050-09-12T18:00 - pop-up Sat 1st Oct at St John's hall, flu and covid, 5 min slots, 9-12.30, 3
vaccinators; Marie, 19/9 - 15 min obs after, 20 chairs in the back room; Dr Shah, Thurs 22/9 - 5 min slots were
carnage last time, the obs chairs were full by 10 and people were queuing out the door in the rain, so we're doing
10 min slots this time, fewer but calmer; Dr Shah, 23.9. - PGDs signed, fridge temps every hour. Question (Mon 26/9,
Tracey on reception): "how long are the slots for sat's clinic? I'm booking people in off the text replies" The
assistant says 10 minutes (the 5 minute slots last time were too much for the obs area). The label says 5 minutes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b333_ctl_chroma_vax_clinic_slot_length_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marie": [
        "2050-09-12T18:00 POP UP 💉 sat 1st oct St John's church hall, flu + covid boosters, 5 min slots 9-12.30, 3 "
        "vaccinators. text going out to the over 65s + at-risk list weds",
        "19/9 obs 15 mins after the jab, 20 chairs in the back room, Jan first aid",
    ],
    "dr-shah": [
        "Thurs 22/9 - 5 min slots were carnage last time 😬 obs chairs full by 10 + ppl queuing out the door in the "
        "rain. so we're doing 10 min slots this time, fewer but calmer, pls book accordingly",
        "23.9. PGDs all signed, fridge temps every hr on the log sheet, anaphylaxis kit by my chair",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-popup-clinic-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long are the slots for sat's clinic? I'm booking people in off the text replies"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 26 September 2050. You are talking to Tracey on reception at Sowerby Bridge Medical Practice "
           "(pop-up clinic Sat 1 Oct)."] + hits
assert any("5 min slots 9-12.30" in c for c in context), context
assert any("so we're doing 10 min slots this time" in c for c in context), context
reply = answer(question, context, mock="10 minutes - Dr Shah's changed it from 5 after last time, when the obs area "
                                       "filled up and people were queuing outside.")
finish(question, expected="5 minutes", actual=reply)
