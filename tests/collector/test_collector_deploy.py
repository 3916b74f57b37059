"""The deployment material in collector/: valid YAML, and ports/endpoints that agree across the files.

Docker cannot run here, so this is what keeps docker-compose.yaml, the OTel Collector configs and the memtrace
config consistent with each other and with what the memtrace config loader accepts."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest

from memtrace_otel import semconv as sc
from memtrace_otel.collector import load_config

yaml = pytest.importorskip("yaml")

DEPLOY = Path(__file__).resolve().parents[2] / "collector"


def _load(name: str) -> dict:
    return yaml.safe_load((DEPLOY / name).read_text())


def _host_port(endpoint: str) -> tuple[str, int]:
    if "://" in endpoint:
        url = urlsplit(endpoint)
        return url.hostname, url.port
    host, _, port = endpoint.rpartition(":")
    return host, int(port)


def _pipeline_refs_declared(config: dict) -> None:
    for pipeline in config["service"]["pipelines"].values():
        for kind in ("receivers", "processors", "exporters"):
            for name in pipeline.get(kind, []):
                assert name in (config.get(kind) or {}), f"pipeline uses undeclared {kind[:-1]} {name}"


@pytest.fixture
def compose() -> dict:
    return _load("docker-compose.yaml")


def test_files_are_valid_yaml_and_pipelines_reference_declared_components():
    for name in ("docker-compose.yaml", "otelcol-config.yaml", "otelcol-filter.yaml", "otelcol-loadbalancing.yaml",
                 "memtrace-collector.yaml", "tempo.yaml", "grafana-datasources.yaml", "grafana-dashboards.yaml", "prometheus.yaml"):
        assert isinstance(_load(name), dict), name
    for name in ("otelcol-config.yaml", "otelcol-filter.yaml", "otelcol-loadbalancing.yaml", "memtrace-collector.yaml"):
        _pipeline_refs_declared(_load(name))
    assert (DEPLOY / "Dockerfile").is_file() and (DEPLOY / "README.md").is_file()


def test_memtrace_config_loads_and_matches_compose(compose, monkeypatch):
    monkeypatch.setenv("MEMTRACE_TOKEN", "t0ken")
    config = load_config(DEPLOY / "memtrace-collector.yaml")
    assert config.http.auth.bearer_token == "t0ken" and config.grpc.auth.bearer_token == "t0ken"
    assert config.store.path.startswith("/var/lib/memtrace/")
    memtrace = compose["services"]["memtrace"]
    # the config file the service reads is the one in this folder, the store sits on the volume
    mounts = {m.split(":")[1]: m.split(":")[0] for m in memtrace["volumes"]}
    assert mounts["/etc/memtrace/collector.yaml"] == "./memtrace-collector.yaml"
    assert mounts["/var/lib/memtrace"] == "memtrace-data" and "memtrace-data" in compose["volumes"]
    assert memtrace["command"][-1] == "/etc/memtrace/collector.yaml"
    assert memtrace["build"]["dockerfile"] == "collector/Dockerfile"
    http_port = _host_port(config.http.endpoint)[1]
    assert any(p.endswith(f":{http_port}") for p in memtrace["ports"])
    assert all(p.startswith("127.0.0.1:") for p in memtrace["ports"])  # query API not exposed beyond the host
    # memtrace forwards to Tempo's OTLP/gRPC receiver
    [exporter] = config.exporters
    assert exporter.type == "otlp"
    host, port = _host_port(exporter.endpoint)
    assert host == "tempo" and host in compose["services"]
    tempo = _load("tempo.yaml")
    assert _host_port(tempo["distributor"]["receivers"]["otlp"]["protocols"]["grpc"]["endpoint"])[1] == port


def test_otel_collector_forwards_to_memtrace_and_jaeger(compose, monkeypatch):
    monkeypatch.setenv("MEMTRACE_TOKEN", "t0ken")
    otelcol = _load("otelcol-config.yaml")
    memtrace_cfg = load_config(DEPLOY / "memtrace-collector.yaml")
    service = compose["services"]["otel-collector"]
    assert "./otelcol-config.yaml:/etc/otelcol-contrib/config.yaml:ro" in service["volumes"]
    # published ports are the receiver ports
    published = {int(p.split(":")[-1]) for p in service["ports"]}
    receivers = otelcol["receivers"]["otlp"]["protocols"]
    assert published == {_host_port(receivers["grpc"]["endpoint"])[1], _host_port(receivers["http"]["endpoint"])[1]}
    # otlphttp/memtrace -> memtrace's HTTP receiver, with the same token variable
    exporter = otelcol["exporters"]["otlphttp/memtrace"]
    host, port = _host_port(exporter["endpoint"])
    assert host == "memtrace" and port == _host_port(memtrace_cfg.http.endpoint)[1]
    assert exporter["headers"]["Authorization"] == "Bearer ${env:MEMTRACE_TOKEN}"
    assert "MEMTRACE_TOKEN" in service["environment"] and "MEMTRACE_TOKEN" in compose["services"]["memtrace"][
        "environment"]
    assert _host_port(otelcol["exporters"]["otlp/jaeger"]["endpoint"]) == ("jaeger", 4317)
    assert set(service["depends_on"]) == {"memtrace", "jaeger"}


def test_grafana_points_at_tempo_jaeger_and_prometheus(compose):
    tempo_port = _load("tempo.yaml")["server"]["http_listen_port"]
    urls = {d["type"]: _host_port(d["url"]) for d in _load("grafana-datasources.yaml")["datasources"]}
    assert urls == {"tempo": ("tempo", tempo_port), "jaeger": ("jaeger", 16686), "prometheus": ("prometheus", 9090)}
    assert f"{tempo_port}:{tempo_port}" in compose["services"]["tempo"]["ports"]
    assert all(name in compose["services"] for name in ("grafana", "jaeger", "tempo", "prometheus"))


def _prometheus_name(metric: str, counter: bool) -> str:
    """OpenTelemetry -> Prometheus naming as Prometheus's OTLP receiver does it (dots to underscores, _total)."""
    return metric.replace(".", "_") + ("_total" if counter else "")


def test_failure_dashboard_plots_the_collectors_failure_counter_beside_tempo(compose, monkeypatch):
    import json
    import re

    from memtrace_otel.collector.telemetry import FAILURE_KEYS, FAILURES_METRIC, SPAN_COUNTERS

    monkeypatch.setenv("MEMTRACE_TOKEN", "t0ken")
    # the memtrace collector pushes its metrics to Prometheus's OTLP receiver
    metrics = load_config(DEPLOY / "memtrace-collector.yaml").metrics
    assert metrics.exporter == "otlphttp"
    url = urlsplit(metrics.endpoint)
    prometheus = compose["services"]["prometheus"]
    assert (url.hostname, url.path) == ("prometheus", "/api/v1/otlp/v1/metrics")
    assert "--web.enable-otlp-receiver" in prometheus["command"]
    assert "./prometheus.yaml:/etc/prometheus/prometheus.yaml:ro" in prometheus["volumes"]
    assert isinstance(_load("prometheus.yaml"), dict)
    assert "prometheus" in compose["services"]["memtrace"]["depends_on"]

    # Grafana provisions the dashboard file
    grafana = compose["services"]["grafana"]
    mounts = {m.split(":")[1]: m.split(":")[0] for m in grafana["volumes"]}
    provider = _load("grafana-dashboards.yaml")["providers"][0]
    dashboard_path = mounts["/etc/grafana/provisioning/dashboards/dashboards.yaml"]
    assert dashboard_path == "./grafana-dashboards.yaml"
    [(inside, outside)] = [(k, v) for k, v in mounts.items() if v.endswith(".json")]
    assert inside.startswith(provider["options"]["path"] + "/")
    dashboard = json.loads((DEPLOY / outside.removeprefix("./")).read_text())

    # every panel uses a provisioned data source; the failure counter and its labels are the collector's
    uids = {d["uid"]: d["type"] for d in _load("grafana-datasources.yaml")["datasources"]}
    counter = _prometheus_name(FAILURES_METRIC, counter=True)
    labels = {key.replace(".", "_") for key in FAILURE_KEYS}
    known_metrics = {counter, "memtrace_collector_cases"} | {_prometheus_name(m, True) for m, _ in
                                                             SPAN_COUNTERS.values()}
    plotted, tempo_queries = set(), []
    for panel in dashboard["panels"]:
        for target in panel["targets"]:
            ds = target.get("datasource") or panel["datasource"]
            assert uids.get(ds["uid"]) == ds["type"], (panel["title"], ds)
            if ds["type"] == "prometheus":
                names = set(re.findall(r"\b(memtrace_collector_[a-z_]+)\b", target["expr"]))
                assert names and names <= known_metrics, (panel["title"], names)
                plotted |= names
                for group in re.findall(r"by \(([^)]*)\)", target["expr"]):
                    if counter in target["expr"]:
                        assert {g.strip() for g in group.split(",")} <= labels, group
            else:
                tempo_queries.append(target["query"])
    assert counter in plotted
    exprs = " ".join(t["expr"] for p in dashboard["panels"] for t in p["targets"] if "expr" in t)
    assert all(label in exprs for label in labels)  # plotted by error type, operation (name, kind) and system
    # beside the metrics: the verdict spans in Tempo, found by their attributes
    assert any(sc.RCA_SPAN_NAME in q and sc.RCA_ERROR_TYPE in q for q in tempo_queries)
    assert any(sc.RCA_MARKER_SPAN_NAME in q for q in tempo_queries)
    for variable in dashboard["templating"]["list"]:
        assert counter in variable["definition"]
        assert re.search(r", ([a-z_]+)\)", variable["definition"]).group(1) in labels


def test_scale_out_routes_by_memory_scope():
    lb = _load("otelcol-loadbalancing.yaml")["exporters"]["load_balancing"]
    assert lb["routing_key"] == "attributes"
    assert lb["routing_attributes"] == [sc.MEMTRACE_SCOPE_KEY]
    assert "endpoint" not in lb["protocol"]["otlp"]  # the resolver supplies backends
    assert lb["resolver"]["dns"]["port"] == 4317  # memtrace's OTLP/gRPC receiver
