"""Collector throughput: spans/s sustained end to end (OTLP/HTTP in, durable SQLite store, evolution graph), against
a bare protobuf decode of the same payloads.

Real SDK spans shaped like memtrace ops (kind, seq, scope key, one ``memtrace.variable`` event each, every fourth
one a read of an earlier record) are encoded by the SDK's OTLP encoder into ``--batch``-span requests, once, up
front. The timed part posts those bytes to a collector started in this process with ``--clients`` concurrent
keep-alive HTTP clients, and ends when the last request is acknowledged (i.e. stored and in the graph). The process
is pinned to one CPU (``--cores 1``) so client, server, SQLite and the graph share one core, as on a small node.

    python benchmarks/collector_throughput.py                    # 20k spans, synchronous=full and normal
    python benchmarks/collector_throughput.py --spans 100000 --forward
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import requests  # noqa: E402
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans  # noqa: E402
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest  # noqa: E402
from opentelemetry.sdk.resources import Resource  # noqa: E402
from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.collector import Collector, default_config  # noqa: E402
from memtrace_otel.collector.config import (  # noqa: E402
    ExporterConfig,
    GraphProcessorConfig,
    HttpReceiverConfig,
    StoreConfig,
)
from memtrace_otel.graph.loaders import records_from_proto_bytes  # noqa: E402


def make_payloads(n_spans: int, batch: int) -> list[bytes]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "bench"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("bench")
    for i in range(n_spans):
        reads = i % 4 == 3
        attrs = {sc.MEMTRACE_OP_KIND: sc.KIND_RETRIEVE if reads else sc.KIND_WRITE, sc.MEMTRACE_OP_SEQ: i,
                 sc.MEMTRACE_OP_PROCESS: "bench", sc.MEMTRACE_OP_NAME: "bench.op",
                 sc.MEMTRACE_SCOPE_KEY: f"user=u{i % 50}"}
        with tracer.start_as_current_span("bench.retrieve" if reads else "bench.add", attributes=attrs) as span:
            var = f"mem:{i - 3 if reads else i}"
            event = {sc.VAR_ID: var, sc.VAR_KIND: "memory_record", sc.VAR_VERSION: 1,
                     sc.VAR_HASH: "sha256:" + format(i, "016x")}
            event.update({sc.VAR_ROLE: "input", sc.VAR_RELATION: sc.REL_READS} if reads else
                         {sc.VAR_ROLE: "output", sc.VAR_CHANGE: sc.CHANGE_CREATE})
            span.add_event(sc.VARIABLE_EVENT, event)
    spans = exporter.get_finished_spans()
    provider.shutdown()
    return [encode_spans(spans[i:i + batch]).SerializeToString() for i in range(0, len(spans), batch)]


def bare_decode(payloads: list[bytes], n_spans: int) -> tuple[float, float]:
    start = time.perf_counter()
    for body in payloads:
        ExportTraceServiceRequest.FromString(body)
    parse = n_spans / (time.perf_counter() - start)
    start = time.perf_counter()
    for body in payloads:
        records_from_proto_bytes(body)
    to_records = n_spans / (time.perf_counter() - start)
    return parse, to_records


def run_collector(payloads: list[bytes], n_spans: int, synchronous: str, clients: int, forward: bool) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="memtrace-bench-"))
    downstream = None
    exporters = []
    if forward:
        downstream = Collector(default_config(http=HttpReceiverConfig(endpoint="127.0.0.1:0"), grpc=None,
                                              store=StoreConfig(path=str(tmp / "down.db"), synchronous="normal"),
                                              graph=GraphProcessorConfig(attribution="none"))).start()
        exporters = [ExporterConfig(name="otlphttp/down", type="otlphttp", endpoint=downstream.http_url)]
    collector = Collector(default_config(
        http=HttpReceiverConfig(endpoint="127.0.0.1:0"), grpc=None, exporters=exporters,
        store=StoreConfig(path=str(tmp / "bench.db"), synchronous=synchronous),
        graph=GraphProcessorConfig(attribution="none"))).start()
    url = collector.http_url + "/v1/traces"
    chunks = [payloads[i::clients] for i in range(clients)]
    done = [0]
    lock = threading.Lock()

    def client(bodies: list[bytes]) -> None:
        with requests.Session() as session:
            for body in bodies:
                resp = session.post(url, data=body, headers={"Content-Type": "application/x-protobuf"}, timeout=60)
                resp.raise_for_status()
                with lock:
                    done[0] += 1

    threads = [threading.Thread(target=client, args=(chunk,)) for chunk in chunks]
    start = time.perf_counter()
    for t in threads:
        t.start()
    last_report = start
    while any(t.is_alive() for t in threads):
        time.sleep(0.2)
        if time.perf_counter() - last_report >= 2:
            last_report = time.perf_counter()
            print(f"    ... {done[0]}/{len(payloads)} requests acknowledged", flush=True)
    for t in threads:
        t.join()
    ingest_s = time.perf_counter() - start
    accepted = collector.counters.get("spans_accepted")
    result = {"ingest_spans_per_s": n_spans / ingest_s, "accepted": accepted,
              "store_mb": collector.store.size_bytes() / 1e6}
    if forward:
        deadline = time.monotonic() + 600
        while collector.counters.get("spans_forwarded") < n_spans and time.monotonic() < deadline:
            time.sleep(0.05)
        result["forwarded_spans_per_s"] = collector.counters.get("spans_forwarded") / (time.perf_counter() - start)
    collector.stop()
    if downstream is not None:
        downstream.stop()
    for f in tmp.iterdir():
        f.unlink()
    tmp.rmdir()
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, default=20_000)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--clients", type=int, default=2)
    parser.add_argument("--cores", type=int, default=1, help="pin the process to this many CPUs (0 = no pinning)")
    parser.add_argument("--forward", action="store_true", help="also forward to a second in-process collector")
    args = parser.parse_args()
    if args.cores and hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))[:args.cores]
        os.sched_setaffinity(0, cpus)
        print(f"pinned to CPU(s) {cpus}")
    print(f"encoding {args.spans} SDK spans into {args.batch}-span OTLP requests ...", flush=True)
    payloads = make_payloads(args.spans, args.batch)
    size = sum(map(len, payloads))
    print(f"  {len(payloads)} requests, {size / 1e6:.1f} MB ({size / args.spans:.0f} B/span)")
    parse, to_records = bare_decode(payloads, args.spans)
    print(f"bare protobuf decode (ParseFromString):        {parse:12,.0f} spans/s")
    print(f"decode to SpanRecord (records_from_proto_bytes): {to_records:10,.0f} spans/s")
    for synchronous in ("full", "normal"):
        print(f"collector end to end, store synchronous={synchronous}, {args.clients} HTTP clients ...", flush=True)
        r = run_collector(payloads, args.spans, synchronous, args.clients, args.forward)
        assert r["accepted"] == args.spans, r
        line = (f"  ingest: {r['ingest_spans_per_s']:10,.0f} spans/s   ratio to bare decode: "
                f"{r['ingest_spans_per_s'] / parse:.4f} (1/{parse / r['ingest_spans_per_s']:.0f})   "
                f"ratio to SpanRecord decode: {r['ingest_spans_per_s'] / to_records:.2f}   store {r['store_mb']:.1f} MB")
        print(line)
        if "forwarded_spans_per_s" in r:
            print(f"  ingest + forward to a second collector: {r['forwarded_spans_per_s']:10,.0f} spans/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
