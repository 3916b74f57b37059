"""Batch 178 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Rosie's notes and Tom's), then the question's query.

App: Cressage community orchard's blossom walk is Sun 26th April 2042, 2pm from the barn. Rosie (who runs the orchard
group) and Tom (the farmer whose sheep graze the orchard) post into one chroma collection; the helper answers people
from a query of it.

Memory: Rosie, 2042-03-20: the walk, and sorry, no dogs this year - Tom's ewes and lambs are in the orchard; Tom, Tue
14/4: the lambs went back up to the top field on Saturday, the orchard's empty now, fine by him for dogs on leads;
Rosie, 15.4.: great - dogs on leads then, just not in the barn for the teas (food hygiene); Tom, 2042-04-16T07:50:
he'll leave the bottom gate open for the walk and move the ram on Thursday. Question (Weds 22/4, Dilys): "can I bring
Bramble on the blossom walk? she's a springer, v nosy" The assistant says yes, on a lead - but not in the barn for
the teas. The label says no - the sheep are in the orchard.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b178_ctl_chroma_orchard_dogs_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "rosie": [("r1", "2042-03-20 Rosie - blossom walk sun 26th apr 🌸 2pm from the barn. sorry no dogs this yr, Tom's "
                     "ewes + lambs are in the orchard"),
              ("r2", "15.4. Rosie - brill, dogs on leads then 🐕 just not in the barn for the teas pls (food "
                     "hygiene, Jan'll have my head)")],
    "tom": [("t1", "Tue 14/4 Tom - lambs went back up to the top field sat 🐑 orchard's empty now, fine by me for dogs "
                   "on leads for the walk"),
            ("t2", "2042-04-16T07:50 Tom - I'll leave the bottom gate open for the walk, moving the ram thurs so keep "
                   "off the top field")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cressage-orchard-2042", embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in POSTS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I bring Bramble on the blossom walk? she's a springer, v nosy"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 22 April 2042. You are talking to Dilys, who's coming on Cressage community orchard's "
           "blossom walk (Sun 26 April)."] + hits
assert any("sorry no dogs this yr" in c for c in context), context
assert any("fine by me for dogs on leads" in c for c in context), context
assert any("dogs on leads then" in c for c in context), context
reply = answer(question, context, mock="Yes - dogs are fine on a lead now the sheep have gone back up the top field, "
                                       "just not in the barn for the teas.")
finish(question, expected="no - the sheep are in the orchard", actual=reply)
