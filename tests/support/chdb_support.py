"""The OpenTelemetry Collector ClickHouse exporter's ``otel_traces`` table on chdb (the ClickHouse engine
in-process), filled the way the exporter fills it: one row per span, attributes as text (arrays as JSON), events
and links as ``Nested`` columns. Used by ``tests/attribution/test_attribute_sources.py`` and
``benchmarks/clickhouse_source.py``, so both run the ``--source clickhouse`` SQL on the same table and rows.

    sess, query = open_session(path)          # creates database otel and otel.otel_traces
    sess.query(insert_sql(records))           # SpanRecords as the exporter would insert them
    ClickHouseSource.from_url("clickhouse://default@localhost:8123/otel?table=otel_traces", query=query)
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable

# The traces table the OpenTelemetry Collector ClickHouse exporter creates (exporter/clickhouseexporter,
# internal/sqltemplates/traces_table.sql), TTL clause left out.
OTEL_TRACES_DDL = """
CREATE TABLE IF NOT EXISTS otel.otel_traces (
    Timestamp DateTime64(9) CODEC(Delta, ZSTD(1)),
    TraceId String CODEC(ZSTD(1)),
    SpanId String CODEC(ZSTD(1)),
    ParentSpanId String CODEC(ZSTD(1)),
    TraceState String CODEC(ZSTD(1)),
    SpanName LowCardinality(String) CODEC(ZSTD(1)),
    SpanKind LowCardinality(String) CODEC(ZSTD(1)),
    ServiceName LowCardinality(String) CODEC(ZSTD(1)),
    ResourceAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    ScopeName String CODEC(ZSTD(1)),
    ScopeVersion String CODEC(ZSTD(1)),
    SpanAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    Duration UInt64 CODEC(ZSTD(1)),
    StatusCode LowCardinality(String) CODEC(ZSTD(1)),
    StatusMessage String CODEC(ZSTD(1)),
    Events Nested (
        Timestamp DateTime64(9),
        Name LowCardinality(String),
        Attributes Map(LowCardinality(String), String)
    ) CODEC(ZSTD(1)),
    Links Nested (
        TraceId String,
        SpanId String,
        TraceState String,
        Attributes Map(LowCardinality(String), String)
    ) CODEC(ZSTD(1)),
    INDEX idx_trace_id TraceId TYPE bloom_filter(0.001) GRANULARITY 1,
    INDEX idx_res_attr_key mapKeys(ResourceAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_res_attr_value mapValues(ResourceAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_span_attr_key mapKeys(SpanAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_span_attr_value mapValues(SpanAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_duration Duration TYPE minmax GRANULARITY 1
) ENGINE = MergeTree()
PARTITION BY toDate(Timestamp)
ORDER BY (ServiceName, SpanName, toDateTime(Timestamp))
SETTINGS index_granularity = 8192, ttl_only_drop_parts = 1
"""

INSERT_PREFIX = (
    "INSERT INTO otel.otel_traces (Timestamp, TraceId, SpanId, ParentSpanId, TraceState, SpanName, "
    "SpanKind, ServiceName, ResourceAttributes, ScopeName, ScopeVersion, SpanAttributes, Duration, "
    "StatusCode, StatusMessage, `Events.Timestamp`, `Events.Name`, `Events.Attributes`, `Links.TraceId`, "
    "`Links.SpanId`, `Links.TraceState`, `Links.Attributes`) VALUES ")


def ch_string(value: Any) -> str:
    return "'" + str(value).replace("\\", "\\\\").replace("'", "\\'") + "'"


def as_exporter_text(value: Any) -> str:
    """pcommon Value.AsString(): what the exporter writes for an attribute value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        text = repr(value)
        return text[:-2] if text.endswith(".0") else text
    if isinstance(value, (tuple, list)):
        return json.dumps(list(value), separators=(",", ":"))
    return str(value)


def ch_map(attrs: dict) -> str:
    return "{" + ", ".join(f"{ch_string(k)}: {ch_string(as_exporter_text(v))}" for k, v in attrs.items()) + "}"


def ts(ns: int) -> str:
    return f"fromUnixTimestamp64Nano(toInt64({int(ns)}))"


def exporter_row(rec) -> str:
    """One VALUES tuple as the exporter inserts a span (SpanKindStr / StatusCodeStr spellings)."""
    kind = {"INTERNAL": "Internal", "SERVER": "Server", "CLIENT": "Client", "PRODUCER": "Producer",
            "CONSUMER": "Consumer"}.get(rec.kind, "Unspecified")
    status = {"OK": "Ok", "ERROR": "Error"}.get(rec.status_code, "Unset")
    attrs = dict(rec.attributes)
    if rec.scope_name:
        attrs["otel.scope.name"] = rec.scope_name
    events = rec.events
    links = rec.links
    return "(" + ", ".join([
        ts(rec.start_ns), ch_string(rec.trace_id), ch_string(rec.span_id), ch_string(rec.parent_span_id or ""),
        "''", ch_string(rec.name), ch_string(kind), ch_string(rec.service_name), ch_map(rec.resource),
        ch_string(rec.scope_name), "''", ch_map(attrs), str(max(0, rec.end_ns - rec.start_ns)), ch_string(status),
        ch_string(rec.status_message),
        "[" + ", ".join(ts(e.time_ns) for e in events) + "]",
        "[" + ", ".join(ch_string(e.name) for e in events) + "]",
        "[" + ", ".join(ch_map(e.attributes) for e in events) + "]",
        "[" + ", ".join(ch_string(link.trace_id) for link in links) + "]",
        "[" + ", ".join(ch_string(link.span_id) for link in links) + "]",
        "[" + ", ".join("''" for _ in links) + "]",
        "[" + ", ".join(ch_map(link.attributes) for link in links) + "]",
    ]) + ")"


def insert_sql(records: Iterable) -> str:
    """One INSERT of these SpanRecords into otel.otel_traces."""
    return INSERT_PREFIX + ", ".join(exporter_row(r) for r in records)


def open_session(path: str) -> tuple[Any, Callable[[str], list]]:
    """A chdb session in ``path`` with ``otel.otel_traces`` created, and a ``query(sql) -> rows`` function for
    ``ClickHouseSource(query=...)`` (rows decoded from JSONCompact; ``query.sql_log`` lists the SQL it ran)."""
    from chdb import session as chdb_session_mod

    sess = chdb_session_mod.Session(str(path))
    sess.query("CREATE DATABASE IF NOT EXISTS otel")
    sess.query(OTEL_TRACES_DDL)
    queries: list[str] = []

    def query(sql: str) -> list:
        queries.append(sql)
        return json.loads(sess.query(sql, "JSONCompact").bytes() or b'{"data": []}')["data"]

    query.sql_log = queries  # type: ignore[attr-defined]
    return sess, query
