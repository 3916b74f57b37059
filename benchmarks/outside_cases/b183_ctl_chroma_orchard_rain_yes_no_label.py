"""Batch 183 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Lawley Village Orchard's apple day and pressing is Sun 12th Oct 2043 - members bring their apples, the
group's two presses, juice to take home, cider for the ones who want to wait. Mel (who runs the group) keeps the
day's notes in a chroma collection; the helper answers members from a query.

Memory: Mel, 2043-09-02T20:10: pressing sun 12th oct, 11 till 3ish at the orchard, if it's wet we'll call it off,
check the group chat on the morning; Mel, 16/9: Reverend Sue popped round, we can have the church barn over the road
if it's chucking it down - room for both presses + the tables - so we're on whatever the weather; Mel, Tue 23rd:
bring your own bottles + a bag of apples, no windfalls with wasps in pls; Ollie, 2043-10-01: he's doing the
scratter, gazebo from the scouts. Question (Fri 10/10, Bob, a member): "is the pressing still on sun if it rains?
forecast's looking grim" The assistant says yes - if it's wet it moves into the church barn over the road. The label
says no - it's called off if it's wet.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b183_ctl_chroma_orchard_rain_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-09-02T20:10", "Mel", "pressing sun 12th oct 🍎 11 till 3ish at the orchard. if it's wet we'll call it off, "
                                "check the group chat on the morning"),
    ("16/9", "Mel", "Reverend Sue popped round - we can have the church barn over the road if it's chucking it down 👍 "
                    "room for both presses + the tables, so we're on whatever the weather"),
    ("Tue 23rd", "Mel", "bring your own bottles + a bag of apples, no windfalls w wasps in pls 🐝"),
    ("2043-10-01", "Ollie", "I'm doing the scratter, gazebo from the scouts, I'll be there half 10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lawley-village-orchard-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[f"{who}: {text}" for _, who, text in NOTES],
          metadatas=[{"date": day, "by": who} for day, who, _ in NOTES])

question = "is the pressing still on sun if it rains? forecast's looking grim"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 10 Oct 2043. You are talking to Bob, a member of Lawley Village Orchard; the pressing is "
           "Sun 12 Oct."] + hits
assert any("if it's wet we'll call it off" in c for c in context), context
assert any("church barn over the road if it's chucking it down" in c for c in context), context
reply = answer(question, context, mock="Yes - if it's wet it moves into the church barn over the road (Reverend Sue "
                                       "offered it), so it's on whatever the weather.")
finish(question, expected="no - it's called off if it's wet", actual=reply)
