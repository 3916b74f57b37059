"""Batch 172 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
secretary's notes and the members' chat written at once), then the question's query.

App: Bramley Men's Shed's open morning is Sat 8th September 2040, 10 till 1 - tours of the workshop, lathe and scroll
saw demos, tea and bacon butties. Alan (secretary) posts his notes and the members (Bob, Ken) post theirs into one
chroma collection from two helpers running side by side; volunteers ask the shed's helper about the day.

Memory: 14/7 Alan: tours of the workshop at 10, 11 and 12, 8 max a go (the dust and the machines), Ken leading, sign
up sheet per tour by the door; Tue 21st Aug Bob: last year folk were stood at the gate from half 9 waiting - Ken says
he's happy to squeeze one in at half 10 as well if Stan's got the urn on early, that's when the crowd was; 2040-09-01
Alan: grand, half 10 it is, he'll put it on the board; Thurs 6th Sept Ken: safety specs for visitors in the box on the
bench, 20 pairs. Question (Thu 6/9, Stan, doing the sign-up sheets): "how many tours are we running sat? doing the
sign up sheets, one per tour" The assistant says 4 - 10, half 10, 11 and 12. The label says 3 - the tours first put
on the board.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b172_ctl_chroma_shed_tours_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "alan": [("a1", "14/7 Alan - tours of the workshop at 10, 11 + 12, 8 max a go (dust + the machines), Ken leading. "
                    "sign up sheet per tour by the door"),
             ("a2", "2040-09-01 Alan - grand, half 10 it is, I'll put it on the board 👍")],
    "members": [("m1", "Tue 21st Aug Bob - last yr we had folk stood at the gate from half 9 waiting. Ken says he's "
                       "happy to squeeze one in at half 10 n all if Stan's got the urn on early, that's when the "
                       "crowd was"),
                ("m2", "Thurs 6th Sept Ken - safety specs for visitors in the box on the bench, 20 pairs. no ties or "
                       "scarves near the lathe!!")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bramley-shed-open-morning-2040",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for note_id, text in POSTS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"shed-{who}-writer") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tours are we running sat? doing the sign up sheets, one per tour"
hits = notes.query(query_texts=["workshop tours times sat half 10 board"], n_results=4)["documents"][0]
context = ["Today is Thu 6 September 2040. You are talking to Stan, a member of Bramley Men's Shed, about the open "
           "morning (Sat 8 September)."] + hits
assert any("tours of the workshop at 10, 11 + 12" in c for c in context), context
assert any("squeeze one in at half 10" in c for c in context), context
assert any("half 10 it is" in c for c in context), context
reply = answer(question, context, mock="4 - at 10, half 10, 11 and 12. Ken's squeezing the half 10 one in for the "
                                       "early crowd.")
finish(question, expected="3", actual=reply)
