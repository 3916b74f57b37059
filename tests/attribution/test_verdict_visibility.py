"""A failed answer is visible as one in trace UIs: the outcome span and the verdict spans have status ERROR, the
verdict links to the root-cause span, and the verdict becomes Phoenix span annotations (payload and 404 handling
checked here against a stand-in; tests/attribution/test_phoenix.py checks them in a real Phoenix)."""

from __future__ import annotations

import json

import httpx
from opentelemetry.trace import StatusCode

from memtrace_otel import record_outcome, semconv as sc
from memtrace_otel.attribution import attribute_outcome, taxonomy as tx
from memtrace_otel.attribution.phoenix import ANNOTATION_NAME, annotate_phoenix, verdict_annotations
from memtrace_otel.attribution.result import Attribution
from memtrace_otel.attribution.writeback import write_verdicts
from memtrace_otel.graph import build_graph
from memtrace_otel.span_record import from_readable_span

from test_attribute_cli import _scenario


def _verdict(span_exporter, tmp_path):
    m, _ = _scenario(span_exporter, tmp_path)
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    outcome = graph.failed_outcomes()[0]
    return m, outcome, attribute_outcome(graph, outcome)


def test_failed_outcome_has_status_error_and_a_correct_one_does_not(span_exporter):
    record_outcome(False, question="q?", expected="a", actual="b", case_id="bad", answer=("ab" * 16, "cd" * 8))
    record_outcome(True, case_id="good", answer=("ab" * 16, "ef" * 8))
    record_outcome(score=0.2, case_id="low", answer=("ab" * 16, "12" * 8))
    spans = {s.attributes[sc.OUTCOME_CASE_ID]: s for s in span_exporter.get_finished_spans()
             if s.name == sc.OUTCOME_SPAN_NAME}
    assert spans["bad"].status.status_code is StatusCode.ERROR
    assert "bad" in spans["bad"].status.description
    assert spans["low"].status.status_code is StatusCode.ERROR
    assert spans["good"].status.status_code is StatusCode.UNSET


def test_verdict_spans_are_errors_linked_to_the_root_cause(span_exporter, tmp_path):
    m, outcome, verdict = _verdict(span_exporter, tmp_path)
    assert verdict.error_type == tx.DELETION
    before = len(span_exporter.get_finished_spans())
    write_verdicts([verdict])
    by_name = {s.name: s for s in span_exporter.get_finished_spans()[before:]}
    root_trace, root_span = m.ops["delete"].split(":")
    for name in (sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME):
        span = by_name[name]
        assert span.status.status_code is StatusCode.ERROR
        assert tx.DELETION in span.status.description and verdict.op_name in span.status.description
        assert span.attributes[sc.ERROR_TYPE] == tx.DELETION
        assert span.attributes[sc.RCA_ROOT_TRACE_ID] == root_trace
    # one click from the verdict to the root cause's trace: a span link (Jaeger reference / Grafana span link)
    [link] = by_name[sc.RCA_SPAN_NAME].links
    assert (format(link.context.trace_id, "032x"), format(link.context.span_id, "016x")) == (root_trace, root_span)
    # the outcome span the app recorded is an error too
    [outcome_span] = [s for s in span_exporter.get_finished_spans()[:before] if s.name == sc.OUTCOME_SPAN_NAME]
    assert outcome_span.status.status_code is StatusCode.ERROR


def test_a_verdict_that_is_not_a_fault_stays_unset(span_exporter):
    result = Attribution(case_id="c", error_type=tx.ANNOTATION, op_id=None, confidence=0.6, reason="gold not in inputs",
                         engine="lineage", failed_trace_id="ab" * 16, failed_span_id="cd" * 8)
    write_verdicts([result])
    [span] = span_exporter.get_finished_spans()
    assert span.status.status_code is StatusCode.UNSET and sc.ERROR_TYPE not in span.attributes


def test_verdict_annotations_for_answer_and_root_cause_spans(span_exporter, tmp_path):
    m, outcome, verdict = _verdict(span_exporter, tmp_path)
    answer_span = verdict.answer_op_id.split(":")[1]
    root_trace, root_span = m.ops["delete"].split(":")
    items = {a["metadata"]["role"]: a for a in verdict_annotations(verdict)}
    assert set(items) == {"answer", "root_cause"}
    assert items["answer"]["span_id"] == answer_span and items["root_cause"]["span_id"] == root_span
    for item in items.values():
        assert item["name"] == ANNOTATION_NAME and item["annotator_kind"] == "CODE"
        assert item["result"]["label"].startswith(tx.DELETION)
        assert item["result"]["score"] == verdict.confidence
        assert item["identifier"] == "memtrace:q1"
    assert items["answer"]["metadata"]["root_cause_trace_id"] == root_trace
    assert root_span in items["answer"]["result"]["explanation"]


def test_annotate_phoenix_posts_synchronously_and_reports_missing_spans(span_exporter, tmp_path):
    _, _, verdict = _verdict(span_exporter, tmp_path)
    known = {verdict.answer_op_id.split(":")[1]}  # this stand-in Phoenix holds only the answer span
    stored, calls = [], []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        assert request.url.path == "/v1/span_annotations" and request.url.params["sync"] == "true"
        assert request.headers["authorization"] == "Bearer k"
        data = json.loads(request.content)["data"]
        missing = {d["span_id"] for d in data} - known
        if missing:  # Phoenix refuses the whole batch when one span is unknown
            return httpx.Response(404, json={"detail": f"Spans with IDs {', '.join(missing)} do not exist."})
        stored.extend(data)
        return httpx.Response(200, json={"data": [{"id": str(i)} for i in range(len(data))]})

    client = httpx.Client(transport=httpx.MockTransport(handler))
    report = annotate_phoenix([verdict], "http://phoenix:6006/v1/traces", api_key="k", client=client)
    assert report.written == 1 and report.missing_spans == [verdict.span_id] and not report.errors
    assert [d["span_id"] for d in stored] == sorted(known)
    assert "1 Phoenix span annotation(s) written" in report.summary() and verdict.span_id in report.summary()


def test_annotate_phoenix_unreachable_is_reported_not_raised(span_exporter, tmp_path):
    _, _, verdict = _verdict(span_exporter, tmp_path)

    def handler(request):
        raise httpx.ConnectError("refused", request=request)

    report = annotate_phoenix([verdict], "http://127.0.0.1:9", client=httpx.Client(
        transport=httpx.MockTransport(handler)))
    assert report.written == 0 and report.errors and "ConnectError" in report.errors[0]


def test_the_collectors_verdict_spans_are_errors_too(span_exporter, tmp_path):
    """The collector's verdict processor encodes write_verdict's spans into an OTLP request: status ERROR survives."""
    from memtrace_otel.collector.processors.verdicts import VerdictWriter

    _, _, verdict = _verdict(span_exporter, tmp_path)
    requests = []
    writer = VerdictWriter(lambda request, body: requests.append(request))
    try:
        assert writer.write(verdict) == 2
    finally:
        writer.shutdown()
    spans = [s for rs in requests[0].resource_spans for ss in rs.scope_spans for s in ss.spans]
    assert {s.name for s in spans} == {sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME}
    assert all(s.status.code == 2 and tx.DELETION in s.status.message for s in spans)  # STATUS_CODE_ERROR
