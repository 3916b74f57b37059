"""mem0 (2.x ``Memory``): the conversation goes into ``memory.add`` a few turns at a time; mem0's LLM (the local
server) extracts one memory per message, the message text verbatim with its date and speaker; a question is
answered from ``memory.search``'s memories through litellm.

The app (documented mem0 usage): ``Memory.from_config`` with the openai LLM and embedder at the local server and an
in-process qdrant; ``memory.add(messages, user_id=<conversation>, metadata={"session", "date"})``;
``memory.update(memory_id, text=...)`` and ``memory.delete(memory_id)`` in maintenance jobs;
``memory.search(question, filters={"user_id": ...}, top_k=K)``.

Faults: ``extract`` (mem0's extraction leaves the evidence turn out: the ``mem0.extract`` span of that ``add``),
``overwrite`` (``memory.update`` of the evidence memory with another turn's text), ``delete``
(``memory.delete``), ``topk`` (top_k below the evidence's rank), ``filter`` (a search filter on the current
session's metadata, or the speaker's name as user id), ``query`` (the question's first words only), ``response``.
"""

from __future__ import annotations

import time

from ... import semconv as sc
from ...local_model import answer_messages
from .apps_common import evidence_within_top_k, other_turn_same_speaker, quietly, rewritten_query, topk_cut
from .harness import NotApplicable
from .reader import squash

NAME = "mem0"
INSTRUMENTATIONS = ("mem0", "litellm")
FAULTS = ("extract", "overwrite", "delete", "topk", "filter", "query", "response")
K = 10
DIM = 256
TURNS_PER_ADD = 4


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


def _memory(r):
    from mem0 import Memory
    from qdrant_client import QdrantClient

    local = {"api_key": "local", "openai_base_url": r.server.base_url}
    return Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": DIM, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": f"mem0-{r.run_id}",
                                                          "embedding_model_dims": DIM}},
        "history_db_path": ":memory:",
    })


def _holder(memory, r, turn):
    with quietly():
        found = memory.get_all(filters={"user_id": r.conv_id}, top_k=1000)["results"]
    return next((m for m in found if squash(turn.text) in squash(m["memory"])), None)


def run(r) -> None:
    memory = _memory(r)
    try:
        _run(r, memory)
    finally:
        memory.close()


def _run(r, memory) -> None:
    for n in r.sessions:
        turns = r.session_turns(n)
        for i in range(0, len(turns), TURNS_PER_ADD):
            batch = turns[i:i + TURNS_PER_ADD]
            with r.root("handle_messages"):
                before, t0 = len(r.server.policy.dropped), time.time_ns()
                memory.add([{"role": "user", "content": r.line(t)} for t in batch], user_id=r.conv_id,
                           metadata={"session": n, "date": r.date(batch[0])})
                if len(r.server.policy.dropped) > before:
                    r.mark_window({sc.KIND_EXTRACT}, "mem0.extract", t0, time.time_ns())
    target = r.target
    if r.fault in ("overwrite", "delete"):
        held = _holder(memory, r, target)
        if held is None:
            raise NotApplicable("no mem0 memory holds the evidence turn")
        if r.fault == "overwrite":
            other = other_turn_same_speaker(r, target)
            with r.root("consolidate_job"), r.decisive_call({sc.KIND_UPDATE}, "mem0.update"):
                memory.update(held["id"], text=r.line(other))
        else:
            with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "mem0.delete"):
                memory.delete(held["id"])
    question, filters, top_k = r.q.text, {"user_id": r.conv_id}, K

    def ranked(text):
        with quietly():
            found = memory.search(text, filters=filters, top_k=1000)["results"]
        order = []
        for m in found:
            turn = next((t for t in r.turns if squash(t.text) in squash(m["memory"])), None)
            order.append(turn.dia_id if turn else "")
        return order

    if r.fault == "topk":
        top_k = topk_cut(r, ranked(question), K)
    elif r.fault == "query":
        question = rewritten_query(r, ranked, K)
    elif r.fault == "filter":
        last = r.sessions[-1]
        if any(t.session != last for t in r.q.evidence):
            filters = {**filters, "session": last}
        else:
            filters = {"user_id": r.target.speaker.lower()}
    with r.root("answer_question"):
        if r.fault in ("topk", "filter", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "mem0.search"):
                found = memory.search(question, filters=filters, top_k=top_k)["results"]
        else:
            found = memory.search(question, filters=filters, top_k=top_k)["results"]
        r.answer(answer_messages(r.q.text, [m["memory"] for m in found]))
