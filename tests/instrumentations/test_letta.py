"""The real letta-client against an httpx transport that speaks the Letta API: one agent's core memory blocks, its
archival memory (passages, a word-overlap search standing in for embeddings) and its turns (the stand-in agent
answers from the core memory lines that share words with the question, as a model reading its context window
would)."""

from __future__ import annotations

import json
import uuid

import httpx
import pytest

from memtrace_otel import record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution import attribute_outcome
from memtrace_otel.attribution import taxonomy as tx
from memtrace_otel.graph import build_graph
from memtrace_otel.instrumentations.letta import LettaInstrumentor
from memtrace_otel.span_record import from_readable_span

from instrumenting import instrumented_fixture
from service_stand_in import content_words, now
from variable_events import by_op_name, hex_id, variables

letta_client = pytest.importorskip("letta_client")

_words = content_words


class FakeLetta:
    """In-memory Letta server: /v1/agents/{id}/core-memory/blocks/{label} (GET, PATCH), /archival-memory (POST,
    GET), /archival-memory/search (GET), /archival-memory/{id} (DELETE), /messages (POST)."""

    def __init__(self):
        self.blocks: dict[tuple[str, str], dict] = {}
        self.passages: dict[str, list[dict]] = {}
        self.requests: list[httpx.Request] = []

    def add_agent(self, agent_id: str, **blocks: str) -> None:
        for label, value in blocks.items():
            self.blocks[(agent_id, label)] = {"id": f"block-{uuid.uuid4()}", "label": label, "value": value,
                                              "limit": 5000, "metadata": {}, "read_only": False}

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if request.headers.get("authorization") != "Bearer k":
            return httpx.Response(401, json={"detail": "unauthorized"})
        parts = request.url.path.strip("/").split("/")  # v1 agents <id> ...
        if parts[:2] != ["v1", "agents"] or len(parts) < 4:
            return httpx.Response(404, json={"detail": f"no route {request.url.path}"})
        agent_id, rest, method = parts[2], parts[3:], request.method
        if rest[:2] == ["core-memory", "blocks"] and len(rest) == 3:
            block = self.blocks.get((agent_id, rest[2]))
            if block is None:
                return httpx.Response(404, json={"detail": f"block {rest[2]} not found"})
            if method == "PATCH":
                block.update({k: v for k, v in json.loads(request.content).items() if v is not None})
            return httpx.Response(200, json=block)
        if rest == ["archival-memory"] and method == "POST":
            body = json.loads(request.content)
            passage = {"id": f"passage-{uuid.uuid4()}", "text": body["text"], "tags": body.get("tags"),
                       "created_at": body.get("created_at") or now(), "archive_id": f"archive-{agent_id}"}
            self.passages.setdefault(agent_id, []).append(passage)
            return httpx.Response(200, json=[passage])
        if rest == ["archival-memory"] and method == "GET":
            search = request.url.params.get("search")
            found = [p for p in self.passages.get(agent_id, []) if not search or search.lower() in p["text"].lower()]
            return httpx.Response(200, json=found)
        if rest == ["archival-memory", "search"] and method == "GET":
            return self._search(agent_id, request.url.params)
        if rest[:1] == ["archival-memory"] and len(rest) == 2 and method == "DELETE":
            kept = [p for p in self.passages.get(agent_id, []) if p["id"] != rest[1]]
            if len(kept) == len(self.passages.get(agent_id, [])):
                return httpx.Response(404, json={"detail": f"passage {rest[1]} not found"})
            self.passages[agent_id] = kept
            return httpx.Response(200, json={"message": f"passage {rest[1]} deleted"})
        if rest == ["messages"] and method == "POST":
            return self._turn(agent_id, json.loads(request.content))
        return httpx.Response(404, json={"detail": f"no route {method} {request.url.path}"})

    def _search(self, agent_id: str, params) -> httpx.Response:
        words = _words(params.get("query", ""))
        scored = [(len(words & _words(p["text"])), p) for p in self.passages.get(agent_id, [])]
        scored = sorted([s for s in scored if s[0]], key=lambda s: -s[0])[: int(params.get("top_k", 10))]
        results = [{"id": p["id"], "content": p["text"], "timestamp": p["created_at"], "tags": p["tags"]}
                   for _, p in scored]
        return httpx.Response(200, json={"count": len(results), "results": results})

    def _turn(self, agent_id: str, body: dict) -> httpx.Response:
        question = " ".join(m["content"] for m in body.get("messages", []) if isinstance(m.get("content"), str))
        lines = [line.strip() for (aid, _), block in self.blocks.items() if aid == agent_id
                 for line in block["value"].split(".") if line.strip()]
        relevant = [line for line in lines if _words(line) & _words(question)]
        answer = ("From my notes: " + "; ".join(relevant) + ".") if relevant else "I have nothing noted about that."
        step = f"step-{uuid.uuid4()}"
        messages = [
            {"id": f"message-{uuid.uuid4()}", "message_type": "reasoning_message", "date": now(),
             "reasoning": "Checking core memory.", "step_id": step},
            {"id": f"message-{uuid.uuid4()}", "message_type": "assistant_message", "date": now(),
             "content": answer, "step_id": step},
        ]
        return httpx.Response(200, json={"messages": messages, "stop_reason": {"stop_reason": "end_turn",
                                                                                "message_type": "stop_reason"},
                                         "usage": {"message_type": "usage_statistics", "step_count": 1}})


instrumented = instrumented_fixture(LettaInstrumentor)


def _client(server: FakeLetta, api_key: str = "k"):
    return letta_client.Letta(api_key=api_key, base_url="http://letta.test", max_retries=0,
                              http_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


def _async_client(server: FakeLetta):
    return letta_client.AsyncLetta(api_key="k", base_url="http://letta.test", max_retries=0,
                                   http_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))


HUMAN = "Name: Ana. Lives in Lisbon. Allergic to peanuts"


def _agent(server: FakeLetta) -> str:
    agent_id = f"agent-{uuid.uuid4()}"
    server.add_agent(agent_id, human=HUMAN, persona="I am a helpful cooking assistant")
    return agent_id


def _assert_block_lineage(spans, agent_id, retrieved, updated):
    var = f"letta:block:{agent_id}:human"
    (get,) = by_op_name(spans, "letta.blocks.retrieve")
    a = get.attributes
    assert a[sc.MEMTRACE_OP_KIND] == sc.KIND_RETRIEVE and a[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    assert a[sc.GEN_AI_PROVIDER_NAME] == "letta" and a[sc.MEMTRACE_OP_SYSTEM] == "letta"
    assert a[sc.MEMTRACE_SCOPE_AGENT_ID] == agent_id and a[sc.GEN_AI_MEMORY_RECORD_ID] == "human"
    (read,) = variables(get, "input")
    assert read[sc.VAR_ID] == var and read[sc.VAR_VERSION] == 1 and read[sc.VAR_RELATION] == sc.REL_READS
    assert retrieved.value == HUMAN  # the client's own return value

    (modify,) = by_op_name(spans, "letta.blocks.update")
    assert modify.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_UPDATE
    assert modify.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPDATE_MEMORY
    (out,) = variables(modify, "output")
    assert out[sc.VAR_ID] == var and out[sc.VAR_VERSION] == 2 and out[sc.VAR_CHANGE] == sc.CHANGE_UPDATE
    (prev,) = variables(modify, "input")
    assert prev[sc.VAR_RELATION] == sc.REL_UPDATES and prev[sc.VAR_VERSION] == 1
    assert updated.value.endswith("Vegetarian")

    graph = build_graph([from_readable_span(s) for s in spans])
    assert f"{var}@2" in graph.descendants(f"{var}@1")


def test_block_modify_is_the_next_version_of_the_block(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    retrieved = client.agents.blocks.retrieve("human", agent_id=agent_id)
    updated = client.agents.blocks.update("human", agent_id=agent_id, value=retrieved.value + ". Vegetarian")
    _assert_block_lineage(instrumented.get_finished_spans(), agent_id, retrieved, updated)
    # the same value again: no new version
    client.agents.blocks.update("human", agent_id=agent_id, value=updated.value)
    last = by_op_name(instrumented.get_finished_spans(), "letta.blocks.update")[-1]
    (out,) = variables(last, "output")
    assert out[sc.VAR_VERSION] == 2 and out[sc.VAR_CHANGE] == sc.CHANGE_UNCHANGED


async def test_async_block_modify(instrumented):
    server = FakeLetta()
    client = _async_client(server)
    agent_id = _agent(server)
    retrieved = await client.agents.blocks.retrieve("human", agent_id=agent_id)
    updated = await client.agents.blocks.update("human", agent_id=agent_id, value=retrieved.value + ". Vegetarian")
    spans = instrumented.get_finished_spans()
    _assert_block_lineage(spans, agent_id, retrieved, updated)
    assert all(sc.VAR_CONTENT not in e for s in spans for e in variables(s))  # content capture is off


def _archival(client, agent_id):
    created = [client.agents.passages.create(agent_id, text=t, tags=["trip"]) for t in
               ("Ana visited Porto in May 2024", "Ana's sister Rita lives in Porto", "Ana runs every Sunday")]
    return created


def _assert_archival(spans, created, found):
    creates = by_op_name(spans, "letta.passages.create")
    assert len(creates) == 3
    written = {}
    for span, passages in zip(creates, created):
        assert span.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_WRITE
        assert span.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_CREATE_MEMORY
        (out,) = variables(span, "output")
        assert out[sc.VAR_ID] == f"letta:passage:{passages[0].id}" and out[sc.VAR_VERSION] == 1
        assert out[sc.VAR_CHANGE] == sc.CHANGE_CREATE
        assert span.attributes[sc.GEN_AI_MEMORY_RECORD_ID] == passages[0].id
        written[out[sc.VAR_ID]] = hex_id(span)
    (search,) = by_op_name(spans, "letta.passages.search")
    assert search.attributes[sc.GEN_AI_REQUEST_TOP_K] == 2
    (query,) = [e for e in variables(search, "input") if e[sc.VAR_KIND] == "query"]
    assert query[sc.VAR_RELATION] == sc.REL_DERIVED_FROM
    reads = [e for e in variables(search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert [e[sc.VAR_ID] for e in reads] == [f"letta:passage:{r.id}" for r in found.results]
    assert [e[sc.VAR_RANK] for e in reads] == [0, 1]
    for read in reads:  # each read resolves to the version written, and links to the span that wrote it
        assert read[sc.VAR_VERSION] == 1 and read[sc.VAR_PRODUCER_SPAN_ID] == written[read[sc.VAR_ID]]
    assert search.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2


def test_archival_insert_and_search_resolve_to_the_written_passages(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    created = _archival(client, agent_id)
    found = client.agents.passages.search(agent_id, query="who lives in Porto", top_k=2)
    assert found.count == 2 and found.results[0].content == "Ana's sister Rita lives in Porto"
    spans = instrumented.get_finished_spans()
    _assert_archival(spans, created, found)
    (search,) = by_op_name(spans, "letta.passages.search")
    assert search.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "who lives in Porto"
    records = json.loads(search.attributes[sc.GEN_AI_MEMORY_RECORDS])
    assert [r["content"] for r in records] == [r.content for r in found.results]

    # delete: a tombstone after the version written; the list no longer returns it
    gone = created[0][0].id
    client.agents.passages.delete(gone, agent_id=agent_id)
    listed = client.agents.passages.list(agent_id)
    assert gone not in [p.id for p in listed]
    spans = instrumented.get_finished_spans()
    (delete,) = by_op_name(spans, "letta.passages.delete")
    assert delete.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_DELETE
    assert delete.attributes[sc.GEN_AI_MEMORY_RECORD_ID] == gone
    (tomb,) = variables(delete, "output")
    assert tomb[sc.VAR_ID] == f"letta:passage:{gone}" and tomb[sc.VAR_CHANGE] == sc.CHANGE_DELETE
    assert tomb[sc.VAR_VERSION] == 2
    (prev,) = variables(delete, "input")
    assert prev[sc.VAR_RELATION] == sc.REL_DELETES and prev[sc.VAR_VERSION] == 1
    (listing,) = by_op_name(spans, "letta.passages.list")
    assert [e[sc.VAR_ID] for e in variables(listing, "input")] == [f"letta:passage:{p.id}" for p in listed]


async def test_async_archival(instrumented):
    server = FakeLetta()
    client = _async_client(server)
    agent_id = _agent(server)
    created = [await client.agents.passages.create(agent_id, text=t, tags=["trip"]) for t in
               ("Ana visited Porto in May 2024", "Ana's sister Rita lives in Porto", "Ana runs every Sunday")]
    found = await client.agents.passages.search(agent_id, query="who lives in Porto", top_k=2)
    assert found.count == 2
    _assert_archival(instrumented.get_finished_spans(), created, found)


def test_turn_reads_the_core_blocks_and_answers(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    client.agents.blocks.retrieve("human", agent_id=agent_id)
    response = client.agents.messages.create(agent_id, messages=[{"role": "user", "content": "Where do I live?"}])
    (answer,) = [m for m in response.messages if m.message_type == "assistant_message"]
    assert answer.content == "From my notes: Lives in Lisbon."
    (turn,) = by_op_name(instrumented.get_finished_spans(), "letta.messages.create")
    a = turn.attributes
    assert a[sc.MEMTRACE_OP_KIND] == sc.KIND_GENERATE and a[sc.GEN_AI_AGENT_ID] == agent_id
    assert a[sc.GEN_AI_RESPONSE_FINISH_REASONS] == ("end_turn",)
    inputs = {e[sc.VAR_ID]: e for e in variables(turn, "input")}
    block = inputs[f"letta:block:{agent_id}:human"]
    assert block[sc.VAR_RELATION] == sc.REL_CONTEXT_OF and block[sc.VAR_VERSION] == 1
    (message,) = [e for e in inputs.values() if e[sc.VAR_KIND] == "message"]
    assert message[sc.VAR_CONTENT] == "Where do I live?"
    (out,) = variables(turn, "output")
    assert out[sc.VAR_ID] == f"letta:answer:{answer.id}" and out[sc.VAR_KIND] == "answer"
    assert set(out[sc.VAR_SOURCE_IDS]) == set(inputs)


def test_api_errors_pass_through_and_are_recorded(instrumented):
    server = FakeLetta()
    agent_id = _agent(server)
    with pytest.raises(letta_client.AuthenticationError) as raised:
        _client(server, api_key="wrong").agents.blocks.update("human", agent_id=agent_id, value="x")
    assert raised.value.status_code == 401
    with pytest.raises(letta_client.NotFoundError):
        _client(server).agents.passages.delete("passage-missing", agent_id=agent_id)
    auth, missing = instrumented.get_finished_spans()
    for span, error in ((auth, "AuthenticationError"), (missing, "NotFoundError")):
        assert span.status.status_code.name == "ERROR" and span.attributes[sc.ERROR_TYPE] == error
        assert not variables(span, "output")
    assert server.blocks[(agent_id, "human")]["value"] == HUMAN


async def test_async_api_errors_pass_through(instrumented):
    server = FakeLetta()
    client = letta_client.AsyncLetta(api_key="wrong", base_url="http://letta.test", max_retries=0,
                                     http_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))
    with pytest.raises(letta_client.AuthenticationError):
        await client.agents.passages.search("agent-x", query="q")
    (span,) = instrumented.get_finished_spans()
    assert span.attributes[sc.ERROR_TYPE] == "AuthenticationError"


def test_uninstrument_restores_methods(span_exporter, provider):
    from letta_client.resources.agents import blocks, messages, passages

    pairs = [(m, cls) for m, cls in ((blocks, "BlocksResource"), (passages, "PassagesResource"),
                                     (messages, "MessagesResource"))]
    classes = [getattr(m, name) for m, cls in pairs for name in (cls, "Async" + cls)]
    originals = {(c, k): v for c in classes for k, v in vars(c).items()}
    inst = LettaInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert vars(blocks.BlocksResource)["update"] is not originals[(blocks.BlocksResource, "update")]
    inst.uninstrument()
    assert all(vars(c).get(k) is v for (c, k), v in originals.items())
    server = FakeLetta()
    _client(server).agents.blocks.retrieve("human", agent_id=_agent(server))
    assert span_exporter.get_finished_spans() == ()


def test_failing_case_a_core_block_overwritten_loses_the_allergy(instrumented, capture_content):
    """A memory-consolidation step rewrites the ``human`` block and drops the allergy; the agent then suggests
    peanuts. The lineage engine names the block modify that lost it (UpdateError, overwritten)."""
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    block = client.agents.blocks.retrieve("human", agent_id=agent_id)
    # the fault: the rewrite keeps the name and city, adds a hobby, and loses "Allergic to peanuts"
    client.agents.blocks.update("human", agent_id=agent_id, value="Name: Ana. Lives in Lisbon. Enjoys hiking")
    assert "peanuts" in block.value
    question = "Which nuts am I allergic to?"
    response = client.agents.messages.create(agent_id, messages=[{"role": "user", "content": question}])
    (answer,) = [m.content for m in response.messages if m.message_type == "assistant_message"]
    assert "peanuts" not in answer
    record_outcome(False, question=question, expected="peanuts", actual=answer, case_id="letta-block-overwrite")

    spans = instrumented.get_finished_spans()
    graph = build_graph([from_readable_span(s) for s in spans])
    (outcome,) = graph.failed_outcomes()
    verdict = attribute_outcome(graph, outcome)
    (modify,) = by_op_name(spans, "letta.blocks.update")
    assert verdict.error_type == tx.UPDATE, verdict.reason
    assert verdict.op_name == "letta.blocks.update"
    assert verdict.op_id.endswith(hex_id(modify))
