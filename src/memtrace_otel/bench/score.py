"""``memtrace bench run``: attribute every benchmark case, then score the verdicts against the ground truth.

Engines read the traces and ``cases.jsonl`` only; ``ground_truth.jsonl`` is opened after every verdict is in. Each
case is attributed on the graph of its own trajectory (the traces its run produced, listed in ``trace_ids``), as
MemTraceBench keeps one graph per trajectory. Evidence ids reach the engine only with ``oracle_evidence``.

Metrics (reference.md §4.1, plus what the issue asks): op-level accuracy (exact span), error-type accuracy, subtype
accuracy, stage accuracy, memory-fault vs non-memory discrimination, per system, per error type and overall, and cost
per case (seconds; LLM calls and tokens for LLM engines).
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from .. import semconv as sc
from .. import variables_codec
from ..attribution import attribute_outcome
from ..attribution import taxonomy as tx
from ..attribution.engines.lineage import Case
from ..attribution.result import Attribution
from ..graph import EvolutionGraph

MEMORY_VAR_KINDS = frozenset({"memory_record", "chunk", "episode", "document", "buffer"})
NON_MEMORY = frozenset({tx.RESPONSE, tx.ANNOTATION, "JudgeError"})


class BenchFormatError(ValueError):
    pass


# ---------------------------------------------------------------------------------------------------- loading
def _read_jsonl(path: Path) -> list[dict]:
    rows = []
    if not path.exists():
        raise BenchFormatError(f"{path}: missing (run 'memtrace bench build' first)")
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise BenchFormatError(f"{path}: line {number}: invalid JSON: {exc.msg}") from None
    return rows


def read_cases(bench_dir: Path) -> list[dict]:
    rows = _read_jsonl(bench_dir / "cases.jsonl")
    for i, row in enumerate(rows, 1):
        for key in ("case_id", "system", "trace_id", "answer_span_id", "trace_ids"):
            if not row.get(key):
                raise BenchFormatError(f"{bench_dir / 'cases.jsonl'}: line {i}: missing '{key}'")
    return rows


def read_ground_truth(bench_dir: Path) -> dict[str, dict]:
    return {row["case_id"]: row for row in _read_jsonl(bench_dir / "ground_truth.jsonl")}


# content-gated span attributes (capture off never records them)
_CONTENT_ATTRS = (sc.GEN_AI_MEMORY_RECORDS, sc.GEN_AI_MEMORY_QUERY_TEXT, sc.OUTCOME_QUESTION, sc.OUTCOME_EXPECTED,
                  sc.OUTCOME_ACTUAL, sc.OUTCOME_FEEDBACK)


def without_content(record):
    """The span as it would be with content capture off: no variable content, no content-gated attributes (ids,
    hashes, versions and lineage stay)."""
    from ..span_record import EventRecord

    events = [EventRecord(e.name, e.time_ns, {k: v for k, v in e.attributes.items()
                                              if k not in (sc.VAR_CONTENT, sc.VAR_CONTENT_TRUNCATED,
                                                           sc.GEN_AI_EVALUATION_EXPLANATION)})
              for e in record.events]
    attributes = {k: v for k, v in record.attributes.items() if k not in _CONTENT_ATTRS
                  and k not in variables_codec.CONTENT_KEYS
                  and not k.startswith("gen_ai.input.") and not k.startswith("gen_ai.output.")
                  and not k.startswith("gen_ai.prompt") and not k.startswith("gen_ai.completion")}
    attributes[sc.MEMTRACE_CONTENT_CAPTURED] = False
    return dataclasses.replace(record, events=events, attributes=attributes)


def without_expected(record):
    """The span without the gold answer an outcome carries (the gold-free setting: question and wrong answer only)."""
    if sc.OUTCOME_EXPECTED not in record.attributes and sc.OUTCOME_EXPECTED_HASH not in record.attributes:
        return record
    attributes = {k: v for k, v in record.attributes.items()
                  if k not in (sc.OUTCOME_EXPECTED, sc.OUTCOME_EXPECTED_HASH)}
    return dataclasses.replace(record, attributes=attributes)


def spans_by_trace(paths: Iterable[Path], wanted: set[str], content: bool = True,
                   expected: bool = True) -> dict[str, list]:
    from ..graph.loaders import iter_spans

    out: dict[str, list] = defaultdict(list)
    for record in iter_spans([str(p) for p in paths]):
        if record.trace_id in wanted:
            record = record if content else without_content(record)
            out[record.trace_id].append(record if expected else without_expected(record))
    return out


def case_graph(records: dict[str, list], row: dict) -> EvolutionGraph:
    graph = EvolutionGraph()
    for trace_id in row["trace_ids"]:
        for record in records.get(trace_id, ()):
            graph.add_span(record)
    return graph


def case_outcome(graph: EvolutionGraph, row: dict):
    from ..attribution.batch import _outcome_for_case

    by_case = {o.case_id: o for o in graph.failed_outcomes() if o.case_id}
    return _outcome_for_case(row, by_case)


def engine_row(row: dict, oracle_evidence: bool, expected: bool = True) -> dict:
    """What an engine may know of a case: never the ground truth; evidence ids only in the oracle setting; the
    expected answer unless the setting is gold-free."""
    keep = ("case_id", "question", "expected", "actual", "trace_id", "answer_span_id")
    out = {k: row.get(k) for k in keep if expected or k != "expected"}
    if oracle_evidence and row.get("evidence_ids"):
        out["evidence_ids"] = list(row["evidence_ids"])
    return out


# ---------------------------------------------------------------------------------------------------- baselines
class AnswerStepBaseline:
    """Always blame the answer step (the generate op of the case): a ResponseError."""

    name = "answer_step"

    def attribute(self, graph: EvolutionGraph, case: Case) -> Attribution:
        op = graph.operations.get(case.answer_op_id or "")
        return Attribution(case_id=case.case_id, error_type=tx.RESPONSE, op_id=op.op_id if op else None,
                           trace_id=op.trace_id if op else None, span_id=op.span_id if op else None,
                           op_name=op.op_name if op else None, confidence=0.0, engine=self.name,
                           error_subtype=tx.IGNORED_CONTEXT, reason="baseline: the answer step is always blamed",
                           cost={"seconds": 0.0, "llm_calls": 0, "input_tokens": 0, "output_tokens": 0})


class LatestWriteBaseline:
    """Blame the most recent memory write before the answer: the last op that created, updated, evicted into or
    deleted a memory unit (record, chunk, episode, buffer)."""

    name = "latest_write"

    def attribute(self, graph: EvolutionGraph, case: Case) -> Attribution:
        started = time.perf_counter()
        answer = graph.operations.get(case.answer_op_id or "")
        limit = graph.position(answer.op_id) if answer else len(graph.operations)
        pick, change = None, None
        for op in graph.ops_in_order()[:limit]:
            for edge in op.outputs:
                node = graph.variables.get(edge.node_id)
                if node is not None and node.kind in MEMORY_VAR_KINDS and edge.change in ("create", "update",
                                                                                          "delete"):
                    pick, change = op, edge.change
        if pick is None:
            error_type = tx.UNDETERMINED
        elif change == "delete":
            error_type = tx.DELETION
        elif change == "update":
            error_type = tx.UPDATE
        else:
            error_type = tx.EXTRACTION
        return Attribution(case_id=case.case_id, error_type=error_type, op_id=pick.op_id if pick else None,
                           trace_id=pick.trace_id if pick else None, span_id=pick.span_id if pick else None,
                           op_name=pick.op_name if pick else None, confidence=0.0, engine=self.name,
                           reason="baseline: the most recent memory write before the answer is blamed",
                           cost={"seconds": round(time.perf_counter() - started, 6), "llm_calls": 0,
                                 "input_tokens": 0, "output_tokens": 0})


def make_engines(engine: str, model: Optional[str] = None, api_base: Optional[str] = None,
                 max_calls: Optional[int] = None) -> dict[str, Any]:
    """name -> engine instance. ``baselines`` = answer step + latest write (+ the flat-log LLM prompt with a model)."""
    llm = {k: v for k, v in (("api_base", api_base), ("max_calls", max_calls)) if v}
    if engine == "lineage":
        from ..attribution.engines.lineage import LineageEngine

        return {"lineage": LineageEngine()}
    if engine == "agent":
        from ..attribution.engines.agent import AgentEngine

        return {"agent": AgentEngine(model, **llm)}
    if engine == "baselines":
        engines: dict[str, Any] = {"answer_step": AnswerStepBaseline(), "latest_write": LatestWriteBaseline()}
        if model:
            from ..attribution.engines.agent import FlatLogEngine

            engines["flatlog"] = FlatLogEngine(model, **{k: v for k, v in llm.items() if k == "api_base"})
        return engines
    raise ValueError(f"unknown engine {engine!r}: use lineage, agent or baselines")


def _attribute(engine: Any, graph: EvolutionGraph, outcome, row: dict) -> Attribution:
    if hasattr(engine, "name") and engine.name in ("answer_step", "latest_write"):
        from ..attribution import _case_overrides

        case = Case.from_outcome(outcome, **_case_overrides(row))
        return engine.attribute(graph, case)
    return attribute_outcome(graph, outcome, engine=engine, case=row)


# ---------------------------------------------------------------------------------------------------- scoring
def _is_memory(error_type: Optional[str]) -> bool:
    return error_type in tx.MEMORY_FAULTS


def score_rows(rows: list[dict]) -> dict:
    """rows: {system, gt_type, gt_subtype, gt_op, pred_type, pred_subtype, pred_op, cost} -> metrics."""

    def metrics(items: list[dict]) -> dict:
        n = len(items)
        with_op = [r for r in items if r["gt_op"]]
        memory = [r for r in items if _is_memory(r["gt_type"])]
        non_memory = [r for r in items if not _is_memory(r["gt_type"])]
        stage = tx.STAGE_OF_ERROR

        def frac(hits: int, total: int) -> Optional[float]:
            return round(hits / total, 4) if total else None

        def cost(key: str) -> float:
            return round(sum(float((r["cost"] or {}).get(key) or 0) for r in items) / n, 6) if n else 0.0

        return {
            "cases": n,
            "op_accuracy": frac(sum(r["pred_op"] == r["gt_op"] for r in with_op), len(with_op)),
            "op_accuracy_memory_faults": frac(sum(r["pred_op"] == r["gt_op"] for r in memory), len(memory)),
            "type_accuracy": frac(sum(r["pred_type"] == r["gt_type"] for r in items), n),
            "subtype_accuracy": frac(sum(r["pred_subtype"] == r["gt_subtype"] for r in items
                                         if r["gt_subtype"]), sum(1 for r in items if r["gt_subtype"])),
            "stage_accuracy": frac(sum(stage.get(r["pred_type"], "none") == stage.get(r["gt_type"], "none")
                                       for r in items), n),
            "memory_discrimination": frac(sum(_is_memory(r["pred_type"]) == _is_memory(r["gt_type"])
                                              for r in items), n),
            "memory_fault_recall": frac(sum(_is_memory(r["pred_type"]) for r in memory), len(memory)),
            "non_memory_recall": frac(sum(not _is_memory(r["pred_type"]) for r in non_memory), len(non_memory)),
            "seconds_per_case": cost("seconds"),
            "llm_calls_per_case": cost("llm_calls"),
            "input_tokens_per_case": cost("input_tokens"),
            "output_tokens_per_case": cost("output_tokens"),
        }

    by_system: dict[str, list] = defaultdict(list)
    by_type: dict[str, list] = defaultdict(list)
    by_category: dict[str, list] = defaultdict(list)
    for r in rows:
        by_system[r["system"]].append(r)
        by_type[r["gt_type"] or "none"].append(r)
        if r.get("category"):
            by_category[r["category"]].append(r)
    out = {"overall": metrics(rows),
           "by_system": {k: metrics(v) for k, v in sorted(by_system.items())},
           "by_error_type": {k: metrics(v) for k, v in sorted(by_type.items())}}
    if by_category:
        out["by_category"] = {k: metrics(v) for k, v in sorted(by_category.items())}
    return out


def category_label(row: dict) -> Optional[str]:
    """'1 multi-hop', '2 temporal', '3 open-domain', '4 single-hop', '5 adversarial' (the LoCoMo category)."""
    from .plan import CATEGORY_NAMES

    cat = row.get("category")
    if not cat:
        return None
    return f"{cat} {CATEGORY_NAMES.get(int(cat), '')}".strip()


def _score_row(case_id: str, system: str, verdict: Attribution, gt_type: Optional[str], gt_subtype: Optional[str],
               gt_op: Optional[str]) -> dict:
    return {"case_id": case_id, "system": system, "gt_type": gt_type, "gt_subtype": gt_subtype, "gt_op": gt_op,
            "pred_type": verdict.error_type, "pred_subtype": verdict.error_subtype, "pred_op": verdict.op_id,
            "pred_op_name": verdict.op_name, "confidence": verdict.confidence, "mode": verdict.mode,
            "reason": verdict.reason,
            "cost": verdict.cost}


# ---------------------------------------------------------------------------------------------------- runs
def run_bench(bench_dir: str | Path, engine: str = "lineage", *, model: Optional[str] = None,
              api_base: Optional[str] = None, oracle_evidence: bool = False, max_calls: Optional[int] = None,
              content: bool = True, expected: bool = True,
              progress: Optional[Callable[[str], None]] = None) -> dict:
    """Attribute every case of a built benchmark with ``engine`` and score it. Returns {engine name: report}.
    ``content=False`` strips captured content from the spans first (as if capture had been off): the engines then
    work from ids, hashes, versions and lineage alone, with the question and expected answer from cases.jsonl.
    ``expected=False`` is the gold-free setting: the engines get the question and the wrong answer, no expected
    answer (removed from cases.jsonl rows and from the outcome spans)."""
    bench_dir = Path(bench_dir)
    cases = read_cases(bench_dir)
    wanted = {t for row in cases for t in row["trace_ids"]}
    records = spans_by_trace(sorted((bench_dir / "traces").glob("*.jsonl")), wanted, content, expected)
    engines = make_engines(engine, model, api_base, max_calls)
    verdicts: dict[str, list[tuple[dict, Attribution]]] = {name: [] for name in engines}
    for i, row in enumerate(cases, 1):
        graph = case_graph(records, row)
        outcome = case_outcome(graph, row)
        if outcome is None:
            raise BenchFormatError(f"{row['case_id']}: its failed outcome is not in the traces")
        visible = engine_row(row, oracle_evidence, expected)
        for name, eng in engines.items():
            verdict = _attribute(eng, graph, outcome, visible)
            verdicts[name].append((row, verdict))
        if progress:
            progress(f"{i}/{len(cases)} {row['case_id']}")
    truth = read_ground_truth(bench_dir)  # opened only now: engines never see it
    reports = {}
    for name, pairs in verdicts.items():
        rows = []
        for row, verdict in pairs:
            gt = truth.get(row["case_id"])
            if gt is None:
                raise BenchFormatError(f"{bench_dir / 'ground_truth.jsonl'}: no entry for case {row['case_id']}")
            gt_op = (f"{gt['root_cause_trace_id']}:{gt['root_cause_span_id']}"
                     if gt.get("root_cause_span_id") else None)
            scored = _score_row(row["case_id"], row["system"], verdict, gt["error_type"], gt.get("error_subtype"),
                                gt_op)
            scored["fault"] = gt.get("fault")
            scored["category"] = category_label(row)
            rows.append(scored)
        reports[name] = {"engine": name, "bench": str(bench_dir), "oracle_evidence": oracle_evidence,
                         "content": content, "expected_given": expected,
                         "model": model, "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                         "metrics": score_rows(rows), "cases": rows}
    return reports


def run_memtracebench(directory: str | Path, engine: str = "lineage", *, model: Optional[str] = None,
                      api_base: Optional[str] = None, oracle_evidence: bool = False,
                      max_calls: Optional[int] = None, progress: Optional[Callable[[str], None]] = None) -> dict:
    """The same metrics on MemTraceBench ExecNetwork files (``*.json`` with ``data.annotations``) found under
    ``directory``; the system is the file's folder name (rag, mem0, evermemos, long_context)."""
    from ..graph.import_memtrace import load_memtracebench, looks_like_execnetwork

    directory = Path(directory)
    files = sorted(directory.rglob("*.json")) if directory.is_dir() else [directory]
    if directory.is_dir():  # skip our own results files and anything else that is not a graph
        files = [f for f in files if looks_like_execnetwork(f.read_bytes()[:65536])]
    if not files:
        raise BenchFormatError(f"{directory}: no MemTraceBench *.json files")
    engines = make_engines(engine, model, api_base, max_calls)
    rows: dict[str, list] = {name: [] for name in engines}
    for path in files:
        graph, outcomes, gold = load_memtracebench(path)
        system = path.parent.name if path.parent != directory or directory.is_dir() else "memtracebench"
        for outcome in outcomes:
            label = gold.get(outcome.case_id)
            if label is None:
                continue
            seen = outcome if oracle_evidence else dataclasses.replace(outcome, evidence_ids=())
            for name, eng in engines.items():
                if name in ("answer_step", "latest_write"):
                    verdict = eng.attribute(graph, Case.from_outcome(seen))
                else:
                    verdict = attribute_outcome(graph, seen, engine=eng)
                gt_type = label.error_type
                rows[name].append(_score_row(outcome.case_id, system, verdict, gt_type, None,
                                             label.op_id if label.is_memory_error else None))
            if progress:
                progress(f"{path.name} {outcome.case_id}")
    return {name: {"engine": name, "memtracebench": str(directory), "oracle_evidence": oracle_evidence,
                   "model": model, "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                   "metrics": score_rows(r), "cases": r} for name, r in rows.items()}


# ---------------------------------------------------------------------------------------------------- table
_COLUMNS = (("cases", "n"), ("op_accuracy", "op"), ("op_accuracy_memory_faults", "op(mem)"),
            ("type_accuracy", "type"), ("subtype_accuracy", "subtype"), ("stage_accuracy", "stage"),
            ("memory_discrimination", "mem/non"), ("seconds_per_case", "s/case"),
            ("llm_calls_per_case", "calls"), ("input_tokens_per_case", "tok in"))


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}" if value < 1 or value == 1.0 else f"{value:.1f}"
    return str(value)


def format_table(name: str, metrics: dict, markdown: bool = False) -> str:
    header = ["group"] + [label for _, label in _COLUMNS]
    lines = []
    groups = [("overall", metrics["overall"])]
    groups += [(f"system={k}", v) for k, v in metrics["by_system"].items()]
    groups += [(f"type={k}", v) for k, v in metrics["by_error_type"].items()]
    groups += [(f"category={k}", v) for k, v in metrics.get("by_category", {}).items()]
    table = [[g] + [_cell(m.get(key)) for key, _ in _COLUMNS] for g, m in groups]
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
        lines += ["| " + " | ".join(r) + " |" for r in table]
        return f"**{name}**\n\n" + "\n".join(lines)
    widths = [max(len(str(r[i])) for r in table + [header]) for i in range(len(header))]
    fmt = lambda r: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)  # noqa: E731
                              for i, (c, w) in enumerate(zip(r, widths)))
    lines = [f"== {name}", fmt(header)] + [fmt(r) for r in table]
    return "\n".join(lines)
