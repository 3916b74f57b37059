"""Batch 173 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Margaret's dog-show notes and the vicar's fair notes added at the same time), then the question's query.

App: St Michael's summer fair is Sat 7th July 2040, 12 till 4 on the vicarage lawn - stalls, teas in the church hall,
a dog show on the top lawn at 2.30. Margaret (who runs the dog show) and Rev Sue post notes into one chroma
collection; the fair's helper answers from a query of it.

Memory: Margaret, 12/5: dog show 2.30 on the top lawn, judge is Mrs Patel from Parkside Vets as usual, £2 a class;
Margaret, Tue 19th June: Mrs Patel's on call that weekend, so she's asked Tom Briggs, the new young vet at Parkside, to
do it instead - he's a sweetie, did Bella's jabs - and she'll pop by for the rosettes at 3.30 if she's not called out;
Rev Sue, 2040-06-28T10:00: teas 2-4.30, scones from the WI; Rev Sue, Weds 20 June: tombola prizes to the vestry by
Thurs. Question (Tue 3/7, Jean, doing the poster): "who's judging the dog show? want to put it on the poster" The
assistant says Tom Briggs, the new vet at Parkside - Mrs Patel's on call that weekend, though she may pop in for the
rosettes at 3.30. The label says Mrs Patel from Parkside Vets - the judge first named.

Expected verdict: AnnotationError (nothing planted; the answer is right per memory and the label is the judge first
named, who has handed it on).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b173_ctl_chroma_fair_dog_judge_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MARGARET = [
    "12/5 Margaret - dog show 2.30 on the top lawn 🐕 judge is Mrs Patel from Parkside Vets as usual, £2 a class, "
    "rosettes ordered",
    "Tue 19th June Margaret - Mrs Patel's on call that wknd 😩 so she's asked Tom Briggs, the new young vet at "
    "Parkside, to do it instead - he's a sweetie, did Bella's jabs. she'll pop by for the rosettes at 3.30 if she's "
    "not called out",
]
SUE = [
    "Weds 20 June Rev Sue - tombola prizes to the vestry by thurs pls, we're short of bottles",
    "2040-06-28T10:00 Rev Sue - teas in the church hall 2-4.30, scones + jam from the WI, urn from the scouts",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-summer-fair-2040",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str, texts: list[str]) -> None:
    for i, text in enumerate(texts, 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=("margaret", MARGARET), name="margaret-dog-show-notes"),
           threading.Thread(target=post, args=("rev-sue", SUE), name="rev-sue-fair-notes")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's judging the dog show? want to put it on the poster"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 3 July 2040. You are talking to Jean, who is doing the poster for St Michael's summer fair "
           "(Sat 7 July)."] + hits
assert any("judge is Mrs Patel from Parkside Vets as usual" in c for c in context), context
assert any("asked Tom Briggs" in c for c in context), context
reply = answer(question, context, mock="Tom Briggs, the new vet at Parkside - Mrs Patel's on call that weekend, though "
                                       "she may pop by for the rosettes at 3.30.")
finish(question, expected="Mrs Patel from Parkside Vets", actual=reply)
