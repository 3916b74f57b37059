"""Batch 302 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the chairman each file their own notes), then the question's query.

App: Bryn Du Sheepdog Trials Society hold their trials on Sat 19th and Sun 20th Aug 2051 at Bryn Du - an open, a
novice and a nursery (young dogs), sheep from the home farm, a car park in Dafydd's bottom field. Gwen (the
secretary) and Idris (the chairman) file notes into one chroma collection; the helper answers handlers' questions
from the 4 nearest.

Memory: Gwen, 2051-04-11T19:30 - trials Sat 19th and Sun 20th Aug, open and novice on the Saturday, nursery Sunday
morning, finishing by 2 to get the sheep back; Gwen, 3/6 - entry forms on the website, nursery £6 a dog, open £15;
Idris, Sat 15 July - 70-odd dogs in the open already, no way they get through them in a day, so the open's going
over both days and the nursery and novice swap to the Saturday morning, first out 7am, tell folk; Idris, 2/8 - car
park in Dafydd's bottom field, £2, for the air ambulance. Question (Mon 14/8, Siân, a handler with a young dog):
"is the nursery on the sat or the sun? I've only got the one day off work" The assistant says Saturday morning,
first out at 7 (it was moved from the Sunday when the open went over both days). The label says Sunday morning.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b302_ctl_chroma_sheepdog_trials_nursery_which_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gwen": [
        "2051-04-11T19:30 TRIALS 🐑 sat 19th + sun 20th aug at Bryn Du. open + novice on the sat, nursery sun "
        "morning, finishing by 2 so Dafydd can get the sheep back up",
        "3/6 entry forms on the website now, nursery £6 a dog, novice £10, open £15. closing date 5th aug",
    ],
    "idris": [
        "Sat 15 July - 70 odd dogs in the open already 😮 no way we get thru that in a day, so the open's going over "
        "both days + the nursery and novice swap to the sat morning, first out 7am. tell folk pls",
        "2/8 car park in Dafydd's bottom field, £2, all for the air ambulance. no dogs loose in the car park!!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bryn-du-sdt-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the nursery on the sat or the sun? I've only got the one day off work"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 14 August 2051. You are talking to Siân, a handler entering a young dog in Bryn Du Sheepdog "
           "Trials (Sat 19 - Sun 20 Aug)."] + hits
assert any("nursery sun morning" in c for c in context), context
assert any("the nursery and novice swap to the sat morning" in c for c in context), context
reply = answer(question, context, mock="Saturday morning - first dogs out at 7. It was going to be the Sunday, but "
                                       "the open's running over both days now, so book the Saturday off.")
finish(question, expected="Sunday morning", actual=reply)
