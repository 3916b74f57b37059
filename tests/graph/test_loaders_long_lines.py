"""Trace files are never silently truncated (issue 15 item 4): lines longer than the 64 KiB sniffing window, Tempo
``{"batches": ...}`` lines and wrong-shape lines are read, or the error names the file and the line; leniency only
when asked (``on_error="skip"``), and it counts what it skipped."""

from __future__ import annotations

import gzip
import json
import logging

import pytest

from memtrace_otel.graph.loaders import LoadReport, TraceFormatError, detect_format, load_spans
from memtrace_otel.graph.loaders import files as loader_files

_next_id = [0]


def _doc(n: int, key: str = "resourceSpans", pad: int = 0) -> dict:
    spans = []
    for _ in range(n):
        _next_id[0] += 1
        spans.append({"traceId": "0af7651916cd43dd8448eb211c80319c", "spanId": f"{_next_id[0]:016x}",
                      "name": "op" + "x" * pad, "startTimeUnixNano": "1", "endTimeUnixNano": "2"})
    block = {"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "svc"}}]},
             "scopeSpans": [{"scope": {"name": "s"}, "spans": spans}]}
    return {key: [block]} if key != "trace" else {"trace": {"batches": [block]}}


def _write(path, lines, compress=False):
    text = "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n"
    if compress:
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text)
    return path


LONG = 100_000  # one span name of 100 kB: the first line is longer than the 64 KiB sniffing window


@pytest.mark.parametrize("compress", [False, True])
def test_every_line_of_a_file_with_a_long_first_line_is_read(tmp_path, compress):
    path = _write(tmp_path / "t.jsonl", [_doc(2, pad=LONG), _doc(3), _doc(4, "batches"), _doc(1, "trace"),
                                         _doc(5, pad=LONG)], compress)
    assert len(load_spans(path)) == 15


def test_a_tempo_batches_first_line_does_not_hide_the_otlp_lines(tmp_path):
    path = _write(tmp_path / "t.jsonl", [_doc(2, "batches"), _doc(3), _doc(4, "batches")])
    assert len(load_spans(path)) == 9
    path = _write(tmp_path / "long.jsonl", [_doc(2, "batches", pad=LONG), _doc(3)])
    assert len(load_spans(path)) == 5
    assert detect_format(path) == "otlp_jsonl"


@pytest.mark.parametrize("bad, message", [
    ({"foo": 1}, "line 3: no resourceSpans, batches"),
    ([1, 2], "line 3: expected an OTLP/JSON object, got a list"),
    ("{not json", "line 3: invalid JSON"),
    ({"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz", "spanId": "1"}]}]}]},
     "line 3: resourceSpans[0].scopeSpans[0].spans[0]"),
])
@pytest.mark.parametrize("first_pad", [0, LONG])
def test_a_bad_line_is_an_error_naming_the_file_and_the_line(tmp_path, bad, message, first_pad):
    path = _write(tmp_path / "t.jsonl", [_doc(2, pad=first_pad), _doc(3, "batches"), bad, _doc(1)])
    with pytest.raises(TraceFormatError) as info:
        load_spans(path)
    assert str(path) in str(info.value) and message in str(info.value), str(info.value)


def test_leniency_only_when_asked_and_it_counts_what_it_skipped(tmp_path, caplog):
    good = _write(tmp_path / "a.jsonl", [_doc(2, pad=LONG), _doc(3)])
    mixed = _write(tmp_path / "b.jsonl", [_doc(2, pad=LONG), {"foo": 1}, _doc(1, "batches"), "{oops", _doc(4)])
    broken = tmp_path / "c.json"
    broken.write_text('{"resourceSpans": [')
    with pytest.raises(TraceFormatError, match="line 2"):
        load_spans([good, mixed, broken])
    report = LoadReport()
    with caplog.at_level(logging.WARNING):
        spans = load_spans([good, mixed, broken], on_error="skip", report=report)
    assert len(spans) == 5 + 7
    assert [(where, msg.split(":")[0]) for _, where, msg in report.skipped_lines] == [
        ("line 2", "no resourceSpans, batches, trace.resourceSpans or result.resourceSpans key (found keys"),
        ("line 4", "invalid JSON")]
    assert {f for f, _, _ in report.skipped_lines} == {str(mixed)}
    assert [f for f, _ in report.skipped_files] == [str(broken)]
    assert report.files_read == 2 and report.spans == 12 and report.skipped == 3
    assert "skipped 2 bad line(s)/document(s) in 1 file(s) and 1 unreadable file(s)" in caplog.text


def test_documents_streamed_one_after_another_each_with_its_own_envelope(tmp_path, monkeypatch):
    """Concatenated documents (no newline between them, beyond the sniffing window): every envelope is read, a
    wrong-shape document is an error naming it."""
    docs = [_doc(2, pad=LONG), _doc(3, "batches"), _doc(1, "trace"), _doc(2)]
    path = tmp_path / "t.json"
    path.write_text("".join(json.dumps(d) for d in docs))
    assert len(load_spans(path)) == 8
    path.write_text("".join(json.dumps(d) for d in [_doc(2, pad=LONG), {"foo": 1}, _doc(1)]))
    with pytest.raises(TraceFormatError, match=r"document 2: no resourceSpans"):
        load_spans(path)
    report = LoadReport()
    assert len(load_spans(path, on_error="skip", report=report)) == 3
    assert [(where, msg[:17]) for _, where, msg in report.skipped_lines] == [("document 2", "no resourceSpans,")]
    path.write_text(json.dumps(_doc(2, pad=LONG)) + "[1, 2]" + json.dumps(_doc(1, "batches")))
    with pytest.raises(TraceFormatError, match=r"document 2: expected an OTLP/JSON object, got a list"):
        load_spans(path)
    path.write_text(json.dumps(_doc(2, pad=LONG)) + json.dumps(_doc(1, "batches"))
                    + '{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz", "spanId": "1"}]}]}]}')
    with pytest.raises(TraceFormatError, match=r"document 3: resourceSpans\[0\]\.scopeSpans\[0\]\.spans\[0\]"):
        load_spans(path)


def test_a_single_long_line_document_is_still_streamed(tmp_path):
    path = _write(tmp_path / "one.json", [_doc(3, pad=LONG)])
    assert len(load_spans(path)) == 3
    assert not loader_files._lines_of_json(path)
