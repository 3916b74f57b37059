"""Mem0 instrumentation against real mem0ai 2.x in-process; the model is the local deterministic server."""

from __future__ import annotations

import concurrent.futures
import importlib.metadata
import datetime
import json

import httpx
import pytest

from memtrace_otel import lineage
from memtrace_otel import semconv as sc
from memtrace_otel.local_model import LocalModelServer, answer_messages

from instrumenting import instrumented_fixture  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402
from variable_events import by_op_name as _by_name  # noqa: E402
from variable_events import children as _children
from variable_events import hex_id as _hex
from variable_events import link_targets as _link_targets
from variable_events import one as _one
from variable_events import variables as _vars
from variable_events import writer_of as _writer_of

mem0 = pytest.importorskip("mem0")
if not importlib.metadata.version("mem0ai").startswith("2."):  # 1.x runs tests/instrumentations/test_mem0_v1.py instead
    pytest.skip("these tests target mem0ai 2.x", allow_module_level=True)

from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor  # noqa: E402

QUESTION = "Where did Alice move to?"


# ----------------------------------------------------------------------------------------------- fixtures
@pytest.fixture
def server():
    with LocalModelServer() as srv:
        yield srv


instrumented = instrumented_fixture(Mem0Instrumentor)


@pytest.fixture
def memory(server, tmp_path, instrumented):
    from mem0 import Memory

    m = Memory.from_config(local_mem0_config(server, tmp_path))
    yield m
    m.close()


# ----------------------------------------------------------------------------------------------- the life of a memory
def test_add_add_update_delete_search_answer_lineage(memory, instrumented, provider):
    litellm = pytest.importorskip("litellm")
    from opentelemetry import trace

    from memtrace_otel.instrumentations.litellm import LiteLLMInstrumentor

    first = memory.add([{"role": "user", "content": "Alice: I moved to Berlin. I love green tea.", "id": "D1:1"}],
                       user_id="alice")
    berlin, tea = (r["id"] for r in first["results"])
    second = memory.add([{"role": "user", "content": "Alice: I moved to Berlin. I adopted a dog named Rex."}],
                        user_id="alice")
    (rex,) = (r["id"] for r in second["results"])
    memory.update(berlin, text="Alice moved to Munich")
    memory.delete(tea)

    srv_url = memory.llm.config.openai_base_url
    li = LiteLLMInstrumentor()
    li.instrument(tracer_provider=provider)
    try:
        with trace.get_tracer("app", tracer_provider=_provider()).start_as_current_span("qa"):
            found = memory.search(QUESTION, filters={"user_id": "alice"}, top_k=3)["results"]
            reply = litellm.completion(model="openai/local", api_base=srv_url, api_key="x",
                                       messages=answer_messages(QUESTION, [f["memory"] for f in found]))
    finally:
        li.uninstrument()
    assert reply.choices[0].message.content == "Alice moved to Munich"

    spans = instrumented.get_finished_spans()
    adds = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.add"]
    assert len(adds) == 2
    add1 = adds[0]
    a = add1.attributes
    assert add1.name == "upsert_memory mt"
    assert (a[sc.MEMTRACE_OP_KIND], a[sc.GEN_AI_OPERATION_NAME], a[sc.GEN_AI_PROVIDER_NAME]) == (
        "ingest", "upsert_memory", "mem0")
    assert (a[sc.MEMTRACE_OP_SYSTEM], a[sc.GEN_AI_MEMORY_STORE_ID], a[sc.MEMTRACE_SCOPE_USER_ID]) == (
        "mem0", "mt", "alice")
    assert a[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    assert [v[sc.VAR_ID] for v in _vars(add1, "input")] == ["msg:D1:1"]

    kinds = {(s.attributes[sc.MEMTRACE_OP_NAME], s.attributes[sc.MEMTRACE_OP_KIND]) for s in _children(spans, add1)}
    assert {("mem0.extract", "extract"), ("mem0.add.lookup_existing", "retrieve"), ("mem0.embed.search", "embed"),
            ("mem0.embed_batch.add", "embed"), ("mem0.add.dedup", "decide"), ("mem0.write", "write"),
            ("mem0.history.batch_add", "other")} <= kinds

    # messages -> facts -> records v1
    extract = [s for s in _children(spans, add1) if s.attributes[sc.MEMTRACE_OP_KIND] == "extract"][0]
    facts = {v[sc.VAR_CONTENT] if sc.VAR_CONTENT in v else v[sc.VAR_ID]: v for v in _vars(extract, "output")}
    assert len(facts) == 2 and all(v[sc.VAR_KIND] == "fact" and v[sc.VAR_CHANGE] == "derive" for v in facts.values())
    assert all(tuple(v[sc.VAR_SOURCE_IDS]) == ("msg:D1:1",) for v in facts.values())
    assert extract.attributes[sc.GEN_AI_OPERATION_NAME] == "chat"
    write1 = _writer_of(spans, "mem0:" + berlin, 1)
    assert write1.parent.span_id == add1.context.span_id
    out = {v[sc.VAR_ID]: v for v in _vars(write1, "output")}
    assert out["mem0:" + berlin][sc.VAR_CHANGE] == "create"
    fact_ids = {v[sc.VAR_ID] for v in facts.values()}
    assert set(out["mem0:" + berlin][sc.VAR_SOURCE_IDS]) <= fact_ids
    assert {r for _, r, _ in _link_targets(write1)} == {"derived_from"}
    assert {s for s, _, _ in _link_targets(write1)} == {_hex(extract), _hex(_by_name(spans, "mem0.add.dedup")[0])}

    # second add: the Berlin fact is a hash duplicate (decision NONE linked to the existing record), Rex is added
    add2 = adds[1]
    dedup2 = [s for s in _children(spans, add2) if s.attributes[sc.MEMTRACE_OP_KIND] == "decide"][0]
    decisions = [json.loads(v[sc.VAR_CONTENT]) if sc.VAR_CONTENT in v else v for v in _vars(dedup2, "output")]
    assert len(decisions) == 2
    dedup_inputs = {v[sc.VAR_ID]: v for v in _vars(dedup2, "input")}
    assert dedup_inputs["mem0:" + berlin][sc.VAR_VERSION] == 1
    assert (_hex(write1), "reads", "mem0:" + berlin) in _link_targets(dedup2)
    assert _writer_of(spans, "mem0:" + rex, 1).parent.span_id == add2.context.span_id

    # update: v2 linked to v1's writer
    upd = _one(spans, "mem0.update")
    assert upd.attributes[sc.MEMTRACE_OP_KIND] == "update" and upd.attributes[sc.GEN_AI_MEMORY_RECORD_ID] == berlin
    assert _writer_of(spans, "mem0:" + berlin, 2) is upd
    upd_in = {v[sc.VAR_ID]: v for v in _vars(upd, "input")}
    assert upd_in["mem0:" + berlin][sc.VAR_RELATION] == "updates" and upd_in["mem0:" + berlin][sc.VAR_VERSION] == 1
    assert (_hex(write1), "updates", "mem0:" + berlin) in _link_targets(upd)

    # delete: tombstone v2 linked to the v1 writer
    dele = _one(spans, "mem0.delete")
    assert dele.attributes[sc.GEN_AI_OPERATION_NAME] == "delete_memory"
    tomb = _vars(dele, "output")[0]
    assert (tomb[sc.VAR_ID], tomb[sc.VAR_VERSION], tomb[sc.VAR_CHANGE]) == ("mem0:" + tea, 2, "delete")
    assert (_hex(write1), "deletes", "mem0:" + tea) in _link_targets(dele)

    # search reads the exact versions, linked to their writers; phases below it
    search = _one(spans, "mem0.search")
    assert search.attributes[sc.GEN_AI_OPERATION_NAME] == "search_memory"
    assert search.attributes[sc.MEMTRACE_OP_KIND] == "retrieve"
    reads = {v[sc.VAR_ID]: v for v in _vars(search, "input") if v[sc.VAR_KIND] == "memory_record"}
    assert set(reads) == {"mem0:" + berlin, "mem0:" + rex}
    assert reads["mem0:" + berlin][sc.VAR_VERSION] == 2
    assert reads["mem0:" + berlin][sc.VAR_PRODUCER_SPAN_ID] == _hex(upd)
    assert (_hex(upd), "reads", "mem0:" + berlin) in _link_targets(search)
    assert reads["mem0:" + berlin][sc.VAR_RANK] == 0 and sc.VAR_SCORE in reads["mem0:" + berlin]
    step_kinds = {(s.attributes[sc.MEMTRACE_OP_NAME], s.attributes[sc.MEMTRACE_OP_KIND])
                  for s in _children(spans, search)}
    assert {("mem0.embed.search", "embed"), ("mem0.search.semantic", "retrieve"),
            ("mem0.search.keyword", "retrieve"), ("mem0.search.score_and_rank", "rerank")} <= step_kinds

    # the answer reads the records the search returned, linked to the search span
    chat = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND) == "generate"]
    assert len(chat) == 1 and chat[0].name == "chat openai/local"
    ctx = {v[sc.VAR_ID]: v for v in _vars(chat[0], "input") if v[sc.VAR_RELATION] == "context_of"}
    assert ctx["mem0:" + berlin][sc.VAR_VERSION] == 2
    assert (_hex(search), "context_of", "mem0:" + berlin) in _link_targets(chat[0])
    answer = _vars(chat[0], "output")[0]
    assert answer[sc.VAR_KIND] == "answer"

    # the evolution graph reaches from the first message to the answer
    from memtrace_otel.graph import build_graph
    from memtrace_otel.span_record import from_readable_span

    graph = build_graph([from_readable_span(s) for s in spans])
    ancestors = graph.ancestors(f"{answer[sc.VAR_ID]}@1")
    assert "msg:D1:1@1" in ancestors and f"mem0:{berlin}@2" in ancestors and f"mem0:{berlin}@1" in ancestors


def _provider():
    from memtrace_otel import api

    return api._tracer_provider


def test_content_is_captured_only_when_enabled(memory, instrumented, capture_content):
    memory.add("I moved to Berlin.", user_id="bob")
    spans = instrumented.get_finished_spans()
    extract = _one(spans, "mem0.extract")
    assert sc.GEN_AI_INPUT_MESSAGES in extract.attributes
    assert json.loads(extract.attributes[sc.GEN_AI_OUTPUT_MESSAGES])[0]["role"] == "assistant"
    assert any(sc.VAR_CONTENT in v for v in _vars(extract, "output"))


def test_no_content_without_capture(memory, instrumented):
    memory.add("I moved to Berlin.", user_id="bob")
    memory.search("Where?", filters={"user_id": "bob"})
    for span in instrumented.get_finished_spans():
        assert sc.GEN_AI_INPUT_MESSAGES not in span.attributes
        assert sc.GEN_AI_MEMORY_QUERY_TEXT not in span.attributes
        assert all(sc.VAR_CONTENT not in v for v in _vars(span))
        assert all(v[sc.VAR_HASH].startswith("sha256:") for v in _vars(span))


def test_cross_process_lineage_from_record_metadata(memory, instrumented):
    (rec,) = memory.add("I moved to Berlin.", user_id="carol")["results"]
    lineage.REGISTRY.clear()  # a reader in another process knows nothing but what the record carries
    memory.search("Where did I move?", filters={"user_id": "carol"})
    spans = instrumented.get_finished_spans()
    write = _writer_of(spans, "mem0:" + rec["id"], 1)
    search = _one(spans, "mem0.search")
    read = [v for v in _vars(search, "input") if v[sc.VAR_ID] == "mem0:" + rec["id"]][0]
    assert read[sc.VAR_VERSION] == 1 and read[sc.VAR_PRODUCER_SPAN_ID] == _hex(write)
    assert (_hex(write), "reads", "mem0:" + rec["id"]) in _link_targets(search)
    got = memory.get(rec["id"])
    assert got["metadata"][lineage.META_SPAN_ID] == _hex(write)


def test_get_get_all_history_delete_all_reset(memory, instrumented):
    (rec,) = memory.add("I moved to Berlin.", user_id="dan")["results"]
    memory.get(rec["id"])
    memory.get_all(filters={"user_id": "dan"})
    assert len(memory.history(rec["id"])) == 1
    memory.delete_all(user_id="dan")
    memory.reset()
    spans = instrumented.get_finished_spans()
    expected = {"mem0.get": ("retrieve", "search_memory"), "mem0.get_all": ("retrieve", "search_memory"),
                "mem0.history": ("retrieve", "search_memory"), "mem0.delete_all": ("delete", "delete_memory"),
                "mem0.reset": ("delete", "delete_memory")}
    for name, (kind, operation) in expected.items():
        span = _one(spans, name)
        assert (span.attributes[sc.MEMTRACE_OP_KIND], span.attributes[sc.GEN_AI_OPERATION_NAME]) == (kind, operation)
    assert _one(spans, "mem0.history").attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1
    assert [v[sc.VAR_ID] for v in _vars(_one(spans, "mem0.get"), "input")] == ["mem0:" + rec["id"]]
    tomb = _vars(_one(spans, "mem0.delete_all"), "output")
    assert [(v[sc.VAR_ID], v[sc.VAR_CHANGE]) for v in tomb] == [("mem0:" + rec["id"], "delete")]
    assert _one(spans, "mem0.delete_all").attributes[sc.MEMTRACE_SCOPE_USER_ID] == "dan"


def test_exception_inside_mem0_passes_through_and_is_recorded(memory, instrumented):
    with pytest.raises(ValueError) as raised:
        memory.search("anything")  # 2.x requires filters with a user/agent/run id
    assert "filters must contain" in str(raised.value)
    span = _one(instrumented.get_finished_spans(), "mem0.search")
    assert span.status.status_code.name == "ERROR"
    assert span.attributes[sc.ERROR_TYPE] == "ValueError"
    assert any(e.name == "exception" for e in span.events)


def test_model_server_down_error_passes_through_and_phase_records_it(tmp_path, instrumented):
    from mem0 import Memory
    from mem0.exceptions import LLMError

    with LocalModelServer() as srv:
        m = Memory.from_config(local_mem0_config(srv, tmp_path))
    try:  # the server is gone: the extraction call fails inside mem0
        m.llm.client = m.llm.client.with_options(max_retries=0)
        m.embedding_model.client = m.embedding_model.client.with_options(max_retries=0)
        with pytest.raises(Exception) as raised:
            m.add("I moved to Berlin.", user_id="eve")
    finally:
        m.close()
    spans = instrumented.get_finished_spans()
    add = _one(spans, "mem0.add")
    assert add.status.status_code.name == "ERROR"
    assert add.attributes[sc.ERROR_TYPE] == type(raised.value).__qualname__
    assert not isinstance(raised.value, LLMError) or raised.value.__cause__ is not None
    failed_phases = [s for s in _children(spans, add) if s.status.status_code.name == "ERROR"]
    assert failed_phases and failed_phases[0].attributes[sc.MEMTRACE_OP_KIND] == "embed"


async def test_async_memory_and_acompletion(server, tmp_path, instrumented, provider):
    litellm = pytest.importorskip("litellm")
    from mem0 import AsyncMemory
    from opentelemetry import trace

    from memtrace_otel.instrumentations.litellm import LiteLLMInstrumentor

    m = AsyncMemory.from_config(local_mem0_config(server, tmp_path))
    li = LiteLLMInstrumentor()
    li.instrument(tracer_provider=provider)
    try:
        (rec,) = (await m.add("I moved to Berlin.", user_id="fay"))["results"]
        await m.update(rec["id"], text="Fay moved to Munich")
        with trace.get_tracer("app", tracer_provider=_provider()).start_as_current_span("qa"):
            found = (await m.search("Where did Fay move?", filters={"user_id": "fay"}))["results"]
            reply = await litellm.acompletion(model="openai/local", api_base=server.base_url, api_key="x",
                                              messages=answer_messages("Where did Fay move?",
                                                                       [f["memory"] for f in found]))
        await m.delete(rec["id"])
    finally:
        li.uninstrument()
        m.close()
    assert reply.choices[0].message.content
    spans = instrumented.get_finished_spans()
    add = _one(spans, "mem0.add")
    assert {s.attributes[sc.MEMTRACE_OP_KIND] for s in _children(spans, add)} >= {"extract", "embed", "retrieve",
                                                                                   "decide", "write"}
    write = _writer_of(spans, "mem0:" + rec["id"], 1)
    assert write.parent.span_id == add.context.span_id
    upd = _writer_of(spans, "mem0:" + rec["id"], 2)
    assert upd.attributes[sc.MEMTRACE_OP_NAME] == "mem0.update"
    assert (_hex(write), "updates", "mem0:" + rec["id"]) in _link_targets(upd)
    search = _one(spans, "mem0.search")
    assert (_hex(upd), "reads", "mem0:" + rec["id"]) in _link_targets(search)
    chat = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND) == "generate"][0]
    assert (_hex(search), "context_of", "mem0:" + rec["id"]) in _link_targets(chat)
    tomb = _vars(_one(spans, "mem0.delete"), "output")[0]
    assert (tomb[sc.VAR_VERSION], tomb[sc.VAR_CHANGE]) == (3, "delete")


# ----------------------------------------------------------------------------------------------- platform client
def _platform_handler(calls):
    def handle(request: httpx.Request) -> httpx.Response:
        calls.append((request.method, request.url.path))
        path = request.url.path
        if path == "/v1/ping/":
            return httpx.Response(200, json={"org_id": "o1", "project_id": "p1", "user_email": "a@b.c"})
        if path == "/v3/memories/add/":
            return httpx.Response(200, json={"results": [{"id": "m-1", "memory": "Likes tea", "event": "ADD"}]})
        if path == "/v3/memories/search/":
            return httpx.Response(200, json={"results": [{"id": "m-1", "memory": "Likes tea", "score": 0.9}]})
        if path.startswith("/v1/memories/m-1/history"):
            return httpx.Response(200, json=[{"id": "h1"}])
        if path.startswith("/v1/memories/m-1"):
            if request.method == "DELETE":
                return httpx.Response(200, json={"message": "deleted"})
            if request.method == "PUT":
                return httpx.Response(200, json={"message": "updated"})
            return httpx.Response(200, json={"id": "m-1", "memory": "Likes tea"})
        if path == "/v3/memories/":
            return httpx.Response(200, json={"count": 1, "results": [{"id": "m-1", "memory": "Likes tea"}]})
        return httpx.Response(404, json={"detail": "not found"})

    return handle


def test_memory_client_spans(instrumented):
    from mem0 import MemoryClient

    calls = []
    client = MemoryClient(api_key="k", client=httpx.Client(transport=httpx.MockTransport(_platform_handler(calls))))
    client.add("I like tea", user_id="gus")
    client.search("tea?", filters={"user_id": "gus"})
    client.get("m-1")
    client.update("m-1", text="Likes green tea")
    client.history("m-1")
    client.delete("m-1")
    spans = instrumented.get_finished_spans()
    add = _one(spans, "mem0.client.add")
    assert add.attributes[sc.MEMTRACE_SCOPE_USER_ID] == "gus" and add.attributes[sc.GEN_AI_MEMORY_STORE_ID] == "p1"
    assert [(v[sc.VAR_ID], v[sc.VAR_CHANGE]) for v in _vars(add, "output")] == [("mem0:m-1", "create")]
    search = _one(spans, "mem0.client.search")
    assert search.attributes[sc.MEMTRACE_SCOPE_USER_ID] == "gus"
    read = _vars(search, "input")[-1]
    assert (read[sc.VAR_ID], read[sc.VAR_VERSION]) == ("mem0:m-1", 1)
    assert (_hex(add), "reads", "mem0:m-1") in _link_targets(search)
    upd = _one(spans, "mem0.client.update")
    assert [(v[sc.VAR_ID], v[sc.VAR_VERSION]) for v in _vars(upd, "output")] == [("mem0:m-1", 2)]
    tomb = _vars(_one(spans, "mem0.client.delete"), "output")[0]
    assert (tomb[sc.VAR_VERSION], tomb[sc.VAR_CHANGE]) == (3, "delete")
    assert _one(spans, "mem0.client.history").attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1


async def test_async_memory_client_spans(instrumented, monkeypatch):
    import mem0.client.main as client_main
    from mem0 import AsyncMemoryClient

    calls = []
    handler = _platform_handler(calls)

    def fake_ping(url, headers=None, params=None, **kw):  # AsyncMemoryClient pings with `requests`
        response = handler(httpx.Request("GET", url))
        import requests

        resp = requests.Response()
        resp.status_code, resp._content = response.status_code, response.content
        return resp

    monkeypatch.setattr(client_main.requests, "get", fake_ping)
    client = AsyncMemoryClient(api_key="k", client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
    await client.add("I like tea", user_id="hal")
    found = await client.search("tea?", filters={"user_id": "hal"})
    assert found["results"][0]["id"] == "m-1"
    with pytest.raises(Exception):
        await client.get("missing")
    spans = instrumented.get_finished_spans()
    assert _one(spans, "mem0.client.add").attributes[sc.MEMTRACE_OP_KIND] == "ingest"
    assert _one(spans, "mem0.client.search").attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1
    assert _one(spans, "mem0.client.get").status.status_code.name == "ERROR"


# ----------------------------------------------------------------------------------------------- patching hygiene
def _patched_surface():
    import mem0.memory.main as main
    import mem0.memory.storage as storage
    from mem0.embeddings.base import EmbeddingBase
    from mem0.embeddings.openai import OpenAIEmbedding
    from mem0.llms.openai import OpenAILLM
    from mem0.vector_stores.qdrant import Qdrant

    objs = {}
    for cls in (main.Memory, main.AsyncMemory, storage.SQLiteManager, OpenAILLM, OpenAIEmbedding, EmbeddingBase,
                Qdrant, concurrent.futures.ThreadPoolExecutor, mem0.client.main.MemoryClient):
        objs.update({(cls.__qualname__, k): v for k, v in vars(cls).items() if callable(v)})
    objs[("main", "score_and_rank")] = main.score_and_rank
    return objs


def test_uninstrument_restores_every_patched_attribute(server, tmp_path, span_exporter, provider):
    import mem0.client.main  # noqa: F401
    from mem0 import Memory

    before = _patched_surface()
    inst = Mem0Instrumentor()
    inst.instrument(tracer_provider=provider)
    m = Memory.from_config(local_mem0_config(server, tmp_path))  # provider classes get wrapped here
    during = _patched_surface()
    assert during[("Memory", "add")] is not before[("Memory", "add")]
    assert during[("OpenAILLM", "generate_response")] is not before[("OpenAILLM", "generate_response")]
    assert during[("Qdrant", "insert")] is not before[("Qdrant", "insert")]
    m.add("I moved to Berlin.", user_id="ivy")
    assert span_exporter.get_finished_spans()
    inst.uninstrument()
    m.close()
    after = _patched_surface()
    assert after.keys() == before.keys()
    changed = [k for k in before if after[k] is not before[k]]
    assert changed == []
    span_exporter.clear()
    (tmp_path / "b").mkdir()
    m2 = Memory.from_config(local_mem0_config(server, tmp_path / "b"))
    m2.add("I moved to Berlin.", user_id="ivy")
    m2.close()
    assert span_exporter.get_finished_spans() == ()


def test_mem0_telemetry_is_left_alone(instrumented):
    import mem0.memory.telemetry as telemetry

    assert telemetry.MEM0_TELEMETRY is False  # conftest turned it off; we neither read nor change it


def test_instrument_by_entry_point_name(server, tmp_path, span_exporter):
    import memtrace_otel
    from memtrace_otel import api
    from mem0 import Memory

    result = memtrace_otel.instrument(instrumentations=["mem0"], exporter="none", tracer_provider=api._tracer_provider)
    assert result.instrumented == ["mem0"], result.skipped
    m = Memory.from_config(local_mem0_config(server, tmp_path))
    m.add("I moved to Berlin.", user_id="joe")
    m.close()
    assert _one(span_exporter.get_finished_spans(), "mem0.add").attributes[sc.MEMTRACE_OP_KIND] == "ingest"


def test_add_without_inference_writes_each_message_as_a_record(memory, instrumented):
    result = memory.add([{"role": "user", "content": "Remember: the door code is 1234", "id": "D9:1"}],
                        user_id="kim", infer=False)
    (rec,) = result["results"]
    spans = instrumented.get_finished_spans()
    add = _one(spans, "mem0.add")
    create = _one(spans, "mem0.create_memory")
    assert create.parent.span_id == add.context.span_id
    assert create.attributes[sc.MEMTRACE_OP_KIND] == "write"
    assert [(v[sc.VAR_ID], v[sc.VAR_RELATION]) for v in _vars(create, "input")] == [("msg:D9:1", "derived_from")]
    out = _vars(create, "output")[0]
    assert (out[sc.VAR_ID], out[sc.VAR_VERSION], tuple(out[sc.VAR_SOURCE_IDS])) == (
        "mem0:" + rec["id"], 1, ("msg:D9:1",))
    assert not _by_name(spans, "mem0.extract")  # no model call


def test_search_with_llm_reranker_has_a_rerank_step(server, tmp_path, instrumented):
    from mem0 import Memory

    config = local_mem0_config(server, tmp_path)
    config["reranker"] = {"provider": "llm_reranker", "config": {"llm": {"provider": "openai", "config": {
        "model": "local", "api_key": "x", "openai_base_url": server.base_url}}}}
    m = Memory.from_config(config)
    try:
        m.add("I moved to Berlin. I love green tea.", user_id="lee")
        found = m.search("Where did I move?", filters={"user_id": "lee"}, top_k=2, rerank=True)["results"]
    finally:
        m.close()
    spans = instrumented.get_finished_spans()
    search = _one(spans, "mem0.search")
    rerank = _one(spans, "mem0.rerank")
    assert rerank.parent.span_id == search.context.span_id
    assert rerank.attributes[sc.MEMTRACE_OP_KIND] == "rerank"
    assert [v[sc.VAR_ID] for v in _vars(rerank, "input")] == ["mem0:" + f["id"] for f in found]
    # the reranker's own model calls are inside the rerank step, not mistaken for memory extraction
    assert not [s for s in _children(spans, rerank) if s.attributes.get(sc.MEMTRACE_OP_KIND) == "extract"]
    assert len(_by_name(spans, "mem0.extract")) == 1


def test_an_instrumentation_error_leaves_mem0_and_the_context_intact(memory, instrumented, monkeypatch):
    from opentelemetry import trace

    from memtrace_otel.instrumentations.mem0 import phases

    def broken(*args, **kwargs):
        raise RuntimeError("bug in memtrace")

    monkeypatch.setattr(phases, "_plan_inserts", broken)
    result = memory.add("I moved to Berlin.", user_id="max")
    assert [r["event"] for r in result["results"]] == ["ADD"]
    assert not trace.get_current_span().get_span_context().is_valid  # nothing left attached
    spans = instrumented.get_finished_spans()
    assert _one(spans, "mem0.add").status.status_code.name != "ERROR"
    assert all(s.end_time is not None for s in spans)
    # the write ran with mem0's own arguments; its span (ended when preparation failed) declares nothing
    assert all(not _vars(s, "output") for s in _by_name(spans, "mem0.write"))
    stored = memory.get(result["results"][0]["id"])
    assert lineage.META_SPAN_ID not in (stored.get("metadata") or {})


async def test_concurrent_async_adds_keep_their_own_phases(server, tmp_path, instrumented):
    import asyncio

    from mem0 import AsyncMemory

    m = AsyncMemory.from_config(local_mem0_config(server, tmp_path))
    try:
        results = await asyncio.gather(*(m.add(f"I moved to City{i}.", user_id=f"user{i}") for i in range(4)))
    finally:
        m.close()
    spans = instrumented.get_finished_spans()
    for i, result in enumerate(results):
        (rec,) = result["results"]
        write = _writer_of(spans, "mem0:" + rec["id"], 1)
        add = [s for s in spans if s.context.span_id == write.parent.span_id][0]
        assert add.attributes[sc.MEMTRACE_OP_NAME] == "mem0.add"
        assert add.attributes[sc.MEMTRACE_SCOPE_USER_ID] == f"user{i}"
        extract = [s for s in _children(spans, add) if s.attributes[sc.MEMTRACE_OP_KIND] == "extract"]
        assert len(extract) == 1 and write.attributes[sc.MEMTRACE_SCOPE_USER_ID] == f"user{i}"
        fact = _vars(extract[0], "output")[0][sc.VAR_ID]
        assert tuple(_vars(write, "output")[0][sc.VAR_SOURCE_IDS]) == (fact,)


def test_extraction_reads_its_prompt_as_a_stable_versioned_variable(server, tmp_path, instrumented, capture_content):
    from mem0 import Memory

    def prompt_of(span):
        return [v for v in _vars(span, "input") if v[sc.VAR_ID] == "prompt:mem0.fact_extraction"]

    first = Memory.from_config(local_mem0_config(server, tmp_path))
    first.add("I moved to Berlin.", user_id="dan")
    first.close()
    config = dict(local_mem0_config(server, tmp_path, collection="mt2"), custom_instructions="Keep dates.")
    second = Memory.from_config(config)
    second.add("I moved to Paris.", user_id="dan")
    second.close()
    before, after = [prompt_of(s)[0] for s in instrumented.get_finished_spans() if s.name == "mem0.extract"]
    assert (before[sc.VAR_VERSION], after[sc.VAR_VERSION]) == (1, 2)  # same id, a new version for the new text
    assert before[sc.VAR_KIND] == "prompt" and before[sc.VAR_HASH] != after[sc.VAR_HASH]
    assert "You are a Memory Extractor" in after[sc.VAR_CONTENT]  # (truncated at the content limit)


def test_extraction_prompt_hash_without_content_when_capture_is_off(memory, instrumented):
    memory.add("I moved to Berlin.", user_id="erin")
    extract = _one(instrumented.get_finished_spans(), "mem0.extract")
    (prompt,) = [v for v in _vars(extract, "input") if v[sc.VAR_ID] == "prompt:mem0.fact_extraction"]
    assert prompt[sc.VAR_HASH].startswith("sha256:") and sc.VAR_CONTENT not in prompt


def test_a_record_keeps_the_date_the_app_gave_in_its_metadata(memory, instrumented, capture_content):
    memory.add([{"role": "user", "content": "I am flying to Oslo next Tuesday"}], user_id="kim", infer=False,
               metadata={"date": "2025-03-06", "session": 3})
    memory.add([{"role": "user", "content": "I like tea"}], user_id="kim", infer=False)
    first, second = [_vars(s, "output")[0] for s in instrumented.get_finished_spans()
                     if s.name == "mem0.create_memory"]
    assert first[sc.VAR_SAID_AT] == "2025-03-06"
    # without one, mem0's own created_at (when it was written) is the record's time
    written = datetime.date.fromisoformat(second[sc.VAR_SAID_AT][:10])  # mem0 writes it in US/Pacific time
    assert abs((written - datetime.datetime.now(datetime.timezone.utc).date()).days) <= 1


def test_a_message_keeps_the_date_the_app_gave_add(memory, instrumented, capture_content):
    """The messages an add() takes in were said when its metadata says ("next Weds" in a note of 10 June is read
    against 10 June), not when they reached mem0; a message's own time wins over the metadata's."""
    memory.add([{"role": "user", "content": "Rebooked for next Weds 2.15 with Sian"}], user_id="kim", infer=False,
               metadata={"date": "2026-06-10"})
    memory.add([{"role": "user", "content": "Paid the excess", "timestamp": "2026-06-11T09:00:00"}], user_id="kim",
               infer=False, metadata={"date": "2026-06-12"})
    memory.add([{"role": "user", "content": "I like tea"}], user_id="kim", infer=False)
    adds = [s for s in instrumented.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.add"]
    said = [[v.get(sc.VAR_SAID_AT) for v in _vars(a, "input") if v[sc.VAR_KIND] == "message"] for a in adds]
    assert said == [["2026-06-10"], ["2026-06-11T09:00:00"], [None]]


def test_no_said_time_without_capture(memory, instrumented):
    memory.add([{"role": "user", "content": "Rebooked for next Weds"}], user_id="kim", infer=False,
               metadata={"date": "2026-06-10"})
    (add,) = [s for s in instrumented.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.add"]
    assert all(v.get(sc.VAR_SAID_AT) is None for v in _vars(add, "input"))
