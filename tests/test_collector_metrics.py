"""The collector's counters as OpenTelemetry metrics (observable counters and gauges), read with InMemoryMetricReader."""

from __future__ import annotations

import httpx
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
