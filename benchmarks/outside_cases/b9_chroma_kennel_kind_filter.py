"""Batch 9 (held out). Dog boarding kennel front desk assistant: chromadb with offline embeddings, one root span per
turn.

App: every booking and every change to it is a document in the ``stays`` collection, with metadata (dog, owner, kind
= "booking" | "amendment" | "care"). Owners ask the assistant; it queries the collection with a ``where`` filter built
from the intent: questions about dates go to ``kind == "booking"`` (the app's intent router), and the answer is a
litellm call over the hits.

Planted fault (RetrievalError, filtered by scope): Pepper's booking (made 2 March) is drop-off Thursday 2 April,
collection Sunday 5 April. On 30 March the owner extended the stay: collection moved to Tuesday 7 April after 4 pm,
filed as kind "amendment". Question: "What day am I picking Pepper up?" -> expected "Tue 7 April (after 4 pm)". The
date-intent filter ``{"kind": "booking"}`` leaves the amendment out; the assistant answers "Sunday 5 April".

Expected verdict: RetrievalError at the answer's chroma.query (inside fault()). Asserted: the amendment is in the
collection and not in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_chroma_kennel_kind_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
stays = client.get_or_create_collection("stays", embedding_function=offline.chroma_embedding_function())
DOCS = [
    ("s-301", "booking", "2026-03-02", "Pepper (cocker spaniel, owner R. Haddad): drop-off Thursday 2 April 2026 "
                                       "8-10 am, pick-up Sunday 5 April 2026 by 12 noon. Standard suite."),
    ("s-302", "care", "2026-03-02", "Pepper: half a cup of her own kibble twice a day; no chicken treats."),
    ("s-318", "amendment", "2026-03-30", "Pepper's stay extended at the owner's request: pick-up now Tuesday "
                                         "7 April 2026 after 4 pm; two extra nights billed."),
    ("s-322", "booking", "2026-03-11", "Milo (beagle, owner J. Park): drop-off Friday 3 April, pick-up Monday 6 "
                                       "April by noon."),
]
with turn_span("turn-1 desk records"):
    stays.add(ids=[d[0] for d in DOCS], documents=[d[3] for d in DOCS],
              metadatas=[{"kind": d[1], "written": d[2], "dog": "Milo" if "Milo" in d[3] else "Pepper"} for d in DOCS])
    assert stays.count() == 4

question = "What day am I picking Pepper up?"
with turn_span("turn-2 owner question"):
    with fault():
        hits = stays.query(query_texts=[question], n_results=3, where={"kind": "booking"})
    context = hits["documents"][0]
    assert not any("7 April" in c for c in context), context
    reply = answer(question, context, mock="You're picking Pepper up on Sunday 5 April, by 12 noon.")
finish(question, expected="Tue 7 April (after 4 pm)", actual=reply)
