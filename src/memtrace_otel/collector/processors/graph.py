"""The graph processor: feeds accepted spans into one live :class:`EvolutionGraph` and answers queries on it.

The graph lives in memory; the store is the source of truth, so on start the graph is rebuilt by replaying every
stored request (each span once: the request that first stored it owns it). Graph errors never fail ingestion:
the spans are already durable, they are counted and logged.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import Any, Iterator, Sequence

from memtrace_otel.collector.store.base import SpanStore
from memtrace_otel.graph import EvolutionGraph, make_node_id
from memtrace_otel.graph.loaders.errors import TraceFormatError
from memtrace_otel.graph.loaders.otlp_proto import records_from_proto_bytes
from memtrace_otel.span_record import SpanRecord

logger = logging.getLogger(__name__)


class GraphProcessor:
    def __init__(self) -> None:
        self._graph = EvolutionGraph()
        self._lock = threading.RLock()
        self.errors = 0
        self._error_logged = False

    def consume(self, records: Sequence[SpanRecord]) -> int:
        """Add spans; returns how many became new graph elements."""
        with self._lock:
            try:
                return self._graph.add_spans(records)
            except Exception:
                self.errors += 1
                if not self._error_logged:  # once: a systematic bug would flood the log at every request
                    logger.exception("evolution graph rejected a batch of spans (they are stored; later errors "
                                     "are counted in graph_errors)")
                    self._error_logged = True
                return 0

    def rebuild(self, store: SpanStore) -> int:
        """Replay the store into a fresh graph; returns the number of spans replayed."""
        graph = EvolutionGraph()
        replayed = 0
        for request_id, body, owned in store.iter_requests():
            try:
                records = records_from_proto_bytes(body, source=f"{store!r} request {request_id}")
            except TraceFormatError:
                logger.exception("stored request %d cannot be decoded; skipped in the graph", request_id)
                continue
            mine = [r for r in records if r.key in owned]
            try:
                graph.add_spans(mine)
            except Exception:
                self.errors += 1
                logger.exception("evolution graph rejected stored request %d", request_id)
            replayed += len(mine)
        with self._lock:
            self._graph = graph
        return replayed

    @contextlib.contextmanager
    def reading(self) -> Iterator[EvolutionGraph]:
        """The live graph, locked against ingestion for the duration of the block."""
        with self._lock:
            yield self._graph

    # ------------------------------------------------------------------------------------------------ queries
    def failed_outcome(self, trace_id: str, span_id: str) -> Any | None:
        with self._lock:
            for outcome in self._graph.failed_outcomes():
                if outcome.trace_id == trace_id and outcome.span_id == span_id:
                    return outcome
        return None

    def has_operation(self, op_id: str) -> bool:
        with self._lock:
            return op_id in self._graph.operations

    def sizes(self) -> dict[str, int]:
        with self._lock:
            g = self._graph
            return {"operations": len(g.operations), "variables": len(g.variables), "outcomes": len(g.outcomes())}

    def trace_graph(self, trace_id: str) -> dict[str, Any] | None:
        """Ops of one trace, the variable versions they touch and its outcomes, as graph JSON; None if unknown."""
        with self._lock:
            ids = self._graph.trace_ids(trace_id)
            if not ids:
                return None
            data = self._graph.subgraph(ids).to_dict()
        data["span_parents"] = [p for p in data.get("span_parents", []) if p[0] == trace_id]
        return data

    def lineage(self, var_id: str) -> dict[str, Any] | None:
        """Every version of one record with the ops that wrote and read each, as graph JSON; None if unknown."""
        with self._lock:
            g = self._graph
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

    @staticmethod
    def empty_dict() -> dict[str, Any]:
        return EvolutionGraph().to_dict()
