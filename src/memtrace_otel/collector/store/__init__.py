"""Durable span storage: the abstract :class:`SpanStore`, its embedded SQLite implementation (the default) and a
PostgreSQL one for several collectors sharing one database (``store/postgres.py``, needs the ``postgres`` extra)."""

from memtrace_otel.collector.store.base import (
    CASE_DONE,
    CASE_ERROR,
    CASE_PENDING,
    AppendResult,
    CaseRow,
    IndexedSpan,
    QueueItem,
    SpanItem,
    SpanStore,
    StoreError,
    VarRef,
)
from memtrace_otel.collector.store.sqlite import SQLiteSpanStore



def open_store(config) -> SpanStore:
    """The store a :class:`~memtrace_otel.collector.config.StoreConfig` names: PostgreSQL when ``dsn`` is set, else
    the SQLite file at ``path``."""
    if getattr(config, "dsn", ""):
        from memtrace_otel.collector.store.postgres import PostgresSpanStore

        return PostgresSpanStore(config.dsn, lease=config.lease, retention=config.retention)
    return SQLiteSpanStore(config.path, config.synchronous, config.busy_timeout)


__all__ = [
    "open_store", "CASE_DONE", "CASE_ERROR", "CASE_PENDING", "AppendResult", "CaseRow", "IndexedSpan", "QueueItem", "SpanItem",
    "SpanStore", "StoreError", "VarRef", "SQLiteSpanStore",
]
