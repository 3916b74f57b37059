"""Batch 374 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the patrol leader and the gear guy each file their own notes), then the question's query.

App: the Kestrel Hills Ski Patrol keep their toboggan and gear notes in one chroma collection. Lise Fournier (patrol
leader this season) and Ravi Mehta (gear) file notes; the helper answers patrollers from the 4 nearest.

Memory: Lise, 2026-01-04 - 4 toboggans this season, #1 + #2 at the top hut, #3 + #4 at the bottom of Chair 2; Lise,
Tue. Jan. 13 - toboggan #3's brake handle is sticking again, tagged it out in the patrol room, DO NOT USE; Ravi,
Thu. Jan. 15 - #3's fixed, new cotter pin + handle bushing, ran it down the bunny hill with 80 kg of sandbags, stops
fine, tag's off, back at the bottom of Chair 2, good to go; Ravi, Jan. 15 - #4's tarp has a rip, duct-taped, a new
one's ordered ($89). Question (Sat. Jan. 17, Owen, at the bottom of Chair 2): "can we use toboggan #3 today? #4's out
on a call" The assistant says yes - Ravi fixed it Thursday, the tag's off and it's back at the bottom of Chair 2.
The label says no, #3's tagged out.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b374_ctl_chroma_ski_patrol_toboggan_three_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lise": [
        "2026-01-04 TOBOGGANS 🛷 4 this season - #1 + #2 at the top hut, #3 + #4 at the bottom of Chair 2. check the "
        "blankets + the backboard straps every a.m.",
        "Tue. Jan. 13 - toboggan #3's brake handle is sticking again, tagged it out in the patrol room. DO NOT USE "
        "till Ravi's looked at it",
    ],
    "ravi": [
        "Thu. Jan. 15 - #3's fixed 👍 new cotter pin + handle bushing, ran it down the bunny hill w/ 80 kg of sandbags, "
        "stops fine. tag's off, it's back at the bottom of Chair 2, good to go",
        "Jan. 15 - #4's tarp has a rip, duct-taped for now, new one's ordered ($89 + ship)",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kestrel-hills-patrol-gear-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can we use toboggan #3 today? #4's out on a call"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat. Jan. 17, 2026. You are talking to Owen, a Kestrel Hills ski patroller at the bottom of "
           "Chair 2."] + hits
assert any("tagged it out in the patrol room. DO NOT USE" in c for c in context), context
assert any("#3's fixed" in c and "good to go" in c for c in context), context
reply = answer(question, context, mock="Yes - Ravi fixed #3 on Thursday (new cotter pin and bushing), the tag's off "
                                       "and it's back at the bottom of Chair 2.")
finish(question, expected="no - #3's tagged out, do not use", actual=reply)
