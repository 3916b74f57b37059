"""Batch 312 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the office and the driver each file their own notes), then the question's query.

App: Moorside Tank Emptying do septic tanks, cesspits and the odd caravan park round Hebden Bridge and Heptonstall
- Dave (the owner) and Kev driving, Sharon in the office. Sharon and Kev file notes into one chroma collection; the
helper answers from the 4 nearest.

Memory: Sharon, 2050-05-02T10:15 - Brookfoot Caravan Park, both tanks, Mon 20th June first thing before the
campers are up, 7am, gate code 1966, big tanker; Sharon, 4/6 - Brookfoot have paid the £100 deposit; Kev, Thurs
16th - spoke to the Brookfoot warden, they've a coach party arriving Monday, so can we do it Sunday instead, same
time 7am, told him fine but it's Sunday rate (x1.5), Sharon please change the diary; Kev, 15/6 - the small tanker's
back from the garage with new brakes. Question (Fri 17/6, Dave): "what day are we at Brookfoot? want to know if I
need to get the big tanker out of the yard sat night" The assistant says Sunday 19th June, 7am (moved for the
coach party), so yes, get it out Saturday night. The label says Monday 20th June.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b312_ctl_chroma_septic_tank_caravan_park_which_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sharon": [
        "2050-05-02T10:15 BROOKFOOT CARAVAN PARK ⛺ both tanks, mon 20th june first thing b4 the campers are up, 7am. "
        "gate code 1966, big tanker, it's a long run from the shower block",
        "4/6 Brookfoot have paid the £100 deposit, rest on the day",
    ],
    "kev": [
        "Thurs 16th - spoke to the Brookfoot warden, they've a coach party arriving mon so can we do it sun instead, "
        "same time 7am. told him fine but it's sunday rate (x1.5). Sharon pls change the diary",
        "15/6 small tanker's back from Fieldhouse's, new brakes 👍 £640 ouch",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("moorside-tanks-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day are we at Brookfoot? want to know if I need to get the big tanker out of the yard sat night"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 17 June 2050. You are talking to Dave, who owns Moorside Tank Emptying."] + hits
assert any("mon 20th june first thing" in c for c in context), context
assert any("can we do it sun instead, same time 7am" in c for c in context), context
reply = answer(question, context, mock="Sunday 19th June, 7am - the warden moved it off the Monday for a coach party "
                                       "(Sunday rate). So yes, get the big tanker out Saturday night.")
finish(question, expected="Monday 20th June", actual=reply)
