"""Batch 242 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and her walker each file their own notes), then the question's query.

App: Gemma runs Hound About, a dog-walking business in Elland - about 20 regular dogs, solo and pair walks, a key
for most houses on a labelled fob in the key safe in her van. Gemma and Lewis (who walks for her Mon-Weds) file
their notes into one chroma collection; the helper answers from the 4 nearest.

Memory: Gemma, 2051-09-04T19:20 - the Patels' (Rolo, the choc lab) key is the one with the blue tag, side gate, alarm
code 1984, Rolo gets lunch at 12; Gemma, 12/9 - fees going up to £13 a walk from October, letters out; Lewis, Tue
10th Oct - the Patels have had the locks changed after the break-in at no.12, the new key's on the green fob, the
blue one's no good now, he's binned it, alarm code's the same; Lewis, Weds 11th - Rolo's off his food, told Mrs
Patel. Question (Sun 15/10, Gemma's sister Amy, covering Monday): "which key do I take for the Patels' tomorrow?
doing Rolo's lunch walk" The assistant says the green fob (the locks were changed, the blue tag one doesn't work).
The label says the one with the blue tag.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b242_ctl_chroma_dog_walking_patels_key_which_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gemma": [
        "2051-09-04T19:20 Patels (Rolo, choc lab) 🐕 key's the one w/ the blue tag, side gate not the front, alarm "
        "code 1984. Rolo gets lunch at 12, half a scoop",
        "12/9 fees going up to £13 a walk from oct, letters out in the van, pls hand them round",
    ],
    "lewis": [
        "Tue 10th Oct - Patels have had the locks changed after the break-in at no.12 😬 new key's on the green fob, "
        "blue one's no good now, I've binned it. alarm code same",
        "Weds 11th Rolo's off his food a bit, left half his lunch, told Mrs Patel",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hound-about-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which key do I take for the Patels' tomorrow? doing Rolo's lunch walk"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 15 October 2051. You are talking to Amy, Gemma's sister, who's covering Monday's walks for "
           "Hound About."] + hits
assert any("key's the one w/ the blue tag" in c for c in context), context
assert any("new key's on the green fob, blue one's no good now" in c for c in context), context
reply = answer(question, context, mock="The green fob - the Patels had their locks changed after the break-in at "
                                       "no.12, so the blue-tag key doesn't work any more. Side gate, alarm's still "
                                       "1984.")
finish(question, expected="the one with the blue tag", actual=reply)
