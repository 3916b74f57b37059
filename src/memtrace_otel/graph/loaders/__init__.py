"""Trace loaders: every trace format users have -> :class:`~memtrace_otel.span_record.SpanRecord`.

Formats are recognized from content, gzip or not (:func:`detect_format`): OTLP/JSON documents and lines, OTLP
protobuf, Jaeger query-API v1 and v3 JSON, Tempo JSON (hex or base64 ids). Large files are streamed (see
``files.py`` for what is held in memory). Bad input raises :class:`TraceFormatError` naming the file and what is
wrong in it.

    from memtrace_otel.graph.loaders import iter_spans
    for span in iter_spans(["traces/", "jaeger-export.json.gz"], on_error="skip"):
        ...
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable, Iterable, Iterator

from ...span_record import SpanRecord
from .detect import detect_format, open_trace_file
from .errors import TraceFormatError
from .files import iter_file_spans, trace_files
from .jaeger import records_from_jaeger
from .otlp_json import records_from_json
from .otlp_proto import records_from_proto_bytes, records_from_request

logger = logging.getLogger(__name__)

PROGRESS_EVERY = 10_000  # spans between two progress calls inside one file

__all__ = [
    "TraceFormatError", "detect_format", "iter_spans", "load_spans", "iter_file_spans", "trace_files",
    "open_trace_file", "records_from_json", "records_from_jaeger", "records_from_proto_bytes", "records_from_request",
]


def iter_spans(
    paths: str | Path | Iterable[str | Path],
    *,
    progress: Callable[[Path, int], None] | None = None,
    on_error: str = "raise",
) -> Iterator[SpanRecord]:
    """Yield the spans of every trace file named by ``paths`` (files, or directories searched recursively).

    Files come in the order given (directory entries sorted by path), spans in file order. ``progress(path, n)``
    is called with the number of spans yielded so far (all files) every ``PROGRESS_EVERY`` spans and after each
    file. ``on_error="skip"`` logs a warning with the error and goes on with the next file; the spans a broken
    file yielded before its fault stay yielded (streaming cannot take them back).
    """
    if on_error not in ("raise", "skip"):
        raise ValueError(f"on_error must be 'raise' or 'skip', not {on_error!r}")
    total = 0
    for path in trace_files(paths):
        try:
            for record in iter_file_spans(path):
                yield record
                total += 1
                if progress is not None and total % PROGRESS_EVERY == 0:
                    progress(path, total)
        except (TraceFormatError, OSError) as exc:
            if on_error == "raise":
                raise
            logger.warning("skipping trace file %s", exc if isinstance(exc, TraceFormatError) else f"{path}: {exc}")
        if progress is not None:
            progress(path, total)


def load_spans(paths: str | Path | Iterable[str | Path], *, on_error: str = "raise") -> list[SpanRecord]:
    """All spans of ``paths`` as a list (see :func:`iter_spans`)."""
    return list(iter_spans(paths, on_error=on_error))
