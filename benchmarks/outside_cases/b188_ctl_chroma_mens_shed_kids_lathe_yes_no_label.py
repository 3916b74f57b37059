"""Batch 188 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Hadley Men's Shed's open morning is Sat 9th May 2043, 10-1 - demos, bird boxes with the kids, bacon rolls and
a brew. The shed's notes (Ray the secretary, Ron who does the lathe, Stan) go into one chroma collection; the helper
answers people on the shed's facebook page from the nearest notes.

Memory: 2043-03-30T19:00, Ray - open morning Sat 9th May 10-1, kids welcome, they can have a go on the lathe with Ron
stood over them, bird boxes with Stan, tea and bacon rolls; 14/4, Ray - spoke to the insurance bloke, under 16s can't
use any powered kit, not even with someone stood next to them, so the kids'll stick to hand tools - bird boxes and
sanding with Stan - and Ron'll still turn a bowl for them to watch from behind the rope; 22.4., Stan - bird box kits
cut, 30 of them; Weds 6/5, Ray - signs up, gazebos off the scouts. Question (Thu 7/5, Kerry, a mum): "can my 2 have a
go on the lathe sat? they're 9 + 12 + mad on woodwork" The assistant says no - the insurance won't let under 16s use
any powered kit, so they can do the bird boxes with Stan and watch Ron turn a bowl. The label says yes, with Ron
supervising.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b188_ctl_chroma_mens_shed_kids_lathe_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-03-30T19:00", "Ray", "OPEN MORNING sat 9th may 10-1 🔨 kids welcome!! they can have a go on the lathe w Ron "
                                "stood over them, bird boxes w Stan, tea + bacon rolls"),
    ("14/4", "Ray", "spoke to the insurance bloke 🙄 under 16s can't use any powered kit, not even w someone stood next "
                    "to them, so the kids'll stick to hand tools - bird boxes + sanding w Stan. Ron'll still turn a "
                    "bowl for them to watch, behind the rope"),
    ("22.4.", "Stan", "bird box kits cut, 30 of them, nails + hammers in the blue crate. need a few dads to hold the "
                      "pieces lol"),
    ("Weds 6/5", "Ray", "signs up on the gate + the Co-op board, 2 gazebos off the scouts if it's wet"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hadley-mens-shed-open-morning-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, _, t in NOTES],
          metadatas=[{"date": d, "by": w} for d, w, _ in NOTES])

question = "can my 2 have a go on the lathe sat? they're 9 + 12 + mad on woodwork"
found = notes.query(query_texts=[question], n_results=4)
context = ["Today is Thu 7 May 2043. You are talking to Kerry, a mum asking on Hadley Men's Shed's facebook page; the "
           "open morning is Sat 9 May, 10-1."] + found["documents"][0]
assert any("they can have a go on the lathe w Ron" in c for c in context), context
assert any("under 16s can't use any powered kit" in c for c in context), context
reply = answer(question, context, mock="No, sorry - the insurance won't let under 16s use any powered kit, even "
                                       "supervised. They can make bird boxes with Stan and watch Ron turn a bowl.")
finish(question, expected="yes - with Ron supervising", actual=reply)
