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


_CHUNK = 64 * 1024


def iter_file_spans(path: str | Path, on_bad_line=None) -> Iterator[SpanRecord]:
    """Yield the spans of one trace file in file order; :class:`TraceFormatError` names the file and the fault
    (and the line or document inside it). ``on_bad_line(where, message)``, when given, makes a bad line (or a
    document of the wrong shape) reported and skipped instead (lenient reading)."""
    source = str(path)
    try:
        with open_trace_file(path) as stream:
            head = stream.read(HEAD_BYTES + 1)
            sniffed = sniff(head[:HEAD_BYTES], source)
            whole = head if len(head) <= HEAD_BYTES else None
        if whole is None and sniffed.format in ("otlp_json", "tempo", "jaeger_v3") and _lines_of_json(path):
            sniffed = Sniffed("otlp_jsonl")
        with open_trace_file(path) as stream:
            yield from _read(stream, sniffed, whole, source, on_bad_line)
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise TraceFormatError(source, f"corrupt gzip data: {exc}") from None


def line_parts(path: str | Path, parts: int) -> list[tuple[int, int, int]] | None:
    """Where to cut an OTLP/JSON lines file (what :func:`iter_file_spans` reads line by line, uncompressed) into
    about ``parts`` pieces that can be read apart (:func:`iter_part_spans`, e.g. in worker processes): (start byte,
    end byte, number of the first line) each, cut at line starts. None for any other file: it is read whole."""
    path = Path(path)
    with open(path, "rb") as fh:
        if fh.read(2) == b"\x1f\x8b":
            return None
    with open_trace_file(path) as stream:
        head = stream.read(HEAD_BYTES + 1)
    sniffed = sniff(head[:HEAD_BYTES], str(path))
    if sniffed.format != "otlp_jsonl" and not (
            len(head) > HEAD_BYTES and sniffed.format in ("otlp_json", "tempo", "jaeger_v3") and _lines_of_json(path)):
        return None
    size = path.stat().st_size
    cuts = [0]
    with open(path, "rb") as fh:
        for k in range(1, max(1, parts)):
            fh.seek(max(cuts[-1], size * k // parts))
            fh.readline()  # on to the start of the next line
            if fh.tell() >= size:
                break
            if fh.tell() > cuts[-1]:
                cuts.append(fh.tell())
        cuts.append(size)
        out, line = [], 1
        for start, end in zip(cuts, cuts[1:]):
            out.append((start, end, line))
            fh.seek(start)
            left = end - start
            while left > 0:  # the lines of this part, counted for the next part's numbering
                chunk = fh.read(min(_CHUNK * 16, left))
                left -= len(chunk)
                line += chunk.count(b"\n")
    return out


def iter_part_spans(path: str | Path, start: int, end: int, first_line: int = 1) -> Iterator[SpanRecord]:
    """The spans of the lines in bytes [start, end) of an OTLP/JSON lines file (a part from :func:`line_parts`); a
    bad line's error names its number in the whole file."""
    source = str(path)
    with open(path, "rb") as fh:
        fh.seek(start)

        def lines() -> Iterator[bytes]:
            left = end - start
            while left > 0:
                line = fh.readline()
                if not line:
                    return
                left -= len(line)
                yield line

        yield from iter_records_from_jsonl(lines(), source, first_line=first_line)


def _lines_of_json(path: str | Path) -> bool:
    """True when the first line (longer than the sniffing window) is a whole JSON value and more content follows:
    the file is then read line by line, whatever the lines' length. Memory stays bounded by a chunk: the first line
    is found by scanning, and checked with a streaming parse of exactly its bytes."""
    with open_trace_file(path) as stream:
        length = 0
        while True:  # where the first line ends
            chunk = stream.read(_CHUNK)
            if not chunk:
                return False  # one line only: a single document, streamed
            newline = chunk.find(b"\n")
            if newline >= 0:
                length += newline
                rest = chunk[newline + 1:]
                break
            length += len(chunk)
        while not rest.strip():  # anything but blank lines after it?
            rest = stream.read(_CHUNK)
            if not rest:
                return False
    with open_trace_file(path) as stream:
        values = 0
        try:
            for prefix, event, _ in ijson.parse(_Limited(stream, length), multiple_values=True):
                if prefix == "" and event in ("end_map", "end_array", "string", "number", "boolean", "null"):
                    values += 1
        except (ijson.JSONError, UnicodeDecodeError):
            return False
    return values == 1


class _Limited:
    """The first ``limit`` bytes of a binary stream."""

    def __init__(self, stream: BinaryIO, limit: int) -> None:
        self.stream, self.left = stream, limit

    def read(self, size: int = -1) -> bytes:
        if self.left <= 0:
            return b""
        size = self.left if size is None or size < 0 else min(size, self.left)
        data = self.stream.read(size)
        self.left -= len(data)
        return data


def _read(stream: BinaryIO, sniffed: Sniffed, whole: bytes | None, source: str,
          on_bad_line=None) -> Iterator[SpanRecord]:
    fmt = sniffed.format
    if fmt == "otlp_proto":
        yield from _read_proto(stream, sniffed, source)
    elif fmt == "otlp_jsonl":
        yield from iter_records_from_jsonl(
            stream, source, None if on_bad_line is None else lambda n, msg: on_bad_line(f"line {n}", msg))
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
            except RecursionError:
                raise TraceFormatError(source, "JSON nested too deeply") from None
            else:
                yield from records_from_json(obj, source)
                return
        yield from iter_records_from_json_stream(
            stream, sniffed.stream_path, source,
            None if on_bad_line is None else lambda n, msg: on_bad_line(f"document {n}", msg))


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
