"""OTLP/JSON documents -> :class:`SpanRecord`.

Accepts what the tools people use actually write, not only the spec:

- ``{"resourceSpans": [...]}`` (spec, OTel Collector file exporter, Jaeger storage fixtures),
  ``{"batches": [...]}`` (Tempo v1 API), ``{"trace": {"resourceSpans": [...]}}`` (Tempo v2 API),
  ``{"result": {"resourceSpans": [...]}}`` (Jaeger API v3);
- ``scopeSpans`` or the pre-1.0 ``instrumentationLibrarySpans`` / ``instrumentationLibrary``;
- trace/span ids as hex (spec) or base64 (protobuf's canonical JSON: Tempo, ``MessageToJson``);
- int64 fields as strings or numbers, enums as numbers or names (``"SPAN_KIND_CLIENT"``).

Error locations are built only when something is wrong (:class:`FieldError` carries a path relative to the
object being converted; each caller prepends its own), keeping the common path cheap.
Streaming readers call :func:`record_from_span_json` on one span at a time.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from decimal import Decimal

from ...span_record import EventRecord, LinkRecord, SpanRecord
from .errors import TraceFormatError
from .ids import SPAN_ID_BYTES, TRACE_ID_BYTES, is_zero, normalize_id
from .otlp_enums import kind_name, status_name

_LOWER_HEX = re.compile(r"[0-9a-f]+").fullmatch  # an id already as every loader hands it out

# (wrapper key or None, list key) in the order they are looked for
RESOURCE_SPANS_PATHS = (
    (None, "resourceSpans"),
    (None, "batches"),
    ("trace", "resourceSpans"),
    ("trace", "batches"),
    ("result", "resourceSpans"),
)


class FieldError(ValueError):
    """A fault at ``path`` relative to the object being converted."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path, self.message = path, message

    def inside(self, prefix: str) -> "FieldError":
        if not self.path:
            return FieldError(prefix, self.message)
        return FieldError(prefix + ("" if self.path.startswith("[") else ".") + self.path, self.message)

    def at(self, source: str, prefix: str = "") -> TraceFormatError:
        located = self.inside(prefix) if prefix else self
        return TraceFormatError(source, f"{located.path}: {located.message}" if located.path else located.message)


def records_from_json(obj: dict, source: str) -> list[SpanRecord]:
    """Convert one parsed OTLP/JSON document (any envelope above) into span records, in document order."""
    blocks, path = resource_spans_blocks(obj, source)
    records: list[SpanRecord] = []
    for index, block in enumerate(blocks):
        try:
            records.extend(records_from_resource_spans(block))
        except FieldError as exc:
            raise exc.at(source, f"{path}[{index}]") from None
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


def records_from_resource_spans(block: object) -> list[SpanRecord]:
    """Convert one ``ResourceSpans`` JSON object; faults raise :class:`FieldError` relative to it."""
    if not isinstance(block, dict):
        raise FieldError("", f"expected an object, got {_type_name(block)}")
    resource = resource_from_json(block.get("resource"))
    scope_key = "scopeSpans" if "scopeSpans" in block else "instrumentationLibrarySpans"
    records: list[SpanRecord] = []
    for si, scope_spans in enumerate(_list(block.get(scope_key), scope_key)):
        try:
            if not isinstance(scope_spans, dict):
                raise FieldError("", f"expected an object, got {_type_name(scope_spans)}")
            scope_name = scope_name_from_json(scope_spans)
            for pi, span in enumerate(_list(scope_spans.get("spans"), "spans")):
                try:
                    records.append(record_from_span_json(span, resource, scope_name))
                except FieldError as exc:
                    raise exc.inside(f"spans[{pi}]") from None
        except FieldError as exc:
            raise exc.inside(f"{scope_key}[{si}]") from None
    return records


def resource_from_json(resource: object) -> dict:
    if resource is None:
        return {}
    if not isinstance(resource, dict):
        raise FieldError("resource", f"expected an object, got {_type_name(resource)}")
    try:
        return attributes_from_json(resource.get("attributes"))
    except FieldError as exc:
        raise exc.inside("resource.attributes") from None


def scope_name_from_json(scope_spans: dict) -> str:
    scope = scope_spans.get("scope") or scope_spans.get("instrumentationLibrary") or {}
    return str(scope.get("name") or "") if isinstance(scope, dict) else ""


def record_from_span_json(span: object, resource: dict, scope_name: str) -> SpanRecord:
    """Convert one span object; faults raise :class:`FieldError` relative to the span."""
    if type(span) is not dict:
        raise FieldError("", f"expected a span object, got {_type_name(span)}")
    parent_id = None
    parent = span.get("parentSpanId")
    if parent:
        parent_id = _id(parent, SPAN_ID_BYTES, "parentSpanId", allow_zero=True)
        if is_zero(parent_id):
            parent_id = None
    kind = span.get("kind")
    kind_text = "UNSPECIFIED" if kind is None else kind_name(kind)
    if kind_text is None:
        raise FieldError("kind", f"unknown span kind {kind!r}")
    status = span.get("status") or {}
    if type(status) is not dict:
        raise FieldError("status", f"expected an object, got {_type_name(status)}")
    code = status.get("code")
    status_text = "UNSET" if code is None else status_name(code)
    if status_text is None:
        raise FieldError("status.code", f"unknown status code {code!r}")
    events = span.get("events")
    links = span.get("links")
    return SpanRecord(
        trace_id=_id(span.get("traceId"), TRACE_ID_BYTES, "traceId"),
        span_id=_id(span.get("spanId"), SPAN_ID_BYTES, "spanId"),
        name=str(span.get("name") or ""),
        parent_span_id=parent_id,
        kind=kind_text,
        start_ns=_int_field(span.get("startTimeUnixNano"), "startTimeUnixNano"),
        end_ns=_int_field(span.get("endTimeUnixNano"), "endTimeUnixNano"),
        attributes=_attributes_field(span.get("attributes"), "attributes"),
        events=[_event(e, i) for i, e in enumerate(_list(events, "events"))] if events else [],
        links=[_link(link, i) for i, link in enumerate(_list(links, "links"))] if links else [],
        status_code=status_text,
        status_message=str(status.get("message") or ""),
        resource=dict(resource),
        scope_name=scope_name,
    )


def _event(event: object, index: int) -> EventRecord:
    try:
        if type(event) is not dict:
            raise FieldError("", f"expected an object, got {_type_name(event)}")
        return EventRecord(
            name=str(event.get("name") or ""),
            time_ns=_int_field(event.get("timeUnixNano"), "timeUnixNano"),
            attributes=_attributes_field(event.get("attributes"), "attributes"),
        )
    except FieldError as exc:
        raise exc.inside(f"events[{index}]") from None


def _link(link: object, index: int) -> LinkRecord:
    try:
        if type(link) is not dict:
            raise FieldError("", f"expected an object, got {_type_name(link)}")
        return LinkRecord(
            trace_id=_id(link.get("traceId"), TRACE_ID_BYTES, "traceId"),
            span_id=_id(link.get("spanId"), SPAN_ID_BYTES, "spanId"),
            attributes=_attributes_field(link.get("attributes"), "attributes"),
        )
    except FieldError as exc:
        raise exc.inside(f"links[{index}]") from None


def _id(value: object, n_bytes: int, field: str, *, allow_zero: bool = False) -> str:
    if type(value) is str and len(value) == 2 * n_bytes and _LOWER_HEX(value) is not None:
        if allow_zero or value.strip("0"):  # the common case: lowercase hex of the full width, as the spec writes
            return value
        raise FieldError(field, "all-zero id")
    if value is None or value == "":
        raise FieldError(field, "missing or empty id")
    hex_id = normalize_id(value, n_bytes)
    if hex_id is None:
        raise FieldError(field, f"not hex or base64 of {n_bytes} bytes: {str(value)[:64]!r}")
    if not allow_zero and is_zero(hex_id):
        raise FieldError(field, "all-zero id")
    return hex_id


def _attributes_field(key_values: object, field: str) -> dict:
    if not key_values:
        return {}
    try:
        return attributes_from_json(key_values)
    except FieldError as exc:
        raise exc.inside(field) from None


def attributes_from_json(key_values: object) -> dict:
    """A JSON ``KeyValue`` list -> dict; keys with an empty value are left out (the SDK never emits them)."""
    if type(key_values) is list:
        out = _common_attributes(key_values)
        if out is not None:
            return out
    return _attributes_from_json(key_values)


def _common_attributes(key_values: list) -> dict | None:
    """The attributes when every value has one of the shapes nearly all have, read in one tight loop:
    ``{"stringValue": s}``, ``{"intValue": "5"}``, ``{"boolValue": true}``, an array of ``stringValue``s (the values
    :func:`_attributes_from_json` gives them); None at the first other shape, for that general reader to decide
    (errors included)."""
    out = {}
    for kv in key_values:
        if type(kv) is not dict:
            return None
        key = kv.get("key")
        raw = kv.get("value")
        if type(key) is not str or type(raw) is not dict or len(raw) != 1:
            return None
        text = raw.get("stringValue")
        if type(text) is str:
            out[key] = text
            continue
        array = raw.get("arrayValue")
        if array is not None:
            values = _string_array(array)
            if values is _NOT_STRINGS:
                return None
            out[key] = values
            continue
        number = raw.get("intValue")
        if number is not None:
            if type(number) is str and number.isdigit() and number.isascii():
                out[key] = int(number)
                continue
            if type(number) is int:
                out[key] = number
                continue
            return None
        flag = raw.get("boolValue")
        if type(flag) is bool:
            out[key] = flag
            continue
        return None
    return out


def _attributes_from_json(key_values: object) -> dict:
    out = {}
    for i, kv in enumerate(_list(key_values, "")):
        try:
            key = kv["key"]
            raw = kv.get("value")
        except (KeyError, TypeError, AttributeError):
            raise FieldError(f"[{i}]", f"expected {{key, value}}, got {str(kv)[:80]}") from None
        value = _strings(raw)
        if value is _NOT_STRINGS:
            try:
                value = any_value_from_json(raw)
            except FieldError as exc:
                raise exc.inside(f"[{i}].value") from None
        if value is not None:
            out[key if type(key) is str else str(key)] = value
    return out


_NOT_STRINGS = object()


def _strings(raw: object):
    """The two shapes most attributes have, read directly: ``{"stringValue": s}`` -> s and an array of those ->
    a tuple of str (what :func:`any_value_from_json` gives for them); anything else -> ``_NOT_STRINGS``."""
    if type(raw) is not dict or len(raw) != 1:
        return _NOT_STRINGS
    text = raw.get("stringValue")
    if type(text) is str:
        return text
    return _string_array(raw.get("arrayValue"))


def _string_array(array: object):
    """An ``arrayValue`` of ``stringValue`` s -> a tuple of str; any other shape -> ``_NOT_STRINGS``."""
    if type(array) is not dict or len(array) != 1:
        return _NOT_STRINGS
    items = array.get("values")
    if type(items) is not list:
        return _NOT_STRINGS
    out = []
    for item in items:
        text = item.get("stringValue") if type(item) is dict and len(item) == 1 else None
        if type(text) is not str:
            return _NOT_STRINGS
        out.append(text)
    return tuple(out)


def any_value_from_json(value: object):
    """JSON ``AnyValue`` -> str | bool | int | float | tuple (bytes -> hex text, kvlist -> JSON text)."""
    plain = _plain(value)
    if type(plain) is list:
        return tuple(json.dumps(item, ensure_ascii=False) if isinstance(item, (list, dict)) else item
                     for item in plain)
    if type(plain) is dict:
        return json.dumps(plain, ensure_ascii=False)
    return plain


def _plain(value: object):
    if value is None:
        return None
    if type(value) is not dict:
        raise FieldError("", f"expected an AnyValue object, got {_type_name(value)}")
    for key, inner in value.items():
        convert = _CONVERTERS.get(key)
        if convert is not None:
            try:
                return convert(inner)
            except FieldError as exc:
                raise exc.inside(key) from None
    return None


def _string(value: object) -> str:
    return value if type(value) is str else str(value)


def _bool(value: object) -> bool:
    if type(value) is bool:
        return value
    if value in ("true", "false"):
        return value == "true"
    raise FieldError("", f"not a boolean: {value!r}")


def _float(value: object) -> float:
    if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):  # proto JSON writes "NaN", "Infinity", "-Infinity" as strings
        try:
            return float(value)
        except ValueError:
            pass
    raise FieldError("", f"not a number: {str(value)[:40]!r}")


def _array(value: object) -> list:
    items = value.get("values") if isinstance(value, dict) else None
    out = []
    for i, item in enumerate(_list(items, "values")):
        try:
            out.append(_plain(item))
        except FieldError as exc:
            raise exc.inside(f"values[{i}]") from None
    return out


def _kvlist(value: object) -> dict:
    items = value.get("values") if isinstance(value, dict) else None
    out = {}
    for i, kv in enumerate(_list(items, "values")):
        try:
            if not isinstance(kv, dict):
                raise FieldError("", f"expected {{key, value}}, got {str(kv)[:80]}")
            out[str(kv.get("key"))] = _plain(kv.get("value"))
        except FieldError as exc:
            raise exc.inside(f"values[{i}]") from None
    return out


def _bytes(value: object) -> str:
    try:
        return base64.b64decode(str(value), validate=True).hex()
    except (binascii.Error, ValueError):
        raise FieldError("", "not base64") from None


def _int(value: object) -> int:
    if type(value) is int:
        return value
    if type(value) is str:
        try:
            return int(value)
        except ValueError:
            pass
    elif isinstance(value, (float, Decimal)) and value == int(value):
        return int(value)
    raise FieldError("", f"not an integer: {str(value)[:40]!r}")


_CONVERTERS = {
    "stringValue": _string, "intValue": _int, "doubleValue": _float, "boolValue": _bool,
    "arrayValue": _array, "kvlistValue": _kvlist, "bytesValue": _bytes,
}


def _int_field(value: object, field: str) -> int:
    if value is None:
        return 0
    if type(value) is int:
        return value
    if type(value) is str and value.isdigit() and value.isascii():  # "1796610187673998189", as the spec writes
        return int(value)
    try:
        return _int(value)
    except FieldError as exc:
        raise exc.inside(field) from None


def _list(value: object, field: str) -> list:
    if value is None:
        return []
    if type(value) is not list:
        raise FieldError(field, f"expected a list, got {_type_name(value)}")
    return value


def _type_name(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), type(value).__name__)
