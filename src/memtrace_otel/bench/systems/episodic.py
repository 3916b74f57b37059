"""EverMemOS-style episodic memory on the manual API: boundary detection into episodes, episode extraction by the
model, hybrid retrieval (BM25 + dense, fused by reciprocal rank) with a rerank, then the answer.

Ops: ``episodic.segment`` (segment: a session's turns in, one segment variable per detected episode out),
``episodic.extract_episode`` (extract: a segment in, an ``episode`` memory unit out, its text the facts the model
extracted, through a mem0-2.x-style extraction prompt to the local model), ``episodic.consolidate`` /
``episodic.forget`` (update / delete: maintenance), ``episodic.search`` (retrieve: the public search call, scoped
to a conversation; its candidates go through the child ``episodic.rerank`` op; it returns the top-k) and
``episodic.answer`` (generate).

Faults, on the target evidence turn's key fact (``ctx.key_fact(ctx.spec.target)``): ``omit`` (the model's extraction
drops it: planted in the local model, applied inside the extract op whose request it answered), ``update`` /
``delete`` (maintenance condenses that fact in the episode holding it / deletes the episode), ``rank`` (a
recency-first ranking cuts the candidate pool to the newest top-k episodes, below which that episode falls),
``scope`` (the search filters on the wrong conversation), ``response``, ``annotation``. Each episode opens with the
day of its session ("(8 May 2023) ...").
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ... import semconv as sc
from ...api import operation
from ...local_model.embeddings import embed_texts
from ...local_model.words import content_set, content_stems
from ..harness import condense, holds

NAME = "episodic"
FAULTS = ("omit", "update", "delete", "rank", "scope", "response", "annotation")
INSTRUMENTATIONS: tuple[str, ...] = ()
TOP_K = 3
CANDIDATES = 8
RRF_K = 60
MAX_EPISODE_TURNS = 6
MIN_EPISODE_TURNS = 3
TOPIC_SHIFT = 0.05  # Jaccard of content words between neighbouring turns below which a new episode starts

EXTRACTION_SYSTEM = "You are a Memory Extractor. Extract the facts worth remembering from the new messages."


@dataclass
class Episode:
    var_id: str
    text: str
    scope: str


def _boundaries(turns) -> list[list]:
    """Split a session into episodes: a topic shift (low word overlap) after a few turns, or a size cap."""
    episodes, current = [], []
    for turn in turns:
        if current:
            prev, now = content_set(current[-1].text), content_set(turn.text)
            overlap = len(prev & now) / len(prev | now) if prev | now else 0.0
            if len(current) >= MAX_EPISODE_TURNS or (len(current) >= MIN_EPISODE_TURNS and overlap < TOPIC_SHIFT):
                episodes.append(current)
                current = []
        current.append(turn)
    if current:
        episodes.append(current)
    return episodes


def _extraction_prompt(turns, date: str) -> list[dict]:
    lines = "\n".join(f"user: {t.dated_line}" for t in turns)
    return [{"role": "system", "content": EXTRACTION_SYSTEM},
            {"role": "user", "content": f"## Existing Memories\n[]\n\n## New Messages\n{lines}\n\n"
                                        f"## Observation Date\n{date}"}]


def run(ctx) -> None:
    store: dict[str, Episode] = {}
    with ctx.root("build"):
        for n in ctx.spec.sessions:
            turns = ctx.conv.sessions[n]
            with operation(sc.KIND_SEGMENT, "episodic.segment", system=NAME, conversation_id=ctx.scope) as op:
                segments = _boundaries(turns)
                for t in turns:
                    op.input(ctx.msg_var(t), t.dated_line, kind="message", relation=sc.REL_DERIVED_FROM)
                seg_ids = []
                for i, seg in enumerate(segments):
                    seg_id = f"episodic:{ctx.run_id}:s{n}:seg{i}"
                    op.output(seg_id, "\n".join(t.dated_line for t in seg), kind="other",
                              source_ids=[ctx.msg_var(t) for t in seg])
                    seg_ids.append(seg_id)
            for seg_id, seg in zip(seg_ids, segments):
                _extract(ctx, seg_id, seg, turns[0].day if turns else "", store)
        _maintenance(ctx, store)
    with ctx.root("ask"):
        hits = _search(ctx, store)
        ctx.generate(NAME, [(e.var_id, e.text, "episode") for e in hits])


def _extract(ctx, seg_id: str, seg, date: str, store: dict[str, Episode]) -> None:
    with operation(sc.KIND_EXTRACT, "episodic.extract_episode", system=NAME, conversation_id=ctx.scope) as op:
        op.input(seg_id, "\n".join(t.dated_line for t in seg), kind="other", relation=sc.REL_DERIVED_FROM)
        before = len(ctx.server.policy.decisions)
        reply = ctx.chat(_extraction_prompt(seg, date))
        if ctx.fault == "omit" and ctx.omitted_by_model(before):
            ctx.mark_root_cause(op)  # the model answered this op's request without the evidence fact
        facts = [m.get("text", "") for m in json.loads(reply).get("memory", []) if m.get("text")]
        if not facts:
            return
        episode_id = f"episodic:{ctx.run_id}:ep{len(store)}"
        text = f"({date}) " + " ".join(f if f.endswith(".") else f + "." for f in facts)
        op.output(episode_id, text, kind="episode", source_ids=[seg_id])
        store[episode_id] = Episode(episode_id, text, ctx.scope)


def _holding(store: dict[str, Episode], fact) -> str | None:
    """The episode holding the target evidence fact (by its text, never by the answer's words)."""
    return next((k for k, e in store.items() if holds(e.text, fact)), None)


def _maintenance(ctx, store: dict[str, Episode]) -> None:
    """Consolidation: for the update/delete faults a harmless rewrite of the episode holding the answer, then the
    faulty step on it; in every run a harmless rewrite of another episode last."""
    fact = ctx.key_fact(ctx.spec.target)
    target = _holding(store, fact) if ctx.fault in ("update", "delete") else None
    if ctx.fault in ("update", "delete") and target is None:
        ctx.result.notes.append("no episode holds the target evidence fact: nothing to degrade")
    if target is not None:  # an earlier, harmless touch of the same episode
        _touch(ctx, store, target)
    if target is not None and (ctx.fault == "update" or ctx.neutral):
        with operation(sc.KIND_UPDATE, "episodic.consolidate", system=NAME, conversation_id=ctx.scope,
                       operation_name=sc.OP_UPDATE_MEMORY, record_id=target) as op:
            # consolidation condenses the target fact inside the episode (the replay without the fault keeps it)
            if not ctx.neutral:
                store[target].text = _replace_fact(store[target].text, fact, condense(fact, ctx.spec.expected))
            op.output(target, store[target].text, kind="episode")
            ctx.mark_root_cause(op)
    elif target is not None and ctx.fault == "delete":
        with operation(sc.KIND_DELETE, "episodic.forget", system=NAME, conversation_id=ctx.scope,
                       operation_name=sc.OP_DELETE_MEMORY, record_id=target) as op:
            op.delete(target, kind="episode")
            del store[target]
            ctx.mark_root_cause(op)
    for key in [k for k in store if k != target][-1:]:
        _touch(ctx, store, key)


def _replace_fact(text: str, fact: str, new: str) -> str:
    if fact in text:
        return text.replace(fact, new, 1)
    return condense(text, "")  # not verbatim (never expected): condense the whole episode


def _touch(ctx, store: dict[str, Episode], key: str) -> None:
    """A harmless consolidation rewrite that keeps every word of the episode."""
    with operation(sc.KIND_UPDATE, "episodic.consolidate", system=NAME, conversation_id=ctx.scope,
                   operation_name=sc.OP_UPDATE_MEMORY, record_id=key) as op:
        store[key].text = store[key].text + " (consolidated)"
        op.output(key, store[key].text, kind="episode")


def _fused(question: str, episodes: list[Episode]) -> list[tuple[Episode, float]]:
    """BM25 + dense (the local hash embeddings), fused by reciprocal rank."""
    from rank_bm25 import BM25Okapi

    if not episodes:
        return []
    docs = [content_stems(e.text) or ["\x00"] for e in episodes]
    sparse = list(BM25Okapi(docs).get_scores(content_stems(question)))
    vectors = embed_texts([e.text for e in episodes] + [question])
    dense = [sum(a * b for a, b in zip(v, vectors[-1])) for v in vectors[:-1]]
    fused = [0.0] * len(episodes)
    for scores in (sparse, dense):
        for rank, i in enumerate(sorted(range(len(episodes)), key=lambda i: (-scores[i], i))):
            fused[i] += 1.0 / (RRF_K + rank + 1)
    order = sorted(range(len(episodes)), key=lambda i: (-fused[i], i))
    return [(episodes[i], fused[i]) for i in order]


def _ranked(question: str, episodes: list[Episode], recency_first: bool) -> list[tuple[Episode, float]]:
    fused = _fused(question, episodes)
    if recency_first:  # newest episode first (ids grow with time), relevance only breaks ties
        fused.sort(key=lambda pair: -int(pair[0].var_id.rsplit(":ep", 1)[1]))
    return fused


def _search(ctx, store: dict[str, Episode]) -> list[Episode]:
    question = ctx.spec.question
    scope = ctx.scope if ctx.fault != "scope" else f"{ctx.scope}-archive"
    pool = CANDIDATES
    recency_first = ctx.fault == "rank"  # the fault: a recency-first ranking cut to top-k before the rerank
    if recency_first:
        pool = TOP_K
        holder = _holding(store, ctx.key_fact(ctx.spec.target))
        ranked = [e.var_id for e, _ in _ranked(question, [e for e in store.values() if e.scope == scope], True)]
        if holder is None or holder in ranked[:pool]:
            ctx.result.notes.append("the evidence episode is among the most recent ones: a recency cut keeps it")
            return []
    with operation(sc.KIND_RETRIEVE, "episodic.search", system=NAME, conversation_id=scope,
                   operation_name=sc.OP_SEARCH_MEMORY, provider=NAME,
                   attributes={sc.GEN_AI_REQUEST_TOP_K: TOP_K, "episodic.candidate_pool": pool}) as op:
        op.input(f"query:{ctx.run_id}", question, kind="query", relation=sc.REL_DERIVED_FROM)
        if ctx.fault in ("scope", "rank"):
            ctx.mark_root_cause(op)
        candidates = _ranked(question, [e for e in store.values() if e.scope == scope], recency_first)[:pool]
        with operation(sc.KIND_RERANK, "episodic.rerank", system=NAME, conversation_id=scope) as rr:
            q = content_set(question)
            for rank, (e, score) in enumerate(candidates):
                rr.input(e.var_id, e.text, kind="episode", rank=rank, score=score)
            reranked = sorted(candidates, key=lambda c: (-len(q & content_set(c[0].text)), -c[1]))
            hits = [e for e, _ in reranked[:TOP_K]]
            rr.output(f"episodic:{ctx.run_id}:reranked", json.dumps([e.var_id for e in hits]), kind="retrieved_set")
        for rank, e in enumerate(hits):
            op.input(e.var_id, e.text, kind="episode", rank=rank)
        op.output(f"episodic:{ctx.run_id}:results", json.dumps([e.var_id for e in hits]), kind="retrieved_set")
    return hits
