"""The collector's counters as OpenTelemetry metrics (observable counters and gauges), read with InMemoryMetricReader."""

from __future__ import annotations

import sys
from pathlib import Path

import httpx
import pytest
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader

from collector_support import http_exporter_to, make_collector, numbered_request, make_request, make_span, wait_for

PB = {"Content-Type": "application/x-protobuf"}


def _points(reader: InMemoryMetricReader) -> dict[str, list]:
    data = reader.get_metrics_data()
    out: dict[str, list] = {}
    for rm in data.resource_metrics:
        for sm in rm.scope_metrics:
            for metric in sm.metrics:
                out[metric.name] = [(dict(p.attributes), p.value) for p in metric.data.data_points]
    return out


def test_counters_and_gauges_exported_as_otel_metrics(tmp_path):
    down = make_collector(tmp_path, "down", grpc=False).start()
    reader = InMemoryMetricReader()
    provider = MeterProvider(metric_readers=[reader])
    up = make_collector(tmp_path, "up", grpc=False, exporters=[http_exporter_to(down)], meter_provider=provider,
                        decision_wait=3600.0).start()
    try:
        httpx.post(up.http_url + "/v1/traces", content=numbered_request(0, 6).SerializeToString(), headers=PB)
        httpx.post(up.http_url + "/v1/traces", content=make_request([make_span(0, 1, "idless")])
                   .SerializeToString(), headers=PB)
        httpx.post(up.http_url + "/v1/traces", content=b"junk", headers=PB)
        assert wait_for(lambda: up.counters.get("spans_forwarded") == 6)

        points = _points(reader)
        assert points["memtrace.collector.spans.received"] == [({}, 7)]
        assert points["memtrace.collector.spans.accepted"] == [({}, 6)]
        assert points["memtrace.collector.spans.rejected"] == [({}, 1)]
        assert points["memtrace.collector.spans.forwarded"] == [({}, 6)]
        assert points["memtrace.collector.spans.dropped"] == [({}, 0)]
        assert points["memtrace.collector.requests.rejected"] == [({"reason": "malformed_protobuf"}, 1)]
        assert points["memtrace.collector.queue.depth"] == [({"exporter": "otlphttp/next"}, 0)]
        [(_, size)] = points["memtrace.collector.store.size"]
        assert size > 0
        assert dict((a["state"], v) for a, v in points["memtrace.collector.cases"]) == {
            "pending": 0, "done": 0, "error": 0}

        # the JSON view says the same
        metrics = httpx.get(up.http_url + "/api/metrics").json()
        assert (metrics["spans_received"], metrics["spans_accepted"], metrics["spans_rejected"],
                metrics["spans_forwarded"], metrics["queue_depth"]) == (7, 6, 1, 6, 0)
        assert metrics["store_size_bytes"] > 0
    finally:
        up.stop()
        down.stop()
        provider.shutdown()


def test_attributed_failures_are_counted_by_error_type_operation_and_system(span_exporter, tmp_path):
    """An app's failed answer reaches the collector, its default engine attributes it, and the failure-mode counter
    says which error, at which operation, in which memory system."""
    pytest.importorskip("memtrace_otel.attribution")
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    from memtrace_otel import config
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "attribution"))
    from test_attribution_lineage import QUESTION, TinyMemory, _ingest_all

    config.configure(capture_content=True)
    memory = TinyMemory()
    _ingest_all(memory)
    memory.delete("tiny:rec:1")  # the fault: the record holding the answer is deleted
    memory.answer(QUESTION)  # records a failed outcome

    reader = InMemoryMetricReader()
    provider = MeterProvider(metric_readers=[reader])
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribution="auto",
                               meter_provider=provider).start()
    try:
        assert not _points(reader).get("memtrace.collector.failures.attributed")  # nothing attributed yet
        exporter = OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces", timeout=5)
        exporter.export(span_exporter.get_finished_spans())
        exporter.shutdown()
        assert wait_for(lambda: collector.case_counts()["done"] == 1)
        [case] = httpx.get(collector.http_url + "/api/cases").json()["cases"]
        assert case["result"]["error_type"] == "DeletionError"

        points = _points(reader)["memtrace.collector.failures.attributed"]
        assert points == [({"error.type": "DeletionError", "memtrace.op.name": "tiny.delete",
                            "memtrace.op.kind": "delete", "memtrace.op.system": "tiny"}, 1)]
        assert httpx.get(collector.http_url + "/api/metrics").json()["failures_attributed"] == [
            {"error_type": "DeletionError", "operation": "tiny.delete", "op_kind": "delete", "system": "tiny",
             "count": 1}]
    finally:
        collector.stop()
        provider.shutdown()
