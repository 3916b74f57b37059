"""Read an OTLP/JSON-lines trace file with nothing but ``json``, so tests check the file as a foreign reader would."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtrace_otel import variables_codec  # variables: the one decoder of both encodings (the rest is plain json)
from memtrace_otel.span_record import EventRecord

HEX32 = re.compile(r"^[0-9a-f]{32}$")
HEX16 = re.compile(r"^[0-9a-f]{16}$")


def any_value(v: dict) -> Any:
    if "stringValue" in v:
        return v["stringValue"]
    if "boolValue" in v:
        return v["boolValue"]
    if "intValue" in v:
        return int(v["intValue"])  # OTLP/JSON int64 is a string
    if "doubleValue" in v:
        return float(v["doubleValue"])
    if "arrayValue" in v:
        return tuple(any_value(x) for x in v["arrayValue"].get("values", []))
    if "kvlistValue" in v:
        return attrs(v["kvlistValue"].get("values", []))
    if "bytesValue" in v:
        return v["bytesValue"]
    if not v:
        return None  # an empty AnyValue (the SDK's replacement for a value it could not keep)
    raise AssertionError(f"unexpected AnyValue {v!r}")


def attrs(kvs: list) -> dict:
    return {kv["key"]: any_value(kv["value"]) for kv in kvs or []}


@dataclass
class FileSpan:
    name: str
    trace_id: str
    span_id: str
    parent_span_id: str
    kind: int
    attributes: dict
    events: list = field(default_factory=list)  # (name, attributes)
    links: list = field(default_factory=list)  # (trace_id, span_id, attributes)
    status_code: int = 0
    resource: dict = field(default_factory=dict)
    scope: str = ""

    def variables(self, role: str | None = None) -> list[dict]:
        """Declared variables as ``memtrace.var.*`` dicts, decoded by variables_codec (either encoding)."""
        events = [EventRecord(n, 0, a) for n, a in self.events]
        return variables_codec.variables(self.attributes, events, role)


def read_spans(path: str | Path) -> list[FileSpan]:
    """Every span of the file, checking the OTLP/JSON layout on the way (one ExportTraceServiceRequest per line)."""
    spans = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        doc = json.loads(line)
        assert set(doc) == {"resourceSpans"}, f"line {n}: not an ExportTraceServiceRequest"
        for rs in doc["resourceSpans"]:
            resource = attrs(rs.get("resource", {}).get("attributes"))
            for ss in rs["scopeSpans"]:
                for s in ss["spans"]:
                    assert HEX32.match(s["traceId"]) and HEX16.match(s["spanId"]), f"line {n}: ids are not hex"
                    links = []
                    for link in s.get("links", []):
                        assert HEX32.match(link["traceId"]) and HEX16.match(link["spanId"])
                        links.append((link["traceId"], link["spanId"], attrs(link.get("attributes"))))
                    spans.append(FileSpan(
                        name=s["name"], trace_id=s["traceId"], span_id=s["spanId"],
                        parent_span_id=s.get("parentSpanId", ""), kind=int(s.get("kind", 0)),
                        attributes=attrs(s.get("attributes")),
                        events=[(e["name"], attrs(e.get("attributes"))) for e in s.get("events", [])],
                        links=links, status_code=int(s.get("status", {}).get("code", 0)), resource=resource,
                        scope=ss.get("scope", {}).get("name", ""),
                    ))
    return spans
