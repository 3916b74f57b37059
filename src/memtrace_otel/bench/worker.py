"""Build one system's share of the benchmark in this process (``memtrace bench build`` runs one per system, so each
system gets its own TracerProvider, instrumentation and version registry).

    python -m memtrace_otel.bench.worker CONFIG.json

For every planned case: a clean run (no fault) must answer the question correctly — it becomes a control — then the
faulted run must answer it wrongly with the fault applied, then the faulted run is replayed without its fault and must
answer right again (for the update and delete faults the replay keeps the maintenance pass and does the faulty step
harmlessly; for the other faults the run without the fault is the clean run). Only then is it a case with its ground
truth. A memory fault whose failed prompt still holds every content word of the gold answer (in other lines: LoCoMo's
evidence lists are not exhaustive, a real model could answer from them) is dropped too. A question that fails a
check is dropped (counted per reason and category in the summary) and replaced by the
next one of the same conversation.
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
MAX_TRIES = 8  # questions tried for one case slot before the slot is given up


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


class _Builder:
    """Runs one system's cases and writes its part files (cases, ground truth, controls)."""

    def __init__(self, config: dict, system, conversations, server, watch, parts: Path):
        from .plan import Planner

        self.system, self.name = system, config["system"]
        self.convs = {c.conv_id: c for c in conversations}
        self.planner = Planner(self.name, system.FAULTS, conversations, seed=config.get("seed", 0))
        self.wanted = int(config["cases_per_system"])
        self.server, self.watch = server, watch
        self.chat = _chat_client(server)
        self.decides = bool(getattr(system, "model_decides_updates", lambda: False)())
        self.files = {kind: open(parts / f"{kind}-{self.name}.jsonl", "w", encoding="utf-8")
                      for kind in ("cases", "ground_truth", "controls")}
        self.counts = {"cases": 0, "controls": 0, "skipped": 0, "cases_by_category": {},
                       "dropped": {"clean_run_wrong": {}, "fault_not_applied": {}, "faulted_run_right": {},
                                   "replay_without_fault_wrong": {}, "answer_words_still_in_prompt": {}}}
        self.runs = 0
        self.started = time.monotonic()

    def close(self) -> None:
        for fh in self.files.values():
            fh.close()

    def _write(self, kind: str, row: dict) -> None:
        self.files[kind].write(json.dumps(row) + "\n")

    def _new_run(self, spec, fault, neutral: bool = False):
        from memtrace_otel import lineage

        from .harness import RunContext

        self.runs += 1
        lineage.REGISTRY.clear()  # runs are independent memories; their var ids are namespaced by run id too
        self.watch.clear()
        return RunContext(spec, self.convs[spec.conv_id], fault=fault, run_id=f"r{self.runs}", server=self.server,
                          watch=self.watch, chat=self.chat, model_decides_updates=self.decides, neutral=neutral)

    def _drop(self, reason: str, spec) -> None:
        per = self.counts["dropped"][reason]
        per[spec.category_name] = per.get(spec.category_name, 0) + 1
        self.counts["skipped"] += 1

    def build(self) -> dict:
        slots = self.planner.slots()
        faults = self.planner.faults
        quota = -(-self.wanted // len(faults))  # no fault kind takes more than its share
        per_fault: dict[str, int] = {}
        empty_slots = 0
        while self.counts["cases"] < self.wanted and empty_slots < len(faults) * len(self.planner.order):
            fault, conv_id = next(slots)
            made = per_fault.get(fault, 0) < quota and self._fill_slot(fault, conv_id)
            if made:
                per_fault[fault] = per_fault.get(fault, 0) + 1
            empty_slots = 0 if made else empty_slots + 1
        self.counts["seconds"] = round(time.monotonic() - self.started, 2)
        return self.counts

    def _fill_slot(self, fault: str, conv_id: str) -> bool:
        """Try questions of this conversation until one makes a case with this fault."""
        for _ in range(MAX_TRIES):
            spec = self.planner.next_spec(fault, conv_id)
            if spec is None:
                return False
            if fault != "annotation" and not self._control(spec):
                self.planner.record(spec, made=False)
                continue
            made = self._faulted(spec)
            if fault != "annotation":
                self.planner.record(spec, made=made)
            if made:
                return True
        return False

    def _control(self, spec) -> bool:
        """The clean run: the system must answer the question correctly without the fault."""
        from memtrace_otel.outcome import record_outcome

        from .harness import is_correct

        run = self._new_run(spec, None)
        self.system.run(run)
        res = run.result
        ok = res.answer is not None and is_correct(res.actual, spec.expected)
        if res.answer is not None:
            record_outcome(ok, question=spec.question, expected=spec.expected, actual=res.actual,
                           case_id=f"{spec.case_id}-control", answer=res.answer)
        self._write("controls", {"case_id": f"{spec.case_id}-control", "system": self.name,
                                 "conversation": spec.conv_id, "question": spec.question, "expected": spec.expected,
                                 "actual": res.actual, "correct": ok, "trace_ids": res.trace_ids,
                                 "category": spec.category, "fault": spec.fault})
        self.counts["controls"] += 1
        if not ok:
            self._drop("clean_run_wrong", spec)
            _log(self.name, f"skip {spec.case_id}: clean run answered {res.actual!r}")
        return ok

    def _faulted(self, spec) -> bool:
        """The faulted run: the fault must be applied and the answer wrong; then it is a case."""
        from memtrace_otel.outcome import record_outcome

        from ..attribution.taxonomy import STAGE_OF_ERROR
        from .harness import is_correct
        from .plan import FAULT_DESCRIPTIONS, FAULT_LABELS

        run = self._new_run(spec, spec.fault)
        self.system.run(run)
        res = run.result
        failed = res.answer is not None and not is_correct(res.actual, spec.expected)
        applied = res.fault_applied or spec.fault == "annotation"
        outcome = None
        if res.answer is not None:
            outcome = record_outcome(not failed, question=spec.question, expected=spec.expected, actual=res.actual,
                                     case_id=spec.case_id, answer=res.answer)
        if not (failed and applied):
            if res.notes:  # the fault could not be planted on this question; it may serve another fault kind
                self.planner.give_back(spec)
            self._drop("fault_not_applied" if not applied else "faulted_run_right", spec)
            why = "; ".join(res.notes) or ("fault not applied" if not applied else "still answered right")
            _log(self.name, f"skip {spec.case_id}: {why}")
            return False
        if spec.fault not in ("response", "annotation") and run.answer_words_in_prompt():
            # the failed prompt still holds the gold answer's words in other lines: not a realistic failure
            self._drop("answer_words_still_in_prompt", spec)
            _log(self.name, f"skip {spec.case_id}: the failed prompt still holds every word of {spec.expected!r}")
            return False
        if spec.fault in ("update", "delete") and not self.decides:
            # the replay without the fault: the same run, the faulty step done harmlessly, must answer right
            replay = self._new_run(spec, spec.fault, neutral=True)
            self.system.run(replay)
            if replay.result.answer is None or not is_correct(replay.result.actual, spec.expected):
                self._drop("replay_without_fault_wrong", spec)
                _log(self.name, f"skip {spec.case_id}: replay without the fault answered {replay.result.actual!r}")
                return False
        error_type, subtype = FAULT_LABELS[spec.fault]
        root_trace, root_span = res.root_cause or (None, None)
        self._write("cases", {
            "case_id": spec.case_id, "system": self.name, "conversation": spec.conv_id, "question": spec.question,
            "expected": spec.expected, "actual": res.actual, "trace_id": res.answer.trace_id,
            "answer_span_id": res.answer.span_id,
            "outcome_span_id": format(outcome.span_id, "016x") if outcome else None,
            "evidence_ids": list(spec.evidence), "trace_ids": res.trace_ids, "run_id": run.run_id,
            "category": spec.category, "category_name": spec.category_name, "target_evidence": spec.target})
        self._write("ground_truth", {
            "case_id": spec.case_id, "system": self.name, "error_type": error_type, "error_subtype": subtype,
            "root_cause_trace_id": root_trace, "root_cause_span_id": root_span, "fault": spec.fault,
            "fault_description": FAULT_DESCRIPTIONS[spec.fault], "stage": STAGE_OF_ERROR[error_type],
            "sessions": spec.sessions, "omitted_facts": spec.omit_facts, "target_evidence": spec.target,
            "category": spec.category})
        self.counts["cases"] += 1
        by_cat = self.counts["cases_by_category"]
        by_cat[spec.category_name] = by_cat.get(spec.category_name, 0) + 1
        _log(self.name, f"case {self.counts['cases']}/{self.wanted} {spec.case_id} "
                        f"({time.monotonic() - self.started:.1f}s)")
        return True


def build_system(config: dict) -> dict:
    out_dir = Path(config["out"])
    name = config["system"]
    _setup_env(out_dir)

    import memtrace_otel
    from memtrace_otel.exporters.file import OTLPJsonFileExporter
    from memtrace_otel.local_model import LocalModelServer

    from .harness import SpanWatch
    from .locomo import load_conversations
    from .systems import load

    system = load(name)
    conversations = load_conversations(config["data"])[: config.get("conversations") or None]
    (out_dir / "traces").mkdir(parents=True, exist_ok=True)
    parts = out_dir / "parts"
    parts.mkdir(exist_ok=True)
    trace_path = out_dir / "traces" / f"{name}.jsonl"
    if trace_path.exists():
        trace_path.unlink()
    result = memtrace_otel.instrument(service_name=f"memtrace-bench-{name}", capture_content=True,
                                      exporter=OTLPJsonFileExporter(trace_path), max_content_length=MAX_CONTENT,
                                      instrumentations=list(system.INSTRUMENTATIONS))
    missing = [n for n in system.INSTRUMENTATIONS if n not in result.available]
    if missing:
        raise RuntimeError(f"{name}: memtrace instrumentations not available: "
                           + ", ".join(f"{n} ({result.skipped.get(n, 'not found')})" for n in missing))
    watch = SpanWatch()  # names the spans library calls open, for the ground truth
    result.tracer_provider.add_span_processor(watch)
    with LocalModelServer() as server:
        builder = _Builder(config, system, conversations, server, watch, parts)
        try:
            counts = builder.build()
        finally:
            builder.close()
    memtrace_otel.force_flush()
    memtrace_otel.shutdown()
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
