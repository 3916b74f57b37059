"""The reads and small writes both SQL stores (SQLite, PostgreSQL) run with the same SQL: written once here with
``?`` placeholders, which a store whose driver uses another style (``%s``) rewrites through :attr:`PARAM`."""

from __future__ import annotations

from memtrace_otel.collector.store.base import IndexedSpan


class SqlReads:
    PARAM = "?"  # the driver's placeholder
    ROW_ORDER = "v.rowid"  # the column that orders index rows in insertion order

    def _q(self, sql: str) -> str:
        return sql if self.PARAM == "?" else sql.replace("?", self.PARAM)

    def _fresh(self) -> None:
        """Before a read of the derived tables (spans, var_index, cases): a write-ahead store indexes what is
        acknowledged and not indexed yet."""

    def request_received_ns(self, request_id: int) -> int | None:
        rows = self._read(self._q("SELECT received_ns FROM requests WHERE id = ?"), (request_id,))
        return rows[0][0] if rows else None

    def request(self, request_id: int) -> tuple[bytes, int] | None:
        rows = self._read(self._q("SELECT body, received_ns FROM requests WHERE id = ?"), (request_id,))
        return (bytes(rows[0][0]), rows[0][1]) if rows else None

    def last_request_id(self) -> int:
        return self._read("SELECT coalesce(max(id), 0) FROM requests")[0][0]

    def trace_span_keys(self, trace_id: str) -> list[tuple[str, str]]:
        self._fresh()
        return [(t, s) for t, s in self._read(
            self._q("SELECT trace_id, span_id FROM spans WHERE trace_id = ? ORDER BY start_ns, span_id"), (trace_id,))]

    def spans_touching(self, var_id: str) -> list[IndexedSpan]:
        self._fresh()
        rows = self._read(self._q(
            "SELECT v.trace_id, v.span_id, s.name, s.start_ns, s.op_kind, v.var_id, v.version, v.role, v.change, "
            "v.relation FROM var_index v JOIN spans s ON s.trace_id = v.trace_id AND s.span_id = v.span_id "
            f"WHERE v.var_id = ? ORDER BY s.start_ns, v.trace_id, v.span_id, {self.ROW_ORDER}"), (var_id,))
        return [IndexedSpan(*row) for row in rows]

    # -- one memory scope at a time (collector/processors/scoped.py): span rows with the request that owns each
    def trace_span_rows(self, trace_id: str) -> list[tuple[str, int, int]]:
        """(span_id, start_ns, request_id) of every stored span of one trace, in start order."""
        self._fresh()
        return [(s, int(t), int(r)) for s, t, r in self._read(self._q(
            "SELECT span_id, start_ns, request_id FROM spans WHERE trace_id = ? ORDER BY start_ns, span_id"),
            (trace_id,))]

    def var_span_rows(self, var_id: str, since_ns: int, until_ns: int) -> list[tuple[str, str, int, int]]:
        """(trace_id, span_id, start_ns, request_id) of the spans that declared a version of ``var_id`` and started
        in [since_ns, until_ns], each once, in start order."""
        self._fresh()
        return [(t, s, int(st), int(r)) for t, s, st, r in self._read(self._q(
            "SELECT DISTINCT s.trace_id, s.span_id, s.start_ns, s.request_id FROM var_index v JOIN spans s "
            "ON s.trace_id = v.trace_id AND s.span_id = v.span_id WHERE v.var_id = ? AND s.start_ns >= ? "
            "AND s.start_ns <= ? ORDER BY s.start_ns, s.trace_id, s.span_id"), (var_id, since_ns, until_ns))]

    def span_row(self, trace_id: str, span_id: str) -> tuple[str, int, int] | None:
        """(scope_key, start_ns, request_id) of one stored span, None if unknown."""
        self._fresh()
        rows = self._read(self._q("SELECT scope_key, start_ns, request_id FROM spans WHERE trace_id = ? AND "
                                  "span_id = ?"), (trace_id, span_id))
        return (rows[0][0], int(rows[0][1]), int(rows[0][2])) if rows else None

    def trace_scope_key(self, trace_id: str) -> str:
        """The memory scope of the first span of a trace that has one ("" if none does)."""
        self._fresh()
        rows = self._read(self._q("SELECT scope_key FROM spans WHERE trace_id = ? AND scope_key <> '' "
                                  "ORDER BY start_ns LIMIT 1"), (trace_id,))
        return rows[0][0] if rows else ""

    def has_span(self, trace_id: str, span_id: str) -> bool:
        self._fresh()
        return bool(self._read(self._q("SELECT 1 FROM spans WHERE trace_id = ? AND span_id = ?"), (trace_id, span_id)))

    def queue_failed(self, item_id: int, error: str) -> None:
        self._write(self._q("UPDATE queue SET attempts = attempts + 1, last_error = ? WHERE id = ?"),
                    (error[:1000], item_id))

    def queue_depth(self, exporter: str | None = None) -> int:
        if exporter is None:
            return self._read("SELECT count(*) FROM queue")[0][0]
        return self._read(self._q("SELECT count(*) FROM queue WHERE exporter = ?"), (exporter,))[0][0]

    def case_counts(self) -> dict[str, int]:
        self._fresh()
        return {state: n for state, n in self._read("SELECT state, count(*) FROM cases GROUP BY state")}
