"""Batch 155 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the flower secretary and the vicar add their notes at the same time), then the question's query.

App: St John's, Warley, keeps its flower rota and the vicar's notices in one chroma collection; the church helper
answers the flower ladies from a query of it.

Memory: Pat, 14/1: the rota typed up from the calendar - 1/3 Margaret, 8/3 Joan, 15/3 Mothering Sunday posies (the
Sunday school), 22/3 Sheila, 29/3 Pat (Palm Sunday), Easter Day 5/4 all hands, Sat 4th 10am; Pat, 16th feb: oasis
and ribbon from Bloom's; Revd Anne, Weds 18 Feb (Ash Wednesday): the church is bare for Lent from today as every
year - nothing on the altar or the windows till Easter morning; the Mothering Sunday posies are fine, they go out
with the children; Revd Anne, 2037-03-02: the Lent lunches in the hall, Weds at 12.30. Question (Thu 19/3, Sheila):
"do i need to do the altar flowers on sun 22nd? it's got me down on the sheet" The assistant says no - the church is
bare for Lent until Easter morning, so nothing on the 22nd. The label says yes - in memory, the rota with Sheila on
22/3, typed up before Lent.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b155_ctl_chroma_flowers_lent_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pat": [
        "14/1 Pat - FLOWER ROTA typed up off the calendar: 1/3 Margaret, 8/3 Joan, 15/3 Mothering Sunday posies "
        "(Sunday school), 22/3 Sheila, 29/3 me (Palm Sunday), Easter Day 5/4 all hands - sat 4th 10am",
        "16th feb Pat - oasis + white ribbon from Bloom's, on the flower fund. vases washed",
    ],
    "anne": [
        "Weds 18 Feb Revd Anne - Ash Weds: church is bare for Lent from today as every yr, nothing on the altar or the "
        "windows till Easter morning. Mothering Sunday posies are fine, they go out w the children",
        "2037-03-02T09:30 Revd Anne - Lent lunches in the hall weds 12.30, soup + a roll, £3 to Christian Aid",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-johns-warley", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do i need to do the altar flowers on sun 22nd? it's got me down on the sheet"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 19 March 2037. You are talking to Sheila, who is on the flower rota at St John's, Warley."] + \
    hits
assert any("22/3 Sheila" in c for c in context), context
assert any("bare for Lent" in c and "till Easter morning" in c for c in context), context
reply = answer(question, context, mock="No - the church is bare for Lent until Easter morning, so there are no altar "
                                       "flowers on the 22nd. You'll be needed for Easter (Sat 4th April, 10am).")
finish(question, expected="yes", actual=reply)
