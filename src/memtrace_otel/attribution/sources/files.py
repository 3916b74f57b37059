"""Trace files as an attribution source: read once, kept on disk, attributed scope by scope.

``memtrace attribute FILES`` without options builds one graph of every span and holds it in memory (about 1.7-2.5
kB per span). With ``--stream`` (or ``--jobs N``) the files are instead read once into a spill directory:

- ``spans-K.bin``: every span of part K, pickled, one after the other. A part is a file, or a piece of an OTLP/JSON
  lines file cut at line starts (``loaders.files.line_parts``), so ``--jobs N`` workers decode the parts at once;
- ``index.db`` (SQLite): where each span is (part, offset) by trace and by memory scope, the spans that declared
  each variable (either role, either variable encoding: ``variables_codec.touched_ids``; the id stored reversed, so
  an evidence id that ends a variable id, "D1:3" for "msg:conv-26:D1:3", is a range of the same index), and the
  failed outcomes found on the way (read by the graph builder itself).

Then it is a :class:`~memtrace_otel.attribution.sources.TraceSource` like a collector's store: the cases are grouped
by memory scope and each group's subgraph is read back and attributed (``attribution/parallel.py``), in this process
or ``--jobs N`` worker processes. A scope's subgraph is every trace with an operation of the scope before its newest
case (so the record a retrieval missed is there, as on the whole graph) and the lineage of those traces across
scopes (the spans that touched what they read, transitively). A case with no memory scope (plain vector-store RAG
with no user, agent or run) is attributed on every span before it (:data:`WHOLE_WINDOW`): the engine weighs any
unscoped operation for it, so that is what the whole graph gives, and memory is bounded only by scopes.
docs/scale.md says what was measured.
"""

from __future__ import annotations

import os
import pickle
import sqlite3
import tempfile
from typing import Callable, Iterable, Iterator, Optional, Sequence

from ... import semconv as sc
from ...graph.build import gc_paused
from ...span_record import SpanRecord
from . import WHOLE_WINDOW, CaseRef, SubgraphStats, TraceSource, span_scope

_SCHEMA = """
CREATE TABLE spans (trace_id TEXT NOT NULL, span_id TEXT NOT NULL, start_ns INTEGER NOT NULL,
                    scope_key TEXT NOT NULL, part INTEGER NOT NULL, off INTEGER NOT NULL, len INTEGER NOT NULL);
CREATE TABLE touches (rvar TEXT NOT NULL, start_ns INTEGER NOT NULL, part INTEGER NOT NULL, off INTEGER NOT NULL,
                      len INTEGER NOT NULL);
CREATE TABLE cases (case_id TEXT NOT NULL, trace_id TEXT NOT NULL, span_id TEXT NOT NULL, time_ns INTEGER NOT NULL,
                    scope_key TEXT NOT NULL, answer_trace_id TEXT NOT NULL, answer_span_id TEXT NOT NULL,
                    evidence TEXT NOT NULL, part INTEGER NOT NULL, off INTEGER NOT NULL);
"""
_INDEXES = """
CREATE INDEX spans_trace ON spans (trace_id);
CREATE INDEX spans_scope ON spans (scope_key, start_ns);
CREATE INDEX touches_var ON touches (rvar);
"""
_BATCH = 5000  # rows per executemany
PART_BYTES = 64 * 2**20  # an OTLP/JSON lines file is cut in parts of about this size (at least one per worker)


def _failed_outcome(rec: SpanRecord):
    """The failed outcome this span records, read by the graph builder itself (one span, one throwaway graph), or
    None. Only spans the builder reads as outcomes (an outcome span, or a span with an outcome evaluation event,
    not a verdict span) whose status it reads as failed (``build.is_failed_outcome_span``) are built."""
    from ...graph.build import is_failed_outcome_span

    if not is_failed_outcome_span(rec):
        return None
    from ...graph import EvolutionGraph

    graph = EvolutionGraph()
    graph.add_span(rec)
    failed = graph.failed_outcomes()
    return failed[0] if failed else None


def plan_parts(paths: Iterable[str], jobs: int = 1, part_bytes: int = PART_BYTES) -> list[tuple]:
    """The parts to read, in file order: (path, start, end, first line) pieces of OTLP/JSON lines files, (path,)
    for any other file (read whole by its loader)."""
    from ...graph.loaders import trace_files
    from ...graph.loaders.files import line_parts

    plan: list[tuple] = []
    for path in trace_files(list(paths)):
        pieces = max(jobs, -(-path.stat().st_size // part_bytes))  # at least one per worker, at most part_bytes each
        cut = line_parts(path, pieces) if pieces > 1 else None
        plan += [(str(path), *piece) for piece in cut] if cut else [(str(path),)]
    return plan


def _part_records(part: tuple) -> Iterator[SpanRecord]:
    from ...graph.loaders import iter_file_spans
    from ...graph.loaders.files import iter_part_spans

    return iter_part_spans(*part) if len(part) == 4 else iter_file_spans(part[0])


def index_part(directory: str, number: int, part: tuple) -> int:
    """Read one part into ``spans-NUMBER.bin`` and ``index-NUMBER.db`` (merged into ``index.db`` afterwards);
    returns its spans. Runs in a worker process with ``--jobs N``."""
    from ...variables_codec import touched_ids

    db = sqlite3.connect(os.path.join(directory, f"index-{number}.db"))
    db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
    spans_rows: list[tuple] = []
    touch_rows: list[tuple] = []
    case_rows: list[tuple] = []
    count = offset = 0
    dumps, highest = pickle.dumps, pickle.HIGHEST_PROTOCOL
    with open(os.path.join(directory, f"spans-{number}.bin"), "wb") as spill, gc_paused():
        for rec in _part_records(part):
            blob = dumps(rec, highest)
            spill.write(blob)
            size = len(blob)
            start = int(rec.start_ns or 0)
            scope = span_scope(rec)
            spans_rows.append((rec.trace_id, rec.span_id, start, scope, number, offset, size))
            if sc.MEMTRACE_OP_KIND in rec.attributes or rec.events:
                for var_id in touched_ids(rec.attributes, rec.events):
                    touch_rows.append((var_id[::-1], start, number, offset, size))
            outcome = _failed_outcome(rec)
            if outcome is not None:
                answer_trace, _, answer_span = (outcome.answer_op_id or "").partition(":")
                if not answer_trace and rec.links:  # an outcome span evaluates the span it links to
                    answer_trace, answer_span = rec.links[0].trace_id, rec.links[0].span_id
                case_rows.append((outcome.case_id or outcome.op_id, rec.trace_id, rec.span_id,
                                  int(max(rec.start_ns or 0, rec.end_ns or 0)), scope, answer_trace,
                                  answer_span, "\x1f".join(outcome.evidence_ids), number, offset))
            offset += size
            count += 1
            if len(spans_rows) >= _BATCH:
                _flush(db, spans_rows, touch_rows)
        _flush(db, spans_rows, touch_rows)
    db.executemany("INSERT INTO cases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", case_rows)
    db.commit()
    db.close()
    return count


def _flush(db: sqlite3.Connection, spans_rows: list, touch_rows: list) -> None:
    db.executemany("INSERT INTO spans VALUES (?, ?, ?, ?, ?, ?, ?)", spans_rows)
    db.executemany("INSERT INTO touches VALUES (?, ?, ?, ?, ?)", touch_rows)
    spans_rows.clear()
    touch_rows.clear()


# A case's scope when its own span has none: the first scope of an operation in its answer's trace, else in its own
# trace (file order), else WHOLE_WINDOW.
_RESOLVE_SCOPES = f"""
UPDATE cases SET scope_key = COALESCE(
    (SELECT s.scope_key FROM spans s WHERE s.trace_id = cases.answer_trace_id AND s.scope_key != ''
     ORDER BY s.part, s.off LIMIT 1),
    (SELECT s.scope_key FROM spans s WHERE s.trace_id = cases.trace_id AND s.scope_key != ''
     ORDER BY s.part, s.off LIMIT 1),
    '{WHOLE_WINDOW}')
WHERE scope_key = ''
"""


class FileSource(TraceSource):
    """Spans of trace files, indexed on disk by :meth:`index`. Picklable (the directory's path): worker processes
    open the index and the spill files themselves."""

    def __init__(self, directory: str):
        self.directory = directory
        self.lookback_ns = 2 ** 62  # a file holds what it holds: a case's lineage is searched back to its start
        self.spans = 0
        self._db: Optional[sqlite3.Connection] = None
        self._spills: dict[int, object] = {}
        self._memo: Optional[dict[tuple[int, int], SpanRecord]] = None  # spans read by this subgraph_spans call

    def __getstate__(self) -> dict:
        return {"directory": self.directory, "lookback_ns": self.lookback_ns, "spans": self.spans,
                "_db": None, "_spills": {}, "_memo": None}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self.__dict__.setdefault("_memo", None)

    def cache_key(self) -> str | None:
        return "files:" + self.directory

    def describe(self) -> str:
        return f"{self.spans} spans indexed in {self.directory}"

    # ------------------------------------------------------------------------------------------------ indexing
    @classmethod
    def index(cls, paths: Iterable[str], directory: Optional[str] = None, jobs: int = 1,
              progress: Optional[Callable[[int], None]] = None) -> "FileSource":
        """Read every span of ``paths`` once into ``directory`` (a new temporary directory when None), the parts in
        ``jobs`` worker processes when more than one (the loaders stream: no part is held whole in memory).
        ``progress(spans so far)`` is called as parts finish."""
        directory = directory or tempfile.mkdtemp(prefix="memtrace-stream-")
        os.makedirs(directory, exist_ok=True)
        plan = plan_parts(paths, jobs)
        counts = {}
        if jobs > 1 and len(plan) > 1:
            from concurrent.futures import ProcessPoolExecutor, as_completed

            with ProcessPoolExecutor(max_workers=jobs) as pool:
                futures = {pool.submit(index_part, directory, n, part): n for n, part in enumerate(plan)}
                for future in as_completed(futures):
                    counts[futures[future]] = future.result()  # a part's TraceFormatError is raised here
                    if progress is not None:
                        progress(sum(counts.values()))
        else:
            for n, part in enumerate(plan):
                counts[n] = index_part(directory, n, part)
                if progress is not None:
                    progress(sum(counts.values()))
        db = sqlite3.connect(os.path.join(directory, "index.db"))
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        for n in range(len(plan)):
            shard = os.path.join(directory, f"index-{n}.db")
            db.execute("ATTACH DATABASE ? AS part", (shard,))
            for table in ("spans", "touches", "cases"):
                db.execute(f"INSERT INTO main.{table} SELECT * FROM part.{table}")
            db.commit()
            db.execute("DETACH DATABASE part")
            os.remove(shard)
        db.executescript(_INDEXES)
        db.execute(_RESOLVE_SCOPES)
        db.commit()
        db.close()
        source = cls(directory)
        source.spans = sum(counts.values())
        return source

    # ------------------------------------------------------------------------------------------------ reading
    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = sqlite3.connect(f"file:{os.path.join(self.directory, 'index.db')}?mode=ro", uri=True)
        return self._db

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        for spill in self._spills.values():
            spill.close()
        self._spills.clear()

    def _read(self, rows: Iterable[tuple[int, int, int]]) -> list[SpanRecord]:
        """The spans at (part, offset, length), in file order. Within one :meth:`subgraph_spans` a span read before
        is not decoded again: the same record is returned (the subgraph keeps the first record of each span)."""
        out = []
        memo = self._memo
        loads = pickle.loads
        for part, off, size in sorted(set(rows)):
            if memo is not None:
                rec = memo.get((part, off))
                if rec is not None:
                    out.append(rec)
                    continue
            spill = self._spills.get(part)
            if spill is None:
                spill = self._spills[part] = open(os.path.join(self.directory, f"spans-{part}.bin"), "rb")
            spill.seek(off)
            rec = loads(spill.read(size))
            if memo is not None:
                memo[(part, off)] = rec
            out.append(rec)
        return out

    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        rows = self.db.execute("SELECT case_id, trace_id, span_id, time_ns, scope_key, answer_trace_id, "
                               "answer_span_id, evidence FROM cases WHERE time_ns >= ? ORDER BY part, off",
                               (since_ns,)).fetchall()
        seen: set[tuple[str, str]] = set()
        cases = []
        for r in rows:  # file order: of an outcome span exported twice, the first (as the whole graph keeps it)
            if (r[1], r[2]) in seen or (until_ns is not None and r[3] > until_ns):
                continue
            seen.add((r[1], r[2]))
            cases.append(CaseRef(case_id=r[0], trace_id=r[1], span_id=r[2], time_ns=r[3], scope_key=r[4],
                                 answer_trace_id=r[5], answer_span_id=r[6],
                                 evidence_var_ids=tuple(v for v in r[7].split("\x1f") if v)))
        cases.sort(key=lambda c: (c.time_ns, c.trace_id, c.span_id))
        return cases

    def scope_traces(self, scopes: set[str], since_ns: int, until_ns: int) -> set[str]:
        """Every trace with an operation of one of ``scopes`` in the window: a record of the scope that no operation
        on the answer's lineage read (the one a retrieval missed) is weighed, as on the whole graph."""
        out: set[str] = set()
        for scope in scopes - {"", WHOLE_WINDOW}:
            out.update(t for (t,) in self.db.execute(
                "SELECT DISTINCT trace_id FROM spans WHERE scope_key = ? AND start_ns BETWEEN ? AND ?",
                (scope, since_ns, until_ns)))
        return out

    def subgraph_spans(self, cases: Sequence[CaseRef], stats: SubgraphStats | None = None) -> list[SpanRecord]:
        """A memory scope's cases: their lineage and their scope's traces (:meth:`TraceSource.subgraph_spans`).
        Cases with no memory scope (:data:`WHOLE_WINDOW`): every span of the window, since the engine weighs any
        unscoped operation for them, as on the whole graph."""
        if not any(c.scope_key == WHOLE_WINDOW for c in cases):
            self._memo = {}
            try:
                with gc_paused():
                    return super().subgraph_spans(cases, stats)
            finally:
                self._memo = None
        stats = stats if stats is not None else SubgraphStats()
        until = max(c.time_ns for c in cases)
        since = min(c.time_ns for c in cases) - self.lookback_ns
        rows = self.db.execute("SELECT part, off, len FROM spans WHERE start_ns BETWEEN ? AND ?",
                               (since, until)).fetchall()
        spans: dict[tuple[str, str], SpanRecord] = {}
        with gc_paused():
            records = self._read(rows)
        for rec in records:
            spans.setdefault(rec.key, rec)  # the first of duplicates in file order, as the whole graph keeps
        stats.queries, stats.spans = 1, len(spans)
        stats.traces = len({key[0] for key in spans})
        return sorted(spans.values(), key=lambda r: (r.start_ns, r.trace_id, r.span_id))

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        rows = []
        trace_ids = list(trace_ids)
        for start in range(0, len(trace_ids), _IN_BATCH):  # one query per batch of traces, not per trace
            chunk = trace_ids[start:start + _IN_BATCH]
            rows += self.db.execute(f"SELECT part, off, len FROM spans WHERE trace_id IN ({_marks(len(chunk))}) "
                                    "AND start_ns BETWEEN ? AND ?", (*chunk, since_ns, until_ns)).fetchall()
        return self._read(rows)

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        """Spans that declared one of ``var_ids``; an id no span declared is read as the end of variable ids, as
        given evidence ids are (``evidence.resolve_given``: "D1:3" names "msg:conv-26:D1:3")."""
        rows = []
        query = "SELECT part, off, len FROM touches WHERE {} AND start_ns BETWEEN ? AND ?"
        var_ids = list(var_ids)
        declared: set[str] = set()  # reversed ids some span in the window declared
        for start in range(0, len(var_ids), _IN_BATCH):  # the exact ids, a batch per query
            chunk = [v[::-1] for v in var_ids[start:start + _IN_BATCH]]
            for rvar, part, off, size in self.db.execute(
                    f"SELECT rvar, part, off, len FROM touches WHERE rvar IN ({_marks(len(chunk))}) "
                    "AND start_ns BETWEEN ? AND ?", (*chunk, since_ns, until_ns)):
                declared.add(rvar)
                rows.append((part, off, size))
        for var_id in var_ids:
            if var_id[::-1] not in declared:
                tail = (":" + var_id)[::-1]
                rows += self.db.execute(query.format("rvar >= ? AND rvar < ?"),
                                        (tail, tail + "\U0010ffff", since_ns, until_ns)).fetchall()
        return self._read(rows)


_IN_BATCH = 500  # ids per "IN (...)" query (below SQLite's oldest limit of 999 bound parameters)


def _marks(n: int) -> str:
    return ",".join("?" * n)


__all__ = ["FileSource", "plan_parts", "index_part", "PART_BYTES"]
