"""Batch 210 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the club secretary's notes and the parkrun's event director's messages), then the question's query.

App: Ludlow Tri Club takes over Castle Meadows parkrun one Saturday this spring (2048) - every volunteer role from
the club, a pacer at each 5 minutes, cakes in the tea hut after. Ruth (the club secretary) and Andy (the parkrun's
event director) both write into the takeover's chroma collection from their own threads; the helper answers members
from the 5 nearest notes.

Memory: Ruth, 2048-03-10T21:00 - we've got the takeover, Sat 23rd May, need 25 volunteers, sheet on the club fb;
Andy, 2048-04-02T08:15 - bad news, the 23rd's the May Fair on Castle Square and the car park's shut all day, no way
round it, so we've had to go to the 6th of June - same drill, sorry all; Ruth, 14/4 - pacers 25, 30, 35 min; Andy,
Tue 21st - tea hut's happy to do cakes after; Ruth - tokens + scanners from the parkrun box. Question (Mon 4/5, Nia,
booking a day off her Saturday job): "which sat is our takeover? need to tell work" The assistant says Sat 6th June
(the 23rd May clashes with the May Fair). The label says Sat 23rd May.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b210_ctl_chroma_parkrun_takeover_date_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "ruth": [
        "2048-03-10T21:00 Ruth - WE'VE GOT THE TAKEOVER 🏃‍♀️🎉 castle meadows parkrun sat 23rd may. need 25 "
        "volunteers, sheet's on the club fb",
        "14/4 Ruth - pacers at 25, 30 + 35 mins, Jamie's doing 25 if his calf's ok",
        "Ruth - tokens + scanners come in the parkrun box, Andy's dropping it at mine the night before",
    ],
    "andy": [
        "2048-04-02T08:15 Andy (ED) - bad news 😩 the 23rd's the May Fair on Castle Sq + the car park's shut all day, "
        "no way round it, so we've had to go to the 6th of june. same drill, sorry all",
        "tue 21st Andy - tea hut's happy to do cakes after, bring your own if you want a club cake table",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-tri-parkrun-takeover-2048",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"writer-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which sat is our takeover? need to tell work"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Mon 4 May 2048. You are talking to Nia, a Ludlow Tri Club member volunteering at the club's "
           "Castle Meadows parkrun takeover."] + hits
assert any("castle meadows parkrun sat 23rd may" in c for c in context), context
assert any("we've had to go to the 6th of june" in c for c in context), context
reply = answer(question, context, mock="Saturday 6th June - the 23rd May clashes with the May Fair on Castle Square "
                                       "(the car park's shut), so it moved.")
finish(question, expected="Saturday 23rd May", actual=reply)
