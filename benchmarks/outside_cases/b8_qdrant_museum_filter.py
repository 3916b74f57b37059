"""Batch 8 (held out). Museum guide: qdrant-client (in-memory) knowledge base with a payload filter, script style.

App: the guide's knowledge base holds collection notes (where a work hangs, what it is) and visitor notices
(closures, loans, opening hours), with ``kind`` in the payload. An intent router sends "can I see <artwork>"
questions to a search filtered to ``kind == "collection"`` -- the notices are never searched for that intent.

Planted fault (RetrievalError, wrong filter): Gallery 12, where Rembrandt's "The Anatomy Lesson" hangs, is closed for
re-hanging from 1 May until 12 May 2026 (a notice). Question: "Can I see the Rembrandt Anatomy Lesson on Friday 8
May?" -> expected "No - Gallery 12 is closed for re-hanging until 12 May 2026". The filtered search returns only
collection notes, and the guide answers "Yes, it's in Gallery 12 on the first floor."

Expected verdict: RetrievalError at the filtered qdrant.query_points (inside fault()). Asserted: the closure notice is
in the collection (it is the best match without the filter) but not in the answer's context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_qdrant_museum_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("notice", "Gallery 12 (Dutch Golden Age, with Rembrandt's The Anatomy Lesson) is closed for re-hanging from "
               "1 May until 12 May 2026."),
    ("collection", "Rembrandt's The Anatomy Lesson hangs in Gallery 12 on the first floor, next to the Vermeer room."),
    ("notice", "The Rembrandt self-portrait is on loan to the Rijksmuseum until September 2026."),
    ("collection", "Gallery 4 holds the Impressionists; Monet's Haystacks is the visitor favourite."),
    ("notice", "The museum is open 10:00-18:00, with late opening on Thursdays until 21:00."),
    ("collection", "Vermeer's The Milkmaid hangs in Gallery 11, next to Gallery 12."),
]

client = QdrantClient(":memory:")
client.create_collection("guide-kb", vectors_config=models.VectorParams(size=64, distance=models.Distance.COSINE))
client.upsert("guide-kb", points=[models.PointStruct(id=i, vector=offline.embed([t], dim=64)[0],
                                                     payload={"text": t, "kind": k})
                                  for i, (k, t) in enumerate(NOTES)])

question = "Can I see the Rembrandt Anatomy Lesson on Friday 8 May?"
vector = offline.embed([question], dim=64)[0]
with fault():
    hits = client.query_points("guide-kb", query=vector, limit=3, query_filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="collection"))])).points
context = [h.payload["text"] for h in hits]
assert not any("closed" in c for c in context), context
reply = answer(question, context, mock="Yes - The Anatomy Lesson is in Gallery 12 on the first floor, next to the "
                                        "Vermeer room.")
finish(question, expected="No - Gallery 12 is closed for re-hanging until 12 May 2026", actual=reply)
