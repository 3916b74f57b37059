"""The memtrace collector: an OTLP service shaped like the OpenTelemetry Collector.

receivers (OTLP/HTTP, OTLP/gRPC) -> processors (evolution graph, variable index, failed-outcome detector)
-> durable store (SQLite, WAL) -> exporters (OTLP forwarding from a persistent queue with retry).
See docs/collector.md.
"""

from memtrace_otel.collector.config import (
    CollectorConfig,
    ConfigError,
    ExporterConfig,
    GraphProcessorConfig,
    GrpcReceiverConfig,
    HttpReceiverConfig,
    RetryConfig,
    StoreConfig,
    config_from_dict,
    default_config,
    load_config,
)
from memtrace_otel.collector.service import Collector

__all__ = [
    "Collector", "CollectorConfig", "ConfigError", "ExporterConfig", "GraphProcessorConfig", "GrpcReceiverConfig",
    "HttpReceiverConfig", "RetryConfig", "StoreConfig", "config_from_dict", "default_config", "load_config",
]
