"""The collector service: wires receivers -> pipeline (store, graph, outcomes) -> exporters from a config.

    from memtrace_otel.collector import Collector, default_config
    from memtrace_otel.collector.config import HttpReceiverConfig, StoreConfig

    collector = Collector(default_config(http=HttpReceiverConfig(endpoint="127.0.0.1:0"), grpc=None,
                                         store=StoreConfig(path="spans.db")))
    collector.start()
    ...  # OTLP to http://127.0.0.1:{collector.http_port}/v1/traces; queries under /api/
    collector.stop()

Start order: open the store (SQLite: index what a crash left unindexed, ``store/sqlite.py``), start the graph processor (in memory: it replays the store in its own thread, then
follows every commit; scoped, the default on PostgreSQL: it holds nothing and reads one memory scope at a time from
the store when cases are due or queried, ``processors/scoped.py``), start exporters (they drain what was queued before a restart), the attribution worker, then the receivers.
Stop order is the reverse, so nothing is accepted that cannot be stored.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import time
from typing import Any, Callable

from memtrace_otel.collector.api import QueryAPI
from memtrace_otel.collector.config import CollectorConfig, default_config
from memtrace_otel.collector.exporters import make_sender
from memtrace_otel.collector.exporters.queue import QueuedRetryExporter
from memtrace_otel.collector.pipeline import TracesPipeline
from memtrace_otel.collector.processors.graph import GraphProcessor, resolve_mode
from memtrace_otel.collector.processors.index import items_from_request
from memtrace_otel.collector.processors.outcomes import AttributeFn, AttributionWorker, resolve_attribution
from memtrace_otel.collector.processors.verdicts import VerdictWriter
from memtrace_otel.collector.receivers.otlp_grpc import OtlpGrpcReceiver
from memtrace_otel.collector.receivers.otlp_http import OtlpHttpReceiver
from memtrace_otel.collector.store.base import SpanStore, StoreError
from memtrace_otel.collector.store import open_store
from memtrace_otel.collector.telemetry import Counters, install_metrics, make_meter_provider

logger = logging.getLogger(__name__)


class Collector:
    """One collector process. ``start()`` / ``stop()``; ``http_port`` / ``grpc_port`` after start."""

    def __init__(self, config: CollectorConfig | None = None, *, attribute: AttributeFn | None = None,
                 meter_provider: Any | None = None, store: SpanStore | None = None):
        self.config = config or default_config()
        self._attribute = attribute
        self._meter_provider = meter_provider
        self._owns_meter_provider = False
        self._store_override = store
        self.counters = Counters()
        self.graph = GraphProcessor(queue_size=self.config.graph.queue_size,
                                    sync_timeout=self.config.graph.sync_timeout,
                                    retention=self.config.graph.retention,
                                    max_attribute_bytes=self.config.graph.max_attribute_bytes)
        self.store: SpanStore | None = None
        self.exporters: list[QueuedRetryExporter] = []
        self.worker: AttributionWorker | None = None
        self.verdicts: VerdictWriter | None = None
        self.http: OtlpHttpReceiver | None = None
        self.grpc: OtlpGrpcReceiver | None = None
        self.started_monotonic = 0.0
        self._running = False

    # ------------------------------------------------------------------------------------------------ lifecycle
    def start(self) -> "Collector":
        if self._running:
            return self
        cfg = self.config
        self.store = self._store_override or open_store(cfg.store)
        try:
            # how index rows are derived from a stored request; a write-ahead store (SQLite) indexes here what a
            # crash left unindexed, then indexes in the background
            self.store.attach(functools.partial(items_from_request, decision_wait=cfg.graph.decision_wait),
                              niceness=cfg.graph.background_niceness, case_delay=cfg.graph.decision_wait)
            self.graph = self._graph_processor(self.store)
            self.graph.start(self.store, rebuild=cfg.graph.rebuild_on_start)
            for exp_cfg in cfg.exporters:
                exporter = QueuedRetryExporter(
                    exp_cfg.name, self.store, make_sender(exp_cfg), exp_cfg.retry_on_failure,
                    on_forwarded=lambda n: self.counters.add("spans_forwarded", n),
                    on_dropped=lambda n: self.counters.add("spans_dropped", n),
                    on_failure=lambda e: self.counters.add("export_failures"),
                )
                exporter.start()
                self.exporters.append(exporter)
            pipeline = TracesPipeline(self.store, self.graph, self.counters, [e.name for e in cfg.exporters],
                                      cfg.graph.decision_wait, on_stored=self._on_stored)
            load = (lambda: self._attribute) if self._attribute is not None else resolve_attribution(
                cfg.graph.attribution)
            self.verdicts = VerdictWriter(pipeline.consume) if cfg.graph.write_verdicts else None
            self.worker = AttributionWorker(self.store, self.graph, load, poll_interval=cfg.graph.poll_interval,
                                            on_result=self._on_result)
            self.worker.start()
            if cfg.http is not None:
                self.http = OtlpHttpReceiver(cfg.http, pipeline, self.counters, QueryAPI(self))
                self.http.start()
            if cfg.grpc is not None:
                self.grpc = OtlpGrpcReceiver(cfg.grpc, pipeline, self.counters)
                self.grpc.start()
            if self._meter_provider is None:
                self._meter_provider = make_meter_provider(cfg.metrics)
                self._owns_meter_provider = self._meter_provider is not None
            if self._meter_provider is not None:
                install_metrics(self._meter_provider, self)
        except BaseException:
            self._running = True
            self.stop()
            raise
        self.started_monotonic = time.monotonic()
        self._running = True
        return self

    def _graph_processor(self, store: SpanStore) -> Any:
        """The whole graph in memory, or one memory scope at a time read from the store (``graph.mode``; ``auto``:
        scoped on PostgreSQL, where replicas share the database, memory on the SQLite file)."""
        cfg = self.config.graph
        if resolve_mode(cfg.mode, store) == "scoped":
            from memtrace_otel.collector.processors.scoped import ScopedGraphProcessor

            if not isinstance(self.graph, ScopedGraphProcessor):
                self.graph = ScopedGraphProcessor(max_attribute_bytes=cfg.max_attribute_bytes, lookback=cfg.lookback)
            self.graph.max_attribute_bytes, self.graph.lookback = cfg.max_attribute_bytes, cfg.lookback
            return self.graph
        if not isinstance(self.graph, GraphProcessor):
            self.graph = GraphProcessor()
        self.graph.queue_size, self.graph.sync_timeout = cfg.queue_size, cfg.sync_timeout
        self.graph.freeze_gc = cfg.freeze_gc
        self.graph.niceness = cfg.background_niceness
        self.graph.retention, self.graph.max_attribute_bytes = cfg.retention, cfg.max_attribute_bytes
        # the graph thread hands the store the index rows of what it decodes, derived as the store's deriver
        # (items_from_request with this decision_wait, installed in start()) would
        self.graph.index_decision_wait = cfg.decision_wait
        return self.graph

    def stop(self) -> None:
        if not self._running:
            return
        self._running = False
        for receiver in (self.grpc, self.http):
            if receiver is not None:
                try:
                    receiver.stop()
                except Exception:
                    logger.exception("stopping a receiver failed")
        if self.worker is not None:
            self.worker.stop()
        if self.verdicts is not None:
            self.verdicts.shutdown()
        self.graph.stop()
        for exporter in self.exporters:
            exporter.stop()
        if self._owns_meter_provider and self._meter_provider is not None:
            self._meter_provider.shutdown()
        if self.store is not None and self._store_override is None:
            self.store.close()
        self.grpc = self.http = None
        self.worker = None
        self.verdicts = None
        self.exporters = []

    def __enter__(self) -> "Collector":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def http_port(self) -> int | None:
        return self.http.port if self.http is not None else None

    @property
    def grpc_port(self) -> int | None:
        return self.grpc.port if self.grpc is not None else None

    @property
    def http_url(self) -> str | None:
        """Base URL of the OTLP/HTTP receiver and query API (``…/v1/traces``, ``…/api/``)."""
        if self.http is None:
            return None
        host = self.config.http.endpoint.rpartition(":")[0].strip("[]") if self.config.http else "127.0.0.1"
        if host in ("", "0.0.0.0", "::"):
            host = "127.0.0.1"
        return f"{self.http.scheme}://{host}:{self.http.port}"

    # ------------------------------------------------------------------------------------------------ state
    @property
    def rebuilt_spans(self) -> int:
        """Spans replayed from the store into the graph at start (waits for the replay, up to sync_timeout)."""
        self.graph.sync()
        return self.graph.rebuilt_spans

    def _on_stored(self, has_cases: bool) -> None:
        for exporter in self.exporters:
            exporter.notify()
        if has_cases and self.worker is not None:
            self.worker.notify()

    def queue_depths(self) -> dict[str, int]:
        assert self.store is not None
        return {e.name: self.store.queue_depth(e.name) for e in self.config.exporters}

    def case_counts(self) -> dict[str, int]:
        assert self.store is not None
        counts = {"pending": 0, "done": 0, "error": 0}
        counts.update(self.store.case_counts())
        return counts

    def _on_result(self, result: Any, graph: Any = None) -> None:
        """A case was attributed (on ``graph``): count it by failure mode, then write its verdict spans
        (write_verdicts)."""
        try:
            self._count_failure(result, graph)
        except Exception:  # a metric must never cost the verdict
            logger.exception("counting an attributed failure failed")
        if self.verdicts is not None:
            self.verdicts.write(result)

    def _count_failure(self, result: Any, graph: Any = None) -> None:
        get = result.get if isinstance(result, dict) else (lambda key, default=None: getattr(result, key, default))
        error_type = get("error_type")
        if not error_type:
            return  # a custom attribution callable's result without a verdict
        op_name, op_kind, system = get("op_name") or "", "", ""
        with (contextlib.nullcontext(graph) if graph is not None else self.graph.reading(wait=False)) as graph:
            for op_id in (get("op_id"), get("answer_op_id")):
                op = graph.operations.get(op_id) if op_id else None
                if op is None:
                    continue
                if op_id == get("op_id"):
                    op_name, op_kind = op_name or op.op_name, op.kind or ""
                system = system or op.system or ""
        self.counters.attributed_failure(str(error_type), str(op_name), str(op_kind), str(system))

    def attribution_available(self) -> bool | None:
        return self.worker.engine_available if self.worker is not None else None

    def metrics(self) -> dict[str, Any]:
        """Everything /api/metrics serves."""
        assert self.store is not None
        data = self.counters.snapshot()
        try:
            depths = self.queue_depths()
            data["queue_depth"] = sum(depths.values())
            data["queue_depth_by_exporter"] = depths
            data["store_size_bytes"] = self.store.size_bytes()
            data["cases"] = self.case_counts()
        except StoreError as exc:
            data["store_error"] = str(exc)
        data["cases_pending"] = data.get("cases", {}).get("pending", 0)
        data["cases_done"] = data.get("cases", {}).get("done", 0)
        data["graph"] = self.graph.sizes()  # like every graph query: complete for what was acknowledged before
        data["graph_position"] = self.graph.position()
        data["graph_errors"] = self.graph.errors
        data["exporters"] = {e.name: {"last_error": e.last_error} for e in self.exporters}
        return data

    def attribute_due_now(self) -> int:
        """Run one attribution pass over due cases right away (tests, the demo); returns cases finished."""
        assert self.worker is not None
        return self.worker.run_due(time.time_ns())

    def wait_until(self, predicate: Callable[[], bool], timeout: float = 10.0, interval: float = 0.05) -> bool:
        """Poll ``predicate`` until true or ``timeout`` seconds passed (tests and the demo)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return True
            time.sleep(interval)
        return predicate()
