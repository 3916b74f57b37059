"""Batch 61 (held out), control. A swimming club's gala notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Mendip Minnows' committee keeps gala and club notes in one chroma collection and answers parents from a
query. Club galas are normally at Frome Leisure Centre. Frome's pool is shut all of October while the tiles are
redone, so the October open meet is at Shepton. Parents also grumble every year that parking at Frome on a Saturday
is hopeless when the rugby club is at home.

No fault planted. Question (Tue 28/9, a new parent): "why isn't the open meet at Frome this time?" The model answers
that Frome's pool is closed for the retiling, right per memory. The label says the parking with the rugby on.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b61_ctl_chroma_gala_pool_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "galas: home pool is Frome Leisure Centre, 6 lanes 25m, electronic timing. we book it via Sharon",
    "parking at Frome on a sat is hopeless if the rugby club are at home - tell parents to use the Cattle Market "
    "car park + walk, 5 mins",
    "Frome Leisure Centre pool shut all of Oct, they're redoing the tiles (some came off in the deep end in Aug), "
    "so the open meet sat 9/10 is at Shepton, same times",
    "open meet 9/10: warm up 8.30, start 9.15, 4 clubs, entries £3.50 per event via SportsTeam by 25/9",
    "Shepton pool - 25m, 6 lanes, manual timing so we need 12 timekeepers, pls volunteer!",
    "club hoodies £22, on order, should be here for the open meet",
    "Coach Dan: swimmers must be on poolside for warm up, no late arrivals, it's a safety thing",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("minnows-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"g{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "why isn't the open meet at Frome this time?"
hits = notes.query(query_texts=["open meet Frome pool Shepton why not parking tiles shut"], n_results=7)["documents"][0]
context = ["Today is Tue 28 September 2027. You are talking to a new parent."] + hits
assert any("redoing the tiles" in c for c in context), context
assert any("rugby club are at home" in c for c in context), context
reply = answer(question, context, mock="Frome's pool is closed all October while they retile it - a few tiles came "
                                       "off in the deep end - so it's at Shepton, same times.")
finish(question, expected="because of the parking when the rugby's on", actual=reply)
