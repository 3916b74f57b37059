"""A memtrace collector's own store as an attribution source: ``postgresql://...`` (several collectors' shared
database) or ``sqlite:///path/spans.db``.

Failed cases come from the store's ``cases`` table (every failed outcome the collectors received, whatever its
attribution state); subgraphs from its indexes: the span keys of a trace, the spans that touched a variable, and the
request that holds each span (only those requests' bytes are decoded).
"""

from __future__ import annotations

from typing import Sequence

from ...span_record import SpanRecord
from . import CaseRef, TraceSource


class StoreSource(TraceSource):
    def __init__(self, url: str):
        self.url = url
        self._store = None

    def __getstate__(self) -> dict:
        return {"url": self.url, "_store": None, "lookback_ns": self.lookback_ns}

    def cache_key(self) -> str | None:
        return "store:" + self.url

    def describe(self) -> str:
        if self.url.startswith("sqlite://"):
            return self.url
        from ...collector.store.postgres import _redact

        return _redact(self.url)

    @property
    def store(self):
        if self._store is None:
            if self.url.startswith("sqlite://"):
                from ...collector.store.sqlite import SQLiteSpanStore

                import os

                path = self.url[len("sqlite://"):]
                if not os.path.isfile(path):
                    raise ValueError(f"{self.url}: no such store file")
                if not _is_sqlite_store(path):  # a reader must not turn another file into a store
                    raise ValueError(f"{self.url}: not a memtrace store (no meta table)")
                self._store = SQLiteSpanStore(path, synchronous="normal")
            else:
                from ...collector.store.postgres import PostgresSpanStore

                self._store = PostgresSpanStore(self.url, create=False)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    # ----------------------------------------------------------------------------------------------------------
    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        rows = [c for c in self.store.cases(limit=10_000_000)
                if c.received_ns >= since_ns and (until_ns is None or c.received_ns <= until_ns)]
        if not rows:
            return []
        # scope and time of each case: from the outcome span and the answer span rows
        scope_of: dict[tuple[str, str], tuple[str, int]] = {}
        keys = [(r.trace_id, r.span_id) for r in rows] + [(r.answer_trace_id, r.answer_span_id) for r in rows
                                                           if r.answer_trace_id]
        for key, scope, start in self._span_rows(keys):
            scope_of[key] = (scope, start)
        cases = []
        for r in rows:
            scope, start = scope_of.get((r.trace_id, r.span_id), ("", r.received_ns))
            if not scope and r.answer_trace_id:
                scope = scope_of.get((r.answer_trace_id, r.answer_span_id), ("", 0))[0]
            if not scope:
                scope = self._trace_scope(r.answer_trace_id or r.trace_id)
            cases.append(CaseRef(case_id=r.case_id or f"{r.trace_id}:{r.span_id}", trace_id=r.trace_id,
                                 span_id=r.span_id, time_ns=max(start, r.received_ns), scope_key=scope,
                                 answer_trace_id=r.answer_trace_id, answer_span_id=r.answer_span_id))
        cases.sort(key=lambda c: (c.time_ns, c.trace_id, c.span_id))
        return cases

    def _span_rows(self, keys: Sequence[tuple[str, str]]) -> list[tuple[tuple[str, str], str, int]]:
        store = self.store
        out = []
        if hasattr(store, "_reader") and getattr(store, "kind", "") == "postgres":
            rows = store._read("SELECT trace_id, span_id, scope_key, start_ns FROM spans s JOIN unnest(%s::text[], "
                               "%s::text[]) AS k(t, s) ON s.trace_id = k.t AND s.span_id = k.s",
                               ([k[0] for k in keys], [k[1] for k in keys]))
        else:
            rows = []
            for t, s in keys:
                rows += store._read("SELECT trace_id, span_id, scope_key, start_ns FROM spans WHERE trace_id = ? "
                                    "AND span_id = ?", (t, s))
        for t, s, scope, start in rows:
            out.append(((t, s), scope, int(start)))
        return out

    def _trace_scope(self, trace_id: str) -> str:
        placeholder = "%s" if getattr(self.store, "kind", "") == "postgres" else "?"
        rows = self.store._read(f"SELECT scope_key FROM spans WHERE trace_id = {placeholder} AND scope_key != '' "
                                "LIMIT 1", (trace_id,))
        return rows[0][0] if rows else ""

    def _records(self, keys: set[tuple[str, str]]) -> list[SpanRecord]:
        """The spans ``keys`` from the stored requests holding them: each request is parsed, and only the wanted
        spans are converted (a request holds a batch of an application's spans; a case needs a few)."""
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

        from ...graph.loaders.otlp_proto import attributes_to_dict, span_record

        by_request: dict[int, set[tuple[str, str]]] = {}
        for key, request_id in self.store.span_request_ids(sorted(keys)).items():
            by_request.setdefault(request_id, set()).add(key)
        out = []
        for request_id in sorted(by_request):
            stored = self.store.request(request_id)
            if stored is None:
                continue
            wanted = {(bytes.fromhex(t), bytes.fromhex(s)) for t, s in by_request[request_id]}
            request = ExportTraceServiceRequest.FromString(stored[0])
            for resource_spans in request.resource_spans:
                resource = None
                for scope_spans in resource_spans.scope_spans:
                    for span in scope_spans.spans:
                        if (span.trace_id, span.span_id) in wanted:
                            if resource is None:
                                resource = attributes_to_dict(resource_spans.resource.attributes)
                            out.append(span_record(span, resource, scope_spans.scope.name,
                                                   source=f"stored request {request_id}"))
        return out

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        keys = {key for t in trace_ids for key in self.store.trace_span_keys(t)}
        return [r for r in self._records(keys) if since_ns <= r.start_ns <= until_ns]

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        keys = {(h.trace_id, h.span_id) for v in var_ids for h in self.store.spans_touching(v)
                if since_ns <= h.start_ns <= until_ns}
        return self._records(keys)


def _is_sqlite_store(path: str) -> bool:
    """Does the file hold a memtrace store (its ``meta`` table), read without writing to it?"""
    import sqlite3
    from contextlib import closing

    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone() \
                is not None
    except sqlite3.Error:
        return False
