"""Attribute the failed cases of a trace source in parallel: one task per memory scope (its cases together), run
in this process, a process pool (``--jobs N``) or on Dask (``--scheduler local`` for a ``LocalCluster``,
``--scheduler tcp://HOST:8786`` for a running cluster).

``scheduler="auto"`` (what ``memtrace attribute --source`` does when given neither ``--jobs`` nor ``--scheduler``):
a ``LocalCluster`` of one worker per core when there are at least :data:`AUTO_CLUSTER_MIN_TASKS` tasks, Dask is
installed and the machine has two cores or more; in this process otherwise (a cluster's start-up, about a second,
does not pay for a few tasks).

Cases are independent once their scope's subgraph is known, so a task is: pull the subgraph of its cases from the
source (:meth:`TraceSource.subgraph_spans`), build the graph, attribute each case, return the verdicts as plain
dicts. A worker holds one scope's subgraph at a time, so its memory does not grow with the size of the source.
"""

from __future__ import annotations

import json
import logging
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from .result import Attribution
from .sources import CaseRef, SubgraphStats, TraceSource, group_by_scope


@dataclass
class TaskResult:
    scope: str
    results: list[dict]
    spans: int
    queries: int
    load_s: float
    attribute_s: float
    peak_rss_kb: int
    worker: str


def _peak_rss_kb() -> int:
    try:
        import resource

        return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    except Exception:  # pragma: no cover - not on this platform
        return 0


AUTO_CLUSTER_MIN_TASKS = 200  # scope tasks from which scheduler="auto" starts a LocalCluster (docs/scale.md)

_OPEN_SOURCES: dict[str, TraceSource] = {}  # per process: one connection set per source, reused by every task


def _process_source(source: TraceSource) -> TraceSource:
    key = source.cache_key()
    if key is None:
        return source
    if key in _OPEN_SOURCES:
        shared = _OPEN_SOURCES[key]
        shared.lookback_ns = source.lookback_ns
        return shared
    _OPEN_SOURCES[key] = source
    return source


def attribute_group(source: TraceSource, scope: str, cases: Sequence[CaseRef], engine: str = "lineage",
                    engine_options: Optional[dict] = None, rows: Optional[dict[str, dict]] = None) -> TaskResult:
    """One task: the subgraph of ``cases`` (one scope), then every case attributed on it. ``rows``: what a
    cases.jsonl knows of a case (question, expected...), by case id; a row with no outcome span in the traces is
    attributed from its own ids, as ``memtrace attribute --cases`` does on a whole graph."""
    source = _process_source(source)
    from ..graph import EvolutionGraph
    from . import attribute_outcome
    from .engines import get_engine

    started = time.perf_counter()
    stats = SubgraphStats()
    spans = source.subgraph_spans(cases, stats)
    graph = EvolutionGraph()
    graph.add_spans(spans)
    del spans  # the graph holds what it needs; the decoded spans would double the task's memory
    loaded = time.perf_counter()
    eng = get_engine(engine, **(engine_options or {}))
    outcomes = {(o.trace_id, o.span_id): o for o in graph.failed_outcomes()}
    results = []
    for case in cases:
        outcome = outcomes.get(case.key)
        row = rows.get(case.case_id) if rows else None
        if outcome is None and row is not None:
            from .batch import _outcome_for_case

            outcome = _outcome_for_case(row, {})
        if outcome is None:  # the outcome span is not failed in the graph's reading (or was not pulled)
            continue
        results.append(attribute_outcome(graph, outcome, engine=eng, case=row).to_dict())
    done = time.perf_counter()
    return TaskResult(scope, results, stats.spans, stats.queries, loaded - started, done - loaded, _peak_rss_kb(),
                      f"{os.getpid()}")


def _run_dask(scheduler: str, tasks: list[tuple[str, list[CaseRef]]], source: TraceSource, engine: str,
              engine_options: Optional[dict], workers: int, rows: Optional[dict] = None) -> Iterator[TaskResult]:
    try:
        from distributed import Client, LocalCluster, as_completed as dask_completed
    except ImportError as exc:
        raise RuntimeError("--scheduler needs Dask: pip install 'memtrace-otel[dask]'") from exc
    cluster = None
    if scheduler in ("local", "localcluster"):
        # a task's own error reaches us through future.result(); below CRITICAL the workers only log the heartbeat
        # races of a cluster closing
        cluster = LocalCluster(n_workers=max(1, workers), threads_per_worker=1, processes=True,
                               dashboard_address=None, silence_logs=logging.CRITICAL)
        client = Client(cluster)
    else:
        client = Client(scheduler)
    try:
        futures = [client.submit(attribute_group, source, scope, cases, engine, engine_options,
                                 _rows_of(rows, cases), pure=False, key=f"memtrace-scope-{i}")
                   for i, (scope, cases) in enumerate(tasks)]
        for future in dask_completed(futures):
            yield future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def auto_scheduler(tasks: int) -> tuple[Optional[str], int]:
    """``("local", cores)`` when a LocalCluster pays for its start-up (see the module docstring), else ``(None, 1)``:
    in this process."""
    cores = os.cpu_count() or 1
    if tasks < AUTO_CLUSTER_MIN_TASKS or cores < 2:
        return None, 1
    try:
        import distributed  # noqa: F401
    except ImportError:
        return None, 1
    return "local", cores


def _where(scheduler: Optional[str], jobs: int, tasks: int) -> str:
    """Where the tasks run, for the progress line (as ``run_tasks`` decides it)."""
    if scheduler in ("local", "localcluster"):
        return f", Dask LocalCluster of {jobs if jobs > 1 else 2} workers"
    if scheduler:
        return f", Dask at {scheduler}"
    return f", {jobs} processes" if jobs > 1 and tasks > 1 else ""


def _rows_of(rows: Optional[dict], cases: Sequence[CaseRef]) -> Optional[dict]:
    """The cases.jsonl rows of one task's cases (a task is sent with only its own)."""
    if not rows:
        return None
    return {c.case_id: rows[c.case_id] for c in cases if c.case_id in rows}


def run_tasks(source: TraceSource, tasks: list[tuple[str, list[CaseRef]]], *, engine: str = "lineage",
              engine_options: Optional[dict] = None, jobs: int = 1, scheduler: Optional[str] = None,
              rows: Optional[dict[str, dict]] = None) -> Iterator[TaskResult]:
    """Run the tasks where asked, yielding each task's result as it finishes (any order)."""
    if scheduler == "auto":
        scheduler, jobs = auto_scheduler(len(tasks))
    if scheduler:
        yield from _run_dask(scheduler, tasks, source, engine, engine_options, jobs if jobs > 1 else 2, rows)
        return
    if jobs <= 1 or len(tasks) <= 1:
        for scope, cases in tasks:
            yield attribute_group(source, scope, cases, engine, engine_options, _rows_of(rows, cases))
        return
    source.close()  # connections are not inherited: each worker process opens its own
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(attribute_group, source, scope, cases, engine, engine_options, _rows_of(rows, cases))
                   for scope, cases in tasks]
        for future in as_completed(futures):
            yield future.result()


def attribute_source(source: TraceSource, *, since_ns: int = 0, until_ns: Optional[int] = None,
                     engine: str = "lineage", engine_options: Optional[dict] = None, jobs: int = 1,
                     scheduler: Optional[str] = None, out_path: Optional[str] = None, progress: bool = True,
                     max_group: int = 64, on_task: Optional[Callable[[TaskResult], None]] = None,
                     rows: Optional[dict[str, dict]] = None, collect: bool = True) -> list[Attribution]:
    """Find the source's failed cases since ``since_ns``, attribute them (skipping cases already in ``out_path``),
    append each verdict to ``out_path`` as it comes. Returns the new verdicts. With ``rows`` (a cases.jsonl read by
    ``batch.read_cases``) only those cases are attributed, with what the rows know of them; a row whose outcome is
    not in the source but names its answer's trace is attributed too. ``collect=False``: the verdicts are only
    written (the list stays empty), so memory does not grow with the number of cases."""
    from .batch import Progress, done_case_ids, open_results

    cases = source.failed_cases(since_ns, until_ns)
    if rows:
        cases = _cases_of_rows(cases, rows)
    skip = done_case_ids(out_path)
    cases = [c for c in cases if c.case_id not in skip]
    tasks = group_by_scope(cases, max_group=max_group)
    if scheduler == "auto":
        scheduler, jobs = auto_scheduler(len(tasks))
    bar = Progress(f"attributing ({engine}, {len(tasks)} scope task(s){_where(scheduler, jobs, len(tasks))})",
                   total=len(cases), enabled=progress)
    out = open_results(out_path) if out_path else None
    results: list[Attribution] = []
    try:
        for task in run_tasks(source, tasks, engine=engine, engine_options=engine_options, jobs=jobs,
                              scheduler=scheduler, rows=rows):
            for row in task.results:
                if collect:
                    results.append(Attribution.from_dict(row))
                if out is not None:
                    out.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
            if out is not None:
                out.flush()
            if on_task is not None:
                on_task(task)
            bar.update(len(task.results))
    finally:
        bar.close()
        if out is not None:
            out.close()
    return results


def _cases_of_rows(found: list[CaseRef], rows: dict[str, dict]) -> list[CaseRef]:
    """The cases a cases.jsonl asks for: the failed outcomes it names by case id (as ``batch.attribute_loaded``
    matches them), and for a row with none, a case at its answer's trace (no time: its lineage up to the end)."""
    by_id = {c.case_id: c for c in found}
    out = []
    for case_id, row in rows.items():
        if case_id in by_id:
            out.append(by_id[case_id])
        elif row.get("trace_id"):
            trace_id, span_id = str(row["trace_id"]), str(row.get("outcome_span_id") or row.get("answer_span_id") or "")
            out.append(CaseRef(case_id=case_id, trace_id=trace_id, span_id=span_id, time_ns=2 ** 62,
                               answer_trace_id=trace_id, answer_span_id=str(row.get("answer_span_id") or "")))
    return out
