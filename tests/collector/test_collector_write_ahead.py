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


# ------------------------------------------------------------------------------------------------ offered rows
def _mixed_body() -> bytes:
    """The memory story plus spans that take the other ways through graph_records: a host-app span (no op kind)
    that still carries a scope key and a v1 variable event, one with a v2 ``memtrace.outputs`` array, a memory
    span and a host-app span cut for the graph (an attribute / a name above max_attribute_bytes), a verdict-named
    span, and a span repeated inside the request."""
    from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue
    from opentelemetry.proto.trace.v1.trace_pb2 import Span
    from memtrace_otel import semconv as sc

    request = ExportTraceServiceRequest.FromString(_story_body())
    spans = request.resource_spans[0].scope_spans[0].spans
    plain = spans.add()
    plain.CopyFrom(Span(trace_id=b"\x09" * 16, span_id=b"\x01" * 8, name="http GET", start_time_unix_nano=5))
    plain.attributes.append(KeyValue(key=sc.MEMTRACE_SCOPE_KEY, value=AnyValue(string_value="user=bob")))
    event = plain.events.add(name=sc.VARIABLE_EVENT)
    event.attributes.append(KeyValue(key=sc.VAR_ID, value=AnyValue(string_value="doc:1")))
    event.attributes.append(KeyValue(key=sc.VAR_ROLE, value=AnyValue(string_value="input")))
    v2 = spans.add()
    v2.CopyFrom(Span(trace_id=b"\x09" * 16, span_id=b"\x02" * 8, name="rag.index", start_time_unix_nano=6))
    v2.attributes.append(KeyValue(key=sc.MEMTRACE_OP_KIND, value=AnyValue(string_value=sc.KIND_WRITE)))
    v2.attributes.append(KeyValue(key=sc.MEMTRACE_OUTPUTS, value=AnyValue(array_value=ArrayValue(
        values=[AnyValue(string_value="doc:1@2"), AnyValue(string_value="doc:2@1")]))))
    big = spans.add()
    big.CopyFrom(Span(trace_id=b"\x09" * 16, span_id=b"\x03" * 8, name="mem0.add", start_time_unix_nano=7))
    big.attributes.append(KeyValue(key=sc.MEMTRACE_OP_KIND, value=AnyValue(string_value=sc.KIND_WRITE)))
    big.attributes.append(KeyValue(key=sc.MEMTRACE_SCOPE_KEY, value=AnyValue(string_value="s" * 300)))
    event = big.events.add(name=sc.VARIABLE_EVENT)
    event.attributes.append(KeyValue(key=sc.VAR_ID, value=AnyValue(string_value="v" * 300)))
    event.attributes.append(KeyValue(key=sc.VAR_ROLE, value=AnyValue(string_value="output")))
    long_name = spans.add()
    long_name.CopyFrom(Span(trace_id=b"\x09" * 16, span_id=b"\x04" * 8, name="n" * 300, start_time_unix_nano=8))
    verdict = spans.add()
    verdict.CopyFrom(Span(trace_id=b"\x09" * 16, span_id=b"\x05" * 8, name=sc.RCA_SPAN_NAME, start_time_unix_nano=9))
    spans.add().CopyFrom(spans[0])
    return request.SerializeToString()


def test_the_rows_the_graph_decode_collects_are_the_rows_the_store_derives():
    from memtrace_otel.collector.processors.graph import graph_records
    from memtrace_otel.collector.processors.index import RequestItems

    body = _mixed_body()
    for limit in (0, 100):  # 100: the long scope key, variable id and name are cut for the graph
        index = RequestItems(123_000, 7.5)
        records = list(graph_records(ExportTraceServiceRequest.FromString(body), max_attribute_bytes=limit,
                                     index=index))
        assert len(records) == len(index.items) == 11
        assert index.items == items_from_request(ExportTraceServiceRequest.FromString(body), 123_000, 7.5)
        assert any(item.case is not None for item in index.items)
        assert any(item.var_refs and not item.op_kind for item in index.items)  # the host-app span's event


def test_the_collector_indexes_from_the_graph_decode_with_the_same_rows(tmp_path):
    """The graph thread hands the store the rows of each request it decodes: the indexer parses nothing, and the
    rows (cases with their due times included) are those an indexing append of the stored bytes writes."""
    collector = make_collector(tmp_path, "up", grpc=False, decision_wait=3.0)
    collector.start()
    try:
        for body in (_mixed_body(), numbered_request(0, 20).SerializeToString(), _story_body()):
            assert httpx.post(collector.http_url + "/v1/traces", content=body, headers=PROTOBUF).status_code == 200
        assert wait_for(lambda: collector.store.pending_index() == 0)
        assert collector.store.offers_used == 3 and collector.graph.offered_requests == 3
        path = collector.store.path
    finally:
        collector.stop()
    with sqlite3.connect(path) as conn:
        stored = conn.execute("SELECT id, received_ns, body FROM requests ORDER BY id").fetchall()
    reference = SQLiteSpanStore(tmp_path / "ref.db")
    try:
        for _, received_ns, body in stored:
            reference.append(bytes(body), items_from_request(ExportTraceServiceRequest.FromString(body),
                                                             received_ns, 3.0), [], received_ns)
    finally:
        reference.close()
    assert _rows(path) == _rows(tmp_path / "ref.db")


def test_the_indexer_does_not_wait_for_rows_nobody_offers(tmp_path, monkeypatch):
    """Offers expected but none come (the graph thread is behind, or skipped the request): past OFFER_WAIT_NS the
    background indexer parses the stored bytes itself."""
    import memtrace_otel.collector.store.sqlite as sqlite_store

    monkeypatch.setattr(sqlite_store, "OFFER_WAIT_NS", 200_000_000)
    store = SQLiteSpanStore(tmp_path / "wal.db")
    try:
        store.attach()
        store.expect_offers(True)
        import time

        _append(store, numbered_request(0, 10).SerializeToString(), now_ns=time.time_ns())
        assert store.pending_index() == 10
        assert wait_for(lambda: store.pending_index() == 0, timeout=5.0)
        assert store.offers_used == 0 and store.stats().spans == 10
        # an offer for a request indexed meanwhile is dropped, not kept
        store.offer_items(1, [])
        assert store._offered == {}
    finally:
        store.close()
