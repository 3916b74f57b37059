"""Batch 198 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(each adds their own notes), then the question's query.

App: Oswestry & District Dog Training Club's fun show is Sat 5th Sept 2043 on the field behind the Marches School -
novelty classes, the Scurry, rosettes, judges from the neighbouring clubs. Jo (the show secretary) and Pat (the
Thursday night instructor) both file notes in one chroma collection from their own sessions; the helper answers
members from the 6 nearest notes.

Memory: Jo, 2043-07-14T20:30 - fun show sat 5th sept on the school field, ring 1 from 10, the Scurry 11.30ish; Jo,
Weds 12 Aug - last year's got called off because of the rain, never again: if it's wet on the day we're in the
school's sports hall, Mr Davies (the caretaker) has ok'd it, the Scurry becomes a straight line race down the hall;
Pat, 16th aug - rosettes in, 1st to 6th; Pat, Tue 1st Sept - judges confirmed, Bob Evans for Best Rescue. Question
(Thu 3/9, Kirsty, entering her spaniel): "is the fun show still on if it rains sat? forecast's looking grim" The
assistant says yes - it moves into the school's sports hall if it's wet. The label says no, it's called off if it
rains (last year's was, because of the rain).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b198_ctl_chroma_dog_show_rain_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "Jo": [("2043-07-14T20:30", "FUN SHOW 🐕 sat 5th sept, school field behind the Marches School. ring 1 from 10, "
                                "the scurry 11.30ish, £2 a class, entries on the day"),
           ("Weds 12 Aug", "wet weather plan - last yr's got called off cos of the rain, never again!! if it's wet on "
                           "the day we're in the school's sports hall, Mr Davies (caretaker) has ok'd it. scurry "
                           "becomes a straight line race down the hall, rubber mats down")],
    "Pat": [("16th aug", "rosettes in, 1st to 6th for every class, purple ones for the rescues"),
            ("Tue 1st Sept", "judges confirmed - Bob Evans (Wrekin DTC) for best rescue, Tina from the vets waggiest "
                             "tail, handsome dog + prettiest bitch Margaret Lloyd")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oswestry-dtc-fun-show-2043",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who.lower()}-{i}"], documents=[text], metadatas=[{"by": who, "date": day}])


threads = [threading.Thread(target=post, args=(who,), name=f"notes-{who.lower()}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the fun show still on if it rains sat? forecast's looking grim"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Thu 3 Sept 2043. You are talking to Kirsty, who is entering her spaniel in Oswestry & District "
           "DTC's fun show (Sat 5 Sept)."] + hits
assert any("last yr's got called off cos of the rain" in c and "we're in the school's sports hall" in c
           for c in context), context
reply = answer(question, context, mock="Yes - if it's wet it moves into the school's sports hall (the caretaker's "
                                       "ok'd it), and the Scurry becomes a straight race down the hall.")
finish(question, expected="no - it's called off if it rains", actual=reply)
