"""`memtrace demo` end to end in a subprocess, as a new user runs it: the local model, the in-process collector, the
planted faults attributed, the output folder; and the --model path through litellm against a local server acting as
a real provider."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtrace_otel.attribution.batch import load_traces, read_results
from memtrace_otel.local_model import LocalModelServer
from memtrace_otel.semconv import RCA_MARKER_SPAN_NAME, RCA_SPAN_NAME

REPO = Path(__file__).resolve().parents[2]
# every failure kind the demo promises, as planted faults (mem0 adds omit/update/delete through real mem0ai)
PROMISED_FAULTS = {"omit", "update", "delete", "rank", "trim", "response", "annotation"}
MIN_TYPE_MATCH = 0.75  # share of planted faults attributed to their planted error type (measured: all of them)


def _demo(*args: str, cwd: Path, env: dict | None = None, timeout: float = 240) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "memtrace_otel.cli", "demo", *args], cwd=cwd, env=full_env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory):
    work = tmp_path_factory.mktemp("demo")
    proc = _demo("-o", "out", cwd=work)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return work / "out", proc.stdout


@pytest.mark.heavy
def test_demo_writes_the_folder_and_says_it_runs_offline(demo_run):
    out, stdout = demo_run
    first = stdout.splitlines()[0]
    assert "LOCAL MODEL" in first and "no API key" in first
    for name in ("traces.jsonl", "results.jsonl", "report.html", "report.md"):
        assert (out / name).stat().st_size > 0, name
    if "app mem0 (" in stdout:
        assert (out / ".mem0").is_dir()  # mem0's files stay in the output folder, not in $HOME
    assert "via the collector's failed-case worker" in stdout
    assert "phoenix serve" in stdout and "OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:6006 memtrace demo" in stdout
    assert "--model openai/gpt-4o-mini" in stdout and "collector/docker-compose.yaml up" in stdout


@pytest.mark.heavy
def test_demo_traces_load_and_hold_outcomes_and_verdicts(demo_run):
    out, _ = demo_run
    loaded = load_traces([str(out / "traces.jsonl")], progress=False)
    results = read_results(str(out / "results.jsonl"))
    assert loaded.spans > 100 and len(loaded.graph.operations) > 50
    assert {o.case_id for o in loaded.outcomes} == {r.case_id for r in results}
    names = set()
    with open(out / "traces.jsonl", encoding="utf-8") as fh:
        for line in fh:
            for rs in json.loads(line)["resourceSpans"]:
                for ss in rs["scopeSpans"]:
                    names.update(s["name"] for s in ss["spans"])
    assert {RCA_SPAN_NAME, RCA_MARKER_SPAN_NAME} <= names  # verdicts written back into the traces
    html = (out / "report.html").read_text(encoding="utf-8")
    md = (out / "report.md").read_text(encoding="utf-8")
    for r in results:
        assert r.case_id in html and r.case_id in md
    assert html.count("<svg") >= len([r for r in results if r.op_id])  # a drawn graph per attributed case


@pytest.mark.heavy
def test_every_planted_fault_is_in_the_table_with_its_error_type(demo_run):
    out, stdout = demo_run
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    planted = [r for r in rows if r["demo"]["expected_error_type"]]
    assert PROMISED_FAULTS - {"update", "delete"} <= {r["demo"]["fault"] for r in planted}
    if "app mem0" in stdout and "app mem0: skipped" not in stdout:
        assert PROMISED_FAULTS <= {r["demo"]["fault"] for r in planted}
    table = stdout[stdout.index("Failures by root cause"):stdout.index("Planted faults attributed")]
    for r in rows:
        question = r["question"][:30]
        line = next((ln for ln in table.splitlines() if question in ln and r["demo"]["system"] in ln), None)
        assert line is not None, f"{r['case_id']} missing from the printed table"
        assert r["error_type"] in line and r["demo"]["fault"] in line
    hits = [r for r in planted if r["error_type"] == r["demo"]["expected_error_type"]]
    exact = [r for r in planted if r["demo"]["root_cause_op_id"] and r["op_id"] == r["demo"]["root_cause_op_id"]]
    with_op = [r for r in planted if r["demo"]["root_cause_op_id"]]
    print(f"error-type match {len(hits)}/{len(planted)}, exact operation {len(exact)}/{len(with_op)}")
    assert f"{len(hits)}/{len(planted)}" in stdout
    assert len(hits) >= MIN_TYPE_MATCH * len(planted)
    assert len(exact) >= 0.5 * len(with_op)


@pytest.mark.heavy
def test_demo_with_a_model_through_litellm(tmp_path):
    """--model/--api-base: the apps' model calls go through litellm to the given provider (a local server here)."""
    with LocalModelServer() as provider:
        proc = _demo("-o", "out", "--model", "openai/provider-model", "--api-base", provider.base_url,
                     "--api-key", "sk-test", "--systems", "long_context,episodic", cwd=tmp_path)
        chats = provider.chat_requests()
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "model openai/provider-model through litellm" in proc.stdout.splitlines()[0]
    assert chats and {r.model for r in chats} == {"provider-model"}
    questions = [m["content"] for r in chats for m in r.messages if "What colour is Ravi's car?" in m["content"]]
    assert questions  # the answer step asked the provider
    results = read_results(str(tmp_path / "out" / "results.jsonl"))
    loaded = load_traces([str(tmp_path / "out" / "traces.jsonl")], progress=False)
    assert {o.case_id for o in loaded.outcomes} == {r.case_id for r in results} and results
    assert (tmp_path / "out" / "report.html").exists()


def test_batch_attribution_when_the_collector_worker_does_not_finish(tmp_path, monkeypatch):
    from memtrace_otel.demo import run as demo_run

    monkeypatch.setenv("MEM0_DIR", str(tmp_path / "mem0"))  # run_demo points it at its folder; restored after
    monkeypatch.setattr(demo_run, "_collector_results", lambda collector, failed, timeout: None)
    lines: list[str] = []
    result = demo_run.run_demo(demo_run.DemoOptions(out_dir=tmp_path / "out", systems=("long_context",)),
                               say=lines.append)
    assert result.attributed_by == "batch"
    assert any("attributing traces.jsonl in batch instead" in line for line in lines)
    failed = {c.spec.case_id for c in result.cases if c.answered and not c.correct}
    assert failed and {r.case_id for r in result.attributions} == failed
    assert {r.case_id for r in read_results(str(tmp_path / "out" / "results.jsonl"))} == failed
    planted = {c.spec.case_id: c.fault for c in result.cases}
    assert {planted[r.case_id]: r.error_type for r in result.attributions}["trim"] == "UpdateError"


def test_demo_rejects_unknown_systems(tmp_path):
    proc = _demo("--systems", "rag,vectordb9000", cwd=tmp_path, timeout=60)
    assert proc.returncode == 2 and "vectordb9000" in proc.stderr and "choose from" in proc.stderr
    proc = _demo("--api-base", "http://127.0.0.1:1/v1", cwd=tmp_path, timeout=60)
    assert proc.returncode == 2 and "--api-base needs --model" in proc.stderr
    bad = tmp_path / "conv.json"
    bad.write_text('{"speaker_a": "A", "speaker_b": "B", "session_1": [{"speaker": "A"}]}', encoding="utf-8")
    proc = _demo("--data", str(bad), cwd=tmp_path, timeout=60)
    assert proc.returncode == 2 and "conv.json" in proc.stderr and "session_1[0]" in proc.stderr
    assert not (tmp_path / "memtrace-demo" / "traces.jsonl").exists()


def test_demo_cases_name_their_target_evidence_and_faults_decide_them():
    """The demo's cases carry what the benchmark's systems plant faults on (target evidence turn, key facts), and
    each question's answer is gone from the context once its evidence is: no other loaded turn or fact holds it."""
    from memtrace_otel.bench.harness import RunContext
    from memtrace_otel.demo import plan as demo_plan
    from memtrace_otel.local_model.words import content_set

    convs = {c.conv_id: c for c in demo_plan.demo_conversations()}
    for system, faults in demo_plan.DEMO_FAULTS.items():
        specs = demo_plan.plan_cases(list(convs.values()), system, faults)
        assert [s.fault for s in specs] == list(faults)
        for spec in specs:
            conv = convs[spec.conv_id]
            assert spec.target in spec.evidence and conv.turn(spec.target) is not None, spec.case_id
            if spec.fault == "annotation":
                continue
            assert spec.target in spec.key_facts, spec.case_id
            if spec.fault == "omit":
                assert spec.omit_facts == [spec.key_facts[spec.target]]
            words = content_set(spec.expected)
            for n in spec.sessions:
                for t in conv.sessions[n]:
                    if t.dia_id not in spec.evidence:
                        assert not words <= content_set(t.text), (spec.case_id, t.text)
                        assert not any(words <= content_set(f) for f in conv.facts_of(t.dia_id)), spec.case_id
            # the benchmark's answer key: the evidence turn's text or its key fact
            ctx = RunContext.__new__(RunContext)
            ctx.spec, ctx.conv = spec, conv
            assert ctx.evidence_groups() == ((conv.turn(spec.target).text, spec.key_facts[spec.target]),)


def test_a_spec_without_target_gets_the_planners_one():
    from dataclasses import replace

    from memtrace_otel.bench.harness import with_evidence_plan
    from memtrace_otel.demo import plan as demo_plan

    conv = demo_plan.demo_conversations()[0]
    spec = demo_plan.plan_cases([conv], "rag", ("update",))[0]
    bare = replace(spec, target="", key_facts={})
    assert with_evidence_plan(bare, conv) == spec and bare.target == ""
    assert with_evidence_plan(spec, conv) is spec
