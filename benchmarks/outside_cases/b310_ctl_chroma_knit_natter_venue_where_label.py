"""Batch 310 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the shop owner and the group's organiser each file their own notes), then the question's query.

App: Purl Jam, a wool shop in Halifax, hosts a knit + natter every Tuesday evening in its back room. Gemma (who owns
the shop) and Sheila (who organises the group) file notes into one chroma collection; the helper answers members'
questions from the 4 nearest.

Memory: Gemma, 2051-10-03T17:00 - knit + natter every Tues 6.30-8.30 in the shop, back room, bring your own mug;
Gemma, Mon 23 Oct - the new floor's going in at the shop w/c 30th Oct, closed all week; Sheila, 24/10 - as the
shop's shut next week we'll go to the Lamb on Tuesday, she's booked the snug, they'll do a pot of tea, no need to buy
a drink; Sheila, Tue 24th - Margaret's finished her aran, pics on the fb group. Question (Mon 30/10, Irene): "where's
knit + natter tmrw? I'm bringing my sister, she's visiting from Leeds" The assistant says the snug at the Lamb - the
shop's shut for the new floor. The label says the back room at the shop.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b310_ctl_chroma_knit_natter_venue_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gemma": [
        "2051-10-03T17:00 knit + natter every tues 6.30-8.30 in the shop 🧶 back room, bring ur own mug, 10% off "
        "anything u buy on the night",
        "Mon 23 Oct - new floor going in at the shop w/c 30th oct 😬 closed all wk, back open mon 6th",
    ],
    "sheila": [
        "24/10 as the shop's shut next wk we'll go to the Lamb for tues knit + natter - I've booked the snug, they'll "
        "do us a pot of tea, no need to buy a drink",
        "Tue 24th - Margaret's finished her aran!! 👏 pics on the fb group",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("purl-jam-knit-natter-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's knit + natter tmrw? I'm bringing my sister, she's visiting from Leeds"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 30 October 2051. You are talking to Irene, who goes to Purl Jam's Tuesday knit + "
           "natter."] + hits
assert any("in the shop 🧶 back room" in c for c in context), context
assert any("we'll go to the Lamb for tues" in c and "booked the snug" in c for c in context), context
reply = answer(question, context, mock="At the Lamb tomorrow - the shop's shut for the new floor, so Sheila's booked "
                                       "the snug. They'll do a pot of tea, so no need to buy a drink.")
finish(question, expected="the back room at the shop", actual=reply)
