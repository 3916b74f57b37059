"""Batch 167 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Jean's notes and Derek's go in from their own threads), then the question's query.

App: St Oswald's, Thornley runs an Easter egg trail on Easter Saturday, 31st March 2040, 10-12, round the churchyard and
inside the church. Jean (Sunday school) and Derek (churchwarden) post notes into one chroma collection; the helpers ask
the church's helper, which queries it.

Memory: 2040-03-01 Jean: Rev Ann'll open up for us Sat 31st at 8.30 so the eggs can be hidden before 10; 22.3. Jean:
helpers are her, Sandra, the Kemp girls and Mrs Obi; Tue 20th Mar Derek: Ann's got a wedding over at Fenby on the
Saturday morning (first one there in years), so he's got her keys - churchwarden's perks - and he'll be in the porch
from 8; 2040-03-26T09:15 Derek: the boiler's on a timer, the church will be warm from 9. Question (Thu 29/3, Mrs Obi, a
helper): "who's letting us in on saturday morning? want to get the eggs hidden early" The assistant says Derek, the
churchwarden - he has Rev Ann's keys and will be in the porch from 8. The label says Rev Ann, the vicar - who was to
open up before the Fenby wedding came along.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b167_ctl_chroma_easter_trail_keys_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "jean": [("j1", "2040-03-01 Jean - Rev Ann'll open up for us sat 31st at 8.30 so we can get the eggs hidden before "
                    "10 🐣"),
             ("j2", "22.3. Jean - helpers: me, Sandra, the 2 Kemp girls + Mrs Obi. meet in the porch")],
    "derek": [("d1", "Tue 20th Mar Derek - Ann's got a wedding over at Fenby sat morning (first one they've had in "
                     "yrs!) so I've got her keys, churchwarden's perks lol. I'll be in the porch from 8"),
              ("d2", "2040-03-26T09:15 Derek - boiler's on a timer, church'll be warm from 9, don't touch the "
                     "thermostat")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-oswalds-egg-trail-2040",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in POSTS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"egg-trail-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's letting us in on saturday morning? want to get the eggs hidden early"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 29 March 2040. You are talking to Mrs Obi, a helper on St Oswald's Easter egg trail (Sat 31 "
           "March)."] + hits
assert any("Rev Ann'll open up for us" in c for c in context), context
assert any("I've got her keys" in c for c in context), context
reply = answer(question, context, mock="Derek, the churchwarden - Rev Ann's at a wedding in Fenby, so he has her keys "
                                       "and will be in the porch from 8.")
finish(question, expected="Rev Ann, the vicar", actual=reply)
