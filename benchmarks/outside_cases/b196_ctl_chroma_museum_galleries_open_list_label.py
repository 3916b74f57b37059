"""Batch 196 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the volunteer coordinator's notes and the collections manager's notes added at the same time), then the question's
query.

App: Clun Museum's volunteer open day is Sat 27th June 2043, 10-4 - every gallery stewarded, tours of the stores at
11 and 2, a handling table, teas in the Memorial Hall. Pete (the volunteer coordinator) and Helen (the collections
manager) both file notes in the museum's chroma collection; the helper answers the volunteers.

Memory: Pete, 2043-05-02T10:00 - open day Sat 27th June 10-4, all 5 galleries open: Geology, the Romans, Costume, the
Castle room and Local Life, a steward in each, 2 hr shifts; Pete, 9.6. - teas in the Memorial Hall; Helen, 16/6 -
stores tours at 11 and 2, max 10 each; Helen, Tue 23rd June - the decorators are still in Costume, they found damp
behind the panelling when they took it down, no chance it's dry and the cases back in by Sat, rope it off, she'll
put a sign up, rest all fine; Helen, Weds 24 Jun - the handling table goes in Local Life (flints, Roman tiles).
Question (Thu 25/6, Marion, doing the steward rota): "which galleries are open sat? doing the steward rota" The
assistant says Geology, the Romans, the Castle room and Local Life (Costume's roped off, the damp). The label says
Geology, the Romans, Costume, the Castle room and Local Life.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b196_ctl_chroma_museum_galleries_open_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pete": [("2043-05-02T10:00", "OPEN DAY 🏛️ sat 27th june 10-4 - all 5 galleries open: Geology, the Romans, "
                                  "Costume, the Castle room + Local Life. a steward in each gallery, 2 hr shifts"),
             ("9.6.", "teas in the Memorial Hall 12-3.30, Glenys + the Friends, cake £2, urn off the WI")],
    "helen": [("16/6", "stores tours 11 + 2, max 10 each, no bags in the stores, meet at the front desk"),
              ("Tue 23rd June", "decorators still in Costume 😩 they found damp behind the panelling when they took it "
                                "down, no chance it's dry + the cases back in by sat. rope it off, I'll put a sign up. "
                                "rest all fine"),
              ("Weds 24 Jun", "handling table going in Local Life - the flints + the Roman tiles, gloves in the "
                              "office")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clun-museum-open-day-2043",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "date": day}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which galleries are open sat? doing the steward rota"
found = notes.query(query_texts=[question, "gallery closed or roped off"], n_results=3)
context = ["Today is Thu 25 June 2043. You are talking to Marion, who is doing the steward rota for Clun Museum's "
           "volunteer open day (Sat 27 June, 10-4)."]
for docs in found["documents"]:
    for d in docs:
        if d not in context:
            context.append(d)
assert any("all 5 galleries open: Geology, the Romans, Costume" in c for c in context), context
assert any("decorators still in Costume" in c and "rope it off" in c for c in context), context
reply = answer(question, context, mock="Four: Geology, the Romans, the Castle room and Local Life - Costume's roped "
                                       "off, the decorators found damp behind the panelling.")
finish(question, expected="Geology, the Romans, Costume, the Castle room and Local Life", actual=reply)
