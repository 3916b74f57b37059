"""chromadb + the app's own plain-Python "freshness" reranker (no span) that drops the right document.

App: an office assistant over a chroma collection of announcements (offline embedding function; each document has
an `updated` date in its metadata). The app's `retrieve(question)` is one step: `collection.query(n_results=5)`
followed by a hand-written reranker that sorts the hits by `updated`, newest first, and keeps two ("fresh news
first"). The reranker is plain Python: no memtrace span. One root span per turn (an OpenTelemetry tracer).

Fault: the team-dinner booking was announced weeks ago, so the reranker ranks it last and cuts it, although the
query ranked it first. The model gets the all-hands and parking notices and answers that the dinner is in the Atlas
room (where the all-hands is). The one faulty call is the app's `retrieve(...)` (query + rerank).

Expected: RetrievalError, blamed on `chroma.query`, subtype dropped_by_rerank. A careful human would say the
retrieval step lost it: the store held the document at answer time and the step that was supposed to put it into
the context did not. The reranker inside that step leaves no span, so the retrieve span of that step (the only
memtrace operation inside it) is the operation to blame; nothing was written or deleted. Judgment call: a reader
could argue "no traced op is at fault", but the retrieval step as the app defines it is what failed.
"""
from __future__ import annotations

import common

NAME = "b2_chroma_rerank_plain"
common.setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402
from opentelemetry import trace  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
news = client.create_collection("announcements", embedding_function=offline.chroma_embedding_function())
news.add(
    ids=["dinner", "allhands", "parking", "coffee", "fire-drill"],
    documents=[
        "Team dinner on Friday is at Casa Lusa on Rua das Flores; the table is booked for 19:30.",
        "Friday all-hands moves to the Atlas room on floor 3, starting at 16:00.",
        "From Friday the car park closes at 20:00 because of resurfacing work.",
        "The new coffee machine on floor 2 takes oat milk now.",
        "Fire drill next Wednesday at 11:00, please leave by the east stairs.",
    ],
    metadatas=[{"updated": "2025-09-02"}, {"updated": "2025-09-24"}, {"updated": "2025-09-25"},
               {"updated": "2025-09-20"}, {"updated": "2025-09-22"}],
)


def retrieve(question: str, keep: int = 2) -> list[str]:
    res = news.query(query_texts=[question], n_results=5)
    hits = list(zip(res["documents"][0], res["metadatas"][0]))
    hits.sort(key=lambda h: h[1]["updated"], reverse=True)  # "freshness" rerank, plain Python
    return [doc for doc, _ in hits[:keep]]


QUESTION = "Where is the team dinner on Friday?"
with trace.get_tracer("office-app").start_as_current_span("turn"):
    with common.fault():
        docs = retrieve(QUESTION)
    assert not any("Casa Lusa" in d for d in docs), "scenario check: the reranker cut the dinner notice"
    actual = common.answer(QUESTION, docs, mock="The team dinner on Friday is in the Atlas room on floor 3.")
common.finish(QUESTION, "Casa Lusa, Rua das Flores", actual)
