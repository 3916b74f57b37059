"""The agent engine through litellm against a local OpenAI-compatible server playing scripted replies: exploration
tools, validation of the final answer against the graph, budgets, fallback to the lineage verdict, and the flat-log
baseline."""

from __future__ import annotations

import json

import pytest

from memtrace_otel import config
from memtrace_otel.attribution import attribute_outcome, taxonomy as tx
from memtrace_otel.attribution.engines.agent import AgentEngine, FlatLogEngine, flat_log
from memtrace_otel.graph import build_graph
from memtrace_otel.local_model.server import LocalModelServer
from memtrace_otel.span_record import from_readable_span

from test_attribution_lineage import QUESTION, TinyMemory, _ingest_all


class ScriptedReplies:
    """A model that answers with the next scripted reply (a callable gets the messages and returns the reply)."""

    def __init__(self, replies):
        self.replies = list(replies)
        self.seen: list[list[dict]] = []

    def complete(self, messages, *, model="local", response_format=None):
        self.seen.append(messages)
        reply = self.replies.pop(0) if self.replies else '{"action": "explore", "node_id": "nothing@1"}'
        return reply(messages) if callable(reply) else reply

    def embed(self, texts, dimensions=None):
        return [[0.0] * (dimensions or 8) for _ in texts]

    def reset(self):
        self.seen.clear()


@pytest.fixture
def deletion_case(span_exporter):
    config.configure(capture_content=True)
    m = TinyMemory()
    _ingest_all(m)
    m.delete("tiny:rec:1")
    m.answer(QUESTION)
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    return m, graph, graph.failed_outcomes()[0]


def _engine(server, **kw):
    return AgentEngine("openai/local", api_base=server.base_url, api_key="x", **kw)


def test_agent_explores_then_finishes_with_a_validated_answer(deletion_case):
    m, graph, outcome = deletion_case
    delete_op = m.ops["delete"]
    replies = ScriptedReplies([
        '{"action": "explore", "node_id": "tiny:rec:1@1"}',
        '{"action": "read", "node_id": "tiny:rec:1@1"}',
        '{"action": "finish", "error_type": "Bogus", "op_id": "x", "reason": "not a real error type at all"}',
        json.dumps({"action": "finish", "error_type": tx.DELETION, "op_id": delete_op,
                    "reason": "tiny.delete removed the only record holding Lisbon before the question was asked"}),
    ])
    with LocalModelServer(replies) as server:
        result = attribute_outcome(graph, outcome, engine=_engine(server))
    assert (result.error_type, result.op_id, result.engine) == (tx.DELETION, delete_op, "agent")
    assert result.cost["llm_calls"] == 4 and result.cost["input_tokens"] > 0
    # the tools answered from the graph: the explore result names the delete op, the read shows the content
    tool_results = [msgs[-1]["content"] for msgs in replies.seen[1:]]
    assert delete_op in tool_results[0] and "Lisbon" in tool_results[1]
    assert "error_type must be one of" in tool_results[2]  # the invalid answer was sent back, not accepted
    # the task prompt carried the lineage seed
    assert "lineage pass suggests DeletionError" in replies.seen[0][1]["content"]


def test_agent_is_told_a_superseded_label_is_an_annotation_error_and_may_say_so(deletion_case):
    """The definition the model works from is the taxonomy's: a wrong label is an AnnotationError also when its value
    is in the inputs but memory holds the answer given instead (a superseded value, another thing's); the model's
    AnnotationError, with no operation, is accepted."""
    m, graph, outcome = deletion_case
    replies = ScriptedReplies([json.dumps({"action": "finish", "error_type": tx.ANNOTATION, "op_id": None,
                                           "reason": "the label took the city memory says she has left"})])
    with LocalModelServer(replies) as server:
        result = attribute_outcome(graph, outcome, engine=_engine(server))
    assert (result.error_type, result.op_id) == (tx.ANNOTATION, None)
    system = replies.seen[0][0]["content"]
    assert "label is wrong" in system and "no longer holds" in system


def test_agent_budget_exhausted_keeps_the_lineage_verdict(deletion_case):
    m, graph, outcome = deletion_case
    replies = ScriptedReplies(['{"action": "explore", "node_id": "tiny:rec:1@1"}'] * 10)
    with LocalModelServer(replies) as server:
        result = attribute_outcome(graph, outcome, engine=_engine(server, max_calls=3))
    assert result.cost["llm_calls"] == 3
    assert result.op_id == m.ops["delete"] and result.error_type == tx.DELETION
    assert "budget" in result.reason


def test_agent_with_unreachable_provider_degrades_gracefully(deletion_case):
    m, graph, outcome = deletion_case
    engine = AgentEngine("openai/local", api_base="http://127.0.0.1:9/v1", api_key="x")
    engine.client.timeout = 2
    result = engine.attribute(graph, outcome)
    assert result.op_id == m.ops["delete"] and "LLM call failed" in result.reason


def test_flat_log_baseline(deletion_case):
    m, graph, outcome = deletion_case
    log = flat_log(graph)
    assert "### Operation" in log and "tiny.delete" in log and "tiny:rec:1" not in log  # no variable ids
    replies = ScriptedReplies([json.dumps({"error_type": tx.RETRIEVAL, "op_id": m.ops["retrieve"],
                                           "reason": "search did not find it"})])
    with LocalModelServer(replies) as server:
        result = FlatLogEngine("openai/local", api_base=server.base_url, api_key="x").attribute(graph, outcome)
    assert (result.error_type, result.op_id, result.engine) == (tx.RETRIEVAL, m.ops["retrieve"], "flatlog")
    assert result.cost["llm_calls"] == 1
