"""The real letta-client against an httpx transport that speaks the Letta API: one agent's core memory blocks, its
archival memory (passages, a word-overlap search standing in for embeddings) and its turns (the stand-in agent
first runs the memory tools a test scripted for the turn, on the server as Letta's core tool executor does, and
reports them in the response as ``tool_call_message`` / ``tool_return_message`` items; then it answers from the
core memory lines that share words with the question, as a model reading its context window would)."""

from __future__ import annotations

import json
import uuid

import httpx
import pytest

from memtrace_otel import capture, record_outcome
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
        self.plans: dict[str, list[tuple[str, dict]]] = {}  # agent id -> the tool calls its next turn makes
        self.history: dict[str, list[dict]] = {}  # agent id -> the messages of its turns (conversation_search)

    def plan(self, agent_id: str, *calls: tuple[str, dict]) -> None:
        """The memory tools the agent calls on its next turn, in order: (tool name, arguments)."""
        self.plans[agent_id] = list(calls)

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

    # the memory tools, as Letta's core tool executor runs them (letta/services/tool_executor/core_tool_executor.py)
    def _block(self, agent_id: str, label: str) -> dict:
        block = self.blocks.get((agent_id, label))
        if block is None:
            raise KeyError(f"Block field {label} does not exist")
        return block

    def _tool_core_memory_append(self, agent_id, label, content):
        block = self._block(agent_id, label)
        block["value"] = block["value"] + "\n" + str(content)

    def _tool_core_memory_replace(self, agent_id, label, old_content, new_content):
        block = self._block(agent_id, label)
        if old_content not in block["value"]:
            raise ValueError(f"Old content '{old_content}' not found in memory block '{label}'")
        block["value"] = block["value"].replace(str(old_content), str(new_content))

    _EDITED = ("The core memory block with label `{}` has been edited. Review the changes and make sure they are as "
               "expected (correct indentation, no duplicate lines, etc). Edit the memory block again if necessary.")

    def _tool_memory_replace(self, agent_id, label, old_str, new_str):
        block = self._block(agent_id, label)
        current, old_str, new_str = block["value"].expandtabs(), old_str.expandtabs(), new_str.expandtabs()
        if current.count(old_str) != 1:
            raise ValueError(f"No replacement was performed, old_str `{old_str}` did not appear verbatim (or appeared "
                             f"several times) in memory block with label `{label}`.")
        block["value"] = current.replace(old_str, new_str)
        return self._EDITED.format(label)

    def _tool_memory_insert(self, agent_id, label, new_str, insert_line=-1):
        block = self._block(agent_id, label)
        lines = block["value"].expandtabs().split("\n")
        insert_line = len(lines) if insert_line == -1 else insert_line
        if insert_line < 0 or insert_line > len(lines):
            raise ValueError(f"Invalid `insert_line` parameter: {insert_line}.")
        block["value"] = "\n".join(lines[:insert_line] + new_str.expandtabs().split("\n") + lines[insert_line:])
        return self._EDITED.format(label)

    def _tool_memory_rethink(self, agent_id, label, new_memory):
        self._block(agent_id, label)["value"] = new_memory
        return self._EDITED.format(label)

    def _tool_archival_memory_insert(self, agent_id, content, tags=None):
        self.passages.setdefault(agent_id, []).append(
            {"id": f"passage-{uuid.uuid4()}", "text": content, "tags": tags, "created_at": now(),
             "archive_id": f"archive-{agent_id}"})

    def _tool_archival_memory_search(self, agent_id, query, top_k=None, **_):
        words = _words(query)
        scored = sorted([(len(words & _words(p["text"])), p) for p in self.passages.get(agent_id, [])
                         if words & _words(p["text"])], key=lambda s: -s[0])[: top_k or 5]
        # the agent manager's formatted results, returned as a list (packaged with str())
        return str([{"timestamp": p["created_at"], "content": p["text"], "tags": p["tags"] or []} for _, p in scored])

    def _tool_conversation_search(self, agent_id, query, limit=None, **_):
        found = [m for m in self.history.get(agent_id, []) if _words(query) & _words(m["content"])][: limit or 10]
        if not found:
            return "No results found."
        return f"Showing {len(found)} results: " + json.dumps(
            [{"timestamp": m["date"], "time_ago": "0s ago", "role": m["role"], "content": m["content"]} for m in found])

    def _run_tool(self, agent_id: str, name: str, arguments: dict, step: str) -> list[dict]:
        call_id = f"call_{uuid.uuid4().hex[:24]}"
        try:
            returned, ok = getattr(self, f"_tool_{name}")(agent_id, **arguments), True
        except Exception as error:  # the executor's error result: the tool return says so
            returned, ok = f"Error executing function {name}: {type(error).__name__}: {error}", False
        packaged = json.dumps({"status": "OK" if ok else "Failed", "message": str(returned), "time": now()})
        call = {"name": name, "arguments": json.dumps({**arguments, "request_heartbeat": True}),
                "tool_call_id": call_id}
        status = "success" if ok else "error"
        stderr = None if ok else [str(returned)]
        return [
            {"id": f"message-{uuid.uuid4()}", "message_type": "tool_call_message", "date": now(), "tool_call": call,
             "tool_calls": [call], "step_id": step},
            {"id": f"message-{uuid.uuid4()}", "message_type": "tool_return_message", "date": now(), "status": status,
             "tool_call_id": call_id, "tool_return": packaged, "stderr": stderr, "step_id": step,
             "tool_returns": [{"status": status, "tool_call_id": call_id, "tool_return": packaged, "stderr": stderr,
                               "type": "tool"}]},
        ]

    def _turn(self, agent_id: str, body: dict) -> httpx.Response:
        question = " ".join(m["content"] for m in body.get("messages", []) if isinstance(m.get("content"), str))
        step = f"step-{uuid.uuid4()}"
        messages = [{"id": f"message-{uuid.uuid4()}", "message_type": "reasoning_message", "date": now(),
                     "reasoning": "Checking core memory.", "step_id": step}]
        for name, arguments in self.plans.pop(agent_id, ()):
            messages += self._run_tool(agent_id, name, arguments, step)
        lines = [line.strip() for (aid, _), block in self.blocks.items() if aid == agent_id
                 for line in block["value"].replace("\n", ".").split(".") if line.strip()]
        relevant = [line for line in lines if _words(line) & _words(question)]
        answer = ("From my notes: " + "; ".join(relevant) + ".") if relevant else "I have nothing noted about that."
        messages.append({"id": f"message-{uuid.uuid4()}", "message_type": "assistant_message", "date": now(),
                         "content": answer, "step_id": step})
        self.history.setdefault(agent_id, []).extend(
            [{"role": "user", "content": question, "date": now()}, {"role": "assistant", "content": answer,
                                                                     "date": now()}])
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


# ---------------------------------------------------------------------------------------------------- the agent's own
# memory edits during a turn (tool calls the server ran, observed in the response)
def _turn(client, agent_id, text):
    return client.agents.messages.create(agent_id, messages=[{"role": "user", "content": text}])


def _message_var(spans, turn):
    (message,) = [e for e in variables(turn, "input") if e[sc.VAR_KIND] == "message"]
    return message[sc.VAR_ID]


def test_an_agents_core_memory_replace_is_an_observed_update_of_the_block(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    var = f"letta:block:{agent_id}:human"
    client.agents.blocks.retrieve("human", agent_id=agent_id)
    server.plan(agent_id, ("core_memory_replace", {"label": "human", "old_content": "Lives in Lisbon",
                                                   "new_content": "Lives in Porto"}))
    response = _turn(client, agent_id, "I moved to Porto last month")
    assert [m.message_type for m in response.messages] == ["reasoning_message", "tool_call_message",
                                                           "tool_return_message", "assistant_message"]
    assert server.blocks[(agent_id, "human")]["value"] == "Name: Ana. Lives in Porto. Allergic to peanuts"
    after = client.agents.blocks.retrieve("human", agent_id=agent_id)

    spans = instrumented.get_finished_spans()
    (turn,) = by_op_name(spans, "letta.messages.create")
    (edit,) = by_op_name(spans, "letta.core_memory_replace")
    assert edit.name == "letta.core_memory_replace (observed)"
    assert edit.parent is not None and edit.parent.span_id == turn.context.span_id  # a child of the turn
    a = edit.attributes
    assert a[sc.MEMTRACE_OP_KIND] == sc.KIND_UPDATE and a[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPDATE_MEMORY
    assert a[sc.MEMTRACE_SCOPE_AGENT_ID] == agent_id and a[sc.GEN_AI_MEMORY_RECORD_ID] == "human"
    assert a[sc.GEN_AI_PROVIDER_NAME] == "letta" and a[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1
    (out,) = variables(edit, "output")
    assert out[sc.VAR_ID] == var and out[sc.VAR_VERSION] == 2 and out[sc.VAR_CHANGE] == sc.CHANGE_UPDATE
    assert out[sc.VAR_CONTENT] == after.value  # computed from the version this process knew, as the server did
    inputs = {e[sc.VAR_ID]: e for e in variables(edit, "input")}
    assert inputs[var][sc.VAR_RELATION] == sc.REL_UPDATES and inputs[var][sc.VAR_VERSION] == 1
    message = _message_var(spans, turn)
    assert inputs[message][sc.VAR_RELATION] == sc.REL_DERIVED_FROM and inputs[message][sc.VAR_VERSION] == 1
    assert list(out[sc.VAR_SOURCE_IDS]) == [message]
    # the turn itself read the block at the version it started from
    (block_in,) = [e for e in variables(turn, "input") if e[sc.VAR_ID] == var]
    assert block_in[sc.VAR_RELATION] == sc.REL_CONTEXT_OF and block_in[sc.VAR_VERSION] == 1

    # the next retrieve reads the version the agent wrote, and links to the observed update
    get = by_op_name(spans, "letta.blocks.retrieve")[-1]
    (read,) = variables(get, "input")
    assert read[sc.VAR_VERSION] == 2 and read[sc.VAR_PRODUCER_SPAN_ID] == hex_id(edit)
    graph = build_graph([from_readable_span(s) for s in spans])
    assert f"{var}@2" in graph.descendants(f"{var}@1")
    assert f"{var}@2" in graph.descendants(f"{message}@1")


def test_each_block_edit_tool_computes_the_servers_text(instrumented, capture_content):
    """append, memory_replace, memory_insert and memory_rethink in one turn: each is the next version, with the text
    the server made; a later turn reads the last one as its context."""
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    var = f"letta:block:{agent_id}:persona"
    client.agents.blocks.retrieve("persona", agent_id=agent_id)
    server.plan(agent_id,
                ("core_memory_append", {"label": "persona", "content": "I keep recipes short"}),
                ("memory_replace", {"label": "persona", "old_str": "cooking", "new_str": "baking"}),
                ("memory_insert", {"label": "persona", "new_str": "I answer in English", "insert_line": 1}),
                ("memory_insert", {"label": "persona", "new_str": "I like bread"}),
                ("send_message", {"message": "noted"}))  # not a memory tool: ignored
    _turn(client, agent_id, "Please keep recipes short")
    texts = []
    spans = instrumented.get_finished_spans()
    for name in ("letta.core_memory_append", "letta.memory_replace", "letta.memory_insert"):
        for span in by_op_name(spans, name):
            (out,) = variables(span, "output")
            texts.append((out[sc.VAR_VERSION], out[sc.VAR_CONTENT]))
    assert [v for v, _ in sorted(texts)] == [2, 3, 4, 5]
    assert sorted(texts)[-1][1] == server.blocks[(agent_id, "persona")]["value"] == (
        "I am a helpful baking assistant\nI answer in English\nI keep recipes short\nI like bread")
    assert not [s for s in spans if "send_message" in s.name]

    server.plan(agent_id, ("memory_rethink", {"label": "persona", "new_memory": "I am a terse baker"}))
    _turn(client, agent_id, "Be terse")
    server.plan(agent_id)
    second = _turn(client, agent_id, "Are you a baker?")
    spans = instrumented.get_finished_spans()
    (rethink,) = by_op_name(spans, "letta.memory_rethink")
    (out,) = variables(rethink, "output")
    assert (out[sc.VAR_VERSION], out[sc.VAR_CONTENT]) == (6, "I am a terse baker")
    last_turn = by_op_name(spans, "letta.messages.create")[-1]
    (block_in,) = [e for e in variables(last_turn, "input") if e[sc.VAR_ID] == var]
    assert block_in[sc.VAR_VERSION] == 6 and block_in[sc.VAR_PRODUCER_SPAN_ID] == hex_id(rethink)
    assert "terse baker" in second.messages[-1].content


def test_an_edit_of_a_block_never_seen_here_is_a_version_without_text(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    var = f"letta:block:{agent_id}:human"
    server.plan(agent_id, ("core_memory_append", {"label": "human", "content": "Vegetarian"}))
    _turn(client, agent_id, "I am vegetarian now")
    spans = instrumented.get_finished_spans()
    (edit,) = by_op_name(spans, "letta.core_memory_append")
    (out,) = variables(edit, "output")
    assert out[sc.VAR_ID] == var and out[sc.VAR_VERSION] == 2 and sc.VAR_CONTENT not in out
    assert out[sc.VAR_HASH]  # a hash of the edit, chained on the version before
    (prev,) = [e for e in variables(edit, "input") if e[sc.VAR_ID] == var]
    assert prev[sc.VAR_RELATION] == sc.REL_UPDATES and prev[sc.VAR_VERSION] == 1
    # the next turn has the block in its context at the version the agent made
    _turn(client, agent_id, "What do I eat?")
    last_turn = by_op_name(instrumented.get_finished_spans(), "letta.messages.create")[-1]
    (block_in,) = [e for e in variables(last_turn, "input") if e[sc.VAR_ID] == var]
    assert block_in[sc.VAR_VERSION] == 2 and block_in[sc.VAR_RELATION] == sc.REL_CONTEXT_OF


def test_a_failed_tool_call_records_no_version(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    var = f"letta:block:{agent_id}:human"
    client.agents.blocks.retrieve("human", agent_id=agent_id)
    server.plan(agent_id,
                ("core_memory_replace", {"label": "human", "old_content": "Lives in Madrid", "new_content": "x"}),
                ("memory_replace", {"label": "human", "old_str": ".", "new_str": ";"}),  # several: refused
                ("core_memory_append", {"label": "human", "content": "Vegetarian"}))
    response = _turn(client, agent_id, "I am vegetarian")
    statuses = [m.status for m in response.messages if m.message_type == "tool_return_message"]
    assert statuses == ["error", "error", "success"]
    spans = instrumented.get_finished_spans()
    assert not by_op_name(spans, "letta.core_memory_replace") and not by_op_name(spans, "letta.memory_replace")
    (edit,) = by_op_name(spans, "letta.core_memory_append")  # the call that worked, applied to the unchanged block
    (out,) = variables(edit, "output")
    assert out[sc.VAR_VERSION] == 2 and out[sc.VAR_CONTENT] == HUMAN + "\nVegetarian"
    after = client.agents.blocks.retrieve("human", agent_id=agent_id)
    (read,) = variables(by_op_name(instrumented.get_finished_spans(), "letta.blocks.retrieve")[-1])
    assert after.value == out[sc.VAR_CONTENT] and read[sc.VAR_ID] == var and read[sc.VAR_VERSION] == 2


def test_an_agents_archival_insert_is_the_passage_a_later_search_reads(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    fact = "Ana's sister Rita lives in Porto"
    server.plan(agent_id, ("archival_memory_insert", {"content": fact, "tags": ["family"]}))
    _turn(client, agent_id, "My sister Rita lives in Porto")
    found = client.agents.passages.search(agent_id, query="who lives in Porto", top_k=2)
    (passage,) = found.results
    assert passage.content == fact

    spans = instrumented.get_finished_spans()
    (turn,) = by_op_name(spans, "letta.messages.create")
    (insert,) = by_op_name(spans, "letta.archival_memory_insert")
    assert insert.name == "letta.archival_memory_insert (observed)"
    assert insert.parent.span_id == turn.context.span_id
    assert insert.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_WRITE
    assert insert.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_CREATE_MEMORY
    (out,) = variables(insert, "output")
    assert out[sc.VAR_ID].startswith(f"letta:passage:{agent_id}:") and out[sc.VAR_VERSION] == 1
    assert out[sc.VAR_CHANGE] == sc.CHANGE_CREATE and out[sc.VAR_CONTENT] == fact
    (source,) = variables(insert, "input")
    assert source[sc.VAR_ID] == _message_var(spans, turn) and source[sc.VAR_RELATION] == sc.REL_DERIVED_FROM

    # the search returns the server's passage id: it is the passage the agent inserted
    (search,) = by_op_name(spans, "letta.passages.search")
    (read,) = [e for e in variables(search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert read[sc.VAR_ID] == out[sc.VAR_ID] and read[sc.VAR_VERSION] == 1
    assert read[sc.VAR_PRODUCER_SPAN_ID] == hex_id(insert)
    graph = build_graph([from_readable_span(s) for s in spans])
    assert f"{out[sc.VAR_ID]}@1" in graph.descendants(f"{source[sc.VAR_ID]}@1")

    # the agent's own archival search, in a later turn, reads it too; its delete by server id is a tombstone of it
    server.plan(agent_id, ("archival_memory_search", {"query": "Rita Porto"}))
    _turn(client, agent_id, "Where does Rita live?")
    client.agents.passages.delete(passage.id, agent_id=agent_id)
    spans = instrumented.get_finished_spans()
    (agent_search,) = by_op_name(spans, "letta.archival_memory_search")
    assert agent_search.name == "letta.archival_memory_search (observed)"
    assert agent_search.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_RETRIEVE
    assert agent_search.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "Rita Porto"
    inputs = variables(agent_search, "input")
    (query,) = [e for e in inputs if e[sc.VAR_KIND] == "query"]
    assert query[sc.VAR_RELATION] == sc.REL_DERIVED_FROM and query[sc.VAR_CONTENT] == "Rita Porto"
    (read,) = [e for e in inputs if e[sc.VAR_RELATION] == sc.REL_READS]
    assert (read[sc.VAR_ID], read[sc.VAR_VERSION], read[sc.VAR_RANK]) == (out[sc.VAR_ID], 1, 0)
    (delete,) = by_op_name(spans, "letta.passages.delete")
    (tomb,) = variables(delete, "output")
    assert tomb[sc.VAR_ID] == out[sc.VAR_ID] and tomb[sc.VAR_VERSION] == 2


def test_an_agents_conversation_search_reads_the_earlier_messages(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    _turn(client, agent_id, "My sister Rita plays the cello")
    server.plan(agent_id, ("conversation_search", {"query": "cello"}))
    _turn(client, agent_id, "What does Rita play?")
    spans = instrumented.get_finished_spans()
    first = by_op_name(spans, "letta.messages.create")[0]
    (search,) = by_op_name(spans, "letta.conversation_search")
    reads = [e for e in variables(search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert [(e[sc.VAR_ID], e[sc.VAR_VERSION]) for e in reads] == [(_message_var(spans, first), 1)]
    # a search whose return lists nothing (or cannot be read) reads nothing
    server.plan(agent_id, ("conversation_search", {"query": "trumpet"}))
    _turn(client, agent_id, "Does she play the trumpet?")
    last = by_op_name(instrumented.get_finished_spans(), "letta.conversation_search")[-1]
    assert [e[sc.VAR_KIND] for e in variables(last, "input")] == ["query"]
    assert last.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 0


async def test_async_turn_records_the_agents_edits_as_its_children(instrumented):
    server = FakeLetta()
    client = _async_client(server)
    agent_id = _agent(server)
    await client.agents.blocks.retrieve("human", agent_id=agent_id)
    server.plan(agent_id, ("core_memory_replace", {"label": "human", "old_content": "Lisbon",
                                                   "new_content": "Porto"}))
    response = await client.agents.messages.create(agent_id, messages=[{"role": "user", "content": "Moved to Porto"}])
    assert response.messages[-1].message_type == "assistant_message"  # the caller's return value, untouched
    spans = instrumented.get_finished_spans()
    (turn,) = by_op_name(spans, "letta.messages.create")
    (edit,) = by_op_name(spans, "letta.core_memory_replace")
    assert edit.parent.span_id == turn.context.span_id
    (out,) = variables(edit, "output")
    assert out[sc.VAR_VERSION] == 2 and sc.VAR_CONTENT not in out  # content capture is off: hash only
    assert out[sc.VAR_HASH] == capture.content_hash("Name: Ana. Lives in Porto. Allergic to peanuts")


def test_an_unreadable_tool_call_never_breaks_the_turn(instrumented, capture_content):
    server = FakeLetta()
    client = _client(server)
    agent_id = _agent(server)
    client.agents.blocks.retrieve("human", agent_id=agent_id)
    server.plan(agent_id, ("core_memory_append", {"label": "human", "content": "Vegetarian"}))
    original = server._run_tool

    def garbled(agent, name, arguments, step):
        items = original(agent, name, arguments, step)
        items[0]["tool_call"]["arguments"] = items[0]["tool_calls"][0]["arguments"] = "{not json"
        return items

    server._run_tool = garbled
    response = _turn(client, agent_id, "I am vegetarian")
    assert response.messages[-1].message_type == "assistant_message"
    spans = instrumented.get_finished_spans()
    assert not by_op_name(spans, "letta.core_memory_append")
    (turn,) = by_op_name(spans, "letta.messages.create")
    assert turn.status.status_code.name != "ERROR" and variables(turn, "output")


def test_failing_case_an_agents_own_replace_overwrites_the_city(instrumented, capture_content):
    """The user mentions the sister's move; the agent's core_memory_replace rewrites the user's own city in the
    ``human`` block. A later turn answers from the block: the lineage engine names the observed update."""
    from memtrace_otel.attribution.engines.lineage import LineageEngine

    server = FakeLetta()
    client = _client(server)
    agent_id = f"agent-{uuid.uuid4()}"
    server.add_agent(agent_id, human="Alice lives in Lisbon. Alice works as a nurse",
                     persona="I am a helpful assistant")
    client.agents.blocks.retrieve("human", agent_id=agent_id)
    server.plan(agent_id, ("core_memory_replace", {"label": "human", "old_content": "Alice lives in Lisbon",
                                                   "new_content": "Alice lives in Porto"}))
    _turn(client, agent_id, "My sister Rita just moved to Porto")
    question = "Which city does Alice live in?"
    response = _turn(client, agent_id, question)
    answer = response.messages[-1].content
    assert "Lisbon" not in answer and "Porto" in answer
    record_outcome(False, question=question, expected="Lisbon", actual=answer, case_id="letta-agent-replace")

    spans = instrumented.get_finished_spans()
    graph = build_graph([from_readable_span(s) for s in spans])
    (outcome,) = graph.failed_outcomes()
    verdict = LineageEngine().attribute(graph, outcome)
    (edit,) = by_op_name(spans, "letta.core_memory_replace")
    assert verdict.error_type == tx.UPDATE, verdict.reason
    assert verdict.op_name == "letta.core_memory_replace"
    assert verdict.op_id.endswith(hex_id(edit))
