"""Instrumentation never changes what an instrumented library validates, stores, returns or raises (issue 15).

Each case runs the same calls twice on fresh state: once with the library bare, once instrumented (spans recorded).
The outcome of every call (return value, or exception type and message) must be identical, and so must what the
store holds afterwards, apart from memtrace's documented lineage keys (``MEMTRACE_STORE_LINEAGE_METADATA``) in
records the app wrote successfully.
"""

from __future__ import annotations

import asyncio
import re
import uuid
from typing import Any, Callable

import pytest

from memtrace_otel import lineage

E = [1.0, 0.0, 0.0]
E2 = [0.0, 1.0, 0.0]


def _strip(value: Any) -> Any:
    """Drop memtrace's lineage keys; an empty metadata/payload reads as None."""
    if isinstance(value, dict):
        # a record holding nothing but lineage keys reads as one without metadata (chroma: None, qdrant: {})
        # (keys sorted: a store may return a merged metadata's keys in another order, which dict equality ignores)
        return {k: _strip(value[k]) for k in sorted(value, key=str) if k not in lineage.META_KEYS} or None
    if isinstance(value, (list, tuple)):
        return type(value)(_strip(v) for v in value)
    if hasattr(value, "model_dump"):
        return _strip(value.model_dump())
    return value


def _outcome(fn: Callable[[], Any], normalize: Callable[[str], str]) -> tuple:
    try:
        result = fn()
        if asyncio.iscoroutine(result):
            result = asyncio.run(result)
    except Exception as exc:  # noqa: BLE001 - the point is to compare whatever is raised
        return ("raised", type(exc).__qualname__, normalize(str(exc)))
    return ("returned", normalize(repr(_strip(result))))


def run_both(make_state, calls, read_back, instrumentor, provider, normalize=lambda s: s) -> None:
    """``make_state()`` -> state; ``calls``: [(label, fn(state))]; ``read_back(state)`` -> what is stored."""
    results = {}
    for mode in ("bare", "instrumented"):
        lineage.REGISTRY.clear()
        if mode == "instrumented":
            instrumentor.instrument(tracer_provider=provider)
        try:
            state = make_state()
            outcomes = [(label, _outcome(lambda fn=fn: fn(state), normalize)) for label, fn in calls]
            stored = _outcome(lambda: read_back(state), normalize)
        finally:
            if mode == "instrumented":
                instrumentor.uninstrument()
        results[mode] = (outcomes, stored)
    bare, inst = results["bare"], results["instrumented"]
    for (label, expected), (_, got) in zip(bare[0], inst[0]):
        assert got == expected, f"{label}: without instrumentation {expected}, with it {got}"
    assert inst[1] == bare[1], "stored state differs"
    if any(label.startswith("valid") for label, _ in calls):  # the instrumentation was live in this run
        assert provider.exporter.get_finished_spans(), "the instrumented run recorded no span"


# ---------------------------------------------------------------------------------------------------- chromadb
chromadb = pytest.importorskip("chromadb")


class _Chroma:
    def __init__(self):
        self.client = chromadb.EphemeralClient()
        self.name = "errors-" + uuid.uuid4().hex[:8]
        self.col = self.client.create_collection(self.name, embedding_function=None,
                                                 metadata={"hnsw:space": "cosine"})
        self.col.add(ids=["seed"], embeddings=[E2], documents=["seed doc"], metadatas=[{"k": "v"}])


def _chroma_read(s: _Chroma) -> Any:
    try:
        got = s.col.get(include=["documents", "metadatas"])
    finally:
        s.client.delete_collection(s.name) if s.name in [c.name for c in s.client.list_collections()] else None
    return sorted(zip(got["ids"], got["documents"], map(repr, _strip(got["metadatas"]))))


def _chroma_normalize(s: _Chroma | None = None):
    def normalize(text: str) -> str:
        text = re.sub(r"errors-[0-9a-f]{8}", "<name>", text)
        text = re.sub(r" at 0x[0-9a-f]+", " at 0x?", text)
        return re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>", text)
    return normalize


def _drop_collection(s: _Chroma) -> None:
    s.client.delete_collection(s.name)


CHROMA_CASES = {
    "empty metadata dict": lambda s: s.col.add(ids=["g"], documents=["x"], embeddings=[E], metadatas=[{}]),
    "empty metadata dict, upsert": lambda s: s.col.upsert(ids=["g"], documents=["x"], embeddings=[E], metadatas=[{}]),
    "empty metadata dict, update": lambda s: s.col.update(ids=["seed"], documents=["x"], metadatas=[{}]),
    "single empty metadata": lambda s: s.col.add(ids="g", embeddings=E, documents="x", metadatas={}),
    "lengths, no metadatas": lambda s: s.col.add(ids=["a", "b"], embeddings=[E, E2], documents=["x"]),
    "lengths, embeddings": lambda s: s.col.add(ids=["a", "b"], embeddings=[E], documents=["x", "y"]),
    "lengths, metadatas": lambda s: s.col.add(ids=["a", "b"], embeddings=[E, E2], metadatas=[{"x": 1}]),
    "lengths, upsert": lambda s: s.col.upsert(ids=["a", "b"], embeddings=[E, E2], documents=["x"]),
    "lengths, update": lambda s: s.col.update(ids=["seed", "b"], documents=["x"]),
    "empty ids": lambda s: s.col.add(ids=[], embeddings=[]),
    "duplicate ids": lambda s: s.col.add(ids=["a", "a"], embeddings=[E, E2]),
    "int id": lambda s: s.col.add(ids=[1], embeddings=[E]),
    "no embedding function": lambda s: s.col.add(ids=["a"], documents=["x"]),
    "nothing to add": lambda s: s.col.add(ids=["a"]),
    "metadata value type": lambda s: s.col.add(ids=["a"], embeddings=[E], metadatas=[{"k": object()}]),
    "metadata not a dict": lambda s: s.col.add(ids=["a"], embeddings=[E], metadatas=["nope"]),
    "metadata None entry": lambda s: s.col.add(ids=["a", "b"], embeddings=[E, E2], metadatas=[{"k": 1}, None]),
    "metadata bad key type": lambda s: s.col.add(ids=["a"], embeddings=[E], metadatas=[{1: "x"}]),
    "wrong dimension": lambda s: s.col.add(ids=["a"], embeddings=[[0.1, 0.2]], documents=["x"]),
    "document not a string": lambda s: s.col.add(ids=["a"], embeddings=[E], documents=[3]),
    "too many positionals": lambda s: s.col.add(["a"], [E], None, ["x"], None, None, "extra"),
    "unknown keyword": lambda s: s.col.add(ids=["a"], embeddings=[E], bogus=1),
    "missing ids": lambda s: s.col.add(embeddings=[E]),
    "ids not a list": lambda s: s.col.add(ids=3, embeddings=[E]),
    "update missing id": lambda s: s.col.update(ids=["missing"], documents=["x"], embeddings=[E]),
    "update empty metadata": lambda s: s.col.update(ids=["seed"], metadatas=[{}]),
    "update nothing": lambda s: s.col.update(ids=["seed"]),
    "delete bad where": lambda s: s.col.delete(where={"$bad": 1}),
    "delete nothing": lambda s: s.col.delete(),
    "get bad where": lambda s: s.col.get(where={"k": {"$nope": 1}}),
    "get bad include": lambda s: s.col.get(include=["bogus"]),
    "query wrong dimension": lambda s: s.col.query(query_embeddings=[[0.1, 0.2]], n_results=1),
    "query texts, no embedding function": lambda s: s.col.query(query_texts=["x"], n_results=1),
    "query nothing": lambda s: s.col.query(n_results=1),
    "query n_results 0": lambda s: s.col.query(query_embeddings=[E], n_results=0),
    "valid add without metadata": lambda s: s.col.add(ids=["v"], embeddings=[E], documents=["ok"]),
    "valid add with metadata": lambda s: s.col.add(ids=["w"], embeddings=[E], documents=["ok"],
                                                   metadatas=[{"src": "a"}]),
    "valid get": lambda s: s.col.get(ids=["seed"]),
}


@pytest.mark.parametrize("label", sorted(CHROMA_CASES))
def test_chromadb_calls_behave_the_same(label, provider):
    from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor

    run_both(_Chroma, [(label, CHROMA_CASES[label])], _chroma_read, ChromaInstrumentor(), provider,
             _chroma_normalize())


@pytest.mark.parametrize("method", ["add", "upsert", "update", "delete", "get", "query"])
def test_chromadb_missing_collection_behaves_the_same(method, provider):
    from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor

    def call(s: _Chroma):
        _drop_collection(s)
        fn = getattr(s.col, method)
        if method in ("add", "upsert", "update"):
            return fn(ids=["seed"], embeddings=[E], documents=["x"])
        if method == "query":
            return fn(query_embeddings=[E], n_results=1)
        return fn(ids=["seed"])

    run_both(_Chroma, [(f"{method} on a deleted collection", call)], lambda s: None, ChromaInstrumentor(), provider,
             _chroma_normalize())


# ---------------------------------------------------------------------------------------------------- qdrant
def _qdrant():
    qdrant_client = pytest.importorskip("qdrant_client")
    from qdrant_client import models

    client = qdrant_client.QdrantClient(":memory:")
    client.create_collection("kb", vectors_config=models.VectorParams(size=3, distance=models.Distance.COSINE))
    client.upsert("kb", points=[models.PointStruct(id=1, vector=E2, payload={"text": "seed"})])
    return client


def _qdrant_read(client) -> Any:
    try:
        points, _ = client.scroll("kb", limit=100, with_payload=True, with_vectors=False)
        return sorted((str(p.id), repr(_strip(p.payload))) for p in points)
    finally:
        client.close()


def _qdrant_cases():
    from qdrant_client import models

    P = models.PointStruct
    return {
        "missing collection": lambda c: c.upsert("nope", points=[P(id=2, vector=E, payload={"t": "x"})]),
        "batch ids/payloads": lambda c: c.upsert("kb", points=models.Batch(ids=[2, 3], vectors=[E, E2],
                                                                          payloads=[{"t": "x"}])),
        "batch ids/vectors": lambda c: c.upsert("kb", points=models.Batch(ids=[2, 3], vectors=[E])),
        "points a string": lambda c: c.upsert("kb", points="nope"),
        "points None": lambda c: c.upsert("kb", points=None),
        "points dicts": lambda c: c.upsert("kb", points=[{"id": 2, "vector": E}]),
        "points a generator": lambda c: c.upsert("kb", points=(p for p in [P(id=2, vector=E, payload={"t": "x"})])),
        "wrong vector size": lambda c: c.upsert("kb", points=[P(id=2, vector=[0.1, 0.2], payload={"t": "x"})]),
        "too many positionals": lambda c: c.upsert("kb", [P(id=2, vector=E)], True, None, None, None, None, None,
                                                   "extra"),
        "wait positional": lambda c: c.upsert("kb", [P(id=2, vector=E, payload={"t": "x"})], False),
        "missing points": lambda c: c.upsert("kb"),
        "valid, no payload": lambda c: c.upsert("kb", points=[P(id=2, vector=E)]),
        "valid batch, no payloads": lambda c: c.upsert("kb", points=models.Batch(ids=[2], vectors=[E])),
        "set_payload missing collection": lambda c: c.set_payload("nope", payload={"a": 1}, points=[1]),
        "set_payload not a dict": lambda c: c.set_payload("kb", payload="x", points=[1]),
        "set_payload empty": lambda c: c.set_payload("kb", payload={}, points=[1]),
        "set_payload missing point": lambda c: c.set_payload("kb", payload={"a": 1}, points=[99]),
        "set_payload bad selector": lambda c: c.set_payload("kb", payload={"a": 1}, points="x"),
        "overwrite_payload empty": lambda c: c.overwrite_payload("kb", payload={}, points=[1]),
        "overwrite_payload missing collection": lambda c: c.overwrite_payload("nope", payload={"a": 1}, points=[1]),
        "delete missing collection": lambda c: c.delete("nope", points_selector=[1]),
        "delete bad selector": lambda c: c.delete("kb", points_selector="x"),
        "retrieve missing collection": lambda c: c.retrieve("nope", ids=[1]),
        "retrieve bad id": lambda c: c.retrieve("kb", ids=[-1]),
        "scroll missing collection": lambda c: c.scroll("nope"),
        "query missing collection": lambda c: c.query_points("nope", query=E),
        "query wrong size": lambda c: c.query_points("kb", query=[0.1, 0.2]),
        "query batch missing collection": lambda c: c.query_batch_points(
            "nope", requests=[models.QueryRequest(query=E)]),
        "upload_points wrong size": lambda c: c.upload_points("kb", points=[P(id=2, vector=[0.1], payload={})]),
    }


QDRANT_LABELS = ["missing collection", "batch ids/payloads", "batch ids/vectors", "points a string", "points None",
                 "points dicts", "points a generator", "wrong vector size", "too many positionals",
                 "wait positional", "missing points", "valid, no payload", "valid batch, no payloads",
                 "set_payload missing collection", "set_payload not a dict", "set_payload empty",
                 "set_payload missing point", "set_payload bad selector", "overwrite_payload empty",
                 "overwrite_payload missing collection", "delete missing collection", "delete bad selector",
                 "retrieve missing collection", "retrieve bad id", "scroll missing collection",
                 "query missing collection", "query wrong size", "query batch missing collection",
                 "upload_points wrong size"]


@pytest.mark.parametrize("label", QDRANT_LABELS)
def test_qdrant_calls_behave_the_same(label, provider):
    pytest.importorskip("qdrant_client")
    from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor

    run_both(_qdrant, [(label, _qdrant_cases()[label])], _qdrant_read, QdrantInstrumentor(), provider,
             lambda text: re.sub(r" at 0x[0-9a-f]+", " at 0x?", text))


def _repr_normalize(text: str) -> str:
    return re.sub(r" at 0x[0-9a-f]+", " at 0x?", text)


# ---------------------------------------------------------------------------------------------------- langgraph
def _langgraph_cases():
    return {
        "put: namespace not a tuple": lambda s: s.put("users", "k", {"a": 1}),
        "put: empty namespace": lambda s: s.put((), "k", {"a": 1}),
        "put: namespace with a dot": lambda s: s.put(("a.b",), "k", {"a": 1}),
        "put: reserved namespace": lambda s: s.put(("langgraph",), "k", {"a": 1}),
        "put: value not a dict": lambda s: s.put(("u",), "k", "text"),
        "put: missing value": lambda s: s.put(("u",), "k"),
        "put: unknown keyword": lambda s: s.put(("u",), "k", {"a": 1}, bogus=1),
        "put: too many positionals": lambda s: s.put(("u",), "k", {"a": 1}, None, None, "extra"),
        "get: missing key": lambda s: s.get(("u",), "nope"),
        "get: no key": lambda s: s.get(("u",)),
        "search: bad prefix": lambda s: s.search("u"),
        "search: bad limit": lambda s: s.search(("u",), limit="x"),
        "delete: missing": lambda s: s.delete(("u",), "nope"),
        "delete: no key": lambda s: s.delete(("u",)),
        "aput: bad arguments, not awaited": lambda s: _call_only(s.aput, ("u",)),
        "aget: bad arguments, not awaited": lambda s: _call_only(s.aget),
        "aput: namespace not a tuple": lambda s: s.aput("users", "k", {"a": 1}),
        "valid put then get": lambda s: (s.put(("u",), "k", {"a": 1}), s.get(("u",), "k").value),
    }


def _call_only(method, *args):
    """Call without awaiting: a TypeError must come now, as from the bare coroutine function."""
    coroutine = method(*args)
    coroutine.close()
    return "created"


def _langgraph_store():
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore()
    store.put(("u",), "seed", {"text": "seed"})
    return store


def _langgraph_read(store) -> Any:
    return sorted((tuple(i.namespace), i.key, repr(i.value)) for i in store.search((), limit=100))


@pytest.mark.parametrize("label", sorted(_langgraph_cases()))
def test_langgraph_store_calls_behave_the_same(label, provider):
    pytest.importorskip("langgraph.store.memory")
    from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor

    run_both(_langgraph_store, [(label, _langgraph_cases()[label])], _langgraph_read, LangGraphStoreInstrumentor(),
             provider, _repr_normalize)


# ---------------------------------------------------------------------------------------------------- langchain
def _langchain_cases():
    from langchain_core.messages import HumanMessage, trim_messages

    msgs = [HumanMessage("one", id="1"), HumanMessage("two", id="2")]
    return {
        "add_messages: a string": lambda h: h.add_messages("hello"),
        "add_messages: None": lambda h: h.add_messages(None),
        "add_messages: ints": lambda h: h.add_messages([1, 2]),
        "add_message: a dict": lambda h: h.add_message({"role": "user"}),
        "add_message: missing": lambda h: h.add_message(),
        "add_user_message: int": lambda h: h.add_user_message(3),
        "aadd_messages: not awaited, bad arguments": lambda h: _call_only(h.aadd_messages),
        "aadd_messages: a string": lambda h: h.aadd_messages("hello"),
        "clear: extra argument": lambda h: h.clear("x"),
        "trim: no token counter": lambda h: trim_messages(msgs, max_tokens=1),
        "trim: bad strategy": lambda h: trim_messages(msgs, max_tokens=1, token_counter=len, strategy="middle"),
        "trim: messages not a list": lambda h: trim_messages(3, max_tokens=1, token_counter=len),
        "trim: valid": lambda h: trim_messages(msgs, max_tokens=1, token_counter=len),
        "valid add": lambda h: h.add_messages(msgs),
    }


def _langchain_history():
    from langchain_core.chat_history import InMemoryChatMessageHistory

    return InMemoryChatMessageHistory()


@pytest.mark.parametrize("label", ["add_messages: a string", "add_messages: None", "add_messages: ints",
                                   "add_message: a dict", "add_message: missing", "add_user_message: int",
                                   "aadd_messages: not awaited, bad arguments", "aadd_messages: a string",
                                   "clear: extra argument", "trim: no token counter", "trim: bad strategy",
                                   "trim: messages not a list", "trim: valid", "valid add"])
def test_langchain_history_calls_behave_the_same(label, provider):
    pytest.importorskip("langchain_core")
    from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor

    run_both(_langchain_history, [(label, _langchain_cases()[label])], lambda h: repr(h.messages),
             ChatHistoryInstrumentor(), provider, _repr_normalize)


# ---------------------------------------------------------------------------------------------------- llama-index
def _llama_memory():
    from llama_index.core.memory import Memory

    return Memory.from_defaults(session_id="errors", token_limit=60, chat_history_token_ratio=0.5,
                                token_flush_size=20)


def _llama_cases():
    from llama_index.core.llms import ChatMessage

    return {
        "put: a string": lambda m: m.put("hello"),
        "put: None": lambda m: m.put(None),
        "put: missing": lambda m: m.put(),
        "aput: not awaited, missing argument": lambda m: _call_only(m.aput),
        "aput: a dict": lambda m: m.aput({"role": "user"}),
        "put_messages: not a list": lambda m: m.put_messages(3),
        "aput_messages: not awaited, bad arguments": lambda m: _call_only(m.aput_messages),
        "set: not a list": lambda m: m.set(3),
        "get: bad keyword": lambda m: m.get(bogus=1),
        "aget: not awaited, too many positionals": lambda m: _call_only(m.aget, None, None, None),
        "reset: extra argument": lambda m: m.reset("x"),
        "valid put then get": lambda m: (m.put(ChatMessage(role="user", content="hi")), m.get()),
    }


@pytest.mark.parametrize("label", ["put: a string", "put: None", "put: missing", "aput: not awaited, missing argument",
                                   "aput: a dict", "put_messages: not a list",
                                   "aput_messages: not awaited, bad arguments", "set: not a list",
                                   "get: bad keyword", "aget: not awaited, too many positionals",
                                   "reset: extra argument", "valid put then get"])
def test_llamaindex_memory_calls_behave_the_same(label, provider):
    pytest.importorskip("llama_index.core.memory")
    from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor

    run_both(_llama_memory, [(label, _llama_cases()[label])], lambda m: repr(m.get_all()),
             LlamaIndexMemoryInstrumentor(), provider, _repr_normalize)


# ---------------------------------------------------------------------------------------------------- mem0
def _mem0_cases():
    return {
        "add: no user, agent or run id": lambda m: m.add("I like tea"),
        "add: messages an int": lambda m: m.add(3, user_id="u"),
        "add: metadata not a dict": lambda m: m.add("I like tea", user_id="u", metadata="x", infer=False),
        "add: unknown keyword": lambda m: m.add("I like tea", user_id="u", bogus=1),
        "search: no ids": lambda m: m.search("tea"),
        "search: bad limit": lambda m: m.search("tea", user_id="u", limit="x"),
        "get: missing id": lambda m: m.get("00000000-0000-0000-0000-000000000000"),
        "update: missing id": lambda m: m.update("00000000-0000-0000-0000-000000000000", "x"),
        "delete: missing id": lambda m: m.delete("00000000-0000-0000-0000-000000000000"),
        "history: missing id": lambda m: m.history("00000000-0000-0000-0000-000000000000"),
        "delete_all: no filter": lambda m: m.delete_all(),
        "get_all: no ids": lambda m: m.get_all(),
        "valid add without inference": lambda m: [(i["memory"], i["event"]) for i in
                                                  m.add("I like tea", user_id="u", infer=False)["results"]],
    }


@pytest.mark.parametrize("label", ["add: no user, agent or run id", "add: messages an int",
                                   "add: metadata not a dict", "add: unknown keyword", "search: no ids",
                                   "search: bad limit", "get: missing id", "update: missing id",
                                   "delete: missing id", "history: missing id", "delete_all: no filter",
                                   "get_all: no ids", "valid add without inference"])
def test_mem0_calls_behave_the_same(label, provider, tmp_path):
    pytest.importorskip("mem0")
    from mem0 import Memory

    from mem0_config import local_mem0_config
    from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor
    from memtrace_otel.local_model import LocalModelServer

    with LocalModelServer() as server:
        counter = iter(range(10))

        def make():
            folder = tmp_path / str(next(counter))
            folder.mkdir()
            return Memory.from_config(local_mem0_config(server, folder))

        def read_back(m):
            try:
                items = m.get_all(user_id="u")
                items = items.get("results", items) if isinstance(items, dict) else items
                return sorted((i["memory"], repr(_strip(i.get("metadata")))) for i in items)
            finally:
                m.close()

        run_both(make, [(label, _mem0_cases()[label])], read_back, Mem0Instrumentor(), provider,
                 lambda text: re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>",
                                     _repr_normalize(text)))


# ---------------------------------------------------------------------------------------------------- the switch
@pytest.mark.parametrize("label", ["valid add without metadata", "valid add with metadata", "empty metadata dict",
                                   "lengths, no metadatas"])
def test_chromadb_with_lineage_metadata_off_stores_exactly_what_the_app_passed(label, provider, monkeypatch):
    """MEMTRACE_STORE_LINEAGE_METADATA=false: records byte for byte as without instrumentation (no key stripped)."""
    from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor

    monkeypatch.setenv("MEMTRACE_STORE_LINEAGE_METADATA", "false")

    def read(s: _Chroma):
        got = s.col.get(include=["documents", "metadatas"])
        return sorted(zip(got["ids"], got["documents"], map(repr, got["metadatas"])))

    run_both(_Chroma, [(label, CHROMA_CASES[label])], read, ChromaInstrumentor(), provider, _chroma_normalize())


@pytest.mark.parametrize("label", ["valid, no payload", "valid batch, no payloads", "set_payload empty",
                                   "overwrite_payload empty"])
def test_qdrant_with_lineage_metadata_off_stores_exactly_what_the_app_passed(label, provider, monkeypatch):
    pytest.importorskip("qdrant_client")
    from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor

    monkeypatch.setenv("MEMTRACE_STORE_LINEAGE_METADATA", "false")

    def read(client):
        points, _ = client.scroll("kb", limit=100, with_payload=True, with_vectors=False)
        return sorted((str(p.id), repr(p.payload)) for p in points)

    run_both(_qdrant, [(label, _qdrant_cases()[label])], read, QdrantInstrumentor(), provider, _repr_normalize)


def test_mem0_with_lineage_metadata_off_stores_exactly_what_mem0_writes(provider, tmp_path, monkeypatch):
    pytest.importorskip("mem0")
    from mem0 import Memory

    from mem0_config import local_mem0_config
    from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor
    from memtrace_otel.local_model import LocalModelServer

    monkeypatch.setenv("MEMTRACE_STORE_LINEAGE_METADATA", "false")
    with LocalModelServer() as server:
        counter = iter(range(10))

        def make():
            folder = tmp_path / str(next(counter))
            folder.mkdir()
            return Memory.from_config(local_mem0_config(server, folder))

        def read_back(m):
            try:
                points, _ = m.vector_store.client.scroll(m.vector_store.collection_name, limit=100,
                                                         with_payload=True)
                return sorted(sorted(k for k in p.payload) for p in points)
            finally:
                m.close()

        run_both(make, [("valid add", lambda m: len(m.add("I like tea", user_id="u", infer=False)["results"]))],
                 read_back, Mem0Instrumentor(), provider)


@pytest.mark.parametrize("second", ["upsert", "update", "add"])
def test_chromadb_a_write_without_metadata_keeps_the_records_metadata(second, provider):
    """The app's metadata of an existing record survives a later write that passes none, as without us."""
    from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor

    calls = [("first", lambda s: s.col.upsert(ids=["seed"], embeddings=[E2], documents=["v1"],
                                              metadatas=[{"k": "v", "src": "a"}])),
             ("second", lambda s: getattr(s.col, second)(ids=["seed"], embeddings=[E], documents=["v2"])),
             ("valid get", lambda s: s.col.get(ids=["seed"]))]
    run_both(_Chroma, calls, _chroma_read, ChromaInstrumentor(), provider, _chroma_normalize())


@pytest.mark.parametrize("second", ["upsert batch", "upsert points"])
def test_qdrant_a_write_without_payload_behaves_as_without_us(second, provider):
    pytest.importorskip("qdrant_client")
    from qdrant_client import models

    from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor

    def write(c):
        if second == "upsert batch":
            return c.upsert("kb", points=models.Batch(ids=[1], vectors=[E]))
        return c.upsert("kb", points=[models.PointStruct(id=1, vector=E)])

    run_both(_qdrant, [("second", write), ("valid retrieve", lambda c: c.retrieve("kb", ids=[1]))], _qdrant_read,
             QdrantInstrumentor(), provider, _repr_normalize)
