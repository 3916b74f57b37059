"""Batch 184 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Sutton Hill CC's 1st XI do their home teas on a rota - two people a game, sandwiches and cakes for both sides, the
umpires and the scorers. The club's notes and messages go into one chroma collection; players and helpers ask the
club's helper about the rota.

Memory: the 1st XI teas rota of 2043-05-02 (sat 27th June Jan + Sue, sat 11th July v Shifnal Carol + Bev, 25/7 Maggie
+ Pauline; 30ish for tea, urn on at 3.45); the skipper, Tue 7/7 - Shifnal rang, can't get 11 out with half their lot
in Magaluf, they've given us the points; nets at 10 Sat instead if anyone fancies it; Carol, 2043-06-29T20:10 - cake
tins back in the pavilion cupboard; Bev, 9.7. - new urn's come, milk in the bar fridge. Question (Thu 9/7, Carol):
"am I on teas sat? need to know if I'm baking" The assistant says no - there's no game on Saturday, Shifnal couldn't
raise a side and gave Sutton Hill the points; only nets at 10. The label says yes - she and Bev are on teas v Shifnal.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b184_ctl_chroma_cricket_teas_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-05-02", "TEAS 1st XI 2043 🏏 sat 27th june Jan + Sue, sat 11th july v Shifnal Carol + Bev, 25/7 Maggie + "
                   "Pauline. 30ish for tea, urn on at 3.45"),
    ("Tue 7/7", "skipper - Shifnal rang, can't get 11 out w half their lot in Magaluf 🙄 they've given us the points. "
                "nets at 10 sat instead if anyone fancies it"),
    ("2043-06-29T20:10", "Carol - cake tins back in the pavilion cupboard, the lemon drizzle went down a treat"),
    ("9.7.", "Bev - new urn's come, old one's in the skip. milk's in the bar fridge"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sutton-hill-cc-2043", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"date": d} for d, _ in NOTES])

question = "am I on teas sat? need to know if I'm baking"
hits = notes.query(query_texts=[question, "Shifnal game sat 11th july"], n_results=4)["documents"]
context = ["Today is Thu 9 July 2043. You are talking to Carol, a member of Sutton Hill CC on the 1st XI teas rota."]
for doc in hits[0] + hits[1]:
    if doc not in context:
        context.append(doc)
assert any("sat 11th july v Shifnal Carol + Bev" in c for c in context), context
assert any("they've given us the points" in c for c in context), context
reply = answer(question, context, mock="No - there's no game on Saturday. Shifnal couldn't raise a side and gave you "
                                       "the points, so it's just nets at 10.")
finish(question, expected="yes - you and Bev are on teas v Shifnal", actual=reply)
