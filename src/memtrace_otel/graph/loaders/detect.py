"""Which trace format a file holds, decided from its content (never its extension); gzip is transparent.

Formats: ``otlp_json`` (one OTLP/JSON document, ``resourceSpans``), ``otlp_jsonl`` (one OTLP/JSON request per
line), ``otlp_proto`` (a serialized ``ExportTraceServiceRequest``, or a length-prefixed stream of them: 4-byte
big-endian as the Collector's file exporter writes, or varint),
``jaeger_v1`` (query-API v1 envelope, bare trace, or span list), ``jaeger_v3`` (``{"result": ...}``) and
``tempo`` (``{"batches": ...}`` or ``{"trace": ...}``). Tempo files that use ``resourceSpans`` are ``otlp_json``.
"""

from __future__ import annotations

import gzip
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import ijson

from .errors import TraceFormatError
from .otlp_proto import FRAMING_SINGLE, FRAMING_UINT32, FRAMING_VARINT

HEAD_BYTES = 64 * 1024
GZIP_MAGIC = b"\x1f\x8b"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
_JSON_WHITESPACE = b" \t\r\n"
_BOM = b"\xef\xbb\xbf"

# top-level key -> (format, ijson prefix of the items to stream; None = read the document whole)
_TOP_LEVEL_KEYS = {
    "resourceSpans": ("otlp_json", "resourceSpans"),
    "batches": ("tempo", "batches"),
    "trace": ("tempo", None),  # refined from the key inside it
    "result": ("jaeger_v3", "result.resourceSpans"),
    "error": ("jaeger_v3", "result.resourceSpans"),  # a v3 error body; its loader reports the message
    "data": ("jaeger_v1", "data.item"),
    "spans": ("jaeger_v1", None),
    "processes": ("jaeger_v1", None),
    "traceID": ("jaeger_v1", None),
    "spanID": ("jaeger_v1", None),
}
# one OTLP/JSON request per line, in any of these envelopes (a Tempo "batches" line may come first)
_LINE_FORMATS = ("otlp_json", "tempo", "jaeger_v3")
_JAEGER_SPAN_KEYS = frozenset({"traceID", "spanID", "operationName", "process", "processID", "references"})


@dataclass(frozen=True)
class Sniffed:
    format: str
    # For JSON documents: the ijson path of the list to stream (e.g. "resourceSpans", "trace.resourceSpans",
    # "data.item"); None when the document is read whole.
    stream_path: str | None = None
    # For otlp_proto: FRAMING_SINGLE (one request), FRAMING_VARINT or FRAMING_UINT32 (length-prefixed stream)
    framing: str | None = None


def open_trace_file(path: str | Path) -> BinaryIO:
    """Open ``path`` for binary reading, decompressing gzip transparently (detected by magic bytes)."""
    raw = open(path, "rb")
    if raw.read(2) != GZIP_MAGIC:
        raw.seek(0)
        return raw
    raw.close()
    return gzip.open(path, "rb")  # type: ignore[return-value]  # opened by name, so closing it closes the file


def detect_format(path: str | Path) -> str:
    """Return the format name of a trace file (see module docstring); raise :class:`TraceFormatError` if none.

    A file of OTLP/JSON lines whose first line is longer than the sniffing window is ``otlp_jsonl`` too (read as
    such by :func:`~memtrace_otel.graph.loaders.files.iter_file_spans`)."""
    sniffed = sniff_file(path)
    if sniffed.format in _LINE_FORMATS:
        from .files import _lines_of_json  # files imports this module

        if _lines_of_json(path):
            return "otlp_jsonl"
    return sniffed.format


def sniff_file(path: str | Path) -> Sniffed:
    source = str(path)
    try:
        with open_trace_file(path) as stream:
            head = stream.read(HEAD_BYTES)
    except (gzip.BadGzipFile, EOFError, OSError) as exc:
        if isinstance(exc, (FileNotFoundError, IsADirectoryError, PermissionError)):
            raise
        raise TraceFormatError(source, f"cannot read (corrupt gzip?): {exc}") from None
    return sniff(head, source)


def sniff(head: bytes, source: str) -> Sniffed:
    """Decide the format from the first bytes of the (decompressed) content."""
    text = head[len(_BOM):] if head.startswith(_BOM) else head
    stripped = text.lstrip(_JSON_WHITESPACE)
    if not stripped:
        raise TraceFormatError(source, "empty file")
    if stripped[:1] in (b"{", b"[") and _looks_like_text(text[:4096]):
        return _sniff_json(text, source)
    framing = _proto_framing(head)
    if framing is not None:
        return Sniffed("otlp_proto", framing=framing)
    if ZSTD_MAGIC in head[:8]:
        raise TraceFormatError(source, "zstd-compressed content (Collector file exporter with compression: zstd) "
                                       "is not supported: export without compression")
    if _looks_like_text(head[:4096]):
        preview = stripped[:40].decode("utf-8", "replace")
        raise TraceFormatError(source, f"not JSON or OTLP protobuf: starts with {preview!r}")
    raise TraceFormatError(source, "unrecognized binary content (not OTLP protobuf, not gzip)")


def _sniff_json(text: bytes, source: str) -> Sniffed:
    first_key, inner_key, first_item_keys = _top_level_shape(text)
    stripped = text.lstrip(_JSON_WHITESPACE)
    if stripped[:1] == b"[":
        if first_item_keys is None or first_item_keys & _JAEGER_SPAN_KEYS:
            return Sniffed("jaeger_v1", "item")  # Jaeger anonymizer span list (or an empty list)
        raise TraceFormatError(
            source, "a JSON list whose items are not Jaeger spans (keys: " + ", ".join(sorted(first_item_keys)) + ")")
    if first_key is None:
        raise TraceFormatError(source, "invalid JSON or not a trace document: no key found in the first "
                                       f"{len(text)} bytes")
    fmt, stream_path = _TOP_LEVEL_KEYS[first_key] if first_key in _TOP_LEVEL_KEYS else (None, None)
    if fmt is None:
        raise TraceFormatError(source, f"not a trace document: unexpected top-level key {first_key!r}")
    if first_key == "trace":
        stream_path = f"trace.{inner_key or 'resourceSpans'}"
    if fmt in _LINE_FORMATS and _is_json_lines(text):
        return Sniffed("otlp_jsonl")
    return Sniffed(fmt, stream_path)


def _top_level_shape(text: bytes) -> tuple[str | None, str | None, frozenset | None]:
    """First known top-level key, the key inside a ``trace`` wrapper, and the first list item's keys."""
    first_key = inner_key = None
    item_keys: set[str] | None = None
    try:
        for prefix, event, value in ijson.parse(io.BytesIO(text), multiple_values=True):
            if event == "map_key" and prefix == "" and first_key is None and value in _TOP_LEVEL_KEYS:
                first_key = value
                if value != "trace":
                    break
            elif event == "map_key" and prefix == "trace" and value in ("resourceSpans", "batches"):
                inner_key = value
                break
            elif prefix == "item" and event == "start_map" and item_keys is None:
                item_keys = set()
            elif event == "map_key" and prefix == "item" and item_keys is not None:
                item_keys.add(value)
            elif prefix == "" and event == "end_array":
                break
            elif prefix == "item" and event == "end_map":
                break
    except (ijson.JSONError, UnicodeDecodeError):
        pass  # the head may end mid-document, or the file is invalid: the loader reports the latter
    if first_key is None and item_keys is None:
        first_key = _first_key_fallback(text)
    return first_key, inner_key, frozenset(item_keys) if item_keys is not None else None


def _first_key_fallback(text: bytes) -> str | None:
    """The first top-level key of a broken document, so its loader can report where it breaks."""
    try:
        for prefix, event, value in ijson.parse(io.BytesIO(text)):
            if event == "map_key" and prefix == "":
                return value
    except (ijson.JSONError, UnicodeDecodeError):
        return None
    return None


def _is_json_lines(text: bytes) -> bool:
    """True when the first line is a whole JSON value and more content follows on later lines."""
    newline = text.find(b"\n")
    if newline < 0:
        return False
    first = text[:newline].strip()
    if not first or not text[newline:].strip():
        return False
    try:
        json.loads(first)
    except (ValueError, RecursionError):
        return False
    return True


def _looks_like_text(data: bytes) -> bool:
    return not any(b < 0x20 and b not in (0x09, 0x0A, 0x0D) for b in data)


def _proto_framing(head: bytes) -> str | None:
    # A request starts with field 1 (resource_spans, length-delimited): tag byte 0x0A. Length-prefixed streams
    # put that tag right after the prefix: 4 bytes big-endian (OTel Collector file exporter), or a varint.
    if head[:1] == b"\x0a":
        return FRAMING_SINGLE
    varint_end = next((i for i, byte in enumerate(head[:10]) if not byte & 0x80), None)
    if head[:1] != b"\x00" and varint_end is not None and head[varint_end + 1:varint_end + 2] == b"\x0a":
        return FRAMING_VARINT
    if len(head) > 4 and head[4:5] == b"\x0a" and int.from_bytes(head[:4], "big") > 0:
        return FRAMING_UINT32
    return None
