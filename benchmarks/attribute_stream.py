"""``memtrace attribute`` on one large export file: the whole-file graph against ``--stream`` and ``--jobs N``.

Writes an OTLP/JSON lines export (what the file exporter and the OpenTelemetry Collector's file exporter write) of
``--spans`` spans of ``scale.py``'s multi-user workload (``--scopes`` memory scopes, 4-span stories recorded by the
manual API with content capture on: write a record, update it, answer from it, a judged outcome; a story fails, its
update wrong, with probability ``--failure-rate``), then runs ``memtrace attribute FILE`` in a fresh process per
configuration, the configurations interleaved over ``--rounds``:

- ``whole``: the default, one graph of every span in memory;
- ``stream``: ``--stream``, the file indexed on disk once, each scope's cases attributed on their lineage subgraph;
- ``jobs N``: ``--jobs N``, the same with N worker processes.

Per configuration: wall seconds end to end (reading the file included), CPU seconds of the process and its workers,
spans per wall second and per CPU second, failed cases per wall second, and the peak RSS of the largest process.
Every configuration must give the same verdicts (a fingerprint of case -> error type, op): printed, and the script
exits non-zero when they differ.

    python benchmarks/attribute_stream.py                           # 100k spans, 2 rounds (~3 min on 2 cores)
    python benchmarks/attribute_stream.py --spans 1000000 --rounds 1 --configs stream,jobs2   # 1M spans
    python benchmarks/attribute_stream.py --quick                   # 4k spans, 1 round (a smoke run)
    python benchmarks/attribute_stream.py --configs stream,jobs2 --baseline-src /tmp/old/src   # against older code

``--baseline-src DIR`` also runs every configuration with the ``memtrace_otel`` package of DIR (the ``src`` folder of
another checkout, e.g. ``git worktree add /tmp/old HEAD~5``), interleaved with the current code's runs and printed
as ``base-CONFIG``; the verdicts must be the same as the current code's.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def write_export(path: Path, spans: int, scopes: int, failure_rate: float) -> tuple[int, int]:
    """An OTLP/JSON lines file of about ``spans`` spans, 128 stories per line. Returns (spans, failed stories)."""
    from google.protobuf.json_format import MessageToDict
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    from memtrace_otel.exporters.file import _hexify_ids
    from scale import Workload

    work = Workload(scopes, failure_rate)
    written = 0
    with open(path, "w", encoding="utf-8") as fh:
        while written < spans:
            body, n = work.request(min(128, max(1, (spans - written) // work.spans_per_story)))
            doc = MessageToDict(ExportTraceServiceRequest.FromString(body))
            fh.write(json.dumps(_hexify_ids(doc), separators=(",", ":")) + "\n")
            written += n
            if written % 50_000 < n:
                log(f"  wrote {written:,} spans")
    return written, work.failed


def fingerprint(results: Path) -> tuple[str, int]:
    rows = sorted((r["case_id"], r.get("error_type"), r.get("op_id"))
                  for r in (json.loads(line) for line in results.read_text().splitlines() if line.strip()))
    return hashlib.sha256(json.dumps(rows).encode()).hexdigest()[:12], len(rows)


def run_config(config: str, export: Path, workdir: Path, src: Path = ROOT / "src", label: str = "") -> dict:
    """One run of ``config`` in a fresh process, with the ``memtrace_otel`` package of ``src``."""
    label = label or config
    out = workdir / f"results-{label}.jsonl"
    if out.exists():
        out.unlink()
    cli = ["attribute", str(export), "-o", str(out), "--no-progress"]
    if config == "stream":
        cli.append("--stream")
    elif config.startswith("jobs"):
        cli += ["--jobs", config[4:]]
    env = dict(os.environ, PYTHONPATH=str(src), TMPDIR=str(workdir))
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, __file__, "--child", json.dumps(cli), "--child-src", str(src)], env=env,
                          capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"{label}: memtrace attribute failed ({done.returncode}):\n{done.stderr[-2000:]}")
    usage = json.loads(done.stdout.strip().splitlines()[-1])
    fp, cases = fingerprint(out)
    return {"config": label, "wall_s": wall, "cpu_s": usage["cpu_s"], "peak_rss_mb": usage["peak_rss_mb"],
            "cases": cases, "fingerprint": fp}


def child(cli: list[str], src: str | None = None) -> int:
    """Run the command in this fresh process; print its CPU (with its workers') and the largest peak RSS."""
    if src:
        sys.path.insert(0, src)  # before ROOT/src, which this script put first
    from memtrace_otel.cli import main as memtrace_main

    code = memtrace_main(cli)
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({"cpu_s": me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime,
                      "peak_rss_mb": max(me.ru_maxrss, kids.ru_maxrss) / 1024}))
    return code


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, default=100_000)
    parser.add_argument("--scopes", type=int, default=1000)
    parser.add_argument("--failure-rate", type=float, default=0.1)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--configs", default="whole,stream,jobs2", help="comma-separated: whole, stream, jobsN")
    parser.add_argument("--workdir", help="where the export and results go (default: a temporary folder)")
    parser.add_argument("--quick", action="store_true", help="4k spans, 1 round")
    parser.add_argument("--baseline-src", metavar="DIR",
                        help="also run every configuration with the memtrace_otel package in DIR (another "
                        "checkout's src folder), interleaved, as base-CONFIG; the verdicts must match")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--child-src", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(json.loads(args.child), args.child_src)
    if args.quick:
        args.spans, args.rounds = 4000, 1
    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="memtrace-attribute-stream-"))
    workdir.mkdir(parents=True, exist_ok=True)
    export = workdir / f"export-{args.spans}-{args.scopes}-{args.failure_rate}.jsonl"
    if not export.exists():
        log(f"writing {export} ({args.spans:,} spans, {args.scopes} scopes)")
        spans, failed = write_export(export, args.spans, args.scopes, args.failure_rate)
    else:
        spans = sum(len(rs.get("scopeSpans", [{}])[0].get("spans", [])) for line in export.open()
                    for rs in json.loads(line)["resourceSpans"])
        failed = None
    log(f"export: {spans:,} spans, {export.stat().st_size / 2**20:.1f} MB"
        + (f", {failed} failed stories" if failed is not None else ""))
    plan = [(c, c, ROOT / "src") for c in configs]  # (label, configuration, source tree)
    if args.baseline_src:
        base = Path(args.baseline_src).resolve()
        if not (base / "memtrace_otel").is_dir():
            raise SystemExit(f"--baseline-src {base}: no memtrace_otel package there")
        plan = [run for c in configs for run in ((c, c, ROOT / "src"), (f"base-{c}", c, base))]
    runs: dict[str, list[dict]] = {label: [] for label, _, _ in plan}
    for r in range(args.rounds):
        order = plan[r % len(plan):] + plan[:r % len(plan)]  # rotated: load falls on all alike
        for label, config, src in order:
            log(f"round {r + 1}/{args.rounds}: {label}")
            result = run_config(config, export, workdir, src, label)
            runs[label].append(result)
            log(f"  {result['wall_s']:.1f} s wall, {result['cpu_s']:.1f} s CPU, {result['cases']} cases, "
                f"peak RSS {result['peak_rss_mb']:.0f} MB, verdicts {result['fingerprint']}")
    print(f"memtrace attribute on one OTLP/JSON export: {spans:,} spans, {args.scopes} scopes, "
          f"{export.stat().st_size / 2**20:.1f} MB; python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}")
    width = max(8, *(len(label) for label in runs))
    print(f"{'config':<{width}} {'wall s':>14} {'CPU s':>14} {'spans/wall s':>13} {'spans/CPU s':>12} "
          f"{'cases/wall s':>13} {'peak RSS MB':>12} {'verdicts':>14}")
    prints = set()
    for config, results in runs.items():
        walls = [x["wall_s"] for x in results]
        cpus = [x["cpu_s"] for x in results]
        best_wall, best_cpu = min(walls), min(cpus)
        cases = results[0]["cases"]
        prints |= {x["fingerprint"] for x in results}
        print(f"{config:<{width}} {', '.join(f'{w:.1f}' for w in walls):>14} "
              f"{', '.join(f'{c:.1f}' for c in cpus):>14} {spans / best_wall:>13,.0f} {spans / best_cpu:>12,.0f} "
              f"{cases / best_wall:>13,.1f} "
              f"{max(x['peak_rss_mb'] for x in results):>12,.0f} {results[0]['fingerprint']:>9} ({cases})")
    print("rates from the fastest round; peak RSS is the largest single process (the main one or a worker)")
    if len(prints) != 1:
        print(f"VERDICTS DIFFER between configurations: {sorted(prints)}")
        return 1
    print("same verdicts in every configuration and round")
    return 0


if __name__ == "__main__":
    sys.exit(main())
