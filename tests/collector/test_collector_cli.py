"""``memtrace collector`` as a real process: start from a config file, accept spans, survive SIGKILL."""

from __future__ import annotations

import json
import signal

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

from collector_support import (emit_memory_story, http_exporter_to, make_collector, provider_for,
                               spawn_collector, wait_for)
from memtrace_otel.collector.store import SQLiteSpanStore
from memtrace_otel.cli import main


def test_sigkill_loses_nothing_acknowledged(tmp_path):
    store_path = tmp_path / "spans.db"
    config = {
        "receivers": {"otlp": {"protocols": {"http": {"endpoint": "127.0.0.1:0"}}}},
        # forwarding target that is down: everything stays queued on disk
        "exporters": {"otlphttp/down": {"endpoint": "http://127.0.0.1:9", "retry_on_failure": {
            "initial_interval": "50ms", "max_interval": "200ms"}}},
        "extensions": {"memtrace_store": {"path": str(store_path)}},
    }
    config_path = tmp_path / "collector.json"
    config_path.write_text(json.dumps(config))
    proc, url = spawn_collector(config_path)
    try:
        provider = provider_for(OTLPSpanExporter(endpoint=url + "/v1/traces", timeout=5))
        ids = emit_memory_story(provider)
        provider.shutdown()  # every span acknowledged (SimpleSpanProcessor: one request each)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        proc.stdout.close()
        proc.stderr.close()

    store = SQLiteSpanStore(store_path)
    try:
        assert store.stats().spans == 5
        assert store.has_span(ids["outcome_trace"], ids["outcome_span"])
        assert store.queue_depth("otlphttp/down") == 5
        assert [c.case_id for c in store.cases()] == ["case-1"]
    finally:
        store.close()

    # a new process on the same file, now with a live downstream, forwards what the killed one acknowledged
    down = make_collector(tmp_path, "down", grpc=False).start()
    exporter = http_exporter_to(down, name="otlphttp/down")
    up = make_collector(tmp_path, "spans", grpc=False, exporters=[exporter]).start()
    try:
        assert up.rebuilt_spans == 5
        assert wait_for(lambda: down.counters.get("spans_accepted") == 5)
        assert up.graph.trace_graph(ids["answer_trace"]) == down.graph.trace_graph(ids["answer_trace"])
    finally:
        up.stop()
        down.stop()


def test_check_and_config_errors(tmp_path, capsys):
    good = tmp_path / "ok.json"
    good.write_text(json.dumps({"exporters": {"otlp/x": {"endpoint": "h:4317"}}}))
    assert main(["collector", "--config", str(good), "--check"]) == 0
    out = capsys.readouterr().out
    assert "config OK" in out and "exporter otlp/x: h:4317" in out
    assert "graph: memory (auto)" in out  # the embedded SQLite store keeps the whole graph in the process
    shared = tmp_path / "pg.json"
    shared.write_text(json.dumps({"extensions": {"memtrace_store": {"dsn": "postgresql://mt:s3cret@db:5432/mt"}}}))
    assert main(["collector", "--config", str(shared), "--check"]) == 0
    out = capsys.readouterr().out
    assert "PostgreSQL postgresql://mt:***@db:5432/mt" in out and "s3cret" not in out
    assert "graph: scoped (auto), lookback 720h" in out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"exporters": {"otlp/x": {}}}))
    assert main(["collector", "--config", str(bad)]) == 2
    assert "exporters.otlp/x.endpoint: required" in capsys.readouterr().err
