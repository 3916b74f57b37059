"""Batch attribution over exported trace files: load, build the graph, attribute every failed case, write results.

Resumable: cases already in the results file are skipped. Concurrent for the agent engine (LLM calls wait on the
network); the lineage engine is fast enough to run in one thread.
"""

from __future__ import annotations

import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Optional

from ..graph import EvolutionGraph, Outcome
from ..graph.build import gc_paused
from . import attribute_outcome
from .engines import get_engine
from .result import Attribution


class Progress:
    """A one-line progress display on stderr (a plain line every few seconds when stderr is not a terminal)."""

    def __init__(self, label: str, total: Optional[int] = None, enabled: bool = True, stream=None):
        self.label, self.total, self.enabled = label, total, enabled
        self.stream = stream or sys.stderr
        self.count = 0
        self._tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self._last = 0.0
        self._start = time.monotonic()

    def update(self, n: int = 1, note: str = "") -> None:
        self.count += n
        if not self.enabled:
            return
        now = time.monotonic()
        if not self._tty and now - self._last < 2.0 and self.count != self.total:
            return
        self._last = now
        total = f"/{self.total}" if self.total else ""
        line = f"{self.label}: {self.count}{total} ({now - self._start:.1f}s){' ' + note if note else ''}"
        self.stream.write(("\r" + line.ljust(80)) if self._tty else line + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled and self._tty:
            self.stream.write("\n")
            self.stream.flush()


@dataclass
class LoadedTraces:
    graph: EvolutionGraph
    outcomes: list[Outcome] = field(default_factory=list)  # failed outcomes
    gold: dict[str, Any] = field(default_factory=dict)  # MemTraceBench gold labels, when the input carried them
    spans: int = 0


def load_traces(paths: Iterable[str], *, progress: bool = True) -> LoadedTraces:
    """Build one graph from trace files of any supported format (and MemTraceBench / smartcomment graphs)."""
    from ..graph.import_memtrace import is_execnetwork_file, load_execnetwork
    from ..graph.loaders import iter_spans

    graph = EvolutionGraph()
    outcomes: list[Outcome] = []
    gold: dict[str, Any] = {}
    trace_files: list[str] = []
    for path in paths:
        if is_execnetwork_file(path):
            g, outs, labels = load_execnetwork(path)
            if len(graph.operations) == 0 and not trace_files:
                graph = g
            else:
                raise ValueError(f"{path}: a MemTraceBench/ExecNetwork graph must be attributed on its own")
            outcomes.extend(o for o in outs if o.status == "failed")
            gold.update(labels)
            continue
        trace_files.append(path)
    bar = Progress("loading spans", enabled=progress)
    spans = 0
    if trace_files:
        # the cyclic GC paused while the graph grows, as EvolutionGraph.add_spans does: its collections would rescan
        # the growing graph (and each decoded line) again and again; nothing here forms cycles
        with gc_paused():
            for record in iter_spans(trace_files):
                graph.add_span(record)
                spans += 1
                if spans % 5000 == 0:
                    bar.update(5000)
        bar.update(spans % 5000)
        bar.close()
        outcomes.extend(graph.failed_outcomes())
    return LoadedTraces(graph, outcomes, gold, spans)


def read_cases(path: Optional[str]) -> dict[str, dict]:
    if not path:
        return {}
    cases: dict[str, dict] = {}
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}: line {number}: invalid JSON: {exc.msg}") from None
            if "case_id" not in row:
                raise ValueError(f"{path}: line {number}: missing 'case_id'")
            cases[str(row["case_id"])] = row
    return cases


def _outcome_for_case(row: dict, outcomes_by_case: dict[str, Outcome]) -> Optional[Outcome]:
    case_id = str(row["case_id"])
    if case_id in outcomes_by_case:
        return outcomes_by_case[case_id]
    trace_id, span_id = row.get("trace_id"), row.get("answer_span_id")
    if not trace_id:
        return None
    return Outcome(op_id=f"{trace_id}:{row.get('outcome_span_id') or span_id}", trace_id=trace_id,
                   span_id=row.get("outcome_span_id") or span_id or "", case_id=case_id, status="failed",
                   score=0.0, question=row.get("question"), expected=row.get("expected"),
                   actual=row.get("actual"), answer_op_id=f"{trace_id}:{span_id}" if span_id else None)


def open_results(path: str):
    """The results file opened for appending; a last line cut off mid-write (a crash, a kill) is ended first, so the
    next verdict starts a line of its own instead of joining the broken one (which stays unreadable and is skipped,
    its case attributed again)."""
    out = open(path, "a+b")
    try:
        if out.tell() > 0:
            out.seek(-1, os.SEEK_END)
            if out.read(1) != b"\n":
                out.write(b"\n")
    finally:
        out.close()
    return open(path, "a", encoding="utf-8")


def done_case_ids(path: Optional[str]) -> set[str]:
    if not path or not os.path.exists(path):
        return set()
    ids = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            try:
                ids.add(str(json.loads(line)["case_id"]))
            except (json.JSONDecodeError, KeyError, TypeError):
                continue  # a half-written last line after a crash: that case runs again
    return ids


def attribute_loaded(loaded: LoadedTraces, *, engine: str = "lineage", engine_options: Optional[dict] = None,
                     cases: Optional[dict[str, dict]] = None, out_path: Optional[str] = None,
                     concurrency: int = 4, progress: bool = True,
                     on_result: Optional[Callable[[Attribution], None]] = None) -> list[Attribution]:
    """Attribute every failed case (the rows of ``cases`` when given, else every failed outcome in the traces)."""
    eng = get_engine(engine, **(engine_options or {}))
    by_case = {o.case_id or o.op_id: o for o in loaded.outcomes}
    work: list[tuple[Outcome, Optional[dict]]] = []
    if cases:
        for row in cases.values():
            outcome = _outcome_for_case(row, by_case)
            if outcome is not None:
                work.append((outcome, row))
    else:
        work = [(o, None) for o in loaded.outcomes]
    skip = done_case_ids(out_path)
    work = [(o, row) for o, row in work if str((row or {}).get("case_id") or o.case_id or o.op_id) not in skip]
    bar = Progress(f"attributing ({engine})", total=len(work), enabled=progress)
    results: list[Attribution] = []
    out = open_results(out_path) if out_path else None

    def one(item: tuple[Outcome, Optional[dict]]) -> Attribution:
        outcome, row = item
        return attribute_outcome(loaded.graph, outcome, engine=eng, case=row)

    try:
        if engine == "lineage" or concurrency <= 1:
            iterator = map(one, work)
        else:
            pool = ThreadPoolExecutor(max_workers=concurrency)
            iterator = pool.map(one, work)
        for result in iterator:
            results.append(result)
            if out is not None:
                out.write(json.dumps(result.to_dict(), ensure_ascii=False, default=str) + "\n")
                out.flush()
            if on_result is not None:
                on_result(result)
            bar.update(1, result.error_type)
    finally:
        bar.close()
        if out is not None:
            out.close()
    return results


def read_results(path: str) -> list[Attribution]:
    return list(iter_results(path))


def iter_results(path: str, offset: int = 0) -> Iterator[Attribution]:
    """The verdicts of a results file one at a time (a half-written or foreign line is skipped); ``offset``: only
    those written after that many bytes (what one run appended)."""
    with open(path, encoding="utf-8") as fh:
        fh.seek(offset)
        for line in fh:
            line = line.strip()
            if line:
                try:
                    yield Attribution.from_dict(json.loads(line))
                except (json.JSONDecodeError, TypeError):
                    continue
