"""The graph processor: builds one live :class:`EvolutionGraph` from persisted requests, off the request path.

Like the Collector's batch processor it sits behind a queue: the store hands every committed request to
:meth:`GraphProcessor.committed` (in commit order, see ``SpanStore.append``), which only appends it to a bounded
in-memory queue; one background thread decodes the requests into spans and adds them to the graph. The store is the
source of truth: when the queue is full the request is not queued, and the thread later catches up by reading the
store from the last request it applied, as it does after a (re)start. So the graph always converges to the store's
content, in request-id order, whatever was dropped from the queue.

Queries wait for the graph to reach the store position current when they were asked (:meth:`sync`), with a
timeout, so everything acknowledged before a query is in the answer. Graph errors never fail ingestion: the spans
are already durable, they are counted and logged.
"""

from __future__ import annotations

import collections
import contextlib
import gc
import heapq
import itertools
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from memtrace_otel import semconv
from memtrace_otel.collector.store.base import CaseRow, SpanStore
from memtrace_otel.collector.worker import lower_thread_priority
from memtrace_otel.graph import EvolutionGraph, make_node_id
from memtrace_otel.graph.build import _scope_key as graph_scope_key
from memtrace_otel.graph.loaders.errors import TraceFormatError
from memtrace_otel.graph.loaders.otlp_proto import attributes_to_dict, span_record
from memtrace_otel.span_record import SpanRecord

logger = logging.getLogger(__name__)

DEFAULT_QUEUE_SIZE = 256  # requests
DEFAULT_QUEUE_BYTES = 64 * 1024 * 1024
DEFAULT_SYNC_TIMEOUT = 5.0  # seconds a query waits for the graph to catch up
CHUNK_SPANS = 64  # spans added to the graph per lock hold (about a millisecond)
_yield_cpu = getattr(os, "sched_yield", lambda: time.sleep(0))  # releases the GIL and the core


# What makes a span more than a parent pointer to the graph (EvolutionGraph.add_span): an op kind, an outcome or
# verdict name, or an evaluation event. Checked on the protobuf, a superset of the builder's own test.
_GRAPH_SPAN_NAMES = frozenset({semconv.OUTCOME_SPAN_NAME, semconv.RCA_SPAN_NAME, semconv.RCA_MARKER_SPAN_NAME})


def _graph_relevant(span: Any) -> bool:
    if span.name in _GRAPH_SPAN_NAMES:
        return True
    op_kind = semconv.MEMTRACE_OP_KIND
    for kv in span.attributes:
        if kv.key == op_kind:
            return True
    evaluation = semconv.GEN_AI_EVALUATION_RESULT_EVENT
    for event in span.events:
        if event.name == evaluation:
            return True
    return False


TRUNCATED_ATTRIBUTES = "memtrace.collector.truncated_attributes"  # keys the graph holds cut (the store has them whole)
DEFAULT_MAX_ATTRIBUTE_BYTES = 64 * 1024


def _cap_value(value: Any, limit: int) -> None:
    """Cut one AnyValue to about ``limit`` bytes, in place: a string or bytes keeps its start, anything else
    (array, kvlist) becomes a short string saying what it was."""
    which = value.WhichOneof("value")
    if which == "string_value":
        text = value.string_value
        value.string_value = text[:limit] + f"… [{len(text.encode('utf-8', 'surrogatepass'))} bytes, cut]"
    elif which == "bytes_value":
        value.bytes_value = value.bytes_value[:limit]
    else:
        value.string_value = f"[{which} of {value.ByteSize()} bytes, cut by the collector]"


def _cap_attributes(key_values: Any, limit: int, prefix: str, cut: list[str]) -> None:
    for kv in key_values:
        if kv.value.ByteSize() > limit:
            _cap_value(kv.value, limit)
            cut.append(prefix + kv.key)


def cap_span(span: Any, limit: int) -> list[str]:
    """Cut every attribute (span, event, link) and the name of a protobuf span to ``limit`` bytes, in place, for
    the graph: what a hostile or careless client sends in one attribute must not sit in memory for good (the
    store keeps the request bytes whole). Returns the keys cut ("event name/key" for event attributes)."""
    cut: list[str] = []
    if len(span.name) > limit:
        span.name = span.name[:limit] + "…"
        cut.append("name")
    _cap_attributes(span.attributes, limit, "", cut)
    for event in span.events:
        if event.ByteSize() > limit:
            if len(event.name) > limit:
                event.name = event.name[:limit] + "…"
            _cap_attributes(event.attributes, limit, f"{event.name}/", cut)
    for link in span.links:
        if link.ByteSize() > limit:
            _cap_attributes(link.attributes, limit, "link/", cut)
    if cut:
        kv = span.attributes.add()
        kv.key = TRUNCATED_ATTRIBUTES
        kv.value.array_value.values.extend(type(kv.value)(string_value=key[:256]) for key in cut[:64])
    return cut


def graph_records(request: ExportTraceServiceRequest, source: str = "<request>",
                  max_attribute_bytes: int = 0, only: set[tuple[bytes, bytes]] | None = None,
                  index: Any = None) -> Iterator[SpanRecord]:
    """The spans of a request as the graph needs them, in request order: memory operations, outcomes and verdicts
    decoded in full, every other span (HTTP, LLM, DB spans of the host app) only as ids, name and parent, which is
    all the graph keeps of it, without converting its attributes and events. With ``max_attribute_bytes``, larger
    attributes and names are cut first (:func:`cap_span`; ``request`` is modified). With ``only`` (raw
    ``(trace_id, span_id)`` bytes), just those spans are converted (a subgraph needs a few spans of a request).
    With ``index`` (``processors.index.RequestItems``, not with ``only``), the store's index rows of every span are
    collected on the way, from the full record or, for the other spans and before any cut, from the protobuf."""
    limit = max_attribute_bytes
    for ri, resource_spans in enumerate(request.resource_spans):
        resource = None
        for si, scope_spans in enumerate(resource_spans.scope_spans):
            scope_name = scope_spans.scope.name
            for pi, span in enumerate(scope_spans.spans):
                if only is not None and (span.trace_id, span.span_id) not in only:
                    continue
                if _graph_relevant(span):
                    if resource is None:
                        if limit and resource_spans.resource.ByteSize() > limit:
                            _cap_attributes(resource_spans.resource.attributes, limit, "", [])
                        resource = attributes_to_dict(resource_spans.resource.attributes)
                    if limit and span.ByteSize() > limit:
                        if index is not None:
                            index.from_span(span)  # before the cut: the store indexes the span whole
                        cap_span(span, limit)
                        yield span_record(span, resource, scope_name, source,
                                          f"resourceSpans[{ri}].scopeSpans[{si}].spans[{pi}]")
                        continue
                    record = span_record(span, resource, scope_name, source,
                                         f"resourceSpans[{ri}].scopeSpans[{si}].spans[{pi}]")
                    if index is not None:
                        index.from_record(record)
                    yield record
                else:
                    if index is not None:
                        index.from_span(span)
                    parent = span.parent_span_id
                    name = span.name
                    if limit and len(name) > limit:
                        name = name[:limit] + "…"
                    yield SpanRecord(trace_id=span.trace_id.hex(), span_id=span.span_id.hex(), name=name,
                                     parent_span_id=parent.hex() if parent and any(parent) else None)


@dataclass(frozen=True)
class Retention:
    """How much of the stored history the graph keeps (the store keeps everything). 0 = no limit.

    Memory operations, outcomes and verdicts are kept per memory scope (``memtrace.scope.key``, or the user / agent
    / run ids; spans without one form the scope ""): those received longer than ``max_age`` ago go, then the oldest
    past ``max_operations_per_scope`` in each scope, then the oldest past ``max_operations`` overall. Other spans
    (the host app's HTTP, LLM, DB spans: ids, name, parent) stay while a memory span of their trace stays, or for
    ``plain_grace`` after they arrived (a memory span of their trace may still come), and never past ``max_age``.
    Checked every ``check_interval`` by the graph thread; when something goes, the graph is rebuilt from the store
    with what stays (cost: decoding what stays), so queries and attribution see exactly the retained history."""

    max_age: float = 24 * 3600.0
    max_operations_per_scope: int = 10_000
    max_operations: int = 100_000
    check_interval: float = 60.0
    plain_grace: float = 300.0

    @property
    def enabled(self) -> bool:
        return bool(self.max_age or self.max_operations_per_scope or self.max_operations)


GRAPH_MODES = ("auto", "memory", "scoped")


def resolve_mode(mode: str, store: SpanStore) -> str:
    """Which graph processor a store gets: ``memory`` (this module: the whole graph in the process) or ``scoped``
    (``processors/scoped.py``: one memory scope at a time, read from the store). ``auto``: scoped when the store
    is shared by several collectors (PostgreSQL), memory on the embedded SQLite file."""
    if mode not in GRAPH_MODES:
        raise ValueError(f"graph mode must be one of {', '.join(GRAPH_MODES)}, got {mode!r}")
    if mode == "auto":
        return "scoped" if getattr(store, "kind", "") == "postgres" else "memory"
    return mode


NO_RETENTION = Retention(max_age=0, max_operations_per_scope=0, max_operations=0)
_PRUNE = object()


def owned_records(records: Iterable[SpanRecord], owned: Iterable[tuple[str, str]] | None) -> Iterator[SpanRecord]:
    """The spans a stored request owns (``owned`` None: all of them), each key once, in request order."""
    keep = None if owned is None else set(owned)
    seen: set[tuple[str, str]] = set()
    for rec in records:
        key = rec.key
        if key in seen or (keep is not None and key not in keep):
            continue
        seen.add(key)
        yield rec


class CaseView:
    """The graph a group of due cases is attributed on (``GraphProcessor.case_views``): look the outcome and its
    answer up, hand the graph to the engine, release it after the group (``with view:``)."""

    def failed_outcome(self, trace_id: str, span_id: str) -> Any | None:
        raise NotImplementedError

    def has_operation(self, op_id: str) -> bool:
        raise NotImplementedError

    def graph(self) -> EvolutionGraph:
        raise NotImplementedError

    def release(self) -> None:
        """Drop what the view holds (nothing for the live graph)."""

    def __enter__(self) -> "CaseView":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


class LiveCaseView(CaseView):
    """Cases on the in-memory graph: lookups wait for the graph to hold what was acknowledged (``sync``); the engine
    gets a snapshot copy, so the builder thread is not stalled while it runs."""

    def __init__(self, processor: "GraphProcessor"):
        self._processor = processor

    def failed_outcome(self, trace_id: str, span_id: str) -> Any | None:
        return self._processor.failed_outcome(trace_id, span_id)

    def has_operation(self, op_id: str) -> bool:
        return self._processor.has_operation(op_id)

    def graph(self) -> EvolutionGraph:
        return self._processor.snapshot(wait=False)


def trace_dict(g: EvolutionGraph, trace_id: str) -> dict[str, Any] | None:
    """The ops of one trace in ``g``, the variable versions they touch and its outcomes, as graph JSON."""
    ids = g.trace_ids(trace_id)
    if not ids:
        return None
    data = g.subgraph(ids).to_dict()
    data["span_parents"] = [p for p in data.get("span_parents", []) if p[0] == trace_id]
    return data


def lineage_dict(g: EvolutionGraph, var_id: str) -> dict[str, Any] | None:
    """Every version of one record in ``g`` with the ops that wrote and read each, as graph JSON."""
    nodes = [v.node_id for v in g.record_history(var_id)]
    placeholder = make_node_id(var_id, 0)
    if placeholder in g.variables:
        nodes.append(placeholder)
    if not nodes:
        return None
    ids: set[str] = set(nodes)
    for node_id in nodes:
        ids.update(op.op_id for op in g.writers(node_id))
        ids.update(op.op_id for op in g.consumers(node_id))
    data = g.subgraph(ids).to_dict()
    data["span_parents"] = []
    data["versions"] = nodes
    return data


class GraphProcessor:
    mode = "memory"  # the whole graph in this process; processors/scoped.py loads one scope at a time

    def __init__(self, queue_size: int = DEFAULT_QUEUE_SIZE, queue_bytes: int = DEFAULT_QUEUE_BYTES,
                 sync_timeout: float = DEFAULT_SYNC_TIMEOUT, freeze_gc: bool = True,
                 retention: Retention = NO_RETENTION, max_attribute_bytes: int = DEFAULT_MAX_ATTRIBUTE_BYTES) -> None:
        self._graph = EvolutionGraph()
        self.retention = retention
        self.max_attribute_bytes = max_attribute_bytes
        # what the graph holds, for retention: scope -> [(request id, received ns, trace id, span id)] of memory
        # spans, and the same for other spans, both in arrival order
        self._ledger: dict[str, collections.deque] = {}
        self._plain: collections.deque = collections.deque()
        self._next_prune = time.monotonic() + retention.check_interval
        self.prunes = 0
        self.pruned_spans = 0
        self._generation = 0  # bumped when retention swaps in a rebuilt graph (snapshots are keyed by it)
        self._lock = threading.RLock()  # the graph: the builder thread writes under it, queries read under it
        self.queue_size = max(1, queue_size)
        self.queue_bytes = queue_bytes
        self.sync_timeout = sync_timeout
        self.freeze_gc = freeze_gc
        self._next_collect_at = 0
        self.gc_full_collections = 0
        self._mu = threading.Lock()  # queue and positions
        self._work = threading.Condition(self._mu)
        self._progress = threading.Condition(self._mu)
        self._queue: collections.deque[tuple[int, bytes, frozenset | None, int]] = collections.deque()
        self._queued_bytes = 0
        self._catch_up = False  # requests were not queued (overflow, restart): read the store from _applied
        self._committed = 0  # newest request id the store committed
        self._applied = 0  # every request up to this id is in the graph
        self._store: SpanStore | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._snapshot: tuple[tuple[int, int], EvolutionGraph] | None = None
        self.errors = 0
        self._error_logged = False
        self.applied_spans = 0  # spans added from the queue or the store
        self.replayed_spans = 0  # of which read back from the store (start, overflow)
        self.rebuilt_spans = 0  # of which were stored before start()
        self._start_position = 0
        self.catch_ups = 0
        self.overflows = 0
        self.busy_cpu_s = 0.0  # CPU time the builder thread spent decoding and building (what acks do not pay)
        self.niceness = 0  # of the builder thread (GraphProcessorConfig.background_niceness)
        # Set (to the collector's decision_wait) to hand a write-ahead store the index rows of each request the
        # thread decodes (SpanStore.offer_items), so the store's indexer does not parse the request again.
        self.index_decision_wait: float | None = None
        self._request_items: Any = None  # processors.index.RequestItems while offering
        self.offered_requests = 0

    # ------------------------------------------------------------------------------------------------ lifecycle
    def start(self, store: SpanStore, rebuild: bool = True) -> None:
        """Begin following ``store``: replay what it holds (``rebuild``) in the background, then every commit."""
        last = store.last_request_id()
        if rebuild:
            with self._lock:
                self._graph = EvolutionGraph()
                self._snapshot = None
            self._ledger, self._plain = {}, collections.deque()
        self._next_prune = time.monotonic() + self.retention.check_interval
        with self._mu:
            self._store = store
            self._queue.clear()  # left from an earlier start: the store has it
            self._queued_bytes = 0
            self._next_collect_at = 0
            self._start_position = last if rebuild else 0
            self._committed = last
            self._applied = 0 if rebuild else last
            self._catch_up = rebuild and last > 0
            self._stopping = False
        self._request_items = None
        if self.index_decision_wait is not None and store.deferred_index:
            from memtrace_otel.collector.processors.index import RequestItems  # (index imports outcomes, graph)

            self._request_items = RequestItems
            store.expect_offers(True)
        self._thread = threading.Thread(target=self._run, name="memtrace-graph", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        with self._mu:
            self._stopping = True
            self._work.notify_all()
            self._progress.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        if self._request_items is not None and self._store is not None:
            self._store.expect_offers(False)
            self._request_items = None
        if self.freeze_gc:
            gc.unfreeze()  # back to the default policy for whatever the process does next

    def committed(self, request_id: int, body: bytes, owned: frozenset | None) -> None:
        """A request is durable (called by the store, in commit order): queue it for the builder thread."""
        with self._mu:
            self._committed = max(self._committed, request_id)
            if self._catch_up or len(self._queue) >= self.queue_size or (
                    self._queue and self._queued_bytes + len(body) > self.queue_bytes):
                if not self._catch_up:
                    self.overflows += 1
                self._catch_up = True  # it stays in the store; the thread reads it from there
            else:
                self._queue.append((request_id, body, owned, time.time_ns()))
                self._queued_bytes += len(body)
            self._work.notify()

    # ------------------------------------------------------------------------------------------------ builder
    def _prune_due(self) -> bool:
        return self.retention.enabled and time.monotonic() >= self._next_prune

    def _run(self) -> None:
        lower_thread_priority(self.niceness)
        while True:
            with self._mu:
                while not self._queue and not self._catch_up and not self._stopping and not self._prune_due():
                    self._work.wait(max(0.01, self._next_prune - time.monotonic()) if self.retention.enabled
                                    else None)
                if self._stopping:
                    return
                if self._catch_up:
                    self._catch_up = False
                    self._queue.clear()  # everything queued is in the store too
                    self._queued_bytes = 0
                    item = None
                elif self._queue:
                    item = self._queue.popleft()
                    self._queued_bytes -= len(item[1])
                    if item[0] <= self._applied:
                        continue
                else:
                    item = _PRUNE
            cpu = time.thread_time()
            try:
                if item is _PRUNE or (item is not None and self._prune_due()):
                    self.prune()
                if item is None:
                    self._read_store()
                elif item is not _PRUNE:
                    self._apply(*item)
            except Exception:  # the thread must survive a store hiccup; the store is read again later
                logger.exception("graph processor: applying stored requests failed; retrying from the store")
                with self._mu:
                    self._catch_up = True
                time.sleep(0.5)
            finally:
                self.busy_cpu_s += time.thread_time() - cpu

    def _read_store(self) -> None:
        assert self._store is not None
        self.catch_ups += 1
        while not self._stopping:
            start = self._applied
            for request_id, body, owned in self._store.iter_requests(after=start):
                if self._stopping:
                    return
                received = self._store.request_received_ns(request_id) if self.retention.enabled else None
                self._apply(request_id, body, owned, received or time.time_ns(), replay=True)
            if self._applied == start:
                return

    def _apply(self, request_id: int, body: bytes, owned: Iterable[tuple[str, str]] | None, received_ns: int = 0,
               replay: bool = False) -> None:
        applied = 0
        track = self.retention.enabled
        index = None
        if self._request_items is not None and not replay:  # (a replay read the store, which indexed first)
            indexed_at = self._store.offer_wanted(request_id) if self._store is not None else None
            if indexed_at is not None:
                index = self._request_items(indexed_at, self.index_decision_wait)
        try:
            request = ExportTraceServiceRequest.FromString(body)
            records = owned_records(graph_records(request, source=f"stored request {request_id}",
                                                  max_attribute_bytes=self.max_attribute_bytes, index=index), owned)
            while True:
                chunk = list(itertools.islice(records, CHUNK_SPANS))
                if not chunk:
                    break
                self._add(chunk, request_id)
                applied += len(chunk)
                if track:
                    self._remember(chunk, request_id, received_ns or time.time_ns())
                # Between chunks, let the receiver threads have the GIL (and, pinned to one core, the CPU): an
                # acknowledgement must not wait behind a whole request's worth of graph building.
                _yield_cpu()
            if index is not None and self._store is not None:  # every span decoded: the rows are complete
                self._store.offer_items(request_id, index.items)
                self.offered_requests += 1
        except (TraceFormatError, DecodeError, ValueError):
            logger.exception("stored request %d cannot be decoded; skipped in the graph after %d spans",
                             request_id, applied)
        if self.freeze_gc and applied:
            self._freeze_gc()
        with self._mu:
            if request_id > self._applied:
                self._applied = request_id
            self.applied_spans += applied
            if replay:
                self.replayed_spans += applied
                if request_id <= self._start_position:
                    self.rebuilt_spans += applied
            self._progress.notify_all()

    def _freeze_gc(self) -> None:
        """Keep the graph out of the cyclic garbage collector's full scans.

        The graph is long-lived and the builder creates no reference cycles, yet every full collection walks all of
        it; in a running collector full collections took up to a third of the CPU (benchmarks/collector_throughput.py).
        gc.freeze() (O(1)) moves every object tracked now to the permanent generation, which collections skip
        (objects are still freed by reference counting). Cyclic garbage of other threads caught in a freeze would
        stay, so after start() and then each time the graph doubled the processor thaws everything for one full
        collection: fewer full scans than the default policy, and no lasting leak."""
        if self.applied_spans >= self._next_collect_at:  # first time after start(): what was garbage before it
            gc.unfreeze()
            gc.collect()
            self._next_collect_at = 2 * self.applied_spans + 50_000
            self.gc_full_collections += 1
        gc.freeze()

    def _add(self, records: list[SpanRecord], request_id: int) -> None:
        with self._lock:
            try:
                self._graph.add_spans(records)
            except Exception:
                self.errors += 1
                if not self._error_logged:  # once: a systematic bug would flood the log at every request
                    logger.exception("evolution graph rejected spans of stored request %d (they are stored; later "
                                     "errors are counted in graph_errors)", request_id)
                    self._error_logged = True

    # ------------------------------------------------------------------------------------------------ retention
    def _remember(self, records: list[SpanRecord], request_id: int, received_ns: int) -> None:
        for rec in records:
            entry = (request_id, received_ns, rec.trace_id, rec.span_id)
            if rec.attributes or rec.events or rec.name in _GRAPH_SPAN_NAMES:  # decoded in full: a memory span
                scope = graph_scope_key(rec.attributes) or ""
                entries = self._ledger.get(scope)
                if entries is None:
                    entries = self._ledger[scope] = collections.deque()
                entries.append(entry)
            else:
                self._plain.append(entry)

    def retained(self) -> dict[str, int]:
        """Spans the graph holds per scope ("" for spans without one), and "(other spans)"."""
        out = {scope: len(entries) for scope, entries in self._ledger.items()}
        out["(other spans)"] = len(self._plain)
        return out

    def prune(self) -> int:
        """Apply the retention policy now (the graph thread does it every ``check_interval``); returns the number
        of spans the graph dropped. Call from the graph thread, or while it is stopped."""
        policy = self.retention
        self._next_prune = time.monotonic() + policy.check_interval
        if not policy.enabled:
            return 0
        now = time.time_ns()
        cutoff = now - int(policy.max_age * 1e9) if policy.max_age else None
        dropped = 0
        for scope in list(self._ledger):
            entries = self._ledger[scope]
            if cutoff is not None:
                while entries and entries[0][1] < cutoff:
                    entries.popleft()
                    dropped += 1
            if policy.max_operations_per_scope:
                while len(entries) > policy.max_operations_per_scope:
                    entries.popleft()
                    dropped += 1
            if not entries:
                del self._ledger[scope]
        if policy.max_operations:
            total = sum(len(entries) for entries in self._ledger.values())
            heads = [(entries[0][0], scope) for scope, entries in self._ledger.items()]
            heapq.heapify(heads)
            while total > policy.max_operations and heads:
                _, scope = heapq.heappop(heads)
                entries = self._ledger[scope]
                entries.popleft()
                dropped += 1
                total -= 1
                if entries:
                    heapq.heappush(heads, (entries[0][0], scope))
                else:
                    del self._ledger[scope]
        kept_traces = {entry[2] for entries in self._ledger.values() for entry in entries}
        grace = now - int(policy.plain_grace * 1e9)
        plain = collections.deque(entry for entry in self._plain
                                  if (cutoff is None or entry[1] >= cutoff)
                                  and (entry[2] in kept_traces or entry[1] >= grace))
        dropped += len(self._plain) - len(plain)
        self._plain = plain
        if dropped:
            self._rebuild()
            self.prunes += 1
            self.pruned_spans += dropped
        return dropped

    def _rebuild(self) -> None:
        """A new graph from the store holding exactly the spans the ledger keeps, then swapped in."""
        assert self._store is not None
        keys: dict[int, set[tuple[str, str]]] = collections.defaultdict(set)
        for entries in itertools.chain(self._ledger.values(), (self._plain,)):
            for request_id, _, trace_id, span_id in entries:
                keys[request_id].add((trace_id, span_id))
        graph = EvolutionGraph()
        for request_id in sorted(keys):
            stored = self._store.request(request_id)
            if stored is None:
                continue
            wanted = keys[request_id]
            try:
                request = ExportTraceServiceRequest.FromString(stored[0])
                records = [rec for rec in owned_records(graph_records(
                    request, source=f"stored request {request_id}", max_attribute_bytes=self.max_attribute_bytes),
                    wanted)]
                graph.add_spans(records)
            except Exception:
                self.errors += 1
                logger.exception("graph retention: stored request %d could not be re-read", request_id)
            _yield_cpu()
        with self._lock:
            self._graph = graph
            self._snapshot = None
            self._generation += 1
        if self.freeze_gc:  # the old graph sits in the permanent generation: collect once, then freeze the new one
            gc.unfreeze()
            gc.collect()
            self.gc_full_collections += 1
            self._next_collect_at = self.applied_spans + 2 * sum(len(k) for k in keys.values()) + 50_000
            gc.freeze()

    # ------------------------------------------------------------------------------------------------ positions
    def sync(self, timeout: float | None = None) -> bool:
        """Wait until the graph holds every request committed before this call; False on timeout."""
        timeout = self.sync_timeout if timeout is None else timeout
        with self._mu:
            target = self._committed
            if self._thread is None:
                return self._applied >= target
            return self._progress.wait_for(lambda: self._applied >= target or self._stopping, timeout) and \
                self._applied >= target

    def position(self) -> dict[str, int]:
        with self._mu:
            return {"committed_request": self._committed, "applied_request": self._applied,
                    "lag_requests": max(0, self._committed - self._applied), "queued_requests": len(self._queue),
                    "queued_bytes": self._queued_bytes, "applied_spans": self.applied_spans,
                    "replayed_spans": self.replayed_spans, "overflows": self.overflows,
                    "busy_cpu_s": round(self.busy_cpu_s, 6), "gc_full_collections": self.gc_full_collections,
                    "retention_prunes": self.prunes, "retention_pruned_spans": self.pruned_spans}

    @property
    def caught_up(self) -> bool:
        with self._mu:
            return self._applied >= self._committed

    @contextlib.contextmanager
    def reading(self, wait: bool = True) -> Iterator[EvolutionGraph]:
        """The live graph, locked against the builder thread for the duration of the block."""
        if wait:
            self.sync()
        with self._lock:
            yield self._graph

    def snapshot(self, wait: bool = True) -> EvolutionGraph:
        """A private copy of the whole graph that later ingestion does not change, for long readers (attribution).

        The builder thread pauses only while the copy is made; the copy is reused until the graph changes."""
        if wait:
            self.sync()
        with self._lock:
            with self._mu:
                applied = (self._applied, self._generation)
            cached = self._snapshot
            if cached is not None and cached[0] == applied:
                return cached[1]
            g = self._graph
            ids = set(g.operations)
            ids.update(g.variables)
            ids.update(o.op_id for o in g.outcomes())
            ids.update(v.op_id for v in g.verdicts())
            copy = g.subgraph(ids)
        self._snapshot = (applied, copy)
        return copy

    # ------------------------------------------------------------------------------------------------ attribution
    def case_views(self, cases: Sequence[CaseRow]) -> Iterator[tuple[list[CaseRow], "CaseView"]]:
        """Due cases with the graph to attribute them on (the attribution worker): here all of them on the live
        graph (a snapshot copy is made when an engine asks for the graph)."""
        if cases:
            yield list(cases), LiveCaseView(self)

    # ------------------------------------------------------------------------------------------------ queries
    # Every query first waits (up to sync_timeout) for what was acknowledged before it; wait=False reads as is.
    def failed_outcome(self, trace_id: str, span_id: str, wait: bool = True) -> Any | None:
        if wait:
            self.sync()
        with self._lock:
            for outcome in self._graph.failed_outcomes():
                if outcome.trace_id == trace_id and outcome.span_id == span_id:
                    return outcome
        return None

    def has_operation(self, op_id: str, wait: bool = True) -> bool:
        if wait:
            self.sync()
        with self._lock:
            return op_id in self._graph.operations

    def sizes(self, wait: bool = True) -> dict[str, int]:
        if wait:
            self.sync()
        with self._lock:
            g = self._graph
            return {"operations": len(g.operations), "variables": len(g.variables), "outcomes": len(g.outcomes())}

    def trace_graph(self, trace_id: str, wait: bool = True) -> dict[str, Any] | None:
        """Ops of one trace, the variable versions they touch and its outcomes, as graph JSON; None if unknown."""
        if wait:
            self.sync()
        with self._lock:
            return trace_dict(self._graph, trace_id)

    def lineage(self, var_id: str, wait: bool = True) -> dict[str, Any] | None:
        """Every version of one record with the ops that wrote and read each, as graph JSON; None if unknown."""
        if wait:
            self.sync()
        with self._lock:
            return lineage_dict(self._graph, var_id)

    @staticmethod
    def empty_dict() -> dict[str, Any]:
        return EvolutionGraph().to_dict()

