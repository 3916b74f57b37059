"""Batch 347 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the head coach and the team manager each file their own notes), then the question's query.

App: the Riverside Rays (a youth swim team in Sacramento, CA) swim the Summer Invitational on Sat 6/25/2050. Coach
Marco and Jen (the team manager) file notes into one chroma collection; the helper answers parents' questions from
the 4 nearest. There are two Liams in the 10&U boys: Liam P and Liam K.

Memory: Marco, 2050-06-20T18:00 - entries for Saturday, 10&U boys: Liam P 50 free and 100 back; Liam K 50 fly, 100
IM and 50 breast; Noah 50 free and 50 back; Marco, 6/23 - heat sheets out, Liam P 50 free heat 3 lane 4, Liam K
seeded 2nd in the 100 IM; Jen, Thu 6/23 - relays: 10&U boys 200 free relay (4x50) A team Noah, Liam P, Eli, Mason,
Liam K alternate; Jen - warm-ups 7:00am, check in by 6:45, team tent by the diving well. Question (Fri 6/24, Carla,
Liam P's mom): "what's Liam P swimming tomorrow? want to know which heats to film 📹" The assistant says the 50
free (heat 3, lane 4), the 100 back and the 200 free relay (A team). The label says the 50 fly, 100 IM and 50 breast
- Liam K's events, the other Liam on the same entry list.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b347_ctl_chroma_swim_meet_liam_events_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marco": [
        "2050-06-20T18:00 Summer Invitational entries, sat 6/25 (10&U boys): Liam P - 50 free, 100 back. Liam K - 50 "
        "fly, 100 IM, 50 breast. Noah - 50 free, 50 back. scratches to me by thurs",
        "6/23 heat sheets are out!! Liam P 50 free heat 3 lane 4 💪 Liam K seeded 2nd in the 100 IM. Noah heat 2",
    ],
    "jen": [
        "Thu 6/23 relays for sat - 10&U boys 200 free relay (4x50) A team: Noah, Liam P, Eli, Mason. Liam K is "
        "alternate. relay cards at the tent",
        "warm-ups 7:00am, check in by 6:45 at the latest, team tent's by the diving well. sunscreen + 2 towels pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("riverside-rays-summer-invitational-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's Liam P swimming tomorrow? want to know which heats to film 📹"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 24 June 2050. You are talking to Carla, Liam P's mom (Riverside Rays, 10&U boys; Summer "
           "Invitational Sat 6/25)."] + hits
assert any("Liam P - 50 free, 100 back. Liam K - 50 fly, 100 IM, 50 breast" in c for c in context), context
assert any("A team: Noah, Liam P, Eli, Mason" in c for c in context), context
reply = answer(question, context, mock="Liam P has the 50 free (heat 3, lane 4), the 100 back, and he's on the A team "
                                       "of the 10&U boys' 200 free relay (4x50).")
finish(question, expected="the 50 fly, 100 IM and 50 breast", actual=reply)
