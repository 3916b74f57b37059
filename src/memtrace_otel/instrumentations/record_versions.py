"""The lineage rules every instrumentation applies to memory records, in one place: which version a write will make
(before the call, so the writer's trace context can travel in the record), and which version a read saw (so the read
links to the span that wrote exactly what it returned).

The version registry (:data:`memtrace_otel.lineage.REGISTRY`) knows what this process saw; the record's own metadata
(:func:`memtrace_otel.lineage.record_metadata`, written by instrumentations that can store it) knows writers in other
processes and earlier runs. A read this process cannot place is version 0: "the latest known", resolved by the graph
builder joining versions by variable id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

from .. import capture, lineage
from ..api import Operation


# ---------------------------------------------------------------------------------------------------- writes
@dataclass(frozen=True)
class PlannedWrite:
    """The version a write of ``hash`` will get and who will hold it: an unchanged write keeps the original writer
    (``inherited``), so later readers link to who really produced the content."""

    version: int
    hash: str
    trace_id: str
    span_id: str
    unchanged: bool = False
    inherited: bool = False

    def metadata(self) -> dict:
        return lineage.record_metadata(self.trace_id, self.span_id, self.version, self.hash)


def plan_write(var_id: str, hash_: str, trace_id: str, span_id: str) -> PlannedWrite:
    """The version a write of ``hash_`` to ``var_id`` by span (trace_id, span_id) will get, mirroring
    ``VersionRegistry.write``: first write v1, a write after a delete or of new content v(n+1), the same content
    unchanged."""
    prev = lineage.REGISTRY.current(var_id)
    if prev is None:
        return PlannedWrite(1, hash_, trace_id, span_id)
    if prev.deleted or prev.hash != hash_:
        return PlannedWrite(prev.version + 1, hash_, trace_id, span_id)
    if prev.trace_id:
        return PlannedWrite(prev.version, prev.hash, prev.trace_id, prev.span_id, unchanged=True, inherited=True)
    return PlannedWrite(prev.version, hash_, trace_id, span_id, unchanged=True)


def predict_write(var_id: str, hash_: str, trace_id: str, span_id: str) -> dict:
    """The lineage metadata a write of ``hash_`` to ``var_id`` will have (see :func:`plan_write`)."""
    return plan_write(var_id, hash_, trace_id, span_id).metadata()


def next_version(var_id: str) -> int:
    """The version an insert (always a new record version, whatever its content) makes."""
    prev = lineage.REGISTRY.current(var_id)
    return (prev.version + 1) if prev is not None else 1


def chained_hash(var_id: str, parts: Iterable[Any]) -> str:
    """The content hash of a version whose content we cannot read (a history over IO, an opaque memory block):
    the previous version's hash chained with what this write added."""
    prev = lineage.REGISTRY.current(var_id)
    return capture.content_hash([prev.hash if prev else "", *parts])


def exists(var_id: str) -> bool:
    """This process saw ``var_id`` written and not deleted since."""
    prev = lineage.REGISTRY.current(var_id)
    return prev is not None and not prev.deleted


def already_deleted(var_id: str) -> bool:
    prev = lineage.REGISTRY.current(var_id)
    return prev is not None and prev.deleted


def declare_deletes(op: Operation, var_ids: Iterable[str], kind: str) -> int:
    """A tombstone for each record still there (deleting a deleted record deletes nothing); how many."""
    count = 0
    for var_id in var_ids:
        if already_deleted(var_id):
            continue
        op.delete(var_id, kind=kind)
        count += 1
    return count


def observe_existing(var_id: str, content: Any, metadata: Any) -> None:
    """Seed the registry with a record read back before a write: its writer from metadata, else version 1 of what
    is stored (an existing record without our keys was written before instrumentation)."""
    if lineage.REGISTRY.current(var_id) is not None:
        return
    state = lineage.observe_from_metadata(var_id, metadata)
    if state is None or state.version <= 0:
        lineage.REGISTRY.observe(var_id, 1, capture.content_hash(content), "", "")


# ---------------------------------------------------------------------------------------------------- reads
def _same(stored: str, read: str) -> bool:
    return not read or not stored or stored == read


def version_read(var_id: str, hash_: str) -> Optional[int]:
    """The version a read of content ``hash_`` saw, from this process alone: the registry's when it is the content
    last written, 0 when it is not (written elsewhere: resolved later), None when ``var_id`` was never seen."""
    state = lineage.REGISTRY.current(var_id)
    if state is None:
        return None
    return state.version if state.hash == hash_ else 0


def read_state(var_id: str, hash_: str) -> tuple[Optional[int], Optional[lineage.VersionState]]:
    """:func:`version_read` and the registry's entry for ``var_id`` it looked at (None: never seen), for
    :meth:`~memtrace_otel.api.Operation.read_resolved`."""
    state = lineage.REGISTRY.current(var_id)
    if state is None:
        return None, None
    return (state.version if state.hash == hash_ else 0), state


def resolve_read(var_id: str, hash_: str, metadata: Any) -> tuple[int, Optional[tuple[str, str]]]:
    """(version, producer (trace_id, span_id)) of a record read back with its metadata: this process's latest
    version when the content matches it, else the version its metadata names when that matches, else (0, None)."""
    version, producer, _ = resolve_read_state(var_id, hash_, metadata)
    return version, producer


def resolve_read_state(var_id: str, hash_: str, metadata: Any
                       ) -> tuple[int, Optional[tuple[str, str]], Optional[lineage.VersionState]]:
    """:func:`resolve_read` and the registry's entry for ``var_id`` it looked at (after the metadata's writer was
    observed), for :meth:`~memtrace_otel.api.Operation.read_resolved`."""
    meta_state = lineage.observe_from_metadata(var_id, metadata) if metadata is not None else None
    state = lineage.REGISTRY.current(var_id)
    if state is not None and not state.deleted and _same(state.hash, hash_):
        return state.version, ((state.trace_id, state.span_id) if state.trace_id else None), state
    if meta_state is not None and _same(meta_state.hash, hash_):
        return meta_state.version, (meta_state.trace_id, meta_state.span_id), state
    return 0, None, state


def read_from_metadata(var_id: str, hash_: Optional[str],
                       metadata: Any) -> tuple[Optional[int], Optional[tuple[str, str]]]:
    """(version, producer) named by the record's own metadata when its stored hash matches the content read, else
    (None, None): the registry resolves it when the read is declared."""
    state = lineage.observe_from_metadata(var_id, metadata)
    if hash_ and state is not None and state.version > 0 and _same(state.hash, hash_):
        return state.version, (state.trace_id, state.span_id)
    return None, None
