"""The evolution graph is built off the request path: acknowledged means stored; queries still see everything
acknowledged before them; the graph converges to the store after queue overflow and restart; attribution runs on a
snapshot, so a slow engine stalls neither ingestion nor graph building; the request-path index equals the one read
from decoded spans."""

from __future__ import annotations

import threading
import time
from urllib.parse import quote

import httpx
import pytest
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from collector_support import (
    attribute_to_writers,
    emit_memory_story,
    make_collector,
    make_request,
    make_span,
    provider_for,
)
from memtrace_otel import semconv as sc
from memtrace_otel.collector import ConfigError, config_from_dict
from memtrace_otel.collector.pipeline import drop_spans_without_ids
from memtrace_otel.collector.processors.graph import owned_records
from memtrace_otel.collector.processors.index import items_from_request, var_refs
from memtrace_otel.collector.processors.outcomes import failed_case
from memtrace_otel.collector.store import SpanItem
from memtrace_otel.graph import EvolutionGraph
from memtrace_otel.graph.loaders import records_from_proto_bytes
from memtrace_otel.graph.loaders.otlp_proto import records_from_request

PB = {"Content-Type": "application/x-protobuf"}


def _writes(first: int, count: int, record: str, trace_byte: int = 9) -> bytes:
    """``count`` op spans, each writing (create/update) the next version of ``record``; versions first+1.."""
    from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
    from opentelemetry.proto.trace.v1.trace_pb2 import Span

    def kv(key, value):
        return KeyValue(key=key, value=AnyValue(int_value=value) if isinstance(value, int)
                        else AnyValue(string_value=value))

    spans = []
    for i in range(first, first + count):
        span = make_span(trace_byte, 0, name="mem.write", **{sc.MEMTRACE_OP_KIND: sc.KIND_WRITE,
                                                              sc.MEMTRACE_OP_SEQ: i, sc.MEMTRACE_OP_PROCESS: "t"})
        span.span_id = (i + 1).to_bytes(8, "big")
        span.start_time_unix_nano = 1_000 + i
        event = Span.Event(name=sc.VARIABLE_EVENT, time_unix_nano=1_000 + i)
        event.attributes.extend([kv(sc.VAR_ID, record), kv(sc.VAR_ROLE, "output"), kv(sc.VAR_VERSION, i + 1),
                                 kv(sc.VAR_KIND, "memory_record"), kv(sc.VAR_HASH, "sha256:" + "%016x" % i),
                                 kv(sc.VAR_CHANGE, sc.CHANGE_CREATE if i == 0 else sc.CHANGE_UPDATE)])
        span.events.append(event)
        spans.append(span)
    return make_request(spans).SerializeToString()


def _store_graph(collector) -> dict:
    """The graph a fresh replay of the store gives: what the live graph must converge to."""
    g = EvolutionGraph()
    for _, body, owned in collector.store.iter_requests():
        g.add_spans(owned_records(records_from_proto_bytes(body), owned))
    return g.to_dict()


def test_query_right_after_the_acknowledgement_sees_the_data(tmp_path):
    collector = make_collector(tmp_path, grpc=False).start()
    try:
        with httpx.Client(timeout=10) as client:
            for n in range(1, 31):
                assert client.post(collector.http_url + "/v1/traces", content=_writes(n - 1, 1, "mem:r"),
                                   headers=PB).status_code == 200
                # no wait between the acknowledgement and the query: the API waits for the graph itself
                lineage = client.get(f"{collector.http_url}/api/records/{quote('mem:r', safe='')}/lineage").json()
                assert lineage["graph_complete"] is True
                assert len(lineage["spans"]) == n  # the store's index
                assert len(lineage["graph"]["versions"]) == n, n  # the graph
                assert lineage["graph"]["versions"][-1] == f"mem:r@{n}"
        assert collector.graph.sizes()["operations"] == 30  # direct queries wait too
    finally:
        collector.stop()


def test_graph_converges_to_the_store_after_queue_overflow(tmp_path):
    collector = make_collector(tmp_path, grpc=False)
    collector.config.graph.queue_size = 2
    collector.start()
    try:
        # Hold the graph so the builder thread blocks: acknowledgements go on, the 2-request queue overflows.
        with collector.graph.reading(wait=False):
            with httpx.Client(timeout=10) as client:
                for i in range(12):
                    resp = client.post(collector.http_url + "/v1/traces", content=_writes(i * 5, 5, "mem:o"),
                                       headers=PB)
                    assert resp.status_code == 200
            assert collector.store.stats().spans == 60  # acknowledged = stored, while the graph is held
            assert collector.graph.position()["lag_requests"] >= 10
        assert collector.graph.overflows >= 1
        assert collector.graph.sync(timeout=15)
        assert collector.graph.sizes()["operations"] == 60
        live = collector.graph.lineage("mem:o")
        assert live["versions"] == [f"mem:o@{v}" for v in range(1, 61)]
        with collector.graph.reading() as g:
            assert g.to_dict() == _store_graph(collector)  # same content, same order of application
        assert collector.metrics()["graph_position"]["lag_requests"] == 0
    finally:
        collector.stop()


def test_restart_replays_the_store_in_the_background_and_queries_wait_for_it(tmp_path):
    first = make_collector(tmp_path, "c", grpc=False).start()
    with httpx.Client(timeout=10) as client:
        for i in range(8):
            assert client.post(first.http_url + "/v1/traces", content=_writes(i * 4, 4, "mem:x"),
                               headers=PB).status_code == 200
    first.stop()
    second = make_collector(tmp_path, "c", grpc=False).start()
    try:
        # asked right after start: the answer already holds every span stored before the restart
        lineage = httpx.get(f"{second.http_url}/api/records/{quote('mem:x', safe='')}/lineage", timeout=10).json()
        assert lineage["graph_complete"] and len(lineage["graph"]["versions"]) == 32
        assert second.rebuilt_spans == 32
        assert httpx.post(second.http_url + "/v1/traces", content=_writes(32, 4, "mem:x"),
                          headers=PB).status_code == 200
        assert len(second.graph.lineage("mem:x")["versions"]) == 36
        with second.graph.reading() as g:
            assert g.to_dict() == _store_graph(second)
    finally:
        second.stop()


def test_slow_attribution_stalls_neither_ingestion_nor_the_graph(tmp_path):
    started, release = threading.Event(), threading.Event()
    seen_ops: list[int] = []

    def slow_engine(graph, outcome):
        started.set()
        assert release.wait(30)  # an LLM call that takes a while
        seen_ops.append(len(graph.operations))
        return attribute_to_writers(graph, outcome)

    collector = make_collector(tmp_path, grpc=False, decision_wait=60.0, attribute=slow_engine).start()
    try:
        provider = provider_for(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces", timeout=5))
        emit_memory_story(provider)
        provider.shutdown()
        # attribute now, as if decision_wait had passed, in a thread: the call blocks inside the engine
        finished: list[int] = []
        worker = threading.Thread(target=lambda: finished.append(
            collector.worker.run_due(time.time_ns() + int(61e9))))
        worker.start()
        assert started.wait(15)  # the worker is inside the engine now
        with httpx.Client(timeout=10) as client:
            for i in range(5):
                resp = client.post(collector.http_url + "/v1/traces", content=_writes(i * 3, 3, "mem:during"),
                                   headers=PB)
                assert resp.status_code == 200  # acknowledged while the engine runs
        # ... and built into the graph while it runs (the engine holds no graph lock)
        assert collector.graph.sync(timeout=10)
        assert len(collector.graph.lineage("mem:during", wait=False)["versions"]) == 15
        assert collector.case_counts()["done"] == 0
        release.set()
        worker.join(15)
        assert finished == [1] and collector.case_counts()["done"] == 1
        assert collector.store.cases()[0].result["writers"] == ["mem0.update"]
        assert seen_ops == [5]  # the engine saw its snapshot, not the spans that arrived during the call
    finally:
        release.set()
        collector.stop()


def test_snapshot_is_a_full_private_copy(tmp_path):
    collector = make_collector(tmp_path, grpc=False).start()
    try:
        provider = provider_for(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces", timeout=5))
        emit_memory_story(provider)
        provider.shutdown()
        snap = collector.graph.snapshot()
        with collector.graph.reading() as live:
            assert snap is not live and snap.to_dict() == live.to_dict()
        assert collector.graph.snapshot() is snap  # reused while the graph did not change
        assert httpx.post(collector.http_url + "/v1/traces", content=_writes(0, 2, "mem:later"),
                          headers=PB).status_code == 200
        assert "mem:later@1" not in snap.variables
        assert "mem:later@1" in collector.graph.snapshot().variables
    finally:
        collector.stop()


def _spans_for_index() -> list:
    from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue
    from opentelemetry.proto.trace.v1.trace_pb2 import Span

    def kv(key, value):
        if isinstance(value, tuple):
            return KeyValue(key=key, value=AnyValue(array_value=ArrayValue(
                values=[AnyValue(string_value=v) for v in value])))
        if isinstance(value, bool):
            return KeyValue(key=key, value=AnyValue(bool_value=value))
        if isinstance(value, int):
            return KeyValue(key=key, value=AnyValue(int_value=value))
        if isinstance(value, float):
            return KeyValue(key=key, value=AnyValue(double_value=value))
        return KeyValue(key=key, value=AnyValue(string_value=value))

    def span(n, name, attrs, events=()):
        s = Span(trace_id=bytes([n]) * 16, span_id=bytes([n]) * 8, name=name, start_time_unix_nano=10 + n,
                 end_time_unix_nano=20 + n, attributes=[kv(k, v) for k, v in attrs.items()])
        for ev_name, ev_attrs in events:
            s.events.append(Span.Event(name=ev_name, attributes=[kv(k, v) for k, v in ev_attrs.items()]))
        return s

    var = sc.VARIABLE_EVENT
    return [
        span(1, "write", {sc.MEMTRACE_OP_KIND: "write", sc.MEMTRACE_SCOPE_KEY: "user=a", "other": 1},
             [(var, {sc.VAR_ID: "m:1", sc.VAR_ROLE: "output", sc.VAR_VERSION: 1, sc.VAR_CHANGE: "create"}),
              ("unrelated", {sc.VAR_ID: "not-a-variable"}),
              (var, {sc.VAR_ID: "m:0", sc.VAR_ROLE: "input", sc.VAR_VERSION: "2", sc.VAR_RELATION: "reads"}),
              (var, {sc.VAR_ROLE: "input"})]),  # no id: not indexed
        span(2, "mirror-only", {sc.MEMTRACE_OP_KIND: "retrieve", sc.MEMTRACE_INPUTS: ("m:1@1", "m:2", "m:3@x"),
                                sc.MEMTRACE_OUTPUTS: "set:1@1"}),
        span(3, sc.OUTCOME_SPAN_NAME, {sc.MEMTRACE_OP_KIND: "judge", sc.OUTCOME_STATUS: sc.OUTCOME_FAILED,
                                       sc.OUTCOME_CASE_ID: "c1", sc.OUTCOME_ANSWER_TRACE_ID: "ab" * 16,
                                       sc.OUTCOME_ANSWER_SPAN_ID: "cd" * 8}),
        span(4, sc.OUTCOME_SPAN_NAME, {sc.MEMTRACE_OP_KIND: "judge"},  # failed by its evaluation event only
             [(sc.GEN_AI_EVALUATION_RESULT_EVENT, {sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME,
                                                   sc.GEN_AI_EVALUATION_SCORE_LABEL: sc.OUTCOME_FAILED,
                                                   sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.0})]),
        span(5, sc.OUTCOME_SPAN_NAME, {sc.OUTCOME_STATUS: sc.OUTCOME_CORRECT}),
        span(6, "plain", {sc.MEMTRACE_OP_KIND: 7, sc.MEMTRACE_SCOPE_KEY: True}),  # odd types, converted alike
    ]


def test_request_path_index_equals_the_index_of_decoded_spans():
    request = make_request(_spans_for_index())
    wire = request.SerializeToString()
    assert drop_spans_without_ids(request)[1] == 0
    fast = items_from_request(ExportTraceServiceRequest.FromString(wire), now_ns=5, decision_wait=2.0)
    slow = [SpanItem.from_record(r, var_refs(r), failed_case(r, 5, 2.0)) for r in records_from_request(request)]
    assert fast == slow
    by_name = {(it.name, it.trace_id[:2]): it for it in fast}
    assert [r.var_id for r in by_name[("write", "01")].var_refs] == ["m:1", "m:0"]
    assert by_name[("write", "01")].var_refs[1].version == 2
    assert [(r.var_id, r.version, r.role) for r in by_name[("mirror-only", "02")].var_refs] == [
        ("m:1", 1, "input"), ("m:2", 0, "input"), ("m:3", 0, "input"), ("set:1", 1, "output")]
    cases = [it.case for it in fast if it.case is not None]
    assert [(c.case_id, c.answer_span_id) for c in cases] == [("c1", "cd" * 8), ("04" * 16 + ":" + "04" * 8, "")]
    assert by_name[("plain", "06")].op_kind == "7" and by_name[("plain", "06")].scope_key == "True"


def test_graph_processor_settings_from_a_config_file():
    config = config_from_dict({"processors": {"memtrace_graph": {"queue_size": 8, "sync_timeout": "250ms",
                                                                  "freeze_gc": False}}})
    assert (config.graph.queue_size, config.graph.sync_timeout, config.graph.freeze_gc) == (8, 0.25, False)
    with pytest.raises(ConfigError, match="memtrace_graph.queue_size: expected an integer >= 1"):
        config_from_dict({"processors": {"memtrace_graph": {"queue_size": 0}}})


def test_graph_fast_path_builds_the_same_graph_as_full_decoding():
    """Non-memory spans are read as ids + parent only; the graph must not tell the difference."""
    from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
    from opentelemetry.proto.trace.v1.trace_pb2 import Span

    from memtrace_otel.collector.processors.graph import graph_records

    def kv(key, value):
        return KeyValue(key=key, value=AnyValue(string_value=value))

    spans = _spans_for_index()
    http = Span(trace_id=bytes([1]) * 16, span_id=bytes([40]) * 8, parent_span_id=bytes([1]) * 8, name="POST /chat",
                attributes=[kv("http.method", "POST"), kv("url.full", "http://x/y")])
    http.events.append(Span.Event(name="exception", attributes=[kv("exception.type", "E")]))
    root_child = Span(trace_id=bytes([1]) * 16, span_id=bytes([41]) * 8, parent_span_id=b"\0" * 8, name="plain")
    empty_kind = Span(trace_id=bytes([2]) * 16, span_id=bytes([42]) * 8, parent_span_id=bytes([2]) * 8, name="x",
                      attributes=[KeyValue(key=sc.MEMTRACE_OP_KIND, value=AnyValue())])  # key, no value: not an op
    judged = Span(trace_id=bytes([6]) * 16, span_id=bytes([43]) * 8, name="llm.answer")  # evaluation event, no kind
    judged.events.append(Span.Event(name=sc.GEN_AI_EVALUATION_RESULT_EVENT, attributes=[
        kv(sc.GEN_AI_EVALUATION_NAME, sc.OUTCOME_EVALUATION_NAME),
        kv(sc.GEN_AI_EVALUATION_SCORE_LABEL, sc.OUTCOME_FAILED)]))
    verdict = Span(trace_id=bytes([3]) * 16, span_id=bytes([44]) * 8, parent_span_id=bytes([3]) * 8,
                   name=sc.RCA_MARKER_SPAN_NAME, attributes=[kv(sc.RCA_CASE_ID, "c1")])
    request = make_request(spans + [http, root_child, empty_kind, judged, verdict])
    fast = list(graph_records(request))
    full = records_from_request(request)
    assert [r.key for r in fast] == [r.key for r in full]
    assert not fast[len(spans)].attributes and fast[len(spans)].parent_span_id == "01" * 8  # read as a pointer
    assert fast[len(spans) + 1].parent_span_id is None
    assert EvolutionGraph().to_dict() != (g := _built(fast)) and g == _built(full)


def _built(records) -> dict:
    g = EvolutionGraph()
    g.add_spans(records)
    return g.to_dict()
