"""OTLP/gRPC receiver: the real SDK gRPC exporter, and raw grpc calls for auth, size, malformed payloads."""

from __future__ import annotations

import grpc
import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2, trace_service_pb2_grpc

from collector_support import (
    emit_memory_story,
    make_collector,
    make_request,
    make_span,
    numbered_request,
    provider_for,
    self_signed_cert,
)
from memtrace_otel.collector.config import AuthConfig, GrpcReceiverConfig, TLSServerConfig

EXPORT = "/opentelemetry.proto.collector.trace.v1.TraceService/Export"


def _raw_export(channel: grpc.Channel):
    return channel.unary_unary(EXPORT, request_serializer=None,
                               response_deserializer=trace_service_pb2.ExportTraceServiceResponse.FromString)


@pytest.fixture
def collector(tmp_path):
    c = make_collector(tmp_path, http=False).start()
    yield c
    c.stop()


def test_sdk_grpc_exporter_end_to_end(collector):
    provider = provider_for(OTLPSpanExporter(endpoint=f"127.0.0.1:{collector.grpc_port}", insecure=True, timeout=5))
    ids = emit_memory_story(provider)
    provider.shutdown()
    assert collector.counters.get("spans_accepted") == 5
    assert collector.store.has_span(ids["outcome_trace"], ids["outcome_span"])
    # (the graph is built in the background: a query waits its sync timeout, 5 s, which a loaded 2-core machine can
    # exceed; wait for it explicitly, as the other graph tests do)
    assert collector.graph.sync(timeout=60)
    graph = collector.graph.trace_graph(ids["answer_trace"])
    assert {op["name"] for op in graph["operations"]} >= {"qa.turn", "mem0.search"}
    assert collector.case_counts()["pending"] == 1


def test_sdk_grpc_exporter_with_gzip(collector):
    from opentelemetry.exporter.otlp.proto.grpc.exporter import Compression

    provider = provider_for(OTLPSpanExporter(endpoint=f"127.0.0.1:{collector.grpc_port}", insecure=True, timeout=5,
                                             compression=Compression.Gzip))
    emit_memory_story(provider)
    provider.shutdown()
    assert collector.counters.get("spans_accepted") == 5


def test_partial_success_and_duplicates_over_grpc(collector):
    with grpc.insecure_channel(f"127.0.0.1:{collector.grpc_port}") as channel:
        stub = trace_service_pb2_grpc.TraceServiceStub(channel)
        req = make_request([make_span(3, 1, "ok"), make_span(0, 0, "idless")])
        resp = stub.Export(req, timeout=5)
        assert resp.partial_success.rejected_spans == 1
        assert "idless" in resp.partial_success.error_message
        resp = stub.Export(req, timeout=5)
        assert "1 duplicate span(s) ignored" in resp.partial_success.error_message
    assert collector.counters.get("spans_accepted") == 1
    assert collector.counters.get("spans_duplicate") == 1
    assert collector.counters.get("spans_rejected") == 2


def test_malformed_payload_and_oversize(tmp_path):
    c = make_collector(tmp_path, http=False, grpc=GrpcReceiverConfig(endpoint="127.0.0.1:0",
                                                                     max_recv_msg_size_mib=0.002)).start()
    try:
        with grpc.insecure_channel(f"127.0.0.1:{c.grpc_port}") as channel:
            export = _raw_export(channel)
            with pytest.raises(grpc.RpcError) as err:
                export(b"\xff\xff\xff\xffgarbage", timeout=5)
            assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
            assert "not a valid OTLP ExportTraceServiceRequest" in err.value.details()

            limit = c.config.grpc.max_recv_bytes
            big = numbered_request(0, 50).SerializeToString()
            assert limit < len(big) <= 2 * limit
            with pytest.raises(grpc.RpcError) as err:
                export(big, timeout=5)
            assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
            assert f"exceeds the limit of {limit} bytes" in err.value.details()
            # far above the limit grpc itself refuses it, with the same status
            with pytest.raises(grpc.RpcError) as err:
                export(numbered_request(0, 400).SerializeToString(), timeout=5)
            assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED

            assert export(numbered_request(0, 3).SerializeToString(), timeout=5).partial_success.rejected_spans == 0
        assert c.counters.snapshot()["requests_rejected_by_reason"] == {"malformed_protobuf": 1, "too_large": 1}
        assert c.counters.get("spans_accepted") == 3
    finally:
        c.stop()


def test_bearer_token_over_grpc(tmp_path):
    c = make_collector(tmp_path, http=False, grpc=GrpcReceiverConfig(
        endpoint="127.0.0.1:0", auth=AuthConfig(bearer_token="tok"))).start()
    try:
        body = numbered_request(0, 2)
        with grpc.insecure_channel(f"127.0.0.1:{c.grpc_port}") as channel:
            stub = trace_service_pb2_grpc.TraceServiceStub(channel)
            with pytest.raises(grpc.RpcError) as err:
                stub.Export(body, timeout=5)
            assert err.value.code() == grpc.StatusCode.UNAUTHENTICATED
            with pytest.raises(grpc.RpcError) as err:
                stub.Export(body, timeout=5, metadata=(("authorization", "Bearer nope"),))
            assert err.value.code() == grpc.StatusCode.UNAUTHENTICATED
            stub.Export(body, timeout=5, metadata=(("authorization", "Bearer tok"),))
        provider = provider_for(OTLPSpanExporter(endpoint=f"127.0.0.1:{c.grpc_port}", insecure=True, timeout=5,
                                                 headers={"authorization": "Bearer tok"}))
        emit_memory_story(provider)
        provider.shutdown()
        assert c.counters.get("spans_accepted") == 7
        assert c.counters.snapshot()["requests_rejected_by_reason"] == {"unauthenticated": 2}
    finally:
        c.stop()


def test_grpc_tls(tmp_path):
    pair = self_signed_cert(tmp_path)
    if pair is None:
        pytest.skip("openssl CLI not available to make a test certificate")
    cert, key = pair
    c = make_collector(tmp_path, http=False, grpc=GrpcReceiverConfig(
        endpoint="127.0.0.1:0", tls=TLSServerConfig(cert_file=str(cert), key_file=str(key)))).start()
    try:
        creds = grpc.ssl_channel_credentials(root_certificates=cert.read_bytes())
        provider = provider_for(OTLPSpanExporter(endpoint=f"localhost:{c.grpc_port}", credentials=creds, timeout=5))
        emit_memory_story(provider)
        provider.shutdown()
        assert c.counters.get("spans_accepted") == 5
    finally:
        c.stop()
