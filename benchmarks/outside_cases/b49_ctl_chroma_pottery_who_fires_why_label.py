"""Batch 49 (held out), control. A pottery studio's notes: chromadb EphemeralClient with memtrace's offline
embedding function, query, script style (each call its own trace).

App: The Clay Barn (owner Mark, studio tech Jo) keeps studio notes in one collection; the assistant answers
members' questions from a query. Jo does the firings. Back in May her back was bad and Mark did the loading for a
fortnight; she's been fine since. This weekend she's at her sister's wedding in Padstow (Fri-Sun), so Mark is
loading and firing the kiln on Friday night.

No fault planted. Question (Thu 9/7, a member): "why's Mark doing friday's firing and not Jo?" The model answers
that Jo is away at her sister's wedding in Padstow, right per memory. The label says her back's bad again.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b49_ctl_chroma_pottery_who_fires_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "12/5 Jo's back's gone lifting the kiln shelves, off 2 wks, I'll load + fire till she's back. Mark",
    "27/5 Jo back in, fine now, but use the trolley for the shelves from now on pls everyone",
    "kiln: bisque mon, glaze weds, extra firing fri nights when it's busy (open studio, xmas)",
    "Jo's sister's wedding is the w/e of 10th July in Padstow, she's off fri-sun, driving down thurs night",
    "fri 10/7 extra glaze firing for the Oak & Ivy mugs - Mark loading + firing, Jo's away. unload sat pm",
    "members' shelves need clearing by the 15th, anything left goes in the seconds box",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clay-barn-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "why's Mark doing friday's firing and not Jo?"
hits = notes.query(query_texts=["Jo Mark friday firing kiln off away"], n_results=6)["documents"][0]
context = ["Today is Thu 9 July 2026."] + hits
assert any("Jo's back's gone" in c for c in context) and any("Padstow" in c for c in context), context
reply = answer(question, context, mock="Jo's away this weekend - it's her sister's wedding in Padstow, so Mark's "
                                       "loading and firing on Friday night.")
finish(question, expected="Jo's back is playing up again", actual=reply)
