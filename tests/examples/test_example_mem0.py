"""examples/mem0_memory.py as a user runs it: offline (local model server in-process), the faulty clean-up attributed
to the mem0.delete span, the same app without the fault answering right, and --model through litellm against a local
server playing the provider."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel.attribution.batch import attribute_loaded, load_traces
from memtrace_otel.local_model import LocalModelServer

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.heavy


def _run(tmp_path: Path, *args: str) -> Path:
    out = tmp_path / "mem0.jsonl"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env["MEM0_DIR"] = str(tmp_path / ".mem0")
    proc = subprocess.run([sys.executable, str(REPO / "examples" / "mem0_memory.py"), "--out", str(out), *args],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "answer:" in proc.stdout and "spaCy" not in proc.stderr
    return out


def test_offline_run_is_attributed_to_the_delete(tmp_path):
    loaded = load_traces([str(_run(tmp_path))], progress=False)
    ops = loaded.graph.operations.values()
    names = {op.op_name for op in ops}
    assert {"mem0.add", "mem0.extract", "mem0.delete", "mem0.search"} <= names, names
    assert {op.kind for op in ops} >= {sc.KIND_EXTRACT, sc.KIND_WRITE, sc.KIND_DELETE, sc.KIND_RETRIEVE,
                                        sc.KIND_GENERATE}
    assert [o.case_id for o in loaded.outcomes] == ["alice-city"]
    [verdict] = attribute_loaded(loaded, progress=False)
    assert verdict.error_type == "DeletionError" and verdict.op_name == "mem0.delete"


def test_without_the_fault_the_answer_is_right(tmp_path):
    loaded = load_traces([str(_run(tmp_path, "--no-fault"))], progress=False)
    assert loaded.outcomes == []  # no failed outcome
    assert "mem0.delete" not in {op.op_name for op in loaded.graph.operations.values()}


def test_model_flag_goes_through_litellm_to_the_provider(tmp_path):
    with LocalModelServer() as provider:
        out = _run(tmp_path, "--model", "openai/provider-model", "--api-base", provider.base_url, "--api-key", "sk-x")
        chats = provider.chat_requests()
    assert {r.model for r in chats} == {"provider-model"}
    prompts = [m.get("content") or "" for r in chats for m in r.messages]
    assert any("Lisbon" in p for p in prompts)  # mem0's extraction request went to the provider
    assert any("Which city does Alice live in?" in p for p in prompts)  # and so did the answer
    loaded = load_traces([str(out)], progress=False)
    assert {"mem0.add", "mem0.search"} <= {op.op_name for op in loaded.graph.operations.values()}
