"""The collector's own counters, served as JSON on /api/metrics and as OpenTelemetry metrics.

Counters are process-local (like the Collector's ``otelcol_receiver_accepted_spans``); queue depth, store size and
case counts are read from the store, so they survive restarts.

Failure-mode counter: ``memtrace.collector.failures.attributed`` counts the failed answers the collector attributed,
by ``error.type`` (the verdict: ``UpdateError``, ``RetrievalError``...), ``memtrace.op.name`` /
``memtrace.op.kind`` (the root-cause operation; ``none`` when no operation is to blame) and ``memtrace.op.system``
(the memory system of the root-cause operation, else of the answer; ``unknown`` when neither says).
"""

from __future__ import annotations

import threading
from typing import Any, Iterable

# the running Collector (collector.service) is passed in; it is not imported here, so service -> api/telemetry is
# the only direction between them
Collector = Any

METER_NAME = "memtrace_otel.collector"

# counter name -> (OTel metric name, description)
SPAN_COUNTERS = {
    "spans_received": ("memtrace.collector.spans.received", "Spans in requests that reached a receiver"),
    "spans_accepted": ("memtrace.collector.spans.accepted", "Spans newly stored (acknowledged)"),
    "spans_rejected": ("memtrace.collector.spans.rejected", "Spans refused (missing ids, or request refused)"),
    "spans_duplicate": ("memtrace.collector.spans.duplicate", "Spans already stored, ignored (idempotent retry)"),
    "spans_forwarded": ("memtrace.collector.spans.forwarded", "Spans delivered downstream (per exporter)"),
    "spans_dropped": ("memtrace.collector.spans.dropped", "Spans an exporter gave up on"),
}
OTHER_COUNTERS = {
    "requests_received": ("memtrace.collector.requests.received", "Export requests that reached a receiver"),
    "requests_rejected": ("memtrace.collector.requests.rejected", "Export requests refused as a whole, by reason"),
    "export_failures": ("memtrace.collector.export.failures", "Failed delivery attempts (retried or dropped)"),
}
FAILURES_METRIC = "memtrace.collector.failures.attributed"
FAILURES_DESCRIPTION = "Failed answers attributed, by error type, root-cause operation and memory system"
# the attribute keys of FAILURES_METRIC (OpenTelemetry's error.type; memtrace's op name, kind and system)
FAILURE_KEYS = ("error.type", "memtrace.op.name", "memtrace.op.kind", "memtrace.op.system")


class Counters:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values: dict[str, int] = {name: 0 for name in (*SPAN_COUNTERS, *OTHER_COUNTERS)}
        self._rejected_by_reason: dict[str, int] = {}
        self._failures: dict[tuple[str, str, str, str], int] = {}

    def add(self, name: str, value: int = 1) -> None:
        if value:
            with self._lock:
                self._values[name] = self._values.get(name, 0) + value

    def reject_request(self, reason: str, spans: int = 0) -> None:
        with self._lock:
            self._values["requests_rejected"] += 1
            self._values["spans_rejected"] += spans
            self._rejected_by_reason[reason] = self._rejected_by_reason.get(reason, 0) + 1

    def attributed_failure(self, error_type: str, op_name: str, op_kind: str, system: str) -> None:
        key = (error_type or "unknown", op_name or "none", op_kind or "none", system or "unknown")
        with self._lock:
            self._failures[key] = self._failures.get(key, 0) + 1

    def failures(self) -> list[tuple[dict[str, str], int]]:
        """(attributes, count) per error type, root-cause operation and memory system, sorted."""
        with self._lock:
            items = sorted(self._failures.items())
        return [(dict(zip(FAILURE_KEYS, key)), n) for key, n in items]

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            data: dict[str, Any] = dict(self._values)
            data["requests_rejected_by_reason"] = dict(self._rejected_by_reason)
        data["failures_attributed"] = [{"error_type": a["error.type"], "operation": a["memtrace.op.name"],
                                        "op_kind": a["memtrace.op.kind"], "system": a["memtrace.op.system"],
                                        "count": n} for a, n in self.failures()]
        return data

    def get(self, name: str) -> int:
        with self._lock:
            return self._values.get(name, 0)


def install_metrics(meter_provider: Any, collector: "Collector") -> None:
    """Register observable counters and gauges on ``meter_provider`` reading the collector's live state."""
    from opentelemetry.metrics import CallbackOptions, Observation

    meter = meter_provider.get_meter(METER_NAME)
    counters = collector.counters

    def counter_callback(name: str):
        def callback(options: CallbackOptions) -> Iterable[Observation]:
            return [Observation(counters.get(name))]
        return callback

    for name, (metric, description) in SPAN_COUNTERS.items():
        meter.create_observable_counter(metric, callbacks=[counter_callback(name)], unit="{span}",
                                        description=description)
    meter.create_observable_counter("memtrace.collector.requests.received",
                                    callbacks=[counter_callback("requests_received")], unit="{request}",
                                    description=OTHER_COUNTERS["requests_received"][1])
    meter.create_observable_counter("memtrace.collector.export.failures",
                                    callbacks=[counter_callback("export_failures")], unit="{attempt}",
                                    description=OTHER_COUNTERS["export_failures"][1])

    def rejected_requests(options: CallbackOptions) -> Iterable[Observation]:
        by_reason = counters.snapshot()["requests_rejected_by_reason"]
        return [Observation(n, {"reason": reason}) for reason, n in sorted(by_reason.items())]

    meter.create_observable_counter("memtrace.collector.requests.rejected", callbacks=[rejected_requests],
                                    unit="{request}", description=OTHER_COUNTERS["requests_rejected"][1])

    def failures(options: CallbackOptions) -> Iterable[Observation]:
        return [Observation(n, attrs) for attrs, n in counters.failures()]

    meter.create_observable_counter(FAILURES_METRIC, callbacks=[failures], unit="{case}",
                                    description=FAILURES_DESCRIPTION)

    def queue_depth(options: CallbackOptions) -> Iterable[Observation]:
        return [Observation(n, {"exporter": name}) for name, n in sorted(collector.queue_depths().items())]

    def store_size(options: CallbackOptions) -> Iterable[Observation]:
        return [Observation(collector.store.size_bytes())]

    def cases(options: CallbackOptions) -> Iterable[Observation]:
        return [Observation(n, {"state": state}) for state, n in sorted(collector.case_counts().items())]

    meter.create_observable_gauge("memtrace.collector.queue.depth", callbacks=[queue_depth], unit="{request}",
                                  description="Requests waiting to be forwarded, per exporter")
    meter.create_observable_gauge("memtrace.collector.store.size", callbacks=[store_size], unit="By",
                                  description="Size of the SQLite store (database + WAL)")
    meter.create_observable_gauge("memtrace.collector.cases", callbacks=[cases], unit="{case}",
                                  description="Failed-outcome cases by attribution state")


def make_meter_provider(config: Any) -> Any | None:
    """A MeterProvider for ``service.telemetry.metrics`` (None when the exporter is ``none``)."""
    if config.exporter == "none":
        return None
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import ConsoleMetricExporter, PeriodicExportingMetricReader

    if config.exporter == "console":
        exporter = ConsoleMetricExporter()
    elif config.exporter == "otlp":
        from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter

        exporter = OTLPMetricExporter(endpoint=config.endpoint or None, insecure=True)
    else:
        from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter as HttpMetricExporter

        exporter = HttpMetricExporter(endpoint=config.endpoint or None)
    reader = PeriodicExportingMetricReader(exporter, export_interval_millis=int(config.interval * 1000))
    return MeterProvider(metric_readers=[reader])
