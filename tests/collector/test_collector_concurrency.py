"""Eight concurrent clients (four over OTLP/HTTP, four over OTLP/gRPC): every span counted exactly once."""

from __future__ import annotations

import threading

from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcExporter
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter as HttpExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

from collector_support import make_collector
from memtrace_otel import semconv as sc

CLIENTS = 8
SPANS_PER_CLIENT = 300


def test_eight_concurrent_clients_all_counted(tmp_path):
    collector = make_collector(tmp_path).start()
    barrier = threading.Barrier(CLIENTS)
    errors: list[BaseException] = []
    trace_ids: list[set[int]] = [set() for _ in range(CLIENTS)]

    def client(index: int) -> None:
        try:
            if index % 2:
                exporter = GrpcExporter(endpoint=f"127.0.0.1:{collector.grpc_port}", insecure=True, timeout=10)
            else:
                exporter = HttpExporter(endpoint=collector.http_url + "/v1/traces", timeout=10)
            provider = TracerProvider(resource=Resource.create({"service.name": f"client-{index}"}))
            provider.add_span_processor(BatchSpanProcessor(exporter, max_export_batch_size=64,
                                                           schedule_delay_millis=50))
            tracer = provider.get_tracer("concurrency")
            barrier.wait(timeout=30)
            for i in range(SPANS_PER_CLIENT):
                attrs = {sc.MEMTRACE_OP_KIND: sc.KIND_WRITE, sc.MEMTRACE_OP_SEQ: i,
                         sc.MEMTRACE_OP_PROCESS: f"client-{index}"} if i % 3 == 0 else {}
                with tracer.start_as_current_span(f"op-{i}", attributes=attrs) as span:
                    trace_ids[index].add(span.get_span_context().trace_id)
            assert provider.force_flush(timeout_millis=30_000)
            provider.shutdown()
        except BaseException as exc:  # surfaced in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    try:
        assert not errors, errors
        assert not any(t.is_alive() for t in threads)
        total = CLIENTS * SPANS_PER_CLIENT
        assert collector.counters.get("spans_received") == total
        assert collector.counters.get("spans_accepted") == total
        assert collector.counters.get("spans_duplicate") == 0
        assert collector.counters.get("spans_rejected") == 0
        assert collector.store.stats().spans == total
        assert collector.graph.sizes()["operations"] == CLIENTS * len(range(0, SPANS_PER_CLIENT, 3))
        assert sum(len(ids) for ids in trace_ids) == total  # every span is its own trace
    finally:
        collector.stop()
