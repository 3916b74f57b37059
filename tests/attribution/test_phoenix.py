"""A real Phoenix server: start `phoenix serve` on loopback, export an example's memory spans to it over OTLP/HTTP, read
them back through Phoenix's REST API and check the memory spans, their lineage and the outcome arrived.

Phoenix lives in its own virtualenv (`.ci/phoenix.sh` creates it and sets PHOENIX_BIN); deselected by default.
Phoenix's span API has no links field, so lineage is checked through the link mirrors
(`memtrace.lineage.source_span_ids` / `memtrace.lineage.relations`), which is also what Phoenix users see.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from memtrace_otel import semconv as sc

pytestmark = pytest.mark.phoenix

REPO = Path(__file__).resolve().parents[2]
PHOENIX_BIN = os.environ.get("PHOENIX_BIN") or str(REPO / ".venv-phoenix" / "bin" / "phoenix")
READY_TIMEOUT = 120.0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory):
    if not os.access(PHOENIX_BIN, os.X_OK):
        pytest.skip(f"no Phoenix at {PHOENIX_BIN} (run .ci/phoenix.sh)")
    work = tmp_path_factory.mktemp("phoenix")
    port, grpc_port = _free_port(), _free_port()
    env = {**os.environ, "PHOENIX_WORKING_DIR": str(work), "PHOENIX_PORT": str(port),
           "PHOENIX_GRPC_PORT": str(grpc_port), "PHOENIX_HOST": "127.0.0.1", "PHOENIX_TELEMETRY_ENABLED": "false",
           "PHOENIX_ALLOW_EXTERNAL_RESOURCES": "false"}
    log = open(work / "phoenix.log", "wb")
    proc = subprocess.Popen([PHOENIX_BIN, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"phoenix serve exited ({proc.returncode}):\n"
                            + (work / "phoenix.log").read_text(errors="replace")[-3000:])
            try:
                if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("phoenix serve not ready after %.0f s:\n%s" % (
                    READY_TIMEOUT, (work / "phoenix.log").read_text(errors="replace")[-3000:]))
            time.sleep(1.0)
        yield base
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        log.close()


def _attr(attributes: dict, key: str):
    """Phoenix may return attributes flat ("a.b.c") or nested ({"a": {"b": {"c": ...}}})."""
    if key in attributes:
        return attributes[key]
    node = attributes
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _spans(base: str, project: str, names: set[str], want: int = 1, timeout: float = 90.0) -> list[dict]:
    """The project's spans once ``names`` and at least ``want`` spans arrived (Phoenix ingests asynchronously)."""
    deadline = time.monotonic() + timeout
    spans: list[dict] = []
    while time.monotonic() < deadline:
        response = httpx.get(f"{base}/v1/projects/{project}/spans", params={"limit": 1000}, timeout=10)
        if response.status_code == 200:
            spans = response.json()["data"]
            if len(spans) >= want and names <= {s["name"] for s in spans}:
                return spans
        time.sleep(1.0)
    return spans


def _run(args: list[str], base: str, project: str, cwd: Path, timeout: float = 240,
         extra_env: dict | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env.update({"OTEL_EXPORTER_OTLP_ENDPOINT": base,
                "OTEL_RESOURCE_ATTRIBUTES": f"openinference.project.name={project}"}, **(extra_env or {}))
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def test_custom_memory_example_spans_and_lineage_arrive_in_phoenix(phoenix, tmp_path):
    project = "memtrace-phoenix-test"
    proc = _run([sys.executable, str(REPO / "examples" / "custom_memory.py"), "--otlp"], phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    expected = {"facts.add", "facts.extract", "facts.write", "update_memory", "delete_memory", "search_memory",
                "facts.answer", sc.OUTCOME_SPAN_NAME}
    # 3 x (ingest + extract + write), update, delete, search, answer, outcome
    spans = _spans(phoenix, project, expected, want=14)
    by_id = {s["context"]["span_id"].lower(): s for s in spans}
    names = {s["name"] for s in spans}
    assert expected <= names and len(spans) == 14, sorted(names)
    kinds = {_attr(s["attributes"], sc.MEMTRACE_OP_KIND) for s in spans}
    assert {"ingest", "extract", "write", "update", "delete", "retrieve", "generate", "judge"} <= kinds
    # parent/child kept: every extract/write span sits under an ingest span
    for s in spans:
        if s["name"] in ("facts.extract", "facts.write"):
            assert by_id[s["parent_id"].lower()]["name"] == "facts.add"

    # lineage: the link mirrors name producer spans that arrived, with their relations
    linked = 0
    for s in spans:
        sources = _attr(s["attributes"], sc.MEMTRACE_LINEAGE_SPAN_IDS) or []
        relations = _attr(s["attributes"], sc.MEMTRACE_LINEAGE_RELATIONS) or []
        assert len(sources) == len(relations)
        for source, relation in zip(sources, relations):
            assert source.lower() in by_id, f"{s['name']} links to {source}, which did not arrive"
            assert relation in sc.RELATIONS
            linked += 1
    assert linked >= 4
    search = next(s for s in spans if s["name"] == "search_memory")
    sources = [by_id[i.lower()]["name"] for i in _attr(search["attributes"], sc.MEMTRACE_LINEAGE_SPAN_IDS)]
    assert set(sources) <= {"facts.write", "update_memory"} and sources
    update = next(s for s in spans if s["name"] == "update_memory")
    assert _attr(update["attributes"], sc.MEMTRACE_LINEAGE_RELATIONS) == [sc.REL_UPDATES]
    assert by_id[_attr(update["attributes"], sc.MEMTRACE_LINEAGE_SPAN_IDS)[0].lower()]["name"] == "facts.write"

    # the outcome: a failed evaluation event under the answer span
    outcome = next(s for s in spans if s["name"] == sc.OUTCOME_SPAN_NAME)
    assert by_id[outcome["parent_id"].lower()]["name"] == "facts.answer"
    assert _attr(outcome["attributes"], sc.OUTCOME_STATUS) == sc.OUTCOME_FAILED
    event = next(e for e in outcome["events"] if e["name"] == sc.GEN_AI_EVALUATION_RESULT_EVENT)
    assert _attr(event["attributes"], sc.GEN_AI_EVALUATION_SCORE_LABEL) == sc.OUTCOME_FAILED


def test_the_demos_phoenix_command_works(phoenix, tmp_path):
    """What `memtrace demo` prints at its end: OTEL_EXPORTER_OTLP_ENDPOINT=<phoenix> memtrace demo."""
    project = "memtrace-demo-phoenix"
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "demo", "-o", "out", "--systems", "long_context"],
                phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"+ {phoenix}" in proc.stdout  # the demo says where the spans also go
    expected = {"long_context.append", "long_context.answer", sc.OUTCOME_SPAN_NAME, sc.RCA_SPAN_NAME}
    spans = _spans(phoenix, project, expected, want=20)
    names = {s["name"] for s in spans}
    assert expected <= names, sorted(names)


# runs examples/custom_memory.py with both exporters: OTLP to Phoenix and a local trace file for `memtrace attribute`
_BOTH_EXPORTERS = """
import runpy, sys
import memtrace_otel
_instrument = memtrace_otel.instrument
def instrument(**kw):
    kw.pop("exporter", None), kw.pop("path", None)
    return _instrument(**kw)          # exporters from OTEL_TRACES_EXPORTER=otlp,file
memtrace_otel.instrument = instrument
sys.argv = [sys.argv[1]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _annotations(base: str, project: str, span_ids: list[str], timeout: float = 30.0) -> list[dict]:
    deadline = time.monotonic() + timeout
    data: list[dict] = []
    while time.monotonic() < deadline:
        response = httpx.get(f"{base}/v1/projects/{project}/span_annotations",
                             params={"span_ids": span_ids, "limit": 100}, timeout=10)
        if response.status_code == 200:
            data = response.json()["data"]
            if {a["span_id"] for a in data} >= set(span_ids):
                return data
        time.sleep(1.0)
    return data


def test_verdict_is_an_error_and_a_span_annotation_in_phoenix(phoenix, tmp_path):
    """A failed answer as a Phoenix user sees it: the outcome span has status ERROR, and `memtrace attribute
    --phoenix-url` puts the verdict as `memtrace.root_cause` annotations on the answer span and the root-cause span,
    read back through Phoenix's REST API; `--export-otlp` adds the verdict spans (status ERROR, the root cause's
    trace id) to the same project."""
    import json

    project = "memtrace-phoenix-verdicts"
    traces = tmp_path / "traces.jsonl"
    driver = tmp_path / "both.py"
    driver.write_text(_BOTH_EXPORTERS)
    proc = _run([sys.executable, str(driver), str(REPO / "examples" / "custom_memory.py")], phoenix, project,
                tmp_path, extra_env={"OTEL_TRACES_EXPORTER": "otlp,file", "MEMTRACE_FILE_PATH": str(traces)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    spans = _spans(phoenix, project, {"facts.answer", sc.OUTCOME_SPAN_NAME}, want=14)
    outcome = next(s for s in spans if s["name"] == sc.OUTCOME_SPAN_NAME)
    assert outcome["status_code"] == "ERROR", outcome
    answer = next(s for s in spans if s["name"] == "facts.answer")

    results = tmp_path / "results.jsonl"
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "attribute", str(traces), "-o", str(results),
                 "--no-progress", "--export-otlp", "--phoenix-url", phoenix], phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "2 Phoenix span annotation(s) written" in proc.stdout, proc.stdout + proc.stderr
    [verdict] = [json.loads(line) for line in results.read_text().splitlines()]
    assert verdict["error_type"] == "UpdateError" and verdict["op_name"] == "facts.update"
    root_span = verdict["span_id"]
    by_id = {s["context"]["span_id"].lower(): s for s in spans}
    assert by_id[root_span]["name"] == "update_memory"

    answer_id = answer["context"]["span_id"].lower()
    notes = _annotations(phoenix, project, [answer_id, root_span])
    by_span = {a["span_id"].lower(): a for a in notes if a["name"] == "memtrace.root_cause"}
    assert set(by_span) == {answer_id, root_span}, notes
    for span_id, role in ((answer_id, "answer"), (root_span, "root_cause")):
        note = by_span[span_id]
        assert note["result"]["label"].startswith("UpdateError")
        assert note["result"]["score"] == pytest.approx(verdict["confidence"])
        assert note["annotator_kind"] == "CODE" and note["metadata"]["role"] == role
    assert root_span in by_span[answer_id]["result"]["explanation"]
    assert by_span[answer_id]["metadata"]["root_cause_trace_id"] == verdict["trace_id"]

    # running it again updates the annotations (same identifier) instead of adding copies
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "attribute", str(traces), "-o", str(results),
                 "--no-progress", "--phoenix-url", phoenix], phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    again = [a for a in _annotations(phoenix, project, [answer_id, root_span]) if a["name"] == "memtrace.root_cause"]
    assert len(again) == 2

    # the verdict spans exported over OTLP arrived as errors carrying the root cause's trace id
    spans = _spans(phoenix, project, {sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME}, want=16)
    for name in (sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME):
        span = next(s for s in spans if s["name"] == name)
        assert span["status_code"] == "ERROR" and "UpdateError" in span["status_message"]
        assert _attr(span["attributes"], sc.RCA_ROOT_TRACE_ID) == verdict["trace_id"]
    marker = next(s for s in spans if s["name"] == sc.RCA_MARKER_SPAN_NAME)
    assert marker["parent_id"].lower() == root_span
