"""Jaeger UI / query-API v1 JSON -> :class:`SpanRecord`.

Three shapes: the API envelope ``{"data": [trace, ...]}``, a bare trace ``{traceID, spans, processes}`` (what the
UI's "Download JSON" writes) and a bare list of spans that embed their ``process`` (Jaeger's anonymizer output).

Mapping (the inverse of Jaeger's OTLP -> v1 translation):

- the first ``CHILD_OF`` reference within the same trace is the parent; every other reference (``FOLLOWS_FROM``,
  extra or cross-trace ``CHILD_OF``) becomes a :class:`LinkRecord` without attributes, since v1 has none;
- typed ``tags`` are attributes (``binary`` -> hex text, like OTLP bytes); the tags Jaeger made out of OTLP fields
  go back to those fields: ``span.kind``, ``otel.status_code``, ``otel.status_description``, ``otel.scope.name``
  (and the older ``otel.library.name``); a boolean ``error=true`` with no ``otel.status_code`` means status ERROR
  and is removed, as Jaeger's own translator does;
- ``logs`` are events named by their ``event`` field; ``process`` serviceName + tags are the resource;
- times are microseconds in v1 and nanoseconds in SpanRecord; 64-bit trace ids are left-padded to 32 hex.
"""

from __future__ import annotations

import base64
import binascii
import logging
from ...span_record import EventRecord, LinkRecord, SpanRecord
from .errors import TraceFormatError
from .ids import SPAN_ID_BYTES, TRACE_ID_BYTES, is_zero, normalize_id

# Field and tag names of the Jaeger v1 model (format vocabulary, not span-model attribute names)
TAG_SPAN_KIND = "span.kind"
TAG_STATUS_CODE = "otel.status_code"
TAG_STATUS_DESCRIPTION = "otel.status_description"
TAG_SCOPE_NAME = "otel.scope.name"
TAG_LIBRARY_NAME = "otel.library.name"
TAG_ERROR = "error"
LOG_EVENT_FIELD = "event"
RESOURCE_SERVICE_NAME = "service.name"
REF_CHILD_OF = "CHILD_OF"
REF_FOLLOWS_FROM = "FOLLOWS_FROM"
logger = logging.getLogger(__name__)

_KINDS = {"client": "CLIENT", "server": "SERVER", "producer": "PRODUCER", "consumer": "CONSUMER",
          "internal": "INTERNAL"}


def records_from_jaeger(obj: object, source: str) -> list[SpanRecord]:
    """Convert a parsed Jaeger v1 document of any of the three shapes, in document order."""
    if isinstance(obj, list):
        return [records_from_jaeger_span(span, None, source, f"[{i}]") for i, span in enumerate(obj)]
    if not isinstance(obj, dict):
        raise TraceFormatError(source, f"expected a Jaeger JSON object or span list, got {type(obj).__name__}")
    if "data" in obj:
        data = obj.get("data")
        if not data and obj.get("errors"):
            raise TraceFormatError(source, f"error response: {_errors_text(obj['errors'])}")
        if data is None:
            return []
        if obj.get("errors"):  # partial results: load what came, say what did not
            logger.warning("%s: Jaeger reported errors for part of the query: %s", source, _errors_text(obj["errors"]))
        if not isinstance(data, list):
            raise TraceFormatError(source, f"data: expected a list of traces, got {type(data).__name__}")
        records: list[SpanRecord] = []
        for i, trace in enumerate(data):
            records.extend(records_from_jaeger_trace(trace, source, f"data[{i}]"))
        return records
    if "spans" in obj:
        return records_from_jaeger_trace(obj, source, "")
    if "spanID" in obj:
        raise TraceFormatError(
            source, "a single Jaeger span object: expected a list of spans, a trace {traceID, spans, processes} "
                    "or an envelope {\"data\": [...]}")
    raise TraceFormatError(
        source, "not Jaeger v1 JSON: no data, spans or span list (found keys: "
                + ", ".join(sorted(map(str, obj))[:10]) + ")")


def records_from_jaeger_trace(trace: object, source: str, where: str) -> list[SpanRecord]:
    """One trace object ``{traceID, spans, processes}``."""
    prefix = f"{where}." if where else ""
    if not isinstance(trace, dict):
        raise TraceFormatError(source, f"{where or 'trace'}: expected a trace object, got {type(trace).__name__}")
    processes = trace.get("processes") or {}
    if not isinstance(processes, dict):
        raise TraceFormatError(source, f"{prefix}processes: expected an object")
    resources = {pid: _process_resource(p, source, f"{prefix}processes.{pid}") for pid, p in processes.items()}
    spans = trace.get("spans") or []
    if not isinstance(spans, list):
        raise TraceFormatError(source, f"{prefix}spans: expected a list, got {type(spans).__name__}")
    return [records_from_jaeger_span(span, resources, source, f"{prefix}spans[{i}]") for i, span in enumerate(spans)]


def records_from_jaeger_span(span: object, resources: dict | None, source: str, where: str) -> SpanRecord:
    """One span; ``resources`` maps processID -> resource (``None`` when spans embed their ``process``)."""
    if not isinstance(span, dict):
        raise TraceFormatError(source, f"{where}: expected a span object, got {type(span).__name__}")
    trace_id = _id(span.get("traceID"), TRACE_ID_BYTES, source, f"{where}.traceID")
    span_id = _id(span.get("spanID"), SPAN_ID_BYTES, source, f"{where}.spanID")
    start_us = _int(span.get("startTime"), source, f"{where}.startTime")
    duration_us = _int(span.get("duration"), source, f"{where}.duration")
    parent, links = _parent_and_links(span, trace_id, source, where)
    attributes = _tags(span.get("tags"), source, f"{where}.tags")
    kind = _KINDS.get(str(attributes.pop(TAG_SPAN_KIND, "")).lower(), "INTERNAL")
    status_code = str(attributes.pop(TAG_STATUS_CODE, "")).upper()
    if status_code not in ("OK", "ERROR"):
        status_code = "UNSET"
    if attributes.get(TAG_ERROR) is True:  # Jaeger writes error=true for every ERROR status
        del attributes[TAG_ERROR]
        if status_code == "UNSET":
            status_code = "ERROR"
    status_message = str(attributes.pop(TAG_STATUS_DESCRIPTION, ""))
    scope_name = attributes.pop(TAG_SCOPE_NAME, None)
    if scope_name is None:
        scope_name = attributes.pop(TAG_LIBRARY_NAME, "")
    return SpanRecord(
        trace_id=trace_id,
        span_id=span_id,
        name=str(span.get("operationName") or ""),
        parent_span_id=parent,
        kind=kind,
        start_ns=start_us * 1000,
        end_ns=(start_us + duration_us) * 1000,
        attributes=attributes,
        events=[_log_event(log, source, f"{where}.logs[{i}]")
                for i, log in enumerate(_list(span.get("logs"), source, f"{where}.logs"))],
        links=links,
        status_code=status_code,
        status_message=status_message,
        resource=dict(_span_resource(span, resources, source, where)),
        scope_name=str(scope_name),
    )


def _span_resource(span: dict, resources: dict | None, source: str, where: str) -> dict:
    if "process" in span:
        return _process_resource(span["process"], source, f"{where}.process")
    process_id = span.get("processID")
    if process_id is None:
        return {}
    if resources is None or process_id not in resources:
        raise TraceFormatError(source, f"{where}.processID: {process_id!r} is not in the trace's processes")
    return resources[process_id]


def _process_resource(process: object, source: str, where: str) -> dict:
    if process is None:
        return {}
    if not isinstance(process, dict):
        raise TraceFormatError(source, f"{where}: expected an object, got {type(process).__name__}")
    resource = _tags(process.get("tags"), source, f"{where}.tags")
    if process.get("serviceName") is not None:
        resource[RESOURCE_SERVICE_NAME] = str(process["serviceName"])
    return resource


def _parent_and_links(span: dict, trace_id: str, source: str, where: str) -> tuple[str | None, list[LinkRecord]]:
    parent: str | None = None
    links: list[LinkRecord] = []
    for i, ref in enumerate(_list(span.get("references"), source, f"{where}.references")):
        ref_where = f"{where}.references[{i}]"
        if not isinstance(ref, dict):
            raise TraceFormatError(source, f"{ref_where}: expected an object, got {type(ref).__name__}")
        ref_type = str(ref.get("refType") or REF_CHILD_OF).upper()
        if ref_type not in (REF_CHILD_OF, REF_FOLLOWS_FROM):
            raise TraceFormatError(source, f"{ref_where}.refType: unknown reference type {ref.get('refType')!r}")
        ref_trace = _id(ref.get("traceID"), TRACE_ID_BYTES, source, f"{ref_where}.traceID")
        ref_span = _id(ref.get("spanID"), SPAN_ID_BYTES, source, f"{ref_where}.spanID")
        if parent is None and ref_type == REF_CHILD_OF and ref_trace == trace_id:
            parent = ref_span
        else:
            links.append(LinkRecord(ref_trace, ref_span, {}))
    # Older Jaeger JSON (and its ES documents) carry the parent as a span field instead of a reference
    legacy_parent = span.get("parentSpanID")
    if parent is None and legacy_parent:
        parent_id = _id(legacy_parent, SPAN_ID_BYTES, source, f"{where}.parentSpanID", allow_zero=True)
        parent = None if is_zero(parent_id) else parent_id
    return parent, links


def _log_event(log: object, source: str, where: str) -> EventRecord:
    if not isinstance(log, dict):
        raise TraceFormatError(source, f"{where}: expected an object, got {type(log).__name__}")
    fields = _tags(log.get("fields"), source, f"{where}.fields")
    name = fields.pop(LOG_EVENT_FIELD, "")
    return EventRecord(str(name), _int(log.get("timestamp"), source, f"{where}.timestamp") * 1000, fields)


def _tags(tags: object, source: str, where: str) -> dict:
    out = {}
    for i, tag in enumerate(_list(tags, source, where)):
        if not isinstance(tag, dict) or "key" not in tag:
            raise TraceFormatError(source, f"{where}[{i}]: expected {{key, type, value}}, got {str(tag)[:80]}")
        out[str(tag["key"])] = _typed_value(tag, source, f"{where}[{i}]")
    return out


def _typed_value(tag: dict, source: str, where: str):
    value = tag.get("value")
    kind = str(tag.get("type") or _infer_type(value)).lower()
    if kind == "string":
        return "" if value is None else str(value)
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        raise TraceFormatError(source, f"{where}.value: not a boolean: {value!r}")
    if kind == "int64":
        return _int(value, source, f"{where}.value")
    if kind == "float64":
        try:
            if not isinstance(value, bool):
                return float(value)
        except (TypeError, ValueError):
            pass
        raise TraceFormatError(source, f"{where}.value: not a number: {str(value)[:40]!r}")
    if kind == "binary":
        try:
            return base64.b64decode(str(value), validate=True).hex()
        except (binascii.Error, ValueError):
            raise TraceFormatError(source, f"{where}.value: binary tag is not base64") from None
    raise TraceFormatError(source, f"{where}.type: unknown tag type {tag.get('type')!r}")


def _infer_type(value: object) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return "float64"
    return "string"


def _id(value: object, n_bytes: int, source: str, where: str, *, allow_zero: bool = False) -> str:
    if value is None or value == "":
        raise TraceFormatError(source, f"{where}: missing or empty id")
    hex_id = normalize_id(value, n_bytes, hex_only=True)
    if hex_id is None:
        raise TraceFormatError(
            source, f"{where}: not a hex id of at most {2 * n_bytes} characters: {str(value)[:64]!r}")
    if not allow_zero and is_zero(hex_id):
        raise TraceFormatError(source, f"{where}: all-zero id")
    return hex_id


def _int(value: object, source: str, where: str) -> int:
    if value is None:
        return 0
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            pass
    raise TraceFormatError(source, f"{where}: not an integer: {str(value)[:40]!r}")


def _list(value: object, source: str, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise TraceFormatError(source, f"{where}: expected a list, got {type(value).__name__}")
    return value


def _errors_text(errors: object) -> str:
    if isinstance(errors, list):
        return "; ".join(str(e.get("msg", e)) if isinstance(e, dict) else str(e) for e in errors)
    return str(errors)

