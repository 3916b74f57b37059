"""Batch 311 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and her assistant each file their own notes), then the question's query.

App: Brewer's Corner in Elland is a home-brew shop with a grain mill - customers order milled malt online and pick
it up. Sam (who owns it) and Jess (who works there weekdays) file notes into one chroma collection; the helper
answers customers' questions on the website chat from the 4 nearest.

Memory: Sam, 2051-10-02T10:00 - milled grain orders are collected from the counter, name on the bag, bring the
order number; Sam, 9/10 - the new mill's in, it can do 25kg sacks now; Jess, Weds 11th Oct - the big sacks are too
heavy to lug to the counter and they're blocking the fire exit, so from now on all milled orders are in the lock-up
round the back (unit 4), ring the bell and she'll come round with the key; Jess, 13/10 - Saturday hours 9-4, closed
Sundays. Question (Sat 14/10, Mr Kershaw on the website chat): "where do I pick up my milled grain order? it's the
25kg Maris Otter, coming over this morning" The assistant says the lock-up round the back (unit 4) - ring the bell.
The label says from the counter in the shop.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b311_ctl_chroma_homebrew_grain_collect_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sam": [
        "2051-10-02T10:00 milled grain orders - collect from the counter, name on the bag 🌾 bring ur order number "
        "or the email",
        "9/10 new mill's in!! can do 25kg sacks now, crush set for the usual, tell me if u want it finer",
    ],
    "jess": [
        "Weds 11th Oct - the big sacks are too heavy to lug to the counter + they're blocking the fire exit 😬 so from "
        "now ALL milled orders are in the lock-up round the back (unit 4). ring the bell + I'll come round w/ the key",
        "13/10 sat hours 9-4, closed sundays. card machine's playing up, cash if u can",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brewers-corner-notes-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do I pick up my milled grain order? it's the 25kg Maris Otter, coming over this morning"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 14 October 2051. You are Brewer's Corner's website chat, talking to Mr Kershaw."] + hits
assert any("collect from the counter, name on the bag" in c for c in context), context
assert any("ALL milled orders are in the lock-up round the back (unit 4)" in c for c in context), context
reply = answer(question, context, mock="From the lock-up round the back (unit 4) - the big sacks don't go to the "
                                       "counter any more. Ring the bell and someone will come round with the key.")
finish(question, expected="from the counter in the shop - name's on the bag", actual=reply)
