"""Soak: the collector's resident memory under steady load, sampled over time; it must level off, not climb.

    python reliability/collector_soak.py                      # 3 minutes, retention on (small, so it bites)
    python reliability/collector_soak.py --duration 900       # longer
    python reliability/collector_soak.py --no-retention       # the same load without retention: RSS climbs

The collector runs as its own process (``memtrace collector`` with a generated JSON config, store in a temporary
directory); this script posts OTLP/HTTP requests at a steady rate: ``--spans`` memory-operation spans per request
(op kind, scope key among ``--scopes`` scopes, one variable event) and, every ``--big-every`` requests, one span
with a ``--big-bytes`` attribute (the graph keeps ``max_attribute_bytes`` of it, the store all of it). Every
``--sample`` seconds it prints the collector's RSS (VmRSS of the process), its thread count, the graph's operation
count and what retention dropped; at the end, the RSS growth over the second half of the run.
Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _kv(key: str, value) -> KeyValue:
    if isinstance(value, int):
        return KeyValue(key=key, value=AnyValue(int_value=value))
    return KeyValue(key=key, value=AnyValue(string_value=value))


def make_request(request_no: int, spans: int, scopes: int, big_bytes: int = 0) -> bytes:
    rs = ResourceSpans()
    rs.resource.attributes.append(_kv("service.name", "soak"))
    ss = ScopeSpans()
    ss.scope.name = "soak"
    trace_id = request_no.to_bytes(16, "big")
    for i in range(spans):
        n = request_no * spans + i
        scope = f"user=u{n % scopes}"
        start_ns = 1_700_000_000_000_000_000 + n
        span = Span(trace_id=trace_id, span_id=(n + 1).to_bytes(8, "big"), name="mem0.add",
                    start_time_unix_nano=start_ns, end_time_unix_nano=start_ns + 1000)
        span.attributes.extend([_kv("memtrace.op.kind", "write"), _kv("memtrace.op.seq", n),
                                _kv("memtrace.scope.key", scope)])
        if big_bytes and i == 0:
            span.attributes.append(_kv("payload", "x" * big_bytes))
        event = span.events.add()
        event.name = "memtrace.variable"
        event.time_unix_nano = span.start_time_unix_nano
        event.attributes.extend([_kv("memtrace.var.id", f"mem0:{scope}:{n % 50}"), _kv("memtrace.var.role", "output"),
                                 _kv("memtrace.var.version", n // 50 + 1), _kv("memtrace.var.kind", "memory_record")])
        ss.spans.append(span)
    rs.scope_spans.append(ss)
    request = ExportTraceServiceRequest()
    request.resource_spans.append(rs)
    return request.SerializeToString()


def _proc(pid: int) -> tuple[float, int]:
    rss_kb, threads = 0, 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss_kb = int(line.split()[1])
        elif line.startswith("Threads:"):
            threads = int(line.split()[1])
    return rss_kb / 1024, threads


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=180.0, help="seconds of load (default 180)")
    parser.add_argument("--rate", type=float, default=20.0, help="requests per second (default 20)")
    parser.add_argument("--spans", type=int, default=100, help="memory spans per request (default 100)")
    parser.add_argument("--scopes", type=int, default=20, help="memory scopes the spans spread over (default 20)")
    parser.add_argument("--big-every", type=int, default=50, help="one span with a big attribute every N requests")
    parser.add_argument("--big-bytes", type=int, default=2 * 1024 * 1024, help="size of that attribute (2 MiB)")
    parser.add_argument("--sample", type=float, default=10.0, help="seconds between two samples (default 10)")
    parser.add_argument("--max-ops-per-scope", type=int, default=500, help="retention per scope (default 500)")
    parser.add_argument("--max-age", default="1h", help="retention by age (default 1h)")
    parser.add_argument("--check-interval", default="5s", help="how often retention runs (default 5s)")
    parser.add_argument("--no-retention", action="store_true", help="retention off (shows the growth)")
    args = parser.parse_args(argv)

    workdir = Path(tempfile.mkdtemp(prefix="memtrace-soak-"))
    port = _free_port()
    retention = ({"max_age": 0, "max_operations_per_scope": 0, "max_operations": 0} if args.no_retention else
                 {"max_age": args.max_age, "max_operations_per_scope": args.max_ops_per_scope, "max_operations": 0,
                  "check_interval": args.check_interval})
    config = {
        "receivers": {"otlp": {"protocols": {"http": {"endpoint": f"127.0.0.1:{port}",
                                                      "max_request_body_size": 64 * 1024 * 1024}}}},
        "processors": {"memtrace_graph": {"attribution": "none", "retention": retention}},
        "extensions": {"memtrace_store": {"path": str(workdir / "soak.db"), "synchronous": "normal"}},
        "service": {"pipelines": {"traces": {"receivers": ["otlp"], "processors": ["memtrace_graph"],
                                             "exporters": []}}},
    }
    (workdir / "collector.json").write_text(json.dumps(config))
    log = open(workdir / "collector.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "memtrace_otel.cli", "collector", "--config",
                             str(workdir / "collector.json"), "--log-level", "WARNING"], stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(url + "/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                print(f"collector did not start; see {workdir / 'collector.log'}", file=sys.stderr)
                return 1
            time.sleep(0.2)
        mode = "NO retention" if args.no_retention else "retention " + json.dumps(retention)
        print(f"collector pid {proc.pid}, {mode}")
        print(f"load: {args.rate:g} requests/s x {args.spans} memory spans, {args.scopes} scopes, a "
              f"{args.big_bytes / 1048576:g} MiB attribute every {args.big_every} requests; store in {workdir}")
        print(f"{'t (s)':>7} {'requests':>9} {'spans':>9} {'graph ops':>10} {'pruned':>9} {'threads':>8} {'RSS MB':>8}")
        client = httpx.Client(headers={"Content-Type": "application/x-protobuf"}, timeout=60)
        start = time.monotonic()
        next_sample = start
        samples: list[tuple[float, float]] = []
        sent = spans_sent = 0
        while True:
            now = time.monotonic()
            if now >= next_sample:
                rss, threads = _proc(proc.pid)
                metrics = client.get(url + "/api/metrics").json()
                position = metrics.get("graph_position", {})
                print(f"{now - start:7.0f} {sent:9d} {spans_sent:9d} {metrics['graph']['operations']:10d} "
                      f"{position.get('retention_pruned_spans', 0):9d} {threads:8d} {rss:8.1f}", flush=True)
                samples.append((now - start, rss))
                next_sample += args.sample
            if now - start >= args.duration:
                break
            big = args.big_bytes if args.big_every and sent % args.big_every == args.big_every - 1 else 0
            resp = client.post(url + "/v1/traces", content=make_request(sent, args.spans, args.scopes, big))
            if resp.status_code != 200:
                print(f"request {sent}: HTTP {resp.status_code}", file=sys.stderr)
            sent += 1
            spans_sent += args.spans
            delay = start + sent / args.rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)
        half = [rss for t, rss in samples if t >= args.duration / 2]
        if len(half) >= 2:
            print(f"RSS over the second half: {half[0]:.1f} -> {half[-1]:.1f} MB "
                  f"({half[-1] - half[0]:+.1f} MB), peak {max(r for _, r in samples):.1f} MB")
        return 0
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


if __name__ == "__main__":
    sys.exit(main())
