"""Batch 144 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
secretary's notes and the greenkeeper's notes), then the question's query.

App: Copley Bowling Club's committee keep their open day notes (Sat 13th June, 10-4) in one chroma collection -
Margaret the secretary from the club laptop, Ron the greenkeeper from his phone - and the helper answers members
from a query of it.

Memory: Margaret, 14/3: open day flyers, bring flat shoes, no heels or trainers with tread on the greens; Weds 8
Apr: the teas; Ron, 22.3.: the top green's spring feed; Ron, Tue 2/6: he turned out the old ladies' section locker
and there are 20 pairs of bowls shoes in it, sizes 3 to 12, from when the section folded - he'll put them on the
rack by the pavilion door on the day and folk can just borrow a pair. Question (Thu 11/6, Alan, the captain, doing
the club's Facebook post): "do people need to bring their own flat shoes sat? putting it on the fb page" The
assistant says no - there are 20 pairs to borrow on the rack by the pavilion door (just no heels or trainers with
tread on the green). The label says yes - in memory, what the flyer in March asked.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b144_ctl_chroma_bowls_flat_shoes_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "margaret": [
        "14/3 Margaret - OPEN DAY sat 13th june 10-4. flyers say bring flat shoes - no heels or trainers w tread on "
        "the greens, Ron'll have a fit. 500 printed",
        "Weds 8 Apr Margaret - teas sorted, Jean + Maureen + Sheila, scones, urn from St Stephen's. 50p a cup",
    ],
    "ron": [
        "22.3. Ron - top green's had its spring feed, keep off till May",
        "Tue 2/6 Ron - turned out the old ladies' section locker. 20 pairs of bowls shoes in there, sizes 3 to 12, "
        "from when they folded. I'll put them on the rack by the pavilion door on the day, folk can just borrow a pair",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("copley-bc-open-day", embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"{who}-notes") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do people need to bring their own flat shoes sat? putting it on the fb page"
hits = notes.query(query_texts=["flat shoes bowls shoes bring borrow open day greens"], n_results=4)["documents"][0]
context = ["Today is Thu 11 June 2037. You are talking to Alan, captain of Copley Bowling Club, who is writing the "
           "open day post for the club's Facebook page."] + hits
assert any("bring flat shoes" in c for c in context), context
assert any("20 pairs of bowls shoes" in c and "borrow a pair" in c for c in context), context
reply = answer(question, context, mock="No - Ron's putting 20 pairs of bowls shoes (sizes 3 to 12) on the rack by "
                                       "the pavilion door to borrow. Just no heels or trainers with tread on the "
                                       "green.")
finish(question, expected="yes", actual=reply)
