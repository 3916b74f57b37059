"""OTLP/JSON request body -> ``ExportTraceServiceRequest`` protobuf, so JSON input is stored and forwarded as protobuf.

The OTLP/JSON encoding differs from protobuf's canonical JSON mapping in one way that matters: trace and span ids
are hex strings, not base64. Ids are normalized here (hex or base64 accepted); a missing or unreadable id becomes
an empty id, so the span is rejected individually (partial success) instead of failing the whole request.
"""

from __future__ import annotations

import base64
from typing import Any

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from memtrace_otel.graph.loaders.ids import SPAN_ID_BYTES, TRACE_ID_BYTES, normalize_id


class JsonRequestError(ValueError):
    """The JSON body is not an OTLP ExportTraceServiceRequest; the message names the field."""


def _b64_id(value: Any, n_bytes: int) -> str:
    hex_id = normalize_id(value, n_bytes) if value else None
    return base64.b64encode(bytes.fromhex(hex_id)).decode("ascii") if hex_id else ""


def _fix_ids(span: Any, where: str) -> None:
    if not isinstance(span, dict):
        raise JsonRequestError(f"{where}: expected a span object, got {type(span).__name__}")
    span["traceId"] = _b64_id(span.get("traceId"), TRACE_ID_BYTES)
    span["spanId"] = _b64_id(span.get("spanId"), SPAN_ID_BYTES)
    if span.get("parentSpanId"):
        span["parentSpanId"] = _b64_id(span["parentSpanId"], SPAN_ID_BYTES)
    links = span.get("links") or []
    if not isinstance(links, list):
        raise JsonRequestError(f"{where}.links: expected a list")
    for li, link in enumerate(links):
        if not isinstance(link, dict):
            raise JsonRequestError(f"{where}.links[{li}]: expected an object")
        link["traceId"] = _b64_id(link.get("traceId"), TRACE_ID_BYTES)
        link["spanId"] = _b64_id(link.get("spanId"), SPAN_ID_BYTES)


def _list(value: Any, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise JsonRequestError(f"{where}: expected a list, got {type(value).__name__}")
    return value


def request_from_json(obj: Any) -> ExportTraceServiceRequest:
    if not isinstance(obj, dict):
        raise JsonRequestError(f"top level: expected an object with resourceSpans, got {type(obj).__name__}")
    for ri, resource_spans in enumerate(_list(obj.get("resourceSpans"), "resourceSpans")):
        if not isinstance(resource_spans, dict):
            raise JsonRequestError(f"resourceSpans[{ri}]: expected an object")
        # Pre-1.0 OTLP names; ParseDict would silently ignore them (and the spans in them), also next to scopeSpans.
        if "instrumentationLibrarySpans" in resource_spans:
            legacy = resource_spans.pop("instrumentationLibrarySpans")
            for block in legacy if isinstance(legacy, list) else ():
                if isinstance(block, dict) and "instrumentationLibrary" in block:
                    block["scope"] = block.pop("instrumentationLibrary")
            current = resource_spans.get("scopeSpans")
            if isinstance(current, list) and isinstance(legacy, list):
                resource_spans["scopeSpans"] = current + legacy
            elif current is None:
                resource_spans["scopeSpans"] = legacy
        for si, scope_spans in enumerate(_list(resource_spans.get("scopeSpans"), f"resourceSpans[{ri}].scopeSpans")):
            if not isinstance(scope_spans, dict):
                raise JsonRequestError(f"resourceSpans[{ri}].scopeSpans[{si}]: expected an object")
            where = f"resourceSpans[{ri}].scopeSpans[{si}].spans"
            for pi, span in enumerate(_list(scope_spans.get("spans"), where)):
                _fix_ids(span, f"{where}[{pi}]")
    request = ExportTraceServiceRequest()
    try:
        json_format.ParseDict(obj, request, ignore_unknown_fields=True)
    except json_format.ParseError as exc:
        raise JsonRequestError(str(exc)) from None
    return request
