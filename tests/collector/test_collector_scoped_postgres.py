"""The scoped graph processor (collector/processors/scoped.py): no whole graph in the collector, one memory scope's
subgraph pulled from the store when its failed cases are due, then dropped.

On a real PostgreSQL server: two collectors writing to one database, the failed outcome's scope stored through the
other collector -> a verdict, equal to the in-memory processor's on the same spans. Resident graph size: the most
nodes held at once stays one scope's subgraph while the number of scopes grows (a count, not a timing). SQLite gets
the same mode through the same store interface when asked (``mode: scoped``).
"""

from __future__ import annotations

import time

import httpx
import pytest
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from collector_support import emit_memory_story, make_collector
from memtrace_otel.collector.config import ConfigError, StoreConfig, config_from_dict
from memtrace_otel.collector.processors.graph import GraphProcessor
from memtrace_otel.collector.processors.scoped import ScopedGraphProcessor
from memtrace_otel.collector.store import CASE_DONE
from pg_support import pg_dsn, postgres_server  # noqa: F401  (pytest fixtures)

PROTOBUF = {"Content-Type": "application/x-protobuf"}
LATER = 10 * 3600 * 10**9  # "now" for run_due: past every case's decision_wait


def _stories(scopes: list[str]) -> tuple[list, dict[str, dict[str, str]]]:
    """One failed story per scope (own record per scope), recorded as finished SDK spans."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    ids = {scope: emit_memory_story(provider, record_id=f"mem0:{scope}", case_id=f"case-{scope}", scope=scope)
           for scope in scopes}
    provider.shutdown()
    return list(exporter.get_finished_spans()), ids


def _post(collector, spans) -> None:
    if spans:
        body = encode_spans(spans).SerializeToString()
        assert httpx.post(collector.http_url + "/v1/traces", content=body, headers=PROTOBUF).status_code == 200


def _collector(tmp_path, name, store: StoreConfig, mode: str = "auto", attribution: str = "auto"):
    collector = make_collector(tmp_path, name, grpc=False, decision_wait=3600.0, attribution=attribution)
    collector.config.store = store
    collector.config.graph.mode = mode
    collector.config.graph.write_verdicts = False
    return collector


def _verdicts(collector) -> dict[str, dict]:
    """Stored verdicts by case, without the time the engine took (``cost.seconds``: the only field that differs
    between two runs of the same case)."""
    out = {}
    for case in collector.store.cases(CASE_DONE):
        result = dict(case.result)
        result["cost"] = {k: v for k, v in (result.get("cost") or {}).items() if k != "seconds"}
        out[case.case_id] = result
    return out


def _reference_verdicts(tmp_path, spans) -> dict[str, dict]:
    """The same spans through one collector with the whole graph in memory (SQLite file)."""
    ref = _collector(tmp_path, "reference", StoreConfig(path=str(tmp_path / "reference.db"), synchronous="normal"))
    ref.start()
    try:
        assert isinstance(ref.graph, GraphProcessor) and ref.graph.mode == "memory"
        _post(ref, spans)
        ref.worker.run_due(time.time_ns() + LATER)
        return _verdicts(ref)
    finally:
        ref.stop()


def test_a_collector_attributes_a_case_whose_scope_came_through_the_other_collector(tmp_path, pg_dsn):
    spans, ids = _stories(["user=alice"])
    story = ids["user=alice"]
    answer_traces = {story["answer_trace"], story["outcome_trace"]}
    memory_spans = [s for s in spans if format(s.context.trace_id, "032x") not in answer_traces]
    answer_spans = [s for s in spans if format(s.context.trace_id, "032x") in answer_traces]
    assert memory_spans and answer_spans

    shared = StoreConfig(dsn=pg_dsn, lease=30.0)
    a = _collector(tmp_path, "a", shared).start()
    b = _collector(tmp_path, "b", shared).start()
    try:
        assert isinstance(a.graph, ScopedGraphProcessor) and isinstance(b.graph, ScopedGraphProcessor)  # auto
        _post(a, memory_spans)  # the record's write and update reach the database through A
        _post(b, answer_spans)  # the answer and its failed outcome through B
        assert a.graph.sizes()["resident_nodes"] == 0  # neither holds a graph between cases
        # A attributes it (decision_wait is an hour: only this explicit pass sees the case due): A received the
        # outcome's spans from nowhere, everything comes from the shared store
        assert a.worker.run_due(time.time_ns() + LATER) == 1
        assert b.worker.run_due(time.time_ns() + LATER) == 0  # settled once
        verdicts = _verdicts(b)  # B reads the same verdict from the database
        assert a.graph.position()["scopes_loaded"] == 1 and b.graph.position()["scopes_loaded"] == 0
        # the query API of either replica reads the trace and the record's lineage from the store
        trace = httpx.get(b.http_url + f"/api/traces/{story['answer_trace']}/graph").json()
        assert {op["name"] for op in trace["graph"]["operations"]} >= {"qa.turn", "mem0.search"}
        lineage = httpx.get(b.http_url + "/api/records/mem0%3Auser%3Dalice/lineage").json()
        assert lineage["graph"]["versions"] == ["mem0:user=alice@1", "mem0:user=alice@2"]
    finally:
        a.stop()
        b.stop()

    reference = _reference_verdicts(tmp_path, spans)
    assert set(verdicts) == set(reference) == {"case-user=alice"}
    assert verdicts == reference  # the same verdict as the whole graph in memory gives
    assert verdicts["case-user=alice"]["error_type"]


@pytest.mark.parametrize("kind", ["postgres", "sqlite"])
def test_resident_graph_stays_one_scope_as_scopes_grow(tmp_path, kind, request):
    if kind == "postgres":
        store = StoreConfig(dsn=request.getfixturevalue("pg_dsn"), lease=30.0)
    else:
        store = StoreConfig(path=str(tmp_path / "scoped.db"), synchronous="normal")
    first, more = [f"user=u{i}" for i in range(3)], [f"user=u{i}" for i in range(3, 15)]
    spans_first, _ = _stories(first)
    spans_more, _ = _stories(more)
    collector = _collector(tmp_path, "scoped", store, mode="scoped").start()
    try:
        assert isinstance(collector.graph, ScopedGraphProcessor)
        _post(collector, spans_first)
        assert collector.worker.run_due(time.time_ns() + LATER) == len(first)
        after_first = collector.graph.position()
        _post(collector, spans_more)
        assert collector.worker.run_due(time.time_ns() + LATER) == len(more)
        after_all = collector.graph.position()
        verdicts = _verdicts(collector)
    finally:
        collector.stop()

    # one subgraph pulled per scope, each released: nothing held after, and the most held at once did not grow
    # when the number of scopes went from 3 to 15 (each scope's subgraph is its own story)
    assert after_first["scopes_loaded"] == 3 and after_all["scopes_loaded"] == 15
    assert after_first["resident_nodes"] == after_all["resident_nodes"] == 0
    assert after_all["peak_resident_nodes"] == after_first["peak_resident_nodes"] > 0
    assert after_all["spans_loaded"] == 5 * after_first["spans_loaded"]  # 15/3 scopes of equal size, no more

    # the in-memory processor holds every scope: its graph grows with them
    memory = _collector(tmp_path, "memory", StoreConfig(path=str(tmp_path / "memory.db"), synchronous="normal"),
                        mode="memory").start()
    try:
        _post(memory, spans_first)
        memory.graph.sync()
        nodes_first = sum(memory.graph.sizes().values())
        _post(memory, spans_more)
        memory.graph.sync()
        nodes_all = sum(memory.graph.sizes().values())
        memory.worker.run_due(time.time_ns() + LATER)
        assert _verdicts(memory) == verdicts  # the same verdicts, case by case
    finally:
        memory.stop()
    assert nodes_all == 5 * nodes_first
    assert after_all["peak_resident_nodes"] <= nodes_first / 3  # one scope's worth


def test_graph_mode_config():
    base = {"receivers": {"otlp": {"protocols": {"http": {"endpoint": "127.0.0.1:0"}}}},
            "service": {"pipelines": {"traces": {"receivers": ["otlp"], "processors": ["memtrace_graph"]}}}}
    config = config_from_dict({**base, "processors": {"memtrace_graph": {"mode": "scoped", "lookback": "24h"}}})
    assert (config.graph.mode, config.graph.lookback) == ("scoped", 86_400.0)
    assert config_from_dict({**base, "processors": {"memtrace_graph": {}}}).graph.mode == "auto"
    with pytest.raises(ConfigError, match="mode"):
        config_from_dict({**base, "processors": {"memtrace_graph": {"mode": "everything"}}})
    with pytest.raises(ConfigError, match="lookback"):
        config_from_dict({**base, "processors": {"memtrace_graph": {"lookback": "0s"}}})


def test_scoped_verdicts_equal_in_memory_ones_for_the_sdks_own_encoding(tmp_path, pg_dsn):
    """Stories recorded by the manual instrumentation API (the SDK's current variable encoding), two scopes sharing
    nothing: the scoped processor on PostgreSQL gives each case the in-memory processor's verdict."""
    import memtrace_otel
    from memtrace_otel import config, operation, record_outcome

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    memtrace_otel.instrument(tracer_provider=provider, instrumentations=[])
    try:
        config.configure(capture_content=True)
        for user in ("ann", "bob"):
            record = f"mem:{user}:1"
            with operation("write", "mem.add", user_id=user) as op:
                op.output(record, f"{user} likes jazz", kind="memory_record")
            with operation("update", "mem.update", user_id=user) as op:
                op.input(record, f"{user} likes jazz", kind="memory_record", relation="updates")
                op.output(record, f"{user} likes rock", kind="memory_record", change="update")
            with operation("generate", "qa.answer", user_id=user) as gen:
                gen.input(record, f"{user} likes rock", kind="memory_record", relation="context_of")
                gen.output(f"answer:{user}:1", "rock", kind="answer")
            record_outcome(False, question=f"what does {user} like", expected="jazz", case_id=f"case-{user}")
    finally:
        memtrace_otel.uninstrument()
        provider.shutdown()
    spans = list(exporter.get_finished_spans())

    scoped = _collector(tmp_path, "scoped", StoreConfig(dsn=pg_dsn, lease=30.0)).start()
    try:
        assert scoped.graph.mode == "scoped"
        _post(scoped, spans)
        assert scoped.worker.run_due(time.time_ns() + LATER) == 2
        verdicts = _verdicts(scoped)
        position = scoped.graph.position()
        assert (position["scopes_loaded"], position["resident_nodes"]) == (2, 0)  # one pull per scope, released
    finally:
        scoped.stop()
    assert set(verdicts) == {"case-ann", "case-bob"} and all(v["error_type"] for v in verdicts.values())
    assert verdicts == _reference_verdicts(tmp_path, spans)
