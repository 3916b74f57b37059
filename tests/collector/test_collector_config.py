"""Collector-shaped config files: defaults, YAML/JSON loading, durations, env expansion, clear errors."""

from __future__ import annotations

import json

import pytest

from memtrace_otel.collector import ConfigError, config_from_dict, default_config, load_config
from memtrace_otel.collector.config import parse_duration


def test_defaults_run_with_no_file():
    config = load_config(None)
    assert config == default_config()
    assert config.http.endpoint == "127.0.0.1:4318" and config.grpc.endpoint == "127.0.0.1:4317"
    assert config.graph.decision_wait == 10.0 and config.graph.attribution == "auto"
    assert config.exporters == [] and config.store.synchronous == "full"


def test_full_yaml_config(tmp_path, monkeypatch):
    pytest.importorskip("yaml")
    monkeypatch.setenv("TOK", "abc")
    path = tmp_path / "c.yaml"
    path.write_text("""
receivers:
  otlp:
    protocols:
      http: {endpoint: "127.0.0.1:0", max_request_body_size: 1000, auth: {bearer_token: "${env:TOK}"}}
processors:
  memtrace_graph: {decision_wait: 1500ms, attribution: none}
exporters:
  otlphttp/a: {endpoint: "http://x:4318", headers: {X-K: v}, retry_on_failure: {initial_interval: 2s, max_elapsed_time: 1m}}
  otlp/b: {endpoint: "y:4317", compression: gzip}
  otlp/unused: {endpoint: "z:4317"}
extensions:
  memtrace_store: {path: spans.db, synchronous: normal}
service:
  pipelines:
    traces: {receivers: [otlp], processors: [memtrace_graph], exporters: [otlphttp/a, otlp/b]}
""")
    config = load_config(path)
    assert config.grpc is None  # receivers declared: only what is listed runs
    assert (config.http.endpoint, config.http.max_request_body_size, config.http.auth.bearer_token) == (
        "127.0.0.1:0", 1000, "abc")
    assert config.graph.decision_wait == 1.5 and config.graph.attribution == "none"
    assert [(e.name, e.url) for e in config.exporters] == [("otlphttp/a", "http://x:4318/v1/traces"),
                                                          ("otlp/b", "y:4317")]
    assert config.exporters[0].retry_on_failure.initial_interval == 2.0
    assert config.exporters[0].retry_on_failure.max_elapsed_time == 60.0
    assert config.exporters[0].headers == {"X-K": "v"} and config.exporters[1].compression == "gzip"
    assert (config.store.path, config.store.synchronous) == ("spans.db", "normal")


def test_json_config(tmp_path):
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"exporters": {"otlphttp": {"endpoint": "https://h/otel",
                                                          "traces_endpoint": "https://h/otel/traces"}}}))
    config = load_config(path)
    assert config.http is not None and config.grpc is not None  # no receivers section: defaults
    assert config.exporters[0].url == "https://h/otel/traces"


@pytest.mark.parametrize("data, message", [
    ({"receivers": {"otlp": {"protocols": {"http": {"endpoint": "nohostport"}}}}},
     "receivers.otlp.protocols.http.endpoint: expected host:port"),
    ({"processors": {"memtrace_graph": {"decision_wait": "soon"}}}, "memtrace_graph.decision_wait: expected a duration"),
    ({"processors": {"batch": {}}}, "processors.batch: unknown processor type"),
    ({"exporters": {"kafka": {"endpoint": "x"}}}, "exporters.kafka: unknown exporter type"),
    ({"exporters": {"otlphttp": {}}}, "exporters.otlphttp.endpoint: required"),
    ({"exporters": {"otlphttp": {"endpoint": "x:4318"}}}, "needs an http:// or https:// URL"),
    ({"exporters": {"otlp": {"endpoint": "x:1", "compresion": "gzip"}}}, "exporters.otlp: unknown field(s) compresion"),
    ({"service": {"pipelines": {"traces": {"exporters": ["otlp/missing"]}}}},
     "'otlp/missing' is not declared in the top-level exporters section"),
    ({"receivers": {"otlp": {"protocols": {"grpc": {"tls": {"cert_file": "/nope.crt", "key_file": "/nope.key"}}}}}},
     "tls.cert_file: no such file"),
    ({"receivers": {"otlp": {"protocols": {"http": {"auth": {"bearer_token": "${env:MEMTRACE_UNSET_VAR}"}}}}}},
     "environment variable MEMTRACE_UNSET_VAR is not set"),
    ({"extensions": {"memtrace_store": {"synchronous": "off"}}}, "synchronous: expected one of full, normal"),
    ({"bogus": 1}, "unknown field(s) bogus"),
])
def test_errors_name_the_field(data, message):
    with pytest.raises(ConfigError) as err:
        config_from_dict(data, source="cfg.yaml")
    assert message in str(err.value) and str(err.value).startswith("cfg.yaml")


def test_unreadable_and_invalid_files(tmp_path):
    with pytest.raises(ConfigError, match="cannot read config file"):
        load_config(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ConfigError, match="bad.json: invalid JSON at line 1"):
        load_config(bad)
    top = tmp_path / "list.json"
    top.write_text("[1, 2]")
    with pytest.raises(ConfigError, match="top level must be a mapping"):
        load_config(top)


def test_durations():
    assert parse_duration("250ms", "x") == 0.25 and parse_duration("2m", "x") == 120.0
    assert parse_duration(3, "x") == 3.0 and parse_duration("1h", "x") == 3600.0
    with pytest.raises(ConfigError):
        parse_duration(True, "x")
