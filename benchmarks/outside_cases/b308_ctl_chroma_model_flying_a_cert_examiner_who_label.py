"""Batch 308 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the safety officer each file their own notes), then the question's query.

App: Soyland Model Flying Club fly from a field on Soyland Moor - trainers, gliders, a few jets, BMFA A and B
certificate tests for members who want to fly solo or at displays. Derek (the secretary) and Graham (the safety
officer) file notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Derek, 2051-02-14T20:00 - A cert tests this summer, Phil's the club examiner again, book a slot with him,
Saturday mornings; Derek, 3/5 - subs reminder, 4 still not paid; Graham, Weds 10 May - Phil's moved to Filey
("lucky sod"), so Graham's taken over the A cert tests, he did the BMFA examiner course in March, text him for a slot,
still Saturday mornings; Graham, Sun 21st May - new failsafe check before every flight, throttle to idle on signal
loss. Question (Mon 29/5, Tom): "who do I see about my A cert test? done about 40 flights on the trainer now" The
assistant says Graham (he took the tests over when Phil moved to Filey). The label says Phil.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b308_ctl_chroma_model_flying_a_cert_examiner_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "derek": [
        "2051-02-14T20:00 A CERT tests this summer ✈️ Phil's the club examiner again, book a slot with him, sat "
        "mornings only. know ur BMFA handbook bits!!",
        "3/5 subs reminder - 4 still not paid, you know who you are 👀 no pay no fly from the 15th",
    ],
    "graham": [
        "Weds 10 May - Phil's moved to Filey (lucky sod 🌊) so I've taken over the A cert tests, did the BMFA "
        "examiner course in march. text me for a slot, still sat mornings",
        "Sun 21st May - new failsafe check b4 EVERY flight pls, throttle to idle on signal loss, I'll be checking 🧐",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("soyland-mfc-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who do I see about my A cert test? done about 40 flights on the trainer now"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 29 May 2051. You are talking to Tom, a member of Soyland Model Flying Club."] + hits
assert any("Phil's the club examiner again" in c for c in context), context
assert any("I've taken over the A cert tests" in c for c in context), context
reply = answer(f"(Tom) {question}", context, mock="Graham - he took over the A cert tests when Phil moved to Filey. "
                                                  "Text him for a Saturday morning slot.")
finish(question, expected="Phil", actual=reply)
