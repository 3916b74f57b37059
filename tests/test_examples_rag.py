"""Run the RAG / EverMemOS examples as a user would (a subprocess) and read the trace file they write."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel.graph import build_graph
from memtrace_otel.graph.loaders import load_spans

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = {
    "rag_chroma": ("chroma:helpdesk:returns", 2, sc.OP_UPSERT_MEMORY),
    "rag_qdrant": ("qdrant:product-notes:1", 2, sc.OP_UPDATE_MEMORY),
    "evermemos_client": ("evermemos:mem:ep-0", 1, sc.OP_CREATE_MEMORY),
}


def _run(name: str, out: Path, *extra: str) -> str:
    env = {**os.environ, "OTEL_TRACES_EXPORTER": "none"}
    proc = subprocess.run([sys.executable, str(REPO / "examples" / f"{name}.py"), "--out", str(out), *extra],
                          cwd=out.parent, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def _check_memory_spans(out: Path, name: str):
    records = load_spans(out)
    memory = [r for r in records if r.attributes.get(sc.GEN_AI_OPERATION_NAME) in sc.MEMORY_OPERATION_NAMES]
    assert memory, f"{name} wrote no memory spans"
    assert {r.attributes.get(sc.MEMTRACE_OP_KIND) for r in memory} >= {sc.KIND_RETRIEVE}
    var_id, version, writer_op = EXAMPLES[name]
    search = [r for r in memory if r.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY][-1]
    assert f"{var_id}@{version}" in search.attributes[sc.MEMTRACE_INPUTS]
    assert any(r.attributes[sc.GEN_AI_OPERATION_NAME] == writer_op for r in memory)
    assert search.links  # the retrieval links to the writers of what it read
    return records


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_retrieval_only(name, tmp_path):
    out = tmp_path / f"{name}.jsonl"
    _run(name, out, "--no-generate")
    _check_memory_spans(out, name)


@pytest.mark.heavy  # imports litellm (seconds) and answers through the local model server
@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_end_to_end(name, tmp_path):
    out = tmp_path / f"{name}.jsonl"
    stdout = _run(name, out)
    records = _check_memory_spans(out, name)
    graph = build_graph(records)
    (answer,) = [r for r in records if r.attributes.get(sc.MEMTRACE_OP_KIND) == sc.KIND_GENERATE]
    answer_node = answer.attributes[sc.MEMTRACE_OUTPUTS][0]
    var_id, version, _ = EXAMPLES[name]
    assert answer_node in graph.descendants(f"{var_id}@{version}")  # the answer was built from that version
    (outcome,) = [r for r in records if r.name == sc.OUTCOME_SPAN_NAME]
    assert outcome.attributes[sc.OUTCOME_STATUS] == sc.OUTCOME_CORRECT, stdout
