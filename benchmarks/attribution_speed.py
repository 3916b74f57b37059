"""Attribution speed of the lineage engine on a built benchmark: cases per second, attribution step only.

    memtrace bench build --data ../shared/data/locomo10 -o bench-out --cases-per-system 35 --seed 0
    python benchmarks/attribution_speed.py bench-out [--reps 2]

Each case's graph is built from its traces first (not timed); then every case is attributed in one process, in
order, and timed: the first pass is cold (every text is read for the first time, as in a batch run over new
traces), later passes show what the per-text caches save. The embedded word model's one load per process is timed
apart. Prints cases/s wall and per CPU-second, and a fingerprint
of the verdicts (type, subtype and operation of every case) so a speed change can be checked to change no verdict.
"""

from __future__ import annotations

import argparse
import hashlib
import time
from pathlib import Path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench_dir", type=Path)
    parser.add_argument("--reps", type=int, default=1)
    args = parser.parse_args(argv)
    from memtrace_otel.bench.score import (_attribute, case_graph, case_outcome, engine_row, make_engines,
                                           read_cases, spans_by_trace)

    cases = read_cases(args.bench_dir)
    wanted = {t for row in cases for t in row["trace_ids"]}
    print(f"loading {len(cases)} cases ...", flush=True)
    records = spans_by_trace(sorted((args.bench_dir / "traces").glob("*.jsonl")), wanted)
    engine = make_engines("lineage", None, None, None)["lineage"]
    prepared = []
    for row in cases:
        graph = case_graph(records, row)
        prepared.append((row["case_id"], graph, case_outcome(graph, row), engine_row(row, False)))
    # the embedded word model loads once per process (about half a second): timed apart, not in any pass
    load = time.perf_counter()
    from memtrace_otel.attribution.information import _DENSE

    _DENSE._ready()
    print(f"embedded model loaded in {time.perf_counter() - load:.2f} s (once per process, not in the passes)")
    for rep in range(args.reps):
        digest = hashlib.sha1()
        wall, cpu = time.perf_counter(), time.process_time()
        for case_id, graph, outcome, visible in prepared:
            verdict = _attribute(engine, graph, outcome, visible)
            digest.update(f"{case_id}|{verdict.error_type}|{verdict.error_subtype}|{verdict.op_id}\n".encode())
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"pass {rep + 1} ({'cold' if rep == 0 else 'warm caches'}): {len(prepared)} cases in {wall:.2f} s = "
              f"{len(prepared) / wall:.1f} cases/s wall, {len(prepared) / cpu:.1f} per CPU-second; verdicts "
              f"{digest.hexdigest()[:12]}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
