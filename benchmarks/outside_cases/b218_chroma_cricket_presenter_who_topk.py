"""Batch 218 (held out). A cricket club's junior presentation: chromadb collection of notes, two writers in threads
(the junior coach and the club secretary), then the question; the helper answers from the 3 nearest notes and the
committee minutes that name the new presenter rank 4th.

App: Ludlow CC hold their junior presentation on Sun 20th Sept 2048 in the pavilion, 2pm - trophies for the U9s to
the U15s, a buffet the parents bring, a bat signed by the county side in the raffle. Rob (the junior coach) and Lyn
(the club secretary) each file notes into one chroma collection (metadata ``kind``: awards, buffet, parents,
committee, raffle) from their own thread; the helper takes the 3 nearest notes (``collection.query(...,
n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Rob's awards note (2048-07-30T21:10) has the trophies presented by
the club president, Geoff Hammond, as every year. Lyn's committee minutes of Tue 25th Aug say, between the new
covers for the square and the bar prices, that Geoff's hip op has come through for the 15th so he'll be laid up,
and that Amy Jones (the Worcestershire keeper, who came up through the club's U11s) has said she'll do the
presenting - her dad sorted it. For the parent's question the minutes rank 4th: the 3 nearest are the awards note,
the U15 awards note and the parents' note. Question (Weds 16/9, Claire, a U13 parent doing the flyer): "who's
handing the trophies out sun? putting it on the flyer" -> expected Amy Jones, the Worcestershire keeper (an old U11).
The assistant says Geoff Hammond, the president.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): the minutes are in the
collection and the same question's 4 nearest have them, but n_results cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the hits and the context have nothing on Amy Jones, the hip op or
Worcestershire; the awards note's "presented by our president Geoff Hammond" is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b218_chroma_cricket_presenter_who_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MINUTES = ("cttee minutes tue 25th aug - new covers for the square £1,200, agreed. bar prices up 10p from oct. "
           "Geoff's hip op has come through for the 15th 🙏 so he'll be laid up for the juniors' do - Amy Jones "
           "(Worcs keeper, came up thru our u11s!!) has said she'll do the presenting, her dad sorted it. AOB nets "
           "need new netting before april")
ROB = [
    ("awards", "2048-07-30T21:10 JUNIOR PRESENTATION 🏏 sun 20th sept, pavilion, 2pm. trophies presented by our "
               "president Geoff Hammond as every yr. u9s-u15s, batting, bowling, fielding + players' player each"),
    ("awards", "u15 awards - Harry for batting (612 runs!!), Ollie bowling, + the Bill Price trophy for clubman, "
               "engraving done by Ludlow Trophies"),
    ("parents", "parents - pls bring last yr's trophies back by sun 6th for engraving, polished if poss lol. the new "
                "trophies go out on the big table by the bar, kids up one at a time"),
]
LYN = [
    ("committee", MINUTES),
    ("buffet", "buffet - parents bring a plate, club does tea + squash + the cake. Sue's on the urn. no nuts pls, "
               "2 in the u9s with allergies"),
    ("raffle", "raffle - bat signed by the Worcs 1st XI, a Sunday lunch at the Charlton Arms, £1 a strip"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-cc-juniors-2048",
                                          embedding_function=offline.chroma_embedding_function())


def writer(who: str, items: list) -> None:
    for i, (kind, text) in enumerate(items, 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=writer, args=("rob", ROB), name="rob-coach"),
           threading.Thread(target=writer, args=("lyn", LYN), name="lyn-secretary")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's handing the trophies out sun? putting it on the flyer"
wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
assert MINUTES in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=TOP_K)
hits = found["documents"][0]
context = ["Today is Weds 16 Sept 2048. You are talking to Claire, a U13 parent doing the flyer for Ludlow CC's "
           "junior presentation (Sun 20 Sept)."] + hits
assert MINUTES not in context and not any(w in c.lower() for c in context
                                          for w in ("amy jones", "hip op", "worcs keeper")), context
assert any("trophies presented by our president Geoff Hammond" in c for c in context), context
reply = answer(question, context, mock="Geoff Hammond, the club president - he presents the trophies every year.")
finish(question, expected="Amy Jones, the Worcestershire keeper who came up through the club's U11s (Geoff's having "
                          "his hip op)", actual=reply)
