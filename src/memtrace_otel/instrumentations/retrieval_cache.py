"""What retrieve operations returned, per trace, so a later prompt that carries those records can link to them.

Process-local and bounded (traces LRU, entries per trace capped). It holds record text in memory only to recognise
it inside a prompt; nothing here is exported. Any retrieve instrumentation may call :func:`remember`.
"""

from __future__ import annotations

import itertools
import threading
from collections import OrderedDict
from typing import NamedTuple, Optional

MAX_TRACES = 256
MAX_ENTRIES_PER_TRACE = 200


class Retrieved(NamedTuple):  # immutable, and built for every record a read returns: a tuple is cheaper
    var_id: str
    version: int
    hash: str
    text: str  # "" when unknown: then only an exact hash match can find it
    trace_id: str  # the retrieve span that returned it
    span_id: str
    kind: str = "memory_record"


class RetrievalCache:
    def __init__(self, max_traces: int = MAX_TRACES, max_entries: int = MAX_ENTRIES_PER_TRACE):
        self._traces: "OrderedDict[str, OrderedDict[str, Retrieved]]" = OrderedDict()
        self._lock = threading.Lock()
        self._max_traces = max_traces
        self._max_entries = max_entries

    def remember(self, item: Retrieved) -> None:
        self.remember_all([item], item.trace_id)

    def remember_all(self, items: list, trace_id: str) -> None:
        """:meth:`remember` of each item (all of ``trace_id``), in order, under one lock."""
        if not trace_id or not items:
            return
        with self._lock:
            entries = self._traces.get(trace_id)
            if entries is None:
                entries = self._traces[trace_id] = OrderedDict()
            self._traces.move_to_end(trace_id)
            for item in items:
                entries[item.var_id] = item  # the latest retrieval of a record wins
                entries.move_to_end(item.var_id)
            while len(entries) > self._max_entries:
                entries.popitem(last=False)
            while len(self._traces) > self._max_traces:
                self._traces.popitem(last=False)

    def entries(self, trace_id: str) -> list[Retrieved]:
        with self._lock:
            found = self._traces.get(trace_id)
            return list(found.values()) if found else []

    def latest_trace(self) -> str:
        with self._lock:
            return next(reversed(self._traces), "") if self._traces else ""

    def recent_traces(self, n: int) -> list[str]:
        """The ``n`` traces with the most recent retrievals, the latest first."""
        with self._lock:
            return list(itertools.islice(reversed(self._traces), n))

    def clear(self) -> None:
        with self._lock:
            self._traces.clear()


CACHE = RetrievalCache()


def remember(var_id: str, version: int, hash_: str, text: Optional[str], trace_id: str, span_id: str,
             kind: str = "memory_record") -> None:
    CACHE.remember(Retrieved(var_id, int(version or 0), hash_ or "", text or "", trace_id, span_id, kind))


def remember_all(records: list, trace_id: str, span_id: str, kind: str = "memory_record") -> None:
    """:func:`remember` of each ``(var_id, version, hash, text)`` in ``records``, all read by one span."""
    if trace_id:
        CACHE.remember_all([Retrieved(var_id, int(version or 0), hash_ or "", text or "", trace_id, span_id, kind)
                            for var_id, version, hash_, text in records], trace_id)


RECENT_TRACES = 8  # retrievals without a parent span searched for a model call that has none either


def in_prompt(trace_id: str, prompt_text: str) -> list[Retrieved]:
    """The records retrieved earlier in ``trace_id`` whose text appears in ``prompt_text``.

    Without a trace (the model call has no parent span) the traces of the :data:`RECENT_TRACES` most recent
    retrievals are searched, the latest first (a record found in several counts once, as its latest read): retrieve
    and answer calls made back to back with no enclosing span still connect, however many searches the app ran to
    build its prompt.
    """
    if not prompt_text:
        return []
    if trace_id:
        return [item for item in CACHE.entries(trace_id) if item.text and item.text in prompt_text]
    found: dict = {}
    for recent in CACHE.recent_traces(RECENT_TRACES):
        for item in CACHE.entries(recent):
            if item.var_id not in found and item.text and item.text in prompt_text:
                found[item.var_id] = item
    return list(found.values())
