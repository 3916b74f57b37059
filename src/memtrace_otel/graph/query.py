"""Read-only questions asked of an :class:`EvolutionGraph` (mixed into it). Every list comes in a fixed order.

Data lineage (``ancestors`` / ``descendants``) follows: op inputs -> op -> op outputs; version chains
``var@n -> var@n+1`` (consecutive known versions); and ``source_ids`` on outputs (an id-only "derived from",
resolved to the latest version of that id produced before the output's producer).
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections import deque
from typing import TYPE_CHECKING, Iterable

from .. import semconv as sc
from .model import UNKNOWN_VERSION, Edge, Operation, Outcome, VariableVersion, Verdict, make_node_id, make_op_id

if TYPE_CHECKING:  # pragma: no cover
    from .build import EvolutionGraph


class GraphQueries:
    # storage is defined by EvolutionGraph.__init__
    operations: dict[str, Operation]
    variables: dict[str, VariableVersion]

    # ------------------------------------------------------------------------------------------------ order
    def ops_in_order(self) -> list[Operation]:
        """Operations in execution order (start_ns, process, seq, trace_id, span_id). Verdicts are not operations."""
        cached = self._cache.get("order")
        if cached is None:
            cached = sorted(self.operations.values(), key=_op_key)
            self._cache["order"] = cached
        return list(cached)

    def position(self, op_id: str) -> int:
        """Index of an operation in :meth:`ops_in_order`."""
        index = self._cache.get("position")
        if index is None:
            index = {op.op_id: i for i, op in enumerate(self.ops_in_order())}
            self._cache["position"] = index
        return index[op_id]

    def _sorted_ops(self, op_ids: Iterable[str]) -> list[Operation]:
        return sorted((self.operations[i] for i in op_ids if i in self.operations), key=_op_key)

    # ------------------------------------------------------------------------------------------------ versions
    def versions(self, var_id: str) -> list[VariableVersion]:
        """Known versions (>= 1) of a variable, ascending. The ``@0`` placeholder is not a version."""
        return [self.variables[make_node_id(var_id, v)] for v in _one_or_list(self._versions_get(var_id))]

    def latest_version(self, var_id: str, before_op: str | Operation | None = None) -> VariableVersion | None:
        """Highest version; with ``before_op``, the version produced last by an op that ran before it."""
        if before_op is None:
            versions = _one_or_list(self._versions_get(var_id))
            return self.variables[make_node_id(var_id, versions[-1])] if versions else None
        op = before_op if isinstance(before_op, Operation) else self.operations.get(before_op)
        if op is None:
            raise KeyError(f"unknown operation {before_op!r}")
        produced = self._produced_of(var_id)
        if not produced:
            return None
        i = bisect_left(produced, (op.order_key,), key=_produced_sort_key)
        return self.variables[make_node_id(var_id, produced[i - 1][1])] if i else None

    def _produced_of(self, var_id: str) -> "tuple | list[tuple[Operation, int]]":
        """The variable's ``(producer op, version)`` pairs, sorted by (order key, version) (``_produced`` holds a
        bare version while there is one: its producer is read from the node)."""
        value = self._produced_get(var_id)
        if value is None:
            return ()
        if type(value) is list:
            return value
        return ((self._producer_op(var_id, value), value),)

    def _versions_get(self, var_id: str):
        """The variable's sorted versions >= 1: the bare version while there is one, a list past that, None while
        there is none (``_var_index``, EvolutionGraph.__init__)."""
        entry = self._var_index.get(var_id)
        return entry[0] if type(entry) is tuple else entry

    def _produced_get(self, var_id: str):
        """The variable's produced versions: the bare version while there is one, else a list of (producer op,
        version) sorted by (order key, version) (a new one when the index keeps only the versions: change it
        through EvolutionGraph._set_var_entry), None while there is none."""
        entry = self._var_index.get(var_id)
        if type(entry) is tuple:
            return entry[1]
        if type(entry) is list:  # the bare versions: every one produced, by ops in version order (a new list)
            return [(self._producer_op(var_id, v), v) for v in entry]
        return entry

    def _producer_op(self, var_id: str, version: int) -> Operation:
        return self.operations[self.variables[make_node_id(var_id, version)].producer_op_id]

    def record_history(self, var_id: str) -> list[VariableVersion]:
        """Every version of one record, ascending; ``producer(v.node_id)`` gives the op that wrote each."""
        return self.versions(var_id)

    def producer(self, node_id: str) -> Operation | None:
        node = self.variables.get(node_id)
        if node is None or node.producer_op_id is None:
            return None
        return self.operations.get(node.producer_op_id)

    def writers(self, node_id: str) -> list[Operation]:
        """Every op with an output edge to the version (its producer, plus ops that left it ``unchanged``)."""
        return self._sorted_ops(self._writer_ids(node_id))

    def _writer_ids(self, node_id: str) -> tuple[str, ...] | list[str]:
        """Op ids with an output edge to the version: ``_writers`` holds those other than its producer."""
        extra = _ids(self._writers, node_id)
        node = self.variables.get(node_id)
        if node is not None:
            producer = node.producer_op_id
            if producer is not None and producer not in extra and self._has_output(producer, node_id):
                return (producer, *extra)
        return extra

    def _has_output(self, op_id: str, node_id: str) -> bool:
        op = self.operations.get(op_id)
        return op is not None and node_id in op._output_ids()

    def consumers(self, node_id: str) -> list[Operation]:
        return self._sorted_ops(set(_ids(self._consumers, node_id)))

    def inputs(self, op_id: str) -> list[Edge]:
        return list(self._op(op_id).inputs)

    def outputs(self, op_id: str) -> list[Edge]:
        return list(self._op(op_id).outputs)

    def _op(self, op_id: str) -> Operation:
        try:
            return self.operations[op_id]
        except KeyError:
            raise KeyError(f"unknown operation {op_id!r}") from None

    # ------------------------------------------------------------------------------------------------ span tree
    def parent(self, op_id: str) -> Operation | None:
        """The nearest enclosing span that is an operation (climbs through ignored non-memory spans)."""
        op = self._op(op_id)
        span_id = op.parent_span_id
        hops = 0
        while span_id and hops < 10_000:
            if type(span_id) is Operation:  # an ignored span's parent op (see EvolutionGraph._span_parent)
                return span_id
            parent = self.operations.get(make_op_id(op.trace_id, span_id))
            if parent is not None:
                return parent
            span_id = self._span_parent.get((op.trace_id, span_id))
            hops += 1
        return None

    def children(self, op_id: str) -> list[Operation]:
        index = self._cache.get("children")
        if index is None:
            index = {}
            for op in self.ops_in_order():
                parent = self.parent(op.op_id)
                if parent is not None:
                    index.setdefault(parent.op_id, []).append(op)
            self._cache["children"] = index
        self._op(op_id)
        return list(index.get(op_id, ()))

    # ------------------------------------------------------------------------------------------------ lineage
    def _source_nodes(self, node: VariableVersion) -> list[str]:
        out = []
        producer = self.operations.get(node.producer_op_id) if node.producer_op_id else None
        for sid in node.source_ids:
            if sid in self.variables:
                out.append(sid)
                continue
            src = self.latest_version(sid, producer) if producer is not None else None
            if src is None:
                src = self.latest_version(sid)
            if src is not None:
                out.append(src.node_id)
        return out

    def _preds(self, item: str) -> list[str]:
        op = self.operations.get(item)
        if op is not None:
            return op._input_ids()
        node = self.variables.get(item)
        if node is None:
            return []
        out = sorted(self._writer_ids(item))
        if node.version != UNKNOWN_VERSION:
            versions = _one_or_list(self._versions_get(node.var_id))
            i = bisect_left(versions, node.version)
            if i > 0:
                out.append(make_node_id(node.var_id, versions[i - 1]))
        out.extend(self._source_nodes(node))
        return out

    def _succs(self, item: str) -> list[str]:
        op = self.operations.get(item)
        if op is not None:
            return op._output_ids()
        node = self.variables.get(item)
        if node is None:
            return []
        out = sorted(set(_ids(self._consumers, item)))
        if node.version != UNKNOWN_VERSION:
            versions = _one_or_list(self._versions_get(node.var_id))
            i = bisect_left(versions, node.version)
            if i + 1 < len(versions):
                out.append(make_node_id(node.var_id, versions[i + 1]))
        for citing in sorted(set(_ids(self._cited_by, node.var_id)) | set(_ids(self._cited_by, item))):
            other = self.variables.get(citing)
            if other is not None and item in self._source_nodes(other):
                out.append(citing)
        return out

    def _walk(self, starts: Iterable[str], step) -> set[str]:
        starts = list(starts)
        seen: set[str] = set(starts)
        queue = deque(starts)
        while queue:
            for nxt in step(queue.popleft()):
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return seen

    def _check_id(self, item: str) -> None:
        if item not in self.operations and item not in self.variables:
            raise KeyError(f"unknown operation or variable version {item!r}")

    def ancestors(self, item: str) -> set[str]:
        """Op ids and node ids ``item`` (an op id or node id) depends on, transitively; ``item`` excluded."""
        self._check_id(item)
        return self._walk([item], self._preds) - {item}

    def descendants(self, item: str) -> set[str]:
        """Op ids and node ids that depend on ``item``, transitively; ``item`` excluded."""
        self._check_id(item)
        return self._walk([item], self._succs) - {item}

    # ------------------------------------------------------------------------------------------------ subgraphs
    def subgraph(self, ids: Iterable[str]) -> "EvolutionGraph":
        """The ops and variable versions named in ``ids``; ops keep only edges to kept versions.

        Costs O(len(ids)) (plus the outcomes, verdicts and span parents that touch them), not O(graph)."""
        wanted = set(ids)
        operations, variables = self.operations, self.variables
        ops = []
        for op_id in sorted(i for i in wanted if i in operations):
            op = operations[op_id]
            ops.append(op._replace(
                inputs=[e for e in op.inputs if e.node_id in wanted],
                outputs=[e for e in op.outputs if e.node_id in wanted],
                links=list(op.links),
            ))
        kept_ops = {op.op_id for op in ops}
        nodes = [variables[n]._replace(_ranks=None, _rank_key=None) for n in sorted(n for n in wanted if n in variables)]
        outcomes = self._outcomes_touching(wanted, kept_ops)
        verdicts = self._verdicts_touching(wanted, kept_ops)
        g = type(self)()
        g._load(ops, nodes, outcomes, verdicts)
        by_trace = self._span_parents_by_trace()
        for trace_id in {op.trace_id for op in ops}:  # only what parent() can use inside the subgraph
            for key, parent in by_trace.get(trace_id, ()):
                g._span_parent[key] = _span_of(parent)
        return g

    def _outcomes_touching(self, wanted: set[str], kept_ops: set[str]) -> list[Outcome]:
        """``[o for o in outcomes() if o.op_id in wanted or o.answer_op_id in kept_ops]`` through an index."""
        index = self._cache.get("outcome_index")
        if index is None:
            by_op: dict[str, int] = {}
            by_answer: dict[str, list[int]] = {}
            for i, o in enumerate(self.outcomes()):
                by_op[o.op_id] = i
                if o.answer_op_id is not None:
                    by_answer.setdefault(o.answer_op_id, []).append(i)
            index = self._cache["outcome_index"] = (by_op, by_answer)
        by_op, by_answer = index
        if not by_op:
            return []
        hits: set[int] = set()
        for item in wanted if len(wanted) < len(by_op) else by_op.keys() & wanted:
            i = by_op.get(item)
            if i is not None:
                hits.add(i)
        for op_id in kept_ops:
            hits.update(by_answer.get(op_id, ()))
        outcomes = self._cache.get("outcomes")
        if outcomes is None:
            outcomes = self.outcomes()
        return [outcomes[i] for i in sorted(hits)]

    def _verdicts_touching(self, wanted: set[str], kept_ops: set[str]) -> list[Verdict]:
        if not self._verdicts:
            return []
        index = self._cache.get("verdict_index")
        if index is None:
            ordered = self.verdicts()
            by_op: dict[str, set[int]] = {}
            by_ref: dict[str, set[int]] = {}
            for i, v in enumerate(ordered):
                by_op.setdefault(v.op_id, set()).add(i)
                for ref in (v.root_cause_op_id, v.failed_op_id):
                    if ref is not None:
                        by_ref.setdefault(ref, set()).add(i)
            index = self._cache["verdict_index"] = (ordered, by_op, by_ref)
        ordered, by_op, by_ref = index
        hits: set[int] = set()
        for item in wanted:
            hits.update(by_op.get(item, ()))
        for op_id in kept_ops:
            hits.update(by_ref.get(op_id, ()))
        return [ordered[i] for i in sorted(hits)]

    def _span_parents_by_trace(self) -> dict[str, list[tuple[tuple[str, str], str]]]:
        """``_span_parent`` grouped by trace id; rebuilt when entries were added (entries are never replaced)."""
        cached = self._cache.get("span_parents_by_trace")
        if cached is None or cached[0] != len(self._span_parent):
            index: dict[str, list[tuple[tuple[str, str], str]]] = {}
            for key, parent in self._span_parent.items():
                index.setdefault(key[0], []).append((key, parent))
            cached = self._cache["span_parents_by_trace"] = (len(self._span_parent), index)
        return cached[1]

    def op_subgraph(self, op_id: str) -> "EvolutionGraph":
        """One operation with every variable version it reads or writes."""
        op = self._op(op_id)
        return self.subgraph([op_id, *op._input_ids(), *op._output_ids()])

    def neighbourhood(self, ids: Iterable[str]) -> set[str]:
        """``ids`` plus everything one edge (or one version step) away."""
        out: set[str] = set()
        for item in ids:
            out.add(item)
            out.update(self._preds(item))
            out.update(self._succs(item))
        return out

    def trace_ids(self, trace_id: str) -> set[str]:
        """Ops of one trace plus every variable version they touch (for ``subgraph``)."""
        out: set[str] = set()
        for op in self.operations.values():
            if op.trace_id == trace_id:
                out.add(op.op_id)
                out.update(op._input_ids())
                out.update(op._output_ids())
        for o in self._outcomes.values():
            if o.trace_id == trace_id:
                out.add(o.op_id)
        return out

    def between(self, evidence_var_ids: Iterable[str], answer_node_id: str) -> "EvolutionGraph":
        """Ops and versions on some lineage path from an evidence variable (var id, or node id) to the answer."""
        if answer_node_id not in self.variables and answer_node_id not in self.operations:
            return self.subgraph(())
        starts: list[str] = []
        for ev in evidence_var_ids:
            if ev in self.variables:
                starts.append(ev)
            else:
                starts.extend(v.node_id for v in self.versions(ev))
                placeholder = make_node_id(ev, UNKNOWN_VERSION)
                if placeholder in self.variables:
                    starts.append(placeholder)
        # Walk up from the answer, remembering each edge into an ancestor; then walk down from the evidence along
        # those edges only. The nodes reached are exactly ancestors & descendants (``_succs`` is the inverse of
        # ``_preds``, so every node on an evidence -> answer path is an ancestor whose in-edges were recorded),
        # and the cost is the answer's ancestry, not the evidence's whole future (hot records read by every
        # later search), which grows with the graph.
        up: set[str] = {answer_node_id}
        into: dict[str, list[str]] = {}
        queue = deque([answer_node_id])
        while queue:
            item = queue.popleft()
            for pred in self._preds(item):
                into.setdefault(pred, []).append(item)
                if pred not in up:
                    up.add(pred)
                    queue.append(pred)
        path = self._walk([s for s in starts if s in up], lambda item: into.get(item, ()))
        return self.subgraph(path)

    # ------------------------------------------------------------------------------------------------ outcomes
    def outcomes(self) -> list[Outcome]:
        """Evaluated answers, in execution order, with the answer op / answer variable filled in when derivable."""
        cached = self._cache.get("outcomes")
        if cached is None:
            cached = [self._resolved_outcome(self._outcomes[op_id])
                      for op_id in sorted(self._outcomes, key=self._record_key)]
            self._cache["outcomes"] = cached
        return list(cached)

    def failed_outcomes(self) -> list[Outcome]:
        return [o for o in self.outcomes() if o.status == sc.OUTCOME_FAILED]

    def verdicts(self) -> list[Verdict]:
        """Root-cause verdict spans (not operations: they are attribution artefacts)."""
        cached = self._cache.get("verdicts")
        if cached is None:
            cached = [self._verdicts[k]
                      for k in sorted(self._verdicts, key=lambda k: (self._verdicts[k].case_id or "", k))]
            self._cache["verdicts"] = cached
        return list(cached)

    def _record_key(self, op_id: str) -> tuple:
        op = self.operations.get(op_id)
        return (0, _op_key(op)) if op is not None else (1, (0, "", -1, op_id, ""))

    def _resolved_outcome(self, o: Outcome) -> Outcome:
        answer_op = o.answer_op_id
        if answer_op is None:
            parent, links = self._outcome_ctx.get(o.op_id, (None, ()))
            for candidate in (parent, *links):
                if candidate is not None and candidate in self.operations:
                    answer_op = candidate
                    break
        answer_node = o.answer_node_id
        if answer_node is None and answer_op in self.operations:
            answers = [n for n in self.operations[answer_op]._output_ids()
                       if (self.variables.get(n) is not None and self.variables[n].kind == "answer")]
            if answers:
                answer_node = answers[-1]
        if answer_op == o.answer_op_id and answer_node == o.answer_node_id:
            return o
        return dataclasses.replace(o, answer_op_id=answer_op, answer_node_id=answer_node)


def _ids(index: dict, key: str) -> tuple[str, ...] | list[str]:
    """The ids an index (``_writers``, ``_consumers``, ``_cited_by``) holds for a key: one id is stored as a bare
    str (see EvolutionGraph.__init__)."""
    value = index.get(key)
    if value is None:
        return ()
    if type(value) is str:
        return (value,)
    return value


def _span_of(parent: "str | Operation") -> str:
    """An ``_span_parent`` value as the parent span id (it holds the parent op when the graph had it)."""
    return parent.span_id if type(parent) is Operation else parent


def _one_or_list(value):
    """A sorted index entry of ``_versions`` / ``_produced``: the bare item while there is one, else a list."""
    if value is None:
        return ()
    if type(value) is list:
        return value
    return (value,)


def _op_key(op: Operation) -> tuple:
    """(start_ns, process, seq, trace_id, span_id): the op's order key orders the same (model.Operation)."""
    return op.order_key


def _produced_sort_key(entry: tuple) -> tuple:
    """Sort key of a ``(producer op, version)`` entry of a variable's produced versions: ``(order key, version)``."""
    return (entry[0].order_key, entry[1])
