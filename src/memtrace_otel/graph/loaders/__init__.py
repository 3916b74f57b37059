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
from dataclasses import dataclass, field
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
    "LoadReport", "TraceFormatError", "detect_format", "iter_spans", "load_spans", "iter_file_spans", "trace_files",
    "open_trace_file", "records_from_json", "records_from_jaeger", "records_from_proto_bytes", "records_from_request",
]


@dataclass
class LoadReport:
    """What a lenient read (``on_error="skip"``) read and what it skipped, for the caller to report."""

    files_read: int = 0
    spans: int = 0
    skipped_files: list[tuple[str, str]] = field(default_factory=list)  # (file, error)
    skipped_lines: list[tuple[str, str, str]] = field(default_factory=list)  # (file, "line 3" / "document 2", error)

    @property
    def skipped(self) -> int:
        return len(self.skipped_files) + len(self.skipped_lines)

    def summary(self) -> str:
        parts = []
        if self.skipped_lines:
            files = len({f for f, _, _ in self.skipped_lines})
            parts.append(f"{len(self.skipped_lines)} bad line(s)/document(s) in {files} file(s)")
        if self.skipped_files:
            parts.append(f"{len(self.skipped_files)} unreadable file(s) (the rest of each after its fault)")
        what = " and ".join(parts) if parts else "nothing"
        return f"read {self.spans} span(s) from {self.files_read} file(s); skipped {what}"


def iter_spans(
    paths: str | Path | Iterable[str | Path],
    *,
    progress: Callable[[Path, int], None] | None = None,
    on_error: str = "raise",
    report: LoadReport | None = None,
) -> Iterator[SpanRecord]:
    """Yield the spans of every trace file named by ``paths`` (files, or directories searched recursively).

    Files come in the order given (directory entries sorted by path), spans in file order. ``progress(path, n)``
    is called with the number of spans yielded so far (all files) every ``PROGRESS_EVERY`` spans and after each
    file. Every line of every file is read, or :class:`TraceFormatError` names the file and the line (or
    document) that cannot be. ``on_error="skip"`` is the lenient mode, only when asked: a bad line of a
    line-per-request file (or a document of the wrong shape) is skipped, and an unreadable file is skipped from
    its fault on (the spans it yielded before stay yielded: streaming cannot take them back); each skip is counted
    in ``report`` (a :class:`LoadReport`) and a warning with the counts is logged at the end.
    """
    if on_error not in ("raise", "skip"):
        raise ValueError(f"on_error must be 'raise' or 'skip', not {on_error!r}")
    report = report if report is not None else LoadReport()
    total = 0
    for path in trace_files(paths):
        on_bad_line = None
        if on_error == "skip":
            def on_bad_line(where: str, message: str, _path: str = str(path)) -> None:
                report.skipped_lines.append((_path, where, message))
                logger.warning("skipping %s: %s: %s", _path, where, message)
        try:
            for record in iter_file_spans(path, on_bad_line=on_bad_line):
                yield record
                total += 1
                report.spans += 1
                if progress is not None and total % PROGRESS_EVERY == 0:
                    progress(path, total)
            report.files_read += 1
        except (TraceFormatError, OSError) as exc:
            if on_error == "raise":
                raise
            message = exc.detail if isinstance(exc, TraceFormatError) else str(exc)
            report.skipped_files.append((str(path), message))
            logger.warning("skipping trace file %s", exc if isinstance(exc, TraceFormatError) else f"{path}: {exc}")
        if progress is not None:
            progress(path, total)
    if report.skipped:
        logger.warning("trace files: %s", report.summary())


def load_spans(paths: str | Path | Iterable[str | Path], *, on_error: str = "raise",
               report: LoadReport | None = None) -> list[SpanRecord]:
    """All spans of ``paths`` as a list (see :func:`iter_spans`)."""
    return list(iter_spans(paths, on_error=on_error, report=report))
