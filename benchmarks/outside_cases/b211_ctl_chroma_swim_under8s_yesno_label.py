"""Batch 211 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the committee's notes and the parents' group chat), then the question's query.

App: Tenbury Tritons SC hold a sponsored swim on Sun 15th March 2048 at the Regal pool - lengths in an hour, sponsor
money for the club's new starting blocks. Two feeds go into one chroma collection at the same time: Jan's committee
notes and the parents' WhatsApp group; the helper answers parents from the nearest records.

Memory: 2048-01-20T19:00 Jan - sponsored swim Sun 15th March, 8.30-12, 8 and over only (pool rules); Kerry - my Alfie's
7, gutted; Tue 11/2 Jan - had a word with Rob the duty manager, the little ones can do it if a mum or dad's in the
water with them in the shallow lane, he'll put an extra lifeguard on; Kerry - yay Alfie's in then, I'll dig my cossie
out; 22.2. Jan - forms back by the 1st. Question (Sun 1/3, Becky, whose daughter is 6): "can Poppy do the swim or is
she too young? she's 6 but swims like a fish" The assistant says yes, as long as Becky (or her dad) is in the water
with her in the shallow lane. The label says "No - it's 8 and over only".
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b211_ctl_chroma_swim_under8s_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

FEEDS = {
    "committee": [
        ("2048-01-20T19:00", "Jan", "SPONSORED SWIM 🏊 sun 15th march at the Regal, 8.30-12, lengths in an hour, money "
                                    "for the new starting blocks. 8 and over only (pool rules) - forms from me"),
        ("Tue 11/2", "Jan", "had a word w/ Rob the duty manager 👍 the little ones can do it if a mum or dad's in the "
                            "water with them in the shallow lane, he'll put an extra lifeguard on"),
        ("22.2.", "Jan", "forms back by the 1st pls, sponsor money after. lane counters needed - 2 per lane, 8.15 at "
                         "the side door"),
    ],
    "parents": [
        ("2048-01-21T08:05", "Kerry", "my Alfie's 7 😩 gutted, he's been practising his tumble turns"),
        ("2048-02-11T21:40", "Kerry", "yay Alfie's in then!! I'll dig my cossie out 😂"),
        ("2048-02-24T19:15", "Dan", "can someone do lane counting for the 10.30 slot? I'm on shift"),
    ],
}

client = chromadb.EphemeralClient()
records = client.get_or_create_collection("tenbury-tritons-swim-2048",
                                          embedding_function=offline.chroma_embedding_function())


def write(feed: str) -> None:
    for i, (when, who, text) in enumerate(FEEDS[feed], 1):
        records.add(ids=[f"{feed}-{i}"], documents=[f"{when} {who} - {text}"], metadatas=[{"feed": feed, "by": who}])


threads = [threading.Thread(target=write, args=(feed,), name=f"{feed}-writer") for feed in FEEDS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can Poppy do the swim or is she too young? she's 6 but swims like a fish"
found = records.query(query_texts=[question], n_results=6)
context = ["Today is Sun 1 March 2048. You are talking to Becky, whose daughter Poppy (6) swims with Tenbury Tritons "
           "SC; the sponsored swim is Sun 15 March."] + found["documents"][0]
assert any("8 and over only (pool rules)" in c for c in context), context
assert any("the little ones can do it if a mum or dad's in the water" in c for c in context), context
assert any("Alfie's in then" in c for c in context), context
reply = answer(question, context, mock="Yes - as long as you or her dad is in the water with her in the shallow lane; "
                                       "the pool's putting an extra lifeguard on.")
finish(question, expected="No - it's 8 and over only", actual=reply)
