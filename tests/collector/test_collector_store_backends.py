"""The same durability tests over both stores: the embedded SQLite file and a real PostgreSQL server.

kill -9 of a collector process loses nothing it acknowledged, a downstream outage only delays forwarding, duplicates
are recognised after a restart and across collectors sharing one store. PostgreSQL-only: two collectors sharing one
database forward each queued item once (leases), retention drops whole day partitions, reads by memory scope.
"""

from __future__ import annotations

import json
import signal
import socket
import time

import httpx
import pytest
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

from collector_support import (
    FAST_RETRY,
    emit_memory_story,
    http_exporter_to,
    make_collector,
    numbered_request,
    provider_for,
    spawn_collector,
    wait_for,
)
from memtrace_otel import semconv as sc
from memtrace_otel.collector.config import ExporterConfig, HttpReceiverConfig, StoreConfig, config_from_dict
from memtrace_otel.collector.processors.index import var_refs
from memtrace_otel.collector.processors.outcomes import failed_case
from memtrace_otel.collector.store import CASE_DONE, SpanItem, open_store
from memtrace_otel.span_record import EventRecord, SpanRecord
from pg_support import pg_dsn, postgres_server  # noqa: F401  (pytest fixtures)

T1, T2 = "1" * 32, "2" * 32
PROTOBUF = {"Content-Type": "application/x-protobuf"}


@pytest.fixture(params=["sqlite", "postgres"])
def store_config(request, tmp_path):
    """A StoreConfig for a fresh store of each kind (both collectors of a test given it share that store)."""
    if request.param == "sqlite":
        return StoreConfig(path=str(tmp_path / "shared.db"), synchronous="normal")
    return StoreConfig(dsn=request.getfixturevalue("pg_dsn"), lease=2.0)


def _collector(tmp_path, store_config, name="up", **kwargs):
    collector = make_collector(tmp_path, name, **kwargs)
    collector.config.store = store_config
    return collector


def _rec(trace, span, name="op", events=(), **attrs):
    return SpanRecord(trace_id=trace, span_id=span, name=name, start_ns=int(span, 16), attributes=dict(attrs),
                      events=list(events))


def _var(var_id, role, version, **extra):
    return EventRecord(sc.VARIABLE_EVENT, 0, {sc.VAR_ID: var_id, sc.VAR_ROLE: role, sc.VAR_VERSION: version, **extra})


def _items(*records, now=100):
    return [SpanItem.from_record(r, var_refs(r), failed_case(r, now, 5.0)) for r in records]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# ------------------------------------------------------------------------------------------------ store contract
def test_idempotent_append_index_cases_queue_and_reopen(store_config):
    store = open_store(store_config)
    try:
        a, b = _rec(T1, "00000000000000a1"), _rec(T1, "00000000000000a2")
        first = store.append(b"req-1", _items(a, b), ["otlp/x"], now_ns=1)
        assert (first.accepted, first.duplicates) == (2, 0)
        again = store.append(b"req-1", _items(a, b), ["otlp/x"], now_ns=2)
        assert again.request_id is None and (again.accepted, again.duplicates) == (0, 2)
        mixed = store.append(b"req-2", _items(b, _rec(T1, "00000000000000a3")), ["otlp/x"], now_ns=3)
        assert (mixed.accepted, mixed.duplicates) == (1, 1)
        assert [(rid, body, keys) for rid, body, keys in store.iter_requests()] == [
            (first.request_id, b"req-1", {(T1, "00000000000000a1"), (T1, "00000000000000a2")}),
            (mixed.request_id, b"req-2", {(T1, "00000000000000a3")})]
        assert store.span_request_ids([(T1, "00000000000000a3"), (T2, "0000000000000009")]) == {
            (T1, "00000000000000a3"): mixed.request_id}

        w = _rec(T1, "0000000000000001", "write", [_var("mem0:r", "output", 1, **{sc.VAR_CHANGE: "create"})])
        u = _rec(T2, "0000000000000002", "update", [_var("mem0:r", "input", 1, **{sc.VAR_RELATION: "updates"}),
                                                    _var("mem0:r", "output", 2, **{sc.VAR_CHANGE: "update"})])
        outcome = _rec(T2, "00000000000000f1", sc.OUTCOME_SPAN_NAME,
                       **{sc.OUTCOME_STATUS: sc.OUTCOME_FAILED, sc.OUTCOME_CASE_ID: "q7"})
        store.append(b"x", _items(w, u, outcome, now=100), ["a", "b"], now_ns=100, span_count=3)
        assert [(h.name, h.role, h.version) for h in store.spans_touching("mem0:r")] == [
            ("write", "output", 1), ("update", "input", 1), ("update", "output", 2)]
        [case] = store.cases()
        assert (case.case_id, case.state) == ("q7", "pending")
        assert store.due_cases(now_ns=200) == []
        assert [c.case_id for c in store.due_cases(now_ns=6_000_000_000)] == ["q7"]
        store.update_case(T2, "00000000000000f1", CASE_DONE, {"root": "write"}, "", now_ns=7)
        assert store.cases("done")[0].result == {"root": "write"} and store.case_counts() == {"done": 1}
        [item] = store.queue_next("a")
        assert (item.body, item.span_count) == (b"x", 3)
        store.queue_failed(item.id, "down")
        assert store.queue_next("a")[0].attempts == 1  # the same collector gets its head item back to retry
        store.queue_remove([item.id])
        assert store.queue_depth("a") == 0 and store.queue_depth("b") == 1
    finally:
        store.close()
    store = open_store(store_config)  # reopen: everything is still there, duplicates still recognised
    try:
        assert store.stats().spans == 6 and store.queue_depth() == 3
        assert store.append(b"x", _items(_rec(T1, "00000000000000a1")), ["e"], now_ns=9).duplicates == 1
    finally:
        store.close()


# ------------------------------------------------------------------------------------------------ kill -9
def test_sigkill_of_a_collector_loses_nothing_acknowledged(tmp_path, store_config):
    extension = {"dsn": store_config.dsn, "lease": "1s"} if store_config.dsn else {"path": store_config.path}
    config = {
        "receivers": {"otlp": {"protocols": {"http": {"endpoint": "127.0.0.1:0"}}}},
        "exporters": {"otlphttp/down": {"endpoint": "http://127.0.0.1:9", "retry_on_failure": {
            "initial_interval": "50ms", "max_interval": "200ms"}}},
        "extensions": {"memtrace_store": extension},
    }
    assert config_from_dict(config).store.dsn == store_config.dsn  # the config file selects the store
    config_path = tmp_path / "collector.json"
    config_path.write_text(json.dumps(config))
    proc, url = spawn_collector(config_path)
    try:
        started = proc.stdout.readline()  # the line after the endpoint's names the store it writes to
        assert "Ctrl-C to stop" in started
        if store_config.dsn:
            assert "127.0.0.1" in started and ".db" not in started
        else:
            assert store_config.path in started
        provider = provider_for(OTLPSpanExporter(endpoint=url + "/v1/traces", timeout=5))
        ids = emit_memory_story(provider)
        provider.shutdown()  # every span acknowledged (SimpleSpanProcessor: one request each)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        proc.stdout.close()
        proc.stderr.close()

    store = open_store(store_config)
    try:
        assert store.stats().spans == 5 and store.has_span(ids["outcome_trace"], ids["outcome_span"])
        assert store.queue_depth("otlphttp/down") == 5
        assert [c.case_id for c in store.cases()] == ["case-1"]
    finally:
        store.close()

    # a new collector on the same store, with a live downstream, forwards what the killed one acknowledged
    # (PostgreSQL: once the killed process's leases on the queue expired)
    down = make_collector(tmp_path, "down", grpc=False).start()
    up = _collector(tmp_path, store_config, "up", grpc=False,
                    exporters=[http_exporter_to(down, name="otlphttp/down")]).start()
    try:
        # SQLite: the in-memory graph replays the store; PostgreSQL: the scoped graph reads it when asked
        assert up.rebuilt_spans == (0 if store_config.dsn else 5)
        assert up.graph.mode == ("scoped" if store_config.dsn else "memory")
        assert wait_for(lambda: down.counters.get("spans_accepted") == 5, timeout=30)
        assert up.graph.trace_graph(ids["answer_trace"]) == down.graph.trace_graph(ids["answer_trace"])
    finally:
        up.stop()
        down.stop()


# ------------------------------------------------------------------------------------------------ outage
def test_downstream_outage_queues_then_drains_in_order(tmp_path, store_config):
    port = _free_port()
    exporter = ExporterConfig(name="otlphttp/down", type="otlphttp", endpoint=f"http://127.0.0.1:{port}",
                              timeout=1.0, retry_on_failure=FAST_RETRY)
    up = _collector(tmp_path, store_config, "up", grpc=False, exporters=[exporter]).start()
    down = None
    try:
        for i in range(5):
            assert httpx.post(up.http_url + "/v1/traces", content=numbered_request(i * 10, 10).SerializeToString(),
                              headers=PROTOBUF).status_code == 200
        assert up.queue_depths() == {"otlphttp/down": 5}  # acknowledged although the downstream is down
        assert wait_for(lambda: up.counters.get("export_failures") >= 2)
        down = make_collector(tmp_path, "down", grpc=False,
                              http=HttpReceiverConfig(endpoint=f"127.0.0.1:{port}")).start()
        assert wait_for(lambda: up.queue_depths()["otlphttp/down"] == 0)
        assert up.counters.get("spans_forwarded") == 50 and down.counters.get("spans_accepted") == 50
        assert [b for _, b, _ in down.store.iter_requests()] == [b for _, b, _ in up.store.iter_requests()]
    finally:
        up.stop()
        if down is not None:
            down.stop()


# ------------------------------------------------------------------------------------------------ duplicates
def test_duplicates_after_restart_and_across_collectors_sharing_the_store(tmp_path, store_config):
    body = numbered_request(0, 4).SerializeToString()
    first = _collector(tmp_path, store_config, "a", grpc=False).start()
    try:
        assert httpx.post(first.http_url + "/v1/traces", content=body, headers=PROTOBUF).status_code == 200
    finally:
        first.stop()
    a = _collector(tmp_path, store_config, "a", grpc=False).start()
    b = _collector(tmp_path, store_config, "b", grpc=False).start()
    try:
        resend = httpx.post(a.http_url + "/v1/traces", content=body, headers=PROTOBUF)
        assert resend.status_code == 200 and a.counters.get("spans_duplicate") == 4
        # the other collector on the same store knows them too; its new spans are stored once
        mixed = numbered_request(2, 4).SerializeToString()  # spans 2,3 stored; 4,5 new
        assert httpx.post(b.http_url + "/v1/traces", content=mixed, headers=PROTOBUF).status_code == 200
        assert (b.counters.get("spans_duplicate"), b.counters.get("spans_accepted")) == (2, 2)
        assert httpx.post(a.http_url + "/v1/traces", content=mixed, headers=PROTOBUF).status_code == 200
        assert a.counters.get("spans_duplicate") == 8 and a.store.stats().spans == 6
    finally:
        a.stop()
        b.stop()


# ------------------------------------------------------------------------------------------------ PostgreSQL only
def test_two_collectors_on_one_database_forward_each_item_once(tmp_path, pg_dsn):
    down = make_collector(tmp_path, "down", grpc=False).start()
    shared = StoreConfig(dsn=pg_dsn, lease=30.0)
    a = _collector(tmp_path, shared, "a", grpc=False, exporters=[http_exporter_to(down)]).start()
    b = _collector(tmp_path, shared, "b", grpc=False, exporters=[http_exporter_to(down)]).start()
    try:
        for i in range(20):
            target = a if i % 2 else b
            assert httpx.post(target.http_url + "/v1/traces", content=numbered_request(i * 3, 3).SerializeToString(),
                              headers=PROTOBUF).status_code == 200
        assert wait_for(lambda: a.queue_depths()["otlphttp/next"] == 0, timeout=30)
        assert wait_for(lambda: down.counters.get("spans_accepted") == 60)
        time.sleep(0.3)  # nothing delivered twice: the downstream saw no duplicate
        assert down.counters.get("spans_duplicate") == 0
        assert a.counters.get("spans_forwarded") + b.counters.get("spans_forwarded") == 60
    finally:
        a.stop()
        b.stop()
        down.stop()


def test_a_due_case_is_claimed_by_one_collector_and_returns_when_its_lease_expires(pg_dsn):
    from memtrace_otel.collector.store.postgres import PostgresSpanStore

    one, two = PostgresSpanStore(pg_dsn, lease=1.0), PostgresSpanStore(pg_dsn, lease=1.0)
    try:
        outcome = _rec(T1, "00000000000000f1", sc.OUTCOME_SPAN_NAME,
                       **{sc.OUTCOME_STATUS: sc.OUTCOME_FAILED, sc.OUTCOME_CASE_ID: "q1"})
        one.append(b"x", _items(outcome, now=0), [], now_ns=1)
        now = 10_000_000_000
        assert [c.case_id for c in one.due_cases(now)] == ["q1"]
        assert two.due_cases(now) == []  # claimed by the first collector
        assert [c.case_id for c in two.due_cases(now + 2_000_000_000)] == ["q1"]  # its lease ran out
    finally:
        one.close()
        two.close()


def test_the_postgres_store_reconnects_after_the_server_closed_its_connections(pg_dsn, caplog):
    """A PostgreSQL restart (or failover, or an idle timeout) closes the collector's connections: the request that
    finds them closed fails (a 503 to the client, who retries) and the next one connects again; reads too."""
    import psycopg

    from memtrace_otel.collector.store.base import StoreError
    from memtrace_otel.collector.store.postgres import PostgresSpanStore

    store = PostgresSpanStore(pg_dsn)
    try:
        store.append(b"a", _items(_rec(T1, "0000000000000001")), ["e"], now_ns=1)
        with psycopg.connect(pg_dsn, autocommit=True) as admin:  # what the server's shutdown does to them
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        with pytest.raises(StoreError):
            store.append(b"b", _items(_rec(T1, "0000000000000002")), ["e"], now_ns=2)
        with pytest.raises(StoreError):
            store.queue_depth("e")
        assert store.append(b"b", _items(_rec(T1, "0000000000000002")), ["e"], now_ns=2).accepted == 1
        assert store.queue_depth("e") == 2 and store.has_span(T1, "0000000000000002")
        assert "reconnected" in caplog.text
    finally:
        store.close()


def test_a_store_outage_is_logged_once_then_at_most_every_minute_and_its_end(caplog):
    import logging

    from memtrace_otel.collector.store.base import OutageLog, StoreError

    log = OutageLog(logging.getLogger("memtrace.test.outage"), "exporter x: cannot read its queue", every=3600)
    with caplog.at_level(logging.WARNING, logger="memtrace.test.outage"):
        for _ in range(50):  # a loop polling every 0.5 s
            log.failed(StoreError("connection refused"))
        log.ok()
        log.ok()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and "connection refused" in lines[0] and "works again" in lines[1]
    assert not any(r.exc_info for r in caplog.records)


def test_retention_drops_whole_day_partitions(pg_dsn):
    from memtrace_otel.collector.store.postgres import DAY_NS, PostgresSpanStore

    store = PostgresSpanStore(pg_dsn)
    try:
        day = 20_000  # 2024-10-04
        old = _rec(T1, "0000000000000001", "write", [_var("mem0:r", "output", 1)], **{sc.MEMTRACE_SCOPE_KEY: "u=a"})
        new = _rec(T2, "0000000000000002", "write", [_var("mem0:r", "output", 2)], **{sc.MEMTRACE_SCOPE_KEY: "u=a"})
        store.append(b"old", _items(old), ["e"], now_ns=day * DAY_NS + 5)
        store.append(b"new", _items(new), ["e"], now_ns=(day + 3) * DAY_NS + 5)
        names = [name for name, _, _ in store.partitions()]
        assert "requests_d20241004" in names and "requests_d20241007" in names
        assert store.drop_before((day + 2) * DAY_NS) == 2  # the old day and the empty day after it
        assert "requests_d20241004" not in [name for name, _, _ in store.partitions()]
        assert not store.has_span(T1, "0000000000000001") and store.has_span(T2, "0000000000000002")
        assert [h.version for h in store.spans_touching("mem0:r")] == [2]
        assert store.queue_depth("e") == 1 and [b for _, b, _ in store.iter_requests()] == [b"new"]
    finally:
        store.close()


def test_reads_one_memory_scope_at_a_time(pg_dsn):
    from memtrace_otel.collector.store.postgres import PostgresSpanStore

    store = PostgresSpanStore(pg_dsn)
    try:
        for i, scope in enumerate(["user=a", "user=b", "user=a"]):
            span = f"{i + 1:016x}"
            store.append(f"req-{i}".encode(), _items(_rec(T1, span, **{sc.MEMTRACE_SCOPE_KEY: scope})), [],
                         now_ns=time.time_ns())
        assert store.scope_keys() == [("user=a", 2), ("user=b", 1)]
        assert [body for _, body, _ in store.scope_requests("user=a")] == [b"req-0", b"req-2"]
        assert [keys for _, _, keys in store.scope_requests("user=b")] == [{(T1, f"{2:016x}")}]
    finally:
        store.close()


# ------------------------------------------------------------------------------------------------ SQLite only
def test_a_second_sqlite_store_on_the_same_file_keeps_the_first_ones_locks(tmp_path):
    """Opening a store on a file this process already has open must not drop the open connections' POSIX locks (a
    descriptor closed on the file drops them all): another process would then take itself for the last connection
    and remove the WAL under them ("disk I/O error"; seen with the scale benchmark's child processes)."""
    import subprocess
    import sys

    from memtrace_otel.collector.store.sqlite import SQLiteSpanStore

    path = tmp_path / "shared.db"
    first = SQLiteSpanStore(path, synchronous="normal")
    try:
        for i in range(1, 51):
            first.append(bytes(5000), _items(_rec(T1, f"{i:016x}")), [], now_ns=i)
        second = SQLiteSpanStore(path, synchronous="normal")  # a reader in the same process (StoreSource does this)
        assert second.stats().spans == 50
        second.close()
        child = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('PRAGMA journal_mode=WAL'); "
                 "c.execute('SELECT count(*) FROM spans').fetchone(); c.close()")
        subprocess.run([sys.executable, "-c", child, str(path)], check=True, timeout=60)
        for i in range(51, 101):
            first.append(bytes(5000), _items(_rec(T1, f"{i:016x}")), [], now_ns=i)
        third = SQLiteSpanStore(path, synchronous="normal")  # failed with "disk I/O error" before the fix
        try:
            assert third.stats().spans == first.stats().spans == 100
        finally:
            third.close()
    finally:
        first.close()
