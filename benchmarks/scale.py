"""Past one machine: ingest into SQLite and PostgreSQL with 1 and 2 collector processes, per-case subgraph query
latency as the data grows 10x, attribution throughput on 1 and 2 Dask workers, peak memory per worker.

The workload is multi-user: ``--scopes`` memory scopes (user=u0 ...), each a sequence of stories (write a record,
update it, answer from it, a judged outcome); a story fails (its update is wrong) with probability
``--failure-rate``. Stories are cloned from spans the manual instrumentation API recorded once (content capture on),
with fresh ids, shifted times and per-scope record ids, and sent as OTLP protobuf requests of ``--batch`` stories.

1. ingest: collector processes (``memtrace collector``: durable store, graph processor, no attribution) on one
   store, ``--ingest-spans`` spans posted by two HTTP client threads per collector; spans/s acknowledged.
2. subgraph latency: ``--spans`` spans appended straight into each store, then 10x that; for a sample of failed
   cases, the time to find and decode one case's lineage subgraph (StoreSource.subgraph_spans): p50/p99.
   collector: the same sample through the collector's scoped graph processor (processors/scoped.py), in a fresh
   process: per-case scope pull and pull + attribution p50/p99, the most graph nodes held at once, peak RSS.
   memory: for contrast, the in-memory graph processor replaying the whole store in a fresh process (nodes, RSS).
3. attribution: ``--cases`` failed cases of the PostgreSQL store, one task per scope, on a Dask LocalCluster of 1
   and of 2 worker processes: cases/s and the peak RSS of the worker processes, at 1x and 10x data.

A PostgreSQL server is started in a temporary folder (initdb + pg_ctl, fsync on) unless ``--dsn`` is given.

    python benchmarks/scale.py                       # ~3-5 minutes on 2 cores
    python benchmarks/scale.py --spans 100000 --ingest-spans 100000 --cases 1000
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import select
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests" / "support"))

for _k, _v in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
               "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "OTEL_TRACES_EXPORTER": "none"}.items():
    os.environ.setdefault(_k, _v)

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest  # noqa: E402


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# ------------------------------------------------------------------------------------------------ workload
def story_templates() -> dict[bool, ExportTraceServiceRequest]:
    """One story recorded by the manual API, failed and correct, as OTLP requests with TOKU/TOKR placeholders."""
    from opentelemetry.exporter.otlp.proto.common._internal.trace_encoder import encode_spans
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    import memtrace_otel
    from memtrace_otel import config, operation, record_outcome

    out = {}
    for failed in (True, False):
        exporter = InMemorySpanExporter()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        memtrace_otel.instrument(tracer_provider=provider, instrumentations=[])
        config.configure(capture_content=True)
        record = "mem:TOKU:TOKR"
        with operation("write", "mem.add", user_id="TOKU") as op:
            op.output(record, "TOKU likes jazz", kind="memory_record")
        with operation("update", "mem.update", user_id="TOKU") as op:
            op.input(record, "TOKU likes jazz", kind="memory_record", relation="updates")
            op.output(record, "TOKU likes rock" if failed else "TOKU likes jazz a lot", kind="memory_record",
                      change="update")
        with operation("generate", "qa.answer", user_id="TOKU") as gen:
            gen.input(record, "the record", kind="memory_record", relation="context_of")
            gen.output("answer:TOKU:TOKR", "rock" if failed else "jazz", kind="answer")
        record_outcome(not failed, question="what does TOKU like", expected="jazz", case_id="case-TOKU-TOKR")
        memtrace_otel.uninstrument()
        out[failed] = encode_spans(exporter.get_finished_spans())
    return out


def _sub_any(value, user: str, rec: str) -> None:
    kind = value.WhichOneof("value")
    if kind == "string_value":
        if "TOK" in value.string_value:
            value.string_value = value.string_value.replace("TOKU", user).replace("TOKR", rec)
    elif kind == "array_value":
        for item in value.array_value.values:
            _sub_any(item, user, rec)


class Workload:
    def __init__(self, scopes: int, failure_rate: float, seed: int = 7):
        self.templates = story_templates()
        self.scopes, self.failure_rate = scopes, failure_rate
        self.rng = random.Random(seed)
        self.story = 0
        self.failed = 0
        self.spans_per_story = sum(len(ss.spans) for rs in self.templates[True].resource_spans
                                   for ss in rs.scope_spans)
        self.t0 = time.time_ns() - 3600 * 10**9

    def request(self, stories: int) -> tuple[bytes, int]:
        """One request of ``stories`` new stories; returns (bytes, spans)."""
        req = ExportTraceServiceRequest()
        spans = 0
        for _ in range(stories):
            i = self.story
            self.story += 1
            failed = self.rng.random() < self.failure_rate
            self.failed += failed
            user, rec = f"u{i % self.scopes}", str(i)
            template = self.templates[failed]
            ids: dict[bytes, bytes] = {}

            def new_id(old: bytes) -> bytes:
                if not old:
                    return old
                if old not in ids:
                    ids[old] = self.rng.getrandbits(len(old) * 8).to_bytes(len(old), "big")
                return ids[old]

            base = min(s.start_time_unix_nano for rs in template.resource_spans for ss in rs.scope_spans
                       for s in ss.spans)
            shift = self.t0 + i * 1_000_000 - base  # 1 ms apart
            for rs in template.resource_spans:
                new_rs = req.resource_spans.add()
                new_rs.CopyFrom(rs)
                for ss in new_rs.scope_spans:
                    for s in ss.spans:
                        s.trace_id, s.span_id = new_id(s.trace_id), new_id(s.span_id)
                        s.parent_span_id = new_id(s.parent_span_id)
                        s.start_time_unix_nano += shift
                        s.end_time_unix_nano += shift
                        for kv in s.attributes:
                            _sub_any(kv.value, user, rec)
                        for ev in s.events:
                            ev.time_unix_nano += shift
                            for kv in ev.attributes:
                                _sub_any(kv.value, user, rec)
                        for link in s.links:
                            link.trace_id, link.span_id = new_id(link.trace_id), new_id(link.span_id)
                        spans += 1
        return req.SerializeToString(), spans


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, int(round(q * (len(values) - 1)))))
    return values[k]


# ------------------------------------------------------------------------------------------------ 1. ingest
def spawn_collector(config: dict, workdir: Path, name: str) -> tuple[subprocess.Popen, str]:
    path = workdir / f"{name}.json"
    path.write_text(json.dumps(config))
    proc = subprocess.Popen([sys.executable, "-m", "memtrace_otel.cli", "collector", "--config", str(path),
                             "--log-level", "ERROR"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT / "src")})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 0.5)
        if ready:
            match = re.search(r"OTLP/HTTP (http://127\.0\.0\.1:\d+)/v1/traces", proc.stdout.readline())
            if match:
                return proc, match.group(1)
        if proc.poll() is not None:
            raise RuntimeError(f"collector exited: {proc.stderr.read()[-2000:]}")
    proc.kill()
    raise RuntimeError("collector did not start")


def ingest(store_ext: dict, collectors: int, bodies: list[tuple[bytes, int]], workdir: Path) -> dict:
    import httpx

    procs = []
    try:
        for n in range(collectors):
            config = {"receivers": {"otlp": {"protocols": {"http": {"endpoint": "127.0.0.1:0"}}}},
                      "processors": {"memtrace_graph": {"decision_wait": "1h", "attribution": "none"}},
                      "extensions": {"memtrace_store": store_ext}}
            procs.append(spawn_collector(config, workdir, f"collector{n}"))
        urls = [url for _, url in procs]
        lock = threading.Lock()
        queue = list(range(len(bodies)))
        errors = []

        def client(url: str) -> None:
            with httpx.Client(timeout=60) as http:
                while True:
                    with lock:
                        if not queue:
                            return
                        i = queue.pop()
                    resp = http.post(url + "/v1/traces", content=bodies[i][0],
                                     headers={"Content-Type": "application/x-protobuf"})
                    if resp.status_code != 200:
                        errors.append(resp.status_code)

        threads = [threading.Thread(target=client, args=(urls[c % collectors],)) for c in range(2 * collectors)]
        start = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.perf_counter() - start
        spans = sum(n for _, n in bodies)
        return {"collectors": collectors, "spans": spans, "seconds": round(elapsed, 2),
                "spans_per_s": round(spans / elapsed), "errors": len(errors)}
    finally:
        for proc, _ in procs:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            proc.stdout.close()
            proc.stderr.close()


# ------------------------------------------------------------------------------------------------ 2./3.
def load_direct(store, workload: Workload, spans: int, batch: int) -> float:
    from memtrace_otel.collector.processors.index import items_from_request

    done, start = 0, time.perf_counter()
    last = start
    while done < spans:
        body, n = workload.request(batch)
        now = time.time_ns()
        items = items_from_request(ExportTraceServiceRequest.FromString(body), now, 3600.0)
        store.append(body, items, [], now, span_count=n)
        done += n
        if time.perf_counter() - last > 10:
            last = time.perf_counter()
            log(f"  loaded {done}/{spans} spans")
    return spans / (time.perf_counter() - start)


def subgraph_latency(url: str, sample: int, seed: int = 3) -> dict:
    from memtrace_otel.attribution.sources import SubgraphStats, open_source

    source = open_source(url)
    try:
        cases = source.failed_cases()
        picked = random.Random(seed).sample(cases, min(sample, len(cases)))
        times, spans = [], []
        for case in picked:
            stats = SubgraphStats()
            start = time.perf_counter()
            source.subgraph_spans([case], stats)
            times.append((time.perf_counter() - start) * 1000)
            spans.append(stats.spans)
        return {"cases_in_store": len(cases), "sampled": len(picked), "p50_ms": round(percentile(times, 0.5), 2),
                "p99_ms": round(percentile(times, 0.99), 2), "spans_per_subgraph": round(statistics.mean(spans), 1),
                "queries_per_case": stats.queries}
    finally:
        source.close()


def attribution_run(url: str, workers: int, max_cases: int) -> dict:
    """``max_cases`` failed cases, one task per scope, on a fresh LocalCluster of ``workers`` processes; timed from
    the first submit (the cluster's start-up, a few seconds, is reported apart)."""
    from distributed import LocalCluster

    from memtrace_otel.attribution.parallel import run_tasks
    from memtrace_otel.attribution.sources import group_by_scope, open_source

    source = open_source(url)
    cases = source.failed_cases()[:max_cases]
    source.close()
    tasks = group_by_scope(cases)
    started = time.perf_counter()
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                           silence_logs=logging.CRITICAL)  # (ERROR: heartbeat races while the cluster closes)
    try:
        startup = time.perf_counter() - started
        start = time.perf_counter()
        results, peak_kb, busy = 0, 0, 0.0
        for task in run_tasks(source, tasks, scheduler=cluster.scheduler_address):
            results += len(task.results)
            peak_kb = max(peak_kb, task.peak_rss_kb)
            busy += task.load_s + task.attribute_s
        elapsed = time.perf_counter() - start
    finally:
        cluster.close()
    return {"workers": workers, "cases": results, "tasks": len(tasks), "cluster_startup_s": round(startup, 2),
            "seconds": round(elapsed, 2), "cases_per_s": round(results / elapsed, 1),
            "task_ms_mean": round(1000 * busy / max(1, len(tasks)), 1),
            "peak_worker_rss_mb": round(peak_kb / 1024, 1)}


def _peak_rss_mb() -> float:
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _scoped_collector_child(store_kind: str, where: str, picked: list, cases_in_store: int) -> dict:
    """In a fresh process: the collector's scoped graph processor (processors/scoped.py) on the store, as its
    attribution worker uses it: for each failed case of ``picked`` (sampled by the parent), pull the case's scope
    subgraph from the store (``case_views``), attribute it with the default engine, release it. Per-case pull and
    attribution times, the most graph nodes held at once, the process's peak RSS. Nothing is written to the store."""
    from memtrace_otel.attribution import attribute_outcome
    from memtrace_otel.collector.processors.scoped import ScopedGraphProcessor

    store = _open_store(store_kind, where)
    try:
        baseline = _peak_rss_mb()
        proc = ScopedGraphProcessor()  # what a collector in mode: scoped runs (the worker's default engine below)
        proc.start(store)
        pulls, totals, verdicts = [], [], 0
        for case in picked:
            start = time.perf_counter()
            for group, view in proc.case_views([case]):
                pulled = time.perf_counter()
                with view:
                    outcome = view.failed_outcome(case.trace_id, case.span_id)
                    if outcome is not None:
                        attribute_outcome(view.graph(), outcome)
                        verdicts += 1
            done = time.perf_counter()
            pulls.append((pulled - start) * 1000)
            totals.append((done - start) * 1000)
        position = proc.position()
        return {"cases_in_store": cases_in_store, "sampled": len(picked), "verdicts": verdicts,
                "pull_p50_ms": round(percentile(pulls, 0.5), 2), "pull_p99_ms": round(percentile(pulls, 0.99), 2),
                "case_p50_ms": round(percentile(totals, 0.5), 2), "case_p99_ms": round(percentile(totals, 0.99), 2),
                "peak_resident_nodes": position["peak_resident_nodes"],
                "resident_nodes_after": position["resident_nodes"],
                "spans_per_subgraph": round(position["spans_loaded"] / max(1, position["scopes_loaded"]), 1),
                "rss_after_imports_mb": baseline, "peak_rss_mb": _peak_rss_mb()}
    finally:
        store.close()


def _memory_collector_child(store_kind: str, where: str) -> dict:
    """In a fresh process, for contrast: the in-memory graph processor replaying the whole store (what a collector
    in ``mode: memory`` holds); graph nodes and the process's peak RSS."""
    import memtrace_otel.attribution  # noqa: F401  (the same imports as the scoped child: equal baselines)
    from memtrace_otel.collector.processors.graph import GraphProcessor

    store = _open_store(store_kind, where)
    try:
        baseline = _peak_rss_mb()
        proc = GraphProcessor(freeze_gc=False, sync_timeout=3600)
        start = time.perf_counter()
        proc.start(store)
        proc.sync()
        replay = time.perf_counter() - start
        sizes = proc.sizes()
        proc.stop()
        return {"graph_nodes": sizes["operations"] + sizes["variables"] + sizes["outcomes"],
                "replay_s": round(replay, 1), "rss_after_imports_mb": baseline, "peak_rss_mb": _peak_rss_mb()}
    finally:
        store.close()


def _open_store(kind: str, where: str):
    if kind == "postgres":
        from memtrace_otel.collector.store.postgres import PostgresSpanStore

        return PostgresSpanStore(where)
    from memtrace_otel.collector.store.sqlite import SQLiteSpanStore

    return SQLiteSpanStore(where, synchronous="normal")


def sample_cases(store, sample: int, seed: int) -> tuple[list, int]:
    """``sample`` failed cases of the store (picked here, so the measured process does not hold every case row)."""
    cases = store.cases(limit=10_000_000)
    return random.Random(seed).sample(cases, min(sample, len(cases))), len(cases)


def settle_postgres(url: str) -> None:
    """VACUUM ANALYZE after a bulk load: what autovacuum does within a minute or so anyway; measuring while it runs
    (or with the statistics of an empty table) times the load's aftermath, not the reads."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")


def in_child(fn, *args) -> dict:
    """Run ``fn(*args)`` in a fresh interpreter (spawn), so its peak RSS is its own."""
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(fn, args)


# ------------------------------------------------------------------------------------------------ main
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spans", type=int, default=20_000, help="data size for the latency runs (then 10x)")
    parser.add_argument("--ingest-spans", type=int, default=20_000, help="spans posted per ingest run")
    parser.add_argument("--scopes", type=int, default=1_000, help="memory scopes (users)")
    parser.add_argument("--failure-rate", type=float, default=0.1)
    parser.add_argument("--batch", type=int, default=25, help="stories per OTLP request")
    parser.add_argument("--sample", type=int, default=100, help="cases timed per latency run")
    parser.add_argument("--cases", type=int, default=300, help="cases attributed per attribution run")
    parser.add_argument("--dsn", help="an existing empty PostgreSQL database (default: start a server)")
    parser.add_argument("--skip", default="",
                        help="comma list of phases to skip: ingest,latency,collector,memory,attribution")
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    figures: dict = {"machine": {"cpus": os.cpu_count()}, "args": vars(args)}

    server = None
    if args.dsn is None:
        from pg_support import PostgresServer, skip_reason

        reason = skip_reason()
        if reason:
            print(f"PostgreSQL unavailable: {reason}", file=sys.stderr)
            return 2
        server = PostgresServer()
        server.start(durable=True)
        log(f"PostgreSQL server on port {server.port} (fsync on)")

    def fresh_pg() -> str:
        if server is None:
            import psycopg

            with psycopg.connect(args.dsn, autocommit=True) as conn:
                conn.execute("DROP TABLE IF EXISTS memtrace_meta, requests, spans, var_index, cases, queue CASCADE")
            return args.dsn
        return server.dsn(server.create_database())

    workdir = Path(tempfile.mkdtemp(prefix="memtrace-scale-"))
    try:
        log("recording the story templates with the manual instrumentation API")
        workload = Workload(args.scopes, args.failure_rate)
        figures["spans_per_story"] = workload.spans_per_story

        if "ingest" not in skip:
            log(f"building {args.ingest_spans} spans of OTLP requests")
            bodies = []
            total = 0
            while total < args.ingest_spans:
                body, n = workload.request(args.batch)
                bodies.append((body, n))
                total += n
            figures["ingest"] = []
            for kind in ("sqlite", "postgres"):
                for collectors in (1, 2):
                    if kind == "sqlite":
                        ext = {"path": str(workdir / f"ingest-{collectors}.db"), "synchronous": "full"}
                    else:
                        ext = {"dsn": fresh_pg()}
                    log(f"ingest: {kind}, {collectors} collector(s), {total} spans")
                    row = {"store": kind, **ingest(ext, collectors, bodies, workdir)}
                    log(f"  -> {row['spans_per_s']} spans/s")
                    figures["ingest"].append(row)

        if {"latency", "collector", "memory", "attribution"} - skip:
            from memtrace_otel.collector.store.postgres import PostgresSpanStore
            from memtrace_otel.collector.store.sqlite import SQLiteSpanStore

            pg_url = fresh_pg()
            sqlite_path = workdir / "latency.db"
            stores = {"sqlite": (SQLiteSpanStore(sqlite_path, synchronous="normal"), f"sqlite://{sqlite_path}"),
                      "postgres": (PostgresSpanStore(pg_url), pg_url)}
            figures["latency"], figures["attribution"] = [], []
            figures["collector_scoped"], figures["collector_memory"] = [], []
            size = 0
            for target in (args.spans, 10 * args.spans):
                per_store_workload = {}
                for kind, (store, url) in stores.items():
                    wl = Workload(args.scopes, args.failure_rate, seed=11)  # the same data in both stores
                    wl.story = size // wl.spans_per_story if size else 0
                    wl.rng = random.Random(11 + target)
                    log(f"loading {kind} from {size} to {target} spans")
                    rate = load_direct(store, wl, target - size, args.batch)
                    per_store_workload[kind] = wl
                    if kind == "postgres":
                        settle_postgres(url)
                    if "latency" not in skip:
                        row = {"store": kind, "spans": target, "direct_append_spans_per_s": round(rate),
                               **subgraph_latency(url, args.sample)}
                        log(f"  subgraph latency {kind} @ {target}: p50 {row['p50_ms']} ms, p99 {row['p99_ms']} ms")
                        figures["latency"].append(row)
                    where = str(sqlite_path) if kind == "sqlite" else url
                    if "collector" not in skip:
                        row = {"store": kind, "spans": target,
                               **in_child(_scoped_collector_child, kind, where, *sample_cases(store, args.sample, 5))}
                        log(f"  collector scoped {kind} @ {target}: pull p50 {row['pull_p50_ms']} ms, p99 "
                            f"{row['pull_p99_ms']} ms; peak {row['peak_resident_nodes']} nodes, "
                            f"RSS {row['peak_rss_mb']} MB")
                        figures["collector_scoped"].append(row)
                    if "memory" not in skip:
                        row = {"store": kind, "spans": target, **in_child(_memory_collector_child, kind, where)}
                        log(f"  collector memory {kind} @ {target}: {row['graph_nodes']} nodes, "
                            f"RSS {row['peak_rss_mb']} MB, replay {row['replay_s']} s")
                        figures["collector_memory"].append(row)
                size = target
                if "attribution" not in skip:
                    for workers in ((1, 2) if target > args.spans else (2,)):
                        log(f"attribution on Dask LocalCluster, {workers} worker(s), {target} spans in store")
                        row = {"spans": target, **attribution_run(stores['postgres'][1], workers, args.cases)}
                        log(f"  -> {row['cases_per_s']} cases/s, peak worker RSS {row['peak_worker_rss_mb']} MB")
                        figures["attribution"].append(row)
            for store, _ in stores.values():
                store.close()
    finally:
        if server is not None:
            server.stop()

    print(json.dumps(figures, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
