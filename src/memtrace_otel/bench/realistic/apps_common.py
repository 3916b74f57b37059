"""Small helpers the realistic apps share (none of them traces anything)."""

from __future__ import annotations

import contextlib
from typing import Iterator

from .harness import NotApplicable


@contextlib.contextmanager
def quietly() -> Iterator[None]:
    """The harness sizing a fault (e.g. where the evidence ranks): not part of the app's trajectory."""
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    with suppress_instrumentation():
        yield


def local_embedding_function():
    """memtrace's deterministic offline embeddings as a chromadb EmbeddingFunction (the bench's RAG system's)."""
    from ..systems.rag import _embedding_function

    return _embedding_function()

    return LocalEmbeddings()


def topk_cut(r, ranked_ids: list, k_clean: int) -> int:
    """A top-k too small to hold every evidence record: the rank of the worst-ranked evidence record. Not
    applicable when the clean top-k would miss it anyway, or when it ranks first."""
    ids = [str(i) for i in ranked_ids]
    ranks = [ids.index(t.dia_id) if t.dia_id in ids else 10**6 for t in r.q.evidence]
    worst = max(ranks)
    if worst >= k_clean:
        raise NotApplicable(f"the clean top-{k_clean} misses evidence already (rank {worst})")
    if worst == 0:
        raise NotApplicable("the evidence ranks first: no top-k can cut it")
    return worst


def bad_filter(r) -> dict:
    """A wrong metadata filter that leaves out at least one evidence turn: the current (last) session only, or the
    other speaker's turns only."""
    last = r.sessions[-1]
    if any(t.session != last for t in r.q.evidence):
        return {"session": last}
    speakers = list(r.q.conv.speakers)
    for s in speakers:
        if any(t.speaker != s for t in r.q.evidence):
            return {"speaker": s}
    raise NotApplicable("no session or speaker filter leaves the evidence out")


def other_turn_same_speaker(r, target):
    """Another turn of the same session by the same speaker (what an id collision writes over the target), never an
    evidence turn."""
    evidence = {t.dia_id for t in r.q.evidence}
    turns = [t for t in r.session_turns(target.session) if t.dia_id not in evidence and len(t.text.split()) >= 4]
    same = [t for t in turns if t.speaker == target.speaker]
    pool = same or turns
    if not pool:
        raise NotApplicable("no other turn to collide with")
    after = [t for t in pool if t.dia_id > target.dia_id]
    return (after or pool)[0]


def evidence_within_top_k(question, k: int) -> bool:
    """Would a similarity search over the loaded turns (the apps' embeddings, the question as the query) hold every
    evidence turn in its top ``k``? Used to skip questions whose clean run cannot be right before running them
    (the replay check still decides)."""
    import numpy as np

    from ...local_model.embeddings import embed_texts
    from .data import line

    turns = question.turns
    matrix = np.asarray(embed_texts([line(t) for t in turns]))
    scores = matrix @ np.asarray(embed_texts([question.text])[0])
    order = [turns[i].dia_id for i in np.argsort(-scores, kind="stable")]
    return max(order.index(t.dia_id) for t in question.evidence) < k


def rewritten_query(r, ranked_ids_for, k: int) -> str:
    """The app's search query cut to the question's first words (a query-length limit in its rewriter): the shortest
    prefix of three words or more under which some evidence record ranks below the top ``k``.
    ``ranked_ids_for(query)`` gives the dialogue ids the search would return, best first."""
    words = r.q.text.rstrip("?").split()
    for n in range(3, len(words)):
        query = " ".join(words[:n])
        top = [str(i) for i in ranked_ids_for(query)][:k]
        if any(t.dia_id not in top for t in r.q.evidence):
            return query
    raise NotApplicable("no shortened query ranks the evidence out of the top-k")
