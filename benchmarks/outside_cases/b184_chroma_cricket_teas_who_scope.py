"""Batch 184 (held out). A cricket club's tea rota: chromadb collection, one root span per note and one for the
question; the 1st XI helper queries only notes filed under the 1st XI and misses the swap that came in on the club chat.

App: Lilleshall CC's 1st XI play at home on Sat 20th June 2043 against Shifnal - tea between innings, sandwiches and
two cakes for both sides, the umpires and the scorers, the urn in the pavilion. The club keeps its rota and chat in
one chroma collection with a ``team`` in the metadata ("1st XI", "2nd XI", "club"); the helper that answers about 1st
XI home games queries with ``where={"team": "1st XI"}`` so the 2nds' rota and the bar chatter stay out of the prompt.

Planted fault (RetrievalError, cut by the query's scope): the 1st XI tea rota has Sat 20th June v Shifnal down as
Linda's. Linda's message on the club chat (filed as "club") says she can't do teas on the 20th - her Amy's graduation
in Leeds - so Dawn's swapped with her and is doing the Shifnal one, and Linda will do Dawn's 4th July. The scoped
query can't see it. Question (Thu 18/6, Mick, the 1st XI captain): "who's doing the teas sat? need to drop the milk +
the cake tins round to them" -> expected Dawn (swapped with Linda, who's at her Amy's graduation). The assistant says
Linda.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Linda's message is in the
collection and the same query without the scope ranks it in the top 3, but the ``team`` filter kept it out of the
context the model saw. Asserted: the unscoped top 3 has the message; the scoped hits do not, and no context line
mentions the swap or the graduation; the rota line (20th June v Shifnal - Linda) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b184_chroma_cricket_teas_who_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Linda here - can't do teas on the 20th after all, our Amy's graduation in Leeds 🎓 Dawn's swapped w me so "
        "she's doing the Shifnal one + I'll do her 4th july. cake tins are in my boot if anyone needs them b4")
NOTES = [
    ("1st XI", "2043-04-20T19:30", "TEAS ROTA 1st XI home games 🏏 sat 6th june Bev, sat 20th june v Shifnal - "
                                   "Linda, sat 4th july Dawn, 18/7 Carol. urn on by 3.45, tea 4.10ish for 20 mins"),
    ("2nd XI", "22.4.", "2nds teas - sun games, Pauline + Jan sharing, Co-op sandwich platter if stuck, receipts to "
                        "Steve"),
    ("club", "Sun 14th", SWAP),
    ("1st XI", "Tue 16/6", "Shifnal bringing 12 so 24 + umps + scorers = 28ish for tea. egg + cress, ham, cheese + "
                           "pickle, 2 cakes. milk from the bar"),
    ("club", "2043-06-17T21:05", "bar - Mick's ordered 2 barrels for the 20th, pavilion fridge playing up again, "
                                 "Terry's having a look thurs"),
]
FIRSTS = {"team": "1st XI"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lilleshall-cc-2043", embedding_function=offline.chroma_embedding_function())
for i, (team, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"team": team, "date": day}])

question = "who's doing the teas sat? need to drop the milk + the cake tins round to them"
with turn_span("question Thu 18/6"):
    wider = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert SWAP in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where=FIRSTS)
    hits = found["documents"][0]
    context = ["Today is Thu 18 June 2043. You are talking to Mick, the 1st XI captain at Lilleshall CC; Sat 20 June "
               "is the home game v Shifnal."] + hits
    assert SWAP not in context and not any(w in c.lower() for c in context
                                           for w in ("swapped", "graduation", "linda here")), context
    assert any("sat 20th june v Shifnal - Linda" in c for c in context), context
    reply = answer(question, context, mock="Linda - she's on the tea rota for the Shifnal game on the 20th.")
finish(question, expected="Dawn - she's swapped with Linda, who's at her Amy's graduation", actual=reply)
