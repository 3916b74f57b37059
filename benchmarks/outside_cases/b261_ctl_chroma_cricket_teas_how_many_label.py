"""Batch 261 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the teas secretary and the club secretary each file their own notes), then the question's query.

App: Luddenden Cricket Club's 1st XI play at home most Saturdays; two of the ladies on the rota do the tea between
innings (sandwiches, cakes, a pot on for the scorers). Gill (the teas secretary) and Rob (the club secretary) file
notes into one chroma collection; the helper answers the rota's questions from the 4 nearest.

Memory: Gill, 2051-04-15T17:30 - teas for 22 as usual (both XIs), sandwiches, two cakes, scones if anyone's
baking, £4 a head off the visitors; Gill, 6/5 - the egg and cress went down well, more of those, less ham; Rob,
Sat 29/4 - don't forget the two umpires and both scorers get tea as well, they've been moaning they get missed 😂;
Rob, Weds 17th May - Saturday's the derby against Lightcliffe, 1pm start, tea about 4.10. Question (Thu 18/5,
Carol, on teas): "how many am I doing tea for on sat? doing the shop tomorrow" The assistant says 26 - both XIs
(22) plus the two umpires and the two scorers. The label says 22.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b261_ctl_chroma_cricket_teas_how_many_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gill": [
        "2051-04-15T17:30 TEAS ☕🏏 for 22 as usual (both XIs) - sandwiches, 2 cakes, scones if anyone's baking. £4 a "
        "head off the visitors, in the tin",
        "6/5 the egg + cress went down well, more of those, less ham. someone pls bring milk, we ran out",
    ],
    "rob": [
        "Sat 29/4 - pls don't forget the 2 umpires + both scorers get tea as well, they've been moaning they get "
        "missed 😂 pot on for the scorebox too",
        "Weds 17th May - sat's the derby v Lightcliffe, 1pm start, tea about 4.10. big crowd expected",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-cc-teas-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many am I doing tea for on sat? doing the shop tomorrow"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 18 May 2051. You are talking to Carol, who's on teas at Luddenden Cricket Club on Sat 20 "
           "May."] + hits
assert any("for 22 as usual (both XIs)" in c for c in context), context
assert any("the 2 umpires + both scorers get tea as well" in c for c in context), context
reply = answer(f"(Carol) {question}", context,
               mock="26 - the 22 players from both sides, plus the two umpires and the two scorers.")
finish(question, expected="22", actual=reply)
