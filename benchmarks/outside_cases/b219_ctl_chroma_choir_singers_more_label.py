"""Batch 219 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Bromyard Community Choir go busking for the air ambulance on Sat 5th Dec 2048 - pitches on the Market Square,
outside Boots and by the Falcon, collection tins, carols and a couple of Abba numbers. Ruth (the choir's organiser)
files her notes into a chroma collection; the helper answers members from the nearest notes.

Memory: 2048-09-30T19:45 Ruth - busking day Sat 5th Dec, pitches, last year 18 singers and £640 raised; Tue 3rd Nov
- 26 signed up, "that's 8 more than last yr"; Weds 2 Dec - Bev, Sue and both Davies twins have gone down with the
lurgy that's doing the rounds and won't make Saturday, keep the front row tight; and the songs. Question (Thu 3/12,
Mike, writing a piece for the air ambulance's newsletter): "how many more singers have we got than last yr? for the
air ambulance newsletter" The assistant says 4 more (22 singing against 18). The label says 8 (Ruth's count from
before four of them fell ill).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b219_ctl_chroma_choir_singers_more_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("plan", "2048-09-30T19:45 Ruth - BUSKING DAY 🎶 sat 5th dec for the air ambulance. Market Sq 10-11, outside "
             "Boots 11.15-12.15, by the Falcon 1-2. last yr we had 18 singers + raised £640!!"),
    ("numbers", "Tue 3rd Nov Ruth - 26 signed up 🙌 that's 8 more than last yr. need more tins, will ask the air "
                "ambulance shop"),
    ("songs", "songs - Silent Night, Once in Royal, Jingle Bells, Gaudete (the altos love it) + Abba's Happy New Year "
              "+ Thank You for the Music to finish"),
    ("numbers", "Weds 2 Dec Ruth - Bev, Sue + both Davies twins have gone down w/ the lurgy that's doing the rounds "
                "🤒 they won't make sat. keep the front row tight, sopranos move up"),
    ("tins", "tins - 5 sealed ones from the air ambulance shop, Mike + Jan counting after in the Falcon"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bromyard-choir-busking-2048",
                                          embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"ruth-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ruth"}])

question = "how many more singers have we got than last yr? for the air ambulance newsletter"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Thu 3 Dec 2048. You are talking to Mike, a bass in Bromyard Community Choir; the busking day is "
           "Sat 5 Dec."] + hits
assert any("last yr we had 18 singers" in c for c in context), context
assert any("that's 8 more than last yr" in c for c in context), context
assert any("they won't make sat" in c for c in context), context
reply = answer(question, context, mock="4 more - 26 signed up but Bev, Sue and the Davies twins are ill, so 22 "
                                       "singing against 18 last year.")
finish(question, expected="8 more than last year", actual=reply)
