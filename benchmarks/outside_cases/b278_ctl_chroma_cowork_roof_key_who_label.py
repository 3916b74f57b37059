"""Batch 278 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the staff's notes,
script style (every call its own trace).

App: The Mill Yard (a co-working space in an old mill - hot desks, fixed desks, meeting rooms, a roof terrace) keeps
its staff notes in one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Marco, 2051-02-10T12:00 - the roof terrace opens again from March, the key's with Marco at the front desk,
sign the book, back by 6; Bea, 20/2 - roof terrace max 15 people, no glass, the BBQ is not for member use; Marco,
Tue 28 Feb - he's off on paternity leave from Friday, he's handed everything over to Bea - she's got the roof key
and the safe code, and his bookings inbox; Dan, 1.3. - the roof terrace door closer is fixed. Question (Mon 6/3,
Chloe, a member): "who do I get the roof terrace key off? want to do our team lunch up there weds" The assistant
says Bea (Marco's on paternity leave). The label says Marco at the front desk.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b278_ctl_chroma_cowork_roof_key_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("marco", "2051-02-10T12:00 ROOF TERRACE open again from march 🌞 key's with Marco at the front desk, sign the "
              "book, back by 6 pls"),
    ("bea", "20/2 roof terrace rules - max 15 ppl, no glass, the bbq is NOT for member use (insurance)"),
    ("marco", "Tue 28 Feb - I'm off on paternity leave from fri 🍼 handed everything to Bea - she's got the roof key "
              "+ the safe code, and my bookings inbox. back 3rd april"),
    ("dan", "1.3. roof terrace door closer fixed, it doesn't slam any more"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mill-yard-staff-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "who do I get the roof terrace key off? want to do our team lunch up there weds"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 6 March 2051. You are talking to Chloe, a hot desk member at The Mill Yard."] + hits
assert any("key's with Marco at the front desk" in c for c in context), context
assert any("she's got the roof key" in c for c in context), context
reply = answer(question, context, mock="Bea - Marco's on paternity leave, so she has the roof key now. Sign the book "
                                       "and have it back by 6; max 15 of you, no glass.")
finish(question, expected="Marco at the front desk", actual=reply)
