"""Batch 279 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(two housemates each file their own notes), then the question's query.

App: four students share 5 Ash Grove, Leeds, in 2050-51 - Freya, Kieran, Amara and Josh - and want an end-of-exams
house party. Freya and Kieran file the house notes into one chroma collection; the helper answers the housemates'
questions from the 4 nearest.

Memory: Freya, 2051-04-02T18:30 - house party Sat 17th May, everyone agreed, £10 each for drinks and a bin bag of
crisps, neighbours get a note and a bottle of wine; Freya, 28/4 - cleaning rota the Sunday after, nobody escapes;
Kieran, Tues 6th May - his exam's been moved to Mon 19th, 9am, so can we not do it on the 17th, he'll be revising
all weekend; Freya replied fair enough, let's push it to Sat 24th when everyone's finished, same plan; Kieran, 9/5 -
the speaker's fixed, Josh has the aux cable. Question (Sun 11/5, Amara): "can we still have the party on the 17th?
want to send the invites out tonight 🎉" The assistant says no - it's moved to Sat 24th because of Kieran's exam on
the Monday. The label says yes, the party's Sat 17th May.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b279_ctl_chroma_student_house_party_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "freya": [
        "2051-04-02T18:30 END OF EXAMS PARTY 🎉 sat 17th may, everyone's agreed. £10 each in the jar for drinks + a "
        "bin bag of crisps, neighbours get a note thru the door + a bottle of wine so they don't call the council",
        "28/4 cleaning rota for the sunday after the party - nobody escapes, not even u Josh",
    ],
    "kieran": [
        "Tues 6th May - my exam's been moved to mon 19th 9am 😭 so can we not do it on the 17th pls, I'll be revising "
        "all wknd. Freya: fair enough, let's push it to sat 24th when everyone's finished, same plan",
        "9/5 speaker's fixed, Josh has the aux cable, nobody let him near it after midnight",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("5-ash-grove-house", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can we still have the party on the 17th? want to send the invites out tonight 🎉"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 11 May 2051. You are talking to Amara, one of the housemates at 5 Ash Grove."] + hits
assert any("PARTY 🎉 sat 17th may, everyone's agreed" in c for c in context), context
assert any("let's push it to sat 24th" in c for c in context), context
reply = answer(question, context, mock="No - it's been pushed to Sat 24th May, because Kieran's exam moved to Monday "
                                       "the 19th. Same plan otherwise, so put the 24th on the invites.")
finish(question, expected="yes - the party's Sat 17th May", actual=reply)
