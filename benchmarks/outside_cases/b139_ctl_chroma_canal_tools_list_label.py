"""Batch 139 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Colin, who leads the work parties, and Pauline, the tools officer), then the question's query.

App: the Calder & Holme Canal Society's work-party notes go into one chroma collection; each volunteer's notes are
added by their own thread as they come in, and the helper answers volunteers from a query of the collection.

Memory: Colin, 2/5: work party Sat 16th May at Marsh Lock (lock 4), clearing the towpath hedge and the offside
scrub; bring loppers, a bowsaw, the strimmer, the grappling hook for the bywash, hi-vis; meet 8.30-ish, done by 3.
Pauline, Tue 12/5: the strimmer's not worth bringing - Keith had it at the Kingfisher clean-up on Sunday and it's
chucked its cord again, the mower shop in Elland can't look till June; the CRT tree lot are doing the bank with
their own kit anyway. Also the windlass count and the tea urn. Question (Thu 14/5, Gordon, new): "what do i need to
bring sat? only got a car, no van" The assistant says loppers, a bowsaw, the grappling hook and hi-vis (the
strimmer's broken and CRT are doing the bank). The label says loppers, bowsaw, the strimmer, grappling hook and
hi-vis - in memory, Colin's list from 2/5, before the strimmer packed up.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b139_ctl_chroma_canal_tools_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "colin": [
        "2/5 Colin - WORK PARTY sat 16th may, Marsh Lock (4): towpath hedge + the offside scrub below the tail. "
        "bring: loppers, a bowsaw, the strimmer, the grappling hook for the bywash, hi vis. meet 8.30ish at the "
        "lock cottage, done by 3",
        "Weds 6th Colin - Sheila's doing bacon butties, £2, cash",
    ],
    "pauline": [
        "Tue 12/5 Pauline - strimmer's not worth bringing sat, Keith had it at the Kingfisher clean-up sun + it's "
        "chucked its cord again, the mower shop in Elland can't look till june. CRT tree lot are doing the bank w "
        "their own kit anyway",
        "10/5 Pauline - windlass count 6, one's got a cracked handle, labelled in the container. tea urn's "
        "back from the scouts",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-holme-work-parties",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"{who}-notes") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do i need to bring sat? only got a car, no van"
hits = notes.query(query_texts=["what to bring saturday work party tools loppers bowsaw strimmer"],
                   n_results=3)["documents"][0]
context = ["Today is Thu 14 May 2037. You are talking to Gordon, a new volunteer with the Calder & Holme Canal "
           "Society, about Saturday's work party at Marsh Lock."] + hits
assert any("bring: loppers, a bowsaw, the strimmer" in c for c in context), context
assert any("strimmer's not worth bringing" in c for c in context), context
reply = answer(question, context, mock="Loppers, a bowsaw, the grappling hook for the bywash and your hi-vis - "
                                       "leave the strimmer, it's broken and CRT are doing the bank.")
finish(question, expected="loppers, a bowsaw, the strimmer, the grappling hook and hi-vis", actual=reply)
