"""Attribution where the traces already are: find failed outcomes with a query, then pull each case's lineage
subgraph (its traces, the records they read, the operations that wrote those records, transitively, up to the
case's time) instead of loading every span.

    memtrace attribute --source clickhouse://HOST:8123/DB?table=otel_traces --since 24h
    memtrace attribute --source postgresql://memtrace@db/memtrace --since 24h      # the memtrace collector's store
    memtrace attribute --source sqlite:///var/lib/memtrace/spans.db
    memtrace attribute --source 'phoenix://HOST:6006?project=NAME' --since 24h      # Phoenix's REST API

A source answers two questions (:class:`TraceSource`): which failed cases are there since a time
(:meth:`~TraceSource.failed_cases`), and which spans make up the subgraph of a group of cases
(:meth:`~TraceSource.subgraph_spans`). Cases are grouped by memory scope (:func:`group_by_scope`); a group is one
task (``attribution/parallel.py``): its subgraph is pulled once and every case of the scope is attributed on it.
Sources are picklable (a URL and options; connections are opened lazily in the process that uses them), so tasks
run in a process pool or on Dask workers.
"""

from __future__ import annotations

import abc
import re
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ...span_record import SpanRecord

DEFAULT_LOOKBACK = 30 * 86_400.0  # how far before a case its lineage is searched (seconds)
WHOLE_WINDOW = "*"  # the scope of a case with no memory scope, where a source attributes it on every earlier span
MAX_DEPTH = 6  # rounds of "who wrote what this read" when pulling a subgraph


@dataclass(frozen=True)
class CaseRef:
    """A failed outcome found by a source's query: where it is and which memory scope it belongs to."""

    case_id: str
    trace_id: str  # the outcome span
    span_id: str
    time_ns: int
    scope_key: str = ""
    answer_trace_id: str = ""
    answer_span_id: str = ""
    evidence_var_ids: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str, str]:
        return (self.trace_id, self.span_id)

    @property
    def traces(self) -> tuple[str, ...]:
        return tuple(t for t in dict.fromkeys((self.trace_id, self.answer_trace_id)) if t)


@dataclass
class SubgraphStats:
    queries: int = 0
    spans: int = 0
    rounds: int = 0
    var_ids: int = 0
    traces: int = 0
    extra: dict = field(default_factory=dict)


class TraceSource(abc.ABC):
    """Where spans live. Subclasses keep only picklable state (URLs, options) and connect lazily."""

    lookback_ns: int = int(DEFAULT_LOOKBACK * 1e9)

    @abc.abstractmethod
    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        """Failed outcomes recorded in [since_ns, until_ns], oldest first."""

    @abc.abstractmethod
    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        """Every span of these traces (started in the window)."""

    @abc.abstractmethod
    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        """Spans that declared a version of one of ``var_ids`` in the window (``memtrace.inputs`` / ``outputs``
        entries, or v1 ``memtrace.variable`` events: ``variables_codec.touched_ids``)."""

    def describe(self) -> str:
        return type(self).__name__

    def cache_key(self) -> str | None:
        """Copies of a source with the same key share one open connection per worker process (a Dask worker gets
        a fresh copy with every task). None: do not share."""
        return None

    def close(self) -> None:
        """Drop connections (a source can still be used afterwards: it reconnects)."""

    def scope_traces(self, scopes: set[str], since_ns: int, until_ns: int) -> set[str]:
        """Traces to pull with a group's own besides its lineage: none by default (a source whose index can list a
        memory scope's traces adds them, so a record of the scope that nothing read is weighed too)."""
        return set()

    # ---------------------------------------------------------------------------------------------------------
    def subgraph_spans(self, cases: Sequence[CaseRef], stats: SubgraphStats | None = None) -> list[SpanRecord]:
        """The lineage subgraph of ``cases``: their traces (and :meth:`scope_traces` of every memory scope those
        touched), then, round by round, the spans that touched a record read in what was pulled so far, then the
        whole traces of those spans; and from the records the cases name as evidence forward, round by round, what
        was derived from them (an extraction, the memory it wrote, an update of it: where the evidence went, in any
        scope, though the answer's search never read it), with those spans' traces; nothing later than the newest
        case and nothing older than ``lookback`` before the oldest."""
        stats = stats if stats is not None else SubgraphStats()
        if not cases:
            return []
        until = max(c.time_ns for c in cases)
        since = min(c.time_ns for c in cases) - self.lookback_ns
        spans: dict[tuple[str, str], SpanRecord] = {}

        def add(records: Iterable[SpanRecord]) -> list[SpanRecord]:
            new = []
            for rec in records:
                if rec.key not in spans:
                    spans[rec.key] = rec
                    new.append(rec)
            return new

        traces: set[str] = set()

        def whole_traces(trace_ids: Iterable[str]) -> list[SpanRecord]:
            """The spans of the traces not pulled yet (new spans only)."""
            more = set(trace_ids) - traces
            if not more:
                return []
            traces.update(more)
            stats.queries += 1
            return add(self.spans_of_traces(sorted(more), since, until))

        frontier = whole_traces(t for c in cases for t in c.traces)
        # every memory scope the cases' own traces touched (an answer in one scope may have searched another)
        scopes = {c.scope_key for c in cases} | {span_scope(rec) for rec in frontier}
        frontier += whole_traces(self.scope_traces(scopes - {""}, since, until))
        seen_vars: set[str] = set()
        pending = {v for c in cases for v in c.evidence_var_ids}
        for depth in range(MAX_DEPTH):
            pending |= {v for rec in frontier for v in input_var_ids(rec)}
            pending -= seen_vars
            if not pending:
                break
            seen_vars |= pending
            stats.rounds = depth + 1
            touching = add(self.spans_touching(sorted(pending), since, until))
            stats.queries += 1
            pending = set()
            frontier = touching + whole_traces(rec.trace_id for rec in touching)
        derived, followed = {v for c in cases for v in c.evidence_var_ids}, set()
        for _ in range(MAX_DEPTH):
            derived -= followed
            if not derived:
                break
            followed |= derived
            found = self.spans_touching(sorted(derived), since, until)
            stats.queries += 1
            add(found)
            derived = {v for rec in found if _derives(rec) for v in output_var_ids(rec)}
            whole_traces(rec.trace_id for rec in found)
        stats.spans, stats.var_ids, stats.traces = len(spans), len(seen_vars | followed), len(traces)
        return sorted(spans.values(), key=lambda r: (r.start_ns, r.trace_id, r.span_id))


def span_scope(rec: SpanRecord) -> str:
    """The memory scope of an operation span ("" for other spans), as the graph builder reads it."""
    from ... import semconv as sc
    from ...graph.build import _scope_key

    return (_scope_key(rec.attributes) or "") if sc.MEMTRACE_OP_KIND in rec.attributes else ""


def _derives(rec: SpanRecord) -> bool:
    """Whether what a span wrote is derived from what it read, for following evidence forward: an operation of the
    memory's construction or a model call (an extractor), not a retrieval (its result set is a reading of memory,
    followed from the answer's side) or a judge."""
    from ... import semconv as sc

    kind = rec.attributes.get(sc.MEMTRACE_OP_KIND)
    return kind is not None and sc.STAGE_OF_KIND.get(str(kind), sc.STAGE_CONSTRUCTION) in (
        sc.STAGE_CONSTRUCTION, sc.STAGE_RESPONSE)


def output_var_ids(rec: SpanRecord) -> list[str]:
    """Records a span wrote (its declared outputs, either encoding)."""
    from ...variables_codec import output_ids

    return output_ids(rec.attributes, rec.events)


def input_var_ids(rec: SpanRecord) -> list[str]:
    """Records a span read or was derived from (its declared inputs, either encoding: ``variables_codec``)."""
    from ... import semconv as sc
    from ...variables_codec import input_ids

    out = input_ids(rec.attributes, rec.events)
    evidence = rec.attributes.get(sc.OUTCOME_EVIDENCE_IDS)
    if evidence:
        from ...graph.build import _str_tuple

        out += list(_str_tuple(evidence))
    return out


def group_by_scope(cases: Iterable[CaseRef], max_group: int = 64) -> list[tuple[str, list[CaseRef]]]:
    """Cases of one memory scope together (a task loads its scope's subgraph once), in chunks of ``max_group``;
    the largest groups first so a pool's workers finish together. Cases of :data:`WHOLE_WINDOW` (a file source's
    cases with no memory scope, attributed on every span before them) are one task, since each chunk would load it
    all; that task's graph holds every span up to its newest case, so every other case up to then is attributed on
    it too (the graph the whole-file build gives them) instead of pulling its scope again."""
    cases = list(cases)
    horizon = max((c.time_ns for c in cases if c.scope_key == WHOLE_WINDOW), default=None)
    groups: dict[str, list[CaseRef]] = {}
    for case in cases:
        key = case.scope_key or f"trace:{case.trace_id}"
        groups.setdefault(WHOLE_WINDOW if horizon is not None and case.time_ns <= horizon else key, []).append(case)
    out = []
    for scope, members in groups.items():
        members.sort(key=lambda c: c.time_ns)
        size = len(members) if scope == WHOLE_WINDOW else max_group
        for i in range(0, len(members), size):
            out.append((scope, members[i:i + size]))
    out.sort(key=lambda g: -len(g[1]))
    return out


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)?\s*$")


def parse_duration(text: str) -> float:
    """``24h``, ``30m``, ``7d``, ``90s``, ``2w`` or bare seconds -> seconds."""
    match = _DURATION.match(str(text))
    if not match:
        raise ValueError(f"expected a duration like 24h, 30m or 7d, got {text!r}")
    scale = {"ms": 0.001, "s": 1, None: 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800}[match.group(2)]
    return float(match.group(1)) * scale


def open_source(url: str, *, lookback: float | None = None) -> TraceSource:
    """A source from its URL: ``clickhouse://`` / ``clickhouses://`` (the OpenTelemetry Collector ClickHouse
    exporter's table), ``postgresql://`` or ``sqlite:///path`` (a memtrace collector store), ``phoenix://`` /
    ``phoenixs://`` (a Phoenix project through its REST API)."""
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme in ("clickhouse", "clickhouses", "clickhouse+http", "clickhouse+https"):
        from .clickhouse import ClickHouseSource

        source: TraceSource = ClickHouseSource.from_url(url)
    elif scheme in ("postgresql", "postgres", "sqlite"):
        from .store import StoreSource

        source = StoreSource(url)
    elif scheme in ("phoenix", "phoenixs", "phoenix+http", "phoenix+https"):
        from .phoenix import PhoenixSource

        source = PhoenixSource.from_url(url)
    else:
        raise ValueError(f"unknown --source {url!r}: expected clickhouse://HOST:8123/DB?table=otel_traces, "
                         "postgresql://..., sqlite:///path/spans.db or phoenix://HOST:6006?project=NAME")
    if lookback is not None:
        source.lookback_ns = int(lookback * 1e9)
    return source


__all__ = ["CaseRef", "SubgraphStats", "TraceSource", "group_by_scope", "input_var_ids", "open_source",
           "parse_duration", "DEFAULT_LOOKBACK", "WHOLE_WINDOW"]
