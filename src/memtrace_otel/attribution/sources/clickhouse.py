"""The OpenTelemetry Collector ClickHouse exporter's ``otel_traces`` table as an attribution source.

    memtrace attribute --source 'clickhouse://default:PASSWORD@HOST:8123/otel?table=otel_traces' --since 24h

The exporter writes one row per span: ``Timestamp`` (the span start, DateTime64(9)), ``TraceId``/``SpanId`` in
hex, ``SpanAttributes``/``ResourceAttributes`` as ``Map(String, String)`` (every value as text: numbers as digits,
arrays as JSON), events and links as ``Nested`` columns (``Events.Timestamp``, ``Events.Name``,
``Events.Attributes``, ``Links.TraceId`` ...). The table is partitioned by day and ordered by service, span name and
time, so every query here filters on ``Timestamp``; failed outcomes are found by span name and status (the sort key
prefix), and a case's lineage by trace ids and by the variable ids in ``SpanAttributes['memtrace.inputs']`` /
``['memtrace.outputs']`` (encoding v2; v1 also in ``Events.Attributes``).

Queried through ``clickhouse-connect`` (``pip install 'memtrace-otel[clickhouse]'``) over HTTP; the tests run the
same SQL on the ClickHouse engine in-process (``chdb``) by passing ``query=``. Values are inlined as escaped
literals, so the SQL text is identical on both.

**The records index.** The exporter's table has no index on what a span read or wrote (the ids are entries of a
JSON text in a Map column), so without help "which spans touched record R" reads every granule of the lookback
window. :func:`refs_index_ddl` creates a small companion table, ``<table>_memtrace_refs`` (one row per variable id a
span declared, ordered by that id), and a materialized view that fills it as the exporter inserts, the way the
exporter's own ``otel_traces_trace_id_ts`` serves trace-id lookups; ``memtrace attribute --source clickhouse://...
--create-refs-index`` runs it (and backfills the ``--since`` window). When the table exists the source finds the
touching spans through it (an index range per id, then the spans by trace id) and falls back to the scan otherwise.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Iterable, Sequence
from urllib.parse import parse_qs, unquote, urlsplit

from ... import semconv as sc
from ...guard import log_once
from ...span_record import EventRecord, LinkRecord, SpanRecord
from . import CaseRef, TraceSource

QueryFn = Callable[[str], list[Sequence[Any]]]

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
BATCH = 500  # ids per IN (...) list
REFS_SUFFIX = "_memtrace_refs"  # the records index next to the traces table (refs_index_ddl)

# the columns every query reads, in this order (see _record)
_SPAN_COLUMNS = """toUnixTimestamp64Nano(Timestamp), TraceId, SpanId, ParentSpanId, SpanName, SpanKind, ServiceName,
    ResourceAttributes, SpanAttributes, Duration, StatusCode, StatusMessage,
    arrayMap(t -> toUnixTimestamp64Nano(t), Events.Timestamp), Events.Name, Events.Attributes,
    Links.TraceId, Links.SpanId, Links.Attributes"""


def quote(value: Any) -> str:
    """A ClickHouse string literal."""
    text = str(value)
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _in_list(values: Iterable[str]) -> str:
    return "(" + ", ".join(quote(v) for v in values) + ")"


def _ns_literal(ns: int) -> str:
    return f"fromUnixTimestamp64Nano(toInt64({int(ns)}))"


_KINDS = {"internal": "INTERNAL", "server": "SERVER", "client": "CLIENT", "producer": "PRODUCER",
          "consumer": "CONSUMER", "unspecified": "UNSPECIFIED"}
_STATUS = {"unset": "UNSET", "ok": "OK", "error": "ERROR"}


def _enum(value: str, table: dict[str, str], default: str) -> str:
    """``Internal``, ``SPAN_KIND_INTERNAL``, ``Error``, ``STATUS_CODE_ERROR`` ... (exporter versions differ)."""
    key = str(value or "").lower()
    for prefix in ("span_kind_", "status_code_"):
        if key.startswith(prefix):
            key = key[len(prefix):]
    return table.get(key, default)


def _value(text: Any) -> Any:
    """The exporter stores every attribute as text; arrays as JSON. Arrays come back as tuples, the rest stays text
    (the graph builder reads numbers from text)."""
    if isinstance(text, str) and text.startswith("[") and text.endswith("]"):
        try:
            parsed = json.loads(text)
        except ValueError:
            return text
        if isinstance(parsed, list) and all(isinstance(v, (str, int, float, bool)) for v in parsed):
            return tuple(parsed)
    return text


def _attrs(mapping: Any) -> dict[str, Any]:
    if not mapping:
        return {}
    if isinstance(mapping, (list, tuple)):  # some clients return maps as lists of pairs
        mapping = dict(mapping)
    return {str(k): _value(v) for k, v in mapping.items()}


def _record(row: Sequence[Any]) -> SpanRecord:
    (ts, trace_id, span_id, parent, name, kind, service, resource, attributes, duration, status, status_message,
     ev_times, ev_names, ev_attrs, link_traces, link_spans, link_attrs) = row
    start = int(ts)
    resource = _attrs(resource)
    if service and "service.name" not in resource:
        resource["service.name"] = service
    attrs = _attrs(attributes)
    scope_name = str(attrs.pop("otel.scope.name", "") or "")
    attrs.pop("otel.scope.version", None)
    return SpanRecord(
        trace_id=str(trace_id).lower(), span_id=str(span_id).lower(), name=str(name),
        parent_span_id=str(parent).lower() or None, kind=_enum(kind, _KINDS, "INTERNAL"),
        start_ns=start, end_ns=start + int(duration or 0), attributes=attrs,
        events=[EventRecord(str(n), int(t), _attrs(a)) for t, n, a in zip(ev_times or (), ev_names or (),
                                                                           ev_attrs or ())],
        links=[LinkRecord(str(t).lower(), str(s).lower(), _attrs(a)) for t, s, a in zip(link_traces or (),
                                                                                       link_spans or (),
                                                                                       link_attrs or ())],
        status_code=_enum(status, _STATUS, "UNSET"), status_message=str(status_message or ""),
        resource=resource, scope_name=scope_name)


def _declared_ids_sql() -> str:
    """SQL for the variable ids a row of the traces table declared (either role; encoding v2/v3 ``id@version``
    entries and v1 ``memtrace.variable`` events), as ``variables_codec.touched_ids`` reads them."""
    def ids_of(key: str) -> str:
        return (f"arrayMap(r -> substring(r, 1, length(r) - position(reverse(r), '@')), "
                f"JSONExtract(SpanAttributes[{quote(key)}], 'Array(String)'))")
    v1 = (f"arrayFilter(v -> v != '', arrayMap((n, a) -> if(n = {quote(sc.VARIABLE_EVENT)}, "
          f"a[{quote(sc.VAR_ID)}], ''), Events.Name, Events.Attributes))")
    return f"arrayDistinct(arrayConcat({ids_of(sc.MEMTRACE_INPUTS)}, {ids_of(sc.MEMTRACE_OUTPUTS)}, {v1}))"


def refs_index_ddl(database: str, table: str, *, ttl_days: int | None = None, backfill_since_ns: int | None = None
                   ) -> list[str]:
    """Statements that create the records index of ``database.table`` (see the module docstring): the
    ``<table>_memtrace_refs`` table, the materialized view that fills it on every insert, and, with
    ``backfill_since_ns``, one ``INSERT ... SELECT`` of the rows already there from that time on. ``ttl_days``: give
    it the traces table's retention. Idempotent (``IF NOT EXISTS``) except the backfill."""
    for what, name in (("database", database), ("table", table)):
        if not _IDENT.match(name):
            raise ValueError(f"ClickHouse {what} name {name!r}: letters, digits and _ only")
    refs, source = f"{database}.{table}{REFS_SUFFIX}", f"{database}.{table}"
    ttl = (f"\nTTL toDateTime(Timestamp) + toIntervalDay({int(ttl_days)})" if ttl_days else "")
    select = f"""SELECT arrayJoin({_declared_ids_sql()}) AS VarId, Timestamp, TraceId, SpanId
FROM {source}
WHERE (SpanAttributes[{quote(sc.MEMTRACE_INPUTS)}] != '' OR SpanAttributes[{quote(sc.MEMTRACE_OUTPUTS)}] != ''
       OR has(Events.Name, {quote(sc.VARIABLE_EVENT)}))"""
    statements = [f"""CREATE TABLE IF NOT EXISTS {refs} (
    VarId String CODEC(ZSTD(1)),
    Timestamp DateTime64(9) CODEC(Delta, ZSTD(1)),
    TraceId String CODEC(ZSTD(1)),
    SpanId String CODEC(ZSTD(1))
) ENGINE = MergeTree()
PARTITION BY toDate(Timestamp)
ORDER BY (VarId, Timestamp){ttl}
SETTINGS index_granularity = 8192""",
                  f"CREATE MATERIALIZED VIEW IF NOT EXISTS {refs}_mv TO {refs} AS\n{select}"]
    if backfill_since_ns is not None:
        statements.append(f"INSERT INTO {refs} (VarId, Timestamp, TraceId, SpanId)\n{select}\n"
                          f"  AND Timestamp >= {_ns_literal(backfill_since_ns)}")
    return statements


class ClickHouseSource(TraceSource):
    def __init__(self, *, host: str = "localhost", port: int = 8123, database: str = "default",
                 table: str = "otel_traces", username: str = "default", password: str = "", secure: bool = False,
                 query: QueryFn | None = None):
        for what, name in (("database", database), ("table", table)):
            if not _IDENT.match(name):
                raise ValueError(f"ClickHouse {what} name {name!r}: letters, digits and _ only")
        self.host, self.port, self.database, self.table = host, port, database, table
        self.username, self.password, self.secure = username, password, secure
        self._query = query
        self._client = None
        self.queries = 0
        self._has_refs: bool | None = None  # the records index exists (asked once per process)

    @classmethod
    def from_url(cls, url: str, query: QueryFn | None = None) -> "ClickHouseSource":
        parts = urlsplit(url)
        options = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        secure = parts.scheme in ("clickhouses", "clickhouse+https") or options.get("secure") in ("1", "true")
        return cls(host=parts.hostname or "localhost", port=parts.port or (8443 if secure else 8123),
                   database=(parts.path or "/").strip("/") or "default", table=options.get("table", "otel_traces"),
                   username=unquote(parts.username or "default"), password=unquote(parts.password or ""),
                   secure=secure, query=query)

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["_client"] = None  # reconnect in the worker process
        state["_has_refs"] = None
        return state

    def cache_key(self) -> str | None:
        if self._query is not None:
            return None
        return f"clickhouse:{self.username}@{self.host}:{self.port}/{self.database}.{self.table}:{self.secure}"

    def describe(self) -> str:
        return f"clickhouse://{self.host}:{self.port}/{self.database}?table={self.table}"

    @property
    def fq_table(self) -> str:
        return f"{self.database}.{self.table}"

    @property
    def refs_table(self) -> str:
        return f"{self.database}.{self.table}{REFS_SUFFIX}"

    def has_refs_index(self) -> bool:
        """Whether the records index (:func:`refs_index_ddl`) exists; asked once, then remembered."""
        if self._has_refs is None:
            try:
                rows = self.run(f"SELECT count() FROM system.tables WHERE database = {quote(self.database)} "
                                f"AND name = {quote(self.table + REFS_SUFFIX)}")
                self._has_refs = bool(rows and int(rows[0][0]))
            except Exception as exc:  # e.g. no right to read system.tables: scan, as without the index
                log_once("clickhouse.refs", "memtrace: could not tell whether %s exists (%s); scanning the lookback "
                         "window instead", self.refs_table, exc, exc_info=False)
                self._has_refs = False
        return self._has_refs

    def create_refs_index(self, *, backfill_since_ns: int | None = None, ttl_days: int | None = None) -> None:
        """Create the records index (and backfill it from ``backfill_since_ns``); see :func:`refs_index_ddl`."""
        for sql in refs_index_ddl(self.database, self.table, ttl_days=ttl_days, backfill_since_ns=backfill_since_ns):
            if self._query is None:
                self.queries += 1
                self._connect().command(sql)
            else:
                self.run(sql)
        self._has_refs = True

    def run(self, sql: str) -> list[Sequence[Any]]:
        self.queries += 1
        if self._query is not None:
            return self._query(sql)
        return self._connect().query(sql).result_rows

    def _connect(self):
        if self._client is None:
            try:
                import clickhouse_connect
            except ImportError as exc:
                raise RuntimeError("--source clickhouse:// needs clickhouse-connect: "
                                   "pip install 'memtrace-otel[clickhouse]'") from exc
            self._client = clickhouse_connect.get_client(host=self.host, port=self.port, username=self.username,
                                                         password=self.password, database=self.database,
                                                         secure=self.secure)
        return self._client

    def close(self) -> None:
        if self._client is not None:
            try:
                self._client.close()
            finally:
                self._client = None

    # -------------------------------------------------------------------------------------------------- queries
    def failed_cases_sql(self, since_ns: int, until_ns: int | None) -> str:
        until = f" AND Timestamp <= {_ns_literal(until_ns)}" if until_ns is not None else ""
        label = f"a[{quote(sc.GEN_AI_EVALUATION_SCORE_LABEL)}] = {quote(sc.OUTCOME_FAILED)}"
        evaluation = (f"a[{quote(sc.GEN_AI_EVALUATION_NAME)}] = {quote(sc.OUTCOME_EVALUATION_NAME)} OR "
                      f"(a[{quote(sc.GEN_AI_EVALUATION_NAME)}] = '' AND SpanName = {quote(sc.OUTCOME_SPAN_NAME)})")
        return f"""
SELECT toUnixTimestamp64Nano(Timestamp), TraceId, SpanId,
       SpanAttributes[{quote(sc.OUTCOME_CASE_ID)}],
       SpanAttributes[{quote(sc.MEMTRACE_SCOPE_KEY)}],
       SpanAttributes[{quote(sc.OUTCOME_ANSWER_TRACE_ID)}],
       SpanAttributes[{quote(sc.OUTCOME_ANSWER_SPAN_ID)}],
       SpanAttributes[{quote(sc.OUTCOME_EVIDENCE_IDS)}]
FROM {self.fq_table}
WHERE Timestamp >= {_ns_literal(since_ns)}{until}
  AND ((SpanName = {quote(sc.OUTCOME_SPAN_NAME)} AND SpanAttributes[{quote(sc.OUTCOME_STATUS)}] = {quote(sc.OUTCOME_FAILED)})
       OR arrayExists(a -> ({evaluation}) AND {label}, Events.Attributes))
ORDER BY Timestamp, TraceId, SpanId"""

    def scope_of_traces_sql(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> str:
        return f"""
SELECT TraceId, any(SpanAttributes[{quote(sc.MEMTRACE_SCOPE_KEY)}])
FROM {self.fq_table}
WHERE Timestamp >= {_ns_literal(since_ns)} AND Timestamp <= {_ns_literal(until_ns)}
  AND TraceId IN {_in_list(trace_ids)} AND SpanAttributes[{quote(sc.MEMTRACE_SCOPE_KEY)}] != ''
GROUP BY TraceId"""

    def traces_sql(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> str:
        return f"""
SELECT {_SPAN_COLUMNS}
FROM {self.fq_table}
WHERE Timestamp >= {_ns_literal(since_ns)} AND Timestamp <= {_ns_literal(until_ns)}
  AND TraceId IN {_in_list(trace_ids)}"""

    def touching_sql(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> str:
        # encoding v2 (and v1's mirrors): an "id@version" entry of memtrace.inputs / outputs (JSON text here);
        # encoding v1: a memtrace.variable event with that memtrace.var.id (variables_codec)
        refs = (f"arrayConcat(JSONExtract(SpanAttributes[{quote(sc.MEMTRACE_INPUTS)}], 'Array(String)'), "
                f"JSONExtract(SpanAttributes[{quote(sc.MEMTRACE_OUTPUTS)}], 'Array(String)'))")
        return f"""
SELECT {_SPAN_COLUMNS}
FROM {self.fq_table}
WHERE Timestamp >= {_ns_literal(since_ns)} AND Timestamp <= {_ns_literal(until_ns)}
  AND (arrayExists(r -> substring(r, 1, length(r) - position(reverse(r), '@')) IN {_in_list(var_ids)}, {refs})
       OR (has(Events.Name, {quote(sc.VARIABLE_EVENT)})
           AND arrayExists(a -> a[{quote(sc.VAR_ID)}] IN {_in_list(var_ids)}, Events.Attributes)))"""

    def refs_sql(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> str:
        """Through the records index: the spans (trace, span, time) that declared one of ``var_ids``."""
        return f"""
SELECT DISTINCT TraceId, SpanId, toUnixTimestamp64Nano(Timestamp)
FROM {self.refs_table}
WHERE VarId IN {_in_list(var_ids)}
  AND Timestamp >= {_ns_literal(since_ns)} AND Timestamp <= {_ns_literal(until_ns)}"""

    def spans_by_id_sql(self, refs: Sequence[tuple[str, str]], since_ns: int, until_ns: int) -> str:
        pairs = "(" + ", ".join(f"({quote(t)}, {quote(s)})" for t, s in refs) + ")"
        return f"""
SELECT {_SPAN_COLUMNS}
FROM {self.fq_table}
WHERE Timestamp >= {_ns_literal(since_ns)} AND Timestamp <= {_ns_literal(until_ns)}
  AND TraceId IN {_in_list(sorted({t for t, _ in refs}))} AND (TraceId, SpanId) IN {pairs}"""

    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        rows = self.run(self.failed_cases_sql(since_ns, until_ns))
        cases = []
        for ts, trace_id, span_id, case_id, scope, answer_trace, answer_span, evidence in rows:
            evidence_ids = _value(evidence) if evidence else ()
            cases.append(CaseRef(case_id=str(case_id or f"{trace_id}:{span_id}"), trace_id=str(trace_id).lower(),
                                 span_id=str(span_id).lower(), time_ns=int(ts), scope_key=str(scope or ""),
                                 answer_trace_id=str(answer_trace or "").lower(),
                                 answer_span_id=str(answer_span or "").lower(),
                                 evidence_var_ids=tuple(str(v) for v in evidence_ids)
                                 if isinstance(evidence_ids, tuple) else (str(evidence_ids),)))
        # the outcome span rarely carries the scope: take it from its traces (the answer's memory operations)
        unscoped = sorted({t for c in cases if not c.scope_key for t in c.traces})
        if unscoped:
            since = min(c.time_ns for c in cases) - self.lookback_ns
            until = max(c.time_ns for c in cases)
            scopes: dict[str, str] = {}
            for i in range(0, len(unscoped), BATCH):
                for trace_id, scope in self.run(self.scope_of_traces_sql(unscoped[i:i + BATCH], since, until)):
                    scopes[str(trace_id).lower()] = str(scope)
            cases = [c if c.scope_key else _with_scope(c, next((scopes[t] for t in c.traces if t in scopes), ""))
                     for c in cases]
        return cases

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        out = []
        for i in range(0, len(trace_ids), BATCH):
            out += [_record(row) for row in self.run(self.traces_sql(trace_ids[i:i + BATCH], since_ns, until_ns))]
        return out

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        out = []
        for i in range(0, len(var_ids), BATCH):
            batch = var_ids[i:i + BATCH]
            if not self.has_refs_index():  # read every granule of the window
                out += [_record(row) for row in self.run(self.touching_sql(batch, since_ns, until_ns))]
                continue
            found = self.run(self.refs_sql(batch, since_ns, until_ns))
            refs = sorted({(str(t), str(s)) for t, s, _ in found})
            times = [int(ts) for _, _, ts in found]
            for j in range(0, len(refs), BATCH):  # the spans themselves, by trace id, in the refs' time range
                out += [_record(row) for row in self.run(self.spans_by_id_sql(refs[j:j + BATCH], min(times),
                                                                               max(times)))]
        return out


def _with_scope(case: CaseRef, scope: str) -> CaseRef:
    from dataclasses import replace

    return replace(case, scope_key=scope)
