"""Batch 334 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Bilal runs "Mend My Mobile", a phone repair stall in Huddersfield's Queensgate Market on Saturdays - screens,
batteries, cases, unlocking. He files the stall's notes into one chroma collection; the helper answers customers'
messages from the 4 nearest.

Memory: 2050-09-01 - Saturdays the stall's in the market hall, pitch 14 next to Hanson's fish counter, 8.30-4; Mon
31st Oct - a letter from the market office, the hall roof's being redone all of November, everyone inside is out on
the square, they're pitch 3 by the Boots doors, gazebo supplied, bring the extension reel; 2/11 - his cousin Sana
can do Saturday 9-4 while he's at a wedding; Thu 3 Nov - new stock, Pixel 9 cases. Question (Fri 4/11, a customer
messaging): "where are u on sat? need my battery doing, last time u were by the fish place" The assistant says
outside on the square, pitch 3 by the Boots doors (the hall roof's being done all November). The label says pitch
14 next to the fish counter in the market hall.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b334_ctl_chroma_phone_stall_saturday_pitch_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2050-09-01 sats - stall's in the market hall, pitch 14 next to Hanson's fish counter 🐟 8.30-4. screens while u "
    "wait if i've got the part",
    "Mon 31st Oct - letter from the market office: hall roof's being redone all of nov so everyone inside is out on "
    "the square ☔ we're pitch 3 by the Boots doors, gazebo supplied, bring the extension reel",
    "2/11 cousin Sana can do sat 9-4 while I'm at Imran's wedding, she can do batteries + protectors, not screens",
    "Thu 3 Nov new stock in - pixel 9 cases, iphone 16 glass, the cheap chargers r gone",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mend-my-mobile-2050", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Bilal"} for _ in NOTES])

question = "where are u on sat? need my battery doing, last time u were by the fish place"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 4 November 2050. You are answering a customer of Mend My Mobile (phone repair stall, "
           "Queensgate Market, Huddersfield, Saturdays)."] + hits
assert any("pitch 14 next to Hanson's fish counter" in c for c in context), context
assert any("everyone inside is out on the square" in c and "pitch 3 by the Boots doors" in c for c in context), context
reply = answer(question, context, mock="Outside on the square this Saturday - pitch 3 by the Boots doors. The market "
                                       "hall roof's being redone all November. Sana can do your battery, 9 till 4.")
finish(question, expected="pitch 14 next to the fish counter in the market hall", actual=reply)
