"""OTLP/JSON lines: one ``ExportTraceServiceRequest`` JSON object per line, read one line at a time.

This is what our file exporter and the OTel Collector's ``file`` exporter write (the Collector writes a whole
batch as one line, so a line may be large, but never the whole file). Blank lines are skipped; each line may use
any envelope :func:`records_from_json` accepts.
"""

from __future__ import annotations

import json
from typing import BinaryIO, Iterator

from ...span_record import SpanRecord
from .errors import TraceFormatError
from .otlp_json import records_from_json


def iter_records_from_jsonl(stream: BinaryIO, source: str) -> Iterator[SpanRecord]:
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except UnicodeDecodeError as exc:
            raise TraceFormatError(source, f"line {number}: not UTF-8 text: {exc.reason}") from None
        except json.JSONDecodeError as exc:
            raise TraceFormatError(source, f"line {number}: invalid JSON: {exc.msg} (column {exc.colno})") from None
        try:
            records = records_from_json(obj, source)
        except TraceFormatError as exc:
            raise TraceFormatError(source, f"line {number}: {exc.detail}") from None
        yield from records
