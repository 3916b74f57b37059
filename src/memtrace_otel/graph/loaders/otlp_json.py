"""OTLP/JSON documents -> :class:`SpanRecord`.

Accepts what the tools people use actually write, not only the spec:

- ``{"resourceSpans": [...]}`` (spec, OTel Collector file exporter, Jaeger storage fixtures),
  ``{"batches": [...]}`` (Tempo v1 API), ``{"trace": {"resourceSpans": [...]}}`` (Tempo v2 API),
  ``{"result": {"resourceSpans": [...]}}`` (Jaeger API v3);
- ``scopeSpans`` or the pre-1.0 ``instrumentationLibrarySpans`` / ``instrumentationLibrary``;
- trace/span ids as hex (spec) or base64 (protobuf's canonical JSON: Tempo, ``MessageToJson``);
- int64 fields as strings or numbers, enums as numbers or names (``"SPAN_KIND_CLIENT"``).

Streaming readers call :func:`records_from_resource_spans` on one ``resourceSpans`` item at a time.
"""

from __future__ import annotations

import base64
import binascii
import json
from decimal import Decimal

from ...span_record import EventRecord, LinkRecord, SpanRecord
from .errors import TraceFormatError
from .ids import SPAN_ID_BYTES, TRACE_ID_BYTES, is_zero, normalize_id
from .otlp_enums import kind_name, status_name

# (wrapper key or None, list key) in the order they are looked for; the path prefix names the location in errors
RESOURCE_SPANS_PATHS = (
    (None, "resourceSpans"),
    (None, "batches"),
    ("trace", "resourceSpans"),
    ("trace", "batches"),
    ("result", "resourceSpans"),
)


def records_from_json(obj: dict, source: str) -> list[SpanRecord]:
    """Convert one parsed OTLP/JSON document (any envelope above) into span records, in document order."""
    blocks, path = resource_spans_blocks(obj, source)
    records: list[SpanRecord] = []
    for index, block in enumerate(blocks):
        records.extend(records_from_resource_spans(block, source, f"{path}[{index}]"))
    return records


def resource_spans_blocks(obj: object, source: str) -> tuple[list, str]:
    """Find the list of ``ResourceSpans`` in a document; returns it with its path for error messages."""
    if not isinstance(obj, dict):
        raise TraceFormatError(source, f"expected an OTLP/JSON object, got {_type_name(obj)}")
    for wrapper, key in RESOURCE_SPANS_PATHS:
        container = obj if wrapper is None else obj.get(wrapper)
        if isinstance(container, dict) and key in container:
            path = key if wrapper is None else f"{wrapper}.{key}"
            blocks = container[key]
            if blocks is None:
                return [], path
            if not isinstance(blocks, list):
                raise TraceFormatError(source, f"{path}: expected a list, got {_type_name(blocks)}")
            return blocks, path
    if isinstance(obj.get("error"), dict):  # Jaeger v3 / grpc-gateway error body
        raise TraceFormatError(source, f"error response: {obj['error'].get('message', obj['error'])}")
    if not obj or (set(obj) <= {"trace", "result", "metrics"} and not any(obj.values())):
        return [], ""  # an empty request ("{}" from MessageToJson) or an empty Tempo/Jaeger result
    raise TraceFormatError(
        source,
        "no resourceSpans, batches, trace.resourceSpans or result.resourceSpans key (found keys: "
        + ", ".join(sorted(map(str, obj))[:10]) + ")",
    )


def records_from_resource_spans(block: object, source: str, where: str) -> list[SpanRecord]:
    """Convert one ``ResourceSpans`` JSON object."""
    if not isinstance(block, dict):
        raise TraceFormatError(source, f"{where}: expected an object, got {_type_name(block)}")
    resource_obj = block.get("resource") or {}
    resource = attributes_from_json(resource_obj.get("attributes"), source, f"{where}.resource.attributes")
    scope_key = "scopeSpans" if "scopeSpans" in block else "instrumentationLibrarySpans"
    records: list[SpanRecord] = []
    for si, scope_spans in enumerate(_list(block.get(scope_key), source, f"{where}.{scope_key}")):
        scope_where = f"{where}.{scope_key}[{si}]"
        if not isinstance(scope_spans, dict):
            raise TraceFormatError(source, f"{scope_where}: expected an object, got {_type_name(scope_spans)}")
        scope = scope_spans.get("scope") or scope_spans.get("instrumentationLibrary") or {}
        scope_name = (scope.get("name") or "") if isinstance(scope, dict) else ""
        for pi, span in enumerate(_list(scope_spans.get("spans"), source, f"{scope_where}.spans")):
            records.append(record_from_span_json(span, resource, str(scope_name), source, f"{scope_where}.spans[{pi}]"))
    return records


def record_from_span_json(span: object, resource: dict, scope_name: str, source: str, where: str) -> SpanRecord:
    if not isinstance(span, dict):
        raise TraceFormatError(source, f"{where}: expected a span object, got {_type_name(span)}")
    parent = span.get("parentSpanId")
    parent_id = None
    if parent:
        parent_id = _id(parent, SPAN_ID_BYTES, source, f"{where}.parentSpanId", allow_zero=True)
        if is_zero(parent_id):
            parent_id = None
    kind = span.get("kind")
    kind_text = "UNSPECIFIED" if kind is None else kind_name(kind)
    if kind_text is None:
        raise TraceFormatError(source, f"{where}.kind: unknown span kind {kind!r}")
    status = span.get("status") or {}
    if not isinstance(status, dict):
        raise TraceFormatError(source, f"{where}.status: expected an object, got {_type_name(status)}")
    code = status.get("code")
    status_text = "UNSET" if code is None else status_name(code)
    if status_text is None:
        raise TraceFormatError(source, f"{where}.status.code: unknown status code {code!r}")
    return SpanRecord(
        trace_id=_id(span.get("traceId"), TRACE_ID_BYTES, source, f"{where}.traceId"),
        span_id=_id(span.get("spanId"), SPAN_ID_BYTES, source, f"{where}.spanId"),
        name=str(span.get("name") or ""),
        parent_span_id=parent_id,
        kind=kind_text,
        start_ns=_int(span.get("startTimeUnixNano"), source, f"{where}.startTimeUnixNano"),
        end_ns=_int(span.get("endTimeUnixNano"), source, f"{where}.endTimeUnixNano"),
        attributes=attributes_from_json(span.get("attributes"), source, f"{where}.attributes"),
        events=[_event(e, source, f"{where}.events[{i}]")
                for i, e in enumerate(_list(span.get("events"), source, f"{where}.events"))],
        links=[_link(link, source, f"{where}.links[{i}]")
               for i, link in enumerate(_list(span.get("links"), source, f"{where}.links"))],
        status_code=status_text,
        status_message=str(status.get("message") or ""),
        resource=dict(resource),
        scope_name=scope_name,
    )


def _event(event: object, source: str, where: str) -> EventRecord:
    if not isinstance(event, dict):
        raise TraceFormatError(source, f"{where}: expected an object, got {_type_name(event)}")
    return EventRecord(
        name=str(event.get("name") or ""),
        time_ns=_int(event.get("timeUnixNano"), source, f"{where}.timeUnixNano"),
        attributes=attributes_from_json(event.get("attributes"), source, f"{where}.attributes"),
    )


def _link(link: object, source: str, where: str) -> LinkRecord:
    if not isinstance(link, dict):
        raise TraceFormatError(source, f"{where}: expected an object, got {_type_name(link)}")
    return LinkRecord(
        trace_id=_id(link.get("traceId"), TRACE_ID_BYTES, source, f"{where}.traceId"),
        span_id=_id(link.get("spanId"), SPAN_ID_BYTES, source, f"{where}.spanId"),
        attributes=attributes_from_json(link.get("attributes"), source, f"{where}.attributes"),
    )


def _id(value: object, n_bytes: int, source: str, where: str, *, allow_zero: bool = False) -> str:
    if value is None or value == "":
        raise TraceFormatError(source, f"{where}: missing or empty id")
    hex_id = normalize_id(value, n_bytes)
    if hex_id is None:
        raise TraceFormatError(source, f"{where}: not hex or base64 of {n_bytes} bytes: {str(value)[:64]!r}")
    if not allow_zero and is_zero(hex_id):
        raise TraceFormatError(source, f"{where}: all-zero id")
    return hex_id


def attributes_from_json(key_values: object, source: str, where: str) -> dict:
    """A JSON ``KeyValue`` list -> dict; keys with an empty value are left out (the SDK never emits them)."""
    out = {}
    for i, kv in enumerate(_list(key_values, source, where)):
        if not isinstance(kv, dict) or "key" not in kv:
            raise TraceFormatError(source, f"{where}[{i}]: expected {{key, value}}, got {str(kv)[:80]}")
        value = any_value_from_json(kv.get("value"), source, f"{where}[{i}].value")
        if value is not None:
            out[str(kv["key"])] = value
    return out


def any_value_from_json(value: object, source: str, where: str):
    """JSON ``AnyValue`` -> str | bool | int | float | tuple (bytes -> hex text, kvlist -> JSON text)."""
    plain = _plain(value, source, where)
    if isinstance(plain, list):
        return tuple(json.dumps(item, ensure_ascii=False) if isinstance(item, (list, dict)) else item
                     for item in plain)
    if isinstance(plain, dict):
        return json.dumps(plain, ensure_ascii=False)
    return plain


def _plain(value: object, source: str, where: str):
    if value is None:
        return None
    if not isinstance(value, dict):
        raise TraceFormatError(source, f"{where}: expected an AnyValue object, got {_type_name(value)}")
    if "stringValue" in value:
        return str(value["stringValue"])
    if "intValue" in value:
        return _int(value["intValue"], source, f"{where}.intValue")
    if "doubleValue" in value:
        return _float(value["doubleValue"], source, f"{where}.doubleValue")
    if "boolValue" in value:
        flag = value["boolValue"]
        if isinstance(flag, str) and flag in ("true", "false"):
            return flag == "true"
        if not isinstance(flag, bool):
            raise TraceFormatError(source, f"{where}.boolValue: not a boolean: {flag!r}")
        return flag
    if "arrayValue" in value:
        items = (value["arrayValue"] or {}).get("values")
        return [_plain(v, source, f"{where}.arrayValue.values[{i}]")
                for i, v in enumerate(_list(items, source, f"{where}.arrayValue.values"))]
    if "kvlistValue" in value:
        items = (value["kvlistValue"] or {}).get("values")
        return {str(kv.get("key")): _plain(kv.get("value"), source, f"{where}.kvlistValue.values[{i}].value")
                for i, kv in enumerate(_list(items, source, f"{where}.kvlistValue.values"))}
    if "bytesValue" in value:
        try:
            return base64.b64decode(str(value["bytesValue"]), validate=True).hex()
        except (binascii.Error, ValueError):
            raise TraceFormatError(source, f"{where}.bytesValue: not base64") from None
    return None


def _int(value: object, source: str, where: str) -> int:
    if value is None:
        return 0
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            pass
    if isinstance(value, (float, Decimal)) and value == int(value):
        return int(value)
    raise TraceFormatError(source, f"{where}: not an integer: {str(value)[:40]!r}")


def _float(value: object, source: str, where: str) -> float:
    if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):  # proto JSON writes "NaN", "Infinity", "-Infinity" as strings
        try:
            return float(value)
        except ValueError:
            pass
    raise TraceFormatError(source, f"{where}: not a number: {str(value)[:40]!r}")


def _list(value: object, source: str, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise TraceFormatError(source, f"{where}: expected a list, got {_type_name(value)}")
    return value


def _type_name(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), type(value).__name__)


__all__ = ["records_from_json", "records_from_resource_spans", "record_from_span_json", "resource_spans_blocks", "any_value_from_json",
           "attributes_from_json"]
