"""Batch 297 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the chief instructor and the office each file their own notes), then the question's query.

App: Ridgeway Rider Training, Dewsbury, 2053 - CBTs at weekends, A2 and DAS courses. Mark (the chief instructor)
and Tracey (the office) file notes into one chroma collection; the helper answers trainees' questions from the 4
nearest.

Memory: Mark, 2053-03-03T08:50 - DAS kit: the school lends helmets and jackets, trainees need their own gloves and
proper boots (no trainers, no walking boots for the test); Tracey, 12/3 - course balance due by the first lesson;
Mark, Sat 22nd Mar - Steve at the bike shop in Batley gave the school a big box of gloves, all sizes, summer and
winter ones, so nobody needs to buy gloves now, just boots; Tracey, Tue 25/3 - MT07s booked for the April tests.
Question (Thu 27/3, Ellie, starting the DAS on Saturday): "do I need to buy gloves before sat? trying to work out
what I need to get" The assistant says no - the school has a box of donated gloves now, she only needs to buy boots.
The label says yes - she needs her own gloves and boots.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b297_ctl_chroma_moto_school_gloves_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mark": [
        "2053-03-03T08:50 DAS kit 🏍️ we lend helmets + jackets. you need ur own gloves + proper boots, no trainers + "
        "NO walking boots for the test pls",
        "Sat 22nd Mar - Steve at the bike shop in Batley's given us a massive box of gloves, all sizes, summer + "
        "winter ones 🙌 so nobody needs to buy gloves now, just boots",
    ],
    "tracey": [
        "12/3 course balance due by ur first lesson pls, bank transfer or card in the office",
        "Tue 25/3 MT07s booked for the april mod 1s + mod 2s, the yellow one's back from its service",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ridgeway-rider-training-2053",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to buy gloves before sat? trying to work out what I need to get"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 27 March 2053. You are talking to Ellie, who starts her DAS course with Ridgeway Rider "
           "Training on Saturday."] + hits
assert any("you need ur own gloves + proper boots" in c for c in context), context
assert any("nobody needs to buy gloves now, just boots" in c for c in context), context
reply = answer(question, context, mock="No - the school's got a big box of donated gloves in all sizes now, so you "
                                       "only need to buy proper boots (not trainers or walking boots).")
finish(question, expected="yes - she needs her own gloves and proper boots", actual=reply)
