"""Trace files as an attribution source: read once, kept on disk, attributed scope by scope.

``memtrace attribute FILES`` without options builds one graph of every span and holds it in memory (about 1.7-2.5
kB per span). With ``--stream`` (or ``--jobs N``) the files are instead read once into a spill directory:

- ``spans.bin``: every span, pickled, one after the other;
- ``index.db`` (SQLite): where each span is in ``spans.bin`` by trace, the spans that declared each variable (either
  role, either variable encoding: ``variables_codec.touched_ids``; the id stored reversed, so an evidence id that
  ends a variable id, "D1:3" for "msg:conv-26:D1:3", is a range of the same index) and the failed outcomes found on
  the way.

Then it is a :class:`~memtrace_otel.attribution.sources.TraceSource` like a collector's store: the cases are grouped
by memory scope and each group's lineage subgraph (its traces, the spans that touched what they read, transitively)
is read back and attributed (``attribution/parallel.py``), in this process or ``--jobs N`` worker processes. Memory
is one group's subgraph per process plus SQLite's page cache, whatever the size of the files.

The verdict of a case is the one the in-memory build gives whenever everything the engine weighs is in the case's
lineage subgraph; it can differ where the whole-file graph holds more that no lineage connects to the answer (a
stored document no operation ever read, when no evidence ids name it). docs/scale.md says what was measured.
"""

from __future__ import annotations

import os
import pickle
import sqlite3
import tempfile
from typing import Callable, Iterable, Optional, Sequence

from ... import semconv as sc
from ...span_record import SpanRecord
from . import WHOLE_WINDOW, CaseRef, SubgraphStats, TraceSource

_SCHEMA = """
CREATE TABLE spans (trace_id TEXT NOT NULL, span_id TEXT NOT NULL, start_ns INTEGER NOT NULL,
                    scope_key TEXT NOT NULL, off INTEGER NOT NULL, len INTEGER NOT NULL);
CREATE TABLE touches (rvar TEXT NOT NULL, start_ns INTEGER NOT NULL, off INTEGER NOT NULL, len INTEGER NOT NULL);
CREATE TABLE cases (case_id TEXT NOT NULL, trace_id TEXT NOT NULL, span_id TEXT NOT NULL, time_ns INTEGER NOT NULL,
                    scope_key TEXT NOT NULL, answer_trace_id TEXT NOT NULL, answer_span_id TEXT NOT NULL,
                    evidence TEXT NOT NULL);
"""
_INDEXES = """
CREATE INDEX spans_trace ON spans (trace_id);
CREATE INDEX spans_scope ON spans (scope_key, start_ns);
CREATE INDEX touches_var ON touches (rvar);
"""
_BATCH = 5000  # rows per executemany


def _failed_outcome(rec: SpanRecord):
    """The failed outcome this span records, read by the graph builder itself (one span, one throwaway graph), or
    None. Only spans that can be outcomes are asked (an outcome span name or an evaluation event)."""
    if rec.name != sc.OUTCOME_SPAN_NAME and not any(ev.name == sc.GEN_AI_EVALUATION_RESULT_EVENT
                                                     for ev in rec.events):
        return None
    from ...graph import EvolutionGraph

    graph = EvolutionGraph()
    graph.add_span(rec)
    failed = graph.failed_outcomes()
    return failed[0] if failed else None


def _scope_of(rec: SpanRecord) -> str:
    from ...graph.build import _scope_key

    return _scope_key(rec.attributes) or "" if sc.MEMTRACE_OP_KIND in rec.attributes else ""


class FileSource(TraceSource):
    """Spans of trace files, indexed on disk by :meth:`index`. Picklable (the directory's path): worker processes
    open the index and the spill file themselves."""

    def __init__(self, directory: str):
        self.directory = directory
        self.lookback_ns = 2 ** 62  # a file holds what it holds: a case's lineage is searched back to its start
        self.spans = 0
        self._db: Optional[sqlite3.Connection] = None
        self._spill = None

    def __getstate__(self) -> dict:
        return {"directory": self.directory, "lookback_ns": self.lookback_ns, "spans": self.spans,
                "_db": None, "_spill": None}

    def cache_key(self) -> str | None:
        return "files:" + self.directory

    def describe(self) -> str:
        return f"{self.spans} spans indexed in {self.directory}"

    # ------------------------------------------------------------------------------------------------ indexing
    @classmethod
    def index(cls, paths: Iterable[str], directory: Optional[str] = None,
              progress: Optional[Callable[[int], None]] = None) -> "FileSource":
        """Read every span of ``paths`` once (streamed: the loaders never hold a file) into ``directory`` (a new
        temporary directory when None). ``progress(spans so far)`` is called every few thousand spans."""
        from ...graph.loaders import iter_spans
        from ...variables_codec import touched_ids

        directory = directory or tempfile.mkdtemp(prefix="memtrace-stream-")
        os.makedirs(directory, exist_ok=True)
        db = sqlite3.connect(os.path.join(directory, "index.db"))
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        spans_rows: list[tuple] = []
        touch_rows: list[tuple] = []
        case_rows: list[tuple] = []
        trace_scope: dict[str, str] = {}  # the first memory scope seen in a trace: a case's scope when its own
        # spans have none (only traces with a case or a scope are kept, not every trace)
        pending_cases: list = []
        count = 0
        dumps = pickle.dumps
        with open(os.path.join(directory, "spans.bin"), "wb") as spill:
            offset = 0
            for rec in iter_spans(list(paths)):
                blob = dumps(rec, pickle.HIGHEST_PROTOCOL)
                spill.write(blob)
                size = len(blob)
                start = int(rec.start_ns or 0)
                scope = _scope_of(rec)
                if scope and rec.trace_id not in trace_scope:
                    trace_scope[rec.trace_id] = scope
                spans_rows.append((rec.trace_id, rec.span_id, start, scope, offset, size))
                if sc.MEMTRACE_OP_KIND in rec.attributes or rec.events:
                    for var_id in touched_ids(rec.attributes, rec.events):
                        touch_rows.append((var_id[::-1], start, offset, size))
                outcome = _failed_outcome(rec)
                if outcome is not None:
                    pending_cases.append((rec, outcome, scope))
                offset += size
                count += 1
                if len(spans_rows) >= _BATCH:
                    _flush(db, spans_rows, touch_rows)
                    if progress is not None:
                        progress(count)
        _flush(db, spans_rows, touch_rows)
        for rec, outcome, scope in pending_cases:
            answer_trace = outcome.answer_op_id.split(":", 1)[0] if outcome.answer_op_id else ""
            answer_span = outcome.answer_op_id.split(":", 1)[1] if outcome.answer_op_id else ""
            if not answer_trace and rec.links:  # an outcome span evaluates the span it links to
                answer_trace, answer_span = rec.links[0].trace_id, rec.links[0].span_id
            scope = scope or trace_scope.get(answer_trace, "") or trace_scope.get(rec.trace_id, "") or WHOLE_WINDOW
            case_rows.append((outcome.case_id or outcome.op_id, rec.trace_id, rec.span_id,
                              int(max(rec.start_ns or 0, rec.end_ns or 0)), scope, answer_trace, answer_span,
                              "\x1f".join(outcome.evidence_ids)))
        db.executemany("INSERT INTO cases VALUES (?, ?, ?, ?, ?, ?, ?, ?)", case_rows)
        db.executescript(_INDEXES)
        db.commit()
        db.close()
        if progress is not None:
            progress(count)
        source = cls(directory)
        source.spans = count
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
        if self._spill is not None:
            self._spill.close()
            self._spill = None

    def _read(self, rows: Iterable[tuple[int, int]]) -> list[SpanRecord]:
        if self._spill is None:
            self._spill = open(os.path.join(self.directory, "spans.bin"), "rb")
        out = []
        for off, size in sorted(set(rows)):
            self._spill.seek(off)
            out.append(pickle.loads(self._spill.read(size)))
        return out

    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        rows = self.db.execute("SELECT case_id, trace_id, span_id, time_ns, scope_key, answer_trace_id, "
                               "answer_span_id, evidence FROM cases WHERE time_ns >= ? ORDER BY rowid",
                               (since_ns,)).fetchall()
        cases = [CaseRef(case_id=r[0], trace_id=r[1], span_id=r[2], time_ns=r[3], scope_key=r[4],
                         answer_trace_id=r[5], answer_span_id=r[6],
                         evidence_var_ids=tuple(v for v in r[7].split("\x1f") if v))
                 for r in rows if until_ns is None or r[3] <= until_ns]
        cases.sort(key=lambda c: (c.time_ns, c.trace_id, c.span_id))
        return cases

    def scope_traces(self, scopes: set[str], since_ns: int, until_ns: int) -> set[str]:
        """Every trace with an operation of the group's memory scope in the window: a record of the scope that no
        operation on the answer's lineage read (the one a retrieval missed) is weighed, as on the whole graph."""
        out: set[str] = set()
        for scope in scopes - {"", WHOLE_WINDOW}:
            out.update(t for (t,) in self.db.execute(
                "SELECT DISTINCT trace_id FROM spans WHERE scope_key = ? AND start_ns BETWEEN ? AND ?",
                (scope, since_ns, until_ns)))
        return out

    def subgraph_spans(self, cases: Sequence[CaseRef], stats: SubgraphStats | None = None) -> list[SpanRecord]:
        """A memory scope's cases: their lineage and their scope's traces (:meth:`TraceSource.subgraph_spans`).
        Cases with no memory scope (:data:`WHOLE_WINDOW`): every span of the window, read in file order, since the
        engine weighs any unscoped operation for them, as on the whole graph."""
        if not any(c.scope_key == WHOLE_WINDOW for c in cases):
            return super().subgraph_spans(cases, stats)
        stats = stats if stats is not None else SubgraphStats()
        until = max(c.time_ns for c in cases)
        since = min(c.time_ns for c in cases) - self.lookback_ns
        rows = self.db.execute("SELECT off, len FROM spans WHERE start_ns BETWEEN ? AND ? ORDER BY off",
                               (since, until)).fetchall()
        spans: dict[tuple[str, str], SpanRecord] = {}
        for rec in self._read(rows):
            spans.setdefault(rec.key, rec)
        stats.queries, stats.spans = 1, len(spans)
        stats.traces = len({key[0] for key in spans})
        return sorted(spans.values(), key=lambda r: (r.start_ns, r.trace_id, r.span_id))

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        rows = []
        for trace_id in trace_ids:
            rows += self.db.execute("SELECT off, len FROM spans WHERE trace_id = ? AND start_ns BETWEEN ? AND ?",
                                    (trace_id, since_ns, until_ns)).fetchall()
        return self._read(rows)

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        """Spans that declared one of ``var_ids``; an id no span declared is read as the end of variable ids, as
        given evidence ids are (``evidence.resolve_given``: "D1:3" names "msg:conv-26:D1:3")."""
        rows = []
        query = "SELECT off, len FROM touches WHERE {} AND start_ns BETWEEN ? AND ?"
        for var_id in var_ids:
            found = self.db.execute(query.format("rvar = ?"), (var_id[::-1], since_ns, until_ns)).fetchall()
            if not found:
                tail = (":" + var_id)[::-1]
                found = self.db.execute(query.format("rvar >= ? AND rvar < ?"),
                                        (tail, tail + "\U0010ffff", since_ns, until_ns)).fetchall()
            rows += found
        return self._read(rows)


def _flush(db: sqlite3.Connection, spans_rows: list, touch_rows: list) -> None:
    db.executemany("INSERT INTO spans VALUES (?, ?, ?, ?, ?, ?)", spans_rows)
    db.executemany("INSERT INTO touches VALUES (?, ?, ?, ?)", touch_rows)
    spans_rows.clear()
    touch_rows.clear()


__all__ = ["FileSource"]
