"""Batch attribution end to end: traces written by the file exporter -> `memtrace attribute` -> results, reports,
and verdict spans written back into the telemetry (found again by the graph as verdicts)."""

from __future__ import annotations

import json

from memtrace_otel import config, semconv as sc
from memtrace_otel.attribution import attribute_outcome, taxonomy as tx
from memtrace_otel.attribution.writeback import write_verdicts
from memtrace_otel.cli import main
from memtrace_otel.exporters.file import spans_to_otlp_json
from memtrace_otel.graph import build_graph
from memtrace_otel.span_record import from_readable_span

from test_attribution_lineage import QUESTION, TinyMemory, _ingest_all


def _scenario(span_exporter, tmp_path):
    config.configure(capture_content=True)
    m = TinyMemory()
    _ingest_all(m)
    m.delete("tiny:rec:1")
    m.answer(QUESTION)
    spans = span_exporter.get_finished_spans()
    path = tmp_path / "traces.jsonl"
    # two export batches, as a BatchSpanProcessor would write them
    half = len(spans) // 2
    path.write_text(json.dumps(spans_to_otlp_json(spans[:half])) + "\n" + json.dumps(spans_to_otlp_json(spans[half:]))
                    + "\n")
    return m, path


def test_attribute_command_writes_results_and_reports(span_exporter, tmp_path, capsys):
    m, traces = _scenario(span_exporter, tmp_path)
    out, report = tmp_path / "results.jsonl", tmp_path / "report.html"
    assert main(["attribute", str(traces), "-o", str(out), "--report", str(report), "--no-progress"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 1
    assert rows[0]["error_type"] == tx.DELETION and rows[0]["op_id"] == m.ops["delete"]
    assert rows[0]["stage"] == "construction" and rows[0]["case_id"] == "q1"
    page = report.read_text()
    assert "DeletionError" in page and "<svg" in page and "http://" not in page.replace("http://www.w3.org", "")
    md = (tmp_path / "report.md").read_text()
    assert "| DeletionError | 1 |" in md
    printed = capsys.readouterr().out
    assert "1 failed case(s) attributed" in printed and "DeletionError" in printed

    # resumable: a second run skips the case already attributed
    assert main(["attribute", str(traces), "-o", str(out), "--no-progress"]) == 0
    assert len(out.read_text().splitlines()) == 1


def test_attribute_command_rejects_bad_input(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert main(["attribute", str(bad), "-o", str(tmp_path / "r.jsonl"), "--no-progress"]) == 2
    assert "broken.json" in capsys.readouterr().err
    assert main(["attribute", str(tmp_path / "missing.json"), "--no-progress"]) == 2


def test_verdicts_are_written_back_as_spans(span_exporter, tmp_path):
    m, _ = _scenario(span_exporter, tmp_path)
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    outcome = graph.failed_outcomes()[0]
    verdict = attribute_outcome(graph, outcome)
    before = len(span_exporter.get_finished_spans())
    write_verdicts([verdict])
    new = span_exporter.get_finished_spans()[before:]
    by_name = {s.name: s for s in new}
    attribution, marker = by_name[sc.RCA_SPAN_NAME], by_name[sc.RCA_MARKER_SPAN_NAME]
    root_trace, root_span = m.ops["delete"].split(":")
    # the attribution span lives in the failed answer's trace, under the outcome span, linked to the root cause
    assert format(attribution.context.trace_id, "032x") == outcome.trace_id
    assert format(attribution.parent.span_id, "016x") == outcome.span_id
    assert [(format(link.context.trace_id, "032x"), format(link.context.span_id, "016x")) for link in
            attribution.links] == [(root_trace, root_span)]
    # the marker is a child of the root-cause span, in its trace
    assert format(marker.context.trace_id, "032x") == root_trace
    assert format(marker.parent.span_id, "016x") == root_span
    for span in (attribution, marker):
        assert span.attributes[sc.RCA_ERROR_TYPE] == tx.DELETION
        assert span.attributes[sc.RCA_ROOT_SPAN_ID] == root_span
        event = span.events[0]
        assert event.name == sc.GEN_AI_EVALUATION_RESULT_EVENT
        assert event.attributes[sc.GEN_AI_EVALUATION_SCORE_LABEL] == tx.DELETION
    # read back, the graph sees them as verdicts, not as memory operations
    regraph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    assert {v.error_type for v in regraph.verdicts()} == {tx.DELETION}
    assert all(op.op_id not in {f"{root_trace}:{format(marker.context.span_id, '016x')}"}
               for op in regraph.ops_in_order())
