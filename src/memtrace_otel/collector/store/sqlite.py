"""Embedded SQLite store (WAL mode): one file holds requests, spans, the variable index, cases and the queues.

WAL lets the query API read while receivers write. Writes go through one connection under a lock (SQLite allows
one writer at a time anyway); reads use a second connection so a slow query does not hold up ingestion.
With ``synchronous=FULL`` every acknowledged request survives power loss; ``NORMAL`` survives a process crash.

Write-ahead (``deferred_index``): the acknowledged transaction holds the request row (its bytes, ``indexed = 0``) and
its forwarding-queue rows; before it, the request's span keys are checked against the ``spans`` table and the keys of
the requests acknowledged but not indexed yet (kept in memory), so a retried span is recognised at once. A
background thread then derives the span, variable-index and case rows from the stored bytes, several requests per
transaction, in request-id order, and sets ``indexed = 1`` in the same transaction. Those commits need no fsync of
their own (``synchronous=NORMAL``): the rows can always be derived again, and a crash that loses them leaves
``indexed = 0``, so the next start indexes the request again. Every read of the derived tables first indexes what
is pending (this object's requests, or another process's sharing the file), so it sees every acknowledged span.
"""

from __future__ import annotations

import collections
import itertools
import json
import logging
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from memtrace_otel.collector.store.sql_reads import SqlReads
from memtrace_otel.collector.store.base import (
    CASE_PENDING,
    AppendResult,
    CaseRow,
    CommitCallback,
    Deriver,
    QueueItem,
    SpanItem,
    SpanStore,
    StoreError,
    StoreStats,
)

logger = logging.getLogger(__name__)

SCHEMA_VERSION = 2  # 2: requests.indexed (write-ahead); a version-1 file is migrated on open

INDEX_BATCH = 2  # requests indexed per background transaction (the request path waits for it to commit)
MAX_PENDING_SPANS = 262_144  # acknowledged but not indexed: past this the request path indexes first (back-pressure)
# Index rows offered by the graph processor (offer_items): the background indexer waits for a request's rows at
# most this long after its acknowledgement (then parses the stored bytes itself), and not at all past half the
# pending bound or with this many offered spans waiting.
OFFER_WAIT_NS = 5_000_000_000
MAX_OFFERED_SPANS = 65_536

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_ns INTEGER NOT NULL,
    span_count INTEGER NOT NULL,
    body BLOB NOT NULL,
    indexed INTEGER NOT NULL DEFAULT 1
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
_PENDING_INDEX = "CREATE INDEX IF NOT EXISTS requests_pending ON requests(id) WHERE indexed = 0"
_SPAN_INSERT = ("INSERT OR IGNORE INTO spans(trace_id, span_id, request_id, name, start_ns, op_kind, scope_key) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)")
# Which of a request's span keys (a JSON array of [trace_id, span_id]) are stored already: one statement, one
# primary-key probe per key.
_PROBE = ("SELECT s.trace_id, s.span_id FROM json_each(?) j JOIN spans s "
          "ON s.trace_id = json_extract(j.value, '$[0]') AND s.span_id = json_extract(j.value, '$[1]')")

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

    deferred_index = True

    def __init__(self, path: str | os.PathLike[str], synchronous: str = "full", busy_timeout: float = 30.0,
                 max_pending_spans: int = MAX_PENDING_SPANS):
        self.path = Path(path)
        self.busy_timeout = busy_timeout
        if synchronous.lower() not in ("full", "normal"):
            raise ValueError(f"synchronous must be 'full' or 'normal', got {synchronous!r}")
        self.synchronous = synchronous.upper()
        self.max_pending_spans = max_pending_spans
        self._write_lock = threading.Lock()
        self._read_lock = threading.Lock()
        self._index_lock = threading.Lock()  # one indexer at a time (background thread, a read catching up, append)
        # Requests this object acknowledged and has not indexed: id -> their new span keys, and key -> id (the
        # duplicate check's view of them). Changed under the write lock only.
        self._pending: collections.OrderedDict[int, list[tuple[str, str]]] = collections.OrderedDict()
        self._pending_keys: dict[tuple[str, str], int] = {}
        self._pending_ns: dict[int, int] = {}  # the same requests: id -> received_ns, in id order
        # Index rows offered for pending requests (offer_items): id -> items, or None for an offer declined (too
        # many waiting: the indexer derives that one itself without waiting for it).
        self._offered: dict[int, Sequence[SpanItem] | None] = {}
        self._offered_spans = 0
        self._offer_lock = threading.Lock()
        self._offers_expected = False
        self.offers_used = 0  # requests indexed from offered rows (the others were parsed from the stored bytes)
        self._indexer: threading.Thread | None = None
        self._index_wake = threading.Event()
        self._closing = False
        self._niceness = 0
        self._case_delay_ns = 0
        self.indexed_requests = 0  # by this object (background, catch-up and recovery)
        self.index_errors = 0
        try:
            _private_files(self.path)
            self._writer = self._connect(synchronous)
            with self._writer:
                self._writer.executescript(_SCHEMA)
                self._writer.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                                     (str(SCHEMA_VERSION),))
            version = self._writer.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
            if int(version) == 1:  # every request of a version-1 store was indexed when it was stored
                with self._writer:
                    self._writer.execute("BEGIN IMMEDIATE")
                    columns = {row[1] for row in self._writer.execute("PRAGMA table_info(requests)")}
                    if "indexed" not in columns:
                        self._writer.execute("ALTER TABLE requests ADD COLUMN indexed INTEGER NOT NULL DEFAULT 1")
                    self._writer.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'",
                                         (str(SCHEMA_VERSION),))
                    self._writer.execute("COMMIT")
                version = SCHEMA_VERSION
            self._writer.execute(_PENDING_INDEX)
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
        """Store and index in one transaction (no write-ahead): what a caller with its own SpanItems uses."""
        self._catch_up()  # the duplicate check below must see the spans of every acknowledged request
        new_items: Sequence[SpanItem] = ()
        owned: frozenset[tuple[str, str]] | None = None

        def insert(conn: sqlite3.Connection) -> int | None:
            nonlocal new_items, owned
            request_id = conn.execute("INSERT INTO requests(received_ns, span_count, body) VALUES (?, ?, ?)",
                                      (now_ns, len(items) if span_count is None else span_count, body)).lastrowid
            new_items, owned = self._insert_index(conn, request_id, items, now_ns)
            return request_id if new_items else None

        with self._write_lock:
            request_id = self._store_transaction(insert, exporters, now_ns)
            if request_id is None:  # a pure retry of stored spans: nothing new kept or forwarded
                return AppendResult(None, 0, len(items) - len(new_items))
            if on_commit is not None:
                try:
                    on_commit(request_id, body, owned)
                except Exception:  # the request is durable; a consumer's bug must not fail the acknowledgement
                    logger.exception("commit callback failed for request %d", request_id)
        return AppendResult(request_id, len(new_items), len(items) - len(new_items),
                            tuple(it.key for it in new_items))

    def _store_transaction(self, insert: Callable[[sqlite3.Connection], int | None], exporters: Sequence[str],
                           now_ns: int) -> int | None:
        """The acknowledged transaction of both append paths (caller holds the write lock): index what another
        process left unindexed, ``insert`` the request (returns its id, or None when every span was a duplicate:
        rolled back, nothing queued), queue it for ``exporters``, commit. Any SQLite error rolls back and raises
        StoreError."""
        conn = self._writer
        try:
            conn.execute("BEGIN IMMEDIATE")
            self._index_foreign(conn)
            request_id = insert(conn)
            if request_id is None:
                conn.execute("ROLLBACK")  # a pure retry of stored spans: nothing new to keep or forward
                return None
            if exporters:
                conn.executemany("INSERT INTO queue(exporter, request_id, enqueued_ns) VALUES (?, ?, ?)",
                                 [(name, request_id, now_ns) for name in exporters])
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise StoreError(f"{self.path}: cannot store request: {exc}") from exc
        return request_id

    @staticmethod
    def _prepare(request_id: int, items: Sequence[SpanItem], now_ns: int) -> tuple[list, list, list]:
        """The span, variable-index and case rows of one request as parameter tuples (built before the write lock
        is taken: the request path waits for that lock)."""
        span_rows = [(it.trace_id, it.span_id, request_id, it.name, it.start_ns, it.op_kind, it.scope_key)
                     for it in items]
        var_rows = [(ref.var_id, ref.version, ref.role, ref.change, ref.relation, it.trace_id, it.span_id)
                    for it in items for ref in it.var_refs]
        case_rows = [(c.trace_id, c.span_id, c.case_id, c.received_ns, c.due_ns, c.state,
                      c.answer_trace_id, c.answer_span_id, None, "", 0, now_ns)
                     for c in (it.case for it in items) if c is not None]
        return span_rows, var_rows, case_rows

    @classmethod
    def _insert_index(cls, conn: sqlite3.Connection, request_id: int, items: Sequence[SpanItem], now_ns: int,
                      prepared: tuple[list, list, list] | None = None
                      ) -> tuple[Sequence[SpanItem], frozenset[tuple[str, str]] | None]:
        """The span, variable-index and case rows of one request (inside the caller's transaction): the spans it
        owns (first writer wins; a span repeated inside it counts once) and their keys (None: all of them)."""
        span_rows, var_rows, case_rows = prepared or cls._prepare(request_id, items, now_ns)
        before = conn.total_changes
        conn.executemany(_SPAN_INSERT, span_rows)
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
                if key in owned and key not in seen:
                    seen.add(key)
                    new_items.append(item)
            if not new_items:
                return new_items, owned
            _, var_rows, case_rows = cls._prepare(request_id, new_items, now_ns)
        if var_rows:
            conn.executemany("INSERT INTO var_index(var_id, version, role, change, relation, trace_id, "
                             "span_id) VALUES (?, ?, ?, ?, ?, ?, ?)", var_rows)
        if case_rows:
            conn.executemany(f"INSERT OR IGNORE INTO cases({_CASE_COLUMNS}) VALUES "
                             "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", case_rows)
        return new_items, owned

    # ------------------------------------------------------------------------------------------ write-ahead
    def attach(self, derive: Deriver | None = None, niceness: int = 0, case_delay: float = 0.0) -> None:
        """Install the deriver, index what a crash left unindexed (before the collector accepts anything), then
        index in a background thread (at ``niceness``) from now on. ``case_delay`` (the deriver's decision_wait):
        a case is due that long after its request arrived, so due_cases only waits for the requests older than it."""
        self._derive = derive
        self._niceness = niceness
        self._case_delay_ns = int(case_delay * 1e9)
        while self.index_pending(max_requests=INDEX_BATCH):
            pass
        if self._indexer is None:
            self._indexer = threading.Thread(target=self._index_loop, name="memtrace-store-index", daemon=True)
            self._indexer.start()

    def pending_index(self) -> int:
        return len(self._pending_keys)

    def expect_offers(self, expected: bool) -> None:
        self._offers_expected = expected
        self._index_wake.set()

    def offer_wanted(self, request_id: int) -> int | None:
        return self._pending_ns.get(request_id) if self._offers_expected else None

    def offer_items(self, request_id: int, items: Sequence[SpanItem]) -> None:
        with self._offer_lock:  # checked and stored under the lock _forget_pending purges under: no stale entry
            if request_id not in self._pending_ns or request_id in self._offered:
                return  # indexed meanwhile (by a read catching up, or at the back-pressure bound)
            if self._offered_spans + len(items) > MAX_OFFERED_SPANS:
                self._offered[request_id] = None  # the indexer is behind: it parses this one, without waiting
            else:
                self._offered[request_id] = items
                self._offered_spans += len(items)
        self._index_wake.set()

    def _take_offer(self, request_id: int) -> Sequence[SpanItem] | None:
        with self._offer_lock:
            items = self._offered.pop(request_id, None)
            if items is not None:
                self._offered_spans -= len(items)
            return items

    def _ready_up_to(self) -> tuple[int | None, float]:
        """For the background indexer: the newest of the oldest pending requests (at most INDEX_BATCH) it may index
        now, and how long to wait when there is none. A request is ready when its rows were offered (or declined),
        when no offers are expected, after OFFER_WAIT_NS, or when the pending backlog passed half its bound."""
        head = list(itertools.islice(self._pending_ns.items(), INDEX_BATCH))  # one C call: atomic under the GIL
        if not head:
            return None, 1.0
        if not self._offers_expected or len(self._pending_keys) >= self.max_pending_spans // 2 \
                or self._offered_spans >= MAX_OFFERED_SPANS:
            return head[-1][0], 0.0
        now = time.time_ns()
        ready = None
        for request_id, received_ns in head:
            if request_id in self._offered or now - received_ns >= OFFER_WAIT_NS:
                ready = request_id
            else:
                break
        return ready, max(0.001, (OFFER_WAIT_NS - (now - head[0][1])) / 1e9)

    def append_request(self, body: bytes, request: Any, keys: Sequence[tuple[str, str]], exporters: Sequence[str],
                       now_ns: int, on_commit: CommitCallback | None = None) -> AppendResult:
        """Write-ahead: commit the request bytes and queue rows after a duplicate check of ``keys``; the span,
        index and case rows are derived later (``index_pending``)."""
        while len(self._pending_keys) >= self.max_pending_spans and self.index_pending(max_requests=INDEX_BATCH):
            pass  # the background indexer is behind by too much: help it before adding more
        seen: set[tuple[str, str]] = set()
        unique = []
        for key in keys:
            if key not in seen:  # a span repeated inside one request counts once
                seen.add(key)
                unique.append(key)
        pending = self._pending_keys
        new: list[tuple[str, str]] = []

        def insert(conn: sqlite3.Connection) -> int | None:
            nonlocal new
            candidates = [key for key in unique if key not in pending]
            if candidates:
                stored = set(conn.execute(_PROBE, (json.dumps(candidates),)).fetchall())
                new = [key for key in candidates if key not in stored] if stored else candidates
            else:
                new = candidates
            if not new:
                return None
            return conn.execute("INSERT INTO requests(received_ns, span_count, body, indexed) VALUES (?, ?, ?, 0)",
                                (now_ns, len(keys), body)).lastrowid

        with self._write_lock:
            request_id = self._store_transaction(insert, exporters, now_ns)
            if request_id is None:  # a pure retry of stored spans: nothing new kept or forwarded
                return AppendResult(None, 0, len(keys))
            self._pending[request_id] = new
            self._pending_ns[request_id] = now_ns
            for key in new:
                pending[key] = request_id
            owned = None if len(new) == len(keys) else frozenset(new)
            if on_commit is not None:
                try:
                    on_commit(request_id, body, owned)
                except Exception:  # the request is durable; a consumer's bug must not fail the acknowledgement
                    logger.exception("commit callback failed for request %d", request_id)
        self._index_wake.set()
        return AppendResult(request_id, len(new), len(keys) - len(new), tuple(new))

    def _derive_stored(self, request_id: int, body: bytes, received_ns: int) -> Sequence[SpanItem]:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

        try:
            return self.derive_items(ExportTraceServiceRequest.FromString(body), received_ns)
        except Exception:  # stored after validation, so this is a bug: keep the bytes, index nothing, go on
            self.index_errors += 1
            logger.exception("stored request %d cannot be indexed; its spans stay out of the index", request_id)
            return []

    def _index_rows(self, conn: sqlite3.Connection,
                    rows: Sequence[tuple[int, int, bytes, Sequence[SpanItem] | None, tuple | None]]) -> int:
        """Index stored requests (id, received_ns, body, items or None = derive now, prepared rows or None) inside
        the caller's transaction, skipping any another process indexed meanwhile; returns how many it indexed."""
        done = 0
        for request_id, received_ns, body, items, prepared in rows:
            if conn.execute("UPDATE requests SET indexed = 1 WHERE id = ? AND indexed = 0",
                            (request_id,)).rowcount == 0:
                continue
            if items is None:
                items = self._derive_stored(request_id, body, received_ns)
            self._insert_index(conn, request_id, items, received_ns, prepared)
            done += 1
        return done

    def _index_foreign(self, conn: sqlite3.Connection) -> None:
        """Inside a write transaction, before a duplicate check: index requests another process (or another store
        object on this file) acknowledged and has not indexed, so their spans are seen. Rare: a shared file."""
        foreign = [row for row in conn.execute("SELECT id FROM requests WHERE indexed = 0 ORDER BY id").fetchall()
                   if row[0] not in self._pending]
        if not foreign:
            return
        rows = []
        for (request_id,) in foreign:
            received_ns, body = conn.execute("SELECT received_ns, body FROM requests WHERE id = ?",
                                             (request_id,)).fetchone()
            rows.append((request_id, received_ns, bytes(body), None, None))
        self.indexed_requests += self._index_rows(conn, rows)

    def index_pending(self, up_to: int | None = None, max_requests: int = 0) -> int:
        """Index acknowledged requests not indexed yet, oldest first: derive their rows outside the write lock,
        then insert them in one transaction without an fsync of its own (see the module doc)."""
        with self._index_lock:
            # read before the pending list: whatever is acknowledged after this has a larger id
            newest = self._read("SELECT coalesce(max(id), 0) FROM requests")[0][0]
            limit = min(newest, up_to) if up_to is not None else newest
            rows = self._read("SELECT id, received_ns FROM requests WHERE indexed = 0 AND id <= ? ORDER BY id"
                              + (" LIMIT ?" if max_requests else ""),
                              (limit,) + ((max_requests,) if max_requests else ()))
            if not rows:
                with self._write_lock:
                    self._forget_pending(limit)
                return 0
            work = []
            for request_id, received_ns in rows:
                items = self._take_offer(request_id)
                if items is None:
                    body = bytes(self._read("SELECT body FROM requests WHERE id = ?", (request_id,))[0][0])
                    items = self._derive_stored(request_id, body, received_ns)
                else:
                    body = b""  # (only read when items are None)
                    self.offers_used += 1
                work.append((request_id, received_ns, body, items, self._prepare(request_id, items, received_ns)))
            with self._write_lock:
                conn = self._writer
                try:
                    if self.synchronous != "NORMAL":
                        conn.execute("PRAGMA synchronous=NORMAL")
                    conn.execute("BEGIN IMMEDIATE")
                    done = self._index_rows(conn, work)
                    conn.execute("COMMIT")
                except sqlite3.Error as exc:
                    self._rollback()
                    raise StoreError(f"{self.path}: cannot index stored requests: {exc}") from exc
                finally:
                    if self.synchronous != "NORMAL":
                        try:
                            conn.execute(f"PRAGMA synchronous={self.synchronous}")
                        except sqlite3.Error:
                            logger.exception("cannot restore synchronous=%s", self.synchronous)
                self._forget_pending(rows[-1][0])
            self.indexed_requests += done
            return done

    def _forget_pending(self, up_to: int) -> None:
        """Drop this object's pending requests with an id up to ``up_to`` (indexed now, by us or another process;
        caller holds the write lock)."""
        pending, keys = self._pending, self._pending_keys
        while pending:
            request_id = next(iter(pending))
            if request_id > up_to:
                break
            self._pending_ns.pop(request_id, None)
            for key in pending.pop(request_id):
                if keys.get(key) == request_id:
                    del keys[key]
        if self._offered:
            with self._offer_lock:
                for request_id in [r for r in self._offered if r <= up_to]:
                    items = self._offered.pop(request_id)
                    if items is not None:
                        self._offered_spans -= len(items)

    def _catch_up(self) -> None:
        """Before reading the derived tables: index every acknowledged request (this object's, or another
        process's) that is not indexed yet, so the read sees every acknowledged span."""
        if self._pending or self._read("SELECT 1 FROM requests WHERE indexed = 0 LIMIT 1"):
            self.index_pending()

    def _index_loop(self) -> None:
        from memtrace_otel.collector.worker import lower_thread_priority

        lower_thread_priority(self._niceness)
        wait = 1.0
        while not self._closing:
            self._index_wake.wait(wait)
            self._index_wake.clear()
            wait = 1.0
            while self._pending and not self._closing:
                up_to, offer_wait = self._ready_up_to()
                if up_to is None:
                    wait = offer_wait  # waiting for the graph processor's rows (offer_items wakes us)
                    break
                try:
                    if not self.index_pending(up_to=up_to, max_requests=INDEX_BATCH):
                        break
                except StoreError:
                    logger.exception("background indexing failed; retrying")
                    self._index_wake.wait(0.5)
                    break

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
    def _fresh(self) -> None:
        self._catch_up()

    def iter_requests(self, after: int = 0) -> Iterator[tuple[int, bytes, set[tuple[str, str]]]]:
        last = after
        while True:
            self._catch_up()  # the keys each request owns come from the span rows
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
        self._catch_up()
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
        # a case is due case_delay after its request arrived: only requests that old must be indexed first
        newest = self._read("SELECT max(id) FROM requests WHERE indexed = 0 AND received_ns <= ?",
                            (now_ns - self._case_delay_ns,))[0][0]
        if newest is not None:
            self.index_pending(up_to=newest)
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
        self._catch_up()
        if state is None:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases ORDER BY received_ns LIMIT ?", (limit,))
        else:
            rows = self._read(f"SELECT {_CASE_COLUMNS} FROM cases WHERE state = ? ORDER BY received_ns LIMIT ?",
                              (state, limit))
        return [_case(row) for row in rows]

    # ----------------------------------------------------------------------------------------------------------
    def stats(self) -> StoreStats:
        self._catch_up()
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
        """Index what is pending (so the file is complete for any reader), stop the indexer, close."""
        self._closing = True
        self._index_wake.set()
        if self._indexer is not None:
            self._indexer.join(10.0)
            self._indexer = None
        if self._pending:
            try:
                self.index_pending()
            except StoreError:
                logger.exception("indexing at close failed; the next start indexes the rest")
        with self._write_lock, self._read_lock:
            for conn in (self._reader, self._writer):
                try:
                    conn.close()
                except sqlite3.Error:
                    pass
