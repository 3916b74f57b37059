"""Forward requests to a downstream OTLP/gRPC endpoint; the stored request bytes go on the wire unchanged."""

from __future__ import annotations

from pathlib import Path

import grpc
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2

from memtrace_otel.collector.config import ExporterConfig
from memtrace_otel.collector.exporters.queue import PermanentError, RetryableError

EXPORT_METHOD = "/opentelemetry.proto.collector.trace.v1.TraceService/Export"

# The OTLP spec's retryable gRPC codes.
RETRYABLE_CODES = frozenset({
    grpc.StatusCode.CANCELLED, grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.ABORTED,
    grpc.StatusCode.OUT_OF_RANGE, grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DATA_LOSS,
    grpc.StatusCode.RESOURCE_EXHAUSTED,
})


class OtlpGrpcSender:
    def __init__(self, config: ExporterConfig):
        target = config.endpoint.split("://", 1)[-1]
        self.target = target
        self.timeout = config.timeout
        self.metadata = tuple((k.lower(), v) for k, v in config.headers.items())
        self.compression = grpc.Compression.Gzip if config.compression == "gzip" else grpc.Compression.NoCompression
        if config.insecure:
            self._channel = grpc.insecure_channel(target)
        else:
            root = Path(config.ca_file).read_bytes() if config.ca_file else None
            self._channel = grpc.secure_channel(target, grpc.ssl_channel_credentials(root_certificates=root))
        # No request serializer: the stored bytes are sent as they are.
        self._export = self._channel.unary_unary(
            EXPORT_METHOD, request_serializer=None,
            response_deserializer=trace_service_pb2.ExportTraceServiceResponse.FromString)

    def send(self, body: bytes) -> None:
        try:
            self._export(body, timeout=self.timeout, metadata=self.metadata, compression=self.compression)
        except grpc.RpcError as exc:
            code = exc.code() if hasattr(exc, "code") else grpc.StatusCode.UNKNOWN
            detail = f"Export to {self.target}: {code.name} {exc.details() if hasattr(exc, 'details') else exc}"
            if code in RETRYABLE_CODES:
                raise RetryableError(detail) from exc
            raise PermanentError(detail) from exc

    def close(self) -> None:
        self._channel.close()
