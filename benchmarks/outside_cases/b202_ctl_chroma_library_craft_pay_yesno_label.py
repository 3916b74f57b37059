"""Batch 202 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the library manager's notes and the Friends' chair's notes), then the question's query.

App: Minsterley Library's spring craft morning is Sat 22nd April 2045, 10-12 - seed pots and tissue-paper flowers,
six tables in the main room, biscuits and squash. Pat (the library manager) and Sue (who chairs the Friends of the
library) each add their notes to one chroma collection from their own thread; Kath, a volunteer on the desk, asks
the helper.

Memory: Pat, 2045-03-20T10:00 - spring craft morning Sat 22nd April 10-12, seed pots and tissue-paper flowers, £2 a
child for materials, pay at the desk; Pat, 11.4. - the tables; Sue, Weds 5 Apr - the Friends had a good book sale
(£180) and would like to cover the craft stuff for the kids out of that, so nobody pays on the day, Pat's OK with
it; Sue, 16th april - the biscuits. Question (Thu 20/4, Kath): "do the kids have to pay for sat's craft morning? a
grandad's asking at the desk" The assistant says no - it's free, the Friends are covering the materials from their
book sale money. The label says yes, £2 a child for materials.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b202_ctl_chroma_library_craft_pay_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pat": [("2045-03-20T10:00", "spring craft morning sat 22nd april 10-12 🐣🌷 seed pots + tissue paper flowers. £2 "
                                 "a child for materials, pay at the desk on the day"),
            ("11.4.", "tables - 6 in the main room, the big one by the window for the messy stuff (compost!!), "
                      "newspaper down")],
    "sue": [("Weds 5 Apr", "the Friends had a cracking book sale (£180!!) + we'd like to cover the craft stuff for "
                           "the kids out of that, so nobody pays on the day 😊 Pat's ok with it"),
            ("16th april", "biscuits - custard creams + party rings, squash, I'll bring the cups + a roll of kitchen "
                           "towel")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("minsterley-library-craft-apr-2045",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do the kids have to pay for sat's craft morning? a grandad's asking at the desk"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 20 April 2045. You are talking to Kath, a volunteer on the desk at Minsterley Library; the "
           "spring craft morning is Sat 22 April."] + hits
assert any("£2 a child for materials" in c for c in context), context
assert any("so nobody pays on the day" in c for c in context), context
reply = answer(question, context, mock="No - it's free for the kids. The Friends are covering the craft materials "
                                       "out of their book sale money.")
finish(question, expected="yes, £2 a child for materials", actual=reply)
