"""Batch 162 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the treasurer and the coordinator each post from their own thread), then the question's query.

App: the churches of Ashby Moor hold a lent lunch every Wednesday in Lent 2038 (five of them, 17/3 to 14/4; soup,
bread and cheese, for Christian Aid). Alan (treasurer) posts the takings and Jean (coordinator) the soups and helpers
into one chroma collection; the helper answers from a query of it.

Memory: Alan: 17/3 wk 1 £186 in the bucket; 24.3. wk 2 £142, the Methodists did us proud; Weds 7 Apr running total
after 4 wks £612 (wk 3 £151, wk 4 £133) - one to go; 2038-04-14T15:30 last one done, £174 in the bucket today,
lovely end to it, envelope to Christian Aid on Monday + the Gift Aid forms. Jean: 16th March soups for wk 1; Tue 13th
Apr thanks to all the soup makers, Margaret's back from Whitby for the last one. Question (Thu 15/4, Rev Helen): "what
did the lent lunches raise altogether? want to put it in sunday's notices" The assistant says £786 - £612 from the
first four weeks and £174 at the last one. The label says £612 - the running total from before the last lunch.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b162_ctl_chroma_lentlunch_total_sum_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "alan": ["17/3 Alan - wk 1 lent lunch £186 in the bucket, not bad for a wet weds",
             "24.3. Alan - wk 2 £142, the Methodists did us proud",
             "Weds 7 Apr Alan - running total after 4 wks £612 (wk 3 £151, wk 4 £133). one to go!",
             "2038-04-14T15:30 Alan - last one done, £174 in the bucket today, lovely end to it. envelope to "
             "Christian Aid on monday + the Gift Aid forms"],
    "jean": ["16th March Jean - soups wk 1: Pat's carrot + coriander, Margaret's pea + ham. bread off Greggs",
             "Tue 13th Apr Jean - thank u to all the soup makers!! Margaret's back from Whitby for the last one, doing "
             "her famous lentil"],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashby-moor-lent-lunches-2038",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, text in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"lent-lunch-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what did the lent lunches raise altogether? want to put it in sunday's notices"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Thu 15 April 2038. You are talking to Rev Helen, vicar of St Aidan's, about the lent lunches "
           "(Wednesdays 17 March - 14 April)."] + hits
assert any("running total after 4 wks £612" in c for c in context), context
assert any("£174 in the bucket today" in c for c in context), context
reply = answer(question, context, mock="£786 - £612 from the first four weeks plus £174 at the last one (Gift Aid "
                                       "still to come on top).")
finish(question, expected="£612", actual=reply)
