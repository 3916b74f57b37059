"""Exporters: forward accepted requests downstream (OTLP/HTTP or OTLP/gRPC) from the persistent queue."""

from __future__ import annotations

from memtrace_otel.collector.config import ExporterConfig


def make_sender(config: ExporterConfig):
    """The transport for one configured exporter (``otlphttp`` or ``otlp``)."""
    if config.type == "otlphttp":
        from memtrace_otel.collector.exporters.otlp_http import OtlpHttpSender

        return OtlpHttpSender(config)
    if config.type == "otlp":
        from memtrace_otel.collector.exporters.otlp_grpc import OtlpGrpcSender

        return OtlpGrpcSender(config)
    raise ValueError(f"exporter {config.name}: unknown type {config.type!r}")
