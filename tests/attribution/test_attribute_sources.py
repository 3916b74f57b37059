"""``memtrace attribute --source``: attribution where the traces already are.

The ClickHouse SQL runs on the real ClickHouse engine in-process (chdb) against the OpenTelemetry Collector ClickHouse
exporter's ``otel_traces`` schema, filled with spans our manual instrumentation API produced, converted the way the
exporter converts them (attributes as text, arrays as JSON, events and links as Nested columns). The verdicts must
be the ones attribution gives on the same spans loaded whole. The memtrace store source is tested on SQLite and on
a real PostgreSQL server, and parallel attribution on a process pool and a real Dask LocalCluster.
"""

from __future__ import annotations

import json
import time

import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution.batch import LoadedTraces, attribute_loaded
from memtrace_otel.attribution.parallel import attribute_source
from memtrace_otel.attribution.sources import group_by_scope, open_source, parse_duration
from memtrace_otel.graph import EvolutionGraph
from memtrace_otel.span_record import from_readable_span
from memtrace_otel.variables_codec import touched_ids
from chdb_support import insert_sql, open_session
from pg_support import pg_dsn, postgres_server  # noqa: F401  (pytest fixtures)

USERS = ["alice", "bob", "carol", "dave", "erin", "frank"]
CORRECT = {"carol"}  # answered right: no case


# ------------------------------------------------------------------------------------------------ workload
def _memory_stories(stale_users=USERS):
    """Per user: write a fact, a bad update overwrites it, an answer reads the updated record, a judged outcome."""
    for user in stale_users:
        record = f"mem:{user}:1"
        with operation("write", "mem.add", user_id=user) as op:
            op.output(record, f"{user} likes jazz", kind="memory_record")
        with operation("update", "mem.update", user_id=user) as op:
            op.input(record, f"{user} likes jazz", kind="memory_record", relation="updates")
            op.output(record, f"{user} likes rock" if user not in CORRECT else f"{user} likes jazz a lot",
                      kind="memory_record", change="update")
        with operation("write", "mem.add", user_id=f"{user}-noise") as op:  # another scope: never pulled
            op.output(f"mem:{user}:noise", "unrelated", kind="memory_record")
        with operation("generate", "qa.answer", user_id=user) as gen:
            gen.input(record, "the record", kind="memory_record", relation="context_of")
            gen.output(f"answer:{user}", "rock" if user not in CORRECT else "jazz", kind="answer")
        record_outcome(user in CORRECT, question=f"what does {user} like", expected="jazz",
                       case_id=f"case-{user}")


def _reference(records):
    """Verdicts on the whole set of spans loaded at once (what `memtrace attribute FILES` does)."""
    graph = EvolutionGraph()
    graph.add_spans(records)
    results = attribute_loaded(LoadedTraces(graph, graph.failed_outcomes()), progress=False)
    return _verdicts(r.to_dict() for r in results)


def _verdicts(rows):
    return {r["case_id"]: (r["error_type"], r["op_id"], r["op_name"], r["answer_op_id"]) for r in rows}


# ------------------------------------------------------------------------------------------------ ClickHouse
@pytest.fixture
def chdb_session(tmp_path):
    pytest.importorskip("chdb", reason="chdb (the ClickHouse engine in-process) is not installed")
    sess, query = open_session(str(tmp_path / "chdb"))
    yield sess, query
    sess.close()


def test_clickhouse_source_finds_failed_cases_and_pulls_only_their_subgraphs(provider, capture_content, chdb_session):
    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource

    sess, query = chdb_session
    _memory_stories()
    records = [from_readable_span(s) for s in provider.exporter.get_finished_spans()]
    sess.query(insert_sql(records))
    assert query("SELECT count() FROM otel.otel_traces") == [[len(records)]]

    source = ClickHouseSource.from_url("clickhouse://default@localhost:8123/otel?table=otel_traces", query=query)
    cases = source.failed_cases(since_ns=time.time_ns() - 3600 * 10**9)
    failed_users = [u for u in USERS if u not in CORRECT]
    assert sorted(c.case_id for c in cases) == sorted(f"case-{u}" for u in failed_users)
    # the outcome span carries no scope: it is taken from the answer's trace
    assert sorted(c.scope_key for c in cases) == sorted(f"user={u}" for u in failed_users)
    assert [scope for scope, _ in group_by_scope(cases)] == [c.scope_key for c in cases]  # one task per scope

    # one case's subgraph: its traces and the writers of what it read, nothing of the other users
    [alice] = [c for c in cases if c.case_id == "case-alice"]
    pulled = source.subgraph_spans([alice])
    users = {r.attributes.get(sc.MEMTRACE_SCOPE_USER_ID) for r in pulled} - {None}
    assert users == {"alice"}
    assert {r.name for r in pulled} >= {"mem.add", "mem.update", "qa.answer", sc.OUTCOME_SPAN_NAME}
    assert len(pulled) < len(records) / 4

    before = len(query.sql_log)
    results = attribute_source(source, since_ns=time.time_ns() - 3600 * 10**9, progress=False)
    assert all("Timestamp >=" in sql for sql in query.sql_log[before:])  # every query is bounded in time
    got = _verdicts(r.to_dict() for r in results)
    assert got == _reference(records)
    assert {(v[0], v[2]) for v in got.values()} == {("UpdateError", "mem.update")}  # the bad update, every scope


def test_clickhouse_records_index_pulls_the_same_subgraphs_without_scanning_the_window(provider, capture_content,
                                                                                      chdb_session):
    """With ``<table>_memtrace_refs`` (created and backfilled over rows already there, then filled by its materialized
    view as more rows arrive) the spans touching a record are found through it: the same subgraphs and verdicts as
    the scan, and no touching query reads the traces table's JSON any more."""
    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource

    sess, query = chdb_session
    _memory_stories()
    records = [from_readable_span(s) for s in provider.exporter.get_finished_spans()]
    half = len(records) // 2
    sess.query(insert_sql(records[:half]))
    url = "clickhouse://default@localhost:8123/otel?table=otel_traces"
    since = time.time_ns() - 3600 * 10**9

    indexed = ClickHouseSource.from_url(url, query=query)
    assert not indexed.has_refs_index()
    indexed.create_refs_index(backfill_since_ns=since)  # the first half: backfilled
    sess.query(insert_sql(records[half:]))  # the second half: through the materialized view
    declared = {v for r in records for v in touched_ids(r.attributes, r.events)}
    assert {row[0] for row in query("SELECT DISTINCT VarId FROM otel.otel_traces_memtrace_refs")} == declared

    scanning = ClickHouseSource.from_url(url, query=query)
    scanning._has_refs = False  # the path without the index, on the same table
    cases = indexed.failed_cases(since_ns=since)
    assert len(cases) == len(USERS) - len(CORRECT)
    for case in cases:
        assert ({r.span_id for r in indexed.subgraph_spans([case])}
                == {r.span_id for r in scanning.subgraph_spans([case])})

    before = len(query.sql_log)
    results = attribute_source(ClickHouseSource.from_url(url, query=query), since_ns=since, progress=False)
    assert _verdicts(r.to_dict() for r in results) == _reference(records)
    sqls = query.sql_log[before:]
    assert any("otel_traces_memtrace_refs" in sql for sql in sqls)
    assert not any("JSONExtract" in sql for sql in sqls)  # the window scan is not run
    assert ClickHouseSource.from_url(url, query=query).create_refs_index() is None  # idempotent, no backfill


def test_clickhouse_records_index_reads_v1_variable_events(chdb_session):
    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource
    from memtrace_otel.span_record import EventRecord, SpanRecord

    sess, query = chdb_session
    source = ClickHouseSource.from_url("clickhouse://default@localhost:8123/otel?table=otel_traces", query=query)
    source.create_refs_index()
    now = time.time_ns()
    v1 = SpanRecord(trace_id="ab" * 16, span_id="cd" * 8, name="mem.add", start_ns=now, end_ns=now + 5,
                    attributes={sc.MEMTRACE_OUTPUTS: ("mem:x@2",)},
                    events=[EventRecord(sc.VARIABLE_EVENT, now, {sc.VAR_ID: "msg:D1:3"}),
                            EventRecord("other", now, {sc.VAR_ID: "not-a-variable"})])
    sess.query(insert_sql([v1]))
    assert sorted(r[0] for r in query("SELECT VarId FROM otel.otel_traces_memtrace_refs")) == ["mem:x", "msg:D1:3"]
    assert [r.span_id for r in source.spans_touching(["msg:D1:3"], now - 10, now + 10)] == ["cd" * 8]


def test_clickhouse_source_scans_when_it_cannot_tell_whether_the_index_exists(chdb_session, caplog):
    """A user without the right to read system.tables still gets the touching spans (by the scan), and one message."""
    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource

    sess, query = chdb_session

    def refusing(sql):
        if "system.tables" in sql:
            raise RuntimeError("Code: 497. Not enough privileges")
        return query(sql)

    source = ClickHouseSource.from_url("clickhouse://default@localhost:8123/otel?table=otel_traces", query=refusing)
    assert source.spans_touching(["mem:x"], 0, time.time_ns()) == []
    assert source.has_refs_index() is False
    assert "scanning the lookback window" in caplog.text and "Not enough privileges" in caplog.text
    assert "JSONExtract" in query.sql_log[-1]


def test_a_source_that_is_no_store_is_refused_and_left_as_it_was(tmp_path, pg_dsn, capsys):
    """``--source`` reads: an empty database or file is not turned into a store (an audit found the six tables
    created in whatever database the URL named)."""
    import psycopg

    from memtrace_otel.cli import main

    assert main(["attribute", "--source", pg_dsn, "--no-progress"]) == 2
    assert "no memtrace store in this database" in capsys.readouterr().err
    with psycopg.connect(pg_dsn) as conn:
        assert conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone()[0] == 0
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    assert main(["attribute", "--source", f"sqlite://{empty}", "--no-progress"]) == 2
    assert "not a memtrace store" in capsys.readouterr().err and empty.read_bytes() == b""


def test_create_refs_index_is_refused_for_other_sources(tmp_path, capsys):
    from memtrace_otel.cli import main

    assert main(["attribute", "--source", f"sqlite:///{tmp_path / 'spans.db'}", "--create-refs-index"]) == 2
    assert "--create-refs-index is for --source clickhouse" in capsys.readouterr().err


def test_clickhouse_url_and_row_conversion():
    from memtrace_otel.attribution.sources.clickhouse import ClickHouseSource, _record

    src = ClickHouseSource.from_url("clickhouses://u:p%40ss@ch.example:9440/otel?table=traces_v2")
    assert (src.host, src.port, src.database, src.table, src.username, src.password, src.secure) == (
        "ch.example", 9440, "otel", "traces_v2", "u", "p@ss", True)
    with pytest.raises(ValueError, match="table name"):
        ClickHouseSource.from_url("clickhouse://h/otel?table=x;DROP")
    rec = _record((5, "AB" * 16, "CD" * 8, "", "op", "SPAN_KIND_CLIENT", "svc", {"service.name": "svc"},
                   {"memtrace.inputs": '["a@1","b@2"]', "n": "3", "otel.scope.name": "memtrace"}, 7,
                   "STATUS_CODE_ERROR", "boom", [6], ["memtrace.variable"], [{"memtrace.var.id": "a"}], [], [], []))
    assert (rec.trace_id, rec.kind, rec.status_code, rec.end_ns, rec.scope_name) == (
        "ab" * 16, "CLIENT", "ERROR", 12, "memtrace")
    assert rec.attributes == {"memtrace.inputs": ("a@1", "b@2"), "n": "3"}
    assert rec.events[0].attributes == {"memtrace.var.id": "a"}


# ------------------------------------------------------------------------------------------------ memtrace store
def _collector_store(provider, tmp_path, store_config):
    """Send the stories through a real collector into the store; return the spans as emitted."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    from collector_support import make_collector

    collector = make_collector(tmp_path, "store", grpc=False, decision_wait=3600)
    collector.config.store = store_config
    collector.start()
    try:
        provider.add_span_processor(SimpleSpanProcessor(OTLPSpanExporter(endpoint=collector.http_url + "/v1/traces",
                                                                         timeout=10)))
        _memory_stories()
        provider.force_flush()
        assert collector.store.stats().spans == len(provider.exporter.get_finished_spans())
    finally:
        collector.stop()
    return [from_readable_span(s) for s in provider.exporter.get_finished_spans()]


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request, tmp_path):
    from memtrace_otel.collector.config import StoreConfig

    if request.param == "sqlite":
        path = tmp_path / "spans.db"
        return f"sqlite://{path}", StoreConfig(path=str(path), synchronous="normal")
    dsn = request.getfixturevalue("pg_dsn")
    return dsn, StoreConfig(dsn=dsn)


def test_memtrace_store_source_matches_whole_graph_attribution(provider, capture_content, tmp_path, store_url):
    url, store_config = store_url
    records = _collector_store(provider, tmp_path, store_config)
    source = open_source(url)
    try:
        cases = source.failed_cases()
        assert sorted(c.scope_key for c in cases) == sorted(f"user={u}" for u in USERS if u not in CORRECT)
        results = attribute_source(source, progress=False)
    finally:
        source.close()
    assert _verdicts(r.to_dict() for r in results) == _reference(records)


# ------------------------------------------------------------------------------------------------ parallel, CLI
def test_process_pool_and_dask_local_cluster_give_the_same_verdicts(provider, capture_content, tmp_path):
    from memtrace_otel.collector.config import StoreConfig

    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install '.[dask]')")
    path = tmp_path / "spans.db"
    records = _collector_store(provider, tmp_path, StoreConfig(path=str(path), synchronous="normal"))
    expected = _reference(records)
    tasks = []
    serial = attribute_source(open_source(f"sqlite://{path}"), progress=False)
    pooled = attribute_source(open_source(f"sqlite://{path}"), jobs=2, progress=False)
    on_dask = attribute_source(open_source(f"sqlite://{path}"), jobs=2, scheduler="local", progress=False,
                               on_task=tasks.append)
    assert {v[0] for v in expected.values()} == {"UpdateError"}
    for results in (serial, pooled, on_dask):
        assert _verdicts(r.to_dict() for r in results) == expected
    assert len(tasks) == len(expected)  # one task per scope (each failed user is its own scope)
    assert len({t.worker for t in tasks}) >= 1 and all(t.spans > 0 for t in tasks)


def test_auto_scheduler_runs_in_process_below_the_threshold_and_on_a_local_cluster_above(provider, capture_content,
                                                                                      tmp_path, monkeypatch):
    """``memtrace attribute --source`` without --jobs / --scheduler: in this process for a few tasks, a LocalCluster
    of one worker per core from AUTO_CLUSTER_MIN_TASKS tasks on; the same verdicts either way."""
    import os

    from memtrace_otel.attribution import parallel
    from memtrace_otel.collector.config import StoreConfig

    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install '.[dask]')")
    path = tmp_path / "spans.db"
    records = _collector_store(provider, tmp_path, StoreConfig(path=str(path), synchronous="normal"))
    expected = _reference(records)
    assert parallel.auto_scheduler(parallel.AUTO_CLUSTER_MIN_TASKS - 1) == (None, 1)
    in_process, on_cluster = [], []
    few = attribute_source(open_source(f"sqlite://{path}"), scheduler="auto", progress=False,
                           on_task=in_process.append)
    assert {t.worker for t in in_process} == {str(os.getpid())}
    monkeypatch.setattr(parallel, "AUTO_CLUSTER_MIN_TASKS", 1)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert parallel.auto_scheduler(1) == ("local", 2)
    many = attribute_source(open_source(f"sqlite://{path}"), scheduler="auto", progress=False,
                            on_task=on_cluster.append)
    assert str(os.getpid()) not in {t.worker for t in on_cluster}  # Dask worker processes
    assert _verdicts(r.to_dict() for r in few) == _verdicts(r.to_dict() for r in many) == expected


def test_cli_source_resumes_and_rejects_bad_input(provider, capture_content, tmp_path, capsys):
    from memtrace_otel.cli import main
    from memtrace_otel.collector.config import StoreConfig

    path = tmp_path / "spans.db"
    _collector_store(provider, tmp_path, StoreConfig(path=str(path), synchronous="normal"))
    out = tmp_path / "results.jsonl"
    assert main(["attribute", "--source", f"sqlite://{path}", "--since", "1h", "-o", str(out), "--jobs", "2",
                 "--no-progress"]) == 0
    first = out.read_text().splitlines()
    assert len(first) == 5 and "5 failed case(s) attributed" in capsys.readouterr().out
    assert main(["attribute", "--source", f"sqlite://{path}", "-o", str(out), "--no-progress"]) == 0
    assert out.read_text().splitlines() == first  # resumed: nothing attributed twice
    assert "5 failed case(s) attributed (lineage) from sqlite:" in capsys.readouterr().out
    # a run killed mid-line: the next one ends the broken line and writes the lost case on a line of its own
    out.write_text("\n".join(first[:3]) + "\n" + first[3][:40])
    assert main(["attribute", "--source", f"sqlite://{path}", "-o", str(out), "--no-progress"]) == 0
    lines = out.read_text().splitlines()
    assert lines[:3] == first[:3] and lines[3] == first[3][:40] and len(lines) == 6
    assert sorted(json.loads(x)["case_id"] for x in lines[4:]) == sorted(json.loads(x)["case_id"] for x in first[3:])
    assert "2 of them by this run" in capsys.readouterr().out
    assert main(["attribute", "--source", "mysql://x/y"]) == 2
    assert "unknown --source" in capsys.readouterr().err
    # a source that cannot be read: one line naming it, no traceback
    assert main(["attribute", "--source", f"sqlite://{tmp_path / 'none.db'}", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "none.db" in err and "Traceback" not in err
    assert main(["attribute", "--source", f"sqlite://{path}", "--since", "soon"]) == 2
    assert main(["attribute"]) == 2
    assert parse_duration("90m") == 5400.0 and parse_duration("2d") == 172_800.0


# ------------------------------------------------------------------------------------------------ OTLP write-back
class _OTLPReceiver:
    """An OTLP/HTTP traces endpoint on 127.0.0.1 (the network boundary): decodes each posted
    ExportTraceServiceRequest (protobuf, gzip if sent so) and answers as a collector does."""

    def __init__(self):
        import gzip
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
            ExportTraceServiceRequest,
            ExportTraceServiceResponse,
        )

        self.requests: list = []
        self.paths: list[str] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                assert self.headers.get("Content-Type") == "application/x-protobuf"
                receiver.paths.append(self.path)
                receiver.requests.append(ExportTraceServiceRequest.FromString(body))
                reply = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def spans(self):
        """(resource attributes, scope name, span) of every span received."""
        from memtrace_otel.graph.loaders.otlp_proto import attributes_to_dict

        return [(attributes_to_dict(rs.resource.attributes), ss.scope.name, span)
                for request in self.requests for rs in request.resource_spans for ss in rs.scope_spans
                for span in ss.spans]

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def otlp_receiver():
    receiver = _OTLPReceiver()
    yield receiver
    receiver.close()


def test_cli_source_exports_the_verdicts_as_spans_over_otlp(provider, capture_content, tmp_path, capsys,
                                                            otlp_receiver, monkeypatch):
    """`memtrace attribute --source sqlite://... --export-otlp URL`: the two verdict spans of every case, with the
    attributes docs/semconv.md gives them, placed in the failed answer's trace and under the root-cause span."""
    from opentelemetry.proto.trace.v1.trace_pb2 import Status

    from memtrace_otel.cli import main
    from memtrace_otel.collector.config import StoreConfig
    from memtrace_otel.graph.loaders.otlp_proto import attributes_to_dict

    path = tmp_path / "spans.db"
    emitted = _collector_store(provider, tmp_path, StoreConfig(path=str(path), synchronous="normal"))
    out = tmp_path / "results.jsonl"
    assert main(["attribute", "--source", f"sqlite://{path}", "-o", str(out), "--no-progress",
                 "--export-otlp", otlp_receiver.url]) == 0
    assert "exported 5 verdict(s) (10 spans) over OTLP" in capsys.readouterr().out
    assert set(otlp_receiver.paths) == {"/v1/traces"}  # the base URL got the traces path

    failed = [u for u in USERS if u not in CORRECT]
    by_user = {}  # user -> (outcome span, update span) as the app emitted them
    for rec in emitted:
        user = rec.attributes.get(sc.MEMTRACE_SCOPE_USER_ID)
        if rec.name == "mem.update":
            by_user.setdefault(user, {})["update"] = rec
    for rec in emitted:
        if rec.name == sc.OUTCOME_SPAN_NAME:
            case = rec.attributes[sc.OUTCOME_CASE_ID]
            by_user.setdefault(case.removeprefix("case-"), {})["outcome"] = rec

    received = otlp_receiver.spans()
    assert {(res.get("service.name"), scope) for res, scope, _ in received} == {
        ("memtrace-attribution", "memtrace_otel.attribution")}
    spans = [span for _, _, span in received]
    assert sorted(s.name for s in spans) == sorted([sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME] * len(failed))
    seen = set()
    for span in spans:
        attrs = attributes_to_dict(span.attributes)
        user = attrs[sc.RCA_CASE_ID].removeprefix("case-")
        outcome, update = by_user[user]["outcome"], by_user[user]["update"]
        assert attrs[sc.RCA_ERROR_TYPE] == "UpdateError" and attrs[sc.ERROR_TYPE] == "UpdateError"
        assert attrs[sc.RCA_ENGINE] == "lineage" and attrs[sc.RCA_STAGE] == "construction"
        assert 0 < attrs[sc.RCA_CONFIDENCE] <= 1 and attrs[sc.RCA_REASON]
        assert attrs[sc.RCA_ROOT_OP_NAME] == "mem.update"
        assert (attrs[sc.RCA_ROOT_TRACE_ID], attrs[sc.RCA_ROOT_SPAN_ID]) == (update.trace_id, update.span_id)
        assert (attrs[sc.RCA_FAILED_TRACE_ID], attrs[sc.RCA_FAILED_SPAN_ID]) == (outcome.trace_id, outcome.span_id)
        assert span.status.code == Status.STATUS_CODE_ERROR
        assert span.status.message == f"UpdateError at mem.update (case case-{user})"
        [event] = span.events
        event_attrs = attributes_to_dict(event.attributes)
        assert event.name == sc.GEN_AI_EVALUATION_RESULT_EVENT
        assert event_attrs[sc.GEN_AI_EVALUATION_NAME] == sc.RCA_EVALUATION_NAME
        assert event_attrs[sc.GEN_AI_EVALUATION_SCORE_LABEL] == "UpdateError"
        [link] = span.links
        if span.name == sc.RCA_SPAN_NAME:  # in the failed answer's trace, under the outcome, linked to the cause
            where, to, relation = outcome, update, "root_cause"
        else:  # under the root-cause span, linked back to the outcome
            where, to, relation = update, outcome, "explains"
        assert (span.trace_id.hex(), span.parent_span_id.hex()) == (where.trace_id, where.span_id)
        assert (link.trace_id.hex(), link.span_id.hex()) == (to.trace_id, to.span_id)
        assert attributes_to_dict(link.attributes) == {sc.LINK_RELATION: relation}
        seen.add((span.name, user))
    assert len(seen) == 2 * len(failed)

    # a URL that is not http(s) is refused before anything runs; an endpoint that refuses is an error
    assert main(["attribute", "--source", f"sqlite://{path}", "-o", str(out), "--export-otlp", "grpc://x:4317"]) == 2
    assert "http:// or https://" in capsys.readouterr().err
    otlp_receiver.close()
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_TIMEOUT", "1")  # the exporter retries until its timeout
    assert main(["attribute", "--source", f"sqlite://{path}", "-o", str(out), "--no-progress",
                 "--export-otlp", otlp_receiver.url + "/v1/traces"]) == 1
    assert "OTLP export to " + otlp_receiver.url + "/v1/traces failed" in capsys.readouterr().err


def test_export_otlp_flag_still_takes_a_following_trace_file():
    """`--export-otlp` with no URL before FILES: the file stays a trace file, the endpoint comes from the env."""
    import argparse

    from memtrace_otel.commands import attribute

    parser = argparse.ArgumentParser()
    attribute.add_arguments(parser)
    args = parser.parse_args(["--export-otlp", "traces.jsonl", "more.jsonl"])
    attribute._export_target(args)
    assert (sorted(args.files), args.export_otlp) == (["more.jsonl", "traces.jsonl"], True)
    args = parser.parse_args(["traces.jsonl", "--export-otlp", "http://otel:4318"])
    attribute._export_target(args)
    assert (args.files, args.export_otlp) == (["traces.jsonl"], "http://otel:4318")
    assert attribute.otlp_traces_url("http://otel:4318") == "http://otel:4318/v1/traces"
    assert attribute.otlp_traces_url("https://otel/custom/traces") == "https://otel/custom/traces"


# ------------------------------------------------------------------------------------------------ Dask over TCP
def test_dask_scheduler_on_a_tcp_address_gives_the_in_process_verdicts(provider, capture_content, tmp_path, capsys):
    """`--scheduler tcp://127.0.0.1:PORT`: a running distributed scheduler and two workers reached over TCP (the
    tasks and the source travel pickled), verdicts as attributing in this process gives them."""
    import json

    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install '.[dask]')")
    from distributed import LocalCluster

    from memtrace_otel.cli import main
    from memtrace_otel.collector.config import StoreConfig

    path = tmp_path / "spans.db"
    _collector_store(provider, tmp_path, StoreConfig(path=str(path), synchronous="normal"))
    serial = _verdicts(r.to_dict() for r in attribute_source(open_source(f"sqlite://{path}"), progress=False))
    assert len(serial) == 5 and {v[0] for v in serial.values()} == {"UpdateError"}

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp", host="127.0.0.1",
                      scheduler_port=0, dashboard_address=None, silence_logs=40) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tcp://127.0.0.1:") and not address.endswith(":0")
        tasks = []
        on_dask = attribute_source(open_source(f"sqlite://{path}"), scheduler=address, progress=False,
                                   on_task=tasks.append)
        assert _verdicts(r.to_dict() for r in on_dask) == serial
        assert len(tasks) == len(serial)  # one task per scope
        out = tmp_path / "results.jsonl"
        assert main(["attribute", "--source", f"sqlite://{path}", "--scheduler", address, "-o", str(out),
                     "--no-progress"]) == 0
        assert _verdicts(json.loads(line) for line in out.read_text().splitlines()) == serial
        # both runs' scope tasks went through this scheduler to its workers
        executed = [w.state.executed_count for w in cluster.workers.values()]
        assert sum(executed) == 2 * len(serial), executed
    assert "5 failed case(s) attributed" in capsys.readouterr().out
    # the workers ran in this process: close the connection they kept for the source
    from memtrace_otel.attribution import parallel

    kept = parallel._OPEN_SOURCES.pop(f"store:sqlite://{path}", None)
    assert kept is not None  # the workers opened the store once and shared it between tasks
    kept.close()
