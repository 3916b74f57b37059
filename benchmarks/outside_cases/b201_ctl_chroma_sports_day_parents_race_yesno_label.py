"""Batch 201 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the PTA's chair and the PE lead add their notes at the same time), then the question's query.

App: Meole Brace Primary's sports day is Thu 13th July 2045, 1.30pm on the top field - the races, the parents'
race, ice lollies at the end. Claire (the PTA's chair) and Mr Davies (the PE lead) both put their notes into the
school's helper (one chroma collection); parents ask it things.

Memory: Claire, 2045-06-05T20:00 - sports day Thu 13th July 1.30pm top field, races then lollies, parents' race
2.45ish; Claire, Tue 20th June - a couple of mums asked are we binning the parents' race after Mark's dad did his
hamstring last year; Mr Davies, 22.6. - not a chance we're dropping it, the kids would riot, but it's 50m on the
grass this time not 80, and no spikes (yes, someone wore spikes); Mr Davies, 26/6 - obstacle race kit from the PE
cupboard, the Y6s helping set up. Question (Mon 10/7, Sophie, a mum): "is the parents' race still on? my husband's
been 'training' all wk" The assistant says yes - 50m on the grass about 2.45, no spikes. The label says no, it was
dropped after last year's hamstring injury.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b201_ctl_chroma_sports_day_parents_race_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "claire": [("2045-06-05T20:00", "SPORTS DAY thurs 13th july 1.30pm top field ☀️ races then ice lollies, parents' "
                                    "race 2.45ish mums then dads"),
               ("Tue 20th June", "couple of mums asked are we binning the parents' race after Mark's dad did his "
                                 "hamstring last yr 🙈")],
    "mr-davies": [("22.6.", "parents' race - not a chance we're dropping it, the kids would riot 😂 but it's 50m on "
                            "the grass this time not 80, + no spikes (yes, someone wore spikes)"),
                  ("26/6", "obstacle race kit - hoops + tunnels from the PE cupboard, Y6s helping set up at 12.45")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("meole-brace-primary-sports-day-2045",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, (day, text) in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {text}"], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the parents' race still on? my husband's been 'training' all wk"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 10 July 2045. You are talking to Sophie, a parent at Meole Brace Primary; sports day is "
           "Thu 13 July."] + hits
assert any("binning the parents' race" in c for c in context), context
assert any("not a chance we're dropping it" in c and "50m on the grass" in c for c in context), context
reply = answer(question, context, mock="Yes, it's still on - about 2.45, mums then dads, but it's 50m on the grass "
                                       "this year not 80, and no spikes.")
finish(question, expected="no - it was dropped after last year's hamstring injury", actual=reply)
