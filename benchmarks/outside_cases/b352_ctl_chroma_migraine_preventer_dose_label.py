"""Batch 352 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Rachel's own diary entries, with the assistant's replies, and the GP surgery's texts she forwards into the diary),
then the question's query.

App: Rachel gets migraines most weeks and her GP has started her on a daily preventer tablet. She keeps a diary
with an assistant - the migraines, the tablets, side effects - and forwards the surgery's texts into it; both go
into one chroma collection and the assistant answers from the 4 nearest.

Memory: Rachel, 2051-04-03T22:00 - the GP's started her on a preventer tablet (a beta blocker, the doctor said),
10mg at night for two weeks, then up to 20mg if she's OK on it; surgery text 18/4 - Dr Shah: as discussed please
increase to 2 tablets (20mg) at night from tonight; Rachel, Fri 21 April - she went up to 2 of the preventers on
Tuesday night like Dr Shah said, a bit tired but fine, and only 1 migraine this week (she said 3 last week, it was
2, she counted wrong); Rachel, 26/4 - a blue light filter on the laptop. Question (Mon 1 May): "what dose of the
preventer am I on at the moment? the dentist's form wants to know" The assistant says 20mg - two 10mg tablets at
night, since Tuesday 18th April. The label says 10mg at night - the starting dose, which the GP put up to 20mg.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b352_ctl_chroma_migraine_preventer_dose_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ENTRIES = {
    "rachel": [
        "2051-04-03T22:00 GP's started me on a preventer tablet for the migraines (a beta blocker she said, it's "
        "also for blood pressure apparently). 10mg at night for 2 weeks, then up to 20mg if I'm ok on it\n"
        "Assistant: Noted - daily migraine preventer, 10mg at night for two weeks, then possibly 20mg.",
        "Fri 21 April went up to 2 of the preventers on tues night like Dr Shah said. bit tired but fine, and only 1 "
        "migraine this week!! (I said 3 last wk, it was 2, I counted wrong)\n"
        "Assistant: That's encouraging - on 2 preventer tablets at night since Tuesday, just one migraine this week "
        "(and I've corrected last week to 2).",
        "26/4 put a blue light filter on the laptop, eyes feel less tired after work\n"
        "Assistant: Noted - a blue light filter on the laptop.",
    ],
    "surgery-texts": [
        "18/4 text from Brookfield Surgery: Hi Rachel, as discussed please increase your propranolol to 2 tablets "
        "(20mg) at night from tonight. Any problems call us. Dr Shah",
    ],
}

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("rachel-migraine-diary", embedding_function=offline.chroma_embedding_function())


def file_entries(who: str) -> None:
    for i, text in enumerate(ENTRIES[who], 1):
        diary.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"diary-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what dose of the preventer am I on at the moment? the dentist's form wants to know"
hits = diary.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Monday 1 May 2051. You are Rachel's migraine diary assistant."] + hits
assert any("10mg at night for 2 weeks" in c for c in context), context
assert any("increase your propranolol to 2 tablets (20mg) at night" in c for c in context), context
assert any("went up to 2 of the preventers on tues night" in c for c in context), context
reply = answer(question, context, mock="20mg - two 10mg tablets at night. Dr Shah put it up from 10mg on the 18th "
                                       "April and you've been on 2 since that Tuesday.")
finish(question, expected="10mg at night", actual=reply)
