"""Collector throughput: spans/s acknowledged (request path: durable SQLite store) and spans/s until the evolution
graph holds everything (end to end), against a bare protobuf decode of the same payloads; peak memory.

Real SDK spans shaped like memtrace ops (kind, seq, scope key, one ``memtrace.variable`` event each, every fourth
one a read of an earlier record) are encoded by the SDK's OTLP encoder into ``--batch``-span requests, once, up
front. The timed part posts those bytes to a collector started in this process with ``--clients`` concurrent
keep-alive HTTP clients. "acknowledged" ends when the last request is answered (its spans are stored: the
durability point); "graph converged" ends when the graph processor's background thread has added every stored span
to the graph; "converged and indexed" when, besides, the store has written the span, variable-index and case rows
it derives after the acknowledgement (SQLite write-ahead). The process is pinned to one CPU with
``os.sched_setaffinity`` (``--cores 1``), so clients, server, SQLite and the graph thread share one core, as on a
small node. Rates are given per wall second and per CPU second
of this process (the CPU figure is steadier on a busy machine; on an idle one the two agree).

    python benchmarks/collector_throughput.py                    # 20k spans, synchronous=full and normal
    python benchmarks/collector_throughput.py --spans 100000 --forward
    python benchmarks/collector_throughput.py --plain 2          # two LLM-call spans per memtrace op
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


def make_payloads(n_spans: int, batch: int, plain: int = 0) -> list[bytes]:
    """``n_spans`` spans: memtrace ops, each followed by ``plain`` child spans of the host app (an LLM call with a
    dozen attributes and a prompt event) that the graph keeps only as parent pointers."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "bench"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("bench")
    for i in range(n_spans // (1 + plain)):
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
            for j in range(plain):
                with tracer.start_as_current_span("chat gpt-4o-mini", attributes={
                        "gen_ai.operation.name": "chat", "gen_ai.provider.name": "openai",
                        "gen_ai.request.model": "gpt-4o-mini", "gen_ai.response.model": "gpt-4o-mini-2024-07-18",
                        "gen_ai.request.temperature": 0.0, "gen_ai.request.max_tokens": 512,
                        "gen_ai.usage.input_tokens": 812 + j, "gen_ai.usage.output_tokens": 64,
                        "gen_ai.response.id": f"chatcmpl-{i}-{j}", "gen_ai.response.finish_reasons": ("stop",),
                        "server.address": "api.openai.com", "server.port": 443}) as llm:
                    llm.add_event("gen_ai.client.inference.operation.details",
                                  {"gen_ai.input.messages": '[{"role": "user", "content": "..."}]'})
    spans = exporter.get_finished_spans()
    provider.shutdown()
    return [encode_spans(spans[i:i + batch]).SerializeToString() for i in range(0, len(spans), batch)]


def _rate(n: int, seconds: float) -> float:
    return n / seconds if seconds > 0 else float("inf")


def bare_decode(payloads: list[bytes], n_spans: int) -> tuple[float, float]:
    """CPU-time rates (spans/s) of ParseFromString alone and of the full decode into SpanRecords."""
    start = time.process_time()
    for _ in range(5):
        for body in payloads:
            ExportTraceServiceRequest.FromString(body)
    parse = _rate(5 * n_spans, time.process_time() - start)
    start = time.process_time()
    for body in payloads:
        records_from_proto_bytes(body)
    to_records = _rate(n_spans, time.process_time() - start)
    return parse, to_records


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))] if ordered else 0.0


def _rss_kib(field: str) -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _reset_peak_rss() -> bool:
    try:  # Linux: "5" resets VmHWM (the peak resident set) to the current RSS
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


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
    latencies: list[float] = []
    lock = threading.Lock()

    def client(bodies: list[bytes]) -> None:
        with requests.Session() as session:
            for body in bodies:
                sent = time.perf_counter()
                resp = session.post(url, data=body, headers={"Content-Type": "application/x-protobuf"}, timeout=60)
                resp.raise_for_status()
                with lock:
                    latencies.append(time.perf_counter() - sent)
                    done[0] += 1

    graph_applied = (lambda: collector.graph.position()["applied_spans"]) if hasattr(
        collector.graph, "position") else (lambda: n_spans)  # older collectors built the graph before acking
    rss_before = _rss_kib("VmRSS")
    exact_peak = _reset_peak_rss()
    peak_sampled = rss_before
    threads = [threading.Thread(target=client, args=(chunk,)) for chunk in chunks]
    start, cpu_start = time.perf_counter(), time.process_time()
    for t in threads:
        t.start()
    last_report = start
    while any(t.is_alive() for t in threads):
        time.sleep(0.02)
        peak_sampled = max(peak_sampled, _rss_kib("VmRSS"))
        if time.perf_counter() - last_report >= 2:
            last_report = time.perf_counter()
            print(f"    ... {done[0]}/{len(payloads)} requests acknowledged, graph holds {graph_applied()} spans",
                  flush=True)
    for t in threads:
        t.join()
    ack_s, ack_cpu = time.perf_counter() - start, time.process_time() - cpu_start
    deadline = time.monotonic() + 600
    while graph_applied() < n_spans and time.monotonic() < deadline:
        time.sleep(0.005)
        peak_sampled = max(peak_sampled, _rss_kib("VmRSS"))
    graph_s, graph_cpu = time.perf_counter() - start, time.process_time() - cpu_start
    # the SQLite store derives its span / index / case rows after the acknowledgement (write-ahead): count the
    # work until those are written too, not only until the graph holds everything
    pending = getattr(collector.store, "pending_index", lambda: 0)
    while pending() and time.monotonic() < deadline:
        time.sleep(0.005)
    indexed_s, indexed_cpu = time.perf_counter() - start, time.process_time() - cpu_start
    peak = _rss_kib("VmHWM") if exact_peak else peak_sampled
    accepted = collector.counters.get("spans_accepted")
    graph_thread_cpu = collector.graph.position().get("busy_cpu_s", 0.0) if hasattr(collector.graph, "position") \
        else 0.0
    result = {"ack": _rate(n_spans, ack_s), "ack_cpu": _rate(n_spans, ack_cpu),
              "graph": _rate(n_spans, graph_s), "graph_cpu": _rate(n_spans, graph_cpu),
              "indexed": _rate(n_spans, indexed_s), "indexed_cpu": _rate(n_spans, indexed_cpu),
              "accepted": accepted, "graph_spans": graph_applied(),
              "store_mb": collector.store.size_bytes() / 1e6, "peak_rss_mb": peak / 1024,
              "rss_growth_mb": (peak - rss_before) / 1024,
              "us_per_span": graph_cpu / n_spans * 1e6, "graph_thread_us_per_span": graph_thread_cpu / n_spans * 1e6,
              "ack_ms_p50": _percentile(latencies, 50) * 1e3, "ack_ms_p99": _percentile(latencies, 99) * 1e3}
    if forward:
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
    parser.add_argument("--synchronous", choices=("full", "normal", "both"), default="both")
    parser.add_argument("--forward", action="store_true", help="also forward to a second in-process collector")
    parser.add_argument("--plain", type=int, default=0,
                        help="host-app spans (LLM calls) per memtrace op span; the graph keeps them as parent pointers")
    args = parser.parse_args()
    if args.cores and hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))[:args.cores]
        os.sched_setaffinity(0, cpus)
        print(f"pinned to CPU(s) {cpus} (os.sched_setaffinity): clients, receiver, store and graph thread share it")
    args.spans -= args.spans % (1 + args.plain)
    print(f"encoding {args.spans} SDK spans ({args.plain} host-app span(s) per memtrace op) into {args.batch}-span "
          "OTLP requests ...", flush=True)
    payloads = make_payloads(args.spans, args.batch, args.plain)
    size = sum(map(len, payloads))
    print(f"  {len(payloads)} requests, {size / 1e6:.1f} MB ({size / args.spans:.0f} B/span)")
    parse, to_records = bare_decode(payloads, args.spans)
    print(f"bare protobuf decode (ParseFromString):          {parse:12,.0f} spans/CPU-s")
    print(f"decode to SpanRecord (records_from_proto_bytes): {to_records:12,.0f} spans/CPU-s")
    modes = ("full", "normal") if args.synchronous == "both" else (args.synchronous,)
    for synchronous in modes:
        print(f"collector, store synchronous={synchronous}, {args.clients} HTTP clients in-process ...", flush=True)
        r = run_collector(payloads, args.spans, synchronous, args.clients, args.forward)
        assert r["accepted"] == args.spans and r["graph_spans"] == args.spans, r
        for label, key in (("acknowledged (stored)  ", "ack"), ("graph converged        ", "graph"),
                           ("converged and indexed  ", "indexed")):
            wall, cpu = r[key], r[key + "_cpu"]
            print(f"  {label}{wall:10,.0f} spans/s wall {cpu:10,.0f} spans/CPU-s   ratio to bare decode "
                  f"{cpu / parse:.4f} (1/{parse / cpu:.0f}), to SpanRecord decode {cpu / to_records:.2f}")
        print(f"  acknowledgement latency per {args.batch}-span request: p50 {r['ack_ms_p50']:.1f} ms, "
              f"p99 {r['ack_ms_p99']:.1f} ms")
        print(f"  CPU per span: {r['us_per_span']:.1f} us in all, of which {r['graph_thread_us_per_span']:.1f} us in "
              "the graph thread (decode + build) and the rest in clients, receiver and store")
        print(f"  peak RSS {r['peak_rss_mb']:.0f} MB (+{r['rss_growth_mb']:.0f} MB during the run), "
              f"store {r['store_mb']:.1f} MB")
        if "forwarded_spans_per_s" in r:
            print(f"  ingest + forward to a second collector: {r['forwarded_spans_per_s']:10,.0f} spans/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
