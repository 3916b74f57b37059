"""OTLP/gRPC receiver: ``opentelemetry.proto.collector.trace.v1.TraceService/Export``.

The method is registered with a raw-bytes handler (no request deserializer) so the exact wire bytes can be stored
and forwarded, and so a malformed protobuf gets a clear INVALID_ARGUMENT instead of grpc's generic error.
Status codes: UNAUTHENTICATED without the bearer token, RESOURCE_EXHAUSTED above the size limit,
INVALID_ARGUMENT for undecodable payloads, UNAVAILABLE when the store cannot persist (the client retries).
"""

from __future__ import annotations

import logging
from concurrent import futures
from pathlib import Path

import grpc
from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2

from memtrace_otel.collector.config import GrpcReceiverConfig, split_endpoint
from memtrace_otel.collector.pipeline import TracesPipeline
from memtrace_otel.collector.receivers.otlp_http import check_bearer
from memtrace_otel.collector.store.base import StoreError
from memtrace_otel.collector.telemetry import Counters
from memtrace_otel.graph.loaders.errors import TraceFormatError

logger = logging.getLogger(__name__)

# The name trace_service_pb2_grpc.add_TraceServiceServicer_to_server registers; its generated servicer would
# deserialize the request for us, losing the exact wire bytes, hence the generic handler below.
SERVICE_NAME = trace_service_pb2.DESCRIPTOR.services_by_name["TraceService"].full_name


class OtlpGrpcReceiver:
    def __init__(self, config: GrpcReceiverConfig, pipeline: TracesPipeline, counters: Counters):
        self.config = config
        self.pipeline = pipeline
        self.counters = counters
        self._server: grpc.Server | None = None
        self._port = 0

    @property
    def port(self) -> int:
        return self._port

    def start(self) -> None:
        host, port = split_endpoint(self.config.endpoint, "receivers.otlp.protocols.grpc.endpoint")
        # grpc's own limit is a hard memory bound at twice ours: messages between the two reach _export, which
        # refuses and counts them; beyond it grpc refuses them itself (same status code, not counted).
        transport_limit = 2 * self.config.max_recv_bytes
        server = grpc.server(
            futures.ThreadPoolExecutor(max_workers=self.config.max_workers, thread_name_prefix="memtrace-otlp-grpc"),
            options=[("grpc.max_receive_message_length", transport_limit), ("grpc.so_reuseport", 0)],
            maximum_concurrent_rpcs=self.config.max_concurrent_rpcs,
        )
        handler = grpc.method_handlers_generic_handler(SERVICE_NAME, {
            "Export": grpc.unary_unary_rpc_method_handler(
                self._export, request_deserializer=None,
                response_serializer=trace_service_pb2.ExportTraceServiceResponse.SerializeToString),
        })
        server.add_generic_rpc_handlers((handler,))
        address = f"{host}:{port}"
        if self.config.tls.enabled:
            creds = grpc.ssl_server_credentials([(Path(self.config.tls.key_file).read_bytes(),
                                                  Path(self.config.tls.cert_file).read_bytes())])
            self._port = server.add_secure_port(address, creds)
        else:
            self._port = server.add_insecure_port(address)
        if self._port == 0:
            raise OSError(f"OTLP/gRPC receiver cannot bind {address}")
        server.start()
        self._server = server
        logger.info("OTLP/gRPC receiver listening on %s:%d", host, self._port)

    def stop(self, grace: float = 2.0) -> None:
        if self._server is not None:
            self._server.stop(grace).wait(grace + 1)
            self._server = None

    def _export(self, body: bytes, context: grpc.ServicerContext) -> trace_service_pb2.ExportTraceServiceResponse:
        counters = self.counters
        counters.add("requests_received")
        token = self.config.auth.bearer_token
        if token:
            metadata = dict(context.invocation_metadata() or ())
            if not check_bearer(metadata.get("authorization"), token):
                counters.reject_request("unauthenticated")
                context.abort(grpc.StatusCode.UNAUTHENTICATED,
                              "missing or wrong bearer token (metadata authorization: Bearer ...)")
        limit = self.config.max_recv_bytes
        if len(body) > limit:
            counters.reject_request("too_large")
            context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED,
                          f"request of {len(body)} bytes exceeds the limit of {limit} bytes")
        try:
            request = trace_service_pb2.ExportTraceServiceRequest.FromString(body)
        except (DecodeError, ValueError) as exc:
            counters.reject_request("malformed_protobuf")
            context.abort(grpc.StatusCode.INVALID_ARGUMENT,
                          f"payload is not a valid OTLP ExportTraceServiceRequest protobuf: {exc}")
        try:
            result = self.pipeline.consume(request, body)
        except TraceFormatError as exc:
            counters.reject_request("invalid_spans")
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"cannot read spans: {exc.detail}")
        except StoreError as exc:
            logger.error("store cannot persist request: %s", exc)
            counters.reject_request("store_unavailable")
            context.abort(grpc.StatusCode.UNAVAILABLE, "the collector cannot persist data right now; retry later")
        response = trace_service_pb2.ExportTraceServiceResponse()
        if result.rejected or result.message:
            response.partial_success.rejected_spans = result.rejected
            response.partial_success.error_message = result.message
        return response
