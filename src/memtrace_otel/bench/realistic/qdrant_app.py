"""qdrant: a memory of conversation turns as points in an in-process collection (``QdrantClient(":memory:")``).

The app (documented qdrant-client usage): ``create_collection`` with cosine vectors, ``upsert`` of
``PointStruct(id, vector, payload={"text": "[8 May 2023] Caroline: ...", "date", "speaker", "session",
"conversation"})`` per session, ``query_points(query=vector, limit=K, query_filter=Filter(...))`` per question,
the payload texts pasted into the answer prompt (litellm).

Faults: ``overwrite`` (a later ``upsert`` of another turn under the evidence point's id), ``merge`` (a
``set_payload`` that merges a stale text into the evidence point's payload), ``delete`` (``client.delete`` of the
point), ``topk`` (limit below the evidence's rank), ``filter`` (a payload filter on the current session or the
wrong speaker), ``query`` (the query vector of the question's first words only ranks the evidence out),
``response``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import (bad_filter, evidence_within_top_k, other_turn_same_speaker, quietly, rewritten_query,
                          topk_cut)

NAME = "qdrant"
INSTRUMENTATIONS = ("qdrant", "litellm")
FAULTS = ("overwrite", "merge", "delete", "topk", "filter", "query", "response")
K = 10
DIM = 256


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


def _point_id(turn) -> int:
    d, n = turn.dia_id.lstrip("D").split(":")
    return int(d) * 1000 + int(n)


def _payload(r, turn, text=None) -> dict:
    return {"text": text or r.line(turn), "message_id": turn.dia_id, "date": r.date(turn), "speaker": turn.speaker,
            "session": turn.session, "conversation": r.conv_id}


def _filter(spec: dict):
    from qdrant_client import models

    return models.Filter(must=[models.FieldCondition(key=k, match=models.MatchValue(value=v))
                               for k, v in spec.items()])


def run(r) -> None:
    from qdrant_client import QdrantClient, models

    client = QdrantClient(":memory:")
    name = "chat"  # a new in-process client per run
    try:
        client.create_collection(name, vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
        for n in r.sessions:
            turns = r.session_turns(n)
            vectors = embed_texts([r.line(t) for t in turns], dim=DIM)
            with r.root("ingest_session"):
                client.upsert(name, points=[models.PointStruct(id=_point_id(t), vector=v, payload=_payload(r, t))
                                            for t, v in zip(turns, vectors)])
        target = r.target
        if r.fault == "overwrite":
            other = other_turn_same_speaker(r, target)
            vector = embed_texts([r.line(other)], dim=DIM)[0]
            with r.root("dedupe_job"), r.decisive_call({sc.KIND_WRITE, sc.KIND_UPDATE}, "qdrant"):
                client.upsert(name, points=[models.PointStruct(id=_point_id(target), vector=vector,
                                                               payload=_payload(r, other))])
        elif r.fault == "merge":
            other = other_turn_same_speaker(r, target)
            stale = f"[{r.date(other)}] {target.speaker}: {other.text}"
            with r.root("profile_merge_job"), r.decisive_call({sc.KIND_UPDATE}, "qdrant"):
                client.set_payload(name, payload={"text": stale, "merged_from": other.dia_id},
                                   points=[_point_id(target)])
        elif r.fault == "delete":
            with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "qdrant"):
                client.delete(name, points_selector=models.PointIdsList(points=[_point_id(target)]))
        question = r.q.text
        spec, limit = {"conversation": r.conv_id}, K
        qvec = embed_texts([question], dim=DIM)[0]
        if r.fault == "topk":
            with quietly():
                ranked = client.query_points(name, query=qvec, limit=1000, query_filter=_filter(spec)).points
            limit = topk_cut(r, [_dia(p.payload) for p in ranked], K)
        elif r.fault == "filter":
            spec = {**spec, **bad_filter(r)}
        elif r.fault == "query":
            def ranked(text):
                with quietly():
                    points = client.query_points(name, query=embed_texts([text], dim=DIM)[0], limit=1000,
                                                 query_filter=_filter(spec)).points
                return [_dia(p.payload) for p in points]
            qvec = embed_texts([rewritten_query(r, ranked, K)], dim=DIM)[0]
        with r.root("answer_question"):
            if r.fault in ("topk", "filter", "query"):
                with r.decisive_call({sc.KIND_RETRIEVE}, "qdrant"):
                    hits = client.query_points(name, query=qvec, limit=limit, query_filter=_filter(spec)).points
            else:
                hits = client.query_points(name, query=qvec, limit=limit, query_filter=_filter(spec)).points
            r.answer(answer_messages(question, [p.payload["text"] for p in hits]))
    finally:
        client.close()


def _dia(payload: dict) -> str:
    return payload.get("message_id") or ""
