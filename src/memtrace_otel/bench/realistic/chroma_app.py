"""chromadb: a RAG memory whose documents are the conversation's turns, written straight into a collection.

The app (documented chromadb usage): ``collection.add(ids, documents, metadatas)`` per session with an embedding
function, ``collection.query(query_texts=[question], n_results=K, where={"conversation": ...})`` per question, the
hits pasted into the answer prompt (litellm). Each document is ``"[8 May 2023] Caroline: ..."``, its metadata the
session, date, speaker and conversation.

Faults: ``overwrite`` (an id collision: a later ``upsert`` of another turn by the same speaker under the evidence
turn's id), ``delete`` (a retention job's ``collection.delete(ids=[...])``), ``topk`` (n_results below the
evidence's rank), ``filter`` (a ``where`` on the current session or the wrong speaker), ``query`` (the query cut to
the question's first words ranks the evidence out), ``response``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model import answer_messages
from .apps_common import (bad_filter, evidence_within_top_k, local_embedding_function, other_turn_same_speaker, quietly,
                          rewritten_query, topk_cut)

NAME = "chromadb"
INSTRUMENTATIONS = ("chromadb", "litellm")
FAULTS = ("overwrite", "delete", "topk", "filter", "query", "response")
K = 10


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)

_client = None


def _collection(name: str):
    global _client
    import chromadb

    if _client is None:
        _client = chromadb.EphemeralClient()
    return _client.create_collection(name, embedding_function=local_embedding_function(),
                                     configuration={"hnsw": {"space": "cosine"}})


def _meta(r, turn) -> dict:
    return {"conversation": r.conv_id, "session": turn.session, "date": r.date(turn), "speaker": turn.speaker}


def run(r) -> None:
    name = "chat"  # one collection per run (dropped after it): record ids are the same in every run of a case
    col = _collection(name)
    try:
        _run(r, col)
    finally:
        _client.delete_collection(name)


def _run(r, col) -> None:
    for n in r.sessions:
        turns = r.session_turns(n)
        with r.root("ingest_session"):
            col.add(ids=[t.dia_id for t in turns], documents=[r.line(t) for t in turns],
                    metadatas=[_meta(r, t) for t in turns])
    target = r.target
    if r.fault == "overwrite":
        other = other_turn_same_speaker(r, target)
        with r.root("dedupe_job"), r.decisive_call({sc.KIND_WRITE, sc.KIND_UPDATE}, "chroma"):
            col.upsert(ids=[target.dia_id], documents=[r.line(other)], metadatas=[_meta(r, other)])
    elif r.fault == "delete":
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "chroma"):
            col.delete(ids=[target.dia_id])
    question = r.q.text
    where, k = {"conversation": r.conv_id}, K
    if r.fault == "topk":
        with quietly():
            hits = col.query(query_texts=[question], n_results=col.count(), where=where)
        k = topk_cut(r, hits["ids"][0], K)
    elif r.fault == "filter":
        where = {"$and": [{"conversation": r.conv_id}, bad_filter(r)]}
    query = question
    if r.fault == "query":
        def ranked(text):
            with quietly():
                return col.query(query_texts=[text], n_results=col.count(), where=where)["ids"][0]
        query = rewritten_query(r, ranked, K)
    with r.root("answer_question"):
        if r.fault in ("topk", "filter", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "chroma"):
                hits = col.query(query_texts=[query], n_results=k, where=where)
        else:
            hits = col.query(query_texts=[query], n_results=k, where=where)
        r.answer(answer_messages(question, hits["documents"][0]))
