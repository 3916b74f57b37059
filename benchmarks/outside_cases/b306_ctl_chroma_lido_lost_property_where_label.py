"""Batch 306 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the duty manager and the maintenance man each file their own notes), then the question's query.

App: Clough Lane Lido (an outdoor heated pool, open May to September) - Jo (the duty manager) and Dave (who does the
maintenance) file notes into one chroma collection; the helper answers swimmers' questions from the 4 nearest.

Memory: Jo, 2051-05-08T17:30 - lost property's in the big blue box behind reception, ask at the kiosk, binned at the
end of the month; Jo, Sat 15th July - three odd flip-flops, a Spiderman towel and about 40 pairs of goggles in lost
property; Dave, Mon 17/7 - reception's getting re-tiled all this week, so he's moved lost property out to the shed by
the cafe, ask whoever's on the cafe, Mags has the key; Dave, 19.7. - the tilers found a wasps' nest under the
counter, that's a day lost. Question (Fri 21/7, a mum): "where do I pick up my lad's goggles + towel he left on sat?
blue Speedo ones" The assistant says the shed by the cafe - ask at the cafe, Mags has the key (reception's being
re-tiled). The label says the big blue box behind reception.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b306_ctl_chroma_lido_lost_property_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jo": [
        "2051-05-08T17:30 lost property's in the big blue box behind reception 🩴 ask at the kiosk, we bin whatever's "
        "left end of the month",
        "Sat 15th July - LP is out of hand 😂 3 odd flip flops, a Spiderman towel + about 40 pairs of goggles",
    ],
    "dave": [
        "Mon 17/7 reception's getting re-tiled all this wk so I've moved lost property out to the shed by the cafe. "
        "ask whoever's on the cafe, Mags has the key",
        "19.7. tilers found a wasps nest under the counter 🐝 that's a day lost, should be done mon now",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clough-lane-lido-notes", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do I pick up my lad's goggles + towel he left on sat? blue Speedo ones"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 21 July 2051. You are talking to a mum whose son swims at Clough Lane Lido."] + hits
assert any("lost property's in the big blue box behind reception" in c for c in context), context
assert any("moved lost property out to the shed by the cafe" in c for c in context), context
reply = answer(question, context, mock="From the shed by the cafe - lost property's been moved there while reception's "
                                       "re-tiled. Ask at the cafe, Mags has the key.")
finish(question, expected="the big blue box behind reception", actual=reply)
