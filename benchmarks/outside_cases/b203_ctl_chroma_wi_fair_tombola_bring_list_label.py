"""Batch 203 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Sheila's notes and the other committee members' notes), then the question's query.

App: Dorrington WI's summer fair is Sat 7th July 2046 on the playing field - cakes, plants, a tombola, teas, a dog
show. The fair committee's notes go into one chroma collection: Sheila (who runs the tombola with Margaret) from one
thread, Pauline (treasurer, the floats) and Margaret from another; the helper answers helpers from a query.

Memory: Sheila, 2046-06-02T10:00 - tombola (her and Margaret): please bring prizes, wrapped or bottles, plus the drum
from the church hall and a £20 float; Pauline, 14/6 - floats sorted, she's bringing all the floats in the tin on the
day so nobody needs to bring their own; Margaret, Weds 20 Jun - the church hall drum's split down the side, the Young
Farmers are lending theirs, Tom's dropping it on the field Saturday morning; Sheila, 3.7. - 46 prizes so far, need
100, tickets ending 0 or 5 win, she'll do the numbering Friday night. Question (Thu 5/7, Joan, helping on the
tombola): "what do I need to bring for the tombola sat?" The assistant says just prizes - wrapped, or bottles; the
float comes in Pauline's tin and the Young Farmers are dropping off a drum. The label says prizes, the drum from the
church hall and a £20 float (the first note's list, before the floats and the drum were sorted otherwise).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b203_ctl_chroma_wi_fair_tombola_bring_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SHEILA = [
    ("s1", "2046-06-02T10:00 TOMBOLA (me + Margaret) 🎟️ pls bring prizes, wrapped or bottles, + the drum from the "
           "church hall + a £20 float"),
    ("s2", "3.7. tombola prizes so far - 46, need 100!! tickets ending 0 or 5 win, I'll do the numbering fri night"),
]
OTHERS = [
    ("p1", "14/6 Pauline - floats sorted, I'm bringing all the floats in the tin on the day so nobody needs to bring "
           "their own 👍"),
    ("m1", "Weds 20 Jun Margaret - church hall drum's split down the side 😩 Young Farmers are lending us theirs, Tom's "
           "dropping it on the field sat morning"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dorrington-wi-fair-2046",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str, items) -> None:
    for nid, text in items:
        notes.add(ids=[nid], documents=[text], metadatas=[{"by": who, "part": "tombola"}])


threads = [threading.Thread(target=writer, args=("Sheila", SHEILA), name="sheila-notes"),
           threading.Thread(target=writer, args=("committee", OTHERS), name="committee-notes")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do I need to bring for the tombola sat?"
hits = notes.query(query_texts=[question], n_results=10)["documents"][0]
context = ["Today is Thu 5 July 2046. You are talking to Joan, who's helping on the tombola at Dorrington WI's summer "
           "fair (Sat 7 July)."] + hits
assert any("the drum from the church hall + a £20 float" in c for c in context), context
assert any("nobody needs to bring their own" in c for c in context), context
assert any("Young Farmers are lending us theirs" in c for c in context), context
reply = answer(question, context, mock="Just prizes - wrapped, or bottles. The floats come in Pauline's tin and the "
                                       "Young Farmers are dropping a drum on the field on Saturday morning.")
finish(question, expected="prizes, the drum from the church hall and a £20 float", actual=reply)
