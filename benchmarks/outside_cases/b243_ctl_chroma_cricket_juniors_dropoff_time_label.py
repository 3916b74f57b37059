"""Batch 243 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the coach and the junior section's secretary each file their own notes), then the question's query.

App: Triangle Cricket Club's under-11s play a midweek league on Tuesday evenings in June 2049 as well as their
Sunday games. Dave (the coach) and Michelle (the junior section's secretary) file notes into one chroma
collection; the helper answers parents' questions from the 4 nearest.

Memory: Dave, 2049-05-30T19:00 - midweek league, Tues 8th June v Copley (A), 6pm start, be there 5.30 in whites,
20 overs a side; Michelle, 2049-05-31T12:00 - teas at home games only, midweek away is squash and orange slices,
the club brings it; Dave, Weds 2nd - Copley rang, their lot have a school concert on the Tuesday night so they've
asked to start at 5.30 not 6, so be there for 5 (tight after school, he knows); Michelle, Thurs 3rd - new caps are
in, £8, and subs by the 21st. Question (Thurs 3/6, Amir's dad): "what time do I need to get Amir to Copley next
Tues? I finish work at 4.30" The assistant says 5 (Copley asked to start at 5.30 because of their school concert).
The label says 5.30.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b243_ctl_chroma_cricket_juniors_dropoff_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dave": [
        "2049-05-30T19:00 midweek league 🏏 tues 8th june v Copley (A), 6pm start, be there 5.30 in whites. 20 overs "
        "a side, everyone bats",
        "Weds 2nd - Copley rang, their lot have a school concert tues night so they've asked to start at 5.30 not 6 "
        "- so be there for 5 pls 😬 I know it's tight after school",
    ],
    "michelle": [
        "2049-05-31T12:00 teas at home games only, midweek away is just squash + orange slices, the club brings it",
        "Thurs 3rd new caps are in!! £8, see me at nets. subs by the 21st pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("triangle-cc-juniors-2049",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I need to get Amir to Copley next Tues? I finish work at 4.30"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thurs 3 June 2049. You are talking to Amir's dad; Amir plays for Triangle CC's under-11s."] + hits
assert any("6pm start, be there 5.30 in whites" in c for c in context), context
assert any("start at 5.30 not 6 - so be there for 5" in c for c in context), context
reply = answer(question, context, mock="For 5 o'clock - Copley asked to start at 5.30 instead of 6 because of their "
                                       "school concert, so it's a quick dash after work.")
finish(question, expected="5.30", actual=reply)
