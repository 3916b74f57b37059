"""PostgreSQL store: any number of stateless collectors write to one database.

    extensions:
      memtrace_store:
        dsn: postgresql://memtrace@db:5432/memtrace   # instead of path: SQLite stays the embedded default
        retention: 168h                                # drop whole day partitions older than this (0: keep all)

A request is acknowledged only after the transaction that stored its bytes, span rows, variable-index rows, failed
cases and forwarding-queue rows committed (``synchronous_commit`` is left on, so the commit is in the server's WAL).
Duplicates are recognised across collectors by the primary key ``(trace_id, span_id)`` of ``spans``.

Layout, for reading one memory scope at a time:

* ``requests`` (the request bytes, by far the largest table) is range-partitioned by day on ``received_ns``;
  retention drops whole partitions (:meth:`PostgresSpanStore.drop_before`), plus the index rows of those days.
* ``spans`` and ``var_index`` carry the span's memory scope (``memtrace.scope.key``) with indexes on
  ``(scope_key, start_ns)`` and ``(var_id)``, so a graph builder or attribution worker can load the spans of one
  scope (:meth:`scope_spans`, :meth:`scope_requests`) or one record's lineage (:meth:`spans_touching`) without
  reading the rest.
* The forwarding queue and due cases are *leased*: ``queue_next`` and ``due_cases`` claim rows with
  ``FOR UPDATE SKIP LOCKED`` for ``lease`` seconds, so two collectors never forward the same item or attribute the
  same case at once, and the rows of a collector that died are picked up by another one when the lease expires.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
import socket
import threading
import uuid
from typing import Any, Iterator, Sequence

from memtrace_otel.collector.store.sql_reads import SqlReads
from memtrace_otel.collector.store.base import (
    CASE_PENDING,
    AppendResult,
    CaseRow,
    CommitCallback,
    QueueItem,
    SpanItem,
    SpanStore,
    StoreError,
    StoreStats,
)

logger = logging.getLogger(__name__)

SCHEMA_VERSION = 1
DAY_NS = 86_400 * 1_000_000_000

_SCHEMA = [
    "CREATE TABLE IF NOT EXISTS memtrace_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS requests (
        id BIGSERIAL NOT NULL,
        received_ns BIGINT NOT NULL,
        span_count INTEGER NOT NULL,
        body BYTEA NOT NULL,
        PRIMARY KEY (id, received_ns)
    ) PARTITION BY RANGE (received_ns)""",
    "CREATE INDEX IF NOT EXISTS requests_by_id ON requests(id)",
    """CREATE TABLE IF NOT EXISTS spans (
        trace_id TEXT NOT NULL,
        span_id TEXT NOT NULL,
        request_id BIGINT NOT NULL,
        received_ns BIGINT NOT NULL,
        name TEXT NOT NULL,
        start_ns BIGINT NOT NULL,
        op_kind TEXT NOT NULL DEFAULT '',
        scope_key TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (trace_id, span_id)
    )""",
    "CREATE INDEX IF NOT EXISTS spans_by_request ON spans(request_id)",
    "CREATE INDEX IF NOT EXISTS spans_by_scope ON spans(scope_key, start_ns)",
    "CREATE INDEX IF NOT EXISTS spans_by_received ON spans(received_ns)",
    """CREATE TABLE IF NOT EXISTS var_index (
        id BIGSERIAL PRIMARY KEY,
        var_id TEXT NOT NULL,
        version BIGINT NOT NULL,
        role TEXT NOT NULL,
        change TEXT NOT NULL DEFAULT '',
        relation TEXT NOT NULL DEFAULT '',
        trace_id TEXT NOT NULL,
        span_id TEXT NOT NULL,
        scope_key TEXT NOT NULL DEFAULT '',
        received_ns BIGINT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS var_index_by_var ON var_index(var_id)",
    "CREATE INDEX IF NOT EXISTS var_index_by_scope ON var_index(scope_key, var_id)",
    "CREATE INDEX IF NOT EXISTS var_index_by_received ON var_index(received_ns)",
    """CREATE TABLE IF NOT EXISTS cases (
        trace_id TEXT NOT NULL,
        span_id TEXT NOT NULL,
        case_id TEXT NOT NULL,
        received_ns BIGINT NOT NULL,
        due_ns BIGINT NOT NULL,
        state TEXT NOT NULL,
        answer_trace_id TEXT NOT NULL DEFAULT '',
        answer_span_id TEXT NOT NULL DEFAULT '',
        result TEXT,
        error TEXT NOT NULL DEFAULT '',
        attempts INTEGER NOT NULL DEFAULT 0,
        updated_ns BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (trace_id, span_id)
    )""",
    "CREATE INDEX IF NOT EXISTS cases_by_state ON cases(state, due_ns)",
    """CREATE TABLE IF NOT EXISTS queue (
        id BIGSERIAL PRIMARY KEY,
        exporter TEXT NOT NULL,
        request_id BIGINT NOT NULL,
        enqueued_ns BIGINT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT NOT NULL DEFAULT '',
        lease_until BIGINT NOT NULL DEFAULT 0,
        leased_by TEXT NOT NULL DEFAULT ''
    )""",
    "CREATE INDEX IF NOT EXISTS queue_by_exporter ON queue(exporter, id)",
]

_CASE_COLUMNS = ("trace_id, span_id, case_id, received_ns, due_ns, state, answer_trace_id, answer_span_id, "
                 "result, error, attempts, updated_ns")


def _case(row: Sequence[Any]) -> CaseRow:
    return CaseRow(
        trace_id=row[0], span_id=row[1], case_id=row[2], received_ns=row[3], due_ns=row[4], state=row[5],
        answer_trace_id=row[6], answer_span_id=row[7], result=json.loads(row[8]) if row[8] else None,
        error=row[9], attempts=row[10], updated_ns=row[11],
    )


def _day(ns: int) -> int:
    return ns // DAY_NS


def _partition_name(day: int) -> str:
    date = _dt.date(1970, 1, 1) + _dt.timedelta(days=day)
    return f"requests_d{date:%Y%m%d}"


def _redact(dsn: str) -> str:
    """The DSN without its password, for messages."""
    try:
        from psycopg.conninfo import conninfo_to_dict, make_conninfo

        params = conninfo_to_dict(dsn)
        if "password" in params:
            params["password"] = "***"
        return make_conninfo(**params)
    except Exception:
        return "<postgresql dsn>"


class PostgresSpanStore(SqlReads, SpanStore):
    """The store interface over PostgreSQL (``psycopg`` 3; ``pip install 'memtrace-otel[postgres]'``)."""

    PARAM = "%s"
    ROW_ORDER = "v.id"

    kind = "postgres"

    def __init__(self, dsn: str, *, lease: float = 60.0, connect_timeout: float = 10.0,
                 instance: str | None = None, retention: float = 0.0, retention_interval: float = 3600.0,
                 create: bool = True):
        try:
            import psycopg
        except ImportError as exc:  # pragma: no cover - the extra is not installed
            raise StoreError("the PostgreSQL store needs psycopg: pip install 'memtrace-otel[postgres]'") from exc
        self._psycopg = psycopg
        self.dsn = dsn
        self.where = _redact(dsn)
        self.lease_ns = int(lease * 1e9)
        self.connect_timeout = connect_timeout
        # who holds a lease: unique per store object, so a restarted collector does not inherit its own old leases
        self.instance = instance or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._write_lock = threading.Lock()
        self._read_lock = threading.Lock()
        self._partitions: set[int] = set()
        self._writer = self._reader = None
        try:
            self._writer = self._connect()
            self._reader = self._connect()
            if not create and self._writer.execute("SELECT to_regclass('memtrace_meta')").fetchone()[0] is None:
                # a reader (memtrace attribute --source) must not turn another database into a store
                raise StoreError(f"{self.where}: no memtrace store in this database (no memtrace_meta table); give "
                                 "the database your collectors write to")
            with self._writer.transaction():
                # one collector creates the schema; the others wait on the lock and then find it there
                self._writer.execute("SELECT pg_advisory_xact_lock(hashtext('memtrace_schema'))")
                for statement in _SCHEMA:
                    self._writer.execute(statement)
                self._writer.execute("INSERT INTO memtrace_meta(key, value) VALUES ('schema_version', %s) "
                                     "ON CONFLICT (key) DO NOTHING", (str(SCHEMA_VERSION),))
                version = self._writer.execute(
                    "SELECT value FROM memtrace_meta WHERE key = 'schema_version'").fetchone()[0]
            if int(version) != SCHEMA_VERSION:
                raise StoreError(f"{self.where}: store schema version {version}, this collector reads "
                                 f"{SCHEMA_VERSION}")
        except psycopg.Error as exc:
            self.close()
            raise StoreError(f"{self.where}: cannot open PostgreSQL store: {exc}".strip()) from exc
        self.retention_ns = int(retention * 1e9)
        self._closed = threading.Event()
        self._retention_thread = None
        if self.retention_ns > 0:
            self._retention_thread = threading.Thread(target=self._retention_loop, args=(retention_interval,),
                                                      name="memtrace-store-retention", daemon=True)
            self._retention_thread.start()

    def _retention_loop(self, interval: float) -> None:
        import time

        while not self._closed.is_set():
            try:
                dropped = self.drop_before(time.time_ns() - self.retention_ns)
                if dropped:
                    logger.info("store retention: dropped %d day partition(s)", dropped)
            except StoreError:
                logger.exception("store retention failed; retrying in %.0fs", interval)
            self._closed.wait(interval)

    def _connect(self):
        conn = self._psycopg.connect(self.dsn, autocommit=True, connect_timeout=max(1, int(self.connect_timeout)))
        return conn

    def _live(self, name: str):
        """The writer or reader connection, reopened if the server closed it (a restart, a failover, an idle
        timeout): the request or query that found it closed failed with a StoreError (a 503 to the client), and the
        next one connects again. Called with that connection's lock held."""
        conn = getattr(self, name)
        if conn is not None and not conn.closed and not getattr(conn, "broken", False):
            return conn
        if conn is not None:
            try:
                conn.close()
            except Exception:
                pass
        try:
            conn = self._connect()
        except self._psycopg.Error as exc:
            setattr(self, name, None)
            raise StoreError(f"{self.where}: cannot reconnect to PostgreSQL: {exc}".strip()) from exc
        setattr(self, name, conn)
        if name == "_writer":
            self._partitions.clear()  # (created by whichever connection; asked again once per day)
        logger.warning("store: reconnected to %s", self.where)
        return conn

    # ---------------------------------------------------------------------------------------------- partitions
    def _ensure_partition(self, ns: int) -> None:
        """The day partition of ``requests`` that holds ``ns`` (and the next day's), created once per process."""
        day = _day(ns)
        if day in self._partitions:
            return
        conn = self._live("_writer")
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('memtrace_partitions'))")
            for d in (day, day + 1):
                conn.execute(f"CREATE TABLE IF NOT EXISTS {_partition_name(d)} PARTITION OF requests "
                             f"FOR VALUES FROM ({d * DAY_NS}) TO ({(d + 1) * DAY_NS})")
        self._partitions.update((day, day + 1))

    def partitions(self) -> list[tuple[str, int, int]]:
        """(name, first ns, end ns) of every request partition, oldest first."""
        rows = self._read(
            "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
            "JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'requests' ORDER BY c.relname")
        out = []
        for (name,) in rows:
            date = _dt.datetime.strptime(name[len("requests_d"):], "%Y%m%d").date()
            day = (date - _dt.date(1970, 1, 1)).days
            out.append((name, day * DAY_NS, (day + 1) * DAY_NS))
        return out

    def drop_before(self, cutoff_ns: int) -> int:
        """Retention: drop every request partition that ends at or before ``cutoff_ns`` with the span, index, case
        and queue rows of those requests. Returns how many partitions were dropped."""
        dropped = 0
        for name, _first, end in self.partitions():
            if end > cutoff_ns:
                continue
            with self._write_lock:
                conn = self._live("_writer")
                try:
                    with conn.transaction():
                        conn.execute("SELECT pg_advisory_xact_lock(hashtext('memtrace_partitions'))")
                        conn.execute(f"DELETE FROM queue WHERE request_id IN (SELECT id FROM {name})")
                        conn.execute("DELETE FROM var_index WHERE received_ns < %s", (end,))
                        conn.execute("DELETE FROM cases WHERE received_ns < %s", (end,))
                        conn.execute("DELETE FROM spans WHERE received_ns < %s", (end,))
                        conn.execute(f"DROP TABLE IF EXISTS {name}")
                except self._psycopg.Error as exc:
                    raise StoreError(f"{self.where}: retention could not drop {name}: {exc}") from exc
            self._partitions.discard(_day(_first))
            dropped += 1
        return dropped

    # ------------------------------------------------------------------------------------------------- writes
    def append(self, body: bytes, items: Sequence[SpanItem], exporters: Sequence[str], now_ns: int,
               span_count: int | None = None, on_commit: CommitCallback | None = None) -> AppendResult:
        psycopg = self._psycopg
        with self._write_lock:
            try:
                self._ensure_partition(now_ns)
                conn = self._live("_writer")
                with conn.transaction():
                    request_id = conn.execute(
                        "INSERT INTO requests(received_ns, span_count, body) VALUES (%s, %s, %s) RETURNING id",
                        (now_ns, len(items) if span_count is None else span_count, body)).fetchone()[0]
                    seen: set[tuple[str, str]] = set()
                    unique = []
                    for item in items:  # a span repeated inside one request counts once
                        if item.key not in seen:
                            seen.add(item.key)
                            unique.append(item)
                    with conn.cursor() as cur:
                        cur.executemany(
                            "INSERT INTO spans(trace_id, span_id, request_id, received_ns, name, start_ns, op_kind, "
                            "scope_key) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING "
                            "RETURNING trace_id, span_id",
                            [(it.trace_id, it.span_id, request_id, now_ns, it.name, it.start_ns, it.op_kind,
                              it.scope_key) for it in unique], returning=True)
                        inserted: set[tuple[str, str]] = set()
                        while True:
                            row = cur.fetchone()
                            if row is not None:
                                inserted.add((row[0], row[1]))
                            if not cur.nextset():
                                break
                    owned: frozenset[tuple[str, str]] | None = None
                    if len(inserted) == len(items):
                        new_items: Sequence[SpanItem] = items
                    else:
                        owned = frozenset(inserted)
                        new_items = [it for it in unique if it.key in inserted]
                    duplicates = len(items) - len(new_items)
                    if not new_items:
                        raise _NothingNew()
                    var_rows = [(ref.var_id, ref.version, ref.role, ref.change, ref.relation, it.trace_id,
                                 it.span_id, it.scope_key, now_ns) for it in new_items for ref in it.var_refs]
                    case_rows = [(c.trace_id, c.span_id, c.case_id, c.received_ns, c.due_ns, c.state,
                                  c.answer_trace_id, c.answer_span_id, None, "", 0, now_ns)
                                 for c in (it.case for it in new_items) if c is not None]
                    with conn.cursor() as cur:
                        if var_rows:
                            cur.executemany("INSERT INTO var_index(var_id, version, role, change, relation, "
                                            "trace_id, span_id, scope_key, received_ns) VALUES "
                                            "(%s, %s, %s, %s, %s, %s, %s, %s, %s)", var_rows)
                        if case_rows:
                            cur.executemany(f"INSERT INTO cases({_CASE_COLUMNS}) VALUES "
                                            "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
                                            "ON CONFLICT DO NOTHING", case_rows)
                        if exporters:
                            cur.executemany("INSERT INTO queue(exporter, request_id, enqueued_ns) VALUES (%s, %s, %s)",
                                            [(name, request_id, now_ns) for name in exporters])
                # committed here (leaving the transaction block without an exception)
            except _NothingNew:
                return AppendResult(None, 0, len(items))  # a pure retry of stored spans: rolled back
            except psycopg.Error as exc:
                raise StoreError(f"{self.where}: cannot store request: {exc}") from exc
            if on_commit is not None:
                try:
                    on_commit(request_id, body, owned)
                except Exception:  # the request is durable; a consumer's bug must not fail the acknowledgement
                    logger.exception("commit callback failed for request %d", request_id)
        return AppendResult(request_id, len(new_items), duplicates, tuple(it.key for it in new_items))

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        with self._read_lock:
            conn = self._live("_reader")
            try:
                return conn.execute(sql, params).fetchall()
            except self._psycopg.Error as exc:
                raise StoreError(f"{self.where}: query failed: {exc}") from exc

    def _write(self, sql: str, params: Sequence[Any] = (), many: bool = False) -> list[tuple]:
        with self._write_lock:
            conn = self._live("_writer")
            try:
                with conn.cursor() as cur:
                    if many:
                        cur.executemany(sql, params)
                        return []
                    cur.execute(sql, params)
                    return cur.fetchall() if cur.description else []
            except self._psycopg.Error as exc:
                raise StoreError(f"{self.where}: write failed: {exc}") from exc

    # ---------------------------------------------------------------------------------------------- replay
    def iter_requests(self, after: int = 0) -> Iterator[tuple[int, bytes, set[tuple[str, str]]]]:
        last = after
        while True:
            ids = self._read("SELECT id FROM requests WHERE id > %s ORDER BY id LIMIT 256", (last,))
            if not ids:
                return
            for (request_id,) in ids:
                rows = self._read("SELECT body FROM requests WHERE id = %s", (request_id,))
                if rows:  # dropped by retention meanwhile: skip
                    keys = {(t, s) for t, s in self._read(
                        "SELECT trace_id, span_id FROM spans WHERE request_id = %s", (request_id,))}
                    yield request_id, bytes(rows[0][0]), keys
                last = request_id

    # ------------------------------------------------------------------------------------ one scope at a time
    def span_request_ids(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        if not keys:
            return {}
        rows = self._read("SELECT s.trace_id, s.span_id, s.request_id FROM spans s "
                          "JOIN unnest(%s::text[], %s::text[]) AS k(t, s) ON s.trace_id = k.t AND s.span_id = k.s",
                          ([k[0] for k in keys], [k[1] for k in keys]))
        return {(t, s): rid for t, s, rid in rows}

    def scope_keys(self) -> list[tuple[str, int]]:
        """Every memory scope with its span count."""
        return [(k, n) for k, n in self._read(
            "SELECT scope_key, count(*) FROM spans GROUP BY scope_key ORDER BY scope_key")]

    def scope_spans(self, scope_key: str, since_ns: int = 0, until_ns: int | None = None
                    ) -> list[tuple[str, str, int]]:
        """(trace_id, span_id, request_id) of the spans of one scope started in [since_ns, until_ns]."""
        rows = self._read("SELECT trace_id, span_id, request_id FROM spans WHERE scope_key = %s AND start_ns >= %s "
                          "AND start_ns <= %s ORDER BY start_ns", (scope_key, since_ns,
                                                                  until_ns if until_ns is not None else 2**63 - 1))
        return [tuple(r) for r in rows]

    def scope_requests(self, scope_key: str, since_ns: int = 0) -> Iterator[tuple[int, bytes, set[tuple[str, str]]]]:
        """The stored requests holding spans of one scope, each with the keys of its spans in that scope."""
        keys: dict[int, set[tuple[str, str]]] = {}
        for trace_id, span_id, request_id in self.scope_spans(scope_key, since_ns):
            keys.setdefault(request_id, set()).add((trace_id, span_id))
        for request_id in sorted(keys):
            stored = self.request(request_id)
            if stored is not None:
                yield request_id, stored[0], keys[request_id]

    # ---------------------------------------------------------------------------------------------- queue
    def queue_next(self, exporter: str, limit: int = 1) -> list[QueueItem]:
        import time

        now = time.time_ns()
        rows = self._write(
            "WITH claimed AS (UPDATE queue SET lease_until = %s, leased_by = %s WHERE id IN ("
            "  SELECT id FROM queue WHERE exporter = %s AND (lease_until < %s OR leased_by = %s) "
            "  ORDER BY id LIMIT %s FOR UPDATE SKIP LOCKED) "
            "RETURNING id, exporter, request_id, attempts, enqueued_ns) "
            "SELECT c.id, c.exporter, c.request_id, r.body, c.attempts, c.enqueued_ns, r.span_count "
            "FROM claimed c JOIN requests r ON r.id = c.request_id ORDER BY c.id",
            (now + self.lease_ns, self.instance, exporter, now, self.instance, limit))
        return [QueueItem(row[0], row[1], row[2], bytes(row[3]), row[4], row[5], row[6]) for row in rows]

    def queue_remove(self, item_ids: Sequence[int]) -> None:
        self._write("DELETE FROM queue WHERE id = ANY(%s)", (list(item_ids),))

    # ---------------------------------------------------------------------------------------------- cases
    def due_cases(self, now_ns: int, limit: int = 100) -> list[CaseRow]:
        """Claim up to ``limit`` due pending cases: their ``due_ns`` moves ``lease`` ahead, so no other collector
        takes them meanwhile; :meth:`update_case` settles them (a collector that dies leaves them due again)."""
        rows = self._write(
            f"UPDATE cases SET due_ns = %s WHERE (trace_id, span_id) IN ("
            f"  SELECT trace_id, span_id FROM cases WHERE state = %s AND due_ns <= %s ORDER BY due_ns LIMIT %s "
            f"  FOR UPDATE SKIP LOCKED) RETURNING {_CASE_COLUMNS}",
            (now_ns + self.lease_ns, CASE_PENDING, now_ns, limit))
        return sorted((_case(row) for row in rows), key=lambda c: (c.received_ns, c.trace_id, c.span_id))

    def update_case(self, trace_id: str, span_id: str, state: str, result: dict[str, Any] | None, error: str,
                    now_ns: int, due_ns: int | None = None) -> None:
        payload = json.dumps(result, default=str, sort_keys=True) if result is not None else None
        if due_ns is None:
            self._write("UPDATE cases SET state = %s, result = %s, error = %s, attempts = attempts + 1, "
                        "updated_ns = %s WHERE trace_id = %s AND span_id = %s",
                        (state, payload, error, now_ns, trace_id, span_id))
        else:
            self._write("UPDATE cases SET state = %s, result = %s, error = %s, attempts = attempts + 1, "
                        "updated_ns = %s, due_ns = %s WHERE trace_id = %s AND span_id = %s",
                        (state, payload, error, now_ns, due_ns, trace_id, span_id))

    def cases(self, state: str | None = None, limit: int = 1000) -> list[CaseRow]:
        if state is None:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases ORDER BY received_ns, trace_id, span_id LIMIT %s",
                              (limit,))
        else:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases WHERE state = %s ORDER BY received_ns, trace_id, "
                              "span_id LIMIT %s", (state, limit))
        return [_case(row) for row in rows]

    # ---------------------------------------------------------------------------------------------- health
    def stats(self) -> StoreStats:
        stats = StoreStats()
        stats.spans = self._read("SELECT count(*) FROM spans")[0][0]
        stats.requests = self._read("SELECT count(*) FROM requests")[0][0]
        stats.queue_depth = {name: n for name, n in self._read(
            "SELECT exporter, count(*) FROM queue GROUP BY exporter")}
        stats.cases = self.case_counts()
        stats.size_bytes = self.size_bytes()
        return stats

    def size_bytes(self) -> int:
        return int(self._read("SELECT pg_database_size(current_database())")[0][0])

    def close(self) -> None:
        closed = getattr(self, "_closed", None)
        if closed is not None:
            closed.set()
        for conn in (self._reader, self._writer):
            if conn is not None:
                try:
                    conn.close()
                except Exception:
                    pass


class _NothingNew(Exception):
    """Every span of the request was already stored: roll the transaction back."""
