"""Batch 385 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the plant manager and the harvesters' rep each file their own notes), then the question's query.

App: Tickle Seafoods in Perch Tickle buy crab off the local boats in the 2051 season. Lloyd Osmond (the plant
manager) and Doreen (who speaks for the harvesters) file notes into one chroma collection; the helper answers the
skippers' questions from the 4 nearest.

Memory: Lloyd, May 15 - plant hours for crab: Mon-Fri, 6 a.m. to 6 p.m., NO landings on weekends, union rules;
Lloyd, June 19 - price $4.60/lb this week, hard shell only, soft shell goes back over the side; Doreen, June 21 -
Lloyd says the plant will take crab this Sat. (the 24th) 6 to 2, one time only, to get ahead of the Ontario truck
and the price drop Mon., the union's ok with it, time and a half for the crowd on the line; Doreen, 22/06 - the ice
machine's fixed. Question (Fri. June 23, Gord): "is the plant taking crab tomorrow? want to go out first thing if
they are" The assistant says yes - Sat. 6 to 2, one time only. The label says no, no landings on weekends.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b385_ctl_chroma_fish_plant_saturday_crab_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lloyd": [
        "May 15 plant hours for crab 🦀 Mon-Fri, 6 a.m. to 6 p.m., NO landings on weekends, union rules, don't ask",
        "June 19 price $4.60/lb this wk, hard shell only, soft shell goes back over the side",
    ],
    "doreen": [
        "June 21 - talked to Lloyd, the plant'll take crab this Sat. (the 24th) 6 to 2, one time only, to get ahead "
        "of the Ontario truck + the price drop Mon. union's ok w/ it, time and a half for the crowd on the line",
        "22/06 ice machine's fixed at the plant, finally, fill up b4 ye go out",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tickle-seafoods-perch-tickle-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the plant taking crab tomorrow? want to go out first thing if they are"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Friday, June 23, 2051. You are talking to Gord, a crab fisherman selling to Tickle Seafoods, "
           "Perch Tickle."] + hits
assert any("NO landings on weekends" in c for c in context), context
assert any("the plant'll take crab this Sat. (the 24th) 6 to 2, one time only" in c for c in context), context
reply = answer(question, context, mock="Yes b'y - Lloyd's taking crab Sat. from 6 to 2, one time only, to beat the "
                                       "price drop Mon. Hard shell only.")
finish(question, expected="no - no landings on weekends", actual=reply)
