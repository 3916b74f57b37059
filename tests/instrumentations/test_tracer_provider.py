"""Every instrumentor honours ``XInstrumentor().instrument(tracer_provider=tp)``: its spans go to ``tp`` through a
tracer of its own (the instrumentation's module name, memtrace's version, ``semconv.SCHEMA_URL``), as OpenTelemetry
contrib instrumentations do; a second provider — here the one ``memtrace_otel.instrument()`` gave the manual API,
where every instrumentation's spans used to go — gets nothing. Sync and async calls (async ones run their span code
inside a coroutine, after the wrapper has returned)."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import memtrace_otel
from memtrace_otel import semconv as sc


def _exercise_chromadb(tmp_path):
    import chromadb

    client = chromadb.EphemeralClient()
    name = "tp-" + uuid.uuid4().hex[:8]
    col = client.create_collection(name, embedding_function=None)
    col.add(ids=["a"], embeddings=[[1.0, 0.0, 0.0]], documents=["Alice lives in Lisbon"])
    col.query(query_embeddings=[[1.0, 0.0, 0.0]], n_results=1)
    client.delete_collection(name)


def _exercise_qdrant(tmp_path):
    from qdrant_client import AsyncQdrantClient, QdrantClient, models

    params = models.VectorParams(size=3, distance=models.Distance.COSINE)
    client = QdrantClient(":memory:")
    client.create_collection("kb", vectors_config=params)
    client.upsert("kb", points=[models.PointStruct(id=1, vector=[1.0, 0.0, 0.0], payload={"text": "a"})])
    client.close()

    async def run():
        aclient = AsyncQdrantClient(":memory:")
        await aclient.create_collection("kb", vectors_config=params)
        await aclient.upsert("kb", points=[models.PointStruct(id=2, vector=[0.0, 1.0, 0.0], payload={"text": "b"})])
        await aclient.close()

    asyncio.run(run())


def _exercise_mem0(tmp_path):
    from mem0 import Memory

    from memtrace_otel.local_model import LocalModelServer

    from mem0_config import local_mem0_config

    with LocalModelServer() as server:
        memory = Memory.from_config(local_mem0_config(server, tmp_path))
        memory.add("Alice moved to Lisbon", user_id="alice", infer=False)
        memory.search("Where does Alice live?", filters={"user_id": "alice"})
        memory.close()


def _exercise_litellm(tmp_path):
    import litellm

    messages = [{"role": "user", "content": "Say hello"}]
    litellm.completion(model="gpt-4o-mini", messages=messages, mock_response="Hello!")
    asyncio.run(litellm.acompletion(model="gpt-4o-mini", messages=messages, mock_response="Hello again!"))


def _exercise_langgraph_store(tmp_path):
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore()
    store.put(("memories", "alice"), "city", {"text": "Lisbon"})
    store.get(("memories", "alice"), "city")
    asyncio.run(store.aput(("memories", "alice"), "pet", {"text": "a cat"}))


def _exercise_langchain_history(tmp_path):
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import HumanMessage

    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage("I moved to Lisbon")])
    asyncio.run(history.aadd_messages([HumanMessage("I have a cat")]))


def _exercise_llamaindex_memory(tmp_path):
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory

    memory = Memory.from_defaults(session_id="tp-" + uuid.uuid4().hex[:8], token_limit=200)
    memory.put(ChatMessage(role="user", content="I moved to Lisbon"))  # sync put runs the async aput
    memory.get()


def _exercise_evermemos(tmp_path):
    from test_evermemos import NOW, FakeEverMemOS, _async_client, _client

    server = FakeEverMemOS()
    _client(server).v0.memories.add(content="I moved to Lisbon", create_time=NOW, message_id="m1", sender="alice",
                                    flush=True)
    asyncio.run(_async_client(server).v0.memories.add(content="I have a cat", create_time=NOW, message_id="m2",
                                                      sender="alice", flush=True))


def _exercise_letta(tmp_path):
    from test_letta import FakeLetta, _agent, _async_client, _client

    server = FakeLetta()
    agent_id = _agent(server)
    _client(server).agents.blocks.retrieve("human", agent_id=agent_id)
    asyncio.run(_async_client(server).agents.passages.create(agent_id, text="I have a cat"))


def _exercise_zep(tmp_path):
    from test_zep import GRAPH, THREAD, _async_client, _client, _messages, _server

    server = _server()
    _client(server).thread.add_messages(THREAD, messages=_messages())
    asyncio.run(_async_client(server).graph.search_edges(GRAPH, query="allergic peanuts"))


def _exercise_langmem(tmp_path):
    from langchain_openai import ChatOpenAI
    from langmem import create_memory_manager
    from scripted_openai import ScriptedServer

    with ScriptedServer(lambda body: [{"name": "Memory", "args": {"content": "Alice lives in Lisbon"}}]) as server:
        manager = create_memory_manager(ChatOpenAI(model="local", base_url=server.base_url, api_key="x"))
        manager.invoke({"messages": [{"role": "user", "content": "I live in Lisbon"}]})
        asyncio.run(manager.ainvoke({"messages": [{"role": "user", "content": "I live in Lisbon"}]}))


def _exercise_graphiti(tmp_path):
    from test_graphiti import GraphModel, _add, _ready, graphiti_factory

    factory = graphiti_factory.__wrapped__(GraphModel(), tmp_path)
    make = next(factory)

    async def run():
        graphiti = await _ready(make())
        try:
            await _add(graphiti, "Alice: I live in Lisbon", 1)
            await graphiti.search("Where does Alice live?")
        finally:
            await graphiti.close()

    try:
        asyncio.run(run())
    finally:
        factory.close()


CASES = {
    # short name: (library to import or skip, instrumentor module, class, exercise)
    "chromadb": ("chromadb", "chromadb", "ChromaInstrumentor", _exercise_chromadb),
    "qdrant": ("qdrant_client", "qdrant", "QdrantInstrumentor", _exercise_qdrant),
    "mem0": ("mem0", "mem0", "Mem0Instrumentor", _exercise_mem0),
    "litellm": ("litellm", "litellm", "LiteLLMInstrumentor", _exercise_litellm),
    "langgraph_store": ("langgraph.store.memory", "langgraph_store", "LangGraphStoreInstrumentor",
                        _exercise_langgraph_store),
    "langchain_history": ("langchain_core.chat_history", "langchain_history", "ChatHistoryInstrumentor",
                          _exercise_langchain_history),
    "llamaindex_memory": ("llama_index.core.memory", "llamaindex_memory", "LlamaIndexMemoryInstrumentor",
                          _exercise_llamaindex_memory),
    "evermemos": ("evermemos", "evermemos", "EverMemOSInstrumentor", _exercise_evermemos),
    "letta": ("letta_client", "letta", "LettaInstrumentor", _exercise_letta),
    "zep": ("zep_cloud", "zep", "ZepInstrumentor", _exercise_zep),
    "langmem": ("langmem", "langmem", "LangMemInstrumentor", _exercise_langmem),
    "graphiti": ("graphiti_core", "graphiti", "GraphitiInstrumentor", _exercise_graphiti),
}


def test_every_instrumentation_is_covered():
    assert set(CASES) == set(memtrace_otel.available_instrumentors())


@pytest.fixture
def given():
    """The provider handed to the instrumentor; not the global one and not memtrace's default."""
    exporter = InMemorySpanExporter()
    tp = TracerProvider()
    tp.add_span_processor(SimpleSpanProcessor(exporter))
    tp.exporter = exporter
    yield tp
    tp.shutdown()


@pytest.mark.parametrize("short", sorted(CASES))
def test_instrumentor_records_to_the_tracer_provider_it_is_given(short, given, provider, tmp_path):
    library, module, cls_name, exercise = CASES[short]
    pytest.importorskip(library)
    import importlib

    full_module = f"memtrace_otel.instrumentations.{module}"
    instrumentor = getattr(importlib.import_module(full_module), cls_name)()
    instrumentor.instrument(tracer_provider=given)
    try:
        exercise(tmp_path)
    finally:
        instrumentor.uninstrument()

    spans = given.exporter.get_finished_spans()
    memory_spans = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND)]
    assert memory_spans, f"{cls_name} recorded nothing to the provider it was given"
    scopes = {(s.instrumentation_scope.name, s.instrumentation_scope.version, s.instrumentation_scope.schema_url)
              for s in spans}
    assert scopes == {(full_module, memtrace_otel.__version__, sc.SCHEMA_URL)}
    assert provider.exporter.get_finished_spans() == (), "spans went to memtrace's default provider too"


def test_manual_api_keeps_the_provider_instrument_gave_it(given, provider):
    """An instrumentor's provider is its own: the manual API still records to what ``instrument()`` set."""
    from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor

    pytest.importorskip("langgraph.store.memory")
    instrumentor = LangGraphStoreInstrumentor()
    instrumentor.instrument(tracer_provider=given)
    try:
        with memtrace_otel.operation("retrieve", "app.search"):
            pass
    finally:
        instrumentor.uninstrument()
    assert [s.name for s in provider.exporter.get_finished_spans()] == ["app.search"]
    (span,) = provider.exporter.get_finished_spans()
    assert (span.instrumentation_scope.name, span.instrumentation_scope.schema_url) == (sc.TRACER_NAME,
                                                                                        sc.SCHEMA_URL)
    assert given.exporter.get_finished_spans() == ()
