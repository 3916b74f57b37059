"""Batch 332 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the team's boss and one of her cleaners each file their own notes), then the question's query.

App: Mandy and Joanne clean holiday lets round Grassington and Kettlewell on changeover days. Each files her
notes on the properties into one chroma collection; the helper answers the team's questions from the 4 nearest.

Memory: Mandy, 2051-05-02T17:30 - Larch Lodge changeovers: the hot tub is drained, cleaned and refilled every
changeover, chemicals in the shed, test strip before we leave, takes a good hour so go there first; Joanne, 12/10 -
Larch Lodge's bathroom extractor is rattling, told the owner; Mandy, Sun 5 Nov - the owners have turned the hot
tub off for the winter (the electric's gone mad), cover's on and locked, so just check the cover hasn't blown off
and that's it till Easter; Joanne, 6/11 - two dogs in at Larch this week, hoover the stairs twice. Question (Thu
9/11, Joanne): "do I need to do the hot tub at Larch on fri? if so I'll bring the chemicals + the test strips" The
assistant says no - it's off for the winter, just check the cover's on. The label says yes, drain, clean and
refill it every changeover.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b332_ctl_chroma_holiday_let_hot_tub_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mandy": [
        "2051-05-02T17:30 Larch Lodge changeovers 🛁 hot tub drained, cleaned + refilled EVERY changeover, chemicals "
        "in the shed (top shelf), test strip b4 we leave. takes a good hour so do Larch first",
        "Sun 5 Nov - owners have turned the hot tub at Larch off for the winter, the electric's gone mad 😱 cover's "
        "on + locked, so just check the cover's not blown off + that's it till Easter",
    ],
    "joanne": [
        "12/10 Larch Lodge bathroom extractor's rattling like mad, told the owner, she's getting someone out",
        "6/11 2 dogs in at Larch this wk 🐕🐕 hoover the stairs twice + the throws in the wash",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wharfedale-changeovers-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to do the hot tub at Larch on fri? if so I'll bring the chemicals + the test strips"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 9 November 2051. You are talking to Joanne, who cleans holiday lets with Mandy's "
           "team."] + hits
assert any("drained, cleaned + refilled EVERY changeover" in c for c in context), context
assert any("turned the hot tub at Larch off for the winter" in c for c in context), context
reply = answer(question, context, mock="No - the owners have turned it off for the winter. Just check the cover's "
                                       "still on and locked; no chemicals needed till Easter.")
finish(question, expected="yes - the hot tub's drained, cleaned and refilled every changeover", actual=reply)
