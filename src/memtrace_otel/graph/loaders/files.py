"""Reading trace files: which files a path names, and each file's spans by its detected format.

Memory stays bounded by one span (OTLP/JSON documents, Tempo, Jaeger v3), one line (OTLP/JSON lines), one trace
(Jaeger v1 ``{"data": [...]}``), one span (Jaeger span lists) or one request (length-prefixed protobuf streams:
the Collector file exporter's ``format: proto``, or varint framing).
Exceptions: a file that holds one serialized ``ExportTraceServiceRequest`` is decoded whole, as is a bare
Jaeger trace object (its ``processes`` may follow its ``spans``). Files no larger than the sniffing window are
parsed whole, which gives the most precise error messages.
"""

from __future__ import annotations

import gzip
import json
import zlib
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

import ijson

from ...span_record import SpanRecord
from .detect import HEAD_BYTES, Sniffed, open_trace_file, sniff
from .errors import TraceFormatError
from .jaeger import records_from_jaeger, records_from_jaeger_span, records_from_jaeger_trace
from .jsonl import iter_records_from_jsonl
from .otlp_json import records_from_json
from .otlp_json_stream import iter_records_from_json_stream
from .otlp_proto import (
    FRAMING_SINGLE,
    FRAMING_VARINT,
    iter_delimited_requests,
    records_from_proto_bytes,
    records_from_request,
)


def trace_files(paths: str | Path | Iterable[str | Path]) -> list[Path]:
    """Expand ``paths`` (files or directories, searched recursively, hidden entries skipped) in a stable order."""
    if isinstance(paths, (str, Path)):
        paths = [paths]
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(
                p for p in sorted(path.rglob("*"))
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"no such trace file or directory: {path}")
    return files


def iter_file_spans(path: str | Path) -> Iterator[SpanRecord]:
    """Yield the spans of one trace file in file order; :class:`TraceFormatError` names the file and the fault."""
    source = str(path)
    try:
        with open_trace_file(path) as stream:
            head = stream.read(HEAD_BYTES + 1)
            sniffed = sniff(head[:HEAD_BYTES], source)
            whole = head if len(head) <= HEAD_BYTES else None
        with open_trace_file(path) as stream:
            yield from _read(stream, sniffed, whole, source)
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise TraceFormatError(source, f"corrupt gzip data: {exc}") from None


def _read(stream: BinaryIO, sniffed: Sniffed, whole: bytes | None, source: str) -> Iterator[SpanRecord]:
    fmt = sniffed.format
    if fmt == "otlp_proto":
        yield from _read_proto(stream, sniffed, source)
    elif fmt == "otlp_jsonl":
        yield from iter_records_from_jsonl(stream, source)
    elif fmt == "jaeger_v1":
        yield from _read_jaeger(stream, sniffed, whole, source)
    else:  # otlp_json, tempo, jaeger_v3: OTLP/JSON in some envelope
        if whole is not None:
            try:
                obj = json.loads(whole)
            except json.JSONDecodeError as exc:
                if not exc.msg.startswith("Extra data"):  # several documents: the stream reader takes them
                    raise _json_error(exc, source) from None
            except UnicodeDecodeError as exc:
                raise TraceFormatError(source, f"not UTF-8 text: {exc.reason}") from None
            else:
                yield from records_from_json(obj, source)
                return
        yield from iter_records_from_json_stream(stream, sniffed.stream_path or "resourceSpans", source)


def _read_jaeger(stream: BinaryIO, sniffed: Sniffed, whole: bytes | None, source: str) -> Iterator[SpanRecord]:
    if whole is not None or sniffed.stream_path is None:
        try:
            obj = json.loads(whole if whole is not None else stream.read())
        except json.JSONDecodeError as exc:
            raise _json_error(exc, source) from None
        except UnicodeDecodeError as exc:
            raise TraceFormatError(source, f"not UTF-8 text: {exc.reason}") from None
        yield from records_from_jaeger(obj, source)
        return
    try:
        items = ijson.items(stream, sniffed.stream_path, use_float=True)
        for index, item in enumerate(items):
            if sniffed.stream_path == "item":  # a span list (anonymizer output)
                yield records_from_jaeger_span(item, None, source, f"[{index}]")
            else:
                yield from records_from_jaeger_trace(item, source, f"data[{index}]")
    except (ijson.JSONError, UnicodeDecodeError) as exc:
        raise TraceFormatError(source, f"invalid JSON: {exc}") from None


def _read_proto(stream: BinaryIO, sniffed: Sniffed, source: str) -> Iterator[SpanRecord]:
    if sniffed.framing == FRAMING_SINGLE:  # decoded whole: protobuf has no incremental parser
        yield from records_from_proto_bytes(stream.read(), source)
        return
    for index, request in enumerate(iter_delimited_requests(stream, source, sniffed.framing or FRAMING_VARINT)):
        try:
            records = records_from_request(request, source)
        except TraceFormatError as exc:
            raise TraceFormatError(source, f"message {index}: {exc.detail}") from None
        yield from records


def _json_error(exc: json.JSONDecodeError, source: str) -> TraceFormatError:
    return TraceFormatError(source, f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})")
