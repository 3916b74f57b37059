"""mem0 (the real ``mem0ai`` library): ``Memory.from_config`` with the openai LLM and embedder pointed at the local
model and an in-memory qdrant, instrumented by ``memtrace_otel.instrument(instrumentations=["mem0", "litellm"])``.
The answer goes through ``litellm.completion`` with the retrieved memories in the prompt.

Spans come from the mem0 instrumentation (``mem0.add`` with its ``mem0.extract`` / ``mem0.write`` ... children,
``mem0.update``, ``mem0.delete``, ``mem0.search``) and the litellm one (the answer's generate span).

Faults and how the run knows the span that applied each (the instrumentation opens them inside the library call, so
the run names them from the call's trace and time window, see :meth:`RunContext.mark_library_op`):
- ``omit``: the local model's extraction drops the evidence fact. The model applies it while answering one
  ``memory.add``'s extraction request; the run sees the omission in the model's decision log right after that call and
  marks the one ``mem0.extract`` span inside that call's window (a mem0 2.x add makes one extraction request).
- ``update`` / ``delete``: a maintenance pass calls ``memory.update`` / ``memory.delete`` on the record holding the
  answer (mem0 2.x has no update/delete decisions; with mem0 1.x the same faults could come from the decision call).
- ``rank``: the search call gets a truncated query, under which the evidence record ranks below top-k.
- ``scope``: the search filters on another user id.
- ``response``, ``annotation``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.words import content_set
from ..harness import degrade, now_ns

NAME = "mem0"
FAULTS = ("omit", "update", "delete", "rank", "scope", "response", "annotation")
INSTRUMENTATIONS = ("mem0", "litellm")
TOP_K = 5
TURNS_PER_ADD = 6
DIMS = 64
TRUNCATED_QUERY_WORDS = 2


def _memory(ctx):
    from mem0 import Memory
    from qdrant_client import QdrantClient

    config = {
        "llm": {"provider": "openai", "config": {"model": "local", "api_key": "x",
                                                 "openai_base_url": ctx.server.base_url}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "api_key": "x",
                                                      "openai_base_url": ctx.server.base_url,
                                                      "embedding_dims": DIMS}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": f"bench-{ctx.run_id}",
                                                          "embedding_model_dims": DIMS}},
        "history_db_path": ":memory:",  # mem0's history log: not part of the benchmark, and disk syncs are slow
    }
    return Memory.from_config(config)


def _holder(memory, scope: str, answer: str):
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    words = content_set(answer)
    with suppress_instrumentation():  # the app choosing where to plant its fault, not part of the trajectory
        found = memory.get_all(filters={"user_id": scope}, top_k=1000)["results"]
    return next((m for m in found if words <= content_set(m["memory"])), None), found


def run(ctx) -> None:
    memory = _memory(ctx)
    try:
        _run(ctx, memory)
    finally:
        memory.close()


def _run(ctx, memory) -> None:
    scope = ctx.scope
    with ctx.root("build") as build_trace:
        for n in ctx.spec.sessions:
            turns = ctx.conv.sessions[n]
            for i in range(0, len(turns), TURNS_PER_ADD):
                batch = turns[i:i + TURNS_PER_ADD]
                messages = [{"role": "user", "content": t.line, "id": f"{ctx.run_id}:{t.dia_id}"} for t in batch]
                before = len(ctx.server.policy.decisions)
                t0 = now_ns()
                memory.add(messages, user_id=scope, metadata={"session": n})
                t1 = now_ns()
                if ctx.fault == "omit" and ctx.omitted_by_model(before):
                    ctx.mark_library_op(build_trace, {sc.KIND_EXTRACT}, t0, t1, "mem0.extract")
        _maintenance(ctx, memory, build_trace)
    with ctx.root("ask") as ask_trace:
        question, filters, top_k = ctx.spec.question, {"user_id": scope}, TOP_K
        if ctx.fault == "scope":
            filters = {"user_id": f"{scope}-{ctx.conv.speakers[0].lower()}"}
        elif ctx.fault == "rank":
            question = _truncated(ctx, memory)
            if question is None:
                return
        t0 = now_ns()
        found = memory.search(question, filters=filters, top_k=top_k)["results"]
        t1 = now_ns()
        if ctx.fault in ("scope", "rank"):
            ctx.mark_library_op(ask_trace, {sc.KIND_RETRIEVE}, t0, t1, "mem0.search")
        import litellm

        from ...api import last_answer_operation

        reply = litellm.completion(model="openai/local", api_base=ctx.server.base_url, api_key="x",
                                   messages=answer_messages(ctx.spec.question, [m["memory"] for m in found]))
        answer = last_answer_operation()
        if answer is None or answer.trace_id != ask_trace:
            raise RuntimeError(f"{ctx.spec.case_id}: the litellm instrumentation made no answer span")
        if ctx.fault == "response":
            ctx.mark_root_cause(answer)
        ctx.result.actual, ctx.result.answer = reply.choices[0].message.content, answer


def _truncated(ctx, memory):
    """The faulty search gets only the first words of the question; check the evidence record falls below top-k."""
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    holder, _ = _holder(memory, ctx.scope, ctx.spec.expected)
    words = ctx.spec.question.split()
    query = " ".join(words[:TRUNCATED_QUERY_WORDS])
    with suppress_instrumentation():
        ranked = memory.search(query, filters={"user_id": ctx.scope}, top_k=TOP_K)["results"]
    if holder is None or any(m["id"] == holder["id"] for m in ranked):
        ctx.result.notes.append("the truncated query still ranks the evidence record in the top-k")
        return None
    return query


def _maintenance(ctx, memory, build_trace: str) -> None:
    """A maintenance pass: the faulty update/delete of the record holding the answer, then a harmless rewrite of
    another record (so the latest memory write before the answer is not the faulty one)."""
    holder, found = _holder(memory, ctx.scope, ctx.spec.expected)
    if ctx.fault in ("update", "delete"):
        if holder is None:
            ctx.result.notes.append("no mem0 record holds the answer: nothing to degrade")
        else:
            t0 = now_ns()
            if ctx.fault == "update":
                memory.update(holder["id"], text=degrade(holder["memory"], ctx.spec.expected))
            else:
                memory.delete(holder["id"])
            t1 = now_ns()
            kind = sc.KIND_UPDATE if ctx.fault == "update" else sc.KIND_DELETE
            ctx.mark_library_op(build_trace, {kind}, t0, t1, f"mem0.{ctx.fault}")
    others = [m for m in found if holder is None or m["id"] != holder["id"]][-1:]
    for m in others:
        memory.update(m["id"], text=m["memory"] + " (reviewed)")
