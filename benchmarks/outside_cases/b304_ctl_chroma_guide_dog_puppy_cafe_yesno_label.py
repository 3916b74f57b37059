"""Batch 304 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the puppy walker and the Puppy Development Advisor each file their own notes), then the question's query.

App: the Halifax guide dog puppy walkers keep a shared helper for each pup. Pat is puppy walking Barney (a black lab
x golden retriever, with her since August 2041); Kate Firth is their Puppy Development Advisor (PDA). Pat and Kate
file notes into one chroma collection for Barney; the group's helper answers the walkers from the 4 nearest.

Memory: Kate, 2041-08-20T11:00 - Barney's rules for now, no cafés, pubs or shops yet, we'll build up to it once his
settle's reliable, 10 mins on his mat; Kate, Thu 26th Sept - watched him at the garden centre café, settled under
the table like a pro for 20 mins, so he's signed off for cafés now, short visits, outside tables first; Pat, 2/10 -
group walk Sat 5th round Ogden Water, meet in the car park at 10, café after for those who want; Pat, w/c 30/9 -
puppy class, loose lead walking, he pulls like a train at the gate. Question (Thu 3/10, Pat): "can Barney come to
the café after the walk on sat? don't want to leave him in the car" The assistant says yes - Kate signed him off
for cafés after the garden centre, keep it short and sit outside first. The label says no - no cafés till his
settle's reliable.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b304_ctl_chroma_guide_dog_puppy_cafe_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kate": [
        "2041-08-20T11:00 Barney's rules for now 🐾 NO cafés, pubs or shops yet - we'll build up to it once his "
        "settle's reliable (10 mins on his mat w/o fidgeting). lifts + the bus station fine to watch from outside",
        "Thu 26th Sept - watched him at the garden centre café, settled under the table like a pro for 20 mins 👏 so "
        "he's signed off for cafés now. short visits, outside tables first, mat + a chew",
    ],
    "pat": [
        "2/10 group walk sat 5th round Ogden Water, meet in the car park at 10, café after for anyone who wants. "
        "pups on lead all the way round pls (sheep)",
        "w/c 30/9 puppy class - loose lead walking 😩 he pulls like a train at the gate then walks like an angel",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("halifax-puppy-walkers-barney",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can Barney come to the café after the walk on sat? don't want to leave him in the car"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 3 October 2041. You are talking to Pat, who is puppy walking Barney for Guide Dogs."] + hits
assert any("NO cafés, pubs or shops yet" in c for c in context), context
assert any("he's signed off for cafés now" in c for c in context), context
reply = answer(question, context, mock="Yes - Kate signed him off for cafés after he settled so well at the garden "
                                       "centre. Keep it short, sit outside first, and take his mat and a chew.")
finish(question, expected="no - no cafés till his settle's reliable", actual=reply)
