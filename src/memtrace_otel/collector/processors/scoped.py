"""The graph processor for a shared database: no whole graph in the process, one memory scope at a time.

    processors:
      memtrace_graph:
        mode: scoped        # auto (the default): scoped on PostgreSQL, memory on the SQLite file
        lookback: 720h      # how far before a case its lineage is searched

With several stateless collectors on one PostgreSQL database no collector receives every span, and holding every
scope's graph in every replica would grow with the whole database. In ``scoped`` mode the processor keeps nothing
between cases: when failed outcomes are due, the attribution worker groups them by memory scope
(``memtrace.scope.key`` of the outcome, else of its answer, else of its trace), and for each group
:meth:`ScopedGraphProcessor.case_views` pulls the group's lineage subgraph from the store (the cases' traces, then,
round by round, the spans that declared a version of a record read so far and their traces, bounded by the newest
case's time and ``lookback``: ``TraceSource.subgraph_spans``, the same pull ``memtrace attribute --source`` does),
builds an :class:`EvolutionGraph` of it, attributes the group's cases and drops it. Resident graph memory is one
scope's subgraph, whatever the number of scopes; any replica attributes any case, whichever replica received its
spans (the store is read after the other replicas' commits, and due cases are leased to one replica).

Graph queries (``/api/traces/{id}/graph``, ``/api/records/{var}/lineage``) read the store the same way: a trace's
spans plus the spans that touched the records they declared, or the spans that touched one record. Spans are
decoded as the in-memory processor decodes them (:func:`graph_records`: memory spans in full, attributes capped at
``max_attribute_bytes``, other spans as ids, name and parent), so the two modes build the same graph from the same
spans.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import Any, Iterable, Iterator, Sequence

from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from memtrace_otel.attribution.sources import DEFAULT_LOOKBACK, CaseRef, SubgraphStats, TraceSource
from memtrace_otel.collector.processors.graph import (
    DEFAULT_MAX_ATTRIBUTE_BYTES,
    GRAPH_MODES,
    CaseView,
    graph_records,
    lineage_dict,
    resolve_mode,
    trace_dict,
)
from memtrace_otel.collector.store.base import CaseRow, SpanStore, StoreError
from memtrace_otel.graph import EvolutionGraph
from memtrace_otel.graph.loaders.errors import TraceFormatError
from memtrace_otel.graph.model import split_node_id
from memtrace_otel.span_record import SpanRecord

logger = logging.getLogger(__name__)

__all__ = ["GRAPH_MODES", "LoadedCaseView", "ScopedGraphProcessor", "StoreSubgraphs", "graph_nodes", "resolve_mode"]

MAX_GROUP = 64  # cases of one scope attributed on one pulled subgraph
_END_OF_TIME = 2**63 - 1

# What a store needs for scoped reads (store/sql_reads.py gives both SQL stores these).
_STORE_READS = ("trace_span_rows", "var_span_rows", "span_row", "trace_scope_key", "request")


class StoreSubgraphs(TraceSource):
    """A :class:`TraceSource` over an open collector store: the span rows say which stored request owns each span,
    and only the wanted spans of those requests are decoded (with :func:`graph_records`)."""

    def __init__(self, store: SpanStore, max_attribute_bytes: int = DEFAULT_MAX_ATTRIBUTE_BYTES,
                 lookback: float = DEFAULT_LOOKBACK):
        missing = [name for name in _STORE_READS if not callable(getattr(store, name, None))]
        if missing:
            raise StoreError(f"the scoped graph mode needs a store with {', '.join(missing)} "
                             f"({type(store).__name__} has not); use mode: memory")
        self.store = store
        self.max_attribute_bytes = max_attribute_bytes
        self.lookback_ns = int(lookback * 1e9)
        self.decode_errors = 0
        self._local = threading.local()  # per thread: the request bodies of the pull under way (see pulling)

    def describe(self) -> str:
        return f"collector store ({getattr(self.store, 'kind', type(self.store).__name__)})"

    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        raise NotImplementedError("the collector takes its cases from the store's due cases (case_ref)")

    # ----------------------------------------------------------------------------------------------- decoding
    @contextlib.contextmanager
    def pulling(self) -> Iterator[None]:
        """One subgraph pull: each stored request is fetched once for all its rounds (a story's spans usually sit in
        one request), and the bodies are dropped at the end."""
        self._local.bodies = {}
        try:
            yield
        finally:
            self._local.bodies = None

    def _body(self, request_id: int) -> bytes | None:
        bodies = getattr(self._local, "bodies", None)
        if bodies is not None and request_id in bodies:
            return bodies[request_id]
        stored = self.store.request(request_id)
        body = stored[0] if stored is not None else None
        if bodies is not None:
            bodies[request_id] = body
        return body

    def records(self, by_request: dict[int, set[tuple[str, str]]]) -> list[SpanRecord]:
        """The wanted spans of each stored request, decoded as the graph decodes them, in request order."""
        out: list[SpanRecord] = []
        for request_id in sorted(by_request):
            body = self._body(request_id)
            if body is None:  # dropped by the store's retention since the span rows were read
                continue
            wanted = {(bytes.fromhex(t), bytes.fromhex(s)) for t, s in by_request[request_id]}
            try:
                request = ExportTraceServiceRequest.FromString(body)
                out.extend(graph_records(request, source=f"stored request {request_id}",
                                         max_attribute_bytes=self.max_attribute_bytes, only=wanted))
            except (TraceFormatError, DecodeError, ValueError):
                self.decode_errors += 1
                logger.exception("stored request %d cannot be decoded; its spans are left out of the subgraph",
                                 request_id)
        return out

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        by_request: dict[int, set[tuple[str, str]]] = {}
        for trace_id in trace_ids:
            for span_id, start_ns, request_id in self.store.trace_span_rows(trace_id):
                if since_ns <= start_ns <= until_ns:
                    by_request.setdefault(request_id, set()).add((trace_id, span_id))
        return self.records(by_request)

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        by_request: dict[int, set[tuple[str, str]]] = {}
        for var_id in var_ids:
            for trace_id, span_id, _start, request_id in self.store.var_span_rows(var_id, since_ns, until_ns):
                by_request.setdefault(request_id, set()).add((trace_id, span_id))
        return self.records(by_request)

    # ----------------------------------------------------------------------------------------------- cases
    def case_ref(self, case: CaseRow) -> CaseRef:
        """A due case with its memory scope and time: the outcome span's scope, else its answer's, else the first
        one of its trace (else the case is a scope of its own); its time is the later of the outcome's start and
        its arrival."""
        row = self.store.span_row(case.trace_id, case.span_id)
        scope, start = (row[0], row[1]) if row is not None else ("", 0)
        if not scope and case.answer_trace_id:
            answer = self.store.span_row(case.answer_trace_id, case.answer_span_id)
            scope = answer[0] if answer is not None else ""
        if not scope:
            scope = self.store.trace_scope_key(case.answer_trace_id or case.trace_id)
        return CaseRef(case_id=case.case_id or f"{case.trace_id}:{case.span_id}", trace_id=case.trace_id,
                       span_id=case.span_id, time_ns=max(start, case.received_ns), scope_key=scope,
                       answer_trace_id=case.answer_trace_id, answer_span_id=case.answer_span_id)


class LoadedCaseView(CaseView):
    """One scope's pulled subgraph; the processor counts it as resident until :meth:`release`."""

    def __init__(self, graph: EvolutionGraph, on_release: Any):
        self._graph: EvolutionGraph | None = graph
        self._outcomes = {(o.trace_id, o.span_id): o for o in graph.failed_outcomes()}
        self._on_release = on_release

    def failed_outcome(self, trace_id: str, span_id: str) -> Any | None:
        return self._outcomes.get((trace_id, span_id))

    def has_operation(self, op_id: str) -> bool:
        return self._graph is not None and op_id in self._graph.operations

    def graph(self) -> EvolutionGraph:
        if self._graph is None:
            raise RuntimeError("this scope's subgraph was released")
        return self._graph

    def release(self) -> None:
        if self._graph is not None:
            graph, self._graph = self._graph, None
            self._outcomes = {}
            self._on_release(graph)


def graph_nodes(graph: EvolutionGraph) -> int:
    """What a graph holds, in nodes: operations, variable versions and outcomes."""
    return len(graph.operations) + len(graph.variables) + len(graph.outcomes())


class ScopedGraphProcessor:
    """The collector's graph processor without a resident graph (see the module doc). It has the query methods of
    :class:`~memtrace_otel.collector.processors.graph.GraphProcessor` that the service, the query API and the
    attribution worker use; each reads what it needs from the store."""

    mode = "scoped"

    def __init__(self, max_attribute_bytes: int = DEFAULT_MAX_ATTRIBUTE_BYTES, lookback: float = DEFAULT_LOOKBACK,
                 max_group: int = MAX_GROUP, sync_timeout: float = 0.0):
        self.max_attribute_bytes = max_attribute_bytes
        self.lookback = lookback
        self.max_group = max(1, max_group)
        self.sync_timeout = sync_timeout  # unused: the store is read directly, there is nothing to catch up on
        self._source: StoreSubgraphs | None = None
        self._mu = threading.Lock()
        self._committed = 0
        self.errors = 0
        self.rebuilt_spans = 0  # nothing is replayed at start
        # what is held: graphs currently loaded (attribution groups, queries) and the most ever held at once
        self._held_nodes: dict[int, int] = {}  # id of a held graph -> its nodes
        self.resident_graphs = 0
        self.resident_nodes = 0
        self.peak_resident_nodes = 0
        self.scopes_loaded = 0  # subgraphs pulled for attribution
        self.spans_loaded = 0  # spans decoded into them
        self.queries = 0  # store statements issued by subgraph pulls

    # ------------------------------------------------------------------------------------------------ lifecycle
    def start(self, store: SpanStore, rebuild: bool = True) -> None:
        self._source = StoreSubgraphs(store, self.max_attribute_bytes, self.lookback)
        with self._mu:
            self._committed = store.last_request_id()

    def stop(self, timeout: float = 5.0) -> None:
        pass

    def committed(self, request_id: int, body: bytes, owned: frozenset | None) -> None:
        """A request is durable: nothing to build (the store is read when a scope is needed)."""
        with self._mu:
            self._committed = max(self._committed, request_id)

    def sync(self, timeout: float | None = None) -> bool:
        return True  # reads go to the store, which holds everything acknowledged

    @property
    def caught_up(self) -> bool:
        return True

    def position(self) -> dict[str, int]:
        with self._mu:
            return {"mode": self.mode, "committed_request": self._committed, "applied_request": self._committed,
                    "lag_requests": 0, "resident_graphs": self.resident_graphs,
                    "resident_nodes": self.resident_nodes, "peak_resident_nodes": self.peak_resident_nodes,
                    "scopes_loaded": self.scopes_loaded, "spans_loaded": self.spans_loaded,
                    "store_queries": self.queries}

    @property
    def source(self) -> StoreSubgraphs:
        if self._source is None:
            raise RuntimeError("the scoped graph processor is not started")
        return self._source

    # ------------------------------------------------------------------------------------------------ residency
    def _hold(self, graph: EvolutionGraph) -> EvolutionGraph:
        nodes = graph_nodes(graph)
        with self._mu:
            self._held_nodes[id(graph)] = nodes
            self.resident_graphs += 1
            self.resident_nodes += nodes
            self.peak_resident_nodes = max(self.peak_resident_nodes, self.resident_nodes)
        return graph

    def _release(self, graph: EvolutionGraph) -> None:
        with self._mu:
            nodes = self._held_nodes.pop(id(graph), None)
            if nodes is None:
                return
            self.resident_graphs -= 1
            self.resident_nodes -= nodes

    @contextlib.contextmanager
    def _held(self, records: Iterable[SpanRecord]) -> Iterator[EvolutionGraph]:
        graph = self._hold(self._build(records))
        try:
            yield graph
        finally:
            self._release(graph)

    def _build(self, records: Iterable[SpanRecord]) -> EvolutionGraph:
        graph = EvolutionGraph()
        try:
            graph.add_spans(records)
        except Exception:  # like the in-memory processor: counted and logged, the spans stay in the store
            self.errors += 1
            logger.exception("evolution graph rejected spans of a scope subgraph")
        return graph

    # ------------------------------------------------------------------------------------------------ attribution
    def case_views(self, cases: Sequence[CaseRow]) -> Iterator[tuple[list[CaseRow], CaseView]]:
        """Group due cases by memory scope; for each group pull its subgraph from the store, yield it, and drop it
        when the caller leaves the view (``with view:``) or asks for the next group."""
        source = self.source
        refs: dict[tuple[str, str], CaseRef] = {}
        groups: dict[str, list[CaseRow]] = {}
        for case in cases:
            ref = source.case_ref(case)
            refs[(case.trace_id, case.span_id)] = ref
            groups.setdefault(ref.scope_key or f"trace:{case.trace_id}", []).append(case)
        for scope, members in groups.items():
            for i in range(0, len(members), self.max_group):
                chunk = members[i:i + self.max_group]
                stats = SubgraphStats()
                with source.pulling():
                    spans = source.subgraph_spans([refs[(c.trace_id, c.span_id)] for c in chunk], stats)
                graph = self._hold(self._build(spans))
                with self._mu:
                    self.scopes_loaded += 1
                    self.spans_loaded += len(spans)
                    self.queries += stats.queries
                del spans
                view = LoadedCaseView(graph, self._release)
                del graph
                try:
                    yield chunk, view
                finally:
                    view.release()

    # ------------------------------------------------------------------------------------------------ queries
    def trace_graph(self, trace_id: str, wait: bool = True) -> dict[str, Any] | None:
        """One trace's ops, the versions they touch (with what their other writers and readers declared about
        them) and its outcomes, read from the store."""
        source = self.source
        with source.pulling():
            own = source.spans_of_traces([trace_id], 0, _END_OF_TIME)
            if not own:
                return None
            with self._held(own) as first:
                var_ids = sorted({split_node_id(e.node_id)[0] for op in first.operations.values()
                                  for e in (*op.inputs, *op.outputs)})
            others = source.spans_touching(var_ids, 0, _END_OF_TIME) if var_ids else []
        with self._held(own + others) as graph:
            return trace_dict(graph, trace_id)

    def lineage(self, var_id: str, wait: bool = True) -> dict[str, Any] | None:
        spans = self.source.spans_touching([var_id], 0, _END_OF_TIME)
        if not spans:
            return None
        with self._held(spans) as graph:
            return lineage_dict(graph, var_id)

    def sizes(self, wait: bool = True) -> dict[str, int]:
        """What the process holds now (the graphs being attributed or queried), not the store's content."""
        with self._mu:
            return {"mode": self.mode, "resident_graphs": self.resident_graphs, "resident_nodes": self.resident_nodes,
                    "peak_resident_nodes": self.peak_resident_nodes, "scopes_loaded": self.scopes_loaded}

    @contextlib.contextmanager
    def reading(self, wait: bool = True) -> Iterator[EvolutionGraph]:
        """No whole graph is held: an empty one (read a trace or a record with :meth:`trace_graph` / :meth:`lineage`)."""
        yield EvolutionGraph()

    @staticmethod
    def empty_dict() -> dict[str, Any]:
        return EvolutionGraph().to_dict()
