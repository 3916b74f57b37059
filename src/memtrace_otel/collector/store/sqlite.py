"""Embedded SQLite store (WAL mode): one file holds requests, spans, the variable index, cases and the queues.

WAL lets the query API read while receivers write. Writes go through one connection under a lock (SQLite allows
one writer at a time anyway); reads use a second connection so a slow query does not hold up ingestion.
With ``synchronous=FULL`` every acknowledged request survives power loss; ``NORMAL`` survives a process crash.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import threading
from pathlib import Path
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

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_ns INTEGER NOT NULL,
    span_count INTEGER NOT NULL,
    body BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS spans (
    trace_id TEXT NOT NULL,
    span_id TEXT NOT NULL,
    request_id INTEGER NOT NULL REFERENCES requests(id),
    name TEXT NOT NULL,
    start_ns INTEGER NOT NULL,
    op_kind TEXT NOT NULL DEFAULT '',
    scope_key TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (trace_id, span_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS spans_by_request ON spans(request_id);
CREATE TABLE IF NOT EXISTS var_index (
    var_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    role TEXT NOT NULL,
    change TEXT NOT NULL DEFAULT '',
    relation TEXT NOT NULL DEFAULT '',
    trace_id TEXT NOT NULL,
    span_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS var_index_by_var ON var_index(var_id);
CREATE TABLE IF NOT EXISTS cases (
    trace_id TEXT NOT NULL,
    span_id TEXT NOT NULL,
    case_id TEXT NOT NULL,
    received_ns INTEGER NOT NULL,
    due_ns INTEGER NOT NULL,
    state TEXT NOT NULL,
    answer_trace_id TEXT NOT NULL DEFAULT '',
    answer_span_id TEXT NOT NULL DEFAULT '',
    result TEXT,
    error TEXT NOT NULL DEFAULT '',
    attempts INTEGER NOT NULL DEFAULT 0,
    updated_ns INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (trace_id, span_id)
);
CREATE INDEX IF NOT EXISTS cases_by_state ON cases(state, due_ns);
CREATE TABLE IF NOT EXISTS queue (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    exporter TEXT NOT NULL,
    request_id INTEGER NOT NULL REFERENCES requests(id),
    enqueued_ns INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS queue_by_exporter ON queue(exporter, id);
"""

_CASE_COLUMNS = ("trace_id, span_id, case_id, received_ns, due_ns, state, answer_trace_id, answer_span_id, "
                 "result, error, attempts, updated_ns")


def _case(row: Sequence[Any]) -> CaseRow:
    return CaseRow(
        trace_id=row[0], span_id=row[1], case_id=row[2], received_ns=row[3], due_ns=row[4], state=row[5],
        answer_trace_id=row[6], answer_span_id=row[7], result=json.loads(row[8]) if row[8] else None,
        error=row[9], attempts=row[10], updated_ns=row[11],
    )


FILE_MODE = 0o600  # the store holds full request bodies: owner only
DIR_MODE = 0o700


def _private_files(path: Path) -> None:
    """Create the store's directories 0700 and its database 0600 before SQLite opens it; SQLite gives the -wal and
    -shm files it creates the database file's mode. Files left 0644 by an older version are tightened."""
    missing = []
    parent = path.parent
    while parent and not parent.exists():
        missing.append(parent)
        parent = parent.parent
    for directory in reversed(missing):
        try:
            directory.mkdir(mode=DIR_MODE)
        except FileExistsError:
            pass
        os.chmod(directory, DIR_MODE)  # mkdir's mode is filtered by the umask; 0700 is what we mean
    # Only a missing file is created here: opening and closing a descriptor of an existing database would drop every
    # POSIX lock this process's open SQLite connections hold on it (fcntl locks are per process and file), and a
    # connection in another process could then take itself for the last one and remove the WAL under them.
    if not path.exists():
        try:
            os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, FILE_MODE))
        except FileExistsError:
            pass
    for suffix in ("", "-wal", "-shm", "-journal"):
        name = str(path) + suffix
        try:
            if os.stat(name).st_mode & 0o077:
                os.chmod(name, FILE_MODE)
        except FileNotFoundError:
            continue
        except OSError as exc:
            logger.warning("cannot restrict the permissions of %s to owner-only: %s", name, exc)


class SQLiteSpanStore(SqlReads, SpanStore):
    kind = "sqlite"

    def __init__(self, path: str | os.PathLike[str], synchronous: str = "full", busy_timeout: float = 30.0):
        self.path = Path(path)
        self.busy_timeout = busy_timeout
        if synchronous.lower() not in ("full", "normal"):
            raise ValueError(f"synchronous must be 'full' or 'normal', got {synchronous!r}")
        self._write_lock = threading.Lock()
        self._read_lock = threading.Lock()
        try:
            _private_files(self.path)
            self._writer = self._connect(synchronous)
            with self._writer:
                self._writer.executescript(_SCHEMA)
                self._writer.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                                     (str(SCHEMA_VERSION),))
            version = self._writer.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
            if int(version) != SCHEMA_VERSION:
                raise StoreError(f"{self.path}: store schema version {version}, this collector reads "
                                 f"{SCHEMA_VERSION}")
            self._reader = self._connect(synchronous)
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot open SQLite store: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"{self.path}: cannot open SQLite store: {exc.strerror or exc}") from exc

    def _connect(self, synchronous: str) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=self.busy_timeout,
                               isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute(f"PRAGMA synchronous={synchronous.upper()}")
        conn.execute("PRAGMA foreign_keys=OFF")
        return conn

    @property
    def journal_mode(self) -> str:
        with self._read_lock:
            return self._reader.execute("PRAGMA journal_mode").fetchone()[0]

    # ----------------------------------------------------------------------------------------------------------
    def append(self, body: bytes, items: Sequence[SpanItem], exporters: Sequence[str], now_ns: int,
               span_count: int | None = None, on_commit: CommitCallback | None = None) -> AppendResult:
        duplicates = 0
        with self._write_lock:
            conn = self._writer
            try:
                conn.execute("BEGIN IMMEDIATE")
                cur = conn.execute("INSERT INTO requests(received_ns, span_count, body) VALUES (?, ?, ?)",
                                   (now_ns, len(items) if span_count is None else span_count, body))
                request_id = cur.lastrowid
                before = conn.total_changes
                conn.executemany(
                    "INSERT OR IGNORE INTO spans(trace_id, span_id, request_id, name, start_ns, op_kind, scope_key) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(it.trace_id, it.span_id, request_id, it.name, it.start_ns, it.op_kind, it.scope_key)
                     for it in items])
                inserted = conn.total_changes - before
                owned: frozenset[tuple[str, str]] | None = None  # None: every span of the request is new
                if inserted == len(items):
                    new_items = items  # the common case: no duplicates, no extra query
                else:
                    # Rows this request inserted carry its id; the others (duplicates) were ignored.
                    owned = frozenset(conn.execute("SELECT trace_id, span_id FROM spans WHERE request_id = ?",
                                                   (request_id,)).fetchall())
                    new_items, seen = [], set()
                    for item in items:
                        key = item.key
                        if key in owned and key not in seen:  # a span repeated inside one request counts once
                            seen.add(key)
                            new_items.append(item)
                duplicates = len(items) - len(new_items)
                if not new_items:
                    conn.execute("ROLLBACK")  # a pure retry of stored spans: nothing new to keep or forward
                    return AppendResult(None, 0, duplicates)
                var_rows = [(ref.var_id, ref.version, ref.role, ref.change, ref.relation, it.trace_id, it.span_id)
                            for it in new_items for ref in it.var_refs]
                case_rows = [(c.trace_id, c.span_id, c.case_id, c.received_ns, c.due_ns, c.state,
                              c.answer_trace_id, c.answer_span_id, None, "", 0, now_ns)
                             for c in (it.case for it in new_items) if c is not None]
                if var_rows:
                    conn.executemany("INSERT INTO var_index(var_id, version, role, change, relation, trace_id, "
                                     "span_id) VALUES (?, ?, ?, ?, ?, ?, ?)", var_rows)
                if case_rows:
                    conn.executemany(f"INSERT OR IGNORE INTO cases({_CASE_COLUMNS}) VALUES "
                                     "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", case_rows)
                if exporters:
                    conn.executemany("INSERT INTO queue(exporter, request_id, enqueued_ns) VALUES (?, ?, ?)",
                                     [(name, request_id, now_ns) for name in exporters])
                conn.execute("COMMIT")
            except sqlite3.Error as exc:
                self._rollback()
                raise StoreError(f"{self.path}: cannot store request: {exc}") from exc
            if on_commit is not None:
                try:
                    on_commit(request_id, body, owned)
                except Exception:  # the request is durable; a consumer's bug must not fail the acknowledgement
                    logger.exception("commit callback failed for request %d", request_id)
        return AppendResult(request_id, len(new_items), duplicates, tuple(it.key for it in new_items))

    def _rollback(self) -> None:
        try:
            if self._writer.in_transaction:
                self._writer.execute("ROLLBACK")
        except sqlite3.Error:
            pass

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        with self._read_lock:
            try:
                return self._reader.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise StoreError(f"{self.path}: query failed: {exc}") from exc

    def _write(self, sql: str, params: Sequence[Any] = (), many: bool = False) -> None:
        with self._write_lock:
            try:
                if many:
                    self._writer.executemany(sql, params)
                else:
                    self._writer.execute(sql, params)
            except sqlite3.Error as exc:
                raise StoreError(f"{self.path}: write failed: {exc}") from exc

    # ----------------------------------------------------------------------------------------------------------
    def iter_requests(self, after: int = 0) -> Iterator[tuple[int, bytes, set[tuple[str, str]]]]:
        last = after
        while True:
            # ids by the page, bodies one at a time: requests may be megabytes each
            ids = self._read("SELECT id FROM requests WHERE id > ? ORDER BY id LIMIT 256", (last,))
            if not ids:
                return
            for (request_id,) in ids:
                body = self._read("SELECT body FROM requests WHERE id = ?", (request_id,))[0][0]
                keys = {(t, s) for t, s in self._read(
                    "SELECT trace_id, span_id FROM spans WHERE request_id = ?", (request_id,))}
                yield request_id, bytes(body), keys
                last = request_id

    def span_request_ids(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        found = {}
        for trace_id, span_id in keys:
            rows = self._read("SELECT request_id FROM spans WHERE trace_id = ? AND span_id = ?", (trace_id, span_id))
            if rows:
                found[(trace_id, span_id)] = rows[0][0]
        return found

    # ----------------------------------------------------------------------------------------------------------
    def queue_next(self, exporter: str, limit: int = 1) -> list[QueueItem]:
        rows = self._read(
            "SELECT q.id, q.exporter, q.request_id, r.body, q.attempts, q.enqueued_ns, r.span_count FROM queue q "
            "JOIN requests r ON r.id = q.request_id WHERE q.exporter = ? ORDER BY q.id LIMIT ?", (exporter, limit))
        return [QueueItem(row[0], row[1], row[2], bytes(row[3]), row[4], row[5], row[6]) for row in rows]

    def queue_remove(self, item_ids: Sequence[int]) -> None:
        self._write("DELETE FROM queue WHERE id = ?", [(i,) for i in item_ids], many=True)

    # ----------------------------------------------------------------------------------------------------------
    def due_cases(self, now_ns: int, limit: int = 100) -> list[CaseRow]:
        rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases WHERE state = ? AND due_ns <= ? "
                          "ORDER BY due_ns LIMIT ?", (CASE_PENDING, now_ns, limit))
        return [_case(row) for row in rows]

    def update_case(self, trace_id: str, span_id: str, state: str, result: dict[str, Any] | None, error: str,
                    now_ns: int, due_ns: int | None = None) -> None:
        payload = json.dumps(result, default=str, sort_keys=True) if result is not None else None
        if due_ns is None:
            self._write("UPDATE cases SET state = ?, result = ?, error = ?, attempts = attempts + 1, updated_ns = ? "
                        "WHERE trace_id = ? AND span_id = ?", (state, payload, error, now_ns, trace_id, span_id))
        else:
            self._write("UPDATE cases SET state = ?, result = ?, error = ?, attempts = attempts + 1, updated_ns = ?, "
                        "due_ns = ? WHERE trace_id = ? AND span_id = ?",
                        (state, payload, error, now_ns, due_ns, trace_id, span_id))

    def cases(self, state: str | None = None, limit: int = 1000) -> list[CaseRow]:
        if state is None:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases ORDER BY received_ns LIMIT ?", (limit,))
        else:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases WHERE state = ? ORDER BY received_ns LIMIT ?",
                              (state, limit))
        return [_case(row) for row in rows]

    # ----------------------------------------------------------------------------------------------------------
    def stats(self) -> StoreStats:
        stats = StoreStats()
        stats.spans = self._read("SELECT count(*) FROM spans")[0][0]
        stats.requests = self._read("SELECT count(*) FROM requests")[0][0]
        stats.queue_depth = {name: n for name, n in self._read(
            "SELECT exporter, count(*) FROM queue GROUP BY exporter")}
        stats.cases = {state: n for state, n in self._read("SELECT state, count(*) FROM cases GROUP BY state")}
        stats.size_bytes = self.size_bytes()
        return stats

    def size_bytes(self) -> int:
        total = 0
        for suffix in ("", "-wal", "-shm"):
            try:
                total += os.path.getsize(str(self.path) + suffix)
            except OSError:
                pass
        return total

    def close(self) -> None:
        with self._write_lock, self._read_lock:
            for conn in (self._reader, self._writer):
                try:
                    conn.close()
                except sqlite3.Error:
                    pass
