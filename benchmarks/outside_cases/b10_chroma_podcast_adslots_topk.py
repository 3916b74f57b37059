"""Batch 10 (held out). Podcast production assistant: chromadb with offline embeddings, one root span per turn.

App: the producer logs every ad booking, guest confirmation and edit note for the show as its own document in the
``production`` collection (metadata: episode, kind). The host asks the assistant in chat; it runs ``query(n_results=3)``
on the question and answers with litellm over the hits.

Planted fault (RetrievalError, ranked below top-k): episode 52 has three ad slots sold, each logged separately on
different days: a pre-roll (Brightline Coffee), mid-roll 1 (Ledgerly) and mid-roll 2 (Northwind Tents, booked late
on 3 October, worded "Northwind Tents took the second break in #52"). Question: "How many ad slots have we sold on
episode 52?" -> expected "Three (a pre-roll and two mid-rolls)". With ``n_results=3`` the Northwind booking ranks below
an episode-51 ad note and is cut; the assistant answers "Two".

Expected verdict: RetrievalError at the answer's chroma.query (inside fault()). Asserted: all three bookings are in
the collection; the Northwind one is not in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b10_chroma_podcast_adslots_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
prod = client.get_or_create_collection("production", embedding_function=offline.chroma_embedding_function())
DOCS = [
    ("p-101", "51", "ad", "Episode 51 ad slots sold: pre-roll Brightline Coffee (60 s host-read) and one mid-roll "
                          "for Ledgerly; invoice sent 22 September."),
    ("p-108", "52", "guest", "Episode 52 guest confirmed: Dr Hana Ito on urban beekeeping, recording Tue 30 "
                             "September 14:00 remote."),
    ("p-110", "52", "ad", "Episode 52 ad slot sold: pre-roll to Brightline Coffee, 60 s host-read, same copy as #51."),
    ("p-111", "52", "ad", "Episode 52 mid-roll slot sold to Ledgerly (the accounting app), 90 s, promo code "
                          "HONEY20."),
    ("p-115", "52", "edit", "Edit note for episode 52: cut the 4-minute tangent about the hive inspection app."),
    ("p-119", "52", "ad", "Northwind Tents took the second break in #52 - 60 s, their copy arrives Monday "
                          "(booked 3 October)."),
]
with turn_span("turn-1 production log sync"):
    prod.add(ids=[d[0] for d in DOCS], documents=[d[3] for d in DOCS],
             metadatas=[{"episode": d[1], "kind": d[2]} for d in DOCS])
    assert prod.count() == len(DOCS)

question = "How many ad slots have we sold on episode 52?"
with turn_span("turn-2 host question"):
    with fault():
        hits = prod.query(query_texts=[question], n_results=3)
    context = hits["documents"][0]
    assert any("Brightline" in c and "52" in c for c in context) and any("Ledgerly" in c and "52" in c
                                                                       for c in context), context
    assert not any("Northwind" in c for c in context), context
    reply = answer(question, context, mock="Two ad slots are sold on episode 52: the Brightline Coffee pre-roll and "
                                           "a Ledgerly mid-roll.")
finish(question, expected="Three (a pre-roll and two mid-rolls)", actual=reply)
