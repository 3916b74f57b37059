"""LangGraph long-term store instrumentation against the real ``InMemoryStore`` and an ``AsyncBatchedBaseStore``."""

from __future__ import annotations

import asyncio
import threading

import pytest

pytest.importorskip("langgraph.store.memory")

from langgraph.store.base import BaseStore, InvalidNamespaceError  # noqa: E402
from langgraph.store.base.batch import AsyncBatchedBaseStore  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.graph import build_graph  # noqa: E402
from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor  # noqa: E402
from memtrace_otel.local_model.embeddings import embed_texts  # noqa: E402
from memtrace_otel.span_record import from_readable_span  # noqa: E402

from instrumenting import instrumented_fixture  # noqa: E402
from memory_spans import memory_ops, patched_attrs  # noqa: E402

NS = ("memories", "alice")
VAR = "langgraph:memories/alice:pref"


class QueueStore(AsyncBatchedBaseStore):
    """A concrete batched store (what Postgres/Redis stores subclass) over an InMemoryStore."""

    def __init__(self, inner: InMemoryStore):
        super().__init__()
        self.inner = inner

    async def abatch(self, ops):
        return await self.inner.abatch(ops)

    def batch(self, ops):  # pragma: no cover - the batched base routes sync calls to abatch
        return self.inner.batch(ops)


instrumented = instrumented_fixture(LangGraphStoreInstrumentor)


def test_put_versions_get_and_delete(instrumented, capture_content):
    store = InMemoryStore()
    store.put(NS, "pref", {"text": "likes tea"})
    store.put(NS, "pref", {"text": "likes tea"})  # same value: unchanged
    store.put(NS, "pref", {"text": "likes coffee"})
    item = store.get(NS, "pref")
    assert item.value == {"text": "likes coffee"}
    assert store.get(NS, "missing") is None
    store.delete(NS, "pref")

    ops = memory_ops(instrumented)
    assert [(o.name, o.kind) for o in ops] == [
        ("langgraph.store.put", "write"), ("langgraph.store.put", "update"), ("langgraph.store.put", "update"),
        ("langgraph.store.get", "retrieve"), ("langgraph.store.get", "retrieve"),
        ("langgraph.store.delete", "delete")]
    put1, put2, put3, get, miss, delete = ops
    assert put1.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPSERT_MEMORY
    assert put1.attrs[sc.GEN_AI_PROVIDER_NAME] == "langgraph"
    assert put1.attrs[sc.GEN_AI_MEMORY_STORE_ID] == "InMemoryStore"
    assert put1.attrs[sc.MEMTRACE_SCOPE_KEY] == "memories/alice"
    assert put1.attrs[sc.GEN_AI_MEMORY_RECORD_ID] == "pref"
    out = put1.outputs()[0]
    assert (out.id, out.kind, out.version, out.change) == (VAR, "memory_record", 1, "create")
    assert '"likes tea"' in out.content
    assert put2.outputs()[0].change == "unchanged" and put2.outputs()[0].version == 1
    o3 = put3.outputs()[0]
    assert (o3.version, o3.change) == (2, "update")
    assert [(i.id, i.version, i.relation) for i in put3.inputs()] == [(VAR, 1, "updates")]
    assert put3.linked_span_ids() == [put1.span_id]

    [read] = get.inputs()
    assert (read.id, read.version, read.relation) == (VAR, 2, "reads")
    assert get.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    assert get.linked_span_ids() == [put3.span_id]
    assert miss.inputs() == [] and miss.attrs[sc.GEN_AI_MEMORY_RECORD_COUNT] == 0

    assert delete.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_DELETE_MEMORY
    tomb = delete.outputs()[0]
    assert (tomb.version, tomb.change, tomb.content) == (3, "delete", None)
    assert [(i.version, i.relation) for i in delete.inputs()] == [(2, "deletes")]

    graph = build_graph(from_readable_span(o.span) for o in ops)
    assert graph is not None


def test_put_none_is_a_delete(instrumented):
    store = InMemoryStore()
    store.put(NS, "pref", {"text": "x"})
    store.put(NS, "pref", None)
    put, delete = memory_ops(instrumented)
    assert delete.kind == "delete" and delete.outputs()[0].change == "delete"
    assert delete.outputs()[0].content is None  # capture off: no content anywhere
    assert put.outputs()[0].content is None and put.outputs()[0].hash.startswith("sha256:")


def test_search_with_index_ranks_scores_and_query(instrumented, capture_content):
    store = InMemoryStore(index={"dims": 64, "embed": lambda texts: embed_texts(texts, dim=64)})
    store.put(NS, "tea", {"text": "Alice drinks green tea every morning"})
    store.put(NS, "dog", {"text": "Alice has a dog named Rex"})
    store.put(("memories", "bob"), "tea", {"text": "Bob hates tea"})
    hits = store.search(NS, query="what does alice drink", limit=2)
    assert hits[0].key == "tea"

    ops = memory_ops(instrumented)
    search = ops[-1]
    assert search.kind == "retrieve" and search.name == "langgraph.store.search"
    assert search.attrs[sc.GEN_AI_REQUEST_TOP_K] == 2
    assert search.attrs[sc.GEN_AI_MEMORY_QUERY_TEXT] == "what does alice drink"
    query = [v for v in search.inputs() if v.kind == "query"]
    assert len(query) == 1 and query[0].relation == "derived_from" and query[0].version == 1
    recs = [v for v in search.inputs() if v.kind == "memory_record"]
    assert [(v.id, v.rank) for v in recs] == [("langgraph:memories/alice:tea", 0), ("langgraph:memories/alice:dog", 1)]
    assert recs[0].score == pytest.approx(hits[0].score) and recs[0].score > recs[1].score
    assert set(search.linked_span_ids()) == {ops[0].span_id, ops[1].span_id}
    assert search.attrs[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2


def test_search_without_index_filters(instrumented):
    store = InMemoryStore()
    store.put(NS, "a", {"kind": "pref", "text": "tea"})
    store.put(NS, "b", {"kind": "fact", "text": "dog"})
    hits = store.search(("memories",), filter={"kind": "fact"})
    assert [h.key for h in hits] == ["b"]
    search = memory_ops(instrumented)[-1]
    assert [(v.id, v.rank, v.version) for v in search.inputs()] == [("langgraph:memories/alice:b", 0, 1)]
    assert search.attrs[sc.MEMTRACE_SCOPE_KEY] == "memories"


async def test_async_twins(instrumented):
    store = InMemoryStore()
    await store.aput(NS, "pref", {"text": "tea"})
    item = await store.aget(NS, "pref")
    assert item.value == {"text": "tea"}
    assert [h.key for h in await store.asearch(NS)] == ["pref"]
    await store.adelete(NS, "pref")
    ops = memory_ops(instrumented)
    assert [o.kind for o in ops] == ["write", "retrieve", "retrieve", "delete"]
    assert ops[1].inputs()[0].version == 1 and ops[3].outputs()[0].version == 2
    assert all(o.span.end_time > o.span.start_time for o in ops)


async def test_batched_store_override_gives_one_span_per_call(instrumented):
    """AsyncBatchedBaseStore overrides aget/aput..., and its sync get() runs aget() on the store's loop."""
    store = QueueStore(InMemoryStore())
    await store.aput(NS, "pref", {"text": "tea"})
    assert (await store.aget(NS, "pref")).value == {"text": "tea"}
    # sync calls from another thread go through the override and then into the wrapped aget on this loop
    result = {}
    thread = threading.Thread(target=lambda: result.update(item=store.get(NS, "pref"),
                                                           none=store.put(NS, "pref", {"text": "coffee"})))
    thread.start()
    while thread.is_alive():
        await asyncio.sleep(0.01)
    thread.join()
    assert result["item"].value == {"text": "tea"}
    ops = memory_ops(instrumented)
    assert [(o.name, o.kind) for o in ops] == [
        ("langgraph.store.put", "write"), ("langgraph.store.get", "retrieve"),
        ("langgraph.store.get", "retrieve"), ("langgraph.store.put", "update")]
    assert ops[0].attrs[sc.GEN_AI_MEMORY_STORE_ID] == "QueueStore"
    assert ops[3].outputs()[0].version == 2


def test_super_call_in_subclass_is_one_span(span_exporter, provider):
    class AuditedStore(InMemoryStore):
        def put(self, namespace, key, value, index=None, **kw):
            return super().put(namespace, key, value, index, **kw)

    inst = LangGraphStoreInstrumentor()
    inst.instrument(tracer_provider=provider)  # the subclass exists now, so its override is wrapped too
    try:
        AuditedStore().put(NS, "pref", {"text": "tea"})
    finally:
        inst.uninstrument()
    ops = memory_ops(span_exporter)
    assert len(ops) == 1 and ops[0].attrs[sc.GEN_AI_MEMORY_STORE_ID] == "AuditedStore"
    assert "put" in vars(AuditedStore) and not hasattr(vars(AuditedStore)["put"], "__wrapped__")


def test_exceptions_pass_through(instrumented):
    store = InMemoryStore()
    with pytest.raises(InvalidNamespaceError):
        store.put(("langgraph",), "k", {"x": 1})  # the root label "langgraph" is reserved
    with pytest.raises(InvalidNamespaceError):
        store.get(("bad.label",), "k")
    ops = memory_ops(instrumented)
    assert len(ops) == 2
    assert all(o.attrs[sc.ERROR_TYPE] == "InvalidNamespaceError" for o in ops)
    assert all(o.outputs() == [] for o in ops)


def test_uninstrument_restores_every_method(span_exporter, provider):
    before = patched_attrs(BaseStore, AsyncBatchedBaseStore, InMemoryStore)
    inst = LangGraphStoreInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert vars(BaseStore)["put"] is not before[(id(BaseStore), "put")]
    assert vars(AsyncBatchedBaseStore)["aget"] is not before[(id(AsyncBatchedBaseStore), "aget")]
    inst.uninstrument()
    after = patched_attrs(BaseStore, AsyncBatchedBaseStore, InMemoryStore)
    assert after.keys() == before.keys() and all(after[k] is before[k] for k in before)
    InMemoryStore().put(NS, "k", {"x": 1})
    assert memory_ops(span_exporter) == []


def test_instrument_entry_point(span_exporter):
    import memtrace_otel

    result = memtrace_otel.instrument(instrumentations=["langgraph_store"], exporter="none")
    assert result.instrumented == ["langgraph_store"]


def test_store_used_from_a_graph_node(instrumented):
    """A compiled StateGraph hands its store to nodes; their calls are the ones traced."""
    from typing import TypedDict

    from langgraph.graph import END, START, StateGraph

    class State(TypedDict):
        text: str

    def remember(state: State, *, store: BaseStore) -> dict:
        store.put(NS, "last", {"text": state["text"]})
        return {}

    async def recall(state: State, *, store: BaseStore) -> dict:
        item = await store.aget(NS, "last")
        return {"text": item.value["text"].upper()}

    builder = StateGraph(State)
    builder.add_node("remember", remember)
    builder.add_node("recall", recall)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", "recall")
    builder.add_edge("recall", END)
    app = builder.compile(store=InMemoryStore())
    assert asyncio.run(app.ainvoke({"text": "tea"})) == {"text": "TEA"}
    put, get = memory_ops(instrumented)
    assert (put.kind, get.kind) == ("write", "retrieve")
    assert get.linked_span_ids() == [put.span_id]


def test_wrapper_stacked_on_ours_survives_uninstrument(span_exporter, provider):
    """Another instrumentation wrapping after us keeps its wrapper; ours passes through once uninstrumented."""
    from wrapt import wrap_function_wrapper

    inst = LangGraphStoreInstrumentor()
    inst.instrument(tracer_provider=provider)
    seen = []
    theirs_before = vars(BaseStore)["get"]
    wrap_function_wrapper(BaseStore, "get", lambda wrapped, instance, args, kwargs: seen.append(1) or wrapped(
        *args, **kwargs))
    try:
        inst.uninstrument()
        assert InMemoryStore().get(NS, "k") is None
        assert seen == [1] and memory_ops(span_exporter) == []
    finally:
        BaseStore.get = theirs_before.__wrapped__  # undo both layers: the original function


async def test_async_exceptions_pass_through(instrumented):
    store = InMemoryStore()
    with pytest.raises(InvalidNamespaceError):
        await store.aput(("langgraph",), "k", {"x": 1})
    [op] = memory_ops(instrumented)
    assert op.attrs[sc.ERROR_TYPE] == "InvalidNamespaceError" and op.span.end_time is not None


def test_no_content_without_capture(instrumented):
    store = InMemoryStore(index={"dims": 32, "embed": lambda texts: embed_texts(texts, dim=32)})
    store.put(NS, "pw", {"text": "the password is hunter2"})
    store.get(NS, "pw")
    store.search(NS, query="what is the password hunter2")
    for op in memory_ops(instrumented):
        assert "hunter2" not in repr(op.span.to_json())
        assert all(v.hash.startswith("sha256:") for v in op.vars())
