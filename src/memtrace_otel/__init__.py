"""memtrace-otel: OpenTelemetry spans, evolution graphs and root-cause attribution for LLM memory systems."""

__version__ = "0.1.0"
