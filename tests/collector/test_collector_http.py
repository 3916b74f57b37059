"""OTLP/HTTP receiver: the real SDK exporter end to end, the query API, and every kind of bad input."""

from __future__ import annotations

import gzip
import json
import socket
from urllib.parse import quote

import httpx
import pytest
from google.rpc import code_pb2, status_pb2
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceResponse
from opentelemetry.sdk.trace.export import SpanExportResult

from collector_support import (
    emit_memory_story,
    make_collector,
    make_request,
    make_span,
    numbered_request,
    provider_for,
    self_signed_cert,
)
from memtrace_otel.collector.config import AuthConfig, HttpReceiverConfig, TLSServerConfig

PB = {"Content-Type": "application/x-protobuf"}


@pytest.fixture
def collector(tmp_path):
    c = make_collector(tmp_path, grpc=False).start()
    yield c
    c.stop()


def _post(c, body: bytes, headers=None, path="/v1/traces") -> httpx.Response:
    return httpx.post(c.http_url + path, content=body, headers=headers if headers is not None else PB, timeout=10)


def _status(resp: httpx.Response) -> status_pb2.Status:
    return status_pb2.Status.FromString(resp.content)


def test_sdk_http_exporter_end_to_end_and_query_api(collector):
    provider = provider_for(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces"))
    ids = emit_memory_story(provider)
    provider.shutdown()

    metrics = httpx.get(collector.http_url + "/api/metrics").json()
    assert metrics["spans_received"] == 5
    assert metrics["spans_accepted"] == 5
    assert metrics["spans_rejected"] == 0
    assert metrics["graph"]["operations"] >= 5
    assert metrics["cases_pending"] == 1  # the failed outcome awaits attribution (engine "none")

    assert httpx.get(collector.http_url + "/api/health").json()["status"] == "ok"

    graph = httpx.get(f"{collector.http_url}/api/traces/{ids['answer_trace']}/graph").json()
    assert graph["stored_spans"] == 3
    op_names = {op["name"] for op in graph["graph"]["operations"]}
    assert {"qa.turn", "mem0.search"} <= op_names
    assert "mem0.add" not in op_names  # other trace
    assert any(v["var_id"] == "mem0:rec-1" and v["version"] == 2 for v in graph["graph"]["variables"])
    assert graph["graph"]["outcomes"][0]["status"] == "failed"

    lineage = httpx.get(f"{collector.http_url}/api/records/{quote('mem0:rec-1', safe='')}/lineage").json()
    assert set(lineage["traces"]) == {ids["write_trace"], ids["update_trace"], ids["answer_trace"]}
    assert [s["name"] for s in lineage["spans"] if s["role"] == "output"] == ["mem0.add", "mem0.update"]
    assert lineage["graph"]["versions"] == ["mem0:rec-1@1", "mem0:rec-1@2"]
    writers = {op["name"] for op in lineage["graph"]["operations"]}
    assert {"mem0.add", "mem0.update", "mem0.search"} <= writers

    cases = httpx.get(collector.http_url + "/api/cases").json()
    assert [(c["case_id"], c["state"]) for c in cases["cases"]] == [("case-1", "pending")]
    assert httpx.get(collector.http_url + "/api/cases?state=done").json()["cases"] == []

    assert httpx.get(f"{collector.http_url}/api/traces/{'0' * 31}1/graph").status_code == 404
    assert httpx.get(f"{collector.http_url}/api/traces/nothex/graph").status_code == 400
    assert httpx.get(f"{collector.http_url}/api/records/unknown/lineage").status_code == 404
    assert httpx.get(f"{collector.http_url}/api/cases?state=bogus").status_code == 400
    assert httpx.get(f"{collector.http_url}/api/nope").status_code == 404


def test_json_and_gzip_bodies(collector):
    doc = {"resourceSpans": [{"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "j"}}]},
                              "scopeSpans": [{"scope": {"name": "s"}, "spans": [
                                  {"traceId": "0af7651916cd43dd8448eb211c80319c", "spanId": "b7ad6b7169203331",
                                   "name": "json-span", "kind": 1, "startTimeUnixNano": "5", "endTimeUnixNano": "9",
                                   "attributes": [{"key": "memtrace.op.kind", "value": {"stringValue": "write"}}]}]}]}]}
    resp = httpx.post(collector.http_url + "/v1/traces", json=doc)
    assert resp.status_code == 200, resp.text
    assert resp.headers["content-type"] == "application/json"
    assert resp.json() == {}  # full success: no partial_success

    legacy = {"resourceSpans": [{"instrumentationLibrarySpans": [{"instrumentationLibrary": {"name": "old"}, "spans": [
        {"traceId": "0af7651916cd43dd8448eb211c80319c", "spanId": "b7ad6b7169203332", "name": "legacy-span"}]}]}]}
    resp = httpx.post(collector.http_url + "/v1/traces", json=legacy)
    assert resp.status_code == 200 and resp.json() == {}

    body = gzip.compress(numbered_request(0, 5).SerializeToString())
    resp = _post(collector, body, {**PB, "Content-Encoding": "gzip"})
    assert resp.status_code == 200
    assert not ExportTraceServiceResponse.FromString(resp.content).HasField("partial_success")
    assert collector.store.has_span("0af7651916cd43dd8448eb211c80319c", "b7ad6b7169203331")
    assert collector.counters.get("spans_accepted") == 7
    assert collector.store.has_span("0af7651916cd43dd8448eb211c80319c", "b7ad6b7169203332")
    graph = httpx.get(collector.http_url + "/api/traces/0af7651916cd43dd8448eb211c80319c/graph").json()
    assert [op["name"] for op in graph["graph"]["operations"]] == ["json-span"]


def test_sdk_exporter_with_gzip(collector):
    from opentelemetry.exporter.otlp.proto.http import Compression

    provider = provider_for(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces", compression=Compression.Gzip,
                                             timeout=5))
    ids = emit_memory_story(provider)
    provider.shutdown()
    assert collector.counters.get("spans_accepted") == 5
    assert collector.store.has_span(ids["write_trace"], ids["write_span"])


def test_spans_without_ids_are_rejected_individually(collector):
    req = make_request([make_span(1, 1, "good"), make_span(0, 2, "no-trace-id"), make_span(1, 0, "no-span-id")])
    resp = _post(collector, req.SerializeToString())
    assert resp.status_code == 200
    partial = ExportTraceServiceResponse.FromString(resp.content).partial_success
    assert partial.rejected_spans == 2
    assert "no-trace-id" in partial.error_message and "traceId" in partial.error_message
    assert "no-span-id" in partial.error_message and "spanId" in partial.error_message
    assert collector.counters.get("spans_accepted") == 1
    assert collector.counters.get("spans_rejected") == 2

    # JSON: same answer in JSON
    doc = {"resourceSpans": [{"scopeSpans": [{"spans": [{"name": "idless"}, {"traceId": "zz", "spanId": "1",
                                                                           "name": "garbage-ids"}]}]}]}
    resp = httpx.post(collector.http_url + "/v1/traces", json=doc)
    assert resp.status_code == 200
    assert resp.json()["partialSuccess"]["rejectedSpans"] == "2"
    assert "idless" in resp.json()["partialSuccess"]["errorMessage"]


def test_duplicates_are_idempotent_with_a_warning(collector):
    body = numbered_request(0, 4).SerializeToString()
    assert _post(collector, body).status_code == 200
    resp = _post(collector, body)
    assert resp.status_code == 200
    partial = ExportTraceServiceResponse.FromString(resp.content).partial_success
    assert partial.rejected_spans == 0  # per the spec a warning carries rejected == 0
    assert "4 duplicate span(s) ignored" in partial.error_message
    # overlapping request: 2 old + 2 new
    resp = _post(collector, numbered_request(2, 4).SerializeToString())
    assert "2 duplicate" in ExportTraceServiceResponse.FromString(resp.content).partial_success.error_message
    assert collector.counters.get("spans_accepted") == 6
    assert collector.counters.get("spans_duplicate") == 6
    assert collector.store.stats().spans == 6


def test_bad_requests_get_clear_errors_and_the_server_keeps_serving(collector):
    # malformed protobuf
    resp = _post(collector, b"\xff\xff\xff\xffnot-protobuf")
    assert resp.status_code == 400
    st = _status(resp)
    assert st.code == code_pb2.INVALID_ARGUMENT and "not a valid OTLP ExportTraceServiceRequest" in st.message
    # invalid JSON -> JSON Status
    resp = _post(collector, b'{"resourceSpans": [', {"Content-Type": "application/json"})
    assert resp.status_code == 400
    assert "not valid JSON at line 1" in resp.json()["message"]
    # JSON of the wrong shape
    resp = _post(collector, b'{"resourceSpans": {"a": 1}}', {"Content-Type": "application/json"})
    assert resp.status_code == 400 and "resourceSpans: expected a list" in resp.json()["message"]
    # wrong content type
    resp = _post(collector, b"hello", {"Content-Type": "text/plain"})
    assert resp.status_code == 415 and "text/plain" in _status(resp).message
    # unsupported encoding, broken gzip
    resp = _post(collector, b"x", {**PB, "Content-Encoding": "br"})
    assert resp.status_code == 415 and "br" in _status(resp).message
    resp = _post(collector, b"not gzip at all", {**PB, "Content-Encoding": "gzip"})
    assert resp.status_code == 400 and "gzip" in _status(resp).message
    # wrong path
    assert _post(collector, b"", path="/v1/metrics").status_code == 404

    by_reason = collector.counters.snapshot()["requests_rejected_by_reason"]
    assert by_reason == {"malformed_protobuf": 1, "invalid_json": 2, "unsupported_media_type": 1,
                         "unsupported_encoding": 1, "bad_encoding": 1}
    # still serving
    assert _post(collector, numbered_request(0, 3).SerializeToString()).status_code == 200
    assert collector.counters.get("spans_accepted") == 3


def test_size_limit_413_including_gzip_bombs(tmp_path):
    c = make_collector(tmp_path, grpc=False,
                       http=HttpReceiverConfig(endpoint="127.0.0.1:0", max_request_body_size=2000)).start()
    try:
        big = numbered_request(0, 200).SerializeToString()
        assert len(big) > 2000
        resp = _post(c, big)
        assert resp.status_code == 413
        assert _status(resp).code == code_pb2.RESOURCE_EXHAUSTED and "limit of 2000 bytes" in _status(resp).message
        bomb = gzip.compress(b"\x00" * 100_000)
        assert len(bomb) < 2000
        resp = _post(c, bomb, {**PB, "Content-Encoding": "gzip"})
        assert resp.status_code == 413 and "decompressed" in _status(resp).message
        # a request without Content-Length (raw socket) gets 411
        with socket.create_connection(("127.0.0.1", c.http_port), timeout=5) as sock:
            sock.sendall(b"POST /v1/traces HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-protobuf\r\n\r\n")
            assert sock.recv(100).startswith(b"HTTP/1.1 411")
        assert _post(c, numbered_request(0, 2).SerializeToString()).status_code == 200
        assert c.counters.snapshot()["requests_rejected_by_reason"] == {"too_large": 2, "length_required": 1}
    finally:
        c.stop()


def test_bearer_token_auth(tmp_path):
    c = make_collector(tmp_path, grpc=False, http=HttpReceiverConfig(
        endpoint="127.0.0.1:0", auth=AuthConfig(bearer_token="s3cret"))).start()
    try:
        body = numbered_request(0, 2).SerializeToString()
        resp = _post(c, body)
        assert resp.status_code == 401
        assert resp.headers["www-authenticate"].startswith("Bearer")
        assert _status(resp).code == code_pb2.UNAUTHENTICATED
        assert _post(c, body, {**PB, "Authorization": "Bearer wrong"}).status_code == 401
        assert httpx.get(c.http_url + "/api/cases").status_code == 401
        assert httpx.get(c.http_url + "/api/health").status_code == 200  # liveness stays open
        assert _post(c, body, {**PB, "Authorization": "Bearer s3cret"}).status_code == 200
        assert httpx.get(c.http_url + "/api/metrics", headers={"Authorization": "Bearer s3cret"}).json()[
            "spans_accepted"] == 2
        exporter = OTLPSpanExporter(endpoint=c.http_url + "/v1/traces", headers={"Authorization": "Bearer s3cret"})
        provider = provider_for(exporter)
        emit_memory_story(provider)
        provider.shutdown()
        assert c.counters.get("spans_accepted") == 7
        assert c.counters.snapshot()["requests_rejected_by_reason"] == {"unauthenticated": 2}
    finally:
        c.stop()


def test_tls(tmp_path, monkeypatch):
    # requests lets these override the exporter's certificate_file (psf/requests#3829)
    monkeypatch.delenv("REQUESTS_CA_BUNDLE", raising=False)
    monkeypatch.delenv("CURL_CA_BUNDLE", raising=False)
    pair = self_signed_cert(tmp_path)
    if pair is None:
        pytest.skip("openssl CLI not available to make a test certificate")
    cert, key = pair
    c = make_collector(tmp_path, grpc=False, http=HttpReceiverConfig(
        endpoint="127.0.0.1:0", tls=TLSServerConfig(cert_file=str(cert), key_file=str(key)))).start()
    try:
        assert c.http_url.startswith("https://")
        exporter = OTLPSpanExporter(endpoint=c.http_url + "/v1/traces", certificate_file=str(cert), timeout=5)
        provider = provider_for(exporter)
        emit_memory_story(provider)
        provider.shutdown()
        assert c.counters.get("spans_accepted") == 5
        # plaintext to a TLS port fails the handshake; the server keeps serving
        with pytest.raises(httpx.HTTPError):
            httpx.post(f"http://127.0.0.1:{c.http_port}/v1/traces", content=b"x", headers=PB, timeout=3)
        resp = httpx.get(c.http_url + "/api/health", verify=str(cert))
        assert resp.json()["status"] == "ok"
    finally:
        c.stop()


def test_sdk_exporter_reports_failure_on_refusal(tmp_path):
    """The SDK sees 401 as a failed export (not retried forever), and the collector counts it."""
    c = make_collector(tmp_path, grpc=False, http=HttpReceiverConfig(
        endpoint="127.0.0.1:0", auth=AuthConfig(bearer_token="t"))).start()
    try:
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor

        memory = InMemorySpanExporter()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(memory))
        with provider.get_tracer("t").start_as_current_span("x"):
            pass
        result = OTLPSpanExporter(endpoint=c.http_url + "/v1/traces", timeout=5).export(memory.get_finished_spans())
        assert result is SpanExportResult.FAILURE
        assert c.counters.snapshot()["requests_rejected_by_reason"] == {"unauthenticated": 1}
    finally:
        c.stop()
