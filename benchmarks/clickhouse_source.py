"""``--source clickhouse://``: how long the ClickHouse source's queries take as the otel_traces table grows 10x.

The table is the OpenTelemetry Collector ClickHouse exporter's ``otel_traces`` schema on chdb, the ClickHouse
engine in-process (the same table and row conversion the tests use: ``tests/support/chdb_support.py``). It is
filled with the workload of ``benchmarks/scale.py``: ``--scopes`` memory scopes, stories of 4 spans (write a
record, update it, answer from it, a judged outcome) recorded once by the manual API with content capture and
cloned with fresh ids, times and record ids; a story fails with probability ``--failure-rate``.

At ``--spans`` N and then 10 N spans (appended to the same table, then ``OPTIMIZE ... FINAL``), through
``ClickHouseSource`` itself (``attribution/sources/clickhouse.py``: its SQL, its row decoding; only the transport
differs, ``query=`` on a chdb session instead of clickhouse-connect over HTTP):

- finding the failed outcomes: ``source.failed_cases()`` (the outcome query plus the scope-of-traces queries for
  outcomes without a scope), ``--repeat`` times: first call and median;
- the per-case subgraph pull: ``source.subgraph_spans([case])`` for ``--sample`` failed cases (its traces, the
  spans touching the records read, round by round): p50 / p99, and the engine time per query kind;
- for the SQL the source builds (outcomes, one case's traces, the records it read), the granules of 8,192 rows
  ClickHouse's index analysis leaves to read (``EXPLAIN indexes = 1``), and chdb's fixed cost (``SELECT 1``).

Each size is measured twice: scanning the lookback window for the spans touching a record (the source without the
records index), and through the records index (``<table>_memtrace_refs``, ``refs_index_ddl``): created and backfilled
after the first load (the backfill is timed), filled by its materialized view during the second load (whose INSERT
rate therefore includes the view's cost).

Figures go to stdout (a table, and JSON with ``--json``); progress to stderr. Not a test: nothing is asserted.

    python benchmarks/clickhouse_source.py                 # 20k then 200k spans, 100 cases (~1.5 minutes on 2 cores)
    python benchmarks/clickhouse_source.py --quick         # 2k then 20k spans, 20 cases (~15 s)
    python benchmarks/clickhouse_source.py --spans 50000 --sample 200
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from scale import Workload, log, percentile  # noqa: E402  (also puts src/ and tests/support/ on the path)

URL = "clickhouse://default@localhost:8123/otel?table=otel_traces"


class QueryClock:
    """Wraps the chdb ``query`` function: engine time (SQL run and its JSONCompact result parsed) per query kind.
    The kind is the source method the query came from (set by :func:`timed_methods`)."""

    def __init__(self, query):
        self.query = query
        self.kind = "other"
        self.times: dict[str, list[float]] = {}

    def __call__(self, sql: str):
        start = time.perf_counter()
        rows = self.query(sql)
        self.times.setdefault(self.kind, []).append((time.perf_counter() - start) * 1000)
        return rows

    def reset(self) -> None:
        self.times = {}


def timed_methods(source, clock: QueryClock) -> None:
    """Label the queries of the source's own methods (the methods themselves run unchanged)."""
    for name, kind in (("spans_of_traces", "traces"), ("spans_touching", "touching")):
        method = getattr(source, name)

        def labelled(*args, _method=method, _kind=kind):
            clock.kind = _kind
            try:
                return _method(*args)
            finally:
                clock.kind = "other"

        setattr(source, name, labelled)


def load(sess, workload: Workload, spans: int, batch: int, insert_rows: int) -> tuple[float, float]:
    """Append ``spans`` spans; returns (spans/s of the whole load, spans/s of the INSERTs alone)."""
    from chdb_support import insert_sql

    from memtrace_otel.graph.loaders.otlp_proto import records_from_proto_bytes

    done, pending, insert_s = 0, [], 0.0
    start = last = time.perf_counter()
    while done < spans:
        body, n = workload.request(batch)
        pending += records_from_proto_bytes(body)
        done += n
        if len(pending) >= insert_rows or done >= spans:
            sql = insert_sql(pending)
            t = time.perf_counter()
            sess.query(sql)
            insert_s += time.perf_counter() - t
            pending = []
        if time.perf_counter() - last > 10:
            last = time.perf_counter()
            log(f"  loaded {done}/{spans} spans")
    return spans / (time.perf_counter() - start), spans / max(insert_s, 1e-9)


def granules(sess, sql: str) -> str:
    """``read/total`` granules (8,192 rows each) of the table that ClickHouse's index analysis leaves for ``sql``
    (EXPLAIN indexes = 1: the partition, primary key and skip indexes, e.g. the TraceId bloom filter)."""
    text = sess.query("EXPLAIN indexes = 1 " + sql, "TSVRaw").bytes().decode()
    read = re.search(r"Parts: \d+ \| Granules: (\d+)", text)
    total = re.search(r"Granules: \d+/(\d+)", text)
    return f"{read.group(1) if read else '?'}/{total.group(1) if total else '?'}"


def floor_ms(query, n: int = 20) -> float:
    """Median time of ``SELECT 1`` through the same query function: chdb's fixed cost per query."""
    times = []
    for _ in range(n):
        start = time.perf_counter()
        query("SELECT 1")
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 2)


def measure(source, clock: QueryClock, sess, sample: int, repeat: int, seed: int = 3) -> dict:
    from memtrace_otel.attribution.sources import SubgraphStats, input_var_ids

    found, outcome_ms, scope_ms = [], [], []
    cases = []
    for _ in range(repeat):
        before = source.queries
        clock.reset()
        start = time.perf_counter()
        cases = source.failed_cases()
        found.append(((time.perf_counter() - start) * 1000, source.queries - before))
        engine = clock.times.get("other", [])  # the outcome query, then the scope-of-traces queries
        outcome_ms.append(engine[0] if engine else float("nan"))
        scope_ms.append(sum(engine[1:]))
    failed_ms = [ms for ms, _ in found]
    log(f"  failed_cases: {len(cases)} cases, first {failed_ms[0]:.1f} ms, median {statistics.median(failed_ms):.1f} ms"
        f" ({found[0][1]} queries: the outcome query {statistics.median(outcome_ms):.1f} ms, scope-of-traces "
        f"{statistics.median(scope_ms):.1f} ms in all, medians)")

    picked = random.Random(seed).sample(cases, min(sample + 1, len(cases)))
    warm, picked = picked[:1], picked[1:]
    pulled = source.subgraph_spans(warm)  # one pull before the timed ones (not counted)
    # what the index analysis leaves to read, for the SQL the source builds for that case
    until, since = warm[0].time_ns, warm[0].time_ns - source.lookback_ns
    var_ids = sorted({v for rec in pulled for v in input_var_ids(rec)}) or ["none"]
    explained = {"failed_cases": granules(sess, source.failed_cases_sql(0, None)),
                 "traces": granules(sess, source.traces_sql(sorted(warm[0].traces), since, until))}
    if source.has_refs_index():  # the index lookup, then the spans it names
        explained["touching"] = granules(sess, source.refs_sql(var_ids, since, until))
        refs = sorted({(str(t), str(s)) for t, s, _ in clock.query(source.refs_sql(var_ids, since, until))})
        explained["touching_spans"] = granules(sess, source.spans_by_id_sql(refs, since, until)) if refs else "-"
    else:
        explained["touching"] = granules(sess, source.touching_sql(var_ids, since, until))
    clock.reset()
    times, spans, queries, rounds = [], [], [], []
    for case in picked:
        stats = SubgraphStats()
        start = time.perf_counter()
        source.subgraph_spans([case], stats)
        times.append((time.perf_counter() - start) * 1000)
        spans.append(stats.spans)
        queries.append(stats.queries)
        rounds.append(stats.rounds)
    per_kind = {kind: {"queries": len(ms), "p50_ms": round(percentile(ms, 0.5), 2),
                       "p99_ms": round(percentile(ms, 0.99), 2)} for kind, ms in clock.times.items()}
    return {"failed_cases": len(cases), "failed_cases_queries": found[0][1],
            "failed_cases_first_ms": round(failed_ms[0], 1),
            "failed_cases_median_ms": round(statistics.median(failed_ms), 1),
            "outcome_query_median_ms": round(statistics.median(outcome_ms), 1),
            "scope_queries_median_ms": round(statistics.median(scope_ms), 1),
            "sampled": len(picked), "subgraph_p50_ms": round(percentile(times, 0.5), 2),
            "subgraph_p99_ms": round(percentile(times, 0.99), 2),
            "subgraph_mean_ms": round(statistics.mean(times), 2) if times else None,
            "spans_per_subgraph": round(statistics.mean(spans), 1) if spans else None,
            "queries_per_case": round(statistics.mean(queries), 1) if queries else None,
            "rounds_per_case": round(statistics.mean(rounds), 1) if rounds else None,
            "engine_ms_per_query": per_kind, "granules_read": explained, "select_1_ms": floor_ms(clock.query)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spans", type=int, default=20_000, help="first table size (then 10x)")
    parser.add_argument("--scopes", type=int, default=1_000, help="memory scopes (users)")
    parser.add_argument("--failure-rate", type=float, default=0.1)
    parser.add_argument("--batch", type=int, default=25, help="stories per generated OTLP request")
    parser.add_argument("--insert-rows", type=int, default=5_000, help="spans per INSERT")
    parser.add_argument("--sample", type=int, default=100, help="cases whose subgraph pull is timed per size")
    parser.add_argument("--repeat", type=int, default=5, help="failed_cases() calls per size")
    parser.add_argument("--quick", action="store_true", help="2k then 20k spans, 20 cases, 3 repeats")
    parser.add_argument("--dir", help="chdb data folder (default: a temporary folder, removed afterwards)")
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args()
    if args.quick:
        args.spans, args.sample, args.repeat = 2_000, 20, 3

    try:
        import chdb
    except ImportError:
        print("chdb is not installed: pip install chdb", file=sys.stderr)
        return 2
    from chdb_support import open_session

    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource

    workdir = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="memtrace-chdb-"))
    figures: dict = {"machine": {"cpus": os.cpu_count(), "chdb": getattr(chdb, "__version__", "?")},
                     "engine": "chdb (ClickHouse in-process)", "args": vars(args), "sizes": []}
    sess = None
    try:
        log(f"chdb {figures['machine']['chdb']} in {workdir}; recording the story templates")
        sess, query = open_session(str(workdir / "chdb"))
        clock = QueryClock(query)
        source = ClickHouseSource.from_url(URL, query=clock)
        timed_methods(source, clock)
        workload = Workload(args.scopes, args.failure_rate, seed=11)
        size = 0
        refs_made = False
        for target in (args.spans, 10 * args.spans):
            log(f"loading {size} -> {target} spans")
            rate, insert_rate = load(sess, workload, target - size, args.batch, args.insert_rows)
            size = target
            start = time.perf_counter()
            sess.query("OPTIMIZE TABLE otel.otel_traces FINAL")
            optimize_s = time.perf_counter() - start
            [[rows]] = query("SELECT count() FROM otel.otel_traces")
            [[parts, partitions]] = query("SELECT count(), uniqExact(partition) FROM system.parts "
                                          "WHERE database = 'otel' AND table = 'otel_traces' AND active")
            log(f"  {rows} rows, {parts} active part(s) in {partitions} partition(s); load {rate:.0f} spans/s "
                f"(INSERTs alone {insert_rate:.0f}), OPTIMIZE FINAL {optimize_s:.1f} s")
            base = {"spans": int(rows), "parts": int(parts), "partitions": int(partitions),
                    "load_spans_per_s": round(rate), "insert_spans_per_s": round(insert_rate),
                    "refs_view_during_load": refs_made, "optimize_s": round(optimize_s, 2)}
            source._has_refs = False  # scan the window
            row = {**base, "lookup": "scan", **measure(source, clock, sess, args.sample, args.repeat)}
            log(f"  subgraph pull, scanning: p50 {row['subgraph_p50_ms']} ms, p99 {row['subgraph_p99_ms']} ms "
                f"({row['queries_per_case']} queries, {row['spans_per_subgraph']} spans per case)")
            figures["sizes"].append(row)
            if not refs_made:
                start = time.perf_counter()
                source.create_refs_index(backfill_since_ns=0)
                base["refs_backfill_s"] = round(time.perf_counter() - start, 2)
                refs_made = True
            sess.query("OPTIMIZE TABLE otel.otel_traces_memtrace_refs FINAL")
            [[refs_rows, refs_bytes]] = query("SELECT sum(rows), sum(bytes_on_disk) FROM system.parts WHERE "
                                              "database = 'otel' AND table = 'otel_traces_memtrace_refs' AND active")
            [[table_bytes]] = query("SELECT sum(bytes_on_disk) FROM system.parts WHERE database = 'otel' "
                                    "AND table = 'otel_traces' AND active")
            base.update(refs_rows=int(refs_rows), refs_mb=round(int(refs_bytes) / 1e6, 2),
                        table_mb=round(int(table_bytes) / 1e6, 2))
            source._has_refs = True
            row = {**base, "lookup": "refs index", **measure(source, clock, sess, args.sample, 1)}
            log(f"  subgraph pull, records index: p50 {row['subgraph_p50_ms']} ms, p99 {row['subgraph_p99_ms']} ms "
                f"({row['queries_per_case']} queries, {row['spans_per_subgraph']} spans per case; index "
                f"{row['refs_rows']} rows, {row['refs_mb']} MB beside {row['table_mb']} MB)")
            figures["sizes"].append(row)
        figures["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    finally:
        if sess is not None:
            sess.close()
        if not args.dir:
            shutil.rmtree(workdir, ignore_errors=True)

    print(f"ClickHouseSource on chdb {figures['machine']['chdb']} (in-process), {os.cpu_count()} CPUs, "
          f"{args.scopes} scopes, failure rate {args.failure_rate}")
    print("| spans | touching by | failed cases | failed_cases(): first / median (queries) | of it: outcome query / "
          "scope queries | subgraph pull p50 / p99 "
          "| queries, spans per case | engine p50 per query: traces / touching | granules read: outcomes / "
          "traces / touching (index; spans) | SELECT 1 |")
    print("|---:|---|---:|---|---|---|---|---|---|---|")
    for r in figures["sizes"]:
        kinds = r["engine_ms_per_query"]
        engine = " / ".join(f"{kinds[k]['p50_ms']} ms" if k in kinds else "-" for k in ("traces", "touching"))
        read = " / ".join(r["granules_read"][k] for k in ("failed_cases", "traces", "touching"))
        if "touching_spans" in r["granules_read"]:
            read += f"; {r['granules_read']['touching_spans']}"
        print(f"| {r['spans']:,} | {r['lookup']} | {r['failed_cases']:,} | {r['failed_cases_first_ms']} / "
              f"{r['failed_cases_median_ms']} ms ({r['failed_cases_queries']}) | {r['outcome_query_median_ms']} / "
              f"{r['scope_queries_median_ms']} ms | {r['subgraph_p50_ms']} / "
              f"{r['subgraph_p99_ms']} ms | {r['queries_per_case']}, {r['spans_per_subgraph']} | {engine} | {read} "
              f"| {r['select_1_ms']} ms |")
    for r in figures["sizes"]:
        if r["lookup"] == "refs index":
            print(f"records index at {r['spans']:,} spans: {r['refs_rows']:,} rows, {r['refs_mb']} MB on disk beside "
                  f"the traces table's {r['table_mb']} MB"
                  + (f"; backfill {r['refs_backfill_s']} s" if "refs_backfill_s" in r else "")
                  + (f"; INSERTs with its view {r['insert_spans_per_s']:,} spans/s" if r["refs_view_during_load"]
                     else f"; INSERTs without it {r['insert_spans_per_s']:,} spans/s"))
    print(f"peak RSS of the process (Python + chdb): {figures['peak_rss_mb']} MB")
    print(json.dumps(figures, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
