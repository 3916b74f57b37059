"""Variable identity and versions, and who produced each version.

The registry is process-local. Producers in another process or an earlier run are found through the record's own
metadata: instrumentations store :func:`record_metadata` with a record when the store keeps metadata, and feed it back
with :func:`observe_from_metadata` when the record is read again.
"""

from __future__ import annotations

import itertools
import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from collections.abc import Mapping  # isinstance on typing.Mapping is slower
from typing import Any, Optional

from . import semconv as sc

PROCESS_ID = uuid.uuid4().hex[:12]
_seq = itertools.count(1)

# keys written into a memory record's metadata so a later reader (any process) can link to the writer
META_TRACE_ID = "memtrace_trace_id"
META_SPAN_ID = "memtrace_span_id"
META_VERSION = "memtrace_version"
META_HASH = "memtrace_hash"
META_KEYS = (META_TRACE_ID, META_SPAN_ID, META_VERSION, META_HASH)


def next_seq() -> int:
    """Per-process monotonic sequence number (itertools.count is atomic under the GIL)."""
    return next(_seq)


@dataclass(frozen=True)
class VersionState:
    version: int
    hash: str
    trace_id: str  # hex of the producing span ("" when unknown)
    span_id: str
    deleted: bool = False
    kind: str = ""


class VersionRegistry:
    """Latest version, hash and producing span of every variable id seen by this process (bounded LRU)."""

    def __init__(self, max_entries: int = 200_000):
        self._states: "OrderedDict[str, VersionState]" = OrderedDict()
        self._lock = threading.Lock()
        self._max = max_entries

    def current(self, var_id: str) -> Optional[VersionState]:
        with self._lock:
            state = self._states.get(var_id)
            if state is not None:
                self._states.move_to_end(var_id)
            return state

    def _put(self, var_id: str, state: VersionState) -> None:
        self._states[var_id] = state
        self._states.move_to_end(var_id)
        while len(self._states) > self._max:
            self._states.popitem(last=False)

    def write(self, var_id: str, hash_: str, trace_id: str, span_id: str, *, change: Optional[str] = None,
              version: Optional[int] = None, kind: str = "") -> tuple[int, str]:
        """Record that a span wrote ``var_id`` with content hash ``hash_``; return (version, resolved change).

        Without an explicit change: first sight -> create v1; same hash as latest -> unchanged; else update v+1.
        ``delete`` always makes a tombstone version v+1. ``derive`` behaves like create/update for derived values.
        """
        return self.write_after(var_id, hash_, trace_id, span_id, change=change, version=version, kind=kind,
                                touch=False)[:2]

    def write_after(self, var_id: str, hash_: str, trace_id: str, span_id: str, *, change: Optional[str] = None,
                    version: Optional[int] = None, kind: str = "", touch: bool = True
                    ) -> tuple[int, str, Optional[VersionState]]:
        """:meth:`write`, also returning the state it replaced: :meth:`current` then :meth:`write` in one lookup
        (``touch``: the entry counts as just used, as current() makes it)."""
        with self._lock:
            prev = self._states.get(var_id)
            if prev is not None and touch:
                self._states.move_to_end(var_id)
            if version is not None and version > 0:
                resolved = change or (sc.CHANGE_CREATE if prev is None else sc.CHANGE_UPDATE)
                self._put(var_id, VersionState(version, hash_, trace_id, span_id, resolved == sc.CHANGE_DELETE, kind))
                return version, resolved, prev
            if change == sc.CHANGE_DELETE:
                new_version = (prev.version + 1) if prev is not None else 1
                self._put(var_id, VersionState(new_version, hash_, trace_id, span_id, True, kind))
                return new_version, sc.CHANGE_DELETE, prev
            if prev is None or prev.deleted:
                new_version = 1 if prev is None else prev.version + 1
                resolved = change if change in (sc.CHANGE_DERIVE,) else sc.CHANGE_CREATE
                self._put(var_id, VersionState(new_version, hash_, trace_id, span_id, False, kind))
                return new_version, resolved, prev
            if prev.hash == hash_:
                return prev.version, sc.CHANGE_UNCHANGED, prev
            self._put(var_id, VersionState(prev.version + 1, hash_, trace_id, span_id, False, kind or prev.kind))
            return prev.version + 1, (sc.CHANGE_DERIVE if change == sc.CHANGE_DERIVE else sc.CHANGE_UPDATE), prev

    def observe(self, var_id: str, version: int, hash_: str, trace_id: str, span_id: str) -> None:
        """Seed knowledge from elsewhere (record metadata written by another process) unless we know newer."""
        with self._lock:
            prev = self._states.get(var_id)
            if prev is None or prev.version < version:
                self._put(var_id, VersionState(version, hash_, trace_id, span_id))

    def clear(self) -> None:
        with self._lock:
            self._states.clear()


REGISTRY = VersionRegistry()


def record_metadata(trace_id: str, span_id: str, version: int, hash_: str) -> dict:
    """Metadata to store with a memory record so any later reader can link to this writer."""
    return {META_TRACE_ID: trace_id, META_SPAN_ID: span_id, META_VERSION: int(version), META_HASH: hash_}


def producer_from_metadata(metadata: Any) -> Optional[VersionState]:
    if type(metadata) is not dict and not isinstance(metadata, Mapping):
        return None
    trace_id, span_id = metadata.get(META_TRACE_ID), metadata.get(META_SPAN_ID)
    if not trace_id or not span_id:
        return None
    try:
        version = int(metadata.get(META_VERSION) or 0)
    except (TypeError, ValueError):
        version = 0
    return VersionState(version, str(metadata.get(META_HASH) or ""), str(trace_id), str(span_id))


def observe_from_metadata(var_id: str, metadata: Any) -> Optional[VersionState]:
    state = producer_from_metadata(metadata)
    if state is not None and state.version > 0:
        REGISTRY.observe(var_id, state.version, state.hash, state.trace_id, state.span_id)
    return state


def scope_key(user_id: Any = None, agent_id: Any = None, run_id: Any = None, conversation_id: Any = None,
              store_id: Any = None) -> str:
    """Canonical scope string used for sharding and joining: "user=alice;agent=bot"."""
    parts = []
    for name, value in (("user", user_id), ("agent", agent_id), ("run", run_id), ("conversation", conversation_id),
                        ("store", store_id)):
        if value not in (None, ""):
            parts.append(f"{name}={value}")
    return ";".join(parts)


def node_id(var_id: str, version: int) -> str:
    return f"{var_id}@{version}"
