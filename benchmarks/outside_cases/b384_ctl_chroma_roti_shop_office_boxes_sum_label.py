"""Batch 384 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Ma and her son each file their own notes), then the question's query.

App: Bhagwandeen's Doubles on Lotus Lane, San Fernando - doubles from 5:30am, aloo pie, saheena, and an "office box"
of 10 doubles (pepper and sauces on the side) that offices order for a Friday breakfast lime. Ma Bhagwandeen (Savi)
and her son Nikhil file notes into one chroma collection; the helper answers from the 4 nearest.

Memory: Ma, 15/01/51 - office box is 10 doubles for TT$60, pepper and sauce on the side, order by 7am; Nikhil, Wed
01/03 - the Ministry office want 3 office boxes every Friday, $180, pay on collection; Ma, Sat 04/03 - flour and oil
gone up again, steups, so from Monday 06/03 doubles are $7 each and the office box is $70 now, roti stays the same
for now; Nikhil, Tue 07/03 - new price sign up by the window. Question (Thu 09/03, Nikhil): "how much I charging the
Ministry for their 3 boxes tomorrow? want to write the bill tonight" The assistant says TT$210 (3 x $70, the new
box price). The label says TT$180.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b384_ctl_chroma_roti_shop_office_boxes_sum_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ma": [
        "15/01/51 OFFICE BOX 📦 10 doubles for TT$60, pepper + sauce on the side (slight or heavy, tell me), order by "
        "7am the day",
        "Sat 04/03 - flour + oil gone up AGAIN steups 😤 so from Mon 06/03 doubles $7 each and the office box is $70 "
        "now. roti stay the same for now",
    ],
    "nikhil": [
        "Wed 01/03 the Ministry office want 3 office boxes every Fri 🙌 $180, pay on collection, Ms Charles does come "
        "for them 7:30",
        "Tue 07/03 new price sign up by the window, customers grumbling but they still buying 😂",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bhagwandeen-doubles-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much I charging the Ministry for their 3 boxes tomorrow? want to write the bill tonight"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 09/03/2051. You are talking to Nikhil, who helps run Bhagwandeen's Doubles, San Fernando."] + \
    hits
assert any("3 office boxes every Fri 🙌 $180" in c for c in context), context
assert any("the office box is $70 now" in c for c in context), context
reply = answer(f"(Nikhil) {question}", context,
               mock="TT$210 - 3 boxes at the new $70 each (the box price went up from Mon 06/03).")
finish(question, expected="TT$180", actual=reply)
