"""Batch 267 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the plumber and his apprentice each file their own notes), then the question's query.

App: Dale Haigh Plumbing & Heating (Dale and Kev, his apprentice) file the week's call-outs into one chroma
collection from their phones; the helper answers from the 4 nearest notes.

Memory: Dale, 2050-03-07T18:10 - Weds call-outs, Mrs Okafor's leak under the kitchen sink first job, 8ish, then
the Grant St tap; Kev, 7/3 - the van's got 2 bags of 15mm push fits + the new trap, the spare stopcock key's in
the door pocket; Dale, Tue 8th March 9.40pm - Mrs Okafor texted, she can't do before half 9 with the school run,
so we'll do the Grant St tap first and her after, about 10; Kev, 8/3 - bucket + towels in the van for Mrs Okafor,
she said it's dripping into the cupboard. Question (Weds 9/3, 7.15am, Kev): "what time we at Mrs Okafor's? do I
need to be at yours for 7.30" The assistant says about 10 - Grant St tap first, as she can't do before half 9 with
the school run. The label says 8 o'clock, first job.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b267_ctl_chroma_plumber_leak_what_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dale": [
        "2050-03-07T18:10 WEDS 🔧 Mrs Okafor's leak under the kitchen sink, first job 8ish, 22 Brook St. then the "
        "Grant St tap drip, then the Whiteheads' boiler delivery",
        "Tue 8th March 9.40pm - Mrs Okafor texted, she can't do b4 half 9 with the school run 🙄 so we'll do the "
        "Grant St tap first + her after, about 10",
    ],
    "kev": [
        "7/3 van's got 2 bags of 15mm push fits + the new trap for Mrs Okafor's sink. spare stopcock key's in the "
        "door pocket",
        "8/3 bucket + towels in the van for Mrs Okafor, she says it's dripping into the cupboard",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dale-haigh-callouts-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time we at Mrs Okafor's? do I need to be at yours for 7.30"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 9 March 2050, 7.15am. You are talking to Kev, Dale's apprentice at Dale Haigh Plumbing & "
           "Heating."] + hits
assert any("first job 8ish" in c for c in context), context
assert any("she can't do b4 half 9" in c and "her after, about 10" in c for c in context), context
reply = answer(f"(Kev) {question}", context,
               mock="About 10 - she can't do before half 9 with the school run, so it's the Grant St tap first and "
                    "Mrs Okafor's after. No need for 7.30.")
finish(question, expected="8 o'clock, first job", actual=reply)
