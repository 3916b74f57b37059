"""memtrace demo — instrumented example memory apps, offline, with failures attributed to their root cause.

    memtrace demo                                  # the local model, no server, no API key
    memtrace demo --model openai/gpt-4o-mini       # a real model through litellm (needs OPENAI_API_KEY)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HELP = "run instrumented example memory apps offline, attribute failures, write traces and an HTML report"
SYSTEMS = ("mem0", "rag", "long_context", "episodic")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-o", "--output", default="memtrace-demo", help="output folder (default: memtrace-demo)")
    parser.add_argument("--model", help="a litellm model name (e.g. openai/gpt-4o-mini) instead of the local model")
    parser.add_argument("--api-base", help="base URL of the model's OpenAI-compatible API (with --model)")
    parser.add_argument("--api-key", help="API key for --model (default: the provider's usual variable)")
    parser.add_argument("--systems", default=",".join(SYSTEMS),
                        help=f"comma-separated memory systems to run (default: {','.join(SYSTEMS)})")
    parser.add_argument("--data", action="append", default=[],
                        help="LoCoMo-format conversation file or folder (default: the demo's own conversations)")


def run(args: argparse.Namespace) -> int:
    systems = tuple(s.strip() for s in args.systems.split(",") if s.strip())
    unknown = [s for s in systems if s not in SYSTEMS]
    if unknown or not systems:
        print(f"memtrace demo: --systems: unknown {', '.join(unknown) or '(none given)'}; "
              f"choose from {', '.join(SYSTEMS)}", file=sys.stderr)
        return 2
    if args.api_base and not args.model:
        print("memtrace demo: --api-base needs --model (the model to ask at that address)", file=sys.stderr)
        return 2
    out = Path(args.output)
    from ..demo.run import DemoOptions, offline_environment, run_demo

    offline_environment(out)  # before anything imports litellm, mem0 or chromadb
    from ..bench.locomo import LocomoFormatError
    from ..demo.plan import demo_conversations

    try:
        demo_conversations(args.data)  # bad conversation files fail here, before anything starts
    except LocomoFormatError as exc:
        print(f"memtrace demo: --data: {exc}", file=sys.stderr)
        return 2
    say = _printer()
    if args.model:
        say(f"memtrace demo: model {args.model} through litellm" + (f" at {args.api_base}" if args.api_base else "")
            + "; the apps' extraction and answers come from that model.")
    else:
        say("memtrace demo: a deterministic LOCAL MODEL stands in for the LLM (no server, no API key): it extracts "
            "the facts written in the demo conversations and answers only from the context it is given.")
    options = DemoOptions(out_dir=out, model=args.model, api_base=args.api_base, api_key=args.api_key,
                          systems=systems, data=tuple(args.data))
    result = run_demo(options, say=say)
    print_summary(result, out, say)
    return 0


def _optimization_round(result, say) -> None:
    """One optimization round on the demo's own failures: routing and the offline optimizer's proposals (no
    validation split here, so nothing is applied; docs/optimization.md)."""
    import time

    if not result.attributions:
        return
    started = time.monotonic()
    try:
        from ..attribution.batch import load_traces
        from ..optimize.dry import propose, summary_lines

        graph = load_traces([str(result.files["traces.jsonl"])], progress=False).graph
        lines = summary_lines(propose(graph, result.attributions))
    except Exception as exc:  # the demo's own results stand; this section is an extra
        say(f"(optimization round skipped: {exc})")
        return
    say()
    say(f"One optimization round on these failures (memtrace optimize's routing and offline optimizer, "
        f"{time.monotonic() - started:.1f}s):")
    for line in lines:
        say(line)
    say("  Nothing is applied: the demo's faults are planted, and an edit is kept only when a validation split "
        "confirms it:")
    say("    memtrace optimize TRAIN_DIR --validate VALIDATION_DIR --rounds 3 -o optimize-out   "
        "(docs/optimization.md)")


def _printer():
    def say(line: str = "") -> None:
        print(line, flush=True)
    return say


def _short(text: str, width: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[: width - 1] + "~"


def print_summary(result, out: Path, say) -> None:
    from ..demo import plan as demo_plan

    failed = [c for c in result.cases if c.answered and not c.correct]
    how = ("the collector's failed-case worker" if result.attributed_by == "collector"
           else "batch attribution over traces.jsonl (the collector's worker did not finish)")
    say()
    say(f"Failures by root cause ({len(failed)} of {len(result.cases)} answers wrong; lineage engine, via {how}):")
    head = ("error type", "operation", "system", "case", "planted fault", "match")
    rows = []
    type_hits = op_hits = planted = with_op = 0
    for case in failed:
        verdict = result.attribution_of(case.spec.case_id)
        expected = demo_plan.expected_error(case.fault)
        error_type = verdict.error_type if verdict else "(not attributed)"
        op_name = (verdict.op_name or "-") if verdict else "-"
        if expected:
            planted += 1
            type_ok = verdict is not None and verdict.error_type == expected
            op_ok = verdict is not None and case.root_cause is not None and verdict.op_id == case.root_cause
            type_hits += type_ok
            op_hits += op_ok
            with_op += case.root_cause is not None
            match = ("yes" if type_ok else f"no, planted {expected}") + (", exact op" if op_ok else "")
        else:
            match = "(no fault planted)"
        question = f"{case.spec.conv_id.removeprefix('conv-')}: {case.spec.question}"
        rows.append((error_type, op_name, case.system, _short(question, 44), case.fault, match))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
    for row in [head] + rows:
        say("  " + "  ".join(str(v).ljust(w) for v, w in zip(row, widths)).rstrip())
    if planted:
        say(f"Planted faults attributed to the planted error type: {type_hits}/{planted}; "
            f"to the exact operation: {op_hits}/{with_op} (faults planted in an operation).")
    for case in result.cases:
        if not case.answered:
            say(f"  ({case.spec.case_id}: no answer, {'; '.join(case.notes) or 'the app gave none'})")
        elif case.correct and case.fault != demo_plan.CLEAN:
            why = "; ".join(case.notes) or "the answer was still right"
            if result.model_given and case.fault in demo_plan.MODEL_FAULTS:
                why += " (this fault is planted in the local model's replies; a real model decides for itself)"
            say(f"  (planted '{case.fault}' in {case.spec.case_id} did not make the answer fail: {why})")
    _optimization_round(result, say)
    say()
    say(f"Wrote {out}/: traces.jsonl (OTLP/JSON lines, verdict spans included), results.jsonl, report.html "
        f"(evolution graphs), report.md   [{result.seconds:.0f}s]")
    say(f"  open {result.files['report.html']}")
    say()
    say("Next:")
    say("  See the same traces in Phoenix:   pip install arize-phoenix && phoenix serve   (then, in another shell)")
    say("    OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:6006 memtrace demo   -> http://127.0.0.1:6006, "
        "project memtrace-demo")
    say("  In Jaeger / Tempo / Grafana (Docker; see docs/collector.md):")
    say("    MEMTRACE_TOKEN=$(openssl rand -hex 16) docker compose -f collector/docker-compose.yaml up --build")
    say("    OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 memtrace demo   -> Jaeger http://127.0.0.1:16686, "
        "Grafana http://127.0.0.1:3000")
    say("  With a real model (any litellm model name):")
    say("    OPENAI_API_KEY=... memtrace demo --model openai/gpt-4o-mini")
    say(f"  Attribute the traces again, in batch:  memtrace attribute {out}/traces.jsonl --report again.html")
