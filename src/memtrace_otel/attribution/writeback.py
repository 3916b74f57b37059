"""Verdicts go back into the telemetry, so a Jaeger or Tempo search on the error type finds them.

For each attributed case two spans are written:
  * ``memtrace.attribution`` in the failed answer's trace (child of the outcome span), linked to the root-cause span
    (often in another trace);
  * ``memtrace.root_cause`` as a child of the root-cause span itself, so the faulty operation shows the marker in
    its own trace.
Both carry ``memtrace.rca.*`` attributes and one ``gen_ai.evaluation.result`` event. For a memory or response fault
both have span status ERROR (description: the error type and the root-cause operation) and ``error.type`` = the error
type, so Jaeger, Tempo and Phoenix draw them as errors; ``AnnotationError`` / ``Undetermined`` verdicts stay UNSET.
The root cause's trace is one click away: ``memtrace.attribution`` has a span link to the root-cause span (Jaeger:
a FOLLOWS_FROM reference; Grafana's trace view: a span link) and carries ``memtrace.rca.root_cause.trace_id``.

:func:`memtrace_otel.attribution.phoenix.annotate_phoenix` also writes the verdict as Phoenix span annotations.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from opentelemetry import trace
from opentelemetry.trace import Link, SpanContext, Status, StatusCode, TraceFlags

from .. import semconv as sc
from .result import Attribution
from .taxonomy import MEMORY_ERRORS


def _ctx(trace_id: Optional[str], span_id: Optional[str]) -> Optional[SpanContext]:
    if not trace_id or not span_id:
        return None
    try:
        ctx = SpanContext(int(trace_id, 16), int(span_id, 16), is_remote=True, trace_flags=TraceFlags(0x01))
    except ValueError:
        return None
    return ctx if ctx.is_valid else None


def verdict_attributes(result: Attribution) -> dict[str, Any]:
    attrs: dict[str, Any] = {
        sc.RCA_ERROR_TYPE: result.error_type,
        sc.RCA_STAGE: result.stage,
        sc.RCA_CONFIDENCE: float(result.confidence),
        sc.RCA_ENGINE: result.engine,
        sc.RCA_CASE_ID: str(result.case_id),
        sc.RCA_REASON: result.reason[:2000],
    }
    if result.error_subtype:
        attrs[sc.RCA_ERROR_SUBTYPE] = result.error_subtype
    if result.trace_id and result.span_id:
        attrs[sc.RCA_ROOT_TRACE_ID] = result.trace_id
        attrs[sc.RCA_ROOT_SPAN_ID] = result.span_id
    if result.op_name:
        attrs[sc.RCA_ROOT_OP_NAME] = result.op_name
    if result.failed_trace_id and result.failed_span_id:
        attrs[sc.RCA_FAILED_TRACE_ID] = result.failed_trace_id
        attrs[sc.RCA_FAILED_SPAN_ID] = result.failed_span_id
    return attrs


def is_fault(result: Attribution) -> bool:
    """A memory or response fault (the verdict spans get status ERROR); not AnnotationError / Undetermined."""
    return result.error_type in MEMORY_ERRORS


def _status(result: Attribution) -> Optional[Status]:
    if not is_fault(result):
        return None
    where = f" at {result.op_name}" if result.op_name else ""
    return Status(StatusCode.ERROR, f"{result.error_type}{where} (case {result.case_id})")


def _event(result: Attribution) -> dict[str, Any]:
    return {
        sc.GEN_AI_EVALUATION_NAME: sc.RCA_EVALUATION_NAME,
        sc.GEN_AI_EVALUATION_SCORE_VALUE: float(result.confidence),
        sc.GEN_AI_EVALUATION_SCORE_LABEL: result.error_type,
        sc.GEN_AI_EVALUATION_EXPLANATION: result.reason[:2000],
    }


def write_verdict(result: Attribution, tracer: Optional[trace.Tracer] = None) -> list[SpanContext]:
    """Emit the verdict spans for one result through ``tracer`` (default: memtrace's tracer)."""
    if tracer is None:
        from ..api import get_tracer

        tracer = get_tracer()
    attrs = verdict_attributes(result)
    status = _status(result)
    if status is not None:
        attrs[sc.ERROR_TYPE] = result.error_type
    written = []
    root = _ctx(result.trace_id, result.span_id)
    failed = _ctx(result.failed_trace_id, result.failed_span_id)
    links = [Link(root, {sc.LINK_RELATION: "root_cause"})] if root is not None else []
    parent = trace.set_span_in_context(trace.NonRecordingSpan(failed)) if failed is not None else None
    span = tracer.start_span(sc.RCA_SPAN_NAME, context=parent, attributes=attrs, links=links)
    span.add_event(sc.GEN_AI_EVALUATION_RESULT_EVENT, _event(result))
    if status is not None:
        span.set_status(status)
    written.append(span.get_span_context())
    span.end()
    if root is not None:
        back = [Link(failed, {sc.LINK_RELATION: "explains"})] if failed is not None else []
        marker = tracer.start_span(sc.RCA_MARKER_SPAN_NAME,
                                   context=trace.set_span_in_context(trace.NonRecordingSpan(root)),
                                   attributes=attrs, links=back)
        marker.add_event(sc.GEN_AI_EVALUATION_RESULT_EVENT, _event(result))
        if status is not None:
            marker.set_status(status)
        written.append(marker.get_span_context())
        marker.end()
    return written


def write_verdicts(results: Iterable[Attribution], tracer: Optional[trace.Tracer] = None) -> int:
    count = 0
    for result in results:
        write_verdict(result, tracer)
        count += 1
    return count
