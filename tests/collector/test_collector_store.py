"""The SQLite span store: WAL mode, idempotent appends, the variable index, cases and the persistent queue."""

from __future__ import annotations

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel.collector.processors.index import var_refs
from memtrace_otel.collector.processors.outcomes import failed_case
from memtrace_otel.collector.store import CASE_DONE, SpanItem, SQLiteSpanStore, StoreError
from memtrace_otel.span_record import EventRecord, SpanRecord

T1, T2 = "1" * 32, "2" * 32


def _rec(trace: str, span: str, name: str = "op", events=(), **attrs) -> SpanRecord:
    return SpanRecord(trace_id=trace, span_id=span, name=name, start_ns=int(span, 16), attributes=dict(attrs),
                      events=list(events))


def _var(var_id: str, role: str, version: int, **extra) -> EventRecord:
    return EventRecord(sc.VARIABLE_EVENT, 0, {sc.VAR_ID: var_id, sc.VAR_ROLE: role, sc.VAR_VERSION: version,
                                              **extra})


def _items(*records: SpanRecord, now: int = 100) -> list[SpanItem]:
    return [SpanItem.from_record(r, var_refs(r), failed_case(r, now, 5.0)) for r in records]


@pytest.fixture
def store(tmp_path):
    s = SQLiteSpanStore(tmp_path / "s.db")
    yield s
    s.close()


def test_wal_mode_and_idempotent_append(store):
    assert store.journal_mode == "wal"
    a, b = _rec(T1, "00000000000000a1"), _rec(T1, "00000000000000a2")
    first = store.append(b"req-1", _items(a, b), ["otlp/x"], now_ns=1)
    assert (first.accepted, first.duplicates) == (2, 0)
    again = store.append(b"req-1", _items(a, b), ["otlp/x"], now_ns=2)
    assert again.request_id is None and (again.accepted, again.duplicates) == (0, 2)  # nothing stored or queued
    mixed = store.append(b"req-2", _items(b, _rec(T1, "00000000000000a3")), ["otlp/x"], now_ns=3)
    assert (mixed.accepted, mixed.duplicates) == (1, 1)
    stats = store.stats()
    assert (stats.spans, stats.requests, stats.queue_depth) == (3, 2, {"otlp/x": 2})
    # replay: each span is owned by the request that stored it first
    assert [(rid, body, keys) for rid, body, keys in store.iter_requests()] == [
        (first.request_id, b"req-1", {(T1, "00000000000000a1"), (T1, "00000000000000a2")}),
        (mixed.request_id, b"req-2", {(T1, "00000000000000a3")}),
    ]


def test_variable_index_finds_a_record_across_traces(store):
    w = _rec(T1, "0000000000000001", "write", [_var("mem0:r", "output", 1, **{sc.VAR_CHANGE: "create"})])
    u = _rec(T2, "0000000000000002", "update", [_var("mem0:r", "input", 1, **{sc.VAR_RELATION: "updates"}),
                                                _var("mem0:r", "output", 2, **{sc.VAR_CHANGE: "update"})])
    mirror_only = _rec(T2, "0000000000000003", "read", **{sc.MEMTRACE_INPUTS: ("mem0:r@2", "other@1")})
    store.append(b"x", _items(w, u, mirror_only), [], now_ns=1)
    hits = store.spans_touching("mem0:r")
    assert [(h.name, h.role, h.version, h.change, h.relation) for h in hits] == [
        ("write", "output", 1, "create", ""), ("update", "input", 1, "", "updates"),
        ("update", "output", 2, "update", ""), ("read", "input", 2, "", "")]
    assert {h.trace_id for h in hits} == {T1, T2}
    assert store.trace_span_keys(T2) == [(T2, "0000000000000002"), (T2, "0000000000000003")]


def test_cases_and_queue(store):
    outcome = _rec(T1, "00000000000000f1", sc.OUTCOME_SPAN_NAME,
                   **{sc.OUTCOME_STATUS: sc.OUTCOME_FAILED, sc.OUTCOME_CASE_ID: "q7"})
    correct = _rec(T1, "00000000000000f2", sc.OUTCOME_SPAN_NAME, **{sc.OUTCOME_STATUS: sc.OUTCOME_CORRECT})
    store.append(b"x", _items(outcome, correct, now=100), ["a", "b"], now_ns=100, span_count=2)
    [case] = store.cases()
    assert (case.case_id, case.state, case.due_ns) == ("q7", "pending", 100 + 5_000_000_000)
    assert store.due_cases(now_ns=200) == []
    assert [c.case_id for c in store.due_cases(now_ns=6_000_000_000)] == ["q7"]
    store.update_case(T1, "00000000000000f1", CASE_DONE, {"root": "op"}, "", now_ns=7)
    assert store.cases("done")[0].result == {"root": "op"} and store.case_counts() == {"done": 1}

    [item] = store.queue_next("a")
    assert (item.body, item.span_count, item.attempts) == (b"x", 2, 0)
    store.queue_failed(item.id, "down")
    assert store.queue_next("a")[0].attempts == 1
    store.queue_remove([item.id])
    assert store.queue_depth("a") == 0 and store.queue_depth("b") == 1


def test_survives_reopen(tmp_path):
    path = tmp_path / "s.db"
    s = SQLiteSpanStore(path, synchronous="full")
    s.append(b"x", _items(_rec(T1, "0000000000000001")), ["e"], now_ns=1)
    s.close()
    s = SQLiteSpanStore(path)
    try:
        assert s.has_span(T1, "0000000000000001") and s.queue_depth() == 1
        assert s.append(b"x", _items(_rec(T1, "0000000000000001")), ["e"], now_ns=2).duplicates == 1
    finally:
        s.close()


def test_unusable_path_is_a_clear_store_error(tmp_path):
    (tmp_path / "dir.db").mkdir()
    with pytest.raises(StoreError, match="dir.db: cannot open SQLite store"):
        SQLiteSpanStore(tmp_path / "dir.db")
    with pytest.raises(ValueError, match="synchronous"):
        SQLiteSpanStore(tmp_path / "x.db", synchronous="off")


def test_store_unavailable_answers_retry_later_and_recovers(tmp_path):
    """A write lock held by another process: HTTP 503 + Retry-After, gRPC UNAVAILABLE, counted; then recovery."""
    import sqlite3

    import grpc
    import httpx
    from google.rpc import status_pb2
    from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc

    from collector_support import make_collector, numbered_request

    collector = make_collector(tmp_path, "locked")
    collector.config.store.busy_timeout = 0.2
    collector.start()
    other = sqlite3.connect(str(tmp_path / "locked.db"), isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        resp = httpx.post(collector.http_url + "/v1/traces", content=numbered_request(0, 3).SerializeToString(),
                          headers={"Content-Type": "application/x-protobuf"}, timeout=10)
        assert resp.status_code == 503 and resp.headers["retry-after"] == "1"
        assert "retry later" in status_pb2.Status.FromString(resp.content).message
        with grpc.insecure_channel(f"127.0.0.1:{collector.grpc_port}") as channel:
            with pytest.raises(grpc.RpcError) as err:
                trace_service_pb2_grpc.TraceServiceStub(channel).Export(numbered_request(10, 2), timeout=10)
            assert err.value.code() == grpc.StatusCode.UNAVAILABLE
        assert collector.counters.snapshot()["requests_rejected_by_reason"] == {"store_unavailable": 2}
        assert collector.counters.get("spans_rejected") == 5 and collector.counters.get("spans_accepted") == 0
        other.execute("ROLLBACK")
        resp = httpx.post(collector.http_url + "/v1/traces", content=numbered_request(0, 3).SerializeToString(),
                          headers={"Content-Type": "application/x-protobuf"}, timeout=10)
        assert resp.status_code == 200 and collector.counters.get("spans_accepted") == 3
        assert collector.graph.sizes()["operations"] == 0 and collector.store.stats().spans == 3
    finally:
        other.close()
        collector.stop()
