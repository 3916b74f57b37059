"""The traces pipeline both receivers feed: validate -> store (durable) -> wake graph and exporters.

A request is acknowledged only after :meth:`TracesPipeline.consume` returned, i.e. after its bytes and the forwarding
queue entries are committed, its span keys checked against the stored ones (a retried span is reported as a
duplicate and stored once). Only the span ids (and names, for outcome spans) are read from the protobuf here. The
span rows, their index rows (op kind, scope key, variable events) and failed cases are derived from the same request
(``processors/index.py``): in the acknowledged transaction on PostgreSQL, after the acknowledgement from the stored
bytes on SQLite (write-ahead, ``store/sqlite.py``). Decoding whole spans and building the evolution graph happen
after the acknowledgement, in the graph processor's thread (``processors/graph.py``), fed from the commit.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Sequence

from google.protobuf import unknown_fields
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from memtrace_otel import semconv
from memtrace_otel.collector.processors.graph import GraphProcessor
from memtrace_otel.collector.store.base import SpanStore
from memtrace_otel.collector.telemetry import Counters


@dataclass(frozen=True)
class ConsumeResult:
    received: int
    accepted: int
    rejected: int  # spans refused (missing/invalid ids)
    duplicates: int
    message: str  # partial_success.error_message ("" when everything was new and valid)


_LEGACY_SCOPE_SPANS = 1000  # ResourceSpans.instrumentation_library_spans (OTLP < 0.19): same layout as ScopeSpans


def adopt_legacy_scope_spans(request: ExportTraceServiceRequest) -> int:
    """Move spans an old client (OTLP protobuf < 0.19) sent in ``instrumentation_library_spans`` (field 1000, unknown
    to the current schema, so protobuf keeps them as unknown fields and they would be acknowledged but never stored)
    into ``scope_spans``, as the OpenTelemetry Collector does. Returns how many blocks were moved."""
    moved = 0
    for resource_spans in request.resource_spans:
        legacy = [f.data for f in unknown_fields.UnknownFieldSet(resource_spans)
                  if f.field_number == _LEGACY_SCOPE_SPANS and f.wire_type == 2]
        if not legacy:
            continue
        for data in legacy:
            resource_spans.scope_spans.add().MergeFromString(data)
        resource_spans.DiscardUnknownFields()
        moved += len(legacy)
    return moved


def _valid_id(raw: bytes, width: int) -> bool:
    return len(raw) == width and any(raw)


def drop_spans_without_ids(request: ExportTraceServiceRequest, keys: list[tuple[str, str]] | None = None,
                           outcomes: list[tuple[str, str]] | None = None) -> tuple[int, int, list[str]]:
    """Remove spans whose trace/span id (or a link's) is missing or malformed, in place; append the (trace_id,
    span_id) hex keys of the spans kept to ``keys`` and those of outcome spans to ``outcomes``, in request order.

    Returns (spans in the request, spans removed, descriptions of the first few removed)."""
    outcome_name = semconv.OUTCOME_SPAN_NAME
    total = removed = 0
    problems: list[str] = []
    for ri, resource_spans in enumerate(request.resource_spans):
        for si, scope_spans in enumerate(resource_spans.scope_spans):
            spans = scope_spans.spans
            total += len(spans)
            bad = []
            for pi, span in enumerate(spans):
                what = None
                trace_id, span_id = span.trace_id, span.span_id
                if not _valid_id(trace_id, 16):
                    what = "traceId"
                elif not _valid_id(span_id, 8):
                    what = "spanId"
                else:
                    for li, link in enumerate(span.links):
                        if not (_valid_id(link.trace_id, 16) and _valid_id(link.span_id, 8)):
                            what = f"links[{li}] id"
                            break
                if what is None:
                    if keys is not None:
                        key = (trace_id.hex(), span_id.hex())
                        keys.append(key)
                        if outcomes is not None and span.name == outcome_name:
                            outcomes.append(key)
                else:
                    bad.append(pi)
                    if len(problems) < 3:
                        problems.append(f"resourceSpans[{ri}].scopeSpans[{si}].spans[{pi}] "
                                        f"({span.name or 'unnamed'}): missing or invalid {what}")
            for pi in reversed(bad):
                del spans[pi]
            removed += len(bad)
    return total, removed, problems


class TracesPipeline:
    def __init__(self, store: SpanStore, graph: GraphProcessor, counters: Counters, exporter_names: Sequence[str],
                 decision_wait: float, on_stored: Callable[[bool], None] = lambda has_cases: None):
        self.store = store
        self.graph = graph
        self.counters = counters
        self.exporter_names = list(exporter_names)
        self.decision_wait = decision_wait
        self._on_stored = on_stored

    def consume(self, request: ExportTraceServiceRequest, raw: bytes | None) -> ConsumeResult:
        """Store and process one decoded request; ``raw`` is its wire form (None: re-serialize).

        Raises StoreError when the store cannot persist it (receivers answer "unavailable, retry")."""
        if adopt_legacy_scope_spans(request):
            raw = None  # stored and forwarded in the current layout
        keys: list[tuple[str, str]] = []
        outcomes: list[tuple[str, str]] = []
        total, removed, problems = drop_spans_without_ids(request, keys, outcomes)
        self.counters.add("spans_received", total)
        if removed:
            self.counters.add("spans_rejected", removed)
        body = raw if (raw is not None and not removed) else request.SerializeToString()
        now_ns = time.time_ns()
        if keys:
            try:
                result = self.store.append_request(body, request, keys, self.exporter_names, now_ns,
                                                   on_commit=self.graph.committed)
            except Exception:
                self.counters.add("spans_rejected", len(keys))
                raise
            accepted, duplicates = result.accepted, result.duplicates
            if accepted:
                if outcomes and duplicates:
                    new = set(result.new_keys)
                    outcomes = [key for key in outcomes if key in new]
                self._on_stored(bool(outcomes))  # an outcome may be a failed case: wake the attribution worker
        else:
            accepted = duplicates = 0
        self.counters.add("spans_accepted", accepted)
        self.counters.add("spans_duplicate", duplicates)
        messages = []
        if removed:
            messages.append(f"{removed} span(s) rejected for missing or invalid trace/span ids: " + "; ".join(problems)
                            + (" ..." if removed > len(problems) else ""))
        if duplicates:
            messages.append(f"{duplicates} duplicate span(s) ignored: already stored with the same trace and span id")
        return ConsumeResult(total, accepted, removed, duplicates, " | ".join(messages))
