"""The fault-injection benchmark: a small build (one LoCoMo conversation per system, one case per fault kind) through
the real systems and the local model server, then the run with the lineage engine and the baselines.

What is checked: every case has ground truth, each ground-truth span exists in the traces and is the kind of operation
its fault names, every case's question is answered correctly by the same system without the fault, the fault decides
the outcome (the answer's context lacks the target evidence turn, or holds all of it for the response fault), every
LoCoMo category with evidence takes part, the engines see no ground truth (and evidence ids only in the oracle
setting), the lineage engine's accuracy (printed, with a sane lower bound), and MemTraceBench files through the same
metrics. The local model's answer key: right exactly when the evidence is in the prompt, never by word overlap.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from memtrace_otel import cli
from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec

REPO = Path(__file__).resolve().parents[2]
CONVERSATION = REPO.parent / "shared" / "data" / "locomo10" / "26.json"
# fault -> the op kinds its ground-truth span may have
GT_KINDS = {"omit": {"extract", "ingest"}, "update": {"update"}, "delete": {"delete"}, "trim": {"evict"},
            "rank": {"retrieve"}, "scope": {"retrieve"}, "response": {"generate"}}


def _build(tmp: Path, systems: str, per_system: int) -> Path:
    if not CONVERSATION.exists():
        pytest.skip("../shared/data/locomo10 is not present")
    out = tmp / "bench"
    code = cli.main(["bench", "build", "--data", str(CONVERSATION), "--systems", systems, "-o", str(out),
                     "--conversations", "1", "--cases-per-system", str(per_system), "--parallel", "2"])
    assert code == 0
    return out


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _spans(bench: Path) -> dict[tuple[str, str], object]:
    from memtrace_otel.graph.loaders import iter_spans

    return {(r.trace_id, r.span_id): r for r in iter_spans([str(p) for p in (bench / "traces").glob("*.jsonl")])}


@pytest.fixture(scope="module")
def bench(tmp_path_factory) -> Path:
    return _build(tmp_path_factory.mktemp("bench"), "long_context,rag,episodic", 7)


def _answer_context(spans, case) -> str:
    """The content the answer step was given (its context_of inputs; the litellm span's prompt for mem0)."""
    span = spans[(case["trace_id"], case["answer_span_id"])]
    parts = [v.get(sc.VAR_CONTENT) or "" for v in variables_codec.span_variables(span, "input")
             if v.get(sc.VAR_RELATION) == sc.REL_CONTEXT_OF]
    return "\n".join(parts)


def _evidence_groups(case) -> dict[str, tuple[str, ...]]:
    """Per evidence dia id: the texts whose presence lets the local model answer (the turn's text, its key fact)."""
    from memtrace_otel.bench.locomo import load_conversations
    from memtrace_otel.bench.plan import key_fact

    conv = next(c for c in load_conversations([str(CONVERSATION)]) if c.conv_id == case["conversation"])
    return {d: tuple(t for t in (conv.turn(d).text, key_fact(conv, d, case["question"], case["expected"])) if t)
            for d in case["evidence_ids"]}


def _check_build(bench: Path, systems: set[str]) -> None:
    from memtrace_otel.local_model.answers import missing_parts

    cases = _rows(bench / "cases.jsonl")
    truth = {r["case_id"]: r for r in _rows(bench / "ground_truth.jsonl")}
    controls = {r["case_id"]: r for r in _rows(bench / "controls.jsonl")}
    assert {c["system"] for c in cases} == systems
    assert set(truth) == {c["case_id"] for c in cases}
    spans = _spans(bench)
    for case in cases:
        gt = truth[case["case_id"]]
        assert case["actual"].strip().lower() != case["expected"].strip().lower()  # the case failed
        assert (case["trace_id"], case["answer_span_id"]) in spans
        assert spans[(case["trace_id"], case["outcome_span_id"])].attributes[sc.OUTCOME_STATUS] == "failed"
        # the dataset's evidence ids are not written into the traces: engines get them only as an oracle
        assert sc.OUTCOME_EVIDENCE_IDS not in spans[(case["trace_id"], case["outcome_span_id"])].attributes
        if gt["fault"] == "annotation":
            assert gt["error_type"] == "AnnotationError" and gt["root_cause_span_id"] is None
            assert case["category"] == 5
            continue
        assert case["category"] in (1, 2, 3, 4) and case["target_evidence"] in case["evidence_ids"]
        # the fault decides the outcome: the answer's context lacks the target evidence turn (memory faults) or
        # holds every evidence turn (the model ignored it)
        context = _answer_context(spans, case)
        groups = _evidence_groups(case)
        if context:  # long_context, rag, episodic record their context; mem0's is litellm's prompt
            missing = [case["evidence_ids"][i] for i in missing_parts(list(groups.values()), context)]
            if gt["fault"] == "response":
                assert not missing, (case["case_id"], missing)
            else:
                assert case["target_evidence"] in missing, (case["case_id"], missing)
        span = spans.get((gt["root_cause_trace_id"], gt["root_cause_span_id"]))
        assert span is not None, f"{case['case_id']}: ground-truth span missing from the traces"
        assert span.attributes[sc.MEMTRACE_OP_KIND] in GT_KINDS[gt["fault"]], (case["case_id"], span.name)
        assert gt["root_cause_trace_id"] in case["trace_ids"]
        if gt["fault"] in ("rank", "scope"):  # the outermost retrieve span of the answer's trace
            assert gt["root_cause_trace_id"] == case["trace_id"]
            parent = spans.get((span.trace_id, span.parent_span_id))
            assert parent is None or sc.MEMTRACE_OP_KIND not in parent.attributes
        # the same question, same sessions, no fault: answered correctly
        control = controls[case["case_id"] + "-control"]
        assert control["correct"] and control["actual"] == case["expected"], control


def test_build_cases_ground_truth_and_controls(bench):
    _check_build(bench, {"long_context", "rag", "episodic"})
    truth = _rows(bench / "ground_truth.jsonl")
    faults = defaultdict(set)
    for gt in truth:
        faults[gt["system"]].add(gt["fault"])
    assert faults["long_context"] == {"trim", "response", "annotation"}
    assert {"omit", "update", "delete", "scope", "response", "annotation"} <= faults["episodic"]
    assert {"omit", "update", "delete", "response", "annotation"} <= faults["rag"]
    # every LoCoMo category with evidence takes part, not only single-evidence literal answers
    cases = _rows(bench / "cases.jsonl")
    assert {c["category"] for c in cases} == {1, 2, 3, 4, 5}
    assert any(len(c["evidence_ids"]) > 1 for c in cases)
    summary = json.loads((bench / "manifest.json").read_text())["summary"]
    for counts in summary.values():
        assert set(counts["dropped"]) == {"clean_run_wrong", "fault_not_applied", "faulted_run_right",
                                          "replay_without_fault_wrong", "answer_words_still_in_prompt"}
        assert sum(counts["cases_by_category"].values()) == counts["cases"]


def test_questions_qualify_by_evidence_not_by_word_overlap():
    from memtrace_otel.bench.locomo import load_conversations
    from memtrace_otel.bench.plan import candidate_questions
    from memtrace_otel.local_model.words import content_set

    if not CONVERSATION.exists():
        pytest.skip("../shared/data/locomo10 is not present")
    conv = load_conversations([str(CONVERSATION)])[0]
    pool = candidate_questions(conv)
    assert {qa.category for qa, _ in pool} == {1, 2, 3, 4}
    assert any(len(set(qa.evidence)) > 1 for qa, _ in pool)
    # answers whose words are not in the evidence turns (temporal, inferred) take part
    literal = [content_set(str(qa.answer)) <= content_set(" ".join(conv.turn(d).text for d in qa.evidence))
               for qa, _ in pool]
    assert literal.count(False) > len(pool) // 3
    for qa, sessions in pool:
        assert {conv.session_of(d) for d in qa.evidence} <= set(sessions)


def test_answer_key_needs_the_evidence_not_the_answer_words():
    from memtrace_otel.bench.harness import BenchPolicy
    from memtrace_otel.local_model import ABSTENTION, AnswerKey, ExpectedAnswer, FaultPlan, answer_messages

    question = "When did Caroline go to the LGBTQ support group?"
    turn_a = "I went to a LGBTQ support group yesterday and it was so powerful."
    fact_b = "Caroline felt accepted at the support group"
    key = AnswerKey({question: ExpectedAnswer("7 May 2023", requires=((turn_a,), (fact_b, "Some other turn text")))})
    policy = BenchPolicy(answers=key)
    both = ["[8 May 2023] [D1:3] Caroline: " + turn_a, "(8 May 2023) " + fact_b + ".", "Caroline hikes with a group of friends"]
    assert policy.complete(answer_messages(question, both)) == "7 May 2023"
    # one evidence part missing: what a model says from the wrong context (the line closest to the question)
    wrong = policy.complete(answer_messages(question, both[1:]))
    assert wrong != "7 May 2023" and "support group" in wrong
    # the answer's words alone are not evidence
    assert policy.complete(answer_messages(question, ["Melanie: 7 May 2023 was a Sunday"])) != "7 May 2023"
    assert policy.complete(answer_messages(question, [])) == ABSTENTION
    # the response fault: evidence there, the model latches onto a line that is not evidence
    ignoring = BenchPolicy(answers=key, faults=FaultPlan(ignore_context_for=(question,)))
    assert ignoring.complete(answer_messages(question, both)) == "Caroline hikes with a group of friends"


def test_engines_never_see_ground_truth_or_evidence(bench):
    from memtrace_otel.bench.score import engine_row

    case = _rows(bench / "cases.jsonl")[0]
    seen = engine_row(case, oracle_evidence=False)
    assert "evidence_ids" not in seen and not set(seen) & {"error_type", "root_cause_span_id", "fault"}
    assert engine_row(case, oracle_evidence=True)["evidence_ids"] == case["evidence_ids"]
    assert "expected" not in engine_row(case, oracle_evidence=False, expected=False)


def test_lineage_engine_on_the_small_build(bench, capsys):
    assert cli.main(["bench", "run", str(bench), "--engine", "lineage", "--no-progress"]) == 0
    table = capsys.readouterr().out
    print(table, file=sys.stderr)
    report = json.loads((bench / "results-lineage.json").read_text())
    overall = report["metrics"]["overall"]
    misses = [c for c in report["cases"] if c["pred_op"] != c["gt_op"] or c["pred_type"] != c["gt_type"]]
    for c in misses:  # shown on failure: verdict against ground truth
        print("MISS", c["case_id"], c["gt_type"], c["pred_type"], c["pred_op_name"], c["reason"], file=sys.stderr)
    assert overall["cases"] == len(_rows(bench / "cases.jsonl"))
    # sanity bounds, not the targets (0.95): on every category the engine is far from them, see
    # docs/benchmark.md
    assert overall["op_accuracy_memory_faults"] >= 0.4
    assert overall["type_accuracy"] >= 0.5
    assert overall["memory_discrimination"] >= 0.6
    assert set(report["metrics"]["by_system"]) == {"long_context", "rag", "episodic"}
    assert {k.split()[0] for k in report["metrics"]["by_category"]} == {"1", "2", "3", "4", "5"}
    assert "category=2 temporal" in table
    assert overall["llm_calls_per_case"] == 0

    # oracle evidence: the dataset's dialogue ids resolve to the run's message variables
    assert cli.main(["bench", "run", str(bench), "--engine", "lineage", "--oracle-evidence", "--no-progress",
                     "-o", str(bench / "oracle.json")]) == 0
    oracle = json.loads((bench / "oracle.json").read_text())
    assert oracle["oracle_evidence"] is True
    assert oracle["metrics"]["overall"]["op_accuracy_memory_faults"] >= 0.4

    # capture off (content stripped from the same spans): the engine works structurally, from evidence ids
    assert cli.main(["bench", "run", str(bench), "--engine", "lineage", "--oracle-evidence", "--no-content",
                     "--no-progress", "-o", str(bench / "structural.json")]) == 0
    structural = json.loads((bench / "structural.json").read_text())
    assert structural["content"] is False and {c["mode"] for c in structural["cases"]} == {"structural"}
    print("structural:", structural["metrics"]["overall"], file=sys.stderr)

    # gold-free: no expected answer anywhere the engine looks
    assert cli.main(["bench", "run", str(bench), "--engine", "lineage", "--no-expected", "--no-progress",
                     "-o", str(bench / "goldfree.json")]) == 0
    goldfree = json.loads((bench / "goldfree.json").read_text())
    assert goldfree["expected_given"] is False
    assert {c["mode"] for c in goldfree["cases"]} <= {"content+question", "content+feedback"}
    print("gold-free:", goldfree["metrics"]["overall"], file=sys.stderr)


def test_baselines_score_below_the_lineage_engine(bench):
    from memtrace_otel.bench.score import run_bench

    lineage = run_bench(bench, "lineage")["lineage"]["metrics"]["overall"]
    baselines = run_bench(bench, "baselines")
    assert set(baselines) == {"answer_step", "latest_write"}
    answer = baselines["answer_step"]
    # the answer-step baseline is right exactly on the response cases
    for row in answer["cases"]:
        if row["gt_type"] == "ResponseError":
            assert row["pred_op"] == row["gt_op"]
        assert row["pred_type"] == "ResponseError"
    for name, report in baselines.items():
        assert report["metrics"]["overall"]["op_accuracy"] < lineage["op_accuracy"], name


def test_memtracebench_files_through_the_same_metrics(tmp_path, capsys):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "graph"))
    from test_graph_import_memtrace import OP_DECIDE, execnetwork

    split = tmp_path / "mtb" / "mem0"
    split.mkdir(parents=True)
    (split / "locomo_locomo-1.json").write_text(json.dumps(execnetwork()))
    assert cli.main(["bench", "run", "--memtracebench", str(tmp_path / "mtb"), "--no-progress"]) == 0
    report = json.loads((tmp_path / "mtb" / "results-lineage.json").read_text())
    assert report["metrics"]["overall"]["cases"] == 2
    by_case = {c["case_id"]: c for c in report["cases"]}
    memory_case = by_case["graph-1:query:locomo-qa-0-1@1"]
    assert memory_case["gt_type"] == "UpdateError" and memory_case["gt_op"] == OP_DECIDE
    assert memory_case["pred_op"] is not None and memory_case["system"] == "mem0"
    judge_case = by_case["graph-1:query:locomo-qa-0-9@1"]
    assert judge_case["gt_type"] == "JudgeError" and judge_case["gt_op"] is None
    # a second run skips the results file it wrote into the folder
    assert cli.main(["bench", "run", "--memtracebench", str(tmp_path / "mtb"), "--engine", "baselines",
                     "--no-progress"]) == 0
    assert "answer_step" in capsys.readouterr().out


def test_bad_input_is_named(tmp_path, capsys):
    from memtrace_otel.bench.locomo import LocomoFormatError, load_conversations

    bad = tmp_path / "conv.json"
    bad.write_text(json.dumps({"speaker_a": "A", "speaker_b": "B", "session_1": [{"speaker": "A"}]}))
    with pytest.raises(LocomoFormatError, match=r"conv\.json: session_1\[0\]"):
        load_conversations([bad])
    bad.write_text("{not json")
    assert cli.main(["bench", "build", "--data", str(bad), "--systems", "rag", "-o", str(tmp_path / "b")]) == 2
    assert "conv.json: not JSON" in capsys.readouterr().err
    assert cli.main(["bench", "build", "--data", str(CONVERSATION), "--systems", "nosuch", "-o",
                     str(tmp_path / "b")]) == 2
    assert cli.main(["bench", "run", str(tmp_path / "missing")]) == 2
    assert "cases.jsonl: missing" in capsys.readouterr().err


@pytest.mark.heavy
def test_mem0_build_and_lineage_run(tmp_path):
    pytest.importorskip("mem0")
    pytest.importorskip("litellm")
    bench = _build(tmp_path, "mem0", 7)
    _check_build(bench, {"mem0"})
    from memtrace_otel.bench.score import run_bench

    report = run_bench(bench, "lineage")["lineage"]
    for c in report["cases"]:
        print(c["case_id"], c["gt_type"], c["pred_type"], c["pred_op_name"], c["pred_op"] == c["gt_op"],
              file=sys.stderr)
    overall = report["metrics"]["overall"]
    assert overall["type_accuracy"] >= 0.5 and overall["memory_discrimination"] >= 0.6
    assert overall["op_accuracy_memory_faults"] >= 0.4  # see docs/benchmark.md


@pytest.mark.heavy
def test_flat_log_baseline_with_an_llm_counts_calls_and_tokens(bench):
    """The LLM setting of the baselines through litellm, against a local model that names the last operation of
    the flat log it was shown (a scripted reply, not a judgement): the run works end to end and reports cost."""
    pytest.importorskip("litellm")
    import re

    from memtrace_otel.bench.score import run_bench
    from memtrace_otel.local_model import LocalModelServer, ScriptedPolicy

    class LastOperation(ScriptedPolicy):
        def complete(self, messages, *, model="local", response_format=None):
            ops = re.findall(r"### Operation (\S+)", messages[-1]["content"])
            return json.dumps({"error_type": "ResponseError", "op_id": ops[-1] if ops else None,
                               "reason": "the last operation in the log"})

    with LocalModelServer(LastOperation()) as server:
        reports = run_bench(bench, "baselines", model="openai/local", api_base=server.base_url)
    flat = reports["flatlog"]
    overall = flat["metrics"]["overall"]
    assert overall["llm_calls_per_case"] == 1 and overall["input_tokens_per_case"] > 0
    assert all(c["pred_type"] == "ResponseError" and c["pred_op"] for c in flat["cases"])


@pytest.mark.mem0v1
def test_mem0_v1_update_and_delete_come_from_the_decision_call(tmp_path):
    """With mem0ai 1.x (run in .venv-mem0v1), the update and delete faults are the model's ADD/UPDATE/DELETE
    decision; the ground truth is the span that wrote the degraded version / the tombstone inside that add."""
    from importlib.metadata import version

    if not version("mem0ai").startswith("1."):
        pytest.skip(f"needs mem0ai 1.x (installed: {version('mem0ai')})")
    bench = _build(tmp_path, "mem0", 7)
    _check_build(bench, {"mem0"})
    spans = _spans(bench)
    truth = {r["fault"]: r for r in _rows(bench / "ground_truth.jsonl")}
    for fault, name in (("update", "mem0.update_memory"), ("delete", "mem0.delete_memory")):
        gt = truth[fault]
        span = spans[(gt["root_cause_trace_id"], gt["root_cause_span_id"])]
        assert span.attributes[sc.MEMTRACE_OP_NAME] == name
        parent = spans[(span.trace_id, span.parent_span_id)]
        while parent.attributes.get(sc.MEMTRACE_OP_NAME) != "mem0.add":  # inside an add, not a maintenance call
            parent = spans[(parent.trace_id, parent.parent_span_id)]
    from memtrace_otel.bench.score import run_bench

    overall = run_bench(bench, "lineage")["lineage"]["metrics"]["overall"]
    print("mem0 1.x:", overall, file=sys.stderr)
    assert overall["op_accuracy_memory_faults"] >= 0.4 and overall["memory_discrimination"] >= 0.6
