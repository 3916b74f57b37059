"""Batch 217 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, two writers in
threads (Marjorie's and Jan's notes each added by their own thread), then the question's query.

App: Leintwardine Gardening Club hold their autumn show on Sat 19th Sept 2048 in the Memorial Hall - classes for veg,
fruit, flowers, baking and the children, judging in the morning, the prize-giving at 4, teas in the back room.
Marjorie (teas) and Jan (show secretary) keep their notes in one chroma collection; the helper answers volunteers
from the 5 nearest notes.

Memory: 2048-07-20T19:30 Marjorie - teas 2-4.30 in the back room, scones and bara brith, tea 80p, 4 needed on the
urn; 14/8 Marjorie - the prize-giving's at 4 and everyone's off home straight after, last year they stood there with
three dozen scones till half 4 for nobody, so she's packing the urn away at 4 this time; Jan - judging 10.30-1, hall
shut while he's at it; Jan - 38 classes. Question (Thu 17/9, Lynne, who's offered to help on the teas): "how long
are the teas on for sat? working out how many of us need to be on" The assistant says two hours, 2 till 4. The label
says two and a half hours, 2 till 4.30.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b217_ctl_chroma_show_teas_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marjorie": [("teas", "2048-07-20T19:30 teas ☕ 2-4.30 in the back room, scones + bara brith, tea 80p, cake £1.50. "
                          "need 4 of us on the urn"),
                 ("teas", "14/8 thinking about it - prize-giving's at 4 + everybody's off home straight after, last "
                          "yr we were stood there w/ 3 dozen scones till half 4 for nobody 😂 so I'm packing the urn "
                          "away at 4 this time")],
    "jan": [("judging", "judging 10.30-1, hall shut to everyone while he's at it, exhibitors out by 10.15 pls"),
            ("classes", "38 classes this yr, new one for 3 dahlias in a vase, children's 'animal made of veg' back "
                        "by popular demand")],
}
TOP_K = 5

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("leintwardine-gardening-show-2048",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long are the teas on for sat? working out how many of us need to be on"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 17 September 2048. You are talking to Lynne, who's helping on the teas at Leintwardine "
           "Gardening Club's autumn show (Sat 19 September)."] + hits
assert any("teas ☕ 2-4.30 in the back room" in c for c in context), context
assert any("packing the urn away at 4 this time" in c for c in context), context
reply = answer(question, context, mock="Two hours - from 2 till 4. Marjorie's packing the urn away at 4 this year, "
                                       "when the prize-giving starts, so you'll need 4 on the urn for those two "
                                       "hours.")
finish(question, expected="two and a half hours, 2 till 4.30", actual=reply)
