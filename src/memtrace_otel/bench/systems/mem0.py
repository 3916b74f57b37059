"""mem0 (the real ``mem0ai`` library): ``Memory.from_config`` with the openai LLM and embedder pointed at the local
model and an in-memory qdrant, instrumented by ``memtrace_otel.instrument(instrumentations=["mem0", "litellm"])``.
The answer goes through ``litellm.completion`` with the retrieved memories in the prompt.

Spans come from the mem0 instrumentation (``mem0.add`` with its ``mem0.extract`` / ``mem0.write`` ... children,
``mem0.update``, ``mem0.delete``, ``mem0.search``) and the litellm one (the answer's generate span).

Turns go in with their day (``Turn.dated_line``) and the model's extraction writes each fact with it ("(8 May 2023)
Caroline went to ..."). Every fault is planted on the target evidence turn's key fact (``ctx.key_fact``).

Faults and how the run knows the span that applied each (the instrumentation opens them inside the library call, so
the run names them from the call's trace and time window, see :meth:`RunContext.mark_library_op`):
- ``omit``: the local model's extraction drops the evidence fact. The model applies it while answering one
  ``memory.add``'s extraction request; the run sees the omission in the model's decision log right after that call and
  marks the one ``mem0.extract`` span inside that call's window (a mem0 2.x add makes one extraction request).
- ``update`` / ``delete``: with mem0 2.x (no update/delete decisions), a maintenance pass calls ``memory.update`` /
  ``memory.delete`` on the record holding the answer; with mem0 1.x the local model's ADD/UPDATE/DELETE decision
  overwrites or deletes the memory holding the evidence fact (``FaultPlan.update_memories/delete_memories``), and the
  ground truth is the span inside that ``add`` that wrote the degraded version or the tombstone of that record.
- ``rank``: the search call gets a truncated query, under which the evidence record ranks below top-k.
- ``scope``: the search filters on another user id.
- ``response``, ``annotation``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model import answer_messages
from ..harness import condense, holds, now_ns

NAME = "mem0"
FAULTS = ("omit", "update", "delete", "rank", "scope", "response", "annotation")
INSTRUMENTATIONS = ("mem0", "litellm")
TOP_K = 5
TURNS_PER_ADD = 6
DIMS = 64
TRUNCATED_QUERY_WORDS = 2


def _major() -> int:
    from importlib.metadata import version

    return int(version("mem0ai").split(".")[0])


def model_decides_updates() -> bool:
    """mem0 1.x asks the model to ADD/UPDATE/DELETE memories: the update and delete faults are planted there."""
    return _major() == 1


def _search(memory, query: str, user_id: str, k: int) -> list[dict]:
    if _major() == 1:
        return memory.search(query, user_id=user_id, limit=k)["results"]
    return memory.search(query, filters={"user_id": user_id}, top_k=k)["results"]


def _all(memory, user_id: str) -> list[dict]:
    if _major() == 1:
        return memory.get_all(user_id=user_id, limit=1000)["results"]
    return memory.get_all(filters={"user_id": user_id}, top_k=1000)["results"]


def _update(memory, memory_id: str, text: str) -> None:
    if _major() == 1:
        memory.update(memory_id, text)
    else:
        memory.update(memory_id, text=text)


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


def _holder(memory, scope: str, fact):
    """The record holding the target evidence fact (by its text, never by the answer's words), and every record."""
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    with suppress_instrumentation():  # the app choosing where to plant its fault, not part of the trajectory
        found = _all(memory, scope)
    return next((m for m in found if holds(m["memory"], fact)), None), found


def run(ctx) -> None:
    memory = _memory(ctx)
    try:
        _run(ctx, memory)
    finally:
        memory.close()


def _run(ctx, memory) -> None:
    scope = ctx.scope
    decided = ctx.model_decides_updates and ctx.fault in ("update", "delete")
    holder_id = None
    with ctx.root("build") as build_trace:
        for n in ctx.spec.sessions:
            turns = ctx.conv.sessions[n]
            for i in range(0, len(turns), TURNS_PER_ADD):
                batch = turns[i:i + TURNS_PER_ADD]
                messages = [{"role": "user", "content": t.dated_line, "id": f"{ctx.run_id}:{t.dia_id}"}
                            for t in batch]
                before = len(ctx.server.policy.decisions)
                t0 = now_ns()
                memory.add(messages, user_id=scope, metadata={"session": n})
                t1 = now_ns()
                if ctx.fault == "omit" and ctx.omitted_by_model(before):
                    ctx.mark_library_op(build_trace, {sc.KIND_EXTRACT}, t0, t1, "mem0.extract")
                if decided and not ctx.result.fault_applied:
                    holder_id = _decided_fault(ctx, memory, build_trace, before, t0, t1, holder_id)
        if decided and not ctx.result.fault_applied:
            ctx.result.notes.append("no later add's decision call saw the evidence memory")
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
        found = _search(memory, question, filters["user_id"], top_k)
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

    holder, _ = _holder(memory, ctx.scope, ctx.key_fact(ctx.spec.target))
    words = ctx.spec.question.split()
    query = " ".join(words[:TRUNCATED_QUERY_WORDS])
    with suppress_instrumentation():
        ranked = _search(memory, query, ctx.scope, TOP_K)
    if holder is None or any(m["id"] == holder["id"] for m in ranked):
        ctx.result.notes.append("the truncated query still ranks the evidence record in the top-k")
        return None
    return query


def _maintenance(ctx, memory, build_trace: str) -> None:
    """A maintenance pass: with mem0 2.x and the update/delete faults, a harmless rewrite of the record holding the
    answer then the faulty update/delete of it; in every run a harmless rewrite of another record last (so neither
    the first change after the evidence nor the latest memory write before the answer is the faulty one)."""
    holder, found = _holder(memory, ctx.scope, ctx.key_fact(ctx.spec.target))
    if ctx.fault in ("update", "delete") and not ctx.model_decides_updates:
        if holder is None:
            ctx.result.notes.append("no mem0 record holds the target evidence fact: nothing to degrade")
        else:
            # an earlier, harmless touch of the same record: the faulty call is not the first change after it
            reviewed = holder["memory"] + " (reviewed)"
            _update(memory, holder["id"], reviewed)
            t0 = now_ns()
            if ctx.neutral:  # the replay without the fault: the same call, harmless
                _update(memory, holder["id"], reviewed)
            elif ctx.fault == "update":
                _update(memory, holder["id"], condense(reviewed, ctx.spec.expected))
            else:
                memory.delete(holder["id"])
            t1 = now_ns()
            kind = sc.KIND_UPDATE if ctx.fault == "update" else sc.KIND_DELETE
            ctx.mark_library_op(build_trace, {kind}, t0, t1, f"mem0.{ctx.fault}")
    others = [m for m in found if holder is None or m["id"] != holder["id"]][-1:]
    for m in others:
        _update(memory, m["id"], m["memory"] + " (reviewed)")


def _decided_fault(ctx, memory, build_trace: str, before: int, t0: int, t1: int, holder_id):
    """mem0 1.x: did this add's decision call apply the planted UPDATE/DELETE? Then the span that wrote the degraded
    version (or the tombstone) of the record that held the evidence is the ground truth. Returns the id of the
    record holding the answer now (known before the decision changed it)."""
    event = "UPDATE" if ctx.fault == "update" else "DELETE"
    applied = any(d.step == "update" and d.action == event and d.reason.startswith("fault plan")
                  for d in ctx.server.policy.decisions[before:])
    if applied:
        if holder_id is None:
            raise RuntimeError(f"{ctx.spec.case_id}: the decision call changed a memory the run never saw hold "
                               "the answer")
        kind = sc.KIND_UPDATE if ctx.fault == "update" else sc.KIND_DELETE
        ctx.mark_library_op(build_trace, {kind}, t0, t1, "mem0.", output=f"mem0:{holder_id}")
        return holder_id
    holder, _ = _holder(memory, ctx.scope, ctx.key_fact(ctx.spec.target))
    return holder["id"] if holder is not None else holder_id
