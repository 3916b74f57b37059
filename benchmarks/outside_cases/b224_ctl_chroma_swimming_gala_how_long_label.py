"""Batch 224 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Ludlow ASC hold their club championships on Sun 14th November 2049 at the town pool - every age group, 50s,
100s and 200s, relays, medals at the end. Carol (the club secretary) keeps her notes in one chroma collection; the
helper answers parents from ``collection.query(query_texts=[question], n_results=5)``.

Memory: 2049-09-20T19:40 - club champs Sun 14th Nov at the pool, 1-5, 4 hrs with the relays, bring a packed lunch
and plenty of snacks; 12.10. - warm-up 12.15, be there by 12, hats and club tops; Tue 2nd Nov - the pool's put lane
swimming back on at 4 on the Sunday, so they've had to take the 200s out and the relays go first, they'll be done
and out by half 3; 9/11 - medals; 10th nov - tuck shop. Question (Fri 12/11, Josh's mum): "how long's the gala
sun? trying to work out if Josh needs a proper lunch or just snacks" The assistant says about two and a half hours
(1 till half 3; the 200s are out because of the lane swimming at 4). The label says 4 hours (the first note's 1-5).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b224_ctl_chroma_swimming_gala_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-09-20T19:40 CLUB CHAMPS 🏆 sun 14th nov at the pool, 1-5, 4 hrs with the relays, bring a packed lunch + "
    "plenty of snacks",
    "12.10. warm up 12.15 so be there by 12, hats + club tops, goggles on a string for the little ones",
    "Tue 2nd Nov - pool's put lane swimming back on at 4 sun 😑 so we've had to take the 200s out + the relays go 1st, "
    "we'll be done + out by half 3",
    "9/11 medals here - gold silver bronze for every age group, + a cup for the top boy + girl",
    "10th nov tuck shop - Jan's doing toasties + flapjack, £1.50, squash 50p",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-asc-champs-2049", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Carol"} for _ in NOTES])

question = "how long's the gala sun? trying to work out if Josh needs a proper lunch or just snacks"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Fri 12 November 2049. You are talking to Josh's mum; Josh swims for Ludlow ASC in the club "
           "championships (Sun 14 November)."] + hits
assert any("1-5, 4 hrs with the relays" in c for c in context), context
assert any("we'll be done + out by half 3" in c for c in context), context
reply = answer(question, context, mock="About two and a half hours - 1 till half 3. The 200s are out because the "
                                       "pool's got lane swimming at 4, so snacks should do if he's had lunch first.")
finish(question, expected="4 hours", actual=reply)
