"""Failed outcomes -> attribution, after a decision window for late spans (like tail_sampling's decision_wait).

A failed ``memtrace.outcome`` span becomes a durable case row (written with the span, in the same transaction) due
``decision_wait`` seconds after it arrived: spans of the failing run often arrive later than the outcome (batching,
several processes). The worker then calls the attribution callable ``attribute(graph, outcome) -> dict`` on a
snapshot of the graph (complete for everything acknowledged before the case was due; no lock held while it runs),
or, in the scoped mode (``processors/scoped.py``), on the subgraph of the case's memory scope pulled from the store,
and stores its result. With no attribution engine installed, cases stay ``pending`` and are retried at the next
tick.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
import threading
import time
from typing import Any, Callable, Iterable, Mapping

from memtrace_otel import semconv
from memtrace_otel.collector.processors.graph import CaseView, GraphProcessor
from memtrace_otel.collector.worker import BackgroundWorker
from memtrace_otel.collector.store.base import (CASE_DONE, CASE_ERROR, CASE_PENDING, CaseRow, OutageLog,
                                                SpanStore, StoreError)
from memtrace_otel.span_record import SpanRecord

logger = logging.getLogger(__name__)

AttributeFn = Callable[[Any, Any], dict]

# A case whose outcome (or answer) span is not in the graph yet is re-checked this many times, one poll apart,
# before it is marked as an error (or attributed without the answer span).
MAX_GRAPH_MISSES = 5


def _outcome_label(attrs: Mapping[str, Any], evaluation_events: Iterable[Mapping[str, Any]]) -> str | None:
    status = attrs.get(semconv.OUTCOME_STATUS)
    if status is not None:
        return str(status)
    for ev in evaluation_events:
        if ev.get(semconv.GEN_AI_EVALUATION_NAME) == semconv.OUTCOME_EVALUATION_NAME:
            label = ev.get(semconv.GEN_AI_EVALUATION_SCORE_LABEL)
            return str(label) if label is not None else None
    return None


def case_from_fields(trace_id: str, span_id: str, name: str, attrs: Mapping[str, Any],
                     evaluation_events: Iterable[Mapping[str, Any]], now_ns: int,
                     decision_wait: float) -> CaseRow | None:
    """A case row when the span is a failed outcome, else None; ``evaluation_events`` are the attributes of its
    ``gen_ai.evaluation.result`` events."""
    if name != semconv.OUTCOME_SPAN_NAME or _outcome_label(attrs, evaluation_events) != semconv.OUTCOME_FAILED:
        return None
    return CaseRow(
        trace_id=trace_id,
        span_id=span_id,
        case_id=str(attrs.get(semconv.OUTCOME_CASE_ID) or f"{trace_id}:{span_id}"),
        received_ns=now_ns,
        due_ns=now_ns + int(decision_wait * 1e9),
        state=CASE_PENDING,
        answer_trace_id=str(attrs.get(semconv.OUTCOME_ANSWER_TRACE_ID, "") or ""),
        answer_span_id=str(attrs.get(semconv.OUTCOME_ANSWER_SPAN_ID, "") or ""),
    )


def failed_case(record: SpanRecord, now_ns: int, decision_wait: float) -> CaseRow | None:
    """A case row when ``record`` is a failed outcome span, else None."""
    return case_from_fields(record.trace_id, record.span_id, record.name, record.attributes,
                            (e.attributes for e in record.events if e.name == semconv.GEN_AI_EVALUATION_RESULT_EVENT),
                            now_ns, decision_wait)


def resolve_attribution(spec: str) -> Callable[[], AttributeFn | None]:
    """A loader for the configured attribution callable; it returns None while the engine is not importable."""
    if spec == "none":
        return lambda: None
    if spec == "auto":
        def load_default() -> AttributeFn | None:
            try:
                from memtrace_otel.attribution import attribute_outcome  # type: ignore[attr-defined]
            except ImportError:
                return None
            return attribute_outcome
        return load_default
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ValueError(f"attribution: expected auto, none or package.module:function, got {spec!r}")

    def load_named() -> AttributeFn | None:
        try:
            return getattr(importlib.import_module(module_name), attr)
        except (ImportError, AttributeError):
            logger.warning("attribution callable %s is not importable; cases stay pending", spec)
            return None
    return load_named


class AttributionWorker(BackgroundWorker):
    """Polls the store for due failed cases and attributes them on the graph processor's graph (the live graph, or
    each memory scope's subgraph pulled from the store: ``GraphProcessor.case_views``)."""

    thread_name = "memtrace-attribution"

    def __init__(self, store: SpanStore, graph: GraphProcessor, load_attribute: Callable[[], AttributeFn | None],
                 poll_interval: float = 0.5, retry_pending_after: float = 5.0,
                 on_done: Callable[[str], None] = lambda state: None,
                 on_result: Callable[[Any, Any], None] = lambda result, graph: None):
        super().__init__()
        self.store = store
        self.graph = graph
        # Called at every tick that has due cases: returns attribute(graph, outcome) or None (not installed yet).
        self._loader = load_attribute
        self.poll_interval = poll_interval
        self.retry_pending_after = retry_pending_after
        self._on_done = on_done
        self._on_result = on_result
        self._misses: dict[tuple[str, str], int] = {}
        self._run_lock = threading.Lock()  # the thread and attribute_due_now() must not attribute a case twice
        self._outage = OutageLog(logger, "attribution worker: cannot read due cases")
        self.engine_available: bool | None = None

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.run_due(time.time_ns())
            except Exception:  # the worker must survive a bad case or a store hiccup
                logger.exception("attribution worker tick failed")
            self._idle(self.poll_interval)

    def run_due(self, now_ns: int) -> int:
        """Attribute every due case; returns how many reached a final state."""
        with self._run_lock:
            return self._run_due(now_ns)

    def _run_due(self, now_ns: int) -> int:
        try:
            due = self.store.due_cases(now_ns)
        except StoreError as exc:
            self._outage.failed(exc)
            return 0
        self._outage.ok()
        if not due:
            return 0
        attribute = self._loader()
        self.engine_available = attribute is not None
        if attribute is None:
            for case in due:
                # Keep the case pending and look again later: the engine may be installed by then.
                self.store.update_case(case.trace_id, case.span_id, CASE_PENDING, None,
                                       "no attribution engine available (memtrace_otel.attribution)", now_ns,
                                       due_ns=now_ns + int(self.retry_pending_after * 1e9))
            return 0
        finished = 0
        # The graph processor says which graph each group of cases is attributed on: the live graph (memory
        # mode), or one memory scope's subgraph pulled from the store and dropped after its group (scoped mode).
        views = self.graph.case_views(due)
        try:
            for cases, view in views:
                with view:
                    for case in cases:
                        if self._stop.is_set():
                            return finished
                        finished += self._attribute_one(case, attribute, now_ns, view)
        finally:
            views.close()
        return finished

    def _attribute_one(self, case: CaseRow, attribute: AttributeFn, now_ns: int, view: CaseView) -> int:
        key = (case.trace_id, case.span_id)
        outcome = view.failed_outcome(case.trace_id, case.span_id)
        if outcome is None:
            misses = self._misses[key] = self._misses.get(key, 0) + 1
            if misses < MAX_GRAPH_MISSES:
                self.store.update_case(case.trace_id, case.span_id, CASE_PENDING, None,
                                       "outcome not in the graph yet", now_ns,
                                       due_ns=now_ns + int(self.poll_interval * 1e9))
                return 0
            self.store.update_case(case.trace_id, case.span_id, CASE_ERROR, None,
                                   "the outcome span is not a failed outcome in the evolution graph", now_ns)
            self._misses.pop(key, None)
            self._on_done(CASE_ERROR)
            return 1
        if outcome.answer_op_id and not view.has_operation(outcome.answer_op_id):
            # The answer span ends after its outcome child, so it can arrive later even past decision_wait.
            misses = self._misses[key] = self._misses.get(key, 0) + 1
            if misses < MAX_GRAPH_MISSES:
                self.store.update_case(case.trace_id, case.span_id, CASE_PENDING, None,
                                       "answer span not in the graph yet", now_ns,
                                       due_ns=now_ns + int(self.poll_interval * 1e9))
                return 0
        self._misses.pop(key, None)
        try:
            # On a private copy, without the graph lock: a slow (LLM) engine must not stall the graph builder;
            # ingestion itself never waits for the graph.
            graph = view.graph()
            result = attribute(graph, outcome)
        except Exception as exc:
            logger.exception("attribution of case %s failed", case.case_id)
            self.store.update_case(case.trace_id, case.span_id, CASE_ERROR, None,
                                   f"{type(exc).__name__}: {exc}", now_ns)
            self._on_done(CASE_ERROR)
            return 1
        self.store.update_case(case.trace_id, case.span_id, CASE_DONE, _as_dict(result), "", now_ns)
        self._on_done(CASE_DONE)
        try:
            self._on_result(result, graph)
        except Exception:  # the verdict is stored with the case; emitting its spans is a bonus
            logger.exception("writing the verdict spans of case %s failed", case.case_id)
        return 1


def _as_dict(result: Any) -> dict[str, Any] | None:
    """Attribution results are stored as JSON: dicts as they are, verdict objects through their to_dict()."""
    if result is None or isinstance(result, dict):
        return result
    to_dict = getattr(result, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        return dataclasses.asdict(result)
    return {"result": result}
