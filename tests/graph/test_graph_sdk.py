"""The graph rebuilt from spans the real SDK emits (manual API + record_outcome, in-memory exporter)."""

from __future__ import annotations

import json
import random

import memtrace_otel
from memtrace_otel.graph import build_graph
from memtrace_otel.span_record import from_readable_span


def _run_app():
    with memtrace_otel.operation("ingest", "app.ingest", system="app", user_id="u1") as op:
        op.output("msg:c:1", "I moved to Lyon", kind="message", change="create")
    with memtrace_otel.operation("write", "app.add", system="app", user_id="u1") as op:
        op.input("msg:c:1", "I moved to Lyon", kind="message", relation="derived_from")
        op.output("mem:city", "lives in Paris", kind="memory_record")
    with memtrace_otel.operation("update", "app.update", system="app", user_id="u1") as op:
        op.update("mem:city", "lives in Paris (confirmed)")
    with memtrace_otel.operation("retrieve", "app.search", system="app", user_id="u1") as op:
        op.input("query:1", "where does u1 live?", kind="query")
        op.input("mem:city", "lives in Paris (confirmed)", kind="memory_record", rank=0, score=0.9)
        op.output("rs:1", "lives in Paris (confirmed)", kind="retrieved_set", change="derive")
    with memtrace_otel.operation("generate", "app.answer", system="app", user_id="u1") as gen:
        gen.input("rs:1", kind="retrieved_set", relation="context_of")
        gen.output("answer:1", "Paris", kind="answer", change="derive")
    memtrace_otel.record_outcome(False, question="where does u1 live?", expected="Lyon", actual="Paris",
                                 case_id="c1", evidence_ids=["msg:c:1"], answer=gen)


def test_graph_from_sdk_spans(span_exporter, capture_content):
    _run_app()
    records = [from_readable_span(s) for s in span_exporter.get_finished_spans()]
    g = build_graph(records)
    assert [o.op_name for o in g.ops_in_order()] == [
        "app.ingest", "app.add", "app.update", "app.search", "app.answer", "memtrace.outcome"]
    history = g.record_history("mem:city")
    assert [v.version for v in history] == [1, 2]
    assert [g.producer(v.node_id).op_name for v in history] == ["app.add", "app.update"]
    assert history[1].content == "lives in Paris (confirmed)"
    search = next(o for o in g.ops_in_order() if o.op_name == "app.search")
    assert "mem:city@2" in [e.node_id for e in search.inputs]

    [case] = g.failed_outcomes()
    assert (case.case_id, case.expected, case.actual) == ("c1", "Lyon", "Paris")
    assert case.answer_node_id == "answer:1@1"
    assert g.operations[case.answer_op_id].op_name == "app.answer"
    path = g.between(case.evidence_ids, case.answer_node_id)
    assert {o.op_name for o in path.ops_in_order()} == {"app.add", "app.update", "app.search", "app.answer"}

    # and the same spans in another order, as a collector may receive them
    shuffled = records[:]
    random.Random(3).shuffle(shuffled)
    assert json.dumps(build_graph(shuffled).to_dict(), sort_keys=True) == json.dumps(g.to_dict(), sort_keys=True)


def test_graph_from_sdk_spans_without_content(span_exporter):
    _run_app()
    g = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    node = g.variables["mem:city@2"]
    assert node.content is None and node.hash.startswith("sha256:")
    assert g.failed_outcomes()[0].expected is None


def _jaeger_v1(records, keep_logs: bool) -> dict:
    """SDK spans as Jaeger's query-API v1 JSON: typed tags, arrays as JSON text, references without attributes."""

    def tag(key, value):
        if isinstance(value, bool):
            return {"key": key, "type": "bool", "value": value}
        if isinstance(value, int):
            return {"key": key, "type": "int64", "value": value}
        if isinstance(value, float):
            return {"key": key, "type": "float64", "value": value}
        if isinstance(value, (tuple, list)):
            return {"key": key, "type": "string", "value": json.dumps(list(value))}
        return {"key": key, "type": "string", "value": str(value)}

    traces: dict[str, list] = {}
    for r in records:
        refs = ([{"refType": "CHILD_OF", "traceID": r.trace_id, "spanID": r.parent_span_id}]
                if r.parent_span_id else [])
        refs += [{"refType": "FOLLOWS_FROM", "traceID": link.trace_id, "spanID": link.span_id} for link in r.links]
        logs = [{"timestamp": e.time_ns // 1000, "fields": [tag("event", e.name)] +
                 [tag(k, v) for k, v in e.attributes.items()]} for e in r.events] if keep_logs else []
        traces.setdefault(r.trace_id, []).append({
            "traceID": r.trace_id, "spanID": r.span_id, "operationName": r.name, "references": refs,
            "startTime": r.start_ns // 1000, "duration": max(1, (r.end_ns - r.start_ns) // 1000),
            "tags": [tag(k, v) for k, v in r.attributes.items()], "logs": logs, "processID": "p1"})
    return {"data": [{"traceID": t, "spans": spans, "processes": {"p1": {"serviceName": "app", "tags": []}}}
                     for t, spans in traces.items()]}


def test_jaeger_v1_export_with_or_without_events_rebuilds_the_same_structure(span_exporter, tmp_path):
    from memtrace_otel.graph.loaders import load_spans

    _run_app()
    records = [from_readable_span(s) for s in span_exporter.get_finished_spans()]
    full = build_graph(records)
    structure = lambda g: [(o.op_name, [e.node_id for e in o.inputs], [e.node_id for e in o.outputs])  # noqa: E731
                           for o in g.ops_in_order()]
    for keep_logs in (True, False):
        path = tmp_path / f"jaeger-{keep_logs}.json"
        path.write_text(json.dumps(_jaeger_v1(records, keep_logs)))
        g = build_graph(load_spans(path))
        # Jaeger keeps microseconds only: ops are ordered by (start, process, seq), so the order still holds
        assert structure(g) == structure(full)
        assert [(o.case_id, o.answer_node_id) for o in g.failed_outcomes()] == [("c1", "answer:1@1")]
        # encoding v2: every field of a variable is a span tag, so a backend that drops logs (events) loses none
        assert g.variables["mem:city@2"].kind == "memory_record"
        search = next(o for o in g.ops_in_order() if o.op_name == "app.search")
        assert ("mem:city@2" in {e.node_id for e in search.inputs})
