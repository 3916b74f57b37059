"""Forwarding to a downstream OTLP endpoint (a second collector), restart without loss, outage and recovery."""

from __future__ import annotations

import socket

import httpx
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

from collector_support import (
    FAST_RETRY,
    emit_memory_story,
    grpc_exporter_to,
    http_exporter_to,
    make_collector,
    numbered_request,
    provider_for,
    wait_for,
)
from memtrace_otel.collector.config import ExporterConfig, GrpcReceiverConfig, HttpReceiverConfig
from memtrace_otel.collector.exporters.queue import Backoff


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _bodies(collector) -> list[bytes]:
    return [body for _, body, _ in collector.store.iter_requests()]


def test_forwards_unchanged_bytes_over_http_and_grpc(tmp_path):
    down_http = make_collector(tmp_path, "down-http", grpc=False).start()
    down_grpc = make_collector(tmp_path, "down-grpc", http=False).start()
    up = make_collector(tmp_path, "up", grpc=False, exporters=[
        http_exporter_to(down_http), grpc_exporter_to(down_grpc.grpc_port)]).start()
    try:
        provider = provider_for(OTLPSpanExporter(endpoint=up.http_url + "/v1/traces", timeout=5))
        ids = emit_memory_story(provider)
        provider.shutdown()
        raw = numbered_request(0, 10).SerializeToString()
        assert httpx.post(up.http_url + "/v1/traces", content=raw,
                          headers={"Content-Type": "application/x-protobuf"}).status_code == 200

        assert wait_for(lambda: up.counters.get("spans_forwarded") == 30)  # 15 spans x 2 exporters
        assert up.queue_depths() == {"otlphttp/next": 0, "otlp/next": 0}
        for down in (down_http, down_grpc):
            assert down.counters.get("spans_accepted") == 15
            assert down.store.has_span(ids["outcome_trace"], ids["outcome_span"])
            # same bytes on the wire: the downstream stored exactly what the upstream stored
            assert _bodies(down) == _bodies(up)
        assert raw in _bodies(down_grpc)
        # the downstream builds the same graph
        assert down_http.graph.trace_graph(ids["answer_trace"]) == up.graph.trace_graph(ids["answer_trace"])
    finally:
        up.stop()
        down_http.stop()
        down_grpc.stop()


def test_outage_queue_grows_then_drains_in_order(tmp_path):
    port = _free_port()
    exporter = ExporterConfig(name="otlphttp/down", type="otlphttp", endpoint=f"http://127.0.0.1:{port}",
                              timeout=1.0, retry_on_failure=FAST_RETRY)
    up = make_collector(tmp_path, "up", grpc=False, exporters=[exporter]).start()
    down = None
    try:
        for i in range(5):
            assert httpx.post(up.http_url + "/v1/traces", content=numbered_request(i * 10, 10).SerializeToString(),
                              headers={"Content-Type": "application/x-protobuf"}).status_code == 200
        # acknowledged although the downstream is down: durable in the queue
        assert up.queue_depths() == {"otlphttp/down": 5}
        assert wait_for(lambda: up.counters.get("export_failures") >= 2)
        metrics = httpx.get(up.http_url + "/api/metrics").json()
        assert metrics["queue_depth"] == 5 and metrics["spans_forwarded"] == 0
        assert "127.0.0.1" in metrics["exporters"]["otlphttp/down"]["last_error"]

        down = make_collector(tmp_path, "down", grpc=False,
                              http=HttpReceiverConfig(endpoint=f"127.0.0.1:{port}")).start()
        assert wait_for(lambda: up.queue_depths()["otlphttp/down"] == 0)
        assert up.counters.get("spans_forwarded") == 50
        assert up.counters.get("spans_dropped") == 0
        assert down.counters.get("spans_accepted") == 50
        assert _bodies(down) == _bodies(up)  # same order as received
    finally:
        up.stop()
        if down is not None:
            down.stop()


def test_restart_without_loss(tmp_path):
    port = _free_port()
    exporter = ExporterConfig(name="otlp/down", type="otlp", endpoint=f"127.0.0.1:{port}", timeout=1.0,
                              retry_on_failure=FAST_RETRY)
    first = make_collector(tmp_path, "up", exporters=[exporter]).start()
    provider = provider_for(OTLPSpanExporter(endpoint=first.http_url + "/v1/traces", timeout=5))
    ids = emit_memory_story(provider)
    provider.shutdown()
    before_graph = first.graph.trace_graph(ids["answer_trace"])
    before_lineage = first.graph.lineage("mem0:rec-1")
    assert first.queue_depths() == {"otlp/down": 5}  # SimpleSpanProcessor: one request per span
    first.stop()

    second = make_collector(tmp_path, "up", exporters=[exporter]).start()  # same SQLite file
    down = None
    try:
        assert second.rebuilt_spans == 5
        assert second.graph.trace_graph(ids["answer_trace"]) == before_graph
        assert second.graph.lineage("mem0:rec-1") == before_lineage
        lineage = httpx.get(second.http_url + "/api/records/mem0%3Arec-1/lineage").json()
        assert len(lineage["traces"]) == 3
        cases = httpx.get(second.http_url + "/api/cases").json()["cases"]
        assert [(c["case_id"], c["state"]) for c in cases] == [("case-1", "pending")]
        # duplicates are still recognised after the restart (an SDK retry of an acknowledged request)
        resend = httpx.post(second.http_url + "/v1/traces", content=_bodies(second)[0],
                            headers={"Content-Type": "application/x-protobuf"})
        assert resend.status_code == 200
        assert second.counters.get("spans_duplicate") == 1
        provider = provider_for(OTLPSpanExporter(endpoint=second.http_url + "/v1/traces", timeout=5))
        more = emit_memory_story(provider, record_id="mem0:rec-2", case_id="case-2", failed=False)
        provider.shutdown()
        assert second.counters.get("spans_accepted") == 5

        down = make_collector(tmp_path, "down", http=False,
                              grpc=GrpcReceiverConfig(endpoint=f"127.0.0.1:{port}")).start()
        assert wait_for(lambda: second.queue_depths()["otlp/down"] == 0)
        assert down.counters.get("spans_accepted") == 10
        assert down.store.has_span(ids["write_trace"], ids["write_span"])
        assert down.store.has_span(more["outcome_trace"], more["outcome_span"])
    finally:
        second.stop()
        if down is not None:
            down.stop()


def test_permanent_rejection_is_dropped_and_counted(tmp_path):
    """A downstream that refuses the data (401) is not retried forever: dropped, counted, queue emptied."""
    from memtrace_otel.collector.config import AuthConfig

    down = make_collector(tmp_path, "down", grpc=False, http=HttpReceiverConfig(
        endpoint="127.0.0.1:0", auth=AuthConfig(bearer_token="x"))).start()
    up = make_collector(tmp_path, "up", grpc=False, exporters=[http_exporter_to(down)]).start()
    try:
        httpx.post(up.http_url + "/v1/traces", content=numbered_request(0, 4).SerializeToString(),
                   headers={"Content-Type": "application/x-protobuf"})
        assert wait_for(lambda: up.counters.get("spans_dropped") == 4)
        assert up.queue_depths() == {"otlphttp/next": 0}
        assert "401" in up.exporters[0].last_error
    finally:
        up.stop()
        down.stop()


def test_backoff_grows_exponentially_and_caps():
    backoff = Backoff(FAST_RETRY)
    intervals = [backoff.next_interval() for _ in range(6)]
    assert intervals[:3] == [0.05, 0.1, 0.2]
    assert max(intervals) == FAST_RETRY.max_interval
    backoff.reset()
    assert backoff.next_interval() == 0.05
