"""Build one system's share of the benchmark in this process (``memtrace bench build`` runs one per system, so each
system gets its own TracerProvider, instrumentation and version registry).

    python -m memtrace_otel.bench.worker CONFIG.json

For every planned case: a clean run (no fault) must answer the question correctly — it becomes a control — then the
faulted run must answer it wrongly with the fault applied, and becomes a case with its ground truth. A question that
fails either check is replaced by the next one of the same conversation.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

OFFLINE_ENV = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
    "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "PHOENIX_TELEMETRY_ENABLED": "false",
    "PHOENIX_ALLOW_EXTERNAL_RESOURCES": "false",
}
MAX_CONTENT = 1_000_000  # buffers and prompts must not be truncated: attribution matches their content
MAX_TRIES = 6  # questions tried for one case slot before the slot is given up


def _setup_env(out_dir: Path) -> None:
    for key, value in OFFLINE_ENV.items():
        os.environ.setdefault(key, value)
    os.environ.setdefault("MEM0_DIR", str(out_dir / ".mem0"))
    os.environ["MEMTRACE_MAX_CONTENT_LENGTH"] = str(MAX_CONTENT)
    os.environ.setdefault("MEMTRACE_MAX_VARIABLES", "512")
    os.environ.setdefault("MEMTRACE_MAX_LINKS", "256")


def _chat_client(server):
    import httpx

    client = httpx.Client(base_url=server.base_url, timeout=30.0)

    def chat(messages: list[dict]) -> str:
        response = client.post("/chat/completions", json={"model": "local", "messages": messages,
                                                          "temperature": 0})
        response.raise_for_status()
        return response.json()["choices"][0]["message"]["content"]

    return chat


def _log(system: str, text: str) -> None:
    print(f"[{system}] {text}", file=sys.stderr, flush=True)


def build_system(config: dict) -> dict:
    out_dir = Path(config["out"])
    system_name = config["system"]
    _setup_env(out_dir)

    import memtrace_otel
    from memtrace_otel import lineage
    from memtrace_otel.exporters.file import OTLPJsonFileExporter
    from memtrace_otel.local_model import LocalModelServer

    from .harness import RunContext, SpanWatch, is_correct
    from .locomo import load_conversations
    from .plan import FAULT_DESCRIPTIONS, FAULT_LABELS, Planner
    from .systems import load
    from ..attribution.taxonomy import STAGE_OF_ERROR

    system = load(system_name)
    conversations = load_conversations(config["data"])[: config.get("conversations") or None]
    (out_dir / "traces").mkdir(parents=True, exist_ok=True)
    parts = out_dir / "parts"
    parts.mkdir(exist_ok=True)
    trace_path = out_dir / "traces" / f"{system_name}.jsonl"
    if trace_path.exists():
        trace_path.unlink()
    result = memtrace_otel.instrument(service_name=f"memtrace-bench-{system_name}", capture_content=True,
                                      exporter=OTLPJsonFileExporter(trace_path), max_content_length=MAX_CONTENT,
                                      instrumentations=list(system.INSTRUMENTATIONS))
    missing = [n for n in system.INSTRUMENTATIONS if n not in result.instrumented]
    if missing:
        raise RuntimeError(f"{system_name}: memtrace instrumentations not available: "
                           + ", ".join(f"{n} ({result.skipped.get(n, 'not found')})" for n in missing))
    watch = SpanWatch()
    result.tracer_provider.add_span_processor(watch)

    from memtrace_otel.outcome import record_outcome

    planner = Planner(system_name, system.FAULTS, conversations, seed=config.get("seed", 0))
    wanted = int(config["cases_per_system"])
    files = {name: open(parts / f"{name}-{system_name}.jsonl", "w", encoding="utf-8")
             for name in ("cases", "ground_truth", "controls")}
    counts = {"cases": 0, "controls": 0, "skipped": 0}
    run_no = 0
    started = time.monotonic()

    def new_run(spec, fault):
        nonlocal run_no
        run_no += 1
        lineage.REGISTRY.clear()  # runs are independent memories; their var ids are namespaced by run id too
        watch.clear()
        return RunContext(spec, convs[spec.conv_id], fault=fault, run_id=f"r{run_no}", server=server,
                          watch=watch, chat=chat, model_decides_updates=decides)

    convs = {c.conv_id: c for c in conversations}
    decides = bool(getattr(system, "model_decides_updates", lambda: False)())
    with LocalModelServer() as server:
        chat = _chat_client(server)
        slots = planner.slots()
        empty_slots = 0
        quota = -(-wanted // len(planner.faults))  # no fault kind takes more than its share
        per_fault: dict[str, int] = {}
        while counts["cases"] < wanted and empty_slots < len(planner.faults) * len(planner.order):
            fault, conv_id = next(slots)
            made = False
            if per_fault.get(fault, 0) >= quota:
                empty_slots += 1
                continue
            for _ in range(MAX_TRIES):
                spec = planner.next_spec(fault, conv_id)
                if spec is None:
                    break
                if fault != "annotation":
                    clean = new_run(spec, None)
                    system.run(clean)
                    ok = clean.result.answer is not None and is_correct(clean.result.actual, spec.expected)
                    if clean.result.answer is not None:
                        record_outcome(ok, question=spec.question, expected=spec.expected,
                                       actual=clean.result.actual, case_id=f"{spec.case_id}-control",
                                       answer=clean.result.answer)
                    files["controls"].write(json.dumps({
                        "case_id": f"{spec.case_id}-control", "system": system_name, "conversation": spec.conv_id,
                        "question": spec.question, "expected": spec.expected, "actual": clean.result.actual,
                        "correct": ok, "trace_ids": clean.result.trace_ids}) + "\n")
                    counts["controls"] += 1
                    if not ok:
                        counts["skipped"] += 1
                        _log(system_name, f"skip {spec.case_id}: clean run answered {clean.result.actual!r}")
                        continue
                run = new_run(spec, fault)
                system.run(run)
                res = run.result
                failed = res.answer is not None and not is_correct(res.actual, spec.expected)
                applied = res.fault_applied or fault == "annotation"
                outcome = None
                if res.answer is not None:
                    outcome = record_outcome(not failed, question=spec.question, expected=spec.expected, actual=res.actual,
                                   case_id=spec.case_id, answer=res.answer)
                if not (failed and applied):
                    if res.notes:  # the fault could not be planted here; the question may serve another fault
                        planner.give_back(spec)
                    counts["skipped"] += 1
                    why = "; ".join(res.notes) or ("fault not applied" if not applied else "still answered right")
                    _log(system_name, f"skip {spec.case_id}: {why}")
                    continue
                error_type, subtype = FAULT_LABELS[fault]
                answer = res.answer
                files["cases"].write(json.dumps({
                    "case_id": spec.case_id, "system": system_name, "conversation": spec.conv_id,
                    "question": spec.question, "expected": spec.expected, "actual": res.actual,
                    "trace_id": answer.trace_id, "answer_span_id": answer.span_id,
                    "outcome_span_id": format(outcome.span_id, "016x") if outcome else None, "evidence_ids": list(spec.evidence), "trace_ids": res.trace_ids,
                    "run_id": run.run_id, "category": spec.category}) + "\n")
                root = res.root_cause or (None, None)
                files["ground_truth"].write(json.dumps({
                    "case_id": spec.case_id, "system": system_name, "error_type": error_type,
                    "error_subtype": subtype, "root_cause_trace_id": root[0], "root_cause_span_id": root[1],
                    "fault": fault, "fault_description": FAULT_DESCRIPTIONS[fault],
                    "stage": STAGE_OF_ERROR[error_type], "sessions": spec.sessions,
                    "omitted_facts": spec.omit_facts}) + "\n")
                counts["cases"] += 1
                per_fault[fault] = per_fault.get(fault, 0) + 1
                made = True
                _log(system_name, f"case {counts['cases']}/{wanted} {spec.case_id} "
                                  f"({time.monotonic() - started:.1f}s)")
                break
            empty_slots = 0 if made else empty_slots + 1
    for fh in files.values():
        fh.close()
    memtrace_otel.force_flush()
    memtrace_otel.shutdown()
    counts["seconds"] = round(time.monotonic() - started, 2)
    return counts


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m memtrace_otel.bench.worker CONFIG.json", file=sys.stderr)
        return 2
    config = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    counts = build_system(config)
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
