"""Batch 160 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the chair's and the dog show organiser's notes, each added from its own thread), then the question's query.

App: Hatherby Summer Fete is on the village green on Sat 10th July 2038. Ray (chair) and Sheila (dog show) post their
notes into one chroma collection; the helper answers the committee from a query of it.

Memory: Sheila, 14/6: the dog show judge is Mr Oduya from Riverside Vets, six classes, rosettes ordered; Ray, Weds 16
Jun: 28 stalls, the tombola's the Rotary's; Sheila, Tue 29th: Mr Oduya's on call that weekend - his practice does
the out of hours on a rota - and Ms Holt, the other vet there, has said she'll step in, she's got two springers so
she's made up; Ray, 2038-07-03T09:30: the posters go up Monday, he needs the judge's name for the dog show one.
Question (Sun 4/7, Ray): "who's judging the dog show? need it for the poster" The assistant says Ms Holt, the other
vet at Riverside Vets. The label says Mr Oduya - the vet first lined up, who's on call that weekend.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b160_ctl_chroma_fete_judge_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sheila": [("sheila-1", "14/6 Sheila - dog show judge is Mr Oduya from Riverside Vets, 6 classes, rosettes "
                            "ordered. ring by the duck pond"),
               ("sheila-2", "Tue 29th Sheila - Mr Oduya's on call that w/e, his practice does the out of hours on a "
                            "rota. Ms Holt, the other vet there, has said she'll step in - she's got 2 springers so "
                            "she's made up")],
    "ray": [("ray-1", "Weds 16 Jun Ray - 28 stalls, tombola's the Rotary's again, WI teas in the church hall"),
            ("ray-2", "2038-07-03T09:30 Ray - posters go up monday, I need the judge's name for the dog show one pls")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hatherby-fete-2038", embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in NOTES[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"fete-notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's judging the dog show? need it for the poster"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 4 July 2038. You are talking to Ray, chair of Hatherby Summer Fete on Sat 10 July."] + hits
assert any("judge is Mr Oduya" in c for c in context), context
assert any("Ms Holt, the other vet there" in c for c in context), context
reply = answer(question, context, mock="Ms Holt, the other vet at Riverside Vets - Mr Oduya's on call that weekend.")
finish(question, expected="Mr Oduya", actual=reply)
