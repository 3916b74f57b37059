"""The real evermemos client against an httpx transport that speaks the EverMemOS API (messages are buffered per group;
every second message, or flush=True, the "server" extracts an episode and one event log per message)."""

from __future__ import annotations

import json
import re
import uuid
from datetime import datetime, timezone

import httpx
import pytest

from memtrace_otel import semconv as sc
from memtrace_otel.graph import build_graph
from memtrace_otel.instrumentations.evermemos import EverMemOSInstrumentor
from memtrace_otel.span_record import from_readable_span
from memtrace_otel.variables_codec import lineage
from memtrace_otel.variables_codec import span_variables

from instrumenting import instrumented_fixture

evermemos = pytest.importorskip("evermemos")


class FakeEverMemOS:
    """In-memory EverMemOS server: POST/GET/DELETE /api/v0/memories and GET /api/v0/memories/search."""

    BOUNDARY = 2

    def __init__(self):
        self.buffers: dict[str, list[dict]] = {}
        self.memories: list[dict] = []
        self.requests: list[httpx.Request] = []

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if request.headers.get("authorization") != "Bearer k":
            return httpx.Response(401, json={"message": "unauthorized"})
        path = request.url.path
        if path == "/api/v0/memories" and request.method == "POST":
            return self._add(json.loads(request.content))
        if path == "/api/v0/memories/search" and request.method == "GET":
            return self._search(dict(request.url.params))
        if path == "/api/v0/memories" and request.method == "GET":
            return self._list(dict(request.url.params))
        if path == "/api/v0/memories" and request.method == "DELETE":
            return self._delete(json.loads(request.content or b"{}"))
        return httpx.Response(404, json={"message": f"no route {request.method} {path}"})

    def _add(self, body: dict) -> httpx.Response:
        for field in ("content", "create_time", "message_id", "sender"):
            if field not in body:
                return httpx.Response(422, json={"message": f"missing {field}"})
        group = body.get("group_id") or body["sender"] + "__group"
        buffer = self.buffers.setdefault(group, [])
        buffer.append(body)
        extracted = body.get("flush") or len(buffer) >= self.BOUNDARY
        if extracted:
            self._extract(group, buffer)
            buffer.clear()
        status = "extracted" if extracted else "accumulated"
        return httpx.Response(200, json={"message": f"message {status}", "request_id": uuid.uuid4().hex,
                                         "status": status})

    def _extract(self, group: str, messages: list[dict]) -> None:
        now = datetime.now(timezone.utc).isoformat()
        ids = [m["message_id"] for m in messages]
        episode_id = f"ep-{len(self.memories)}"
        self.memories.append({"id": episode_id, "episode_id": episode_id, "memory_type": "episodic_memory",
                              "user_id": messages[0]["sender"], "group_id": group, "timestamp": now,
                              "episode": " ".join(m["content"] for m in messages), "ori_event_id_list": ids})
        for m in messages:
            self.memories.append({"id": f"ev-{m['message_id']}", "memory_type": "event_log", "user_id": m["sender"],
                                  "group_id": group, "timestamp": now, "atomic_fact": m["content"],
                                  "parent_id": episode_id, "parent_type": "memcell",
                                  "ori_event_id_list": [m["message_id"]]})

    def _visible(self, params: dict) -> list[dict]:
        user = params.get("user_id")
        return [m for m in self.memories if not m.get("deleted") and (user is None or m["user_id"] == user)]

    def _search(self, params: dict) -> httpx.Response:
        words = set(re.findall(r"\w+", (params.get("query") or "").lower()))
        scored = []
        for memory in self._visible(params):
            text = (memory.get("episode") or memory.get("atomic_fact") or "").lower()
            overlap = len(words & set(re.findall(r"\w+", text)))
            if overlap:
                scored.append((overlap / max(1, len(words)), memory))
        scored.sort(key=lambda pair: -pair[0])
        top = [{**m, "score": round(s, 4)} for s, m in scored[: int(params.get("top_k", 10))]]
        pending = [{"id": f"p-{m['message_id']}", "request_id": "r", "content": m["content"],
                    "message_id": m["message_id"]} for b in self.buffers.values() for m in b]
        return httpx.Response(200, json={"status": "ok", "message": "ok",
                                         "result": {"memories": top, "pending_messages": pending,
                                                    "total_count": len(top)}})

    def _list(self, params: dict) -> httpx.Response:
        wanted = params.get("memory_type")
        found = [m for m in self._visible(params) if wanted is None or m["memory_type"] == wanted]
        return httpx.Response(200, json={"status": "ok", "result": {"memories": found, "count": len(found),
                                                                    "total_count": len(found)}})

    def _delete(self, body: dict) -> httpx.Response:
        target = body.get("memory_id") or body.get("id") or body.get("event_id")
        count = 0
        for memory in self.memories:
            if memory["id"] == target and not memory.get("deleted"):
                memory["deleted"] = True
                count += 1
        return httpx.Response(200, json={"status": "ok", "result": {"count": count, "filters": ["memory_id"]}})


instrumented = instrumented_fixture(EverMemOSInstrumentor)


def _client(server: FakeEverMemOS):
    return evermemos.EverMemOS(api_key="k", base_url="http://evermemos.test", max_retries=0,
                               http_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


def _async_client(server: FakeEverMemOS):
    return evermemos.AsyncEverMemOS(api_key="k", base_url="http://evermemos.test", max_retries=0,
                                    http_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))


def _events(span, role=None):
    return span_variables(span, role)


def _by_name(spans, name):
    return [s for s in spans if s.name == name]


NOW = "2026-01-05T10:00:00+00:00"
CONVERSATION = [("m1", "I moved to Lisbon last spring"), ("m2", "My sister Ana visits me in Lisbon every June")]


def _assert_ingest_and_search(spans, returned):
    adds = _by_name(spans, sc.OP_CREATE_MEMORY)
    assert len(adds) == 2
    for span, (message_id, _) in zip(adds, CONVERSATION):
        a = span.attributes
        assert a[sc.MEMTRACE_OP_KIND] == sc.KIND_INGEST and a[sc.GEN_AI_PROVIDER_NAME] == "evermemos"
        assert a[sc.MEMTRACE_OP_SYSTEM] == "evermemos" and a[sc.MEMTRACE_SCOPE_USER_ID] == "alice"
        (msg,) = [e for e in _events(span, "input") if e[sc.VAR_KIND] == "message"]
        assert msg[sc.VAR_ID] == f"evermemos:msg:{message_id}" and msg[sc.VAR_KIND] == "message"
        (buf,) = _events(span, "output")
        assert buf[sc.VAR_ID] == "evermemos:buffer:g1" and buf[sc.VAR_SOURCE_IDS] == (f"evermemos:msg:{message_id}",)
        assert a[sc.GEN_AI_RESPONSE_ID]
    assert [_events(s, "output")[0][sc.VAR_VERSION] for s in adds] == [1, 2]

    (search,) = _by_name(spans, sc.OP_SEARCH_MEMORY)
    assert search.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_RETRIEVE
    assert search.attributes[sc.GEN_AI_REQUEST_TOP_K] == 3
    reads = [e for e in _events(search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert {m.id for m in returned} == {"ep-0", "ev-m1", "ev-m2"}
    assert [e[sc.VAR_ID] for e in reads] == [f"evermemos:mem:{m.id}" for m in returned]
    assert [e[sc.VAR_RANK] for e in reads] == [0, 1, 2]
    assert [e[sc.VAR_SCORE] for e in reads] == [m.score for m in returned]
    assert search.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 3
    (query,) = [e for e in _events(search, "input") if e[sc.VAR_KIND] == "query"]

    # each memory was produced by an observed extraction (child of the search) from its source messages
    extracts = _by_name(spans, "evermemos.extract (observed)")
    assert len(extracts) == 3
    producer_of = {}
    for span in extracts:
        assert span.parent.span_id == search.context.span_id
        (out,) = _events(span, "output")
        producer_of[out[sc.VAR_ID]] = format(span.context.span_id, "016x")
        sources = [e[sc.VAR_ID] for e in _events(span, "input")]
        assert list(out[sc.VAR_SOURCE_IDS]) == sources
    for read in reads:
        assert read[sc.VAR_PRODUCER_SPAN_ID] == producer_of[read[sc.VAR_ID]]
    # the extracts are children of the search (same trace): lineage through the producer column, no span links
    assert not search.links and len(lineage(search.attributes)) == 3

    graph = build_graph([from_readable_span(s) for s in spans])
    for message_id in ("m1", "m2"):
        reached = graph.descendants(f"evermemos:msg:{message_id}@1")
        assert "evermemos:mem:ep-0@1" in reached
    assert "evermemos:mem:ev-m1@1" in graph.descendants("evermemos:msg:m1@1")
    assert "evermemos:mem:ev-m1@1" not in graph.descendants("evermemos:msg:m2@1")


def test_add_and_search_link_memories_to_messages(instrumented, capture_content):
    server = FakeEverMemOS()
    client = _client(server)
    for message_id, text in CONVERSATION:
        client.v0.memories.add(content=text, create_time=NOW, message_id=message_id, sender="alice", group_id="g1")
    result = client.v0.memories.search(extra_query={"query": "where does Ana visit in Lisbon", "user_id": "alice",
                                                    "top_k": 3, "retrieve_method": "hybrid"})
    assert len(result.result.memories) == 3  # the return value is the client's own, untouched
    spans = instrumented.get_finished_spans()
    _assert_ingest_and_search(spans, result.result.memories)
    (search,) = _by_name(spans, sc.OP_SEARCH_MEMORY)
    assert search.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "where does Ana visit in Lisbon"
    records = json.loads(search.attributes[sc.GEN_AI_MEMORY_RECORDS])
    assert {tuple(r["source_ids"]) for r in records} == {("evermemos:msg:m1", "evermemos:msg:m2"),
                                                         ("evermemos:msg:m1",), ("evermemos:msg:m2",)}
    # when and by whom each message was said, as the app passed them: attribution dates "yesterday" in it by that
    adds = [x for x in spans if x.attributes.get(sc.MEMTRACE_OP_NAME) == "evermemos.add"]
    assert adds and all(a.attributes[sc.MEMTRACE_MESSAGE_TIME] == str(NOW) for a in adds)
    assert all(a.attributes[sc.MEMTRACE_MESSAGE_AUTHOR] == "alice" for a in adds)


async def test_async_client(instrumented):
    server = FakeEverMemOS()
    client = _async_client(server)
    for message_id, text in CONVERSATION:
        await client.v0.memories.add(content=text, create_time=NOW, message_id=message_id, sender="alice",
                                     group_id="g1")
    result = await client.v0.memories.search(extra_query={"query": "where does Ana visit in Lisbon",
                                                          "user_id": "alice", "top_k": 3})
    assert len(result.result.memories) == 3
    spans = instrumented.get_finished_spans()
    _assert_ingest_and_search(spans, result.result.memories)
    (search,) = _by_name(spans, sc.OP_SEARCH_MEMORY)
    assert sc.GEN_AI_MEMORY_QUERY_TEXT not in search.attributes  # content capture is off
    assert all(sc.VAR_CONTENT not in e for s in spans for e in _events(s))
    # the async span covers the awaited request: the memories it returned are on it
    assert search.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 3


def test_get_and_delete(instrumented):
    server = FakeEverMemOS()
    client = _client(server)
    client.v0.memories.add(content="I adopted a cat named Miso", create_time=NOW, message_id="m9", sender="bob",
                           flush=True)
    listed = client.v0.memories.get(extra_query={"user_id": "bob", "memory_type": "event_log"})
    assert [m.id for m in listed.result.memories] == ["ev-m9"]
    deleted = client.v0.memories.delete(memory_id="ev-m9", user_id="bob")
    assert deleted.result.count == 1
    spans = instrumented.get_finished_spans()
    (add,) = _by_name(spans, sc.OP_CREATE_MEMORY)
    (buf,) = _events(add, "output")
    assert buf[sc.VAR_ID] == "evermemos:buffer:bob"
    (get,) = _by_name(spans, sc.OP_SEARCH_MEMORY)
    assert [e[sc.VAR_ID] for e in _events(get, "input")] == ["evermemos:mem:ev-m9"]
    (delete,) = _by_name(spans, sc.OP_DELETE_MEMORY)
    assert delete.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_DELETE
    assert delete.attributes[sc.GEN_AI_MEMORY_RECORD_ID] == "ev-m9"
    (tomb,) = _events(delete, "output")
    assert tomb[sc.VAR_CHANGE] == sc.CHANGE_DELETE and tomb[sc.VAR_VERSION] == 2
    (prev,) = _events(delete, "input")
    assert prev[sc.VAR_RELATION] == sc.REL_DELETES and prev[sc.VAR_VERSION] == 1
    assert prev[sc.VAR_KIND] == "memory_record"  # an event log is a stored unit of memory
    # a later search no longer returns it (the episode it came from is still there)
    again = client.v0.memories.search(extra_query={"query": "cat Miso", "user_id": "bob"}).result.memories
    assert [m.id for m in again] == ["ep-0"]


def test_api_errors_pass_through_and_are_recorded(instrumented):
    server = FakeEverMemOS()
    client = evermemos.EverMemOS(api_key="wrong", base_url="http://evermemos.test", max_retries=0,
                                 http_client=httpx.Client(transport=httpx.MockTransport(server.handle)))
    with pytest.raises(evermemos.AuthenticationError):
        client.v0.memories.add(content="x", create_time=NOW, message_id="m1", sender="alice")
    (span,) = instrumented.get_finished_spans()
    assert span.status.status_code.name == "ERROR"
    assert span.attributes[sc.ERROR_TYPE] == "AuthenticationError"
    assert [e.name for e in span.events if e.name == "exception"]
    assert not _events(span, "output")


def test_uninstrument_restores_methods(span_exporter, provider):
    from evermemos.resources.v0.memories import memories as module

    classes = (module.MemoriesResource, module.AsyncMemoriesResource)
    methods = ("add", "search", "get", "delete")
    originals = {(cls, name): cls.__dict__[name] for cls in classes for name in methods}
    inst = EverMemOSInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert all(cls.__dict__[name] is not originals[(cls, name)] for cls in classes for name in methods)
    inst.uninstrument()
    assert all(cls.__dict__[name] is originals[(cls, name)] for cls in classes for name in methods)
    client = _client(FakeEverMemOS())
    client.v0.memories.add(content="x", create_time=NOW, message_id="m1", sender="alice")
    assert span_exporter.get_finished_spans() == ()
