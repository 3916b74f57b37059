"""OTLP/JSON lines: one ``ExportTraceServiceRequest`` JSON object per line, read one line at a time.

This is what our file exporter and the OTel Collector's ``file`` exporter write (the Collector writes a whole
batch as one line, so a line may be large, but never the whole file: lines of any length are read). Blank lines
are skipped; each line may use any envelope :func:`records_from_json` accepts (OTLP ``resourceSpans``, Tempo
``batches``, ...), independently of the other lines.
"""

from __future__ import annotations

import json
from typing import Iterable, Iterator

from ...span_record import SpanRecord
from .errors import TraceFormatError
from .otlp_json import records_from_json

try:  # orjson decodes a line 2-3x faster than json; it comes with chromadb and langgraph, and is not required
    from orjson import loads as _orjson_loads
except ImportError:  # pragma: no cover - depends on what else is installed
    _orjson_loads = None


def _loads(line: bytes):
    """A line's JSON value: orjson when installed; whatever it rejects (it is stricter: NaN, integers beyond 64
    bits, lone surrogates, invalid UTF-8, deep nesting) is decided by the standard parser, errors included."""
    if _orjson_loads is not None:
        try:
            return _orjson_loads(line)
        except ValueError:
            pass
    return json.loads(line)


def iter_records_from_jsonl(stream: Iterable[bytes], source: str, on_bad_line=None,
                            first_line: int = 1) -> Iterator[SpanRecord]:
    """Every line, whatever its length; a bad line raises :class:`TraceFormatError` naming it ("line 17: ..."),
    unless ``on_bad_line(number, message)`` is given (lenient reading): then it is reported and skipped.
    ``first_line``: the number of the stream's first line in its file (a part of a file read on its own)."""
    for number, line in enumerate(stream, start=first_line):
        if not line.strip():
            continue
        problem = None
        try:
            records = records_from_json(_loads(line), source)
        except UnicodeDecodeError as exc:
            problem = f"not UTF-8 text: {exc.reason}"
        except json.JSONDecodeError as exc:
            problem = f"invalid JSON: {exc.msg} (column {exc.colno})"
        except RecursionError:
            problem = "JSON nested too deeply"
        except TraceFormatError as exc:
            problem = exc.detail
        if problem is None:
            yield from records
        elif on_bad_line is None:
            raise TraceFormatError(source, f"line {number}: {problem}")
        else:
            on_bad_line(number, problem)
