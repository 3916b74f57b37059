"""The SQLite store's write-ahead: an acknowledgement commits the request bytes (and the duplicate check of its span
keys); span, variable-index and case rows are derived from the stored bytes afterwards (store/sqlite.py).

What must hold: a kill -9 after the acknowledgement and before indexing loses nothing (the next start indexes the
request, with the same rows an indexing append writes); every read sees acknowledged spans whether indexed yet or
not; a retried span is recognised while its first copy is still unindexed, also by another store object on the
same file; the unindexed backlog is bounded.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

import httpx
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

from collector_support import emit_memory_story, make_collector, numbered_request, provider_for, wait_for
from memtrace_otel.collector.pipeline import drop_spans_without_ids
from memtrace_otel.collector.processors.index import items_from_request
from memtrace_otel.collector.store.sqlite import SQLiteSpanStore

PROTOBUF = {"Content-Type": "application/x-protobuf"}


def _story_body() -> bytes:
    """One request holding a memory story: a write, a read, an answer and its failed outcome (a case)."""
    exporter = InMemorySpanExporter()
    provider = provider_for(exporter)
    emit_memory_story(provider)
    provider.shutdown()
    return encode_spans(exporter.get_finished_spans()).SerializeToString()


def _append(store: SQLiteSpanStore, body: bytes, now_ns: int = 1_000, exporters=("e",)):
    request = ExportTraceServiceRequest.FromString(body)
    keys: list[tuple[str, str]] = []
    drop_spans_without_ids(request, keys)
    return store.append_request(body, request, keys, list(exporters), now_ns)


def _rows(path) -> dict[str, list[tuple]]:
    """Everything indexed, in a comparable form (request ids and update times left out)."""
    with sqlite3.connect(path) as conn:
        return {
            "spans": sorted(conn.execute("SELECT trace_id, span_id, name, start_ns, op_kind, scope_key FROM spans")),
            "var_index": sorted(conn.execute("SELECT var_id, version, role, change, relation, trace_id, span_id "
                                             "FROM var_index")),
            "cases": sorted(conn.execute("SELECT trace_id, span_id, case_id, received_ns, due_ns, state FROM cases")),
        }


def _unindexed(path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM requests WHERE indexed = 0").fetchone()[0]


# ------------------------------------------------------------------------------------------------ kill -9
def test_kill_after_ack_before_indexing_loses_nothing_and_restart_indexes(tmp_path):
    body = _story_body()
    path = tmp_path / "wal.db"
    (tmp_path / "body.bin").write_bytes(body)
    # A process acknowledges the request (append_request returned: committed, synchronous=FULL) and is killed
    # before anything indexed it (no attach(): no background indexer in that process).
    script = textwrap.dedent(f"""
        import os, signal, sys
        sys.path.insert(0, {str(tmp_path)!r})
        from pathlib import Path
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
        from memtrace_otel.collector.pipeline import drop_spans_without_ids
        from memtrace_otel.collector.store.sqlite import SQLiteSpanStore
        body = Path({str(tmp_path / "body.bin")!r}).read_bytes()
        store = SQLiteSpanStore({str(path)!r}, synchronous="full")
        request = ExportTraceServiceRequest.FromString(body)
        keys = []
        drop_spans_without_ids(request, keys)
        result = store.append_request(body, request, keys, ["otlphttp/down"], 1_000)
        print(result.request_id, result.accepted, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == -9, proc.stderr
    assert proc.stdout.split() == ["1", "5"]
    assert _unindexed(path) == 1 and _rows(path)["spans"] == []  # acknowledged, nothing derived yet

    store = SQLiteSpanStore(path)
    try:
        store.attach()  # what Collector.start does: index what the crash left, before accepting anything
        assert _unindexed(path) == 0 and store.pending_index() == 0
        assert store.stats().spans == 5 and store.queue_depth("otlphttp/down") == 1
        assert [c.case_id for c in store.cases()] == ["case-1"]
    finally:
        store.close()

    # the same rows as a store that indexed in the acknowledged transaction
    reference = SQLiteSpanStore(tmp_path / "ref.db")
    try:
        reference.append(body, items_from_request(ExportTraceServiceRequest.FromString(body), 1_000, 10.0), [],
                         1_000)
    finally:
        reference.close()
    assert _rows(path) == _rows(tmp_path / "ref.db")


def test_a_collector_killed_with_unindexed_requests_comes_back_complete(tmp_path):
    """Kill -9 with index rows still pending (background indexer at the lowest priority and a large batch), then
    a new collector on the file: the graph and the query API hold everything acknowledged."""
    path = tmp_path / "wal.db"
    body = _story_body()
    store = SQLiteSpanStore(path)  # never attached: the acknowledgement is all that happens
    assert _append(store, body).accepted == 5
    for i in range(4):
        assert _append(store, numbered_request(i * 10, 10).SerializeToString()).accepted == 10
    assert _unindexed(path) == 5
    store._writer.close()  # dropped like a killed process: no close(), nothing indexed at exit
    store._reader.close()

    collector = make_collector(tmp_path, "up", grpc=False)
    collector.config.store.path = str(path)
    collector.start()
    try:
        assert _unindexed(path) == 0
        assert collector.rebuilt_spans == 45
        assert collector.store.stats().spans == 45
        lineage = httpx.get(collector.http_url + "/api/records/mem0%3Arec-1/lineage").json()
        assert lineage["graph_complete"] and len(lineage["spans"]) >= 2
    finally:
        collector.stop()


# ------------------------------------------------------------------------------------------------ reads
def test_reads_see_acknowledged_spans_before_the_background_indexes_them(tmp_path):
    store = SQLiteSpanStore(tmp_path / "wal.db")  # no background indexer: every read must catch up itself
    try:
        body = _story_body()
        result = _append(store, body)
        assert result.accepted == 5 and store.pending_index() == 5
        request = ExportTraceServiceRequest.FromString(body)
        span = request.resource_spans[0].scope_spans[0].spans[0]
        trace_id = span.trace_id.hex()
        assert store.trace_span_keys(trace_id)  # indexed by the read
        assert store.pending_index() == 0 and _unindexed(tmp_path / "wal.db") == 0
        assert [s.var_id for s in store.spans_touching("mem0:rec-1")]
        _append(store, numbered_request(0, 3).SerializeToString(), now_ns=2_000)
        assert [rid for rid, _, keys in store.iter_requests()] == [1, 2]
        assert [len(keys) for _, _, keys in store.iter_requests()] == [5, 3]
    finally:
        store.close()


def test_due_cases_wait_only_for_requests_old_enough_to_be_due(tmp_path):
    store = SQLiteSpanStore(tmp_path / "wal.db")
    try:
        store._case_delay_ns = 10 * 10**9  # what attach(case_delay=10) sets
        _append(store, _story_body(), now_ns=1_000)
        assert store.due_cases(now_ns=2_000) == [] and store.pending_index() == 5  # not due: left to the indexer
        assert [c.case_id for c in store.due_cases(now_ns=1_000 + 11 * 10**9)] == ["case-1"]
        assert store.pending_index() == 0
    finally:
        store.close()


# ------------------------------------------------------------------------------------------------ duplicates
def test_a_retry_while_the_first_copy_is_unindexed_is_stored_once(tmp_path):
    store = SQLiteSpanStore(tmp_path / "wal.db")
    try:
        body = numbered_request(0, 4).SerializeToString()
        first = _append(store, body)
        again = _append(store, body)  # the first copy is not indexed yet
        assert (first.accepted, first.duplicates) == (4, 0)
        assert again.request_id is None and (again.accepted, again.duplicates) == (0, 4)
        mixed = _append(store, numbered_request(2, 4).SerializeToString())
        assert (mixed.accepted, mixed.duplicates) == (2, 2)
        assert set(mixed.new_keys) == {("07" * 16, f"{i:016x}") for i in (5, 6)}  # span ids are first + i + 1
        assert store.pending_index() == 6
        assert store.stats().spans == 6 and store.stats().requests == 2
        # and once indexed: a retry is checked against the span rows
        assert _append(store, body).duplicates == 4
        assert [len(keys) for _, _, keys in store.iter_requests()] == [4, 2]
    finally:
        store.close()


def test_a_span_repeated_inside_one_request_counts_once(tmp_path):
    store = SQLiteSpanStore(tmp_path / "wal.db")
    try:
        request = numbered_request(0, 3)
        spans = request.resource_spans[0].scope_spans[0].spans
        spans.add().CopyFrom(spans[0])
        result = _append(store, request.SerializeToString())
        assert (result.accepted, result.duplicates) == (3, 1)
        assert store.stats().spans == 3
    finally:
        store.close()


def test_another_store_object_on_the_file_sees_unindexed_spans(tmp_path):
    """Two collectors sharing one SQLite file: one's unindexed requests are indexed by the other before its
    duplicate check, so a span is stored once whichever collector got it first."""
    a = SQLiteSpanStore(tmp_path / "shared.db")
    b = SQLiteSpanStore(tmp_path / "shared.db")
    try:
        assert _append(a, numbered_request(0, 4).SerializeToString()).accepted == 4
        mixed = _append(b, numbered_request(2, 4).SerializeToString())
        assert (mixed.accepted, mixed.duplicates) == (2, 2)
        assert a.stats().spans == 6 and b.stats().spans == 6
        assert a.pending_index() == 0  # a forgets what b indexed for it
    finally:
        a.close()
        b.close()


def test_collector_reports_duplicates_of_unindexed_spans(tmp_path):
    collector = make_collector(tmp_path, "up", grpc=False).start()
    try:
        body = numbered_request(0, 50).SerializeToString()
        for _ in range(3):
            assert httpx.post(collector.http_url + "/v1/traces", content=body, headers=PROTOBUF).status_code == 200
        assert collector.counters.get("spans_accepted") == 50 and collector.counters.get("spans_duplicate") == 100
        assert wait_for(lambda: collector.store.pending_index() == 0)
        assert collector.graph.sync() and collector.graph.position()["applied_spans"] == 50
        assert collector.store.stats().spans == 50
    finally:
        collector.stop()


# ------------------------------------------------------------------------------------------------ bounds
def test_the_unindexed_backlog_is_bounded(tmp_path):
    store = SQLiteSpanStore(tmp_path / "wal.db", max_pending_spans=25)
    try:
        for i in range(10):
            _append(store, numbered_request(i * 10, 10).SerializeToString())
            assert store.pending_index() <= 35  # past the bound the request path indexes first
        assert store.stats().spans == 100
    finally:
        store.close()


def test_a_version_1_store_is_migrated(tmp_path):
    path = tmp_path / "old.db"
    store = SQLiteSpanStore(path)
    _append(store, numbered_request(0, 3).SerializeToString())
    store.close()
    with sqlite3.connect(path) as conn:  # back to the version-1 layout
        conn.execute("DROP INDEX requests_pending")
        conn.execute("ALTER TABLE requests DROP COLUMN indexed")
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    store = SQLiteSpanStore(path)
    try:
        assert store.stats().spans == 3 and _unindexed(path) == 0
        assert _append(store, numbered_request(0, 3).SerializeToString()).duplicates == 3
    finally:
        store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == ("2",)
