"""The read-only query API, served on the OTLP/HTTP receiver's port under ``/api/``.

    GET /api/health                      liveness + store reachability
    GET /api/metrics                     counters, queue depth, store size, cases by state
    GET /api/traces/{trace_id}/graph     evolution-graph JSON of the ops of one trace and the versions they touch
    GET /api/records/{var_id}/lineage    every version of a record, who wrote/read it, and the indexed spans
    GET /api/cases[?state=pending]       failed cases with attribution state and result

``var_id`` contains ``:`` and may contain ``/``: percent-encode it (``urllib.parse.quote(var_id, safe="")``).
The graph is built off the request path: graph queries first wait (up to ``sync_timeout``) until it holds every
request acknowledged before the query; ``graph_complete`` is false when that wait timed out. In the scoped graph mode
(the default on PostgreSQL, ``processors/scoped.py``) they read the trace or the record from the store instead.
"""

from __future__ import annotations

import dataclasses
import re
import time
from typing import Any
from urllib.parse import unquote

from memtrace_otel.collector.store.base import CASE_STATES, StoreError

# the running Collector (collector.service) is passed in; it is not imported here, so service -> api/telemetry is
# the only direction between them
Collector = Any

_TRACE_ID = re.compile(r"^[0-9a-f]{32}$")


class QueryAPI:
    def __init__(self, collector: "Collector"):
        self.collector = collector

    def get(self, raw_path: str, query: dict[str, list[str]]) -> tuple[int, Any]:
        """Route one GET; ``raw_path`` still percent-encoded. Returns (HTTP status, JSON payload)."""
        parts = [unquote(p) for p in raw_path.strip("/").split("/")]
        try:
            if parts == ["api", "health"]:
                return self.health()
            if parts == ["api", "metrics"]:
                return 200, self.collector.metrics()
            if len(parts) == 4 and parts[:2] == ["api", "traces"] and parts[3] == "graph":
                return self.trace_graph(parts[2].lower())
            if len(parts) == 4 and parts[:2] == ["api", "records"] and parts[3] == "lineage":
                return self.lineage(parts[2])
            if parts == ["api", "cases"]:
                return self.cases((query.get("state") or [None])[0])
        except StoreError as exc:
            return 503, {"error": f"store unavailable: {exc}"}
        return 404, {"error": f"no such endpoint: {raw_path}", "endpoints": [
            "/api/health", "/api/metrics", "/api/traces/{trace_id}/graph", "/api/records/{var_id}/lineage",
            "/api/cases"]}

    def health(self) -> tuple[int, Any]:
        c = self.collector
        try:
            c.store.queue_depth()
            store_ok = True
        except StoreError:
            store_ok = False
        # unauthenticated: the kind of store, never its path on disk
        payload = {"status": "ok" if store_ok else "degraded", "store": getattr(c.store, "kind", type(c.store).__name__),
                   "store_ok": store_ok,
                   "uptime_s": round(time.monotonic() - c.started_monotonic, 3) if c.started_monotonic else 0.0,
                   "graph_rebuilt_spans": c.graph.rebuilt_spans, "graph_caught_up": c.graph.caught_up}
        return (200 if store_ok else 503), payload

    def trace_graph(self, trace_id: str) -> tuple[int, Any]:
        if not _TRACE_ID.match(trace_id):
            return 400, {"error": f"trace id must be 32 hex characters, got {trace_id!r}"}
        complete = self.collector.graph.sync()
        graph = self.collector.graph.trace_graph(trace_id, wait=False)
        stored = self.collector.store.trace_span_keys(trace_id)
        if graph is None and not stored:
            return 404, {"error": f"trace {trace_id} not found"}
        return 200, {"trace_id": trace_id, "stored_spans": len(stored), "graph_complete": complete,
                     "graph": graph if graph is not None else self.collector.graph.empty_dict()}

    def lineage(self, var_id: str) -> tuple[int, Any]:
        complete = self.collector.graph.sync()
        spans = self.collector.store.spans_touching(var_id)
        graph = self.collector.graph.lineage(var_id, wait=False)
        if graph is None and not spans:
            return 404, {"error": f"no span touched record {var_id!r}"}
        return 200, {"var_id": var_id, "traces": sorted({s.trace_id for s in spans}), "graph_complete": complete,
                     "spans": [dataclasses.asdict(s) for s in spans],
                     "graph": graph if graph is not None else self.collector.graph.empty_dict()}

    def cases(self, state: str | None) -> tuple[int, Any]:
        if state is not None and state not in CASE_STATES:
            return 400, {"error": f"state must be one of {', '.join(CASE_STATES)}, got {state!r}"}
        rows = self.collector.store.cases(state)
        return 200, {"cases": [dataclasses.asdict(r) for r in rows], "counts": self.collector.case_counts(),
                     "attribution_engine_available": self.collector.attribution_available()}
