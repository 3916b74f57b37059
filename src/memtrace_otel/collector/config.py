"""Configuration of the memtrace collector, shaped like an OpenTelemetry Collector config file.

```yaml
receivers:
  otlp:
    protocols:
      http: {endpoint: 127.0.0.1:4318, max_request_body_size: 20971520, auth: {bearer_token: "${env:TOKEN}"}}
      grpc: {endpoint: 127.0.0.1:4317, tls: {cert_file: server.crt, key_file: server.key}}
processors:
  memtrace_graph: {decision_wait: 10s, attribution: auto, write_verdicts: true}
exporters:
  otlphttp/tempo: {endpoint: "http://tempo:4318", retry_on_failure: {initial_interval: 1s}}
  otlp/jaeger: {endpoint: "jaeger:4317", tls: {insecure: true}}
extensions:
  memtrace_store: {path: /var/lib/memtrace/spans.db, synchronous: full}
service:
  pipelines:
    traces: {receivers: [otlp], processors: [memtrace_graph], exporters: [otlphttp/tempo]}
  telemetry:
    metrics: {exporter: none}
```

Every section is optional: :func:`default_config` (no file) runs both OTLP receivers on loopback, the graph
processor and a store file in the working directory, and forwards nowhere.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from memtrace_otel.collector.processors.graph import DEFAULT_MAX_ATTRIBUTE_BYTES, GRAPH_MODES, Retention


class ConfigError(ValueError):
    """A configuration value is wrong; the message names the file and the field."""


# Same spelling as the Collector's ``${env:NAME}`` expansion (``${NAME}`` accepted too).
_ENV_REF = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$")
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}

DEFAULT_HTTP_ENDPOINT = "127.0.0.1:4318"
DEFAULT_GRPC_ENDPOINT = "127.0.0.1:4317"
DEFAULT_MAX_REQUEST_BYTES = 20 * 1024 * 1024  # the Collector's OTLP/HTTP default (20 MiB)
DEFAULT_GRPC_MAX_RECV_MIB = 4  # the Collector's OTLP/gRPC default
DEFAULT_STORE_PATH = "memtrace-collector.db"


@dataclass
class TLSServerConfig:
    cert_file: str = ""
    key_file: str = ""

    @property
    def enabled(self) -> bool:
        return bool(self.cert_file)


@dataclass
class AuthConfig:
    bearer_token: str = ""  # empty = no authentication

    @property
    def enabled(self) -> bool:
        return bool(self.bearer_token)


@dataclass
class HttpReceiverConfig:
    endpoint: str = DEFAULT_HTTP_ENDPOINT
    max_request_body_size: int = DEFAULT_MAX_REQUEST_BYTES
    # Worker threads reading and answering requests; idle connections wait in one selector thread, not a worker.
    max_concurrent_requests: int = 16
    max_connections: int = 1024  # open at once; more are accepted and closed right away
    idle_timeout: float = 60.0  # a keep-alive connection idle this long is closed
    tls: TLSServerConfig = field(default_factory=TLSServerConfig)
    auth: AuthConfig = field(default_factory=AuthConfig)


@dataclass
class GrpcReceiverConfig:
    endpoint: str = DEFAULT_GRPC_ENDPOINT
    max_recv_msg_size_mib: float = DEFAULT_GRPC_MAX_RECV_MIB
    max_workers: int = 8
    # RPCs in flight or waiting for a worker; more get RESOURCE_EXHAUSTED (the OTLP exporters retry it)
    max_concurrent_rpcs: int = 64
    tls: TLSServerConfig = field(default_factory=TLSServerConfig)
    auth: AuthConfig = field(default_factory=AuthConfig)

    @property
    def max_recv_bytes(self) -> int:
        return int(self.max_recv_msg_size_mib * 1024 * 1024)


@dataclass
class GraphProcessorConfig:
    # Like tail_sampling's decision_wait: how long after a failed outcome arrives we wait for late spans
    # of the same case before attributing it.
    decision_wait: float = 10.0
    # "auto" = memtrace_otel.attribution.attribute_outcome when installed; "none" = never attribute;
    # "package.module:function" = any callable attribute(graph, outcome) -> dict.
    attribution: str = "auto"
    poll_interval: float = 0.5
    rebuild_on_start: bool = True
    # The graph is built off the request path from committed requests, through a queue of this many requests;
    # past it (a burst), the builder catches up by reading the store.
    queue_size: int = 256
    # How long a query (and the attribution worker) waits for the graph to hold everything acknowledged before it.
    sync_timeout: float = 5.0
    # Keep the long-lived graph out of the cyclic GC's full scans (gc.freeze, thawed for one collection each time
    # the frozen set doubled). Process-wide: turn off when embedding the collector in an app that tunes gc itself.
    freeze_gc: bool = True
    # Nice value of the threads that work after the acknowledgement (graph builder, SQLite index): above 0 they
    # yield the core to the request path while it is busy and catch up when it is idle. 0 = same priority.
    background_niceness: int = 10
    # Emit memtrace.attribution / memtrace.root_cause spans for each verdict into the pipeline (stored, forwarded).
    write_verdicts: bool = True
    # How much history the graph keeps, per memory scope (processors/graph.py Retention; the store keeps it all).
    retention: Retention = field(default_factory=Retention)
    # Attributes (and span names) longer than this are cut in the graph; the store keeps the request bytes whole.
    max_attribute_bytes: int = DEFAULT_MAX_ATTRIBUTE_BYTES
    # memory = the whole graph in this process (built from every commit); scoped = nothing resident: each memory
    # scope's subgraph is read from the store when its cases are due (processors/scoped.py); auto = scoped on
    # PostgreSQL (replicas share the database), memory on the SQLite file.
    mode: str = "auto"
    # scoped: how far before a case its lineage is searched in the store.
    lookback: float = 30 * 86_400.0


@dataclass
class RetryConfig:
    enabled: bool = True
    initial_interval: float = 1.0
    randomization_factor: float = 0.5
    multiplier: float = 1.5
    max_interval: float = 30.0
    # 0 = never give up: the queue is persistent, so an outage only delays forwarding. The Collector's default
    # (300 s) drops data after a long outage; set it here if that is what you want.
    max_elapsed_time: float = 0.0


@dataclass
class ExporterConfig:
    name: str  # "otlphttp/tempo"
    type: str  # "otlphttp" | "otlp"
    endpoint: str
    traces_endpoint: str = ""  # otlphttp only; default endpoint + "/v1/traces"
    headers: dict[str, str] = field(default_factory=dict)
    timeout: float = 10.0
    insecure: bool = True  # otlp (gRPC): plaintext unless a CA file is given
    ca_file: str = ""
    compression: str = "none"  # "gzip" | "none" (transport compression; the request bytes are unchanged)
    retry_on_failure: RetryConfig = field(default_factory=RetryConfig)

    @property
    def url(self) -> str:
        if self.type != "otlphttp":
            return self.endpoint
        if self.traces_endpoint:
            return self.traces_endpoint
        return self.endpoint.rstrip("/") + "/v1/traces"


@dataclass
class StoreConfig:
    path: str = DEFAULT_STORE_PATH
    # "full" survives power loss (fsync every commit); "normal" survives a process crash only (WAL).
    synchronous: str = "full"
    # How long a write waits for a lock held by another process before the receiver answers 503/UNAVAILABLE.
    busy_timeout: float = 30.0
    # PostgreSQL instead of the SQLite file (store/postgres.py): postgresql://user@host:5432/db. Any number of
    # collectors may share one database.
    dsn: str = ""
    # PostgreSQL: drop day partitions older than this many seconds (0: keep everything).
    retention: float = 0.0
    # PostgreSQL: how long a collector holds a queue item or a due case it claimed before another may take it.
    lease: float = 60.0


@dataclass
class MetricsConfig:
    exporter: str = "none"  # "none" | "console" | "otlp" (gRPC) | "otlphttp"
    endpoint: str = ""
    interval: float = 60.0


@dataclass
class CollectorConfig:
    http: HttpReceiverConfig | None = field(default_factory=HttpReceiverConfig)
    grpc: GrpcReceiverConfig | None = field(default_factory=GrpcReceiverConfig)
    graph: GraphProcessorConfig = field(default_factory=GraphProcessorConfig)
    exporters: list[ExporterConfig] = field(default_factory=list)
    store: StoreConfig = field(default_factory=StoreConfig)
    metrics: MetricsConfig = field(default_factory=MetricsConfig)
    source: str = "<defaults>"


def default_config(**overrides: Any) -> CollectorConfig:
    config = CollectorConfig()
    for key, value in overrides.items():
        setattr(config, key, value)
    return config


# ---------------------------------------------------------------------------------------------------------------
# Parsing


def parse_duration(value: Any, where: str) -> float:
    """``10s``, ``500ms``, ``1m``, ``2h`` or a bare number of seconds -> seconds."""
    if isinstance(value, bool):
        raise ConfigError(f"{where}: expected a duration like 10s or 500ms, got {value!r}")
    if isinstance(value, (int, float)):
        seconds = float(value)
    else:
        match = _DURATION.match(str(value))
        if not match:
            raise ConfigError(f"{where}: expected a duration like 10s or 500ms, got {value!r}")
        seconds = float(match.group(1)) * _UNIT_SECONDS[match.group(2)]
    if seconds < 0:
        raise ConfigError(f"{where}: duration must not be negative, got {value!r}")
    return seconds


def split_endpoint(endpoint: str, where: str) -> tuple[str, int]:
    """``host:port`` -> (host, port); port 0 asks the OS for a free one."""
    host, sep, port = endpoint.rpartition(":")
    if not sep or not port.isdigit():
        raise ConfigError(f"{where}: expected host:port, got {endpoint!r}")
    host = host.strip("[]") or "127.0.0.1"
    return host, int(port)


def _expand_env(value: Any, where: str) -> Any:
    if isinstance(value, str):
        def repl(match: re.Match[str]) -> str:
            name = match.group(1)
            if name not in os.environ:
                raise ConfigError(f"{where}: environment variable {name} is not set")
            return os.environ[name]
        return _ENV_REF.sub(repl, value)
    if isinstance(value, Mapping):
        return {k: _expand_env(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [_expand_env(v, f"{where}[{i}]") for i, v in enumerate(value)]
    return value


class _Section:
    """A mapping being read; remembers where it is for error messages and rejects unknown keys."""

    def __init__(self, data: Any, where: str):
        if data is None:
            data = {}
        if not isinstance(data, Mapping):
            raise ConfigError(f"{where}: expected a mapping, got {type(data).__name__}")
        self.data = dict(data)
        self.where = where
        self.used: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        return self.data.get(key, default)

    def section(self, key: str) -> "_Section":
        return _Section(self.get(key), f"{self.where}.{key}")

    def has(self, key: str) -> bool:
        return key in self.data

    def str(self, key: str, default: str) -> str:
        value = self.get(key, default)
        if value is None:
            return default
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            raise ConfigError(f"{self.where}.{key}: expected a string, got {value!r}")
        return str(value)

    def int(self, key: str, default: int, minimum: int = 0) -> int:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise ConfigError(f"{self.where}.{key}: expected an integer >= {minimum}, got {value!r}")
        return value

    def number(self, key: str, default: float, minimum: float = 0.0) -> float:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < minimum:
            raise ConfigError(f"{self.where}.{key}: expected a number >= {minimum}, got {value!r}")
        return float(value)

    def bool(self, key: str, default: bool) -> bool:
        value = self.get(key, default)
        if not isinstance(value, bool):
            raise ConfigError(f"{self.where}.{key}: expected true or false, got {value!r}")
        return value

    def duration(self, key: str, default: float) -> float:
        return parse_duration(self.get(key, default), f"{self.where}.{key}")

    def choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.str(key, default)
        if value not in choices:
            raise ConfigError(f"{self.where}.{key}: expected one of {', '.join(choices)}, got {value!r}")
        return value

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.used)
        if unknown:
            raise ConfigError(f"{self.where}: unknown field(s) {', '.join(unknown)}")


def _tls(section: _Section) -> TLSServerConfig:
    tls = TLSServerConfig(cert_file=section.str("cert_file", ""), key_file=section.str("key_file", ""))
    section.done()
    if bool(tls.cert_file) != bool(tls.key_file):
        raise ConfigError(f"{section.where}: cert_file and key_file must be given together")
    for key in ("cert_file", "key_file"):
        path = getattr(tls, key)
        if path and not Path(path).is_file():
            raise ConfigError(f"{section.where}.{key}: no such file {path!r}")
    return tls


def _retention(section: _Section) -> Retention:
    d = Retention()
    retention = Retention(
        max_age=section.duration("max_age", d.max_age),
        max_operations_per_scope=section.int("max_operations_per_scope", d.max_operations_per_scope),
        max_operations=section.int("max_operations", d.max_operations),
        check_interval=section.duration("check_interval", d.check_interval),
        plain_grace=section.duration("plain_grace", d.plain_grace),
    )
    section.done()
    if retention.check_interval <= 0:
        raise ConfigError(f"{section.where}.check_interval: must be above 0")
    return retention


def _auth(section: _Section) -> AuthConfig:
    auth = AuthConfig(bearer_token=section.str("bearer_token", ""))
    section.done()
    return auth


def _http_receiver(section: _Section) -> HttpReceiverConfig:
    cfg = HttpReceiverConfig(
        endpoint=section.str("endpoint", DEFAULT_HTTP_ENDPOINT),
        max_request_body_size=section.int("max_request_body_size", DEFAULT_MAX_REQUEST_BYTES, minimum=1),
        max_concurrent_requests=section.int("max_concurrent_requests", HttpReceiverConfig.max_concurrent_requests,
                                            minimum=1),
        max_connections=section.int("max_connections", HttpReceiverConfig.max_connections, minimum=1),
        idle_timeout=section.duration("idle_timeout", HttpReceiverConfig.idle_timeout),
        tls=_tls(section.section("tls")),
        auth=_auth(section.section("auth")),
    )
    split_endpoint(cfg.endpoint, f"{section.where}.endpoint")
    section.done()
    return cfg


def _grpc_receiver(section: _Section) -> GrpcReceiverConfig:
    cfg = GrpcReceiverConfig(
        endpoint=section.str("endpoint", DEFAULT_GRPC_ENDPOINT),
        max_recv_msg_size_mib=section.number("max_recv_msg_size_mib", DEFAULT_GRPC_MAX_RECV_MIB, minimum=0.001),
        max_workers=section.int("max_workers", 8, minimum=1),
        max_concurrent_rpcs=section.int("max_concurrent_rpcs", GrpcReceiverConfig.max_concurrent_rpcs, minimum=1),
        tls=_tls(section.section("tls")),
        auth=_auth(section.section("auth")),
    )
    split_endpoint(cfg.endpoint, f"{section.where}.endpoint")
    section.done()
    return cfg


def _retry(section: _Section) -> RetryConfig:
    d = RetryConfig()
    cfg = RetryConfig(
        enabled=section.bool("enabled", d.enabled),
        initial_interval=section.duration("initial_interval", d.initial_interval),
        randomization_factor=section.number("randomization_factor", d.randomization_factor),
        multiplier=section.number("multiplier", d.multiplier, minimum=1.0),
        max_interval=section.duration("max_interval", d.max_interval),
        max_elapsed_time=section.duration("max_elapsed_time", d.max_elapsed_time),
    )
    section.done()
    return cfg


def _exporter(name: str, section: _Section) -> ExporterConfig:
    kind = name.split("/", 1)[0]
    if kind not in ("otlphttp", "otlp"):
        raise ConfigError(f"{section.where}: unknown exporter type {kind!r} (expected otlphttp or otlp)")
    if not section.has("endpoint"):
        raise ConfigError(f"{section.where}.endpoint: required")
    headers = section.get("headers", {}) or {}
    if not isinstance(headers, Mapping):
        raise ConfigError(f"{section.where}.headers: expected a mapping of header name to value")
    tls = section.section("tls")
    insecure = tls.bool("insecure", True)
    ca_file = tls.str("ca_file", "")
    tls.done()
    cfg = ExporterConfig(
        name=name,
        type=kind,
        endpoint=section.str("endpoint", ""),
        traces_endpoint=section.str("traces_endpoint", ""),
        headers={str(k): str(v) for k, v in headers.items()},
        timeout=section.duration("timeout", 10.0),
        insecure=insecure and not ca_file,
        ca_file=ca_file,
        compression=section.choice("compression", "none", ("none", "gzip")),
        retry_on_failure=_retry(section.section("retry_on_failure")),
    )
    if kind == "otlphttp" and not cfg.url.startswith(("http://", "https://")):
        raise ConfigError(f"{section.where}.endpoint: otlphttp needs an http:// or https:// URL, got {cfg.endpoint!r}")
    if kind == "otlp":
        split_endpoint(cfg.endpoint.split("://", 1)[-1], f"{section.where}.endpoint")
    section.done()
    return cfg


def _names(section: _Section, key: str, declared: Mapping[str, Any]) -> list[str]:
    value = section.get(key)
    if value is None:
        return list(declared)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{section.where}.{key}: expected a list of component names")
    for name in value:
        if name not in declared:
            raise ConfigError(f"{section.where}.{key}: {name!r} is not declared in the top-level {key} section")
    return value


def config_from_dict(data: Mapping[str, Any] | None, source: str = "<dict>") -> CollectorConfig:
    """Build a :class:`CollectorConfig` from a Collector-shaped mapping; raises :class:`ConfigError`."""
    root = _Section(_expand_env(data or {}, source), source)
    receivers = root.section("receivers")
    processors = root.section("processors")
    exporters = root.section("exporters")
    extensions = root.section("extensions")
    service = root.section("service")
    root.done()

    pipelines = service.section("pipelines")
    traces = pipelines.section("traces")
    receiver_names = _names(traces, "receivers", receivers.data) if receivers.data or traces.has("receivers") else []
    processor_names = _names(traces, "processors", processors.data)
    exporter_names = _names(traces, "exporters", exporters.data)
    traces.done()
    pipelines.done()
    telemetry = service.section("telemetry")
    metrics_section = telemetry.section("metrics")
    metrics = MetricsConfig(
        exporter=metrics_section.choice("exporter", "none", ("none", "console", "otlp", "otlphttp")),
        endpoint=metrics_section.str("endpoint", ""),
        interval=metrics_section.duration("interval", 60.0),
    )
    metrics_section.done()
    telemetry.done()
    service.get("extensions")
    service.done()

    config = CollectorConfig(source=source, metrics=metrics)
    if receivers.data:
        config.http = None
        config.grpc = None
    for name in receiver_names:
        if name.split("/", 1)[0] != "otlp":
            raise ConfigError(f"{receivers.where}.{name}: unknown receiver type (only otlp is supported)")
        otlp = receivers.section(name)
        protocols = otlp.section("protocols")
        if protocols.has("http"):
            config.http = _http_receiver(protocols.section("http"))
        if protocols.has("grpc"):
            config.grpc = _grpc_receiver(protocols.section("grpc"))
        protocols.done()
        otlp.done()
    for name in receivers.data:
        receivers.get(name)
    receivers.done()

    for name in processors.data:
        processors.get(name)
        if name.split("/", 1)[0] != "memtrace_graph":
            raise ConfigError(f"{processors.where}.{name}: unknown processor type (only memtrace_graph is supported)")
    for name in processor_names:
        section = processors.section(name)
        d = GraphProcessorConfig()
        config.graph = GraphProcessorConfig(
            decision_wait=section.duration("decision_wait", d.decision_wait),
            attribution=section.str("attribution", d.attribution),
            poll_interval=section.duration("poll_interval", d.poll_interval),
            rebuild_on_start=section.bool("rebuild_on_start", d.rebuild_on_start),
            queue_size=section.int("queue_size", d.queue_size, minimum=1),
            sync_timeout=section.duration("sync_timeout", d.sync_timeout),
            freeze_gc=section.bool("freeze_gc", d.freeze_gc),
            background_niceness=section.int("background_niceness", d.background_niceness, minimum=0),
            write_verdicts=section.bool("write_verdicts", d.write_verdicts),
            retention=_retention(section.section("retention")),
            max_attribute_bytes=section.int("max_attribute_bytes", d.max_attribute_bytes, minimum=0),
            mode=section.choice("mode", d.mode, GRAPH_MODES),
            lookback=section.duration("lookback", d.lookback),
        )
        if config.graph.lookback <= 0:
            raise ConfigError(f"{section.where}.lookback: must be more than 0 (how far before a case its lineage "
                              f"is searched), got {section.get('lookback')!r}")
        section.done()

    for name in exporters.data:
        exporters.get(name)
    config.exporters = [_exporter(name, exporters.section(name)) for name in exporter_names]

    for name in extensions.data:
        extensions.get(name)
        if name.split("/", 1)[0] != "memtrace_store":
            raise ConfigError(f"{extensions.where}.{name}: unknown extension type (only memtrace_store is supported)")
        store = extensions.section(name)
        config.store = StoreConfig(
            path=store.str("path", DEFAULT_STORE_PATH),
            synchronous=store.choice("synchronous", "full", ("full", "normal")),
            busy_timeout=store.duration("busy_timeout", 30.0),
            dsn=store.str("dsn", ""),
            retention=store.duration("retention", 0.0),
            lease=store.duration("lease", 60.0),
        )
        if config.store.dsn and not config.store.dsn.startswith(("postgresql://", "postgres://")):
            raise ConfigError(f"{store.where}.dsn: must start with postgresql:// (got {config.store.dsn[:20]!r})")
        store.done()
    return config


def load_config(path: str | os.PathLike[str] | None) -> CollectorConfig:
    """Read a YAML (needs PyYAML) or JSON config file; ``None`` gives :func:`default_config`."""
    if path is None:
        return default_config()
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read config file ({exc.strerror or exc})") from exc
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc
    else:
        try:
            import yaml
        except ImportError as exc:  # pragma: no cover - PyYAML ships with our dependency set
            raise ConfigError(f"{path}: reading YAML needs PyYAML (pip install pyyaml), or use a .json file") from exc
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise ConfigError(f"{path}: invalid YAML: {exc}") from exc
    if data is not None and not isinstance(data, Mapping):
        raise ConfigError(f"{path}: the top level must be a mapping (receivers, processors, exporters, service)")
    return config_from_dict(data, source=str(path))
