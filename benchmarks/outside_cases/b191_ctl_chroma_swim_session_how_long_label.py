"""Batch 191 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (Jo
and Sarah each add their own notes), then the question's query.

App: Shrewsbury Seals swim club's open water sessions at Ellerton Pool (a flooded quarry) are on Saturday mornings
through the summer of 2043 - a lifeguard in the kayak and one on the bank, £4 a swim. Jo (the club secretary) and
Sarah (the lead lifeguard) post their notes into one chroma collection; members ask the helper.

Memory: Jo, 2043-05-03T20:00 - open water Sat mornings 7-8.30, Ellerton Pool, £4 a swim, sign in with Sarah; Sarah,
14/5 - lifeguards, Kev in the kayak and her on the bank with the throw bag; Jo, Weds 27 May - wetsuits still
compulsory, the water was 14° this week; Sarah, Tue 9th June - Kev's on earlies at the hospital from next week and
has to be away by 8, so they're out of the water at 8 till his rota changes, in by 7 sharp, sorry all. Question (Thu
11/6, Andy, training for a 3k): "how long's the session sat? want to do my 3k" The assistant says an hour, 7-8 (Kev
has to be away by 8). The label says an hour and a half, 7-8.30.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b191_ctl_chroma_swim_session_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "jo": [("2043-05-03T20:00", "open water sat mornings 🏊 7-8.30, Ellerton Pool, £4 a swim, sign in w Sarah on the "
                                "bank first"),
           ("Weds 27 May", "wetsuits still compulsory, water was 14° this wk brrr. bright hats pls")],
    "sarah": [("14/5", "lifeguards - Kev in the kayak, me on the bank w the throw bag, nobody past the last buoy"),
              ("Tue 9th June", "Kev's on earlies at the hospital from next wk + has to be away by 8 😕 so we're out of "
                               "the water at 8 till his rota changes - in by 7 sharp pls, sorry all")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shrewsbury-seals-open-water-2043",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"posts-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the session sat? want to do my 3k"
hits = notes.query(query_texts=[question], n_results=4)
context = ["Today is Thu 11 June 2043. You are talking to Andy, a Shrewsbury Seals member; the open water sessions "
           "are Saturday mornings at Ellerton Pool."] + \
          [f"{m['date']} ({m['by']}): {d}" for d, m in zip(hits["documents"][0], hits["metadatas"][0])]
assert any("7-8.30, Ellerton Pool" in c for c in context), context
assert any("has to be away by 8" in c and "out of the water at 8" in c for c in context), context
reply = answer(question, context, mock="An hour - 7 till 8 for now, as Kev has to be away by 8. In by 7 sharp.")
finish(question, expected="an hour and a half, 7-8.30", actual=reply)
