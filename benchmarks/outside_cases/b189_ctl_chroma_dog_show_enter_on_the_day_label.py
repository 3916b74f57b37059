"""Batch 189 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Cheswardine village fete is Sat 16th July 2044, and the dog show's ring is by the bowls club - veterans, best
rescue, waggiest tail, fancy dress and a junior handler class, rosettes and cups. The dog show committee's notes go
into one chroma collection; the helper answers from the 5 nearest notes.

Memory: 2044-05-11T19:00 - the dog show at the fete Sat 16th July, ring by the bowls club, entries on the day £1.50 a
class; Tue 14/6 - Sheila's not having a repeat of last year (the spaniel and the gazebo), so it's 12 a class at most,
names on the sheet in the Post Office by the Thursday before and that's your lot, she'll bring the sheet on the day
for the judges, fees still paid on the day; 22.6. - rosettes from the Pony Club's spares, Gill doing the cups;
2044-07-08T21:00 - the Post Office sheet's filling up, veterans has 9 names. Question (Fri 15/7, Carol, with her old
lab Bess): "can I just turn up tmrw + enter Bess in the veterans? only just found out about it" The assistant says no
- names had to be on the Post Office sheet by Thursday, Sheila's capped it at 12 a class; only the fee's paid on the
day. The label says yes - entries on the day, £1.50 a class.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b189_ctl_chroma_dog_show_enter_on_the_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2044-05-11T19:00", "DOG SHOW at the fete sat 16th july 🐶 ring by the bowls club. classes: veterans (8+), best "
                         "rescue, waggiest tail, fancy dress, junior handler. entries on the day £1.50 a class"),
    ("Tue 14/6", "Sheila's not having a repeat of last yr (the spaniel + the gazebo 🙈) so 12 a class max, names on "
                 "the sheet in the Post Office by the thurs before + that's your lot. she'll bring the sheet on the "
                 "day for the judges, fees still paid on the day"),
    ("22.6.", "rosettes from the Pony Club's spares 🎀 Gill's doing the cups, engraving at Timpson's"),
    ("2044-07-08T21:00", "Post Office sheet's filling up, veterans has 9 names, fancy dress only 4 so far"),
    ("Weds 13 Jul", "water bowls + poo bag bin by the ring, the vet's stand next to the tombola"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cheswardine-fete-dog-show-2044",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"date": d} for d, _ in NOTES])

question = "can I just turn up tmrw + enter Bess in the veterans? only just found out about it"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Fri 15 July 2044. You are talking to Carol, who wants to enter her old lab Bess in the dog show "
           "at Cheswardine fete (Sat 16 July)."] + hits
assert any("entries on the day £1.50 a class" in c for c in context), context
assert any("names on the sheet in the Post Office by the thurs before" in c for c in context), context
reply = answer(question, context, mock="No - names had to be on the sheet in the Post Office by Thursday, Sheila's "
                                       "capped it at 12 a class. It's only the £1.50 fee that's paid on the day.")
finish(question, expected="yes - entries on the day, £1.50 a class", actual=reply)
