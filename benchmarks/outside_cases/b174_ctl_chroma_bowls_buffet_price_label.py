"""Batch 174 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Brenda's and Ken's notes each added by their own thread), then the question's query.

App: Church Stretton Bowls Club's finals day is Sun 26th August 2040 - the club singles, pairs and triples finals, then
a buffet in the clubhouse. Brenda (competition secretary) and Ken (club secretary) post notes into one chroma
collection; the helper answers members from a query.

Memory: 14/6 Brenda: finals day Sun 26th Aug, singles rink 3 at 10, pairs and triples 1.30; Tue 24th July Brenda:
buffet after from the Greyhound, £8 a head, but the club's putting £2 in for members so it's £6 to you lot, guests pay
the full whack, pay Sheila by the 19th; 2040-08-06T19:15 Ken: new mower's arrived, green being hollow-tined in
September; Thurs 9th aug Ken: subs staying at £95, Sheila's got 34 names for the buffet so far. Question (Mon 13/8,
Ray, a member): "how much is the buffet for me? want to pay Sheila at roll-up tonight" The assistant says £6 - it's £8
a head but the club puts £2 in for members. The label says £8 - the full price, which guests pay.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b174_ctl_chroma_bowls_buffet_price_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "brenda": [
        "14/6 Brenda - finals day sun 26th aug 🎳 singles final rink 3 at 10, pairs + triples 1.30. whites pls",
        "Tue 24th July Brenda - buffet after from the Greyhound, £8 a head but the club's putting £2 in for members so "
        "it's £6 to you lot, guests pay the full whack. pay Sheila by the 19th",
    ],
    "ken": [
        "2040-08-06T19:15 Ken - new mower's arrived at last!! green being hollow tined 2nd wk of sept",
        "Thurs 9th aug Ken - subs for next season staying at £95. Sheila's got 34 names for the buffet so far",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("church-stretton-bowls-finals-2040",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is the buffet for me? want to pay Sheila at roll-up tonight"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 13 August 2040. You are talking to Ray, a member of Church Stretton Bowls Club, about finals "
           "day (Sun 26 August)."] + hits
assert any("£8 a head" in c and "£6 to you lot" in c for c in context), context
reply = answer(question, context, mock="£6 - it's £8 a head from the Greyhound, but the club puts £2 in for members. "
                                       "Pay Sheila by the 19th.")
finish(question, expected="£8 a head", actual=reply)
