"""Batch 154 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Bev and Ray each add their own notes), then the question's query.

App: the committee of Lister Lane Allotments keep their notes for the open day (Sun 14th June 2037, 11-3) in one
chroma collection; Bev (secretary) and Ray (plot 22, does the tours) each add notes from their own phones, and the
helper answers plot holders and visitors from a query of it.

Memory: Bev 14/3: open day Sun 14th June 11-3, teas in the hut, dogs welcome on leads as always, water bowl by the
gate; Ray 22.3.: tours on the hour, wellies advised; Ray Weds 8 Apr: plant stall - tomato and courgette plants £1,
he's potting up 60; Bev 16th may: after the plant sale - that labrador and Maureen's seedlings - the committee say no
dogs past the gate on the day, guide dogs fine obviously, she'll put it on the poster. Question (Tue 9/6, a
visitor): "can i bring the dog to the open day sun? yes or no" The assistant says no (no dogs past the gate on the
day; guide dogs are fine). The label says yes - in memory, the "dogs welcome on leads as always" of the first note.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b154_ctl_chroma_allotment_dogs_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "bev": [("14/3", "OPEN DAY sun 14th june 11-3, teas in the hut (Jean's scones). dogs welcome on leads as always, "
                     "water bowl by the gate"),
            ("16th may", "after the plant sale - that labrador + Maureen's seedlings - committee say no dogs past the "
                         "gate on the day, guide dogs fine obvs. I'll put it on the poster")],
    "ray": [("22.3.", "tours on the hour, me + Jean, abt 45 mins. wellies advised if it's rained"),
            ("Weds 8 Apr", "plant stall - toms + courgettes £1 a pot, potting up 60. Jean doing strawberry runners")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lister-lane-open-day-notes",
                                        embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        with lock:
            notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"],
                      metadatas=[{"from": who, "date": day}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can i bring the dog to the open day sun? yes or no"
hits = notes.query(query_texts=["dogs at the open day"], n_results=4)["documents"][0]
context = ["Today is Tue 9 June 2037. You are talking to a visitor to Lister Lane Allotments' open day on Sun 14 "
           "June."] + hits
assert any("dogs welcome on leads as always" in c for c in context), context
assert any("no dogs past the gate on the day" in c for c in context), context
reply = answer(question, context, mock="No - the committee have said no dogs past the gate on the day this year "
                                       "(guide dogs are fine).")
finish(question, expected="yes", actual=reply)
