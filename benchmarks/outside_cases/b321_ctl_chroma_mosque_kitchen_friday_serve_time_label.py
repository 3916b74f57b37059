"""Batch 321 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the kitchen lead and the volunteers' organiser each file their own notes), then the question's query.

App: the community kitchen at Jamia Masjid Ghausia, Halifax, serves a free hot lunch every Friday after jummah -
curry and rice or daal, bread, fruit, 80-odd portions, takeaway boxes for the lads from the hostel. Brother Imran
(the kitchen lead) and Sister Aisha (the volunteers) file notes into one chroma collection; the helper answers
volunteers' questions from the 4 nearest.

Memory: Imran, 2050-09-02T14:00 - Friday lunch out of the kitchen after jummah, food out 1.45, 80ish portions,
boxes for the hostel lads; Imran, 12/10 - someone on the door with the hand sanitiser, gloves in the blue box;
Aisha, Fri 4th Nov - the clocks have gone back so jummah's 12.30 now over the winter, food out 1.15 from next week,
tell the soup run lads; Aisha, 14/11 - the daal's going down well, less chilli for the kids. Question (Thu 24/11,
Hamza, a new volunteer): "what time do we start serving on friday? I've got a lecture till 12" The assistant says
1.15 (jummah's at 12.30 over the winter). The label says 1.45.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b321_ctl_chroma_mosque_kitchen_friday_serve_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "imran": [
        "2050-09-02T14:00 FRIDAY LUNCH 🍲 out of the kitchen after jummah, food out 1.45, 80ish portions, curry + "
        "rice or daal, bread + fruit. takeaway boxes for the hostel lads",
        "12/10 need someone on the door w/ the hand sanitiser every fri, gloves in the blue box under the sink",
    ],
    "aisha": [
        "Fri 4th Nov - clocks have gone back so jummah's 12.30 now over the winter ⏰ so food out at 1.15 from next "
        "wk, pls tell the soup run lads",
        "14/11 daal's going down really well mashallah, less of the chilli for the kids tho 😂",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ghausia-kitchen-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do we start serving on friday? I've got a lecture till 12"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 24 November 2050. You are talking to Hamza, a new volunteer in the Friday lunch kitchen at "
           "Jamia Masjid Ghausia."] + hits
assert any("after jummah, food out 1.45" in c for c in context), context
assert any("jummah's 12.30 now over the winter" in c and "food out at 1.15" in c for c in context), context
reply = answer(question, context, mock="1.15 - jummah's at 12.30 over the winter, so food goes out at 1.15. You'll "
                                       "make it after your lecture.")
finish(question, expected="1.45, after jummah", actual=reply)
