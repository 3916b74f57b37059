"""The long-context and long-term store examples run as scripts (offline, local model server) and write OTLP/JSON
files whose memory spans rebuild into the lineage each example describes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec
from memtrace_otel.graph import build_graph
from memtrace_otel.graph.loaders import load_spans

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run_example(name: str, tmp_path: Path) -> list:
    out = tmp_path / "out" / f"{name}.jsonl"
    env = dict(os.environ)
    env.pop("OTEL_TRACES_EXPORTER", None)
    proc = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py"), "--out", str(out)], env=env,
                          capture_output=True, text=True, timeout=180, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert out.is_file() and "spans written to" in proc.stdout
    return load_spans(out)


def op_kinds(records) -> set:
    return {r.attributes.get(sc.MEMTRACE_OP_KIND) for r in records} - {None}


def evicted_ids(records) -> set:
    return {v[sc.VAR_ID] for r in records for v in variables_codec.span_variables(r)
            if v.get(sc.VAR_RELATION) == sc.REL_EVICTED_TO}


def evict_ops_upstream(graph, node_id: str) -> list[str]:
    return [i for i in graph.ancestors(node_id) if i in graph.operations and graph.operations[i].kind == "evict"]


def outcome(graph):
    [result] = graph.outcomes()
    assert result.answer_node_id, "the outcome is joined to its answer"
    return result


@pytest.mark.heavy
def test_long_context_buffer_example(tmp_path):
    records = run_example("long_context_buffer", tmp_path)
    assert {"buffer", "evict", "retrieve", "generate", "judge"} <= op_kinds(records)
    assert "msg:demo:0" in evicted_ids(records)  # the message the question needs left the window
    graph = build_graph(records)
    result = outcome(graph)
    assert result.status == sc.OUTCOME_FAILED
    evicts = evict_ops_upstream(graph, result.answer_node_id)  # the answer's context came through the trims
    assert evicts and any(e.node_id == "msg:demo:0@1" and e.relation == sc.REL_EVICTED_TO
                          for op in evicts for e in graph.inputs(op))


@pytest.mark.heavy
def test_langchain_history_example(tmp_path):
    from langchain_core.messages import HumanMessage

    from memtrace_otel.instrumentations.langchain_history import message_var_id

    records = run_example("langchain_history", tmp_path)
    assert {"buffer", "retrieve", "evict", "generate"} <= op_kinds(records)
    trims = [r for r in records if r.attributes.get(sc.MEMTRACE_OP_NAME) == "langchain.trim_messages"]
    assert len(trims) == 1 and trims[0].attributes[sc.MEMTRACE_EVICTED_COUNT] >= 1
    graph = build_graph(records)
    result = outcome(graph)
    assert result.status == sc.OUTCOME_FAILED  # the cat's name was trimmed away
    [trim] = evict_ops_upstream(graph, result.answer_node_id)  # the window the answer saw came from the trim
    evidence = message_var_id(HumanMessage("I just adopted a grey cat and named her Pixel."))
    assert [(e.node_id, e.relation) for e in graph.inputs(trim) if e.node_id.startswith(evidence)] == [
        (evidence + "@1", sc.REL_EVICTED_TO)]


@pytest.mark.heavy
def test_llamaindex_memory_example(tmp_path):
    records = run_example("llamaindex_memory", tmp_path)
    assert {"buffer", "evict", "retrieve", "generate"} <= op_kinds(records)
    graph = build_graph(records)
    result = outcome(graph)
    assert result.status == sc.OUTCOME_CORRECT
    ancestors = graph.ancestors(result.answer_node_id)
    # the answer's context came from the transcript block, which the flush filled with the evicted first message
    assert any(n.startswith("llamaindex:block:transcript@") for n in ancestors)
    flushed = evicted_ids(records)
    assert any(n.split("@")[0] in flushed for n in ancestors)


@pytest.mark.heavy
def test_langgraph_store_example(tmp_path):
    records = run_example("langgraph_store", tmp_path)
    assert {"write", "update", "delete", "retrieve", "generate"} <= op_kinds(records)
    graph = build_graph(records)
    result = outcome(graph)
    assert result.status == sc.OUTCOME_CORRECT
    ancestors = graph.ancestors(result.answer_node_id)
    assert "langgraph:memories/alice:home@2" in ancestors and "langgraph:memories/alice:home@1" in ancestors
