"""Batch 41 (held out), control. A family organising a golden-wedding party: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: Mark Fletcher keeps the notes for his parents' golden-wedding party (Sat 21 June 2025, the Bell, Wickham) in one
chroma collection and asks an assistant from a query. Stevie's disco was booked for 8 till 11. Then Mum asked for
the meal without music over it, so Stevie won't start before 9; he still finishes at 11, same fee.

No fault planted. Question (Tue 17/6): "how long's the disco on for?" The model answers two hours (9 till 11), right
per memory. The label says three hours, 8 till 11. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b41_ctl_chroma_goldenwedding_disco_hours_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "disco - Stevie Mac (did Gemma's wedding), 8 till 11, £180 cash on the night, he brings his own lights",
    "Bell: function room + garden from 3, buffet 6.30, last orders 11.15, carriages 11.30 latest",
    "playlist for before the disco = Dad's 60s/70s one on Spotify, Mark's speaker",
    "first dance Annie's Song (same as 1975!!), Stevie's got it",
    "Mum says she wants to actually hear people at the meal so no music over the buffet - told Stevie not to start "
    "before 9, he's fine with it, still packing up at 11, same £180",
    "taxis - Wickham Cars 01329 xxxxxx, booked 3 for 11.30 for the oldies",
    "Lisa photographer 3-5pm, group shot on the lawn at 4",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fletcher-50th-mark", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "how long's the disco on for?"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Tue 17/6/25."] + hits
assert any("8 till 11, £180" in c for c in context), context
assert any("not to start before 9" in c for c in context), context
reply = answer(question, context, mock="Two hours - Stevie starts at 9, after the buffet, and packs up at 11. Still "
                                       "£180 cash on the night.")
finish(question, expected="Three hours, 8 till 11", actual=reply)
