"""A real Phoenix server: start `phoenix serve` on loopback, export an example's memory spans to it over OTLP/HTTP, read
them back through Phoenix's REST API and check the memory spans, their lineage and the outcome arrived.

Phoenix lives in its own virtualenv (`.ci/phoenix.sh` creates it and sets PHOENIX_BIN); the tests marked `phoenix`
are deselected by default. Phoenix's span API has no links field, so lineage is checked through the link mirrors
(`memtrace.lineage.source_span_ids` / `memtrace.lineage.relations`), which is also what Phoenix users see.

`memtrace attribute --source phoenix://...` (attribution/sources/phoenix.py) reads the spans back through the same API:
its JSON -> SpanRecord conversion, paging and case/subgraph selection are tested without a server (unmarked tests at
the end, on recorded Phoenix responses), and end to end against the real server (the verdict equals the verdict from the
exported file).
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
from memtrace_otel import variables_codec
from memtrace_otel.attribution.sources import phoenix as phoenix_source

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


@pytest.mark.phoenix
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

    # lineage: every producer a span names (the v2 producer column, read by the same decoder the attribution uses)
    # arrived in Phoenix, with a relation we define
    def producers(s):
        attrs = phoenix_source._attrs(s["attributes"])
        return variables_codec.lineage(attrs, s["context"]["trace_id"], s["context"]["span_id"])
    linked = 0
    for s in spans:
        for _trace, source, relation, _ref in producers(s):
            assert source.lower() in by_id, f"{s['name']} names producer {source}, which did not arrive"
            assert relation in sc.RELATIONS
            linked += 1
    assert linked >= 4
    search = next(s for s in spans if s["name"] == "search_memory")
    sources = [by_id[p[1].lower()]["name"] for p in producers(search)]
    assert set(sources) <= {"facts.write", "update_memory"} and sources
    update = next(s for s in spans if s["name"] == "update_memory")
    update_links = producers(update)
    assert [p[2] for p in update_links] == [sc.REL_UPDATES]
    assert by_id[update_links[0][1].lower()]["name"] == "facts.write"

    # the outcome: a failed evaluation event under the answer span
    outcome = next(s for s in spans if s["name"] == sc.OUTCOME_SPAN_NAME)
    assert by_id[outcome["parent_id"].lower()]["name"] == "facts.answer"
    assert _attr(outcome["attributes"], sc.OUTCOME_STATUS) == sc.OUTCOME_FAILED
    event = next(e for e in outcome["events"] if e["name"] == sc.GEN_AI_EVALUATION_RESULT_EVENT)
    assert _attr(event["attributes"], sc.GEN_AI_EVALUATION_SCORE_LABEL) == sc.OUTCOME_FAILED


@pytest.mark.phoenix
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


@pytest.mark.phoenix
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


@pytest.mark.phoenix
def test_attribute_source_phoenix_gives_the_verdict_of_the_exported_file(phoenix, tmp_path):
    """`memtrace attribute --source phoenix://HOST:PORT?project=NAME --since 1h`: the example's planted failure (an
    update overwrote the fact the answer needed), exported over OTLP to Phoenix and to a file at once, is attributed
    from Phoenix's REST API to the same operation, span and error type as from the file."""
    import json

    project = "memtrace-phoenix-source"
    traces = tmp_path / "traces.jsonl"
    driver = tmp_path / "both.py"
    driver.write_text(_BOTH_EXPORTERS)
    proc = _run([sys.executable, str(driver), str(REPO / "examples" / "custom_memory.py")], phoenix, project,
                tmp_path, extra_env={"OTEL_TRACES_EXPORTER": "otlp,file", "MEMTRACE_FILE_PATH": str(traces)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    _spans(phoenix, project, {"facts.answer", "update_memory", sc.OUTCOME_SPAN_NAME}, want=14)

    from_file, from_phoenix = tmp_path / "file.jsonl", tmp_path / "phoenix.jsonl"
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "attribute", str(traces), "-o", str(from_file),
                 "--no-progress"], phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    port = phoenix.rsplit(":", 1)[1]
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "attribute", "--source",
                 f"phoenix://127.0.0.1:{port}?project={project}", "--since", "1h", "-o", str(from_phoenix),
                 "--no-progress"], phoenix, project, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"from phoenix {phoenix} project {project}" in proc.stdout

    [expected] = [json.loads(line) for line in from_file.read_text().splitlines()]
    [got] = [json.loads(line) for line in from_phoenix.read_text().splitlines()]
    assert expected["error_type"] == "UpdateError" and expected["op_name"] == "facts.update"
    for key in ("case_id", "error_type", "op_name", "op_id", "trace_id", "span_id", "confidence"):
        assert got[key] == expected[key], (key, got, expected)
    assert {k: v for k, v in got.items() if k != "cost"} == {k: v for k, v in expected.items() if k != "cost"}

    # a project Phoenix does not have is a clear error, not an empty run
    proc = _run([sys.executable, "-m", "memtrace_otel.cli", "attribute", "--source",
                 f"phoenix://127.0.0.1:{port}?project=no-such-project", "-o", str(tmp_path / "none.jsonl"),
                 "--no-progress"], phoenix, project, tmp_path)
    assert proc.returncode == 2 and "no-such-project" in proc.stderr, proc.stdout + proc.stderr


# ---------------------------------------------------------------------------------------------------------------------
# without a server: Phoenix's span JSON (recorded from `GET /v1/projects/{project}/spans` of arize-phoenix 20.26 after
# examples/custom_memory.py; long attribute lists shortened) -> SpanRecord, paging and case/subgraph selection

_TRACE_ANSWER, _TRACE_UPDATE, _TRACE_OTHER = ("d9f69a847a9961dbd7ab49773e9ede79", "f135efd6d773fcaff6e55d6966b6c1b5",
                                              "8f69d66541cf9bc154462ca4ae068a8c")
_UPDATE = {
    "id": "U3BhbjoxMA==", "name": "update_memory",
    "context": {"trace_id": _TRACE_UPDATE, "span_id": "46e7e222f2154d4d"},
    "span_kind": "CHAIN", "parent_id": None,
    "start_time": "2026-12-02T23:56:28.728306+00:00", "end_time": "2026-12-02T23:56:28.728374+00:00",
    "status_code": "UNSET", "status_message": "",
    "attributes": {
        "memtrace.inputs": ["rec:1@1"], "memtrace.op.name": "facts.update", "memtrace.op.kind": "update",
        "memtrace.op.seq": 10,
        "memtrace.lineage.source_trace_ids": ["b7c06a1e94dbf38426bb2ac17f46ac75"],
        "memtrace.lineage.variables": ["rec:1@1"], "memtrace.lineage.relations": ["updates"],
        "memtrace.lineage.source_span_ids": ["72c416094266292f"], "memtrace.content.captured": True,
        "memtrace.outputs": ["rec:1@2"], "memtrace.scope.key": "user=alice", "memtrace.scope.user_id": "alice"},
    "events": [
        {"name": "memtrace.variable", "timestamp": "2026-12-02T23:56:28.728347+00:00",
         "attributes": {"memtrace.var.id": "rec:1", "memtrace.var.kind": "memory_record", "memtrace.var.role": "input",
                        "memtrace.var.version": 1, "memtrace.var.relation": "updates",
                        "memtrace.var.producer.trace_id": "b7c06a1e94dbf38426bb2ac17f46ac75",
                        "memtrace.var.producer.span_id": "72c416094266292f"}},
        {"name": "memtrace.variable", "timestamp": "2026-12-02T23:56:28.728358+00:00",
         "attributes": {"memtrace.var.id": "rec:1", "memtrace.var.kind": "memory_record", "memtrace.var.role": "output",
                        "memtrace.var.version": 2, "memtrace.var.change": "update",
                        "memtrace.var.content": "Alice has a new job as a nurse"}}]}
_ANSWER = {
    "id": "U3BhbjoxMw==", "name": "facts.answer",
    "context": {"trace_id": _TRACE_ANSWER, "span_id": "49a955d65b314e03"},
    "span_kind": "LLM", "parent_id": None,
    "start_time": "2026-12-02T23:56:28.728789+00:00", "end_time": "2026-12-02T23:56:28.728886+00:00",
    "status_code": "UNSET", "status_message": "",
    "attributes": {
        "memtrace.inputs": ["rec:1@2"], "memtrace.op.name": "facts.answer", "memtrace.op.kind": "generate",
        "memtrace.lineage.source_trace_ids": [_TRACE_UPDATE], "memtrace.lineage.variables": ["rec:1@2"],
        "memtrace.lineage.relations": ["context_of"], "memtrace.lineage.source_span_ids": ["46e7e222f2154d4d"],
        "memtrace.outputs": ["answer:Which city did Alice move to?@1"], "memtrace.scope.key": "user=alice"},
    "events": [
        {"name": "memtrace.variable", "timestamp": "2026-12-02T23:56:28.728828+00:00",
         "attributes": {"memtrace.var.id": "rec:1", "memtrace.var.role": "input", "memtrace.var.version": 2,
                        "memtrace.var.relation": "context_of",
                        "memtrace.var.producer.trace_id": _TRACE_UPDATE,
                        "memtrace.var.producer.span_id": "46e7e222f2154d4d"}}]}
_OUTCOME = {
    "id": "U3BhbjoxNA==", "name": "memtrace.outcome",
    "context": {"trace_id": _TRACE_ANSWER, "span_id": "b8e882416c951223"},
    "span_kind": "UNKNOWN", "parent_id": "49a955d65b314e03",
    "start_time": "2026-12-02T23:56:28.729008+00:00", "end_time": "2026-12-02T23:56:28.729027+00:00",
    "status_code": "ERROR", "status_message": "answer failed (case where-alice)",
    "attributes": {
        "memtrace.outcome.answer.var": "answer:Which city did Alice move to?@1",
        "memtrace.outcome.answer.trace_id": _TRACE_ANSWER, "memtrace.outcome.answer.span_id": "49a955d65b314e03",
        "memtrace.outcome.status": "failed", "memtrace.outcome.case_id": "where-alice",
        "memtrace.op.name": "memtrace.outcome", "memtrace.op.kind": "judge"},
    "events": [{"name": "gen_ai.evaluation.result", "timestamp": "2026-12-02T23:56:28.729015+00:00",
                "attributes": {"gen_ai.evaluation.name": "memtrace.answer_correctness",
                               "gen_ai.evaluation.score.value": 0.0, "gen_ai.evaluation.score.label": "failed"}}]}


def _variant(span: dict, **changes) -> dict:
    import copy

    out = copy.deepcopy(span)
    for key, value in changes.items():
        if key in ("trace_id", "span_id"):
            out["context"][key] = value
        elif key.startswith("attr_"):
            out["attributes"][key[5:].replace("__", ".")] = value
        else:
            out[key] = value
    return out


def test_phoenix_span_json_becomes_a_span_record_with_events_and_links():
    from memtrace_otel.attribution.sources.phoenix import span_record
    from memtrace_otel.span_record import LinkRecord

    rec = span_record(_UPDATE, "my-app")
    assert (rec.trace_id, rec.span_id, rec.parent_span_id, rec.name) == (_TRACE_UPDATE, "46e7e222f2154d4d", None,
                                                                         "update_memory")
    assert rec.start_ns == 1_796_255_788_728_306_000 and rec.end_ns == 1_796_255_788_728_374_000  # µs, exact
    assert rec.kind == "INTERNAL" and rec.status_code == "UNSET" and rec.scope_name == ""
    assert rec.resource == {"openinference.project.name": "my-app"}
    assert rec.attributes[sc.MEMTRACE_INPUTS] == ("rec:1@1",)  # arrays as tuples, like every loader
    assert rec.attributes["memtrace.op.seq"] == 10 and rec.attributes[sc.MEMTRACE_CONTENT_CAPTURED] is True
    assert rec.attributes["openinference.span.kind"] == "CHAIN"  # Phoenix returns it as span_kind
    # the memtrace.variable events survive whole
    assert [e.name for e in rec.events] == [sc.VARIABLE_EVENT, sc.VARIABLE_EVENT]
    assert rec.events[0].time_ns == 1_796_255_788_728_347_000
    assert dict(rec.events[1].attributes) == _UPDATE["events"][1]["attributes"]
    # Phoenix stores no links: they come back from the mirrors, with the attributes memtrace gives a link
    assert rec.links == [LinkRecord("b7c06a1e94dbf38426bb2ac17f46ac75", "72c416094266292f",
                                    {sc.LINK_RELATION: sc.REL_UPDATES, sc.VAR_ID: "rec:1", sc.VAR_VERSION: 1})]

    outcome = span_record(_OUTCOME)
    assert outcome.status_code == "ERROR" and outcome.status_message == "answer failed (case where-alice)"
    assert outcome.parent_span_id == "49a955d65b314e03" and "openinference.span.kind" not in outcome.attributes
    assert outcome.links == [LinkRecord(_TRACE_ANSWER, "49a955d65b314e03", {sc.LINK_RELATION: sc.REL_EVALUATES})]
    assert outcome.events[0].attributes[sc.GEN_AI_EVALUATION_SCORE_LABEL] == sc.OUTCOME_FAILED

    # nested attributes (how Phoenix stores them) are flattened the same way
    nested = _variant(_UPDATE, attributes={"memtrace": {"op": {"kind": "update"}, "inputs": ["rec:1@1"]}})
    assert span_record(nested).attributes == {"memtrace.op.kind": "update", sc.MEMTRACE_INPUTS: ("rec:1@1",),
                                              "openinference.span.kind": "CHAIN"}


def test_phoenix_times_parse_to_nanoseconds():
    from memtrace_otel.attribution.sources.phoenix import format_time, parse_time_ns

    base = 1_796_255_788_000_000_000
    assert parse_time_ns("2026-12-02T23:56:28+00:00") == base
    assert parse_time_ns("2026-12-02T23:56:28.5Z") == base + 500_000_000
    assert parse_time_ns("2026-12-02T23:56:28.123456789") == base + 123_456_789  # no zone: UTC
    assert parse_time_ns("2026-12-03T01:56:28.000001+02:00") == base + 1_000
    assert format_time(base + 123_456_789) == "2026-12-02T23:56:28.123456+00:00"


def test_phoenix_source_url():
    from memtrace_otel.attribution.sources import open_source
    from memtrace_otel.attribution.sources.phoenix import PhoenixSource

    source = open_source("phoenix://127.0.0.1:6006?project=my-app", lookback=3600)
    assert isinstance(source, PhoenixSource) and source.lookback_ns == 3600 * 10**9
    assert (source.base_url, source.project) == ("http://127.0.0.1:6006", "my-app")
    assert open_source("phoenix://phoenix").base_url == "http://phoenix:6006"
    assert open_source("phoenix://phoenix").project == "default"
    assert open_source("phoenixs://phoenix.example.com?project=a").base_url == "https://phoenix.example.com"
    assert open_source("phoenix://h:8443/ph/?project=a&scheme=https").base_url == "https://h:8443/ph"
    with pytest.raises(ValueError):
        open_source("phoenix://h?project=a/b")


def test_phoenix_source_pages_filters_and_selects_the_subgraph(monkeypatch):
    """A fake Phoenix that pages by two spans and ignores every filter (as an older Phoenix ignores `attribute`):
    the source still finds only the failed outcome, takes its scope from its trace, and pulls the answer, the outcome
    and the update that wrote what the answer read, not the unrelated span of the window."""
    from urllib.parse import parse_qs, urlsplit

    from memtrace_otel.attribution.sources.phoenix import PhoenixSource

    correct = _variant(_OUTCOME, id="U3BhbjoxNQ==", span_id="c0ffee0000000001", trace_id=_TRACE_OTHER,
                       attr_memtrace__outcome__status="correct", parent_id=None, events=[])
    other = _variant(_UPDATE, id="U3BhbjoxNg==", span_id="c0ffee0000000002", trace_id=_TRACE_OTHER,
                     **{"attr_memtrace__inputs": ["rec:9@1"], "attr_memtrace__outputs": ["rec:9@2"],
                        "events": [{"name": sc.VARIABLE_EVENT, "timestamp": "2026-12-02T23:56:28.7284Z",
                                    "attributes": {sc.VAR_ID: "rec:9", sc.VAR_ROLE: "output"}}],
                        "attr_memtrace__lineage__source_trace_ids": [], "attr_memtrace__lineage__source_span_ids": []})
    stored = [_OUTCOME, correct, _ANSWER, other, _UPDATE]
    requests: list[tuple[dict, dict]] = []

    def fetch(url: str, headers):
        parts = urlsplit(url)
        assert parts.path == "/v1/projects/my%20app/spans"
        query = parse_qs(parts.query)
        requests.append((query, dict(headers)))
        start = int(query.get("cursor", ["0"])[0])
        return 200, {"data": stored[start:start + 2],
                     "next_cursor": str(start + 2) if start + 2 < len(stored) else None}

    monkeypatch.setenv("PHOENIX_API_KEY", "secret")
    source = PhoenixSource("http://phoenix:6006", "my app", fetch=fetch)
    [case] = source.failed_cases(since_ns=1_796_255_000_000_000_000)
    assert (case.case_id, case.trace_id, case.span_id) == ("where-alice", _TRACE_ANSWER, "b8e882416c951223")
    assert case.scope_key == "user=alice"  # from the answer span of its trace
    assert case.time_ns == 1_796_255_788_729_008_000
    first = requests[0][0]
    assert first["name"] == [sc.OUTCOME_SPAN_NAME] and first["attribute"] == ["memtrace.outcome.status:failed"]
    assert first["limit"] == ["1000"] and first["start_time"][0].startswith("2026-12-02T23:4")
    assert "cursor" not in first and requests[1][0]["cursor"] == ["2"] and len(requests) >= 3  # paged
    assert requests[0][1]["Authorization"] == "Bearer secret"
    assert any(q.get("trace_id") == [_TRACE_ANSWER] for q, _ in requests)  # the scope lookup asks for its trace

    requests.clear()
    spans = source.subgraph_spans([case])
    assert {(s.name, s.span_id) for s in spans} == {("memtrace.outcome", "b8e882416c951223"),
                                                    ("facts.answer", "49a955d65b314e03"),
                                                    ("update_memory", "46e7e222f2154d4d")}
    assert len(requests) == 3 and all("trace_id" not in q and "name" not in q for q, _ in requests)  # one window
    requests.clear()
    assert len(source.subgraph_spans([case])) == 3 and not requests  # the same window again: no request


def test_phoenix_source_extends_its_window_instead_of_refetching_it():
    """The next scope group's window overlaps the last one: only the part it adds is requested."""
    from urllib.parse import parse_qs, urlsplit

    from memtrace_otel.attribution.sources import CaseRef
    from memtrace_otel.attribution.sources.phoenix import PhoenixSource, format_time

    asked: list[dict] = []

    def fetch(url: str, headers):
        asked.append(parse_qs(urlsplit(url).query))
        return 200, {"data": [], "next_cursor": None}

    source = PhoenixSource("http://phoenix:6006", "p", fetch=fetch)
    source.lookback_ns = 100 * 10**9
    t = 1_796_255_788 * 10**9
    source.subgraph_spans([CaseRef("a", "ab" * 16, "cd" * 8, t)])
    assert len(asked) == 1 and asked[0]["start_time"] == [format_time(t - 100 * 10**9 - 1000)]
    asked.clear()
    source.subgraph_spans([CaseRef("b", "ef" * 16, "cd" * 8, t + 10 * 10**9)])  # 10 s later
    assert len(asked) == 1 and asked[0]["start_time"] == [format_time(t - 1000)]
    assert asked[0]["end_time"] == [format_time(t + 10 * 10**9 + 2000)]
    asked.clear()
    source.subgraph_spans([CaseRef("c", "ef" * 16, "cd" * 8, t + 5 * 10**9)])  # starts 5 s before the last window
    assert len(asked) == 1 and asked[0]["start_time"] == [format_time(t - 95 * 10**9 - 1000)]
    assert asked[0]["end_time"] == [format_time(t - 90 * 10**9 + 2000)]
    asked.clear()
    source.subgraph_spans([CaseRef("d", "12" * 16, "cd" * 8, t + 5 * 10**9)])  # the same window
    assert not asked
