"""Building the evolution graph from spans, incrementally and independently of arrival order.

Rules (docs/graph-format.md, SPAN_MODEL.md):
- a span is an operation iff it has ``memtrace.op.kind``; verdict spans (``memtrace.attribution``,
  ``memtrace.root_cause``) are kept apart as :class:`Verdict`; outcome spans become :class:`Outcome` (and an
  operation too, since they carry ``memtrace.op.kind=judge``); every other span is ignored except for a parent
  pointer, so span parenthood can be followed through non-memory spans;
- a span declares the variable versions it consumed (inputs) and produced (outputs), read through
  :mod:`memtrace_otel.variables_codec`: the span-attribute columns of encoding v2, the ``memtrace.variable`` events
  of v1, or for a v1 span whose events a backend dropped the attribute mirrors (``memtrace.inputs/outputs``,
  ``memtrace.lineage.*``);
- an input declared with version 0 reads "the latest version produced earlier in execution order" and is
  re-resolved whenever a later-arriving span changes that answer (a ``var@0`` placeholder node stands in until
  then);
- the same set of spans in any order, with duplicates, gives the same graph (the same ``to_dict()``): node fields
  that several spans declare are taken from the best-ranked declaration (producer output first, then earliest op).
"""

from __future__ import annotations

import gc
import json
import logging
import sys
from bisect import bisect_left, insort
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterable

from .. import semconv as sc
from .. import variables_codec as codec
from ..span_record import SpanRecord
from .model import (
    ROLE_INPUT,
    ROLE_OUTPUT,
    UNKNOWN_VERSION,
    Edge,
    Operation,
    Outcome,
    VariableVersion,
    Verdict,
    _rank_key_of,
    _shape,
    _version_profile,
    make_node_id,
    make_op_id,
    op_order_key,
    split_node_id,
)
from .query import GraphQueries, _ids, _one_or_list, _produced_sort_key, _span_of
from .serialize import graph_from_dict, graph_to_dict

log = logging.getLogger(__name__)

_VERDICT_SPAN_NAMES = frozenset({sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME})
_MERGED_FIELDS = ("kind", "hash", "content", "truncated", "scope_key", "source_ids", "said_at")
_FIELD_BITS = tuple((name, 1 << i) for i, name in enumerate(_MERGED_FIELDS))
# where the merged fields a version keeps in its shared profile sit in _VersionProfile.fields()
_PROFILE_AT = {"kind": 0, "truncated": 1, "scope_key": 2, "said_at": 4}
# The variable columns (v2) and mirrors (v1) are decoded into declarations; an op keeps them only when they are all
# it has (a v1 span without events), as before (memory).
_VARIABLE_ATTRIBUTES = codec.VARIABLE_KEYS
_MASK_BITS = len(_MERGED_FIELDS)
_MASK = (1 << _MASK_BITS) - 1
_PACKED: dict[int, int] = {}  # one shared int object per packed rank (a fresh int per node would be 28 bytes)


def _pack_rank(cls: int, index: int, mask: int) -> int:
    """A rank's class (0-2) and declaration index with a field mask, in one int: ``((index*3 + cls) << 7) | mask``."""
    packed = ((index * 3 + cls) << _MASK_BITS) | mask
    if len(_PACKED) < 65_536:
        return _PACKED.setdefault(packed, packed)
    return _PACKED.get(packed, packed)


_BIG = 32  # a per-node id collection switches from tuple to list past this size (hot records read many times)
_SHORT = 64  # attribute string values up to this length are interned (ids, names, kinds: repeated across spans)
_intern = sys.intern


def _i(value: Any) -> Any:
    """Intern a string: decoded spans carry a fresh copy of every attribute key, trace id, op name, kind, var id...
    per span; the graph keeps one shared object per distinct value (about a third of its memory per span at 10k
    decoded spans, benchmarks/graph_build.py)."""
    return _intern(value) if type(value) is str else value


@dataclass(slots=True)
class _Decl:
    """One declared variable version, from an event or a mirror."""

    role: str
    var_id: str
    version: int
    kind: str | None = None
    hash: str | None = None
    content: str | None = None
    truncated: bool | None = None
    scope_key: str | None = None
    source_ids: tuple[str, ...] | None = None
    said_at: str | None = None
    change: str | None = None
    relation: str | None = None
    rank: int | None = None
    score: float | None = None
    hint: str | None = None  # op id of the span that produced the version an input reads


@dataclass(slots=True)
class _Pending:
    """An input declared with version 0, kept so it can be re-resolved."""

    var_id: str
    op: Operation  # the reading op (its order key is read from it)
    hint: str | None
    decl: _Decl | None  # None after from_dict (declaration details are not serialized)


def _reader_sort_key(entry: tuple) -> tuple:
    """Sort key of an ``(op, input index)`` entry of ``_pending_by_var``: ``(order key, op id, index)``."""
    op = entry[0]
    return (op.order_key, op.op_id, entry[1])


class EvolutionGraph(GraphQueries):
    """Variable versions <-> operations, built from :class:`SpanRecord` s. See docs/graph-format.md."""

    def __init__(self) -> None:
        self.operations: dict[str, Operation] = {}
        self.variables: dict[str, VariableVersion] = {}
        self._outcomes: dict[str, Outcome] = {}
        self._outcome_ctx: dict[str, tuple[str | None, tuple[str, ...]]] = {}  # op id -> (parent op, link ops)
        self._verdicts: dict[str, Verdict] = {}
        self._verdict_ctx: dict[str, tuple[str | None, tuple[str, ...]]] = {}
        # ignored spans only: (trace, span) -> parent span id, or the parent op when the graph had it (no second copy
        # of its span id; read them with query._span_of())
        self._span_parent: dict[tuple[str, str], "str | Operation"] = {}
        # var id -> its versions and produced versions, in one dict: ``(versions, produced)``, or the bare versions
        # when every version was produced, by ops in version order (most records: the bare version when it has one,
        # the list of versions when it has several; the (producer op, version) pairs are then made from the nodes).
        # ``versions``: the sorted versions >= 1; ``produced``: the (producer op, version) pairs sorted by (order key,
        # version); each the bare item while there is one (a produced version's op is then read from its node), None
        # while there is none. Read them with _versions_get() / _produced_get() (then query._one_or_list(),
        # _produced_of()); change them through _set_var_entry().
        self._var_index: dict[str, int | tuple] = {}
        # Per-node id collections are a bare str for one id (no container at all), a tuple for a few (GC-untracked,
        # ~4x smaller than sets), a list past _BIG; see _add_id/_remove_id, read them with query._ids().
        # node id -> ops with an output edge to it other than its producer (node.producer_op_id, counted when it has
        # an output edge to it); read every writer with query._writer_ids()
        self._writers: dict[str, str | tuple[str, ...]] = {}
        self._consumers: dict[str, str | tuple[str, ...] | list[str]] = {}  # node id -> op ids, once per input edge
        self._pending: dict[tuple[str, int], _Pending] = {}  # (op id, input index) -> version-0 input
        self._pending_by_var: dict[str, list[tuple[Operation, int]]] = {}  # sorted by _reader_sort_key
        self._pending_by_hint: dict[str, set[tuple[str, int]]] = {}
        self._cited_by: dict[str, str | tuple[str, ...]] = {}  # var id -> node ids whose source_ids name it
        self._cache: dict[str, Any] = {}
        self._shared_attributes: dict[tuple, tuple] = {}  # packed attribute tuples shared by ops (Operation._attrs)
        self.skipped_declarations = 0  # variable events / mirror entries too malformed to use
        self._skip_logged = False

    # ------------------------------------------------------------------------------------------------ ingest
    def add_spans(self, records: Iterable[SpanRecord]) -> int:
        """Add spans; returns how many were new graph elements (operations, outcomes, verdicts)."""
        # A build allocates many long-lived objects, and CPython's cyclic GC rescans the growing graph again and
        # again (measured: more than half the build time at 100k spans, benchmarks/graph_build.py). The builder
        # creates no reference cycles, so collection is paused for the batch and resumed afterwards.
        with gc_paused():
            return sum(1 for rec in records if self.add_span(rec))

    def add_span(self, rec: SpanRecord) -> bool:
        """Add one span. False for duplicates and for spans the graph ignores (no ``memtrace.op.kind``)."""
        op_id = make_op_id(rec.trace_id, rec.span_id)
        attrs = rec.attributes
        if rec.name in _VERDICT_SPAN_NAMES:
            if op_id in self._verdicts:
                return False
            self._add_verdict(rec, op_id)
            self._cache.clear()
            return True
        kind = attrs.get(sc.MEMTRACE_OP_KIND)
        outcome_event = _outcome_event(rec)
        is_outcome = rec.name == sc.OUTCOME_SPAN_NAME or outcome_event is not None
        if kind is None and not is_outcome:
            key = (_i(rec.trace_id), rec.span_id)
            if rec.parent_span_id and key not in self._span_parent:
                self._span_parent[key] = self._parent_of(rec)  # the parent op when here (no copy of its span id)
                self._cache.pop("children", None)
            return False
        if op_id in self.operations or op_id in self._outcomes:
            return False
        self._cache.clear()
        if is_outcome:
            self._add_outcome(rec, op_id, outcome_event, kind is not None)
        if kind is not None:
            self._add_op(rec, op_id, str(kind))
        return True

    def _add_op(self, rec: SpanRecord, op_id: str, kind: str) -> None:
        attrs = rec.attributes
        op = Operation(
            op_id=op_id,
            trace_id=_i(rec.trace_id),
            span_id=rec.span_id,
            parent_span_id=self._parent_of(rec),  # type: ignore[arg-type]  # an op or a span id (see _parent_of)
            name=_i(rec.name),
            op_name=_i(str(attrs.get(sc.MEMTRACE_OP_NAME) or rec.name)),
            kind=_i(kind),
            stage=_i(str(attrs.get(sc.MEMTRACE_OP_STAGE) or sc.STAGE_OF_KIND.get(kind, sc.STAGE_CONSTRUCTION))),
            system=_i(_opt_str(attrs.get(sc.MEMTRACE_OP_SYSTEM))),
            seq=_opt_int(attrs.get(sc.MEMTRACE_OP_SEQ)),
            process=_i(_opt_str(attrs.get(sc.MEMTRACE_OP_PROCESS))),
            start_ns=int(rec.start_ns or 0),
            end_ns=int(rec.end_ns or 0),
            status_code=_i(rec.status_code or "UNSET"),
            error_type=_i(_opt_str(attrs.get(sc.ERROR_TYPE))),
            scope_key=_i(_scope_key(attrs)),
            service_name=_i(rec.service_name),
        )
        decoded = codec.encoding(attrs, rec.events) != 0
        keys, values = [], []
        for k, v in attrs.items():
            if decoded and k in _VARIABLE_ATTRIBUTES:
                continue
            keys.append(_intern(k) if type(k) is str else k)
            values.append(_intern(v) if type(v) is str and len(v) <= _SHORT else v)
        op._attrs = (_shape(tuple(keys)), *values)  # what op.attributes = SpanAttributes._of(keys, values) stores
        # ops of one kind, user, system... have the same attributes but for their seq: one tuple for them all
        op._share_attributes(self._shared_attributes, 1000 + len(self.operations) // 16)
        skipped: list[str] = []
        declared = codec.declarations(attrs, rec.events, skipped)
        op.links = _links(rec, declared)
        decls = _decls(declared)
        if skipped:
            self.skipped_declarations += len(skipped)
            if not self._skip_logged:  # once: a buggy emitter would flood the log
                self._skip_logged = True
                log.warning("span %s:%s: %s (further malformed variable declarations are only counted in "
                            "EvolutionGraph.skipped_declarations)", rec.trace_id, rec.span_id, skipped[0])
        self._insert_op(op, decls)

    def _parent_of(self, rec: SpanRecord) -> "Operation | str | None":
        """The span's parent span id, or the parent op when it is already here (``Operation.parent_span_id`` reads
        its span id from it: no second copy of the string)."""
        parent = rec.parent_span_id
        if not parent:
            return None
        parent_op = self.operations.get(make_op_id(rec.trace_id, parent))
        return parent_op if parent_op is not None and parent_op.span_id == parent else parent

    def _insert_op(self, op: Operation, decls: list[_Decl]) -> None:
        op_id = op.op_id
        key = op.order_key
        self.operations[op_id] = op
        touched: dict[str, tuple] = {}  # var id -> smallest producer key that changed
        own_pending: list[tuple[str, int]] = []
        # edges are built in lists while the op is inserted, then stored in one tuple (Operation._set_edges)
        n_out = sum(1 for d in decls if d.role == ROLE_OUTPUT)
        inputs: list = [None] * (len(decls) - n_out)  # every slot is set below
        op._edges = [inputs, [None] * n_out]
        n_in = n_out = 0
        for i, d in enumerate(decls):
            rank = (0 if d.role == ROLE_OUTPUT and d.change != sc.CHANGE_UNCHANGED else
                    1 if d.role == ROLE_OUTPUT else 2, key, i)
            if d.role == ROLE_OUTPUT:
                self._attach_output(op, key, d, rank, touched, n_out)
                n_out += 1
            elif d.version == UNKNOWN_VERSION:
                idx = n_in  # the edge is set by _resolve below
                n_in += 1
                d.var_id = self._known_var_id(d.var_id)  # kept: share the graph's string when it has the var
                self._register_pending(op_id, idx, _Pending(d.var_id, op, d.hint, d))
                own_pending.append((op_id, idx))
            else:
                node = self._ensure_node(d.var_id, d.version)
                self._merge(node, d, rank, op)
                inputs[n_in] = Edge(node.node_id, op_id, ROLE_INPUT, relation=d.relation, rank=d.rank,
                                       score=d.score)
                n_in += 1
                self._consume(node.node_id, op_id)
        for p in own_pending:
            self._resolve(p)
        for var_id, min_key in sorted(touched.items()):
            readers = self._pending_by_var.get(var_id, ())
            start = bisect_left(readers, (min_key,), key=_reader_sort_key)
            for r_op, r_idx in list(readers[start:]):
                self._resolve((r_op.op_id, r_idx))
        for p in sorted(self._pending_by_hint.get(op_id, ())):
            self._resolve(p)
        op._set_edges(*op._edges)

    def _attach_output(self, op: Operation, key: tuple, d: _Decl, rank: tuple, touched: dict, index: int) -> None:
        node = self._ensure_node(d.var_id, d.version)
        node_id = node.node_id
        op._edges[1][index] = Edge(node_id, op.op_id, ROLE_OUTPUT, change=d.change)
        self._merge(node, d, rank, op)
        if d.change == sc.CHANGE_DELETE:
            node.deleted = True
        op_id, old_producer = op.op_id, node.producer_op_id
        prank = (d.change == sc.CHANGE_UNCHANGED, key)
        old = self._producer_rank(node)
        if old is not None and old <= prank:
            # a writer that is not the producer (_writers holds those; the producer is read from the node)
            if op_id != old_producer and op_id not in _ids(self._writers, node_id):
                _add_id(self._writers, node_id, op_id, unique=True)
            return
        if (old_producer is not None and old_producer != op_id and old_producer not in _ids(self._writers, node_id)
                and self._has_output(old_producer, node_id)):
            _add_id(self._writers, node_id, old_producer, unique=True)  # still a writer, no longer the producer
        if old is not None:
            self._remove_produced(d.var_id, self.operations[old_producer], d.version)
        self._add_produced(d.var_id, op, d.version)
        node.producer_op_id = op.op_id
        low = min(key, old[1]) if old is not None else key
        if d.var_id not in touched or low < touched[d.var_id]:
            touched[d.var_id] = low

    def _producer_rank(self, node: VariableVersion) -> tuple | None:
        """(left unchanged?, order key) of the node's producer: the best-ranked writer becomes the producer."""
        producer = self.operations.get(node.producer_op_id) if node.producer_op_id else None
        if producer is None:
            return None
        unchanged = all(e.change == sc.CHANGE_UNCHANGED for e in producer.outputs if e.node_id == node.node_id)
        return (unchanged, op_order_key(producer))

    def _add_produced(self, var_id: str, op: Operation, version: int) -> None:
        """Record that ``var_id@version`` was produced by ``op`` (its producer)."""
        versions, current = self._versions_get(var_id), self._produced_get(var_id)
        if current is None:
            self._set_var_entry(var_id, versions, version)
            return
        if type(current) is not list:
            current = [(self._producer_op(var_id, current), current)]
        insort(current, (op, version), key=_produced_sort_key)
        self._set_var_entry(var_id, versions, current)  # (current may be a list made by _produced_get)

    def _remove_produced(self, var_id: str, op: Operation, version: int) -> None:
        versions, current = self._versions_get(var_id), self._produced_get(var_id)
        if type(current) is list:
            key = op.order_key
            for i, (other, v) in enumerate(current):
                if v == version and (other is op or other.order_key == key):
                    del current[i]
                    break
            else:
                raise ValueError(f"{version!r} not produced for {var_id!r}")
            self._set_var_entry(var_id, versions, current[0][1] if len(current) == 1 else current)
        elif current is not None and current == version:
            self._set_var_entry(var_id, versions, None)
        else:
            raise ValueError(f"{version!r} not produced for {var_id!r}")

    def _set_var_entry(self, var_id: str, versions: Any, produced: Any) -> None:
        """Store a variable's versions and produced versions (see ``_var_index``)."""
        if type(versions) is int and type(produced) is int and versions == produced:
            self._var_index[var_id] = versions
        elif (type(versions) is list and type(produced) is list and len(versions) == len(produced)
              and all(p[1] == v for p, v in zip(produced, versions))):
            self._var_index[var_id] = versions  # every version produced, in version order: no pairs kept
        elif versions is None and produced is None:
            self._var_index.pop(var_id, None)
        else:
            self._var_index[var_id] = (versions, produced)

    def _insort_version(self, var_id: str, version: int) -> None:
        """Add a version to the variable's sorted versions (``insort`` order: after equal items)."""
        entry = self._var_index.get(var_id)
        if type(entry) is list:  # the bare versions, all produced: keep the produced pairs apart from now on
            produced = self._produced_get(var_id)
            insort(entry, version)
            self._set_var_entry(var_id, entry, produced)
            return
        current = self._versions_get(var_id)
        if type(current) is list:
            insort(current, version)
            return
        if current is None:
            new: Any = version
        else:
            new = [current, version] if current <= version else [version, current]
        self._set_var_entry(var_id, new, self._produced_get(var_id))

    # ------------------------------------------------------------------------------------------------ nodes
    def _known_var_id(self, var_id: str) -> str:
        """The var id string the graph already holds for ``var_id`` (an equal one), else ``var_id``: decoded spans
        carry a fresh copy per declaration and per source id."""
        versions = self._versions_get(var_id)
        if versions is None:
            return var_id
        node = self.variables.get(make_node_id(var_id, versions if type(versions) is not list else versions[0]))
        return node.var_id if node is not None and node.var_id == var_id else var_id

    def _ensure_node(self, var_id: str, version: int) -> VariableVersion:
        node_id = make_node_id(var_id, version)
        node = self.variables.get(node_id)
        if node is None:
            var_id = self._known_var_id(var_id)
            node = VariableVersion(node_id=node_id, var_id=var_id, version=version)
            self.variables[node_id] = node
            if version != UNKNOWN_VERSION:
                self._insort_version(var_id, version)
        return node

    def _merge(self, node: VariableVersion, d: _Decl, rank: tuple, op: Operation) -> None:
        """Per field, keep the value of the best-ranked declaration that has one (arrival order never matters).

        A rank is ``(class, op order key, declaration index)``. While one declaration explains every field (the
        common case: later readers repeat what the producer said) ``node._ranks`` is one shared small int packing
        its class, index and field mask, with ``node._rank_key`` the declaring op ``op`` (whose order key is
        ``rank[1]``; no tuple per node); a ``{field: rank}`` dict once declarations mix."""
        ranks = node._ranks
        if ranks is None:  # the first declaration: the node's shared profile is set once, with its ranks
            mask = 0
            fields = list(node._profile.fields())
            for name, bit in _FIELD_BITS:
                value = getattr(d, name)
                if value is not None:
                    at = _PROFILE_AT.get(name)
                    if at is None:
                        self._set_field(node, name, value)
                    else:
                        fields[at] = value
                    mask |= bit
            node._profile = _version_profile(tuple(fields))
            node._ranks = _pack_rank(rank[0], rank[2], mask)
            node._rank_key = op
            return
        if type(ranks) is int:
            mask, q = ranks & _MASK, ranks >> _MASK_BITS
            first_cls, first_index = q % 3, q // 3
            new_mask = 0
            for name, bit in _FIELD_BITS:
                if getattr(d, name) is not None:
                    new_mask |= bit
            if not new_mask & ~mask:
                # rank >= (first_cls, first key, first_index), without making the first key when the class or
                # the declaring op decides it
                if rank[0] != first_cls:
                    later = rank[0] > first_cls
                elif node._rank_key is op:
                    later = rank[2] >= first_index
                else:
                    later = rank >= (first_cls, _rank_key_of(node), first_index)
                if later:
                    return
            first = (first_cls, _rank_key_of(node), first_index)
            ranks = node._ranks = {name: first for name, bit in _FIELD_BITS if mask & bit}
            node._rank_key = None
        for name in _MERGED_FIELDS:
            value = getattr(d, name)
            if value is None:
                continue
            old = ranks.get(name)
            if old is None or rank < old:
                ranks[name] = rank
                self._set_field(node, name, value)

    def _set_field(self, node: VariableVersion, name: str, value: Any) -> None:
        if name == "source_ids" and type(value) is tuple:
            value = tuple([self._known_var_id(sid) if type(sid) is str else sid for sid in value])
        setattr(node, name, value)
        if name == "source_ids":
            for sid in value:
                if node.node_id not in _ids(self._cited_by, sid):
                    _add_id(self._cited_by, sid, node.node_id, unique=True)

    def _consume(self, node_id: str, op_id: str) -> None:
        _add_id(self._consumers, node_id, op_id)

    def _unconsume(self, node_id: str, op_id: str) -> None:
        _remove_id(self._consumers, node_id, op_id)

    # ------------------------------------------------------------------------------------------------ version 0
    def _register_pending(self, op_id: str, idx: int, p: _Pending) -> None:
        self._pending[(op_id, idx)] = p
        insort(self._pending_by_var.setdefault(p.var_id, []), (p.op, idx), key=_reader_sort_key)
        if p.hint:
            self._pending_by_hint.setdefault(p.hint, set()).add((op_id, idx))

    def _resolved_version(self, p: _Pending) -> int:
        if p.hint is not None:
            producer = self.operations.get(p.hint)
            if producer is not None:
                versions = [split_node_id(n)[1] for n in producer._output_ids() if split_node_id(n)[0] == p.var_id]
                if versions:
                    return max(versions)
        produced = self._produced_of(p.var_id)
        if produced:
            i = bisect_left(produced, (p.op.order_key,), key=_produced_sort_key)
            if i:
                return produced[i - 1][1]
        return UNKNOWN_VERSION

    def _resolve(self, ref: tuple[str, int]) -> None:
        p = self._pending[ref]
        op_id, idx = ref
        op = self.operations[op_id]
        version = self._resolved_version(p)
        new_id = make_node_id(p.var_id, version)
        old = op._input_at(idx)
        if old is not None and old.node_id == new_id:
            return
        if old is not None:
            self._unconsume(old.node_id, op_id)
        d = p.decl
        if old is not None:
            edge = Edge(new_id, op_id, ROLE_INPUT, relation=old.relation, rank=old.rank, score=old.score,
                        declared_version=UNKNOWN_VERSION)
        else:
            edge = Edge(new_id, op_id, ROLE_INPUT, relation=d.relation if d else None, rank=d.rank if d else None,
                        score=d.score if d else None, declared_version=UNKNOWN_VERSION)
        op._set_input(idx, edge)
        if d is not None and version != UNKNOWN_VERSION:
            # the declaration is kept for re-resolution; share the read version's equal strings (no 2nd copy)
            node = self.variables.get(new_id)
            if node is not None:
                if d.content is not None and d.content == node.content:
                    d.content = node.content
        if version == UNKNOWN_VERSION:
            self._ensure_node(p.var_id, UNKNOWN_VERSION)
        self._consume(new_id, op_id)
        for node_id in {new_id, old.node_id if old is not None else new_id}:
            if split_node_id(node_id)[1] == UNKNOWN_VERSION:
                self._rebuild_placeholder(node_id)
        self._cache.clear()

    def _rebuild_placeholder(self, node_id: str) -> None:
        """A placeholder shows what its remaining readers declared; rebuilt so it never depends on history."""
        readers = _ids(self._consumers, node_id)
        if not readers:
            self.variables.pop(node_id, None)
            return
        var_id = split_node_id(node_id)[0]
        node = VariableVersion(node_id=node_id, var_id=var_id, version=UNKNOWN_VERSION)
        for op_id in sorted(set(readers)):
            op = self.operations[op_id]
            key = op_order_key(op)
            for idx, input_id in enumerate(op._input_ids()):
                if input_id == node_id:
                    p = self._pending.get((op_id, idx))
                    if p is not None and p.decl is not None:
                        self._merge(node, p.decl, (2, key, idx), op)
        self.variables[node_id] = node

    # ------------------------------------------------------------------------------------------------ outcomes
    def _add_outcome(self, rec: SpanRecord, op_id: str, event, is_op: bool) -> None:
        attrs = rec.attributes
        ev = event.attributes if event is not None else {}
        score = _opt_float(ev.get(sc.GEN_AI_EVALUATION_SCORE_VALUE))
        status = outcome_status(attrs, ev, score)
        answer_op = None
        at, asp = attrs.get(sc.OUTCOME_ANSWER_TRACE_ID), attrs.get(sc.OUTCOME_ANSWER_SPAN_ID)
        if at and asp:
            answer_op = make_op_id(str(at), str(asp))
        self._outcomes[op_id] = Outcome(
            op_id=op_id,
            trace_id=rec.trace_id,
            span_id=rec.span_id,
            case_id=_opt_str(attrs.get(sc.OUTCOME_CASE_ID)),
            status=status,
            score=score,
            question=_opt_str(attrs.get(sc.OUTCOME_QUESTION)),
            expected=_opt_str(attrs.get(sc.OUTCOME_EXPECTED)),
            actual=_opt_str(attrs.get(sc.OUTCOME_ACTUAL)),
            feedback=_opt_str(attrs.get(sc.OUTCOME_FEEDBACK)) or _opt_str(ev.get(sc.GEN_AI_EVALUATION_EXPLANATION)),
            answer_op_id=answer_op,
            answer_node_id=_opt_str(attrs.get(sc.OUTCOME_ANSWER_VAR)),
            evidence_ids=_str_tuple(attrs.get(sc.OUTCOME_EVIDENCE_IDS)),
            attributes=_interned_dict(attrs),
        )
        # Where the answer span may be when the outcome does not name it: an evaluation event on a memory op
        # evaluates that op; an outcome span evaluates its parent, or the span it links to.
        parent = make_op_id(rec.trace_id, rec.parent_span_id) if rec.parent_span_id else None
        if rec.name != sc.OUTCOME_SPAN_NAME and is_op:
            parent = op_id
        self._outcome_ctx[op_id] = (parent, tuple(make_op_id(l.trace_id, l.span_id) for l in rec.links))

    def _add_verdict(self, rec: SpanRecord, op_id: str) -> None:
        attrs = rec.attributes
        rt, rs = attrs.get(sc.RCA_ROOT_TRACE_ID), attrs.get(sc.RCA_ROOT_SPAN_ID)
        ft, fs = attrs.get(sc.RCA_FAILED_TRACE_ID), attrs.get(sc.RCA_FAILED_SPAN_ID)
        root = make_op_id(str(rt), str(rs)) if rt and rs else None
        if root is None:
            if rec.name == sc.RCA_MARKER_SPAN_NAME and rec.parent_span_id:
                root = make_op_id(rec.trace_id, rec.parent_span_id)
            elif rec.links:
                root = make_op_id(rec.links[0].trace_id, rec.links[0].span_id)
        self._verdicts[op_id] = Verdict(
            op_id=op_id,
            trace_id=rec.trace_id,
            span_id=rec.span_id,
            name=rec.name,
            case_id=_opt_str(attrs.get(sc.RCA_CASE_ID)),
            error_type=_opt_str(attrs.get(sc.RCA_ERROR_TYPE)),
            error_subtype=_opt_str(attrs.get(sc.RCA_ERROR_SUBTYPE)),
            stage=_opt_str(attrs.get(sc.RCA_STAGE)),
            confidence=_opt_float(attrs.get(sc.RCA_CONFIDENCE)),
            engine=_opt_str(attrs.get(sc.RCA_ENGINE)),
            root_cause_op_id=root,
            failed_op_id=make_op_id(str(ft), str(fs)) if ft and fs else None,
            reason=_opt_str(attrs.get(sc.RCA_REASON)),
            attributes=_interned_dict(attrs),
        )

    # ------------------------------------------------------------------------------------------------ serialization
    def to_dict(self) -> dict[str, Any]:
        return graph_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "EvolutionGraph":
        return graph_from_dict(data, cls)

    def merge(self, other: "EvolutionGraph") -> None:
        """Add another graph's records (e.g. an imported or reloaded graph); records already here win."""
        self._load(
            [op._replace(inputs=list(op.inputs), outputs=list(op.outputs), links=list(op.links))
             for op in other.operations.values()],
            [n._replace(_ranks=dict(n._ranks) if isinstance(n._ranks, dict) else n._ranks)
             for n in other.variables.values()],
            [o for o in other.outcomes() if o.op_id not in self._outcomes],
            [v for v in other.verdicts() if v.op_id not in self._verdicts],
        )
        for key, parent in other._span_parent.items():
            self._span_parent.setdefault(key, _span_of(parent))

    def _load(self, ops: Iterable[Operation], variables: Iterable[VariableVersion],
              outcomes: Iterable[Outcome] = (), verdicts: Iterable[Verdict] = ()) -> None:
        """Insert ready-made records (from_dict, subgraph, importers, merging graphs) and index them.

        Records already present (same op id / node id) are kept as they are."""
        variables = [n for n in variables if n.node_id not in self.variables]
        ops = [op for op in ops if op.op_id not in self.operations]
        for node in variables:
            self.variables[node.node_id] = node
            if node.version != UNKNOWN_VERSION:
                self._insort_version(node.var_id, node.version)
            for sid in node.source_ids:
                if node.node_id not in _ids(self._cited_by, sid):
                    _add_id(self._cited_by, sid, node.node_id, unique=True)
        for op in ops:
            self.operations[op.op_id] = op
        for op in ops:
            key = op_order_key(op)
            for node_id in op._output_ids():
                node = self.variables.get(node_id)
                if node is not None and node.producer_op_id == op.op_id and node.version != UNKNOWN_VERSION:
                    continue  # the producer is read from the node (placeholders are rebuilt: listed, to be safe)
                if op.op_id not in self._writer_ids(node_id):
                    _add_id(self._writers, node_id, op.op_id, unique=True)
            for idx, edge in enumerate(op.inputs):
                self._consume(edge.node_id, op.op_id)
                if edge.declared_version == UNKNOWN_VERSION:
                    var_id = split_node_id(edge.node_id)[0]
                    self._register_pending(op.op_id, idx, _Pending(var_id, op, None, None))
        for node in variables:
            producer = self.operations.get(node.producer_op_id) if node.producer_op_id else None
            if producer is not None:
                self._add_produced(node.var_id, producer, node.version)
        for o in outcomes:
            self._outcomes[o.op_id] = o
            self._outcome_ctx[o.op_id] = (None, ())
        for v in verdicts:
            self._verdicts[v.op_id] = v
        self._cache.clear()


def _interned_dict(attrs: dict) -> dict:
    """``dict(attrs)`` with keys and short string values interned, as an op's attributes are (one shared copy)."""
    return {(_intern(k) if type(k) is str else k): (_intern(v) if type(v) is str and len(v) <= _SHORT else v)
            for k, v in attrs.items()}


def _add_id(index: dict, key: str, item: str, unique: bool = False) -> None:
    current = index.get(key)
    if current is None:
        index[key] = item
    elif type(current) is str:
        index[key] = (current, item)
    elif type(current) is tuple:
        index[key] = current + (item,) if len(current) < _BIG else [*current, item]
    else:
        current.append(item)


def _remove_id(index: dict, key: str, item: str) -> None:
    current = index.get(key)
    if type(current) is str:
        if current == item:
            del index[key]
        return
    if not current or item not in current:
        return
    if type(current) is tuple:
        i = current.index(item)
        current = current[:i] + current[i + 1:]
        if len(current) == 1:
            index[key] = current[0]
        elif current:
            index[key] = current
        else:
            del index[key]
    else:
        current.remove(item)
        if not current:
            del index[key]


def build_graph(records: Iterable[SpanRecord]) -> EvolutionGraph:
    g = EvolutionGraph()
    g.add_spans(records)
    return g


@contextmanager
def gc_paused():
    """CPython's cyclic GC paused while many acyclic objects are made and kept (a growing graph, decoded JSON, span
    records, the unpickled spans of a subgraph): its collections rescan every live object again and again. Nothing
    made there forms cycles, so reference counting frees it all as before; collection resumes afterwards."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


# ---------------------------------------------------------------------------------------------------- span parsing
def outcome_status(attrs: dict, event_attrs: Any, score: float | None = None) -> str:
    """An outcome's status as the graph reads it (``memtrace.outcome.status``, else the evaluation event's label,
    else the event's score against 0.5); ``event_attrs``: the attributes of the span's outcome event
    (:func:`_outcome_event`), or {}. Also the index pass of ``attribute --stream``: it builds a graph only for
    outcome spans whose status this says is failed."""
    status = _opt_str(attrs.get(sc.OUTCOME_STATUS)) or _opt_str(event_attrs.get(sc.GEN_AI_EVALUATION_SCORE_LABEL))
    if status not in (sc.OUTCOME_CORRECT, sc.OUTCOME_FAILED):
        if score is None:
            score = _opt_float(event_attrs.get(sc.GEN_AI_EVALUATION_SCORE_VALUE))
        status = sc.OUTCOME_CORRECT if score is not None and score >= 0.5 else sc.OUTCOME_FAILED
    return status


def is_failed_outcome_span(rec: SpanRecord) -> bool:
    """Does the graph read this span as a failed outcome (an outcome span, or a span with an outcome evaluation
    event, not a verdict span, whose :func:`outcome_status` is failed)? The index pass of ``attribute --stream`` asks
    it before building a throwaway graph for the span."""
    if rec.name in _VERDICT_SPAN_NAMES:
        return False
    event = _outcome_event(rec) if rec.events else None
    if event is None and rec.name != sc.OUTCOME_SPAN_NAME:
        return False
    return outcome_status(rec.attributes, event.attributes if event is not None else {}) == sc.OUTCOME_FAILED


def _outcome_event(rec: SpanRecord):
    for ev in rec.events:
        if ev.name == sc.GEN_AI_EVALUATION_RESULT_EVENT:
            name = ev.attributes.get(sc.GEN_AI_EVALUATION_NAME)
            if name == sc.OUTCOME_EVALUATION_NAME or (name is None and rec.name == sc.OUTCOME_SPAN_NAME):
                return ev
    return None


def _decls(declared: list[codec.Declaration]) -> list[_Decl]:
    """Declarations as the builder keeps them: versions normalized (an output always is a concrete version; a read
    without a usable version reads "the latest"), strings interned, producers as op ids (resolving version 0)."""
    out: list[_Decl] = []
    for d in declared:
        role, version = d.role, d.version
        if role == ROLE_OUTPUT:
            if version is None or version < 1:
                version = 1
        elif version is None or version < 0:
            version = UNKNOWN_VERSION
        producer = d.producer
        out.append(_Decl(
            role=role,
            var_id=d.var_id,
            version=version,
            kind=_i(d.kind),
            hash=d.hash,
            content=d.content,
            truncated=d.truncated,
            scope_key=_i(d.scope_key),
            source_ids=d.source_ids,
            said_at=d.said_at,
            change=_i(d.change) if role == ROLE_OUTPUT else None,
            relation=_i(d.relation) if role == ROLE_INPUT else None,
            rank=d.rank,
            score=d.score,
            hint=make_op_id(producer[0], producer[1]) if producer is not None and role == ROLE_INPUT else None,
        ))
    return out


def _links(rec: SpanRecord, declared: list | None = None) -> list[tuple[str, str, str | None]]:
    """The op's lineage links: the span's links, then what the lineage mirrors (v1) or the producer column (v2)
    name, which also covers links a backend dropped and producers in the same trace (no SDK link in v2)."""
    out: dict[tuple[str, str], str | None] = {}
    for link in rec.links:
        rel = _opt_str(link.attributes.get(sc.LINK_RELATION)) if link.attributes else None
        key = (link.trace_id, link.span_id)
        if out.get(key) is None:
            out[key] = rel
    for t, s, rel, _ in codec.lineage(rec.attributes, rec.trace_id, rec.span_id, declared):
        if out.get((t, s)) is None:
            out[(t, s)] = rel
    return [(_intern(t), s, _i(rel)) for (t, s), rel in out.items()]


def _scope_key(attrs: dict) -> str | None:
    key = attrs.get(sc.MEMTRACE_SCOPE_KEY)
    if key:
        return str(key)
    parts = [f"{label}={attrs[name]}" for label, name in (
        ("user", sc.MEMTRACE_SCOPE_USER_ID), ("agent", sc.MEMTRACE_SCOPE_AGENT_ID), ("run", sc.MEMTRACE_SCOPE_RUN_ID))
        if attrs.get(name)]
    return ";".join(parts) or None


# attribute values read the way every decoder reads them (arrays as tuples or JSON text, numbers as given or text)
_opt_str, _opt_int, _opt_float = codec.opt_str, codec.opt_int, codec.opt_float


def _str_tuple(value: Any) -> tuple[str, ...]:
    """String arrays arrive as tuples/lists, or JSON text from backends that flatten arrays."""
    items = codec.as_tuple(value)
    return items if all(type(v) is str for v in items) else tuple(str(v) for v in items)
