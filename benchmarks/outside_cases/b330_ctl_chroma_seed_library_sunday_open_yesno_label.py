"""Batch 330 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two volunteers who run the seed library each file their own notes), then the question's query.

App: Sowerby Allotment Society keep a seed library in the old container by the gate - saved and donated seed in tins,
a book to sign, 3 packets a plot. Jean and Pat run it between them and file notes into one chroma collection; the
helper answers plot holders' questions from the 4 nearest.

Memory: Jean, 2050-02-12T10:00 - the seed library's open, Saturday mornings 10-12 in the container only, sign the
book; Jean, 5/3 - loads of peas and beans in, the cosmos has gone mad; Pat, Sun 20th Mar - enough folk have asked, so
from April she'll open up Sunday mornings too, 10-12, same rules, Saturday's still Jean; Pat, 27/3 - the mice have
been at the sweetcorn, it's all in tins now. Question (Mon 11/4, Raj, who works Saturdays): "is the seed library open
on sundays? I'm only up at the plot on sundays, work every sat" The assistant says yes - Pat opens it Sunday
mornings 10-12 since April. The label says no, Saturday mornings only.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b330_ctl_chroma_seed_library_sunday_open_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jean": [
        "2050-02-12T10:00 SEED LIBRARY'S OPEN 🌱 sat mornings 10-12 in the container only, sign the book, 3 packets a "
        "plot. saved seed back in the autumn pls",
        "5/3 loads of peas + beans in now, the cosmos has gone mad (thank u Doreen), still no leeks",
    ],
    "pat": [
        "Sun 20th Mar - enough folk have asked so from April I'll open up sun mornings too, 10-12, same rules. sat's "
        "still Jean 👍",
        "27/3 mice have been at the sweetcorn 🐭 it's all in tins now, don't leave packets on the side",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-allotments-seed-library-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the seed library open on sundays? I'm only up at the plot on sundays, work every sat"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 11 April 2050. You are talking to Raj, a plot holder at Sowerby Allotment Society."] + hits
assert any("sat mornings 10-12 in the container only" in c for c in context), context
assert any("from April I'll open up sun mornings too, 10-12" in c for c in context), context
reply = answer(question, context, mock="Yes - since April Pat opens it on Sunday mornings too, 10 till 12, same rules "
                                       "(sign the book, 3 packets a plot).")
finish(question, expected="no - Saturday mornings only, 10-12", actual=reply)
