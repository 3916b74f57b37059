"""Finding the source evidence of a failed case: the input messages that held what the answer needed.

Given ids are used as they are. Otherwise this is MemTrace's pseudo-evidence step, made offline: BM25 over the
messages' content words and dense vectors from an embedded model (feature hashing by default, WordLlama when asked;
both ship inside PyPI wheels and need no server), fused by reciprocal rank (k=60), query = question + expected answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional

from ..graph import EvolutionGraph, VariableVersion
from ..text.words import content_stems
from .information import InformationNeed

RRF_K = 60
MESSAGE_KINDS = frozenset({"message"})


@dataclass
class Evidence:
    nodes: list[str] = field(default_factory=list)  # node ids ("id@version")
    method: str = "none"  # given | pseudo | none
    weak: bool = False  # chosen by relevance only: none of them holds the expected answer
    ranked: list[tuple[str, float]] = field(default_factory=list)  # fused ranking (node id, score)


def _resolve_given(graph: EvolutionGraph, ids: Iterable[str]) -> list[str]:
    """Node ids for given evidence ids: a node id, a var id (its first version), or a dataset id that ends a var id
    ("D1:3" for "msg:conv-26:D1:3")."""
    messages = sorted({n.var_id for n in graph.variables.values() if n.kind in MESSAGE_KINDS})
    nodes: list[str] = []
    for raw in (str(i) for i in ids):
        if raw in graph.variables:
            nodes.append(raw)
            continue
        matches = [raw] if graph.versions(raw) else [v for v in messages if v.endswith(":" + raw)]
        nodes.extend(graph.versions(m)[0].node_id for m in matches[:1])
    return nodes


def message_documents(graph: EvolutionGraph, before_op: Optional[str] = None) -> list[VariableVersion]:
    """The messages a memory system received (first version of each message id) before ``before_op``."""
    limit = graph.position(before_op) if before_op and before_op in graph.operations else None
    docs = []
    for node in graph.variables.values():
        if node.kind not in MESSAGE_KINDS or node.version != 1:
            continue
        if limit is not None:
            consumers = graph.consumers(node.node_id)
            producer = graph.producer(node.node_id)
            first = producer or (consumers[0] if consumers else None)
            if first is not None and graph.position(first.op_id) > limit:
                continue
        docs.append(node)
    docs.sort(key=lambda n: n.node_id)
    return docs


def _rank_bm25(texts: list[list[str]], query: list[str]) -> list[float]:
    from rank_bm25 import BM25Okapi

    if not any(texts) or not query:
        return [0.0] * len(texts)
    return list(BM25Okapi([t or ["\x00"] for t in texts]).get_scores(query))


def _rank_dense(texts: list[str], query: str, method: str) -> list[float]:
    import numpy as np

    from ..text.embeddings import embed_texts

    vectors = np.asarray(embed_texts(texts + [query], method=method), dtype=float)
    return list(vectors[:-1] @ vectors[-1])


def rrf_fuse(rankings: list[list[float]], ids: list[str], k: int, candidates: int) -> list[tuple[str, float]]:
    fused: dict[str, float] = {}
    best: dict[str, int] = {}
    for scores in rankings:
        order = sorted(range(len(ids)), key=lambda i: (-scores[i], ids[i]))[:candidates]
        for rank, i in enumerate(order):
            fused[ids[i]] = fused.get(ids[i], 0.0) + 1.0 / (k + rank + 1)
            best[ids[i]] = min(best.get(ids[i], rank), rank)
    return sorted(fused.items(), key=lambda kv: (-kv[1], best[kv[0]], kv[0]))


def _in_scope(graph: EvolutionGraph, docs: list[VariableVersion], scope_key: Optional[str]) -> list[VariableVersion]:
    """The messages that entered the answer's memory scope."""
    if not scope_key:
        return docs

    def scope_of(node: VariableVersion) -> Optional[str]:
        first = graph.producer(node.node_id) or next(iter(graph.consumers(node.node_id)), None)
        return first.scope_key if first is not None else None
    return [d for d in docs if scope_of(d) == scope_key]


def find_evidence(graph: EvolutionGraph, need: InformationNeed, *, given_ids: Iterable[str] = (),
                  before_op: Optional[str] = None, k: int = 8, dense: str = "hash",
                  scope_key: Optional[str] = None) -> Evidence:
    given = list(given_ids)
    if given:
        nodes = _resolve_given(graph, given)
        if nodes:
            return Evidence(nodes=nodes, method="given")
    docs = [d for d in message_documents(graph, before_op) if d.content]
    if not docs or need.mode == "none":
        return Evidence(method="none", weak=True)
    ids = [d.node_id for d in docs]
    texts = [d.content or "" for d in docs]
    query = need.query
    rankings = [_rank_bm25([content_stems(t) for t in texts], content_stems(query))]
    try:
        rankings.append(_rank_dense(texts, query, dense))
    except Exception:  # the dense model is optional: BM25 alone still works
        pass
    fused = rrf_fuse(rankings, ids, RRF_K, candidates=2 * k)
    content = {d.node_id: d.content for d in docs}
    if need.answer_sets:
        holding = [nid for nid, _ in fused[:k] if need.carried_by(content[nid])]
        if not holding:  # the answer may sit outside the top k: scan every message, best fused rank first
            order = {nid: i for i, (nid, _) in enumerate(fused)}
            holding = sorted((d.node_id for d in docs if need.carried_by(d.content)),
                             key=lambda nid: (order.get(nid, len(order)), nid))[:k]
        if holding:
            # one graph may hold many users' or runs' memories, with the same message in several: prefer the copies
            # in the answer's scope; out-of-scope ones only when no copy is in scope (a scope-filtering fault)
            in_scope = {d.node_id for d in _in_scope(graph, [d for d in docs if d.node_id in holding], scope_key)}
            holding = [n for n in holding if n in in_scope] or holding
            return Evidence(nodes=holding, method="pseudo", ranked=fused[:k])
        return Evidence(nodes=[], method="pseudo", weak=True, ranked=fused[:k])
    return Evidence(nodes=[nid for nid, _ in fused[:3]], method="pseudo", weak=True, ranked=fused[:k])
