"""Run the RAG / EverMemOS examples as a user would (a subprocess) and read the trace file they write."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec
from memtrace_otel.graph import build_graph
from memtrace_otel.graph.loaders import load_spans

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = {
    "rag_chroma": ("chroma:helpdesk:returns", 2, sc.OP_UPSERT_MEMORY),
    "rag_qdrant": ("qdrant:product-notes:1", 2, sc.OP_UPDATE_MEMORY),
    "evermemos_client": ("evermemos:mem:ep-0", 1, sc.OP_CREATE_MEMORY),
}


def _run(name: str, out: Path, *extra: str, env: dict | None = None) -> str:
    env = {**os.environ, "OTEL_TRACES_EXPORTER": "none", **(env or {})}
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
    # the retrieval names the writers of what it read (a span link when the writer is in another trace)
    assert variables_codec.lineage(search.attributes, search.trace_id, search.span_id)
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


class _OTLPReceiver(BaseHTTPRequestHandler):
    bodies: list[bytes]  # set per test: what was POSTed

    def do_POST(self):  # noqa: N802 - stdlib naming
        self.bodies.append(self.rfile.read(int(self.headers["Content-Length"])))
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.end_headers()

    def log_message(self, *args):
        pass


def test_example_exports_over_otlp_with_the_otlp_flag(tmp_path):
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    bodies: list[bytes] = []
    receiver = ThreadingHTTPServer(("127.0.0.1", 0), type("Receiver", (_OTLPReceiver,), {"bodies": bodies}))
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        out = tmp_path / "rag_qdrant.jsonl"
        stdout = _run("rag_qdrant", out, "--otlp", "--no-generate",
                      env={"OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{receiver.server_address[1]}",
                           "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf"})
    finally:
        receiver.shutdown()
        receiver.server_close()
    assert "spans exported over OTLP" in stdout and not out.exists()
    names = set()
    for body in bodies:
        request = ExportTraceServiceRequest.FromString(body)
        names |= {s.name for rs in request.resource_spans for ss in rs.scope_spans for s in ss.spans}
    assert "answer_question" in names and len(names) > 1, names


def test_api_base_without_model_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, str(REPO / "examples" / "rag_chroma.py"), "--api-base", "http://x/v1"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "--api-base goes with --model" in proc.stderr


@pytest.mark.heavy  # imports litellm
def test_example_answers_with_the_given_model_at_its_api_base(tmp_path):
    from memtrace_otel.local_model import LocalModelServer

    out = tmp_path / "rag_qdrant.jsonl"
    with LocalModelServer() as provider:  # stands in for a real OpenAI-compatible provider
        stdout = _run("rag_qdrant", out, "--model", "openai/local", "--api-base", provider.base_url,
                      env={"OPENAI_API_KEY": "provider-key"})
        chats = [r for r in provider.requests if r.path.endswith("/chat/completions")]
    assert len(chats) == 1 and "1.7" in stdout
    records = _check_memory_spans(out, "rag_qdrant")
    (outcome,) = [r for r in records if r.name == sc.OUTCOME_SPAN_NAME]
    assert outcome.attributes[sc.OUTCOME_STATUS] == sc.OUTCOME_CORRECT
