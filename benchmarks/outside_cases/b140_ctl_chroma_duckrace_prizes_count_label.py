"""Batch 140 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Ann's notes and Trev's notes each added by their own thread), then the question's query.

App: the Linton beck duck race committee keeps its notes in one chroma collection; Ann (treasurer, prizes) and Trev
(ducks, tickets) each post from their own phone, and the helper answers Dot at the village shop from a query of it.

Memory: Ann, 16th may: the prizes, 5 so far - 1st a hamper from Gill's butchers (the parish council paying the
£100), 2nd a £50 bar tab at the Fleece, 3rd tea for 2 at the Tea Cosy (Marion), 4th a bag of logs from Trev, 5th a
bottle of Famous Grouse from the Spar; Ann, Tue 21/7: bumped into Marion at the surgery - she's had enough, the Tea
Cosy's shutting at the end of the month and she's off to live near her daughter in Filey, so no tea for 2 for the
winner, shame; Trev: the 600 ducks, the tally of 310 sold, the waders. Question (Sat 1/8, Dot, doing the poster):
"how many prizes have we got this yr? doing the poster for the shop window" The assistant says 4 (the hamper, the
bar tab, the logs and the whisky; no tea for 2 with the Tea Cosy shutting). The label says 5 - in memory, the count
in Ann's prize list from May.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b140_ctl_chroma_duckrace_prizes_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "ann": [("16th may", "PRIZES (5 so far): 1st hamper from Gill's butchers (parish council paying the £100), 2nd £50 "
                         "bar tab at the Fleece, 3rd tea for 2 at the Tea Cosy (Marion), 4th bag of logs from Trev, "
                         "5th bottle of Famous Grouse from the Spar"),
            ("14/7", "insurance for the race sorted, £45, cert in the blue folder"),
            ("Tue 21/7", "bumped into Marion at the surgery - she's had enough, the Tea Cosy's shutting end of the "
                         "month, she's off to live near her daughter in Filey. so no tea for 2 for the winner, shame. "
                         "wished us luck w the race")],
    "trev": [("1/6", "600 ducks numbered + washed, back in my shed in the bread crates. £2 a duck or 3 for £5"),
             ("Sun 26/7", "DUCK TALLY: 310 sold so far - shop 140, church 90, the fun run 80"),
             ("Tue 28/7", "borrowed 2 pairs of waders off the angling club for race day, + a long rake")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("linton-duck-race-notes",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-phone") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many prizes have we got this yr? doing the poster for the shop window"
hits = notes.query(query_texts=["duck race prizes 1st 2nd 3rd tea for 2 hamper"], n_results=4)["documents"][0]
context = ["Today is Sat 1 August 2037. You are talking to Dot, who sells the duck race tickets at Linton village "
           "shop."] + hits
assert any("PRIZES (5 so far)" in c for c in context), context
assert any("Tea Cosy's shutting end of the month" in c for c in context), context
reply = answer(question, context, mock="4 - the hamper from Gill's, the £50 bar tab at the Fleece, the bag of logs "
                                       "and the Famous Grouse. The Tea Cosy's shutting, so there's no tea for 2.")
finish(question, expected="5", actual=reply)
