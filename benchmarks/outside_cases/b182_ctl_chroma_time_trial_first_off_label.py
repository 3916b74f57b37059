"""Batch 182 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Shifnal CC's evening club 10 is Thu 18th June 2043 - out and back on the A41 from Tong, riders off a minute
apart, HQ at Tong village hall. Lynne (the club secretary) and Martin (the event organiser) post their notes into one
chroma collection; the helper answers riders from a query.

Memory: Lynne, 14/5: club 10 Thurs 18th June, first rider off 7.01pm, 1 min gaps, HQ Tong village hall, signing on
from half 6; Lynne, Weds 27 May: Highways are resurfacing the A41 slip at Tong from 8 that night and the road shuts at
8, so everyone's got to be through before then - Martin says we'll go off from 6.31 instead, signing on from 6, can
everyone shift their tea; Martin, 2043-06-01T19:30: 24 entries, Pete at the Tong island, Jan + Sue at the turn; Lynne,
Tue 16/6: tea and cake at the hall after. Question (Weds 17/6, Dan, riding): "what time's the first rider off thurs?
trying to get out of work in time" The assistant says 6.31pm (signing on from 6; the road shuts at 8 for the
resurfacing). The label says 7.01pm - the first plan's time.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b182_ctl_chroma_time_trial_first_off_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Lynne", "14/5 club 10 thurs 18th june 🚴 first rider off 7.01pm, 1 min gaps, HQ Tong village hall, signing on "
              "from half 6"),
    ("Lynne", "Weds 27 May - Highways are resurfacing the A41 slip at Tong from 8 that night 🚧 road shuts at 8 so "
              "everyone's got to be thru before then. Martin says we'll go off from 6.31 instead, signing on from 6 - "
              "can everyone shift their tea"),
    ("Martin", "2043-06-01T19:30 24 entries 👍 Pete at the Tong island, Jan + Sue at the turn, radios in my car"),
    ("Lynne", "Tue 16/6 tea + cake at the hall after, my lemon drizzle, £1 in the pot"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shifnal-cc-club-10-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"from": who} for who, _ in NOTES])

question = "what time's the first rider off thurs? trying to get out of work in time"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 17 June 2043. You are talking to Dan, who's riding Shifnal CC's club 10 (Thu 18 June, "
           "Tong)."] + hits
assert any("first rider off 7.01pm" in c for c in context), context
assert any("go off from 6.31 instead" in c for c in context), context
reply = answer(question, context, mock="6.31pm - signing on's from 6. The road shuts at 8 for the resurfacing, so it's "
                                       "all been brought forward.")
finish(question, expected="7.01pm", actual=reply)
