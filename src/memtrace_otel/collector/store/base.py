"""The durable store behind the collector: what it must keep so nothing acknowledged is lost.

A receiver answers a client only after :meth:`SpanStore.append_request` returned, so everything in an acknowledged
request is in the store: the request bytes (forwarded unchanged and replayed into the graph on restart) and the
forwarding queue of every exporter, with duplicate spans (same trace_id, span_id as a stored one) recognised and left
out. Derived from the request bytes are one row per span keyed by (trace_id, span_id), index rows for the variables
each span touched (lineage of a record across traces) and failed-outcome cases awaiting attribution. A store either
writes those in the acknowledged transaction (PostgreSQL, and :meth:`SpanStore.append`) or, with
``deferred_index`` (SQLite), derives them after the acknowledgement from the stored bytes in a background thread
(write-ahead): every read of them first indexes whatever acknowledged request is not indexed yet, and a restart
indexes what a crash left unindexed, so readers see the same rows either way.
"""

from __future__ import annotations

import abc
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator, NamedTuple, Sequence

from memtrace_otel import semconv
from memtrace_otel.span_record import SpanRecord

if TYPE_CHECKING:
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

CASE_PENDING = "pending"  # waiting for decision_wait, or for an attribution engine to be installed
CASE_DONE = "done"
CASE_ERROR = "error"  # the attribution callable raised; the message is kept
CASE_STATES = (CASE_PENDING, CASE_DONE, CASE_ERROR)


class StoreError(RuntimeError):
    """The store could not persist or read; receivers answer "unavailable, retry later"."""


class OutageLog:
    """What a background loop logs while the store is down: the first failure as a warning, then at most one
    "still failing" line per ``every`` seconds (a loop polling every 0.5 s must not write a traceback each time),
    and one line when a read works again."""

    def __init__(self, logger: Any, what: str, every: float = 60.0):
        self.logger, self.what, self.every = logger, what, every
        self._since: float | None = None
        self._last = 0.0

    def failed(self, exc: BaseException) -> None:
        now = time.monotonic()
        if self._since is None:
            self._since, self._last = now, now
            self.logger.warning("%s: %s (retrying; logged again at most every %.0f s)", self.what, exc, self.every)
        elif now - self._last >= self.every:
            self._last = now
            self.logger.warning("%s: still failing after %.0f s: %s", self.what, now - self._since, exc)

    def ok(self) -> None:
        if self._since is not None:
            self.logger.warning("%s: works again after %.0f s", self.what, time.monotonic() - self._since)
            self._since = None


class VarRef(NamedTuple):
    """One variable version a span declared (``variables_codec.index_rows``: an entry of ``memtrace.inputs`` /
    ``outputs``, or a v1 ``memtrace.variable`` event). A tuple: built per span per request."""

    var_id: str
    version: int
    role: str  # input | output
    change: str = ""  # outputs: create | update | delete | unchanged | derive
    relation: str = ""  # inputs: reads | derived_from | updates | ...


@dataclass
class CaseRow:
    """A failed outcome awaiting (or having had) attribution."""

    trace_id: str
    span_id: str
    case_id: str
    received_ns: int
    due_ns: int
    state: str = CASE_PENDING
    answer_trace_id: str = ""
    answer_span_id: str = ""
    result: dict[str, Any] | None = None
    error: str = ""
    attempts: int = 0
    updated_ns: int = 0


@dataclass(slots=True)
class SpanItem:
    """What the store keeps of one span besides the request bytes: the columns it indexes, the variable versions the
    span declared and its failed-outcome case. Read straight from protobuf fields on the request path
    (``processors/index.py``); the full span is decoded later, off the request path, by the graph processor."""

    trace_id: str
    span_id: str
    name: str
    start_ns: int
    op_kind: str = ""
    scope_key: str = ""
    var_refs: Sequence[VarRef] = ()
    case: CaseRow | None = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.trace_id, self.span_id)

    @classmethod
    def from_record(cls, record: SpanRecord, var_refs: Sequence[VarRef] = (), case: CaseRow | None = None
                    ) -> "SpanItem":
        attrs = record.attributes
        return cls(record.trace_id, record.span_id, record.name, int(record.start_ns),
                   str(attrs.get(semconv.MEMTRACE_OP_KIND, "")), str(attrs.get(semconv.MEMTRACE_SCOPE_KEY, "")),
                   var_refs, case)


# Called by SpanStore.append after a commit, with (request id, request bytes, owned span keys or None = every span
# of the request), while the store still serialises writers: callbacks see requests in request-id order.
CommitCallback = Callable[[int, bytes, "frozenset[tuple[str, str]] | None"], None]

# The index rows of a stored request: (the decoded request, its received_ns) -> one SpanItem per span, in request order
# (``processors/index.py``: items_from_request with the collector's decision_wait).
Deriver = Callable[["ExportTraceServiceRequest", int], Sequence[SpanItem]]
DEFAULT_DECISION_WAIT = 10.0  # seconds; what a store opened outside a collector derives cases with


def default_deriver(request: "ExportTraceServiceRequest", received_ns: int) -> Sequence[SpanItem]:
    from memtrace_otel.collector.processors.index import items_from_request

    return items_from_request(request, received_ns, DEFAULT_DECISION_WAIT)


@dataclass(frozen=True)
class AppendResult:
    request_id: int | None  # None when every span was a duplicate (nothing new stored or queued)
    accepted: int  # new spans stored
    duplicates: int  # spans already stored (same trace_id, span_id), ignored
    new_keys: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class QueueItem:
    id: int
    exporter: str
    request_id: int
    body: bytes
    attempts: int
    enqueued_ns: int
    span_count: int = 0


@dataclass(frozen=True)
class IndexedSpan:
    """A span that touched a variable, from the variable index."""

    trace_id: str
    span_id: str
    name: str
    start_ns: int
    op_kind: str
    var_id: str
    version: int
    role: str
    change: str
    relation: str


@dataclass
class StoreStats:
    spans: int = 0
    requests: int = 0
    size_bytes: int = 0
    queue_depth: dict[str, int] = field(default_factory=dict)
    cases: dict[str, int] = field(default_factory=dict)


class SpanStore(abc.ABC):
    """Thread-safe durable storage. Every method may raise :class:`StoreError`."""

    deferred_index = False  # True: append_request leaves the index rows to index_pending (write-ahead)
    _derive: Deriver | None = None

    def attach(self, derive: Deriver | None = None, niceness: int = 0, case_delay: float = 0.0) -> None:
        """Install how index rows are derived from a stored request (with the collector's decision_wait,
        ``case_delay``); a store that defers indexing then indexes what a crash left unindexed and starts indexing
        in a background thread at ``niceness``."""
        self._derive = derive

    def derive_items(self, request: "ExportTraceServiceRequest", received_ns: int) -> Sequence[SpanItem]:
        return (self._derive or default_deriver)(request, received_ns)

    def append_request(self, body: bytes, request: "ExportTraceServiceRequest", keys: Sequence[tuple[str, str]],
                       exporters: Sequence[str], now_ns: int, on_commit: CommitCallback | None = None
                       ) -> AppendResult:
        """Persist one accepted request (``body``, decoded as ``request``, whose spans have the ``keys``, in request
        order) durably and queue it for ``exporters``; idempotent per span, like :meth:`append`.

        This default indexes in the same transaction (:meth:`derive_items`, then :meth:`append`); a store with
        ``deferred_index`` commits the bytes and the duplicate check only and derives the rest later."""
        return self.append(body, self.derive_items(request, now_ns), exporters, now_ns, span_count=len(keys),
                           on_commit=on_commit)

    def index_pending(self, up_to: int | None = None, max_requests: int = 0) -> int:
        """Index acknowledged requests not indexed yet (with an id up to ``up_to``, at most ``max_requests`` of
        them, 0 = all); returns how many this call indexed. Nothing to do for a store that indexes on append."""
        return 0

    def pending_index(self) -> int:
        """Acknowledged spans this store object has not indexed yet."""
        return 0

    # -- index rows offered by whoever decodes the request anyway (the graph processor), write-ahead stores only
    def expect_offers(self, expected: bool) -> None:
        """Someone (the graph processor) will offer the index rows of the requests this store acknowledges
        (:meth:`offer_items`): a background indexer may wait a little for them instead of parsing the request."""

    def offer_wanted(self, request_id: int) -> int | None:
        """The received_ns to derive a request's index rows with, if this store would take them from
        :meth:`offer_items` (acknowledged here and not indexed yet); None: do not bother."""
        return None

    def offer_items(self, request_id: int, items: Sequence[SpanItem]) -> None:
        """The index rows of an acknowledged request, one per span in request order, exactly what
        :meth:`derive_items` gives for it (``processors/index.py``), derived from a decode made anyway."""

    @abc.abstractmethod
    def append(self, body: bytes, items: Sequence[SpanItem], exporters: Sequence[str], now_ns: int,
               span_count: int | None = None, on_commit: CommitCallback | None = None) -> AppendResult:
        """Persist one accepted request atomically and queue it for ``exporters``; idempotent per span.

        ``body`` is the request to forward (``span_count`` spans in it, default ``len(items)``). ``on_commit`` is
        called after the commit, in commit order (see :data:`CommitCallback`); its errors are logged, not raised."""

    # -- replay / queries
    @abc.abstractmethod
    def iter_requests(self, after: int = 0) -> Iterator[tuple[int, bytes, set[tuple[str, str]]]]:
        """Stored requests with an id above ``after``, in arrival order, with the span keys each one owns (first
        writer wins)."""

    def request_received_ns(self, request_id: int) -> int | None:
        """When a stored request was received (epoch ns), None if the store does not know."""
        return None

    def request(self, request_id: int) -> tuple[bytes, int] | None:
        """(body, received_ns) of one stored request, None if unknown (the graph's retention rebuild reads it)."""
        for rid, body, _ in self.iter_requests(after=request_id - 1):
            return (body, 0) if rid == request_id else None
        return None

    @abc.abstractmethod
    def last_request_id(self) -> int:
        """The id of the newest stored request (0 when empty): the store position the graph catches up to."""

    @abc.abstractmethod
    def trace_span_keys(self, trace_id: str) -> list[tuple[str, str]]:
        """Keys of the stored spans of one trace."""

    @abc.abstractmethod
    def spans_touching(self, var_id: str) -> list[IndexedSpan]:
        """Every stored span that declared a version of ``var_id``, in start-time order, across traces."""

    @abc.abstractmethod
    def has_span(self, trace_id: str, span_id: str) -> bool: ...

    def span_request_ids(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        """The id of the stored request holding each of ``keys`` (unknown keys are left out): lets a reader decode
        just the requests a subgraph needs. This default scans every request; stores override it with an index."""
        wanted, found = set(keys), {}
        for request_id, _body, owned in self.iter_requests():
            for key in owned & wanted:
                found[key] = request_id
            if len(found) == len(wanted):
                break
        return found

    # -- forwarding queue
    @abc.abstractmethod
    def queue_next(self, exporter: str, limit: int = 1) -> list[QueueItem]: ...

    @abc.abstractmethod
    def queue_remove(self, item_ids: Sequence[int]) -> None:
        """Delivered (or given up on): remove from the queue."""

    @abc.abstractmethod
    def queue_depth(self, exporter: str | None = None) -> int: ...

    @abc.abstractmethod
    def queue_failed(self, item_id: int, error: str) -> None:
        """Count a failed attempt on an item that stays queued."""

    # -- failed cases
    @abc.abstractmethod
    def due_cases(self, now_ns: int, limit: int = 100) -> list[CaseRow]:
        """Pending cases whose decision_wait has passed."""

    @abc.abstractmethod
    def update_case(self, trace_id: str, span_id: str, state: str, result: dict[str, Any] | None, error: str,
                    now_ns: int, due_ns: int | None = None) -> None: ...

    @abc.abstractmethod
    def case_counts(self) -> dict[str, int]: ...

    @abc.abstractmethod
    def cases(self, state: str | None = None, limit: int = 1000) -> list[CaseRow]: ...

    # -- health
    @abc.abstractmethod
    def stats(self) -> StoreStats: ...

    @abc.abstractmethod
    def size_bytes(self) -> int: ...

    @abc.abstractmethod
    def close(self) -> None: ...
