"""Batch 206 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Miss Sian and Jo each add their own notes from their own thread), then the question's query.

App: Dance Steps Academy in Craven Arms puts on its summer show on Sat 13th July 2047 at the Secret Hills centre - two
shows (2pm and 6.30), 16 routines and a finale with the whole school. Miss Sian (who runs the school) and Jo (the
costume mum) put their notes for parents into one chroma collection; the helper answers parents from the 6 nearest.

Memory: Miss Sian, 2047-05-20T18:00 - no filming or photos during the show please, safeguarding, some of the girls
can't be online - there'll be a proper DVD, £15; Jo, 3/6 - can-can skirts to collect on 6/7, £12 hire; Miss Sian,
28.6. - she's been round the committee, and for the finale they'll put the house lights up and parents can film that
one on their phones, every family's said it's fine - still nothing during the rest please; Jo, Tue 2nd - raffle
prizes to her by the 10th. Question (Fri 5/7, Leanne, whose daughter Lily is in the juniors): "are we allowed to
video the finale? Lily's nan can't come" The assistant says yes - the finale only, with the house lights up, nothing
during the rest. The label says no, there's no filming during the show (buy the DVD).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b206_ctl_chroma_dance_show_film_finale_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "Miss Sian": [("k1", "2047-05-20T18:00 SUMMER SHOW sat 13th july 🩰 2pm + 6.30 at the Secret Hills centre. NO "
                         "filming or photos during the show pls - safeguarding, some of our girls can't be online. "
                         "there'll be a proper DVD, £15"),
                  ("k2", "28.6. been round the committee - for the finale we'll put the house lights up + you can "
                         "film that one on your phones, every family's said it's fine 💃 still nothing during the "
                         "rest pls")],
    "Jo": [("j1", "3/6 can-can skirts to collect 6/7 from me, £12 hire, American tan tights NOT black"),
           ("j2", "Tue 2nd raffle prizes to me by the 10th pls, we've got a hamper from the Co-op already")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dance-steps-summer-show-2047",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for nid, text in NOTES[who]:
        notes.add(ids=[nid], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are we allowed to video the finale? Lily's nan can't come"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Fri 5 July 2047. You are talking to Leanne, whose daughter Lily is in the juniors at Dance Steps "
           "Academy; the summer show is Sat 13 July."] + hits
assert any("NO filming or photos during the show" in c for c in context), context
assert any("for the finale we'll put the house lights up + you can film that one" in c for c in context), context
reply = answer(question, context, mock="Yes - for the finale only: the house lights go up and you can film it on your "
                                       "phone. No filming during the rest of the show.")
finish(question, expected="no - there's no filming during the show (safeguarding); buy the DVD", actual=reply)
