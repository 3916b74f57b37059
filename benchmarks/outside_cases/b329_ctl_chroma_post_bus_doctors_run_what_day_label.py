"""Batch 329 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the parish clerk and the driver each file their own notes), then the question's query.

App: the Soyland post bus is a minibus that takes the post round the hill farms above Ripponden and carries
passengers - the post round every weekday, a doctor's run to Ripponden medical centre and a Co-op shopping run.
Carol (the parish clerk) and Jim (the regular driver) file notes into one chroma collection; the helper answers
villagers' questions from the 4 nearest.

Memory: Carol, 2051-01-12T11:00 - the surgery run to Ripponden medical centre is Tuesdays, drop off 10.15, pick up
11.45 outside the chemist; Carol, 8/2 - the shopping run is Fridays to the Co-op; Jim, Weds 1st March - Dr Khan's
moving her clinic to Wednesdays from April, so they'll do the surgery run Wednesdays to match, same times, and
Tuesday's just the post round now; Jim, 20.3. - the new ramp's fitted, wheelchairs fine now, ring the day before.
Question (Mon 10/4, Mrs Bottomley): "what day's the post bus doing the doctor's run now? my appointment's with Dr
Khan" The assistant says Wednesday (moved from Tuesday in April to match Dr Khan's clinic). The label says Tuesday.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b329_ctl_chroma_post_bus_doctors_run_what_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "carol": [
        "2051-01-12T11:00 POST BUS 🚌 surgery run to Ripponden medical centre is tuesdays - drop off 10.15, pick up "
        "11.45 outside the chemist. post round as normal after",
        "8/2 shopping run fridays to the Co-op, bags on the back seat pls not in the aisle!!",
    ],
    "jim": [
        "Weds 1st March - Dr Khan's moving her clinic to weds from April so we'll do the surgery run weds to match, "
        "same times. tues is just the post round now. told the Fishers",
        "20.3. new ramp fitted 👍 wheelchairs fine now, ring the day b4 so I leave the back seats up",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("soyland-post-bus-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the post bus doing the doctor's run now? my appointment's with Dr Khan"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 10 April 2051. You are talking to Mrs Bottomley, who uses the Soyland post bus."] + hits
assert any("surgery run to Ripponden medical centre is tuesdays" in c for c in context), context
assert any("we'll do the surgery run weds to match" in c for c in context), context
reply = answer(question, context, mock="Wednesdays now - it moved from Tuesdays in April to match Dr Khan's clinic. "
                                       "Drop off 10.15, pick up 11.45 outside the chemist.")
finish(question, expected="Tuesday", actual=reply)
