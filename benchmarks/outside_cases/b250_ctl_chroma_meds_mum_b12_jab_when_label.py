"""Batch 250 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(a brother and a sister each file their own messages from the family chat), then the question's query.

App: Sam and Priya look after their mum's appointments and tablets between them (she's 79, in Elland, and doesn't
drive any more). Each of them files their bits of the family medication chat into one chroma collection; the
helper answers from the 4 nearest.

Memory: Sam, 2050-05-03T08:30 - Mum's B12 jab is every 12 weeks at the surgery, next one Tues 14th June 10.40 with
the nurse, he'll take her; Priya, 29/5 - her levothyroxine repeat's in at Boots, picked up, she's on 75 now; Sam,
Weds 8th June - the nurse rang, she's off on the 14th, so Mum's moved to Thurs 16th, 9.20, same nurse (Bev), he can't
do that one so can Priya; Priya, 9/6 - Mum says her feet are better with the new cream. Question (Fri 10/6, Priya):
"when's mum's next b12 jab? I can take her if it's a morning" The assistant says Thursday 16th June at 9.20 (moved
from the 14th, the nurse is off). The label says Tuesday 14th June, 10.40.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b250_ctl_chroma_meds_mum_b12_jab_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sam": [
        "2050-05-03T08:30 Sam - Mum's B12 jab is every 12 wks at the surgery 💉 next one tues 14th june 10.40 w/ the "
        "nurse, I'll take her",
        "Weds 8th June Sam - nurse rang, she's off on the 14th so Mum's moved to thurs 16th, 9.20, same nurse (Bev). "
        "I can't do that one, work 😩 can u?",
    ],
    "priya": [
        "29/5 Priya - her levothyroxine repeat's in at Boots, picked up, she's on 75 now not 50. in the kitchen drawer",
        "9/6 Priya - Mum says her feet r much better w/ the new cream, twice a day, she's actually using it!!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mum-meds-chat-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"chat-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's mum's next b12 jab? I can take her if it's a morning"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 10 June 2050. You are talking to Priya, who shares looking after her mum's appointments "
           "and tablets with her brother Sam."] + hits
assert any("next one tues 14th june 10.40" in c for c in context), context
assert any("Mum's moved to thurs 16th, 9.20" in c for c in context), context
reply = answer(question, context, mock="Thursday 16th June at 9.20 with Bev - it was the 14th but the nurse is off "
                                       "that day. It's a morning, and Sam can't do it, so it's yours.")
finish(question, expected="Tuesday 14th June, 10.40", actual=reply)
