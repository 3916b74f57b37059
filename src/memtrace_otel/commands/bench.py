"""memtrace bench build|run|realistic — the LoCoMo fault-injection attribution benchmark and the realistic-app suite
(docs/benchmark.md)."""

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
    z = sub.add_parser("realistic", help="the realistic-app suite: each library's documented usage over LoCoMo "
                       "conversations, one decisive fault per failed case, controls; scored with the lineage engine")
    z.add_argument("-o", "--output", required=True, help="folder for results.jsonl and traces.jsonl")
    z.add_argument("--data", nargs="+", default=[str(_default_data())],
                   help="LoCoMo conversation files or folders (default: %(default)s)")
    z.add_argument("--styles", default="script,root", help="comma-separated: script (no parent span), root "
                   "(one root span per turn / question)")
    z.add_argument("--libraries", default=None, help="comma-separated (default: all): chromadb, qdrant, "
                   "langgraph_store, mem0, evermemos, langchain_history, llamaindex_memory, litellm, langmem, graphiti, letta, "
                   "zep")
    z.add_argument("--faults", default=None, help="comma-separated fault kinds to run (default: every kind each "
                   "app supports): extract, overwrite, merge, trim, compact, flush, delete, topk, filter, query, "
                   "response")
    z.add_argument("--per-fault", type=int, default=2, help="failed cases wanted per library, style and fault")
    z.add_argument("--label-controls", type=int, default=2, help="wrong-gold-label controls per library and style")
    z.add_argument("--seed", type=int, default=0)
    z.add_argument("--no-capture-off", action="store_true", help="skip the capture-off scoring")
    z.add_argument("--no-progress", action="store_true")


def run(args: argparse.Namespace) -> int:
    if args.action == "build":
        return _build(args)
    if args.action == "realistic":
        return _realistic(args)
    return _run(args)


def _default_data() -> Path:
    return Path(__file__).resolve().parents[3].parent / "shared" / "data" / "locomo10"


def _realistic(args: argparse.Namespace) -> int:
    from ..bench.locomo import LocomoFormatError
    from ..bench.realistic.runner import APPS, format_table, run_suite

    split = lambda text: [x.strip() for x in text.split(",") if x.strip()]  # noqa: E731
    libraries = split(args.libraries) if args.libraries else list(APPS)
    progress = None if args.no_progress else (lambda text: print(text, file=sys.stderr, flush=True))
    try:
        rows = run_suite(args.data, args.output, styles=split(args.styles), libraries=libraries,
                         per_fault=args.per_fault, seed=args.seed, capture_off=not args.no_capture_off,
                         label_controls=args.label_controls, faults=split(args.faults) if args.faults else None,
                         progress=progress)
    except (LocomoFormatError, ValueError, RuntimeError) as exc:
        print(f"memtrace bench realistic: {exc}", file=sys.stderr)
        return 2
    cases = [r for r in rows if r["status"] == "case"]
    dropped = [r for r in rows if r["status"] != "case"]
    print(f"{sum(r['kind'] == 'fault' for r in cases)} failed cases, "
          f"{sum(r['kind'] == 'label_control' for r in cases)} wrong-label controls, "
          f"{sum(r['kind'] == 'fault' for r in cases)} no-fault replay controls; {len(dropped)} dropped")
    print("\nlineage engine, content captured:\n" + format_table(rows, "content"))
    if not args.no_capture_off:
        print("\nlineage engine, capture off (each case run again with content capture off; question and answers "
              "given as `memtrace attribute --cases` does):\n"
              + format_table(rows, "no_content"))
        print("\nlineage engine, capture off, with the evidence variable ids (oracle evidence):\n"
              + format_table(rows, "no_content_evidence"))
    print(f"\nwrote {Path(args.output) / 'results.jsonl'}, misses.md and traces.jsonl")
    return 0


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
