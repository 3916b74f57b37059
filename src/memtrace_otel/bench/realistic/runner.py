"""Run the realistic-app suite: every app, both styles, every fault it supports, with replay checks and controls;
score each case with the default lineage engine (content captured, and the same spans with content stripped as
capture off records them); write ``results.jsonl`` and a table.

One process, one TracerProvider: ``memtrace_otel.instrument()`` with the apps' instrumentations and a file exporter
(``OUT/traces.jsonl``: every span of every run, for ``memtrace attribute``/``memtrace graph``), plus an in-memory
:class:`~.harness.SpanLog` from which each case's graph is built (one graph per run, as MemTraceBench keeps one per
trajectory). The stand-in model is one :class:`~memtrace_otel.local_model.LocalModelServer` with a
:class:`~.reader.ReaderPolicy`.
"""

from __future__ import annotations

import importlib
import json
import os
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

APPS = ("chromadb", "qdrant", "langgraph_store", "mem0", "evermemos", "langchain_history", "llamaindex_memory",
        "litellm", "langmem", "graphiti", "letta", "zep")
_MODULES = {"chromadb": "chroma_app", "qdrant": "qdrant_app", "langgraph_store": "langgraph_app", "mem0": "mem0_app",
            "evermemos": "evermemos_app", "langchain_history": "langchain_app",
            "llamaindex_memory": "llamaindex_app", "litellm": "litellm_app", "langmem": "langmem_app",
            "graphiti": "graphiti_app", "letta": "letta_app", "zep": "zep_app"}
STYLES = ("script", "root")
OFFLINE_ENV = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
    "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "PHOENIX_TELEMETRY_ENABLED": "false",
}
MAX_CONTENT = 1_000_000  # prompts and buffers must not be truncated
MAX_TRIES = 5  # questions tried per wanted case before the slot is given up


def load_app(name: str):
    if name not in _MODULES:
        raise ValueError(f"unknown library {name!r}: choose from {', '.join(APPS)}")
    return importlib.import_module(f"{__package__}.{_MODULES[name]}")


@dataclass
class Suite:
    server: Any
    span_log: Any
    tracer_provider: Any
    questions: list
    evicted_ids: dict = field(default_factory=dict)  # evidence text -> the message variable id an eviction took


# ---------------------------------------------------------------------------------------------------- one run
def execute(suite: Suite, app, question, fault: Optional[str], style: str, *, expected: Optional[str] = None,
            case_id: str = ""):
    """One run of ``app`` on fresh memory; returns (Run, span records)."""
    from ... import lineage
    from ...instrumentations import retrieval_cache
    from ...outcome import record_outcome
    from ...span_record import from_readable_span
    from .harness import NotApplicable, Run
    from .reader import ReaderCase, judge

    lineage.REGISTRY.clear()
    retrieval_cache.CACHE.clear()
    suite.span_log.clear()
    run = Run(suite, app, question, fault, style, expected=expected)
    suite.server.policy.start_case(ReaderCase(
        question=question.text, gold=question.gold, evidence_texts=tuple(t.text for t in question.evidence),
        response_fault=fault == "response", drop=(run.target.text,) if fault == "extract" else ()))
    started = time.perf_counter()
    try:
        app.run(run)
    except NotApplicable as exc:
        run.result.notes.append(f"not applicable: {exc}")
        return run, []
    res = run.result
    res.seconds = round(time.perf_counter() - started, 3)
    res.correct = judge(res.actual, run.expected)
    if fault == "extract" and suite.server.policy.dropped and not res.fault_applied:
        res.notes.append("the extractor dropped the evidence but the run found no extraction span")
    if res.answer_op is not None:
        res.outcome_ctx = record_outcome(res.correct, question=question.text, expected=run.expected,
                                         actual=res.actual, case_id=case_id, answer=res.answer_op)
    else:
        res.notes.append("no answer span")
    return run, [from_readable_span(s) for s in suite.span_log.spans()]


# ---------------------------------------------------------------------------------------------------- scoring
def _op_summary(graph, op_id: Optional[str]) -> Optional[dict]:
    """What the graph holds at an operation: name, kind, trace, and its inputs/outputs (variable, relation,
    change), for the engine engineer reading a miss."""
    op = graph.operations.get(op_id or "")
    if op is None:
        return None

    def edges(items):
        out = []
        for e in list(items)[:12]:
            node = graph.variables.get(e.node_id)
            content = (getattr(node, "content", None) or "") if node is not None else ""
            out.append({"var": e.node_id, "kind": getattr(node, "kind", None), "relation": getattr(e, "relation", None),
                        "change": getattr(e, "change", None), "content": str(content)[:90]})
        return out

    return {"op_id": op.op_id, "name": op.op_name, "kind": op.kind, "trace_id": op.trace_id,
            "inputs": edges(graph.inputs(op.op_id)), "outputs": edges(graph.outputs(op.op_id))}


def score(records: list, case_id: str, gold_op: Optional[str], case: Optional[dict] = None) -> dict:
    """Attribute the case's failed outcome with the default (lineage) engine on the graph of the run's spans.
    ``case``: what ``memtrace attribute --cases`` would add (question, expected, actual) when the spans lack it."""
    from ...attribution import attribute_outcome
    from ...graph import build_graph

    graph = build_graph(records)
    failed = [o for o in graph.failed_outcomes() if o.case_id == case_id]
    if not failed:
        return {"error": "no failed outcome in the graph"}
    started = time.perf_counter()
    try:
        verdict = attribute_outcome(graph, failed[0], case=case)
    except Exception as exc:  # an engine crash is that case's verdict, not the end of the suite
        import traceback

        where = traceback.extract_tb(exc.__traceback__)[-1]
        return {"pred_type": "EngineError", "pred_op": None, "pred_op_name": None,
                "reason": f"{type(exc).__name__}: {str(exc)[:200]} at {Path(where.filename).name}:{where.lineno}",
                "attribution_seconds": round(time.perf_counter() - started, 4),
                "gold_op_in_graph": bool(gold_op and gold_op in graph.operations),
                "gold_op_graph": _op_summary(graph, gold_op)}
    seconds = time.perf_counter() - started
    out = {"pred_type": verdict.error_type, "pred_subtype": verdict.error_subtype, "pred_op": verdict.op_id,
           "pred_op_name": verdict.op_name, "confidence": verdict.confidence, "reason": verdict.reason,
           "attribution_seconds": round(seconds, 4), "gold_op_in_graph": bool(gold_op and gold_op in graph.operations),
           "graph_ops": len(graph.operations), "graph_traces": len({o.trace_id for o in graph.operations.values()})}
    out["gold_op_graph"] = _op_summary(graph, gold_op)
    if verdict.op_id and verdict.op_id != gold_op:
        out["pred_op_graph"] = _op_summary(graph, verdict.op_id)
    return out


def verdicts_for(records: list) -> list:
    """What the attribution pipeline produces from a run's spans (``memtrace attribute`` / the collector worker:
    every failed outcome is attributed, nothing else)."""
    from ...attribution.batch import LoadedTraces, attribute_loaded
    from ...graph import build_graph

    graph = build_graph(records)
    return attribute_loaded(LoadedTraces(graph, graph.failed_outcomes()), progress=False)


# ---------------------------------------------------------------------------------------------------- cases
def one_case(suite: Suite, app, question, fault: str, style: str, capture_off: bool = True) -> dict:
    from .harness import FAULTS

    error_type, subtype, what = FAULTS[fault]
    case_id = f"{app.NAME}-{style}-{fault}-{question.key}"
    row = {"case_id": case_id, "kind": "fault", "library": app.NAME, "style": style, "fault": fault,
           "gt_type": error_type, "gt_subtype": subtype, "fault_description": what,
           "conversation": question.conv.conv_id, "question": question.text, "expected": question.gold,
           "category": question.category, "evidence": [t.dia_id for t in question.evidence]}
    try:
        run, records = execute(suite, app, question, fault, style, case_id=case_id)
    except Exception as exc:  # an app crash is a dropped case with its reason, not the end of the suite
        return {**row, "status": "dropped", "reason": f"faulted run crashed: {type(exc).__name__}: {exc}"}
    res = run.result
    row.update(actual=res.actual, target=run.target.dia_id, seconds_run=res.seconds,
               evidence_in_prompt=res.evidence_in_prompt)
    if not records or not res.fault_applied:
        return {**row, "status": "dropped", "reason": "; ".join(res.notes) or "fault not applied"}
    if res.correct:
        return {**row, "status": "dropped", "reason": "not decisive: answered right with the fault"}
    if fault != "response" and _answer_elsewhere(question.gold, res.prompt_context):
        # the dataset's evidence list is not exhaustive: another line may state the answer too, and a real model
        # would then answer right; such a memory fault is not surely decisive
        return {**row, "status": "dropped", "reason": "not surely decisive: the failed prompt still holds every "
                "content word of the gold answer in other lines"}
    try:
        clean, clean_records = execute(suite, app, question, None, style, case_id=case_id + "-replay")
    except Exception as exc:
        return {**row, "status": "dropped", "reason": f"replay crashed: {type(exc).__name__}: {exc}"}
    if not clean.result.correct:
        return {**row, "status": "dropped", "reason": f"replay without the fault answered {clean.result.actual!r}"}
    gold_op = f"{res.gold[0]}:{res.gold[1]}"
    row.update(status="case", gold_op=gold_op, gold_op_name=res.gold_name, replay_actual=clean.result.actual)
    row["content"] = score(records, case_id, gold_op)
    row["evidence_var_ids"] = evidence_var_ids(records, [t.text for t in question.evidence])
    row["answer_words_elsewhere"] = answer_words_elsewhere(records, question)
    if capture_off:
        row["no_content"], row["no_content_evidence"] = _capture_off(
            suite, app, question, fault, style, case_id, evidence_ids=row["evidence_var_ids"])
    # the replay is the no-fault control: right answer, so the pipeline must produce no verdict
    control = verdicts_for(clean_records)
    row["replay_control"] = {"verdicts": [(v.error_type, v.op_name) for v in control]}
    return row


def evidence_var_ids(records: list, texts: list[str]) -> list[str]:
    """The variables through which each evidence turn entered memory, read off the captured spans: a ``message``
    variable holding the turn's text if there is one, else the first record / chunk / episode that held it (what
    ``record_outcome(evidence_ids=...)`` or ``memtrace attribute --cases`` can pass as evidence ids). Variable ids do
    not depend on the run, so they name the same variables in the capture-off run of the case."""
    from ... import semconv as sc
    from ...variables_codec import variable_event_records
    from .reader import squash

    found: list[str] = []
    ordered = sorted(records, key=lambda r: r.start_ns)
    for text in texts:
        want, first_any, first_message = squash(text), None, None
        for rec in ordered:
            for e in variable_event_records(rec.attributes, rec.events):
                a = e.attributes
                if e.name != sc.VARIABLE_EVENT or want not in squash(a.get(sc.VAR_CONTENT) or ""):
                    continue
                if a.get(sc.VAR_KIND) == "message" and first_message is None:
                    first_message = a.get(sc.VAR_ID)
                elif a.get(sc.VAR_KIND) in ("chunk", "memory_record", "episode", "fact", "document") \
                        and first_any is None:
                    first_any = a.get(sc.VAR_ID)
        pick = first_message or first_any
        if pick and pick not in found:
            found.append(str(pick))
    return found


def answer_words_elsewhere(records: list, question) -> list[str]:
    """Memory variables (not the evidence turns) whose captured content holds every content word of the gold answer:
    the cases where a stronger retriever or reader might have answered from another record (not used to drop a case;
    listed for whoever reads a verdict that blames another operation)."""
    from ... import semconv as sc
    from ...local_model.words import content_set
    from ...variables_codec import variable_event_records
    from .reader import squash

    words = content_set(question.gold)
    evidence = [squash(t.text) for t in question.evidence]
    found: list[str] = []
    if not words:
        return found
    for rec in records:
        for e in variable_event_records(rec.attributes, rec.events):
            a = e.attributes
            if e.name != sc.VARIABLE_EVENT or a.get(sc.VAR_KIND) not in ("chunk", "memory_record", "episode",
                                                                          "message", "fact", "document"):
                continue
            text = str(a.get(sc.VAR_CONTENT) or "")
            if text and words <= content_set(text) and not any(ev in squash(text) for ev in evidence):
                var = str(a.get(sc.VAR_ID))
                if var not in found:
                    found.append(var)
    return found[:20]


def _capture_off(suite: Suite, app, question, fault: Optional[str], style: str, case_id: str,
                 expected: Optional[str] = None, evidence_ids: Optional[list] = None) -> tuple[dict, dict]:
    """The same case run again with content capture off (OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT unset:
    what a default deployment records), scored on its own spans twice: with the question and answers only, and with
    the evidence variable ids too (the oracle setting)."""
    from ... import config

    config.configure(capture_content=False)
    try:
        run, records = execute(suite, app, question, fault, style, expected=expected, case_id=case_id)
    except Exception as exc:
        err = {"error": f"capture-off run crashed: {type(exc).__name__}: {exc}"}
        return err, err
    finally:
        config.configure(capture_content=True)
    res = run.result
    if (fault and not res.fault_applied) or res.correct or not records:
        err = {"error": "the capture-off run did not fail the same way: " + ("; ".join(res.notes) or res.actual)}
        return err, err
    gold_op = f"{res.gold[0]}:{res.gold[1]}" if res.gold else None
    # capture off keeps the question and answers out of the outcome span too: give them as `memtrace attribute
    # --cases FILE` does (the existing benchmark's --no-content setting does the same)
    case = {"case_id": case_id, "question": question.text, "expected": run.expected, "actual": res.actual}
    plain = {**score(records, case_id, gold_op, case=case), "gold_op": gold_op}
    oracle = {**score(records, case_id, gold_op, case={**case, "evidence_ids": list(evidence_ids or [])}),
              "gold_op": gold_op, "evidence_ids": list(evidence_ids or [])}
    return plain, oracle


def _answer_elsewhere(gold: str, context: str) -> bool:
    from ...local_model.words import content_set

    words = content_set(gold)
    return bool(words) and words <= content_set(context)


def label_control(suite: Suite, app, question, style: str, wrong: str) -> dict:
    """The gold label is wrong (another conversation's answer, appearing nowhere): the failure is not memory's."""
    case_id = f"{app.NAME}-{style}-label-{question.key}"
    row = {"case_id": case_id, "kind": "label_control", "library": app.NAME, "style": style, "fault": None,
           "gt_type": "AnnotationError", "conversation": question.conv.conv_id, "question": question.text,
           "expected": wrong, "true_answer": question.gold, "category": question.category}
    try:
        run, records = execute(suite, app, question, None, style, expected=wrong, case_id=case_id)
    except Exception as exc:
        return {**row, "status": "dropped", "reason": f"crashed: {type(exc).__name__}: {exc}"}
    row.update(actual=run.result.actual, seconds_run=run.result.seconds)
    if run.result.actual.strip().lower() != question.gold.strip().lower() and not run.result.evidence_in_prompt:
        return {**row, "status": "dropped", "reason": "the app did not answer the true gold (memory failed too)"}
    row["status"] = "case"
    row["content"] = score(records, case_id, None)
    row["evidence_var_ids"] = evidence_var_ids(records, [t.text for t in question.evidence])
    row["no_content"], row["no_content_evidence"] = _capture_off(suite, app, question, None, style, case_id,
                                                                 expected=wrong, evidence_ids=row["evidence_var_ids"])
    return row


# ---------------------------------------------------------------------------------------------------- suite
def _setup_env() -> None:
    import tempfile

    for key, value in OFFLINE_ENV.items():
        os.environ.setdefault(key, value)
    os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="memtrace-realistic-mem0-"))
    os.environ["MEMTRACE_MAX_CONTENT_LENGTH"] = str(MAX_CONTENT)
    os.environ.setdefault("MEMTRACE_MAX_VARIABLES", "512")
    os.environ.setdefault("MEMTRACE_MAX_LINKS", "256")


def run_suite(data: Iterable[str], out: str | Path, *, styles: Iterable[str] = STYLES,
              libraries: Iterable[str] = APPS, per_fault: int = 2, seed: int = 0, capture_off: bool = True,
              label_controls: int = 2, faults: Optional[Iterable[str]] = None,
              progress: Optional[Callable[[str], None]] = None) -> list[dict]:
    """Run every case; write OUT/results.jsonl (one row per case, dropped ones included with their reason) and
    OUT/traces.jsonl. Returns the rows."""
    _setup_env()
    import logging

    import memtrace_otel

    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "httpx", "httpx2", "httpcore", "openai", "mem0",
                 "chromadb", "graphiti_core"):
        logging.getLogger(name).setLevel(logging.ERROR)
    from memtrace_otel.exporters.file import OTLPJsonFileExporter
    from memtrace_otel.local_model import LocalModelServer

    from .data import load_questions, question_stream, wrong_label
    from .harness import FAULTS, MEMORY_TYPES, SpanLog
    from .reader import ReaderPolicy

    say = progress or (lambda text: None)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    libraries, styles = list(libraries), list(styles)
    apps = [load_app(name) for name in libraries]
    instrumentations = sorted({i for a in apps for i in a.INSTRUMENTATIONS})
    trace_path = out / "traces.jsonl"
    if trace_path.exists():
        trace_path.unlink()
    result = memtrace_otel.instrument(service_name="memtrace-bench-realistic", capture_content=True,
                                      exporter=OTLPJsonFileExporter(trace_path), max_content_length=MAX_CONTENT,
                                      instrumentations=instrumentations)
    enabled = set(result.instrumented) | set(getattr(result, "deferred", ()))  # deferred: on the library's import
    missing = [n for n in instrumentations if n not in enabled]
    if missing:
        raise RuntimeError("memtrace instrumentations not available: " + ", ".join(
            f"{n} ({result.skipped.get(n, 'not found')})" for n in missing))
    span_log = SpanLog()
    result.tracer_provider.add_span_processor(span_log)
    questions = load_questions(list(data))
    if not questions:
        raise ValueError("no qualifying LoCoMo question in the data")
    rows: list[dict] = []
    wanted_faults = set(faults) if faults else None
    skipped: dict[str, int] = {}
    started = time.monotonic()
    with LocalModelServer(ReaderPolicy()) as server, open(out / "results.jsonl", "w", encoding="utf-8") as fh:
        suite = Suite(server, span_log, result.tracer_provider, questions)

        def keep(row: dict) -> None:
            rows.append(row)
            fh.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
            fh.flush()
            c = row.get("content") or {}
            if row["status"] != "case":
                mark = f"dropped: {row.get('reason', '')[:90]}"
            elif row["kind"] == "label_control":
                mark = "blamed" if c.get("pred_type") in MEMORY_TYPES else "not blamed"
            else:
                exact = c.get("pred_op") == row.get("gold_op") and c.get("pred_type") == row.get("gt_type")
                mark = "exact" if exact else f"miss, truth {row['gt_type']} {row.get('gold_op_name')}"
            verdict = (f"-> {c.get('pred_type')} {c.get('pred_op_name')} [{mark}]" if row["status"] == "case"
                       else mark)
            say(f"[{time.monotonic() - started:6.1f}s] {row['case_id']}: {verdict}")

        for app in apps:
            for style in styles:
                for fault in app.FAULTS:
                    if wanted_faults and fault not in wanted_faults:
                        continue
                    stream = question_stream(questions, seed, f"{app.NAME}:{fault}:{style}")
                    made = tries = 0
                    for question in stream:
                        if made >= per_fault or tries >= MAX_TRIES * per_fault:
                            break
                        if hasattr(app, "precheck") and not app.precheck(question):
                            skipped[app.NAME] = skipped.get(app.NAME, 0) + 1
                            continue
                        tries += 1
                        try:
                            row = one_case(suite, app, question, fault, style, capture_off)
                        except Exception as exc:  # the suite goes on; the row says what broke
                            row = {"case_id": f"{app.NAME}-{style}-{fault}-{question.key}", "kind": "fault",
                                   "library": app.NAME, "style": style, "fault": fault, "status": "dropped",
                                   "gt_type": FAULTS[fault][0],
                                   "category": question.category,
                                   "reason": f"harness error: {type(exc).__name__}: {exc}"}
                        keep(row)
                        made += row["status"] == "case"
                made = 0
                for question in question_stream(questions, seed, f"{app.NAME}:label:{style}"):
                    if made >= label_controls:
                        break
                    if hasattr(app, "precheck") and not app.precheck(question):
                        continue
                    wrong = wrong_label(question, questions)
                    if wrong is None:
                        continue
                    row = label_control(suite, app, question, style, wrong)
                    keep(row)
                    made += row["status"] == "case"
                    if row["status"] != "case" and len([r for r in rows if r["kind"] == "label_control" and
                                                        r["library"] == app.NAME and r["style"] == style]) \
                            >= MAX_TRIES * max(1, label_controls):
                        break
    memtrace_otel.force_flush()
    memtrace_otel.shutdown()
    (out / "misses.md").write_text(format_misses(rows), encoding="utf-8")
    (out / "misses-capture-off-evidence.md").write_text(format_misses(rows, "no_content_evidence"),
                                                        encoding="utf-8")
    (out / "manifest.json").write_text(json.dumps({
        "libraries": libraries, "styles": styles, "per_fault": per_fault, "seed": seed,
        "skipped_by_precheck": skipped, "seconds": round(time.monotonic() - started, 1),
        "source": _source_state()}, indent=2))
    return rows


def _source_state() -> dict:
    """Which engine produced the verdicts: the commit, and whether attribution/graph code had uncommitted changes."""
    import subprocess

    root = Path(__file__).resolve().parents[4]
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True,
                              timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "src/memtrace_otel/attribution",
                                "src/memtrace_otel/graph", "src/memtrace_otel/text"], cwd=root, capture_output=True,
                               text=True, timeout=10).stdout.split("\n")
        return {"commit": head, "uncommitted_engine_files": [d[3:] for d in dirty if d.strip()]}
    except (OSError, subprocess.SubprocessError):
        return {}


# ---------------------------------------------------------------------------------------------------- table
def summarize(rows: list[dict], setting: str = "content") -> dict[str, dict]:
    """group -> counts: n failed cases, exact (op and type), type right, controls, blamed controls, s/case."""
    groups: dict[str, dict] = defaultdict(lambda: {"n": 0, "exact": 0, "type": 0, "controls": 0, "blamed": 0,
                                                   "seconds": 0.0, "dropped": 0})
    from .harness import MEMORY_TYPES

    for r in rows:
        keys = ["overall", f"library={r['library']}", f"style={r['style']}",
                f"library×style={r['library']}/{r['style']}"]
        if r["kind"] == "fault":
            keys += [f"type={r['gt_type']}", f"category={r['category']}"]
        if r["status"] != "case":
            for k in keys:
                groups[k]["dropped"] += 1
            continue
        s = r.get(setting) or {}
        for k in keys:
            g = groups[k]
            if r["kind"] == "fault":
                g["n"] += 1
                gold = s.get("gold_op", r["gold_op"])  # the capture-off run has spans of its own
                g["exact"] += int(s.get("pred_op") == gold and s.get("pred_type") == r["gt_type"])
                g["type"] += int(s.get("pred_type") == r["gt_type"])
                g["seconds"] += float(s.get("attribution_seconds") or 0)
            else:
                g["controls"] += 1
                g["blamed"] += int(s.get("pred_type") in MEMORY_TYPES)
            if r["kind"] == "fault":
                ctrl = r.get("replay_control") or {}
                g["controls"] += 1
                g["blamed"] += int(bool(ctrl.get("verdicts")))
    return dict(groups)


def format_table(rows: list[dict], setting: str = "content") -> str:
    groups = summarize(rows, setting)
    kinds = ["overall", "library", "style", "type", "category", "library×style"]
    order = sorted(groups, key=lambda k: (kinds.index(k.split("=")[0]) if k.split("=")[0] in kinds else 9, k))
    lines = [f"| group | failed cases | exact op+type | type right | controls | controls blamed | s/case | dropped |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for k in order:
        g = groups[k]
        n = g["n"]
        frac = (lambda x: f"{x}/{n} ({x / n:.2f})") if n else (lambda x: "-")
        lines.append(f"| {k} | {n} | {frac(g['exact'])} | {frac(g['type'])} | {g['controls']} | {g['blamed']} | "
                     f"{g['seconds'] / n if n else 0:.4f} | {g['dropped']} |")
    return "\n".join(lines)


def _fmt_op(summary: Optional[dict]) -> list[str]:
    if not summary:
        return ["    (not in the graph)"]
    out = [f"    `{summary['name']}` kind={summary['kind']} trace={summary['trace_id'][:8]}"]
    for role in ("inputs", "outputs"):
        for e in summary[role]:
            tag = e.get("relation") or e.get("change") or ""
            out.append(f"      {role[:-1]:6} {e['var']} ({e['kind']}, {tag}) {e['content']!r}")
    return out


def format_misses(rows: list[dict], setting: str = "content") -> str:
    """Every failed case whose verdict is not the exact operation and type, with the graph at the decisive op and
    at the blamed op: what an engine engineer needs to see."""
    lines = [f"# Realistic suite: verdicts that miss ({setting})", ""]
    for r in rows:
        s = r.get(setting) or {}
        if r["status"] != "case":
            continue
        if r["kind"] == "fault":
            gold = s.get("gold_op", r["gold_op"])
            if s.get("pred_op") == gold and s.get("pred_type") == r["gt_type"]:
                continue
        elif s.get("pred_type") not in ("ExtractionError", "UpdateError", "DeletionError", "RetrievalError"):
            continue
        lines.append(f"## {r['case_id']} ({r['category']})")
        lines.append(f"- question: {r['question']!r}; gold {r['expected']!r}; answered {r.get('actual')!r}")
        lines.append(f"- truth: {r['gt_type']} at `{r.get('gold_op_name')}` ({r.get('fault_description', '')}); "
                     f"evidence {r.get('evidence')} target {r.get('target')}")
        if r.get("answer_words_elsewhere"):
            lines.append(f"- note: other memory variables hold every word of the gold answer: "
                         f"{', '.join(r['answer_words_elsewhere'][:5])}")
        lines.append(f"- verdict: {s.get('pred_type')} at `{s.get('pred_op_name')}` "
                     f"(confidence {s.get('confidence')}): {s.get('reason')}")
        lines.append("- graph at the decisive op:")
        lines += _fmt_op(s.get("gold_op_graph"))
        if s.get("pred_op_graph"):
            lines.append("- graph at the blamed op:")
            lines += _fmt_op(s.get("pred_op_graph"))
        lines.append("")
    return "\n".join(lines) + "\n"
