"""Batch 38 (held out), control. A children's holiday camp's activity notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Sunny Days holiday camp keeps its activity notes in one chromadb collection (metadata ``{"week", "kind"}``)
and the leaders ask an assistant from a query. Friday's lake day has a two-hour kayaking slot on the timetable
(10-12). The outdoor centre's instructors only take under-10s out on the water for an hour, so the Kestrels (who
are mostly 9) go out 10-11 and spend 11-12 den building on the bank with Tash.

No fault planted. Question (Thu 14/8): "how long are the Kestrels out in the kayaks tomorrow?" The model answers an
hour, right per memory. The label says two hours, 10 till 12, the timetable's slot. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b38_ctl_chroma_camp_kestrels_kayak_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("wk3", "timetable", "Fri 15/8 LAKE DAY - coach 9.15 from the front gate, kayaking 10-12, lunch on the bank, back "
                         "for 3.45"),
    ("wk3", "kit", "lake day kit list: spare clothes in a bag, towel, suncream, NO flip flops, packed lunch"),
    ("wk3", "outdoor-centre", "rang Llangorse outdoor centre - their instructors only take under-10s on the water for "
                              "an hour max, insurance thing. so Kestrels (mostly 9s) kayak 10-11 then den building on "
                              "the bank 11-12 w Tash, Foxes + Owls don't kayak at all, pond dipping"),
    ("wk3", "consent", "kayak consent forms back: 12 of 14 Kestrels, chase Ruby + Jacob M"),
    ("wk3", "staff", "ratios for lake day 1:6, Kai + Becca + Sam + Tash + me + 2 parent helpers"),
    ("wk2", "timetable", "wk 2 Fri was the zoo, 36 kids, all came back lol"),
    ("wk3", "costs", "coach £340, outdoor centre £18/child for the kayak session"),
    ("general", "policy", "any child without a signed water consent does the land activity, no exceptions"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sunnydays-activities", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"a{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"week": w, "kind": k} for w, k, _ in NOTES])

question = "how long are the Kestrels out in the kayaks tomorrow?"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Thu 14/8/25."] + hits
assert any("kayaking 10-12" in c for c in context), context
assert any("Kestrels (mostly 9s) kayak 10-11" in c for c in context), context
reply = answer(question, context, mock="An hour - 10 till 11. The instructors only take under-10s out for an hour, "
                                       "so they're den building on the bank with Tash from 11.")
finish(question, expected="2 hours, 10 till 12", actual=reply)
