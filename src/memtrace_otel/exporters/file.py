"""OTLP/JSON lines file exporter: one ``ExportTraceServiceRequest`` JSON object per line.

This is the layout the OpenTelemetry Collector's file exporter writes (ids in hex, as the OTLP/JSON spec requires),
so batch attribution works with no backend at all and the files load in any tool that reads Collector output.
"""

from __future__ import annotations

import base64
import json
import os
import threading
from typing import Sequence

from google.protobuf import json_format
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

_ID_KEYS = ("traceId", "spanId", "parentSpanId")
ENV_FILE_PATH = "MEMTRACE_FILE_PATH"
DEFAULT_FILE_PATH = "memtrace-traces.jsonl"


def _b64_to_hex(value: str) -> str:
    return base64.b64decode(value).hex()


def _hexify_ids(doc: dict) -> dict:
    for rs in doc.get("resourceSpans", ()):
        for ss in rs.get("scopeSpans", ()):
            for span in ss.get("spans", ()):
                for key in _ID_KEYS:
                    if span.get(key):
                        span[key] = _b64_to_hex(span[key])
                for link in span.get("links", ()):
                    for key in ("traceId", "spanId"):
                        if link.get(key):
                            link[key] = _b64_to_hex(link[key])
    return doc


def spans_to_otlp_json(spans: Sequence[ReadableSpan]) -> dict:
    """Encode SDK spans as one OTLP/JSON ``ExportTraceServiceRequest`` dict (hex ids)."""
    request = encode_spans(spans)
    # OTLP/JSON: enums as integers ("kind": 1, "code": 2) and ids as hex, as the Collector writes them
    return _hexify_ids(json_format.MessageToDict(request, use_integers_for_enums=True))


class OTLPJsonFileExporter(SpanExporter):
    """Append spans to ``path`` as OTLP/JSON lines. Safe to share between threads; each export is one line."""

    def __init__(self, path: str | os.PathLike | None = None):
        # no path: $MEMTRACE_FILE_PATH (how OTEL_TRACES_EXPORTER=memtrace_file finds it), else the working directory
        self.path = os.fspath(path or os.environ.get(ENV_FILE_PATH) or DEFAULT_FILE_PATH)
        directory = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(directory, exist_ok=True)
        self._lock = threading.Lock()
        self._file = open(self.path, "a", encoding="utf-8")
        self._closed = False

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        if self._closed:
            return SpanExportResult.FAILURE
        if not spans:
            return SpanExportResult.SUCCESS
        try:
            line = json.dumps(spans_to_otlp_json(spans), separators=(",", ":"), ensure_ascii=False)
        except Exception:  # encoding failure of one batch must not kill the processor
            return SpanExportResult.FAILURE
        try:
            with self._lock:
                if self._closed:
                    return SpanExportResult.FAILURE
                self._file.write(line + "\n")
                self._file.flush()
        except OSError:  # disk full, file removed...: the batch processor logs a failed export and carries on
            return SpanExportResult.FAILURE
        return SpanExportResult.SUCCESS

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        with self._lock:
            if not self._closed:
                self._file.flush()
        return True

    def shutdown(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                self._file.close()
