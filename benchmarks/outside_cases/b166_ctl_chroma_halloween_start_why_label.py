"""Batch 166 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
committee's posts and the library's posts), then the question's query.

App: the Hebbleton Halloween pumpkin trail (Sat 29th - Mon 31st October 2039) - trail sheets £2, a paper pumpkin in each
shop window, a prize for the mystery word. Jackie (Hebbleton in Bloom) and Sandra (the library) post notes into one
chroma collection, each from her own thread; the trail's helper answers parents from a query of it.

Memory: 2039-09-20 Jackie: the trail starts from the library as usual, sheets from the desk - but Sandra says they don't
open till 11 on Saturdays now; 27/9 Sandra: she'll come in early and open up at 10 for the trail weekend, no bother;
Tues 18th Oct Jackie: the library's got the scaffolding up for the new roof, the front door's boarded up and the council
won't have kids queueing under it, so the start's the Market Cross this year, sheets from the Town Council's gazebo;
22.10. Sandra: the library's taking the finished sheets back in through the side door on Mill Lane, prizes from there.
Question (Thu 27/10, a grandad): "why isn't the trail starting from the library this year? it always has" The assistant
says the library has scaffolding up for its new roof with the front door boarded, so the start's at the Market Cross.
The label says the library doesn't open till 11 on Saturdays - which Sandra got round by opening up early.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b166_ctl_chroma_halloween_start_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "jackie": [("j1", "2039-09-20 Jackie - trail starts from the library as usual, sheets off the desk. Sandra says "
                      "they don't open till 11 on sats now tho"),
               ("j2", "Tues 18th Oct Jackie - library's got the scaffolding up for the new roof, front door's boarded "
                      "+ the council won't have kids queueing under it, so we're starting from the Market Cross this "
                      "yr, sheets from the Town Council's gazebo")],
    "sandra": [("s1", "27/9 Sandra - I'll come in early + open up at 10 for the trail weekend, no bother"),
               ("s2", "22.10. Sandra - we're taking the finished sheets back in thru the side door on Mill Lane, "
                      "prizes from there")],
}

client = chromadb.EphemeralClient()
trail = client.get_or_create_collection("hebbleton-halloween-trail-notes",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in POSTS[who]:
        trail.add(ids=[note_id], documents=[text])


threads = [threading.Thread(target=post, args=(who,), name=f"posts-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why isn't the trail starting from the library this year? it always has"
hits = trail.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 27 October 2039. You are talking to a grandad taking his grandchildren on the Hebbleton "
           "Halloween pumpkin trail (Sat 29 - Mon 31 October)."] + hits
assert any("don't open till 11 on sats" in c for c in context), context
assert any("scaffolding up for the new roof" in c for c in context), context
reply = answer(question, context, mock="The library has scaffolding up for its new roof and the front door's boarded "
                                       "up, so it starts from the Market Cross this year - sheets from the Town "
                                       "Council's gazebo.")
finish(question, expected="the library doesn't open till 11 on Saturdays", actual=reply)
