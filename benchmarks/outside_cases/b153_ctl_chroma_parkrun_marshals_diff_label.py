"""Batch 153 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the run director and the volunteer coordinator each add their own notes), then the question's query.

App: Centre Vale junior parkrun's core team - Dev, the run director, and Ali, who does the volunteer roster and the
tokens - keep their notes in one chroma collection; the helper answers the team from a query of it.

Memory: 14/3, Dev: 8 marshals on the course every Sunday, plus a timekeeper and 2 on tokens. Tue 9/6, Ali: the roster
for Sun 14th - 5 marshals so far (Jo, Priti, Mark, Sam B, Lou), 3 short; timekeeper Ali, tokens Ellie and her dad.
Weds 10/6, Dev: put it on the fb group and Kev and his lad Harry are both up for marshalling Sunday (Harry's 16 so
he can do a point on his own); still need someone for the first timers' briefing. Thu 11/6, Ali: 3 tokens still
missing, check pockets. Question (Fri 12/6, Ali): "how many more marshals do we need for sun? putting a shout out on
the whatsapp" The assistant says 1 more (7 of the 8 with Kev and Harry). The label says 3 - in memory, how many
short the roster was before Kev and Harry said yes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b153_ctl_chroma_parkrun_marshals_diff_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "dev": [("d1", "14/3 Dev - we need 8 marshals on the course every sun, + timekeeper + 2 on tokens. no marshals = "
                   "no run, parkrun HQ are strict on it"),
            ("d2", "Weds 10/6 Dev - put it on the fb group, Kev + his lad Harry both up for marshalling sun (Harry's "
                   "16 so he can do a point on his own). still need someone for the first timers' briefing")],
    "ali": [("a1", "Tue 9/6 Ali - roster for sun 14th: 5 marshals so far (Jo, Priti, Mark, Sam B, Lou), 3 short. "
                   "timekeeper me, tokens Ellie + her dad"),
            ("a2", "Thu 11/6 Ali - 3 tokens still missing (41, 87, 112), check pockets pls!! new tub on order")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("centre-vale-junior-parkrun",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for note_id, text in WRITERS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"parkrun-notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more marshals do we need for sun? putting a shout out on the whatsapp"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 12 June 2037. You are talking to Ali, who does the volunteer roster for Centre Vale junior "
           "parkrun (Sunday 14 June)."] + hits
assert any("8 marshals on the course" in c for c in context), context
assert any("5 marshals so far" in c and "3 short" in c for c in context), context
assert any("Kev + his lad Harry both up for marshalling" in c for c in context), context
reply = answer(question, context, mock="Just 1 more - you had 5 and Kev and Harry make 7, so one short of the 8.")
finish(question, expected="3", actual=reply)
