"""Batch 387 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Abbu and Bilal each file their own notes), then the question's query.

App: Shireen Sweet Centre in Bradford is a family shop; Ustad Sharif, the halwai, has gone to Lahore for a family
wedding and Kamran is on the karahi till he's back, with no big jalebi orders taken meanwhile. Abbu and Bilal file
notes into one chroma collection; the helper answers from the 4 nearest.

Memory: Abbu, Fri 28/04 - Ustad ji's flying to Lahore for his bhanji's wedding, back fri 19/05 inshallah, Kamran on
the karahi, no jalebi orders over 10 kilo till then; Abbu, 03/05 - khoya order doubled for Eid, the Leicester man
delivers weds; Bilal, 12/05 - Kamran's jalebi getting better mashallah, still a bit thick; Bilal, Tue 16/05 - Ustad
ji rang from Lahore, PIA cancelled the direct one so his flight's been put back a week, he lands a week on friday
now, Manchester, Abbu's picking him up. Question (Thu 18/05, Saima on the counter): "when's Ustad ji back? Mrs
Hussain wants 20 kilo jalebi for sun 28th" The assistant says Fri 26/05 ("a week on friday" from Tue 16/05), so
he'll be back for the 28th. The label says Fri 19/05.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b387_ctl_chroma_sweet_centre_halwai_back_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "abbu": [
        "Fri 28/04 - Ustad ji's flying to Lahore for his bhanji's wedding ✈️ back fri 19/05 inshallah. Kamran on the "
        "karahi till then, NO jalebi orders over 10 kilo pls",
        "03/05 khoya order doubled for eid, the Leicester man delivers weds, someone be in b4 9am",
    ],
    "bilal": [
        "12/05 Kamran's jalebi getting better mashallah 😂 still a bit thick but customers aren't complaining",
        "Tue 16/05 - Ustad ji rang from Lahore, PIA cancelled the direct one 🙄 so his flight's been put back a week, "
        "he lands a week on friday now, Manchester, Abbu's picking him up",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shireen-sweets-notes-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's Ustad ji back? Mrs Hussain wants 20 kilo jalebi for sun 28th"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 18 May 2051. You are talking to Saima, on the counter at Shireen Sweet Centre, "
           "Bradford."] + hits
assert any("back fri 19/05 inshallah" in c for c in context), context
assert any("put back a week, he lands a week on friday now" in c for c in context), context
reply = answer(question, context, mock="Fri 26/05 - his flight was put back a week (Bilal's note of Tue 16th), so "
                                       "he'll be back in time for Mrs Hussain's 20 kilo on the 28th inshallah.")
finish(question, expected="Fri 19/05", actual=reply)
