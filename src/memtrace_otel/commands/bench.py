"""memtrace bench build|run — the LoCoMo fault-injection attribution benchmark (docs/benchmark.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HELP = "build and run the LoCoMo fault-injection attribution benchmark"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    b = sub.add_parser("build", help="run the memory systems over LoCoMo with planted faults; write traces, "
                       "cases.jsonl and ground_truth.jsonl")
    b.add_argument("--data", nargs="+", required=True, help="LoCoMo conversation files or folders")
    b.add_argument("--systems", default="long_context,rag,mem0,episodic",
                   help="comma-separated: long_context, rag, mem0, episodic")
    b.add_argument("-o", "--output", required=True, help="benchmark folder to write")
    b.add_argument("--conversations", type=int, default=None, help="use only the first N conversations")
    b.add_argument("--cases-per-system", type=int, default=24, help="failed cases to build per system")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--parallel", type=int, default=1, help="systems built at the same time (one process each)")
    r = sub.add_parser("run", help="attribute every case and score it against the ground truth")
    r.add_argument("bench_dir", nargs="?", help="a folder written by 'memtrace bench build'")
    r.add_argument("--memtracebench", metavar="DIR", help="score MemTraceBench ExecNetwork files instead")
    r.add_argument("--engine", choices=("lineage", "agent", "baselines"), default="lineage")
    r.add_argument("--model", help="litellm model for the agent engine / the flat-log baseline")
    r.add_argument("--api-base", help="OpenAI-compatible base URL for --model")
    r.add_argument("--max-calls", type=int, default=None, help="LLM calls per case (agent)")
    r.add_argument("--oracle-evidence", action="store_true", help="give the engines the dataset's evidence ids")
    r.add_argument("--no-content", action="store_true",
                   help="strip captured content from the spans first (as with capture off): structural attribution")
    r.add_argument("--no-expected", action="store_true",
                   help="gold-free: the engines get the question and the wrong answer, not the expected answer")
    r.add_argument("-o", "--output", help="results JSON (default BENCH_DIR/results-<engine>.json)")
    r.add_argument("--no-progress", action="store_true")


def run(args: argparse.Namespace) -> int:
    if args.action == "build":
        return _build(args)
    return _run(args)


def _build(args: argparse.Namespace) -> int:
    from ..bench.build import build
    from ..bench.locomo import LocomoFormatError

    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    try:
        manifest = build(args.data, systems, args.output, conversations=args.conversations,
                         cases_per_system=args.cases_per_system, seed=args.seed, parallel=args.parallel)
    except (LocomoFormatError, ValueError, RuntimeError) as exc:
        print(f"memtrace bench build: {exc}", file=sys.stderr)
        return 2
    for name, counts in manifest["summary"].items():
        print(f"{name}: {counts['cases']} cases, {counts['controls']} clean controls, "
              f"{counts['skipped']} questions skipped, {counts['seconds']}s")
    print(f"wrote {args.output}/cases.jsonl, ground_truth.jsonl, controls.jsonl, traces/")
    return 0


def _run(args: argparse.Namespace) -> int:
    from ..bench.score import BenchFormatError, format_table, run_bench, run_memtracebench

    if not args.bench_dir and not args.memtracebench:
        print("memtrace bench run: give BENCH_DIR or --memtracebench DIR", file=sys.stderr)
        return 2
    progress = None if args.no_progress else (lambda text: print(f"  {text}", file=sys.stderr, flush=True))
    options = dict(model=args.model, api_base=args.api_base, oracle_evidence=args.oracle_evidence,
                   max_calls=args.max_calls, progress=progress)
    if args.engine == "agent" and not args.model:
        print("memtrace bench run: --engine agent needs --model", file=sys.stderr)
        return 2
    try:
        if args.memtracebench:
            reports = run_memtracebench(args.memtracebench, args.engine, **options)
            default_out = Path(args.memtracebench) / f"results-{args.engine}.json"
        else:
            reports = run_bench(args.bench_dir, args.engine, content=not args.no_content,
                                expected=not args.no_expected, **options)
            default_out = Path(args.bench_dir) / f"results-{args.engine}.json"
    except (BenchFormatError, ValueError, OSError) as exc:
        print(f"memtrace bench run: {exc}", file=sys.stderr)
        return 2
    for name, report in reports.items():
        print(format_table(name, report["metrics"]))
        print()
    out = Path(args.output) if args.output else default_out
    out.parent.mkdir(parents=True, exist_ok=True)
    payload = reports[next(iter(reports))] if len(reports) == 1 else {"engines": reports}
    out.write_text(json.dumps(payload, indent=2, default=str), encoding="utf-8")
    print(f"wrote {out}")
    return 0
