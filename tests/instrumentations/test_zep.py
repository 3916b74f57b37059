"""The real zep-cloud client against an httpx transport that speaks the Zep v4 API: a user graph per thread; each
message added becomes an episode (its uuid, the message's) from which the stand-in "extracts" one fact (edge) in the
user's words made third-person, as Zep's extraction would; searches rank by shared words."""

from __future__ import annotations

import json
import re
import uuid

import httpx
import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution import attribute_outcome
from memtrace_otel.attribution import taxonomy as tx
from memtrace_otel.graph import build_graph
from memtrace_otel.instrumentations.zep import ZepInstrumentor
from memtrace_otel.span_record import from_readable_span

from instrumenting import instrumented_fixture
from service_stand_in import STOP_WORDS, content_words, now
from variable_events import by_op_name, hex_id, variables

zep_cloud = pytest.importorskip("zep_cloud")

_STOP = STOP_WORDS | {"ana"}  # the user's name is in every fact


def _words(text: str) -> set[str]:
    return content_words(text, _STOP)


def _third_person(name: str, text: str) -> str:
    text = re.sub(r"^I'm\b", f"{name} is", text)
    text = re.sub(r"^I am\b", f"{name} is", text)
    text = re.sub(r"^My\b", f"{name}'s", text)
    return re.sub(r"^I\b", name, text)


class FakeZep:
    """In-memory Zep v4 server: threads/{t}/messages (POST), threads/{t}/context (GET), graphs/{g}/search/{edges,
    nodes,episodes} (POST), graphs/{g}/context (POST), graphs/{g}/edges/{e} (PATCH, DELETE), graphs/{g}/episodes."""

    def __init__(self):
        self.thread_graph: dict[str, str] = {}
        self.episodes: dict[str, list[dict]] = {}
        self.edges: dict[str, list[dict]] = {}
        self.nodes: dict[str, dict] = {}

    def add_thread(self, thread: str, graph: str, user_name: str) -> None:
        self.thread_graph[thread] = graph
        self.nodes[graph] = {"uuid": f"node-{uuid.uuid4()}", "name": user_name, "labels": ["User"],
                             "summary": f"{user_name} is a user.", "episode_uuids": [],
                             "episode_uuids_truncated": False, "graph_uuid": graph}

    def handle(self, request: httpx.Request) -> httpx.Response:
        if request.headers.get("authorization") != "Api-Key k":
            return httpx.Response(401, json={"error": {"code": "unauthorized", "message": "invalid api key"}})
        path = request.url.path.removeprefix("/api/v4/").split("/")
        body = json.loads(request.content) if request.content else {}
        method = request.method
        if path[0] == "threads" and path[1] in self.thread_graph:
            thread = path[1]
            if path[2:] == ["messages"] and method == "POST":
                return self._add_messages(thread, body)
            if path[2:] == ["context"] and method == "GET":
                return httpx.Response(200, json={"context": self._context(self.thread_graph[thread], "")})
        if path[0] == "graphs" and path[1] in self.nodes:
            graph = path[1]
            if path[2] == "search" and method == "POST":
                return self._search(graph, path[3], body["query"], int(request.url.params.get("page_size", 10)))
            if path[2:] == ["context"] and method == "POST":
                edges = self._rank(self._live(graph), body["query"], "fact", 5)
                results = {"edges": edges} if body.get("include_results") else None
                return httpx.Response(200, json={"context": self._format(edges), "results": results})
            if path[2] == "edges" and len(path) == 4:
                return self._edge(graph, path[3], method, body)
            if path[2:] == ["episodes"] and method == "POST":
                episode = self._episode(graph, None, body["data"], None, "text")
                return httpx.Response(202, json={"episode": episode, "task": {"status": "queued"}})
        return httpx.Response(404, json={"error": {"code": "not_found", "message": f"no route {request.url.path}"}})

    def _episode(self, graph: str, thread: str | None, content: str, name: str | None, source: str,
                 episode_uuid: str | None = None) -> dict:
        episode = {"uuid": episode_uuid or str(uuid.uuid4()), "content": content, "created_at": now(),
                   "graph_uuid": graph, "thread_uuid": thread, "source": source, "processed": True,
                   "role_name": name}
        self.episodes.setdefault(graph, []).append(episode)
        user = self.nodes[graph]
        fact = _third_person(user["name"], content)
        self.edges.setdefault(graph, []).append({
            "uuid": f"edge-{uuid.uuid4()}", "fact": fact, "name": "STATES", "graph_uuid": graph,
            "source_node_uuid": user["uuid"], "target_node_uuid": user["uuid"], "episode_uuids": [episode["uuid"]],
            "created_at": now(), "valid_at": now()})
        user["episode_uuids"].append(episode["uuid"])
        return episode

    def _add_messages(self, thread: str, body: dict) -> httpx.Response:
        graph = self.thread_graph[thread]
        echoed = []
        for message in body["messages"]:
            if message.get("role") == "user":
                episode = self._episode(graph, thread, message["content"], message.get("name"), "message",
                                        message.get("uuid"))
                message_uuid = episode["uuid"]  # the message is stored as an episode under its own uuid
            else:
                message_uuid = message.get("uuid") or str(uuid.uuid4())
            echoed.append({**message, "uuid": message_uuid, "thread_uuid": thread, "created_at": now(),
                           "processed": True})
        result = {"messages": echoed, "task": {"status": "succeeded"}}
        if body.get("return_context"):
            result["context"] = self._context(graph, "")
        return httpx.Response(202, json=result)

    def _live(self, graph: str) -> list[dict]:
        return [e for e in self.edges.get(graph, []) if not e.get("deleted")]

    @staticmethod
    def _rank(items: list[dict], query: str, field: str, limit: int) -> list[dict]:
        words = _words(query)
        scored = [(len(words & _words(item.get(field) or "")) / max(1, len(words)), item) for item in items]
        scored = sorted([s for s in scored if s[0] > 0], key=lambda s: -s[0])[:limit]
        return [{**item, "score": round(score, 4)} for score, item in scored]

    @staticmethod
    def _format(edges: list[dict]) -> str:
        return "FACTS and ENTITIES:\n" + "\n".join(f"- {e['fact']} (valid from {e['valid_at'][:10]})" for e in edges)

    def _context(self, graph: str, query: str) -> str:
        return self._format(self._live(graph)[-5:])

    def _search(self, graph: str, what: str, query: str, page_size: int) -> httpx.Response:
        pool, field = {"edges": (self._live(graph), "fact"), "nodes": ([self.nodes[graph]], "summary"),
                       "episodes": (self.episodes.get(graph, []), "content")}[what]
        if what == "nodes":
            query = query + " user"
        items = self._rank(pool, query, field, page_size)
        return httpx.Response(200, json={"items": items, "next_cursor": None, "total_size": len(items)})

    def _edge(self, graph: str, edge_uuid: str, method: str, body: dict) -> httpx.Response:
        edge = next((e for e in self._live(graph) if e["uuid"] == edge_uuid), None)
        if edge is None:
            return httpx.Response(404, json={"error": {"code": "not_found", "message": f"edge {edge_uuid}"}})
        if method == "DELETE":
            edge["deleted"] = True
            return httpx.Response(202, json={"task": {"status": "succeeded"}})
        if method == "PATCH":
            edge.update({k: v for k, v in body.items() if k in ("fact", "attributes") and v is not None})
            return httpx.Response(200, json=edge)
        return httpx.Response(200, json=edge)


instrumented = instrumented_fixture(ZepInstrumentor)

GRAPH, THREAD = "user-ana", "thread-1"


def _server() -> FakeZep:
    server = FakeZep()
    server.add_thread(THREAD, GRAPH, "Ana")
    return server


def _client(server: FakeZep, api_key: str = "k"):
    return zep_cloud.Zep(api_key=api_key, base_url="http://zep.test/api/v4", max_retries=0,
                         httpx_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


def _async_client(server: FakeZep):
    return zep_cloud.AsyncZep(api_key="k", base_url="http://zep.test/api/v4", max_retries=0,
                              httpx_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))


CONVERSATION = ["I'm allergic to peanuts", "I moved to Lisbon last spring", "My sister Rita visits every June"]


def _messages():
    return [zep_cloud.AddMessage(content=text, role="user", name="Ana", uuid_=f"msg-{i}")
            for i, text in enumerate(CONVERSATION)]


def _assert_ingest_and_search(spans, found):
    (add,) = by_op_name(spans, "zep.thread.add_messages")
    a = add.attributes
    assert a[sc.MEMTRACE_OP_KIND] == sc.KIND_INGEST and a[sc.GEN_AI_OPERATION_NAME] == sc.OP_CREATE_MEMORY
    assert a[sc.GEN_AI_PROVIDER_NAME] == "zep" and a[sc.MEMTRACE_OP_SYSTEM] == "zep"
    assert a[sc.GEN_AI_MEMORY_STORE_ID] == THREAD and a[sc.GEN_AI_MEMORY_RECORD_COUNT] == 3
    assert a[sc.MEMTRACE_OP_OUTPUTS_DEFERRED] is True  # the server extracts facts from them, out of sight
    inputs = variables(add, "input")
    assert [e[sc.VAR_ID] for e in inputs] == ["zep:msg:msg-0", "zep:msg:msg-1", "zep:msg:msg-2"]
    assert all(e[sc.VAR_KIND] == "message" and e[sc.VAR_VERSION] == 1 for e in inputs)
    assert all(e[sc.VAR_RELATION] == sc.REL_DERIVED_FROM for e in inputs)

    (search,) = by_op_name(spans, "zep.graph.search_edges")
    assert search.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_RETRIEVE
    assert search.attributes[sc.GEN_AI_MEMORY_STORE_ID] == GRAPH and search.attributes[sc.GEN_AI_REQUEST_TOP_K] == 2
    reads = [e for e in variables(search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert [e[sc.VAR_ID] for e in reads] == [f"zep:edge:{edge.uuid_}" for edge in found.items]
    assert all(e[sc.VAR_KIND] == "memory_record" for e in reads)
    assert [e[sc.VAR_SCORE] for e in reads] == [edge.score for edge in found.items]
    # each fact was produced by an observed extraction (a child of the search) from the message it came from
    extracts = by_op_name(spans, "zep.extract")
    assert len(extracts) == len(found.items)
    for span, edge, read in zip(extracts, found.items, reads):
        assert span.parent.span_id == search.context.span_id
        assert span.name == "zep.extract (observed)"
        (source,) = variables(span, "input")
        assert source[sc.VAR_ID] == f"zep:msg:{edge.episode_uuids[0]}" and source[sc.VAR_VERSION] == 1
        (out,) = variables(span, "output")
        assert out[sc.VAR_ID] == read[sc.VAR_ID] and read[sc.VAR_PRODUCER_SPAN_ID] == hex_id(span)
    graph = build_graph([from_readable_span(s) for s in spans])
    assert f"zep:edge:{found.items[0].uuid_}@1" in graph.descendants("zep:msg:msg-0@1")


def test_messages_become_facts_that_search_reads(instrumented, capture_content):
    server = _server()
    client = _client(server)
    added = client.thread.add_messages(THREAD, messages=_messages())
    assert [m.uuid_ for m in added.messages] == ["msg-0", "msg-1", "msg-2"]  # the client's own result
    found = client.graph.search_edges(GRAPH, query="peanuts allergic", page_size=2)
    assert [e.fact for e in found.items] == ["Ana is allergic to peanuts"]
    spans = instrumented.get_finished_spans()
    _assert_ingest_and_search(spans, found)
    (search,) = by_op_name(spans, "zep.graph.search_edges")
    assert search.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "peanuts allergic"
    records = json.loads(search.attributes[sc.GEN_AI_MEMORY_RECORDS])
    assert records[0]["content"] == "Ana is allergic to peanuts" and records[0]["source_ids"] == ["zep:msg:msg-0"]

    # a second search of the same fact: no new extraction, the same version, linked to the observed extract
    client.graph.search_edges(GRAPH, query="allergic", page_size=2)
    spans = instrumented.get_finished_spans()
    assert len(by_op_name(spans, "zep.extract")) == 1
    (read,) = [e for e in variables(by_op_name(spans, "zep.graph.search_edges")[1], "input")
               if e[sc.VAR_ID].startswith("zep:edge:")]
    assert read[sc.VAR_VERSION] == 1


async def test_async_client(instrumented):
    server = _server()
    client = _async_client(server)
    await client.thread.add_messages(THREAD, messages=_messages())
    found = await client.graph.search_edges(GRAPH, query="peanuts allergic", page_size=2)
    assert len(found.items) == 1
    spans = instrumented.get_finished_spans()
    _assert_ingest_and_search(spans, found)
    assert all(sc.VAR_CONTENT not in e for s in spans for e in variables(s))  # content capture is off


def test_fact_update_and_delete(instrumented, capture_content):
    server = _server()
    client = _client(server)
    client.thread.add_messages(THREAD, messages=_messages())
    (edge,) = client.graph.search_edges(GRAPH, query="moved Lisbon", page_size=1).items
    updated = client.graph.edge.update(GRAPH, edge.uuid_, fact="Ana moved to Porto last spring")
    assert updated.fact == "Ana moved to Porto last spring"
    (again,) = client.graph.search_edges(GRAPH, query="moved Porto", page_size=1).items
    client.graph.edge.delete(GRAPH, edge.uuid_)
    assert client.graph.search_edges(GRAPH, query="moved Porto Lisbon", page_size=1).items == []

    spans = instrumented.get_finished_spans()
    var = f"zep:edge:{edge.uuid_}"
    (update,) = by_op_name(spans, "zep.graph.edge.update")
    assert update.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_UPDATE
    assert update.attributes[sc.GEN_AI_MEMORY_RECORD_ID] == edge.uuid_
    (out,) = variables(update, "output")
    assert out[sc.VAR_ID] == var and out[sc.VAR_VERSION] == 2 and out[sc.VAR_CHANGE] == sc.CHANGE_UPDATE
    (prev,) = variables(update, "input")
    assert prev[sc.VAR_RELATION] == sc.REL_UPDATES and prev[sc.VAR_VERSION] == 1
    # the search after the update read version 2, written by the update (no new extraction)
    second = by_op_name(spans, "zep.graph.search_edges")[1]
    (read,) = [e for e in variables(second, "input") if e[sc.VAR_ID].startswith("zep:edge:")]
    assert read[sc.VAR_VERSION] == 2 and read[sc.VAR_PRODUCER_SPAN_ID] == hex_id(update)
    assert len(by_op_name(spans, "zep.extract")) == 1
    (delete,) = by_op_name(spans, "zep.graph.edge.delete")
    assert delete.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_DELETE
    (tomb,) = variables(delete, "output")
    assert tomb[sc.VAR_ID] == var and tomb[sc.VAR_CHANGE] == sc.CHANGE_DELETE and tomb[sc.VAR_VERSION] == 3
    (gone,) = variables(delete, "input")
    assert gone[sc.VAR_RELATION] == sc.REL_DELETES and gone[sc.VAR_VERSION] == 2 and gone[sc.VAR_KIND] == "memory_record"


def test_context_blocks_nodes_episodes(instrumented, capture_content):
    server = _server()
    client = _client(server)
    client.thread.add_messages(THREAD, messages=_messages())
    context = client.thread.get_context(THREAD)
    assert "Ana is allergic to peanuts" in context.context
    graph_context = client.graph.get_context(GRAPH, query="Ana moved where", include_results=True)
    nodes = client.graph.search_nodes(GRAPH, query="Ana")
    episodes = client.graph.search_episodes(GRAPH, query="sister Rita")
    added = client.graph.episode.add(GRAPH, data="Ana's favourite dish is bacalhau", type="text")
    spans = instrumented.get_finished_spans()

    (thread_ctx,) = by_op_name(spans, "zep.thread.get_context")
    assert thread_ctx.attributes[sc.GEN_AI_CONVERSATION_ID] == THREAD
    (block,) = variables(thread_ctx, "output")
    assert block[sc.VAR_KIND] == "context" and block[sc.VAR_CONTENT] == context.context

    (graph_ctx,) = by_op_name(spans, "zep.graph.get_context")
    reads = [e for e in variables(graph_ctx, "input") if e[sc.VAR_ID].startswith("zep:edge:")]
    assert [e[sc.VAR_ID] for e in reads] == [f"zep:edge:{e.uuid_}" for e in graph_context.results.edges]
    (block,) = variables(graph_ctx, "output")
    assert reads and set(block[sc.VAR_SOURCE_IDS]) == {e[sc.VAR_ID] for e in reads}

    (node_search,) = by_op_name(spans, "zep.graph.search_nodes")
    (node,) = [e for e in variables(node_search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert node[sc.VAR_ID] == f"zep:node:{nodes.items[0].uuid_}" and node[sc.VAR_KIND] == "memory_record"
    (episode_search,) = by_op_name(spans, "zep.graph.search_episodes")
    (episode,) = [e for e in variables(episode_search, "input") if e[sc.VAR_RELATION] == sc.REL_READS]
    assert episodes.items[0].uuid_ == "msg-2"
    assert episode[sc.VAR_ID] == "zep:msg:msg-2" and episode[sc.VAR_VERSION] == 1  # the message it stores

    (ingest,) = by_op_name(spans, "zep.graph.episode.add")
    (out,) = variables(ingest, "output")
    assert out[sc.VAR_ID] == f"zep:episode:{added.episode.uuid_}" and out[sc.VAR_KIND] == "episode"


def test_api_errors_pass_through_and_are_recorded(instrumented):
    server = _server()
    with pytest.raises(zep_cloud.UnauthorizedError) as raised:
        _client(server, api_key="wrong").thread.add_messages(THREAD, messages=_messages())
    assert raised.value.status_code == 401
    with pytest.raises(zep_cloud.NotFoundError):
        _client(server).graph.edge.delete(GRAPH, "edge-missing")
    auth, missing = instrumented.get_finished_spans()
    for span, error in ((auth, "UnauthorizedError"), (missing, "NotFoundError")):
        assert span.status.status_code.name == "ERROR" and span.attributes[sc.ERROR_TYPE] == error
        assert not variables(span, "output")


async def test_async_api_errors_pass_through(instrumented):
    server = _server()
    client = zep_cloud.AsyncZep(api_key="wrong", base_url="http://zep.test/api/v4", max_retries=0,
                                httpx_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))
    with pytest.raises(zep_cloud.UnauthorizedError):
        await client.graph.search_edges(GRAPH, query="q")
    (span,) = instrumented.get_finished_spans()
    assert span.attributes[sc.ERROR_TYPE] == "UnauthorizedError"


def test_uninstrument_restores_methods(span_exporter, provider):
    from zep_cloud.graph import client as graph
    from zep_cloud.graph.edge import client as edge
    from zep_cloud.thread import client as thread

    classes = [thread.ThreadClient, thread.AsyncThreadClient, graph.GraphClient, graph.AsyncGraphClient,
               edge.EdgeClient, edge.AsyncEdgeClient]
    originals = {(c, k): v for c in classes for k, v in vars(c).items()}
    inst = ZepInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert vars(graph.GraphClient)["search_edges"] is not originals[(graph.GraphClient, "search_edges")]
    inst.uninstrument()
    assert all(vars(c).get(k) is v for (c, k), v in originals.items())
    _client(_server()).thread.add_messages(THREAD, messages=_messages())
    assert span_exporter.get_finished_spans() == ()


def _answer(question: str, facts: list) -> tuple[str, object]:
    """The app's answer step: a model (here a rule) answering from the facts Zep returned."""
    with operation("generate", "app.answer", system="app") as op:
        for rank, fact in enumerate(facts):
            op.input(f"zep:edge:{fact.uuid_}", fact.fact, kind="memory_record", relation=sc.REL_CONTEXT_OF, rank=rank)
        allergies = [f.fact for f in facts if "allergic" in f.fact]
        answer = allergies[0] if allergies else "You have no food allergies on record."
        op.output("answer:q1", answer, kind="answer", source_ids=[f"zep:edge:{f.uuid_}" for f in facts])
    return answer, op


def test_failing_case_a_deleted_fact_loses_the_allergy(instrumented, capture_content):
    """A clean-up job deletes the allergy fact as "stale"; the assistant then says Ana has no allergies. The
    lineage engine names the fact's delete (DeletionError at zep.graph.edge.delete)."""
    server = _server()
    client = _client(server)
    client.thread.add_messages(THREAD, messages=_messages())
    (allergy,) = client.graph.search_edges(GRAPH, query="allergic peanuts", page_size=1).items
    client.graph.edge.delete(GRAPH, allergy.uuid_)  # the fault
    question = "Which foods is Ana allergic to?"
    facts = client.graph.search_edges(GRAPH, query=question, page_size=3).items
    answer, answer_op = _answer(question, facts)
    assert "peanuts" not in answer
    record_outcome(False, question=question, expected="peanuts", actual=answer, answer=answer_op,
                   case_id="zep-fact-deleted")

    spans = instrumented.get_finished_spans()
    graph = build_graph([from_readable_span(s) for s in spans])
    (outcome,) = graph.failed_outcomes()
    verdict = attribute_outcome(graph, outcome)
    (delete,) = by_op_name(spans, "zep.graph.edge.delete")
    assert verdict.error_type == tx.DELETION, verdict.reason
    assert verdict.op_name == "zep.graph.edge.delete"
    assert verdict.op_id.endswith(hex_id(delete))


def test_a_message_keeps_the_time_the_app_gave_it(instrumented, capture_content):
    server = _server()
    client = _client(server)
    messages = [zep_cloud.AddMessage(content="I fly to Oslo next Tuesday", role="user", name="Ana",
                                  reference_time="2025-03-06T09:00:00Z"),
                zep_cloud.AddMessage(content="I like tea", role="user", name="Ana")]
    client.thread.add_messages(THREAD, messages=messages)
    (add,) = by_op_name(instrumented.get_finished_spans(), "zep.thread.add_messages")
    assert add.attributes[sc.INPUT_SAID_AT] == ("2025-03-06T09:00:00Z", "")
    graph = build_graph([from_readable_span(add)])
    said = [graph.variables[n].said_at for n in sorted(graph.variables) if n.startswith("zep:msg:")]
    assert "2025-03-06T09:00:00Z" in said
