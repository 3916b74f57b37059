"""Batch 369 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the head stockman and the bookkeeper each file their own notes), then the question's query.

App: Tallawang Station musters Back Plain, its biggest paddock, with a chopper spotting and the ringers on bikes and
horses. Rob (the head stockman) and Kerry (the bookkeeper) file the muster notes into one chroma collection; the
helper answers the ringers' questions from the 4 nearest.

Memory: Kerry, 2051-03-02T16:05 - Col's chopper booked for Back Plain Wed 22/3, 6 hrs at $420/hr, he'll land at the
Back Plain yards 0600; Kerry, 14/3 - 2 x 205 L drums of ULP for the bikes on the Coolabar truck; Rob, Fri 17/3 - Col
rang, his R22's due its 100-hourly and the engineer can't get out till April, so scrub the chopper, Back Plain on
bikes and horses, saddle up 0430, need everyone; Rob, Sat 18/3 - the red Yammy's got a new back tyre. Question (Sun
19/3, Jacko): "is the chopper doing Back Plain wed? or do I need the bikes ready" The assistant says no - Col's
grounded for his 100-hourly, so it's bikes and horses, get the bikes ready for 0430. The label says yes, Col's booked
for 6 hrs.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b369_ctl_chroma_muster_chopper_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kerry": [
        "2051-03-02T16:05 CHOPPER 🚁 Col's booked for the Back Plain muster Wed 22/3, 6 hrs @ $420/hr, he'll land at "
        "the Back Plain yards 0600. fuel for him in the avgas drums at the shed",
        "14/3 Coolabar truck bringing 2 x 205 L drums ULP for the bikes, Tue 21/3",
    ],
    "rob": [
        "Fri 17/3 Col rang - his R22's due its 100-hourly + the engineer can't get out till April 😩 so scrub the "
        "chopper, we'll do Back Plain on the bikes + horses. saddle up 0430, need everyone incl Shaz",
        "Sat 18/3 red Yammy's got its new back tyre, all 5 bikes good to go. horses shod",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tallawang-muster-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the chopper doing Back Plain wed? or do I need the bikes ready"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 19 March 2051. You are talking to Jacko, a jackaroo on Tallawang Station (Back Plain muster "
           "Wed 22/3)."] + hits
assert any("Col's booked for the Back Plain muster Wed 22/3, 6 hrs" in c for c in context), context
assert any("so scrub the chopper, we'll do Back Plain on the bikes + horses" in c for c in context), context
reply = answer(question, context, mock="No - Col's R22 is grounded for its 100-hourly, so Back Plain's on bikes and "
                                       "horses. Get the bikes ready, saddle up's 0430.")
finish(question, expected="yes - Col's booked for 6 hrs on Back Plain, landing at the yards 0600", actual=reply)
