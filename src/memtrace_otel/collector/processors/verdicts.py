"""Write attribution verdicts back into the pipeline as spans, so they are stored and forwarded downstream.

``memtrace_otel.attribution.writeback.write_verdict`` emits ``memtrace.attribution`` (in the failed answer's trace)
and ``memtrace.root_cause`` (under the root-cause span) through a private tracer; the finished spans are encoded
as one OTLP request and consumed like any received request: stored, added to the graph as verdicts, queued for
every exporter, so a Jaeger or Tempo search on ``memtrace.rca.error_type`` finds them.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

logger = logging.getLogger(__name__)

SERVICE_NAME = "memtrace-collector"


class VerdictWriter:
    def __init__(self, consume: Callable[[ExportTraceServiceRequest, bytes], Any]):
        self._consume = consume
        self._provider = None
        self._exporter = None

    def _tracer(self):
        if self._provider is None:
            from opentelemetry.sdk.resources import Resource
            from opentelemetry.sdk.trace import TracerProvider
            from opentelemetry.sdk.trace.export import SimpleSpanProcessor
            from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

            self._exporter = InMemorySpanExporter()
            self._provider = TracerProvider(resource=Resource.create({"service.name": SERVICE_NAME}))
            self._provider.add_span_processor(SimpleSpanProcessor(self._exporter))
        return self._provider.get_tracer("memtrace_otel.collector")

    def write(self, result: Any) -> int:
        """Emit and consume the verdict spans of one attribution result; returns how many spans were written.

        Results that are not an ``Attribution`` (custom attribute callables returning dicts) are skipped."""
        try:
            from memtrace_otel.attribution.result import Attribution
            from memtrace_otel.attribution.writeback import write_verdict
        except ImportError:
            return 0
        if not isinstance(result, Attribution):
            return 0
        from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

        tracer = self._tracer()
        self._exporter.clear()
        write_verdict(result, tracer)
        spans = self._exporter.get_finished_spans()
        self._exporter.clear()
        if not spans:
            return 0
        request = encode_spans(spans)
        self._consume(request, request.SerializeToString())
        return len(spans)

    def shutdown(self) -> None:
        if self._provider is not None:
            self._provider.shutdown()
