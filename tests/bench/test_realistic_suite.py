"""The realistic-app suite's plumbing (``memtrace bench realistic``), on a fast subset: the reader answers the gold
only with every evidence turn in its prompt, faults decide the outcome (the replay without the fault is right), the
ground-truth span is an operation of the case's graph, every case is scored with and without content, controls
produce no verdict. The engine's accuracy is not asserted here (docs/benchmark.md reports it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtrace_otel.bench.realistic.data import CATEGORY_NAMES, line, load_questions, short_date
from memtrace_otel.bench.realistic.reader import ReaderCase, ReaderPolicy, judge

REPO = Path(__file__).resolve().parents[2]
LOCOMO = REPO.parent / "shared" / "data" / "locomo10"


def _questions():
    if not LOCOMO.is_dir():
        pytest.skip("../shared/data/locomo10 is not present")
    return load_questions([str(LOCOMO)])


def test_questions_are_chosen_by_evidence_in_every_category():
    questions = _questions()
    assert {q.category for q in questions} == set(CATEGORY_NAMES.values())
    multi = [q for q in questions if len(q.evidence) > 1]
    assert multi, "multi-evidence questions are included"
    for q in questions[:200]:
        loaded = {t.dia_id for t in q.turns}
        assert {t.dia_id for t in q.evidence} <= loaded  # every evidence turn is in the sessions an app loads
    temporal = next(q for q in questions if q.category == "temporal")
    assert line(temporal.evidence[0]).startswith(f"[{short_date(temporal.evidence[0].date)}] ")


def test_reader_answers_gold_iff_every_evidence_text_is_in_the_prompt():
    policy = ReaderPolicy()
    ev = ("I went to a LGBTQ support group yesterday and it was so powerful.", "The talks there moved me a lot.")
    policy.start_case(ReaderCase("When did Caroline go to the LGBTQ support group?", "7 May 2023", ev))

    def ask(lines):
        context = "\n".join(f"- [8 May 2023] Caroline: {x}" for x in lines)
        return policy.complete([{"role": "user", "content": f"Memories:\n{context}\n\nQuestion: When did Caroline "
                                                            "go to the LGBTQ support group?\nAnswer:"}])

    assert ask(ev) == "7 May 2023"
    assert not judge(ask(ev[:1] + ("She went to a support group.",)), "7 May 2023")  # word overlap is not enough
    policy.start_case(ReaderCase("When did Caroline go to the LGBTQ support group?", "7 May 2023", ev,
                                 response_fault=True))
    wrong = ask(ev + ("I painted a sunrise last year.",))
    assert not judge(wrong, "7 May 2023") and policy.answers_log[-1].evidence_present


@pytest.mark.heavy
def test_fast_subset_end_to_end(tmp_path):
    _questions()
    out = tmp_path / "realistic"
    env = dict(os.environ)
    env.pop("OTEL_TRACES_EXPORTER", None)
    proc = subprocess.run(
        [sys.executable, "-m", "memtrace_otel.cli", "bench", "realistic", "-o", str(out), "--data", str(LOCOMO),
         "--libraries", "chromadb,langgraph_store", "--faults", "extract,overwrite,delete,topk,response",
         "--per-fault", "1", "--label-controls", "1", "--no-progress"],
        env=env, capture_output=True, text=True, timeout=170, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "| overall |" in proc.stdout and "capture off" in proc.stdout
    rows = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    assert (out / "traces.jsonl").stat().st_size > 0 and (out / "misses.md").is_file()
    cases = [r for r in rows if r["status"] == "case" and r["kind"] == "fault"]
    assert {r["gt_type"] for r in cases} >= {"ExtractionError", "UpdateError", "DeletionError", "RetrievalError",
                                            "ResponseError"}
    assert {r["style"] for r in cases} == {"script", "root"}
    for r in cases:
        assert r["gold_op"] and r["content"]["gold_op_in_graph"], r["case_id"]  # the truth is a span of the graph
        assert not judge(r["actual"], r["expected"]) and judge(r["replay_actual"], r["expected"])  # decisive
        assert r["content"]["pred_type"] and r["no_content"]["pred_type"]  # scored with and without content
        assert r["content"]["gold_op_graph"]["name"] == r["gold_op_name"]
        assert r["replay_control"]["verdicts"] == []  # the right answer gets no verdict
    for r in rows:
        if r["status"] != "case":
            assert r["reason"]  # every dropped case says why
    labels = [r for r in rows if r["kind"] == "label_control" and r["status"] == "case"]
    assert labels and all(r["content"].get("pred_type") for r in labels)


@pytest.mark.heavy
def test_new_library_apps_end_to_end(tmp_path):
    """LangMem, Graphiti, Letta and Zep apps (faults the app's own machinery makes: LangMem's and Graphiti's
    extraction through the local model's tool calls / structured outputs, Letta's delete, Zep's update and its
    service-side extraction): the faults decide the outcome, the ground truth is a span of the case's graph, the
    replays get no verdict."""
    _questions()
    pytest.importorskip("langmem")
    pytest.importorskip("graphiti_core")
    pytest.importorskip("letta_client")
    pytest.importorskip("zep_cloud")
    out = tmp_path / "realistic"
    env = dict(os.environ)
    env.pop("OTEL_TRACES_EXPORTER", None)
    proc = subprocess.run(
        [sys.executable, "-m", "memtrace_otel.cli", "bench", "realistic", "-o", str(out), "--data", str(LOCOMO),
         "--libraries", "langmem,graphiti,letta,zep", "--faults", "extract,overwrite,delete", "--styles", "script",
         "--per-fault", "1", "--label-controls", "0", "--no-capture-off", "--no-progress"],
        env=env, capture_output=True, text=True, timeout=400, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    cases = [r for r in rows if r["status"] == "case"]
    made = {(r["library"], r["fault"]) for r in cases}
    assert {("langmem", "extract"), ("graphiti", "extract"), ("letta", "delete"), ("zep", "overwrite"),
            ("zep", "extract")} <= made, \
        [(r["case_id"], r.get("reason")) for r in rows if r["status"] != "case"]
    names = {(r["library"], r["fault"]): r["gold_op_name"] for r in cases}
    assert names["langmem", "extract"] == "langmem.extract"
    assert names["graphiti", "extract"] == "graphiti.add_episode"
    assert names["zep", "extract"] == "zep.extract"  # the client's observed extraction of the cut-short fact
    for r in cases:
        assert r["content"]["gold_op_in_graph"], r["case_id"]
        assert not judge(r["actual"], r["expected"]) and judge(r["replay_actual"], r["expected"])
        assert r["replay_control"]["verdicts"] == []
