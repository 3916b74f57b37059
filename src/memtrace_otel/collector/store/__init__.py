"""Durable span storage: the abstract :class:`SpanStore` and its embedded SQLite implementation."""

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

__all__ = [
    "CASE_DONE", "CASE_ERROR", "CASE_PENDING", "AppendResult", "CaseRow", "IndexedSpan", "QueueItem", "SpanItem",
    "SpanStore", "StoreError", "VarRef", "SQLiteSpanStore",
]
