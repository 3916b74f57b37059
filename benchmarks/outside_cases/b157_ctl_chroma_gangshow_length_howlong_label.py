"""Batch 157 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Skip's notes and Helen's production notes, each added by its own thread), then the question's query.

App: 1st Bramhope Scouts' gang show, Fri 12th and Sat 13th March 2038 at the Methodist hall. Bob (Skip, the group
scout leader, who produces it) and Helen (costumes and front of house) put their notes into one chroma collection;
the helper answers parents from a query of it.

Memory: Bob, 14/1: running order done - 1st half 50 mins, interval 20 (raffle + ice creams), 2nd half 45ish, so
about 2 hrs all in, curtain up 7; Bob, Thu 4/2 (ISO timestamp): dress rehearsal Thu 11th 6-9 - it'll be a good 3 hrs
with all the stopping and starting, send them with a snack; Helen, 22.1.: costumes - penguins, pirates and the
Beavers as sheep; Helen, Tue 23rd (Feb): front of house, doors 6.30, raffle tickets at the door. Question (Wed 10/3,
a grandparent): "how long's the show on the night? grandma wants to know if she'll manage w out the loo lol" The
assistant says about 2 hours with a 20 minute interval. The label says 3 hours - in memory, how long the dress
rehearsal takes with all its stops, not the show.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b157_ctl_chroma_gangshow_length_howlong_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "bob": [("n-bob-1", "14/1 Bob - running order done!! 1st half 50 mins, interval 20 (raffle + ice creams), 2nd "
                        "half 45ish. so abt 2 hrs all in, curtain up 7"),
            ("n-bob-2", "2038-02-04T21:15 Bob - dress rehearsal thurs 11th 6-9 at the Methodist hall. it'll be a "
                        "good 3 hrs w all the stopping + starting, send them w a snack + a drink")],
    "helen": [("n-helen-1", "22.1. Helen - costumes: penguins (cubs), pirates (scouts), the beavers are sheep bless "
                            "them. parents pls do black leggings/joggers"),
              ("n-helen-2", "Tue 23rd Helen - front of house: doors 6.30, raffle tickets at the door £1 a strip, "
                            "ice creams at the interval £1.50")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bramhope-gang-show-2038",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for note_id, text in NOTES[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"gang-show-notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the show on the night? grandma wants to know if she'll manage w out the loo lol"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Wed 10 March 2038. You are talking to a grandparent coming to 1st Bramhope Scouts' gang show "
           "(Fri 12 and Sat 13 March)."] + hits
assert any("so abt 2 hrs all in" in c for c in context), context
assert any("good 3 hrs w all the stopping" in c for c in context), context
reply = answer(question, context, mock="About 2 hours all in - a 50 minute first half, a 20 minute interval, then about "
                                       "45 minutes. Curtain up at 7.")
finish(question, expected="3 hours", actual=reply)
