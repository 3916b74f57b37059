"""Failed outcomes: durable cases, the decision_wait window for late spans, the pluggable attribution callable."""

from __future__ import annotations

import sys
import time

import httpx
import pytest
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

from collector_support import (
    attribute_to_writers,
    emit_memory_story,
    http_exporter_to,
    make_collector,
    provider_for,
    wait_for,
)
from memtrace_otel import semconv as sc


def _send_story(collector, **kwargs):
    provider = provider_for(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces", timeout=5))
    ids = emit_memory_story(provider, **kwargs)
    return provider, ids


def test_decision_wait_then_attribution_sees_late_spans(tmp_path):
    calls = []

    def attribute(graph, outcome):
        calls.append(outcome.case_id)
        return attribute_to_writers(graph, outcome)

    collector = make_collector(tmp_path, grpc=False, decision_wait=60.0, attribute=attribute).start()
    try:
        provider, ids = _send_story(collector)
        assert collector.attribute_due_now() == 0  # inside the 60 s window: nothing attributed yet
        assert calls == []
        # a late span of the failing run arrives inside the window: another write of the record the answer read
        tracer = provider.get_tracer("late")
        with tracer.start_as_current_span("mem0.late_write", attributes={sc.MEMTRACE_OP_KIND: sc.KIND_WRITE}) as s:
            s.add_event(sc.VARIABLE_EVENT, {sc.VAR_ID: "mem0:rec-1", sc.VAR_ROLE: "output", sc.VAR_VERSION: 2,
                                            sc.VAR_KIND: "memory_record", sc.VAR_HASH: "sha256:" + "1" * 16,
                                            sc.VAR_CHANGE: sc.CHANGE_UNCHANGED})
        provider.shutdown()

        finished = collector.worker.run_due(time.time_ns() + int(61e9))  # as if the window had passed
        assert finished == 1 and calls == ["case-1"]
        case = httpx.get(collector.http_url + "/api/cases").json()["cases"][0]
        assert case["state"] == "done" and case["error"] == ""
        assert case["result"]["answer_op_id"] == f"{ids['answer_trace']}:{ids['answer_span']}"
        assert case["result"]["writers"] == ["mem0.late_write", "mem0.update"]
        assert collector.metrics()["cases_done"] == 1
        assert collector.worker.run_due(time.time_ns() + int(120e9)) == 0  # done once, not again
    finally:
        collector.stop()


def test_worker_thread_attributes_after_the_window(tmp_path):
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribute=attribute_to_writers).start()
    try:
        provider, _ = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.case_counts()["done"] == 1)
        # correct outcomes never become cases
        provider, _ = _send_story(collector, record_id="mem0:ok", case_id="ok-case", failed=False)
        provider.shutdown()
        cases = collector.store.cases()
        assert [c.case_id for c in cases] == ["case-1"]
    finally:
        collector.stop()


def test_attribution_errors_are_stored(tmp_path):
    def broken(graph, outcome):
        raise RuntimeError("engine exploded")

    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribute=broken).start()
    try:
        provider, _ = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.case_counts()["error"] == 1)
        case = collector.store.cases()[0]
        assert case.error == "RuntimeError: engine exploded" and case.result is None
    finally:
        collector.stop()


def test_without_an_attribution_engine_cases_stay_pending(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "memtrace_otel.attribution", None)  # import fails like "not installed"
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribution="auto").start()
    try:
        provider, _ = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.store.cases()[0].attempts >= 1)
        case = collector.store.cases()[0]
        assert case.state == "pending" and "no attribution engine" in case.error
        assert httpx.get(collector.http_url + "/api/cases").json()["attribution_engine_available"] is False
    finally:
        collector.stop()


def test_named_attribution_callable_from_config(tmp_path):
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0,
                               attribution="collector_support:attribute_to_writers").start()
    try:
        provider, _ = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.case_counts()["done"] == 1)
        assert collector.store.cases()[0].result["writers"] == ["mem0.update"]
    finally:
        collector.stop()


def test_pending_cases_survive_a_restart(tmp_path):
    first = make_collector(tmp_path, "c", grpc=False, decision_wait=3600.0, attribution="none").start()
    provider, _ = _send_story(first)
    provider.shutdown()
    first.stop()
    second = make_collector(tmp_path, "c", grpc=False, decision_wait=3600.0, attribute=attribute_to_writers).start()
    try:
        assert second.case_counts()["pending"] == 1
        assert second.worker.run_due(time.time_ns() + int(3601e9)) == 1  # the rebuilt graph has the outcome
        assert second.store.cases()[0].result["writers"] == ["mem0.update"]
    finally:
        second.stop()


def test_default_engine_attributes_and_writes_verdict_spans(tmp_path):
    pytest.importorskip("memtrace_otel.attribution")
    down = make_collector(tmp_path, "down", grpc=False).start()
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribution="auto",
                               exporters=[http_exporter_to(down)]).start()
    try:
        provider, ids = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.case_counts()["pending"] == 0)
        [case] = httpx.get(collector.http_url + "/api/cases").json()["cases"]
        assert case["state"] == "done", case["error"]
        result = case["result"]
        assert result["case_id"] == "case-1" and result["engine"] == "lineage"
        assert (result["failed_trace_id"], result["failed_span_id"]) == (ids["outcome_trace"], ids["outcome_span"])
        assert result["error_type"] and "stage" in result
        # the verdict went back into the telemetry: stored, in the graph, forwarded downstream
        assert wait_for(lambda: collector.graph.trace_graph(ids["outcome_trace"])["verdicts"])
        verdicts = collector.graph.trace_graph(ids["outcome_trace"])["verdicts"]
        assert [v["name"] for v in verdicts] == [sc.RCA_SPAN_NAME]
        assert verdicts[0]["case_id"] == "case-1" and verdicts[0]["error_type"] == result["error_type"]
        assert verdicts[0]["failed_op_id"] == f"{ids['outcome_trace']}:{ids['outcome_span']}"
        assert wait_for(lambda: down.counters.get("spans_accepted") == collector.counters.get("spans_accepted"))
        assert down.graph.trace_graph(ids["outcome_trace"])["verdicts"] == verdicts
    finally:
        collector.stop()
        down.stop()


def test_verdict_spans_can_be_turned_off(tmp_path):
    pytest.importorskip("memtrace_otel.attribution")
    collector = make_collector(tmp_path, grpc=False, decision_wait=0.0, attribution="auto")
    collector.config.graph.write_verdicts = False
    collector.start()
    try:
        provider, ids = _send_story(collector)
        provider.shutdown()
        assert wait_for(lambda: collector.case_counts()["done"] == 1)
        assert collector.graph.trace_graph(ids["outcome_trace"])["verdicts"] == []
        assert collector.counters.get("spans_accepted") == 5
    finally:
        collector.stop()
