"""The records of the memory evolution graph: operations, variable versions, the edges between them, outcomes.

The graph is bipartite (MemTrace, §1.1 of the reference): every edge joins one variable version to one operation.
Edges live on their operation (``Operation.inputs`` / ``Operation.outputs``); the graph object
(:class:`memtrace_otel.graph.build.EvolutionGraph`) indexes them by variable version.

Ids:
- ``op_id`` = ``"{trace_id}:{span_id}"`` for spans (importers may keep a foreign id, e.g. smartcomment ``op-<hex>``)
- ``node_id`` = ``"{var_id}@{version}"``; version 0 is a placeholder for "read some version, not known yet".
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any, Iterable, Iterator

from ..semconv import MEMTRACE_OP_SEQ

ROLE_INPUT = "input"
ROLE_OUTPUT = "output"

# Placeholder version for inputs declared with version 0 that no earlier producer explains (yet).
UNKNOWN_VERSION = 0


def make_op_id(trace_id: str, span_id: str) -> str:
    return f"{trace_id}:{span_id}"


def make_node_id(var_id: str, version: int) -> str:
    return f"{var_id}@{version}"


def split_node_id(node_id: str) -> tuple[str, int]:
    """``"mem0:abc@3"`` -> ``("mem0:abc", 3)``. Var ids may contain ``@``; the version is after the last one."""
    var_id, sep, version = node_id.rpartition("@")
    if not sep or not var_id:
        raise ValueError(f"not a variable node id (expected 'id@version'): {node_id!r}")
    try:
        return var_id, int(version)
    except ValueError:
        raise ValueError(f"not a variable node id (version is not an integer): {node_id!r}") from None


_EDGE_FIELDS = ("node_id", "op_id", "role", "relation", "change", "rank", "score", "declared_version")


def _edge_extra(role: str, relation: str | None = None, change: str | None = None, rank: int | None = None,
                score: float | None = None, declared_version: int | None = None) -> Any:
    """An edge's optional fields as :class:`Edge` stores them (``_extra``): None when all are None, the relation
    (input) or change (output) alone when only that one is set, else ``(relation, change, rank, score,
    declared_version)``."""
    if rank is None and score is None and declared_version is None:
        if change is None and (relation is None or (type(relation) is str and role == ROLE_INPUT)):
            return relation
        if relation is None and type(change) is str and role != ROLE_INPUT:
            return change
    return (relation, change, rank, score, declared_version)


class Edge:
    """One variable version joined to one operation (immutable, compared and hashed by its fields).

    ``relation`` is set on inputs (reads, derived_from, updates, ...), ``change`` on outputs (create, update, ...).
    ``declared_version`` is 0 when the span declared "unknown version" and the graph resolved it (``node_id``
    then names the resolved version, or the ``@0`` placeholder); otherwise None.

    Stored in four slots (an 8-field dataclass was 96 bytes per edge, this is 64): ``_extra`` is None when every
    optional field is None, the relation (input) or change (output) alone when only that one is set, else the tuple
    ``(relation, change, rank, score, declared_version)``.
    """

    __slots__ = ("node_id", "op_id", "role", "_extra")
    __match_args__ = _EDGE_FIELDS

    def __init__(self, node_id: str, op_id: str, role: str, relation: str | None = None, change: str | None = None,
                 rank: int | None = None, score: float | None = None, declared_version: int | None = None) -> None:
        _set = object.__setattr__
        _set(self, "node_id", node_id)
        _set(self, "op_id", op_id)
        _set(self, "role", role)
        _set(self, "_extra", _edge_extra(role, relation, change, rank, score, declared_version))

    @staticmethod
    def _of(node_id: str, op_id: str, role: str, extra: Any) -> "Edge":
        """An edge from its stored parts (``extra`` as :func:`_edge_extra` encodes it for ``role``)."""
        return _make_edge(node_id, op_id, role, extra)

    @property
    def relation(self) -> str | None:
        x = self._extra
        if x is None:
            return None
        if type(x) is str:
            return x if self.role == ROLE_INPUT else None
        return x[0]

    @property
    def change(self) -> str | None:
        x = self._extra
        if x is None:
            return None
        if type(x) is str:
            return None if self.role == ROLE_INPUT else x
        return x[1]

    @property
    def rank(self) -> int | None:
        x = self._extra
        return x[2] if type(x) is tuple else None

    @property
    def score(self) -> float | None:
        x = self._extra
        return x[3] if type(x) is tuple else None

    @property
    def declared_version(self) -> int | None:
        x = self._extra
        return x[4] if type(x) is tuple else None

    def _fields(self) -> tuple:
        x = self._extra
        if type(x) is tuple:
            return (self.node_id, self.op_id, self.role, *x)
        return (self.node_id, self.op_id, self.role, self.relation, self.change, None, None, None)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._fields() == other._fields()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return "Edge(" + ", ".join(f"{name}={value!r}" for name, value in zip(_EDGE_FIELDS, self._fields())) + ")"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self):
        return (Edge, self._fields())


_new_object = object.__new__
_set_edge_node, _set_edge_op = Edge.node_id.__set__, Edge.op_id.__set__  # type: ignore[attr-defined]
_set_edge_role, _set_edge_extra = Edge.role.__set__, Edge._extra.__set__  # type: ignore[attr-defined]


def _make_edge(node_id: str, op_id: str, role: str, extra: Any) -> Edge:
    """``Edge._of`` (slot setters called directly: edges are made on every read of ``op.inputs`` / ``outputs``)."""
    e = _new_object(Edge)
    _set_edge_node(e, node_id)
    _set_edge_op(e, op_id)
    _set_edge_role(e, role)
    _set_edge_extra(e, extra)
    return e


class _VersionProfile:
    """The fields of a variable version that repeat across records (kind, truncated, scope key, deleted, said at):
    one shared object per distinct combination."""

    __slots__ = ("kind", "truncated", "scope_key", "deleted", "said_at", "__weakref__")

    def __init__(self, fields: tuple) -> None:
        self.kind, self.truncated, self.scope_key, self.deleted, self.said_at = fields

    def fields(self) -> tuple:
        return (self.kind, self.truncated, self.scope_key, self.deleted, self.said_at)


_VERSION_PROFILES: "weakref.WeakValueDictionary[tuple, _VersionProfile]" = weakref.WeakValueDictionary()
_VERSION_PROFILES_DATA = _VERSION_PROFILES.data  # key -> weak reference (never iterated: no pending removals)


def _version_profile(fields: tuple) -> _VersionProfile:
    kind, truncated, scope_key, deleted, said_at = fields
    if (type(truncated) is not bool or type(deleted) is not bool  # equal is not identical (1 == True, 0 == False)
            or (kind is not None and type(kind) is not str) or (scope_key is not None and type(scope_key) is not str)
            or (said_at is not None and type(said_at) is not str)):
        return _VersionProfile(fields)
    ref = _VERSION_PROFILES_DATA.get(fields)  # (WeakValueDictionary.get, without its Python-level call)
    profile = ref() if ref is not None else None
    if profile is None:
        profile = _VERSION_PROFILES[fields] = _VersionProfile(fields)
    return profile


class _Verbatim:
    """A field value kept as it is where a bare str would mean something else (VariableVersion.source_ids)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


_VAR_FIELDS = ("node_id", "var_id", "version", "kind", "hash", "content", "truncated", "scope_key", "producer_op_id",
               "deleted", "source_ids", "said_at")


def _version_profile_property(name: str, index: int) -> property:
    def get(self: "VariableVersion") -> Any:
        return getattr(self._profile, name)

    def set(self: "VariableVersion", value: Any) -> None:
        fields = list(self._profile.fields())
        fields[index] = value
        self._profile = _version_profile(tuple(fields))

    return property(get, set, doc=f"the version's {name} (kept in its shared profile)")


class VariableVersion:
    """One version of a variable (a node of the graph).

    Built, read, written and compared like the dataclass it was (same fields, order and defaults), stored in 10
    slots instead of 14: ``kind``, ``truncated``, ``scope_key``, ``deleted`` and ``said_at`` live in a shared
    :class:`_VersionProfile` (docs/graph-format.md, Memory).

    ``kind`` is None when only an "id@version" mirror named it; ``content`` None when content capture was off;
    ``deleted`` marks a tombstone written by a delete; ``said_at`` is when the app says the content was said (a
    record's "date"), as it gave it. ``_ranks`` / ``_rank_key`` record where each field's value came from (see
    EvolutionGraph._merge); they keep merging independent of arrival order: while one declaration explains every
    field, ``_ranks`` is a small int (its class, index and field mask, shared) and ``_rank_key`` the declaring op's
    order key, or the declaring op itself when the builder set it (its key is read from it; ``_fields()`` and pickles
    give the key); once they mix, a dict.
    """

    __slots__ = ("node_id", "var_id", "version", "_profile", "_hash", "content", "producer_op_id", "_sources",
                 "_ranks", "_rank_key")
    __match_args__ = _VAR_FIELDS

    def __init__(self, node_id: str, var_id: str, version: int, kind: str | None = None, hash: str | None = None,
                 content: str | None = None, truncated: bool = False, scope_key: str | None = None,
                 producer_op_id: str | None = None, deleted: bool = False, source_ids: tuple[str, ...] = (),
                 said_at: str | None = None, _ranks: int | dict[str, tuple] | None = None,
                 _rank_key: tuple | None = None) -> None:
        self.node_id = node_id
        self.var_id = var_id
        self.version = version
        self._profile = _version_profile((kind, truncated, scope_key, deleted, said_at))
        self.hash = hash
        self.content = content
        self.producer_op_id = producer_op_id
        self.source_ids = source_ids
        self._ranks = _ranks
        self._rank_key = _rank_key

    @property
    def hash(self) -> str | None:
        """The content hash; one of the form content_hash() gives (``sha256:`` and 16 lowercase hex digits) is
        stored as its int (a 48-byte block instead of 80) and written out again on access."""
        h = self._hash
        if type(h) is int:
            return "sha256:%016x" % h
        if type(h) is _Verbatim:
            return h.value
        return h

    @hash.setter
    def hash(self, value: str | None) -> None:
        if type(value) is str:
            if len(value) == 23 and value.startswith("sha256:"):
                try:
                    n = int(value[7:], 16)
                except ValueError:
                    n = -1
                if 0 <= n and "%016x" % n == value[7:]:
                    self._hash = n
                    return
            self._hash = value
        elif value is None:
            self._hash = None
        else:  # not a str: kept as it is (an int here means a hash string)
            self._hash = _Verbatim(value)

    @property
    def source_ids(self) -> tuple[str, ...]:
        """The ids the version was derived from (one id is stored bare, without its tuple)."""
        sources = self._sources
        if type(sources) is str:
            return (sources,)
        if type(sources) is _Verbatim:
            return sources.value
        return sources

    @source_ids.setter
    def source_ids(self, value: tuple[str, ...]) -> None:
        if type(value) is tuple and len(value) == 1 and type(value[0]) is str:
            self._sources = value[0]
        elif type(value) is str or type(value) is _Verbatim:  # not a tuple: kept as it is
            self._sources = _Verbatim(value)
        else:
            self._sources = value

    kind = _version_profile_property("kind", 0)
    truncated = _version_profile_property("truncated", 1)
    scope_key = _version_profile_property("scope_key", 2)
    deleted = _version_profile_property("deleted", 3)
    said_at = _version_profile_property("said_at", 4)

    @property
    def placeholder(self) -> bool:
        return self.version == UNKNOWN_VERSION

    def _fields(self) -> dict[str, Any]:
        fields = {name: getattr(self, name) for name in _VAR_FIELDS}
        fields["_ranks"], fields["_rank_key"] = self._ranks, _rank_key_of(self)
        return fields

    def _replace(self, **changes: Any) -> "VariableVersion":
        """A copy with some fields changed (``dataclasses.replace`` for the dataclass this was)."""
        return VariableVersion(**{**self._fields(), **changes})

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, VariableVersion):
            return NotImplemented
        return _public(self) == _public(other)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return "VariableVersion(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in _VAR_FIELDS) + ")"

    def __reduce__(self):
        return (_variable_version, (self._fields(),))


def _rank_key_of(v: VariableVersion) -> tuple | None:
    """The order key of the declaration that set the version's fields (``_rank_key`` holds the declaring op itself
    when the builder set it: no key tuple per version)."""
    key = v._rank_key
    return key.order_key if type(key) is Operation else key


def _variable_version(fields: dict[str, Any]) -> VariableVersion:
    return VariableVersion(**fields)


def _public(v: VariableVersion) -> tuple:
    return (v.node_id, v.var_id, v.version, v.kind, v.hash, v.content, v.truncated, v.scope_key, v.producer_op_id,
            v.deleted, v.source_ids, v.said_at)


class _Shape:
    """The keys of one span-attribute shape, in order, and where each one's value sits (shared by every op whose
    span had these keys in this order)."""

    __slots__ = ("keys", "index", "seq_at", "__weakref__")

    def __init__(self, keys: tuple) -> None:
        self.keys = keys
        self.index = {k: i for i, k in enumerate(keys)}
        self.seq_at = self.index.get(MEMTRACE_OP_SEQ, -1) + 1  # where memtrace.op.seq sits in a packed tuple; 0: not


class _SeqHole:
    """Stands for an op's ``memtrace.op.seq`` attribute value in a packed attribute tuple shared by several ops: the
    value is the op's own seq, an int read back from its packed times (``Operation.attributes`` puts it back)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<seq>"

    def __reduce__(self):
        return "_SEQ_HOLE"


_SEQ_HOLE = _SeqHole()


_SHAPES: "weakref.WeakValueDictionary[tuple, _Shape]" = weakref.WeakValueDictionary()
_MAX_SHAPE_KEYS = 256  # spans with more keys than this get a shape of their own (not worth a lookup)


def _shape(keys: tuple) -> _Shape:
    if len(keys) > _MAX_SHAPE_KEYS:
        return _Shape(keys)
    try:
        shape = _SHAPES.get(keys)
    except TypeError:  # an unhashable key: keep the shape to this op
        return _Shape(keys)
    if shape is None:
        shape = _SHAPES[keys] = _Shape(keys)
    return shape


class SpanAttributes(Mapping):
    """An operation's span attributes: a read-only mapping, in the span's key order, that compares equal to the
    dict it was made from. Stored as one tuple, ``(key shape, *values)``, the shape shared by every op whose span had
    the same keys (a dict per op was the largest part of the graph's memory per span; docs/graph-format.md, Memory).
    An :class:`Operation` keeps that tuple alone and wraps it on access."""

    __slots__ = ("_p",)

    def __init__(self, items: Mapping | Iterable = ()) -> None:
        if isinstance(items, SpanAttributes):
            self._p = items._p
            return
        d = items if type(items) is dict else dict(items)
        self._p = (_shape(tuple(d)), *d.values())

    @classmethod
    def _of(cls, keys: tuple, values: tuple) -> "SpanAttributes":
        """From parallel key and value tuples (keys distinct)."""
        self = cls.__new__(cls)
        self._p = (_shape(keys), *values)
        return self

    @classmethod
    def _wrap(cls, packed: tuple) -> "SpanAttributes":
        self = cls.__new__(cls)
        self._p = packed
        return self

    @property
    def _shape(self) -> _Shape:
        return self._p[0]

    @property
    def _values(self) -> tuple:
        return self._p[1:]

    def __getitem__(self, key: Any) -> Any:
        p = self._p
        return p[p[0].index[key] + 1]  # KeyError / TypeError (unhashable) as for a dict

    def get(self, key: Any, default: Any = None) -> Any:
        p = self._p
        i = p[0].index.get(key)
        return default if i is None else p[i + 1]

    def __contains__(self, key: Any) -> bool:
        return key in self._p[0].index

    def __iter__(self) -> Iterator:
        return iter(self._p[0].keys)

    def __len__(self) -> int:
        return len(self._p) - 1

    def as_dict(self) -> dict[str, Any]:
        """A new dict with the same items."""
        p = self._p
        return dict(zip(p[0].keys, p[1:]))

    def keys(self):
        return self.as_dict().keys()

    def items(self):
        return self.as_dict().items()

    def values(self):
        return self.as_dict().values()

    def copy(self) -> dict[str, Any]:
        return self.as_dict()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SpanAttributes):
            if other._p[0] is self._p[0]:
                return other._p[1:] == self._p[1:]
            return self.as_dict() == other.as_dict()
        if isinstance(other, Mapping):
            return self.as_dict() == (other if isinstance(other, dict) else dict(other))
        return NotImplemented

    __hash__ = None  # like a dict

    def __repr__(self) -> str:
        return repr(self.as_dict())

    def __reduce__(self):
        return (SpanAttributes, (self.as_dict(),))


_NO_ATTRIBUTES = SpanAttributes()
_NO_ATTRIBUTES_PACKED = _NO_ATTRIBUTES._p


class _Profile:
    """The fields of an operation that repeat across spans (name, op name, kind, stage, system, process, status,
    error type, scope key, service, whether seq is missing): one shared object per distinct combination."""

    __slots__ = ("name", "op_name", "kind", "stage", "system", "process", "status_code", "error_type", "scope_key",
                 "service_name", "seq_none", "__weakref__")

    def __init__(self, fields: tuple) -> None:
        (self.name, self.op_name, self.kind, self.stage, self.system, self.process, self.status_code,
         self.error_type, self.scope_key, self.service_name, self.seq_none) = fields

    def fields(self) -> tuple:
        return (self.name, self.op_name, self.kind, self.stage, self.system, self.process, self.status_code,
                self.error_type, self.scope_key, self.service_name, self.seq_none)


_PROFILES: "weakref.WeakValueDictionary[tuple, _Profile]" = weakref.WeakValueDictionary()
_PROFILES_DATA = _PROFILES.data
_PROFILE_FIELDS = _Profile.__slots__[:-2]  # without seq_none and __weakref__


def _profile(fields: tuple) -> _Profile:
    for value in fields[:-1]:
        if value is not None and type(value) is not str:  # equal is not identical (1 == True, a str subclass)
            return _Profile(fields)
    ref = _PROFILES_DATA.get(fields)
    profile = ref() if ref is not None else None
    if profile is None:
        profile = _PROFILES[fields] = _Profile(fields)
    return profile


_OP_FIELDS = ("op_id", "trace_id", "span_id", "parent_span_id", "name", "op_name", "kind", "stage", "system", "seq",
              "process", "start_ns", "end_ns", "status_code", "error_type", "scope_key", "service_name", "attributes",
              "inputs", "outputs", "links")


def _profile_property(name: str, index: int) -> property:
    def get(self: "Operation") -> Any:
        return getattr(self._profile, name)

    def set(self: "Operation", value: Any) -> None:
        fields = list(self._profile.fields())
        fields[index] = value
        self._profile = _profile(tuple(fields))

    return property(get, set, doc=f"the operation's {name} (kept in its shared profile)")


def _last_of_key(op_id: str, trace_id: str, span_id: str) -> Any:
    """The last item of an op's order key: ``"{trace_id}:{span_id}"`` (the op id itself when it is that: no second
    string), or the span id as given when the trace id or span id is not a str. Among keys with the same trace id
    ``"{trace_id}:{span_id}"`` orders as the span id does (same prefix), so the order key orders as ``(start_ns,
    process, seq, trace_id, span_id)``; the span id is read back from it."""
    if type(trace_id) is not str or type(span_id) is not str:
        return span_id
    if (type(op_id) is str and len(op_id) == len(trace_id) + 1 + len(span_id) and op_id.startswith(trace_id)
            and op_id.endswith(span_id) and op_id[len(trace_id)] == ":"):
        return op_id
    return make_op_id(trace_id, span_id)


class _TraceLast:
    """An op's trace id with the last item of its order key, when that item is not the op id itself (importers'
    ids, a span id that is not a str)."""

    __slots__ = ("trace_id", "last")

    def __init__(self, trace_id: Any, last: Any) -> None:
        self.trace_id, self.last = trace_id, last


def _trace_slot(op_id: str, trace_id: Any, span_id: Any) -> Any:
    """What ``Operation._trace`` holds: the trace id alone when the order key's last item is the op id (spans),
    else a :class:`_TraceLast`."""
    last = _last_of_key(op_id, trace_id, span_id)
    if last is op_id:
        return trace_id
    return _TraceLast(trace_id, last)


_M64 = (1 << 64) - 1
_DURATION_BIAS = 1 << 63


def _pack_times(start_ns: Any, key_seq: Any, duration: Any) -> Any:
    """An op's start time, order-key seq (-1 for none) and duration (``end_ns - start_ns``, or a :class:`_Verbatim`
    end) in one int, ``start | (duration + 2**63) << 64 | (seq + 1) << 128`` (one 48-byte int instead of three ints
    and the order-key tuple, ~170 bytes), when all are ints in range (0 <= start < 2**64, seq >= -1, |duration| <
    2**63); else the tuple ``(start_ns, key_seq, duration)`` as given."""
    if (type(start_ns) is int and type(key_seq) is int and type(duration) is int and 0 <= start_ns <= _M64
            and key_seq >= -1 and -_DURATION_BIAS <= duration < _DURATION_BIAS):
        return start_ns | ((duration + _DURATION_BIAS) << 64) | ((key_seq + 1) << 128)
    return (start_ns, key_seq, duration)


_NO_EDGES = (0,)


class Operation:
    """One operation (a span with ``memtrace.op.kind``), with its input and output edges.

    Built like the dataclass it was (same fields, in the same order, same defaults) and read the same way, but
    stored in 8 slots instead of 21 (docs/graph-format.md, Memory): the fields that repeat across spans live in a
    shared :class:`_Profile`; ``start_ns``, the seq and the duration (``end_ns - start_ns``) in one packed int (see
    :func:`_pack_times`); the order key ``(start_ns, process, seq, trace_id, last)`` is made on each read of
    ``order_key`` (the graph's indexes hold the op, not its key), its last item ``"{trace_id}:{span_id}"``, the op
    id itself for spans (the span id is read from it; ``_trace`` holds the trace id alone then, else a
    :class:`_TraceLast`; so for spans it follows ``op_id``); the parent span id is the parent op when the graph had it (its span id read from it); an
    op without links stores no list (``links`` then reads as a new empty list: assign ``op.links`` to change them,
    never append to what it returned). Edges are stored in one tuple per op, ``(number of inputs, node id, extra,
    node id, extra, ...)`` (inputs, then outputs; ``extra`` as :class:`Edge` keeps it), when every edge names this op
    and its role; ``inputs`` / ``outputs`` then read as new lists of new (equal) :class:`Edge` s: assign them to
    change edges, never mutate what they returned. Edges that do not fit (another op id, another role) are kept as
    given, in lists.
    """

    __slots__ = ("op_id", "_trace", "_times", "_parent", "_profile", "_attrs", "_edges", "_links")
    __match_args__ = _OP_FIELDS

    def __init__(self, op_id: str, trace_id: str, span_id: str, parent_span_id: str | None, name: str, op_name: str,
                 kind: str, stage: str, system: str | None = None, seq: int | None = None, process: str | None = None,
                 start_ns: int = 0, end_ns: int = 0, status_code: str = "UNSET", error_type: str | None = None,
                 scope_key: str | None = None, service_name: str = "", attributes: Mapping[str, Any] | None = None,
                 inputs: list[Edge] | None = None, outputs: list[Edge] | None = None,
                 links: list[tuple[str, str, str | None]] | None = None) -> None:
        self.op_id = op_id
        if (type(op_id) is str and type(trace_id) is str and type(span_id) is str  # _trace_slot, inline
                and len(op_id) == len(trace_id) + 1 + len(span_id) and op_id.startswith(trace_id)
                and op_id.endswith(span_id) and op_id[len(trace_id)] == ":"):
            self._trace = trace_id
        else:
            self._trace = _trace_slot(op_id, trace_id, span_id)
        self._parent = parent_span_id
        self._profile = _profile((name, op_name, kind, stage, system, process, status_code, error_type, scope_key,
                                  service_name, seq is None))
        key_seq = seq if seq is not None else -1
        if (type(start_ns) is int and type(end_ns) is int and type(key_seq) is int and 0 <= start_ns <= _M64
                and key_seq >= -1 and -_DURATION_BIAS <= end_ns - start_ns < _DURATION_BIAS):  # _set_times, inline
            self._times = start_ns | ((end_ns - start_ns + _DURATION_BIAS) << 64) | ((key_seq + 1) << 128)
        else:
            self._set_times(start_ns, key_seq, end_ns)
        if attributes is None:
            self._attrs = _NO_ATTRIBUTES_PACKED
        else:
            self.attributes = attributes  # type: ignore[assignment]
        if inputs is None and outputs is None:
            self._edges = _NO_EDGES
        else:
            self._set_edges(inputs if inputs is not None else [], outputs if outputs is not None else [])
        self._links = links or None

    name = _profile_property("name", 0)
    op_name = _profile_property("op_name", 1)
    kind = _profile_property("kind", 2)
    stage = _profile_property("stage", 3)
    system = _profile_property("system", 4)
    status_code = _profile_property("status_code", 6)
    error_type = _profile_property("error_type", 7)
    scope_key = _profile_property("scope_key", 8)
    service_name = _profile_property("service_name", 9)
    def _set_times(self, start_ns: Any, key_seq: Any, end_ns: Any) -> None:
        duration = (end_ns - start_ns if type(end_ns) is int and type(start_ns) is int  # kept as the duration
                    else _Verbatim(end_ns))
        self._times = _pack_times(start_ns, key_seq, duration)

    def _unpacked_times(self) -> tuple:
        """``(start_ns, order-key seq, duration or _Verbatim end)``."""
        t = self._times
        if type(t) is int:
            return (t & _M64, (t >> 128) - 1, ((t >> 64) & _M64) - _DURATION_BIAS)
        return t

    @property
    def start_ns(self) -> int:
        t = self._times
        return t & _M64 if type(t) is int else t[0]

    @start_ns.setter
    def start_ns(self, value: int) -> None:
        end_ns = self.end_ns
        self._set_times(value, self._unpacked_times()[1], end_ns)

    @property
    def end_ns(self) -> int:
        """Kept as the duration (``end_ns - start_ns``: a smaller int than a time) when both are ints."""
        start, _, duration = self._unpacked_times()
        if type(duration) is _Verbatim:
            return duration.value
        return start + duration

    @end_ns.setter
    def end_ns(self, value: int) -> None:
        start, key_seq, _ = self._unpacked_times()
        self._set_times(start, key_seq, value)

    @property
    def trace_id(self) -> str:
        t = self._trace
        return t.trace_id if type(t) is _TraceLast else t

    @trace_id.setter
    def trace_id(self, value: str) -> None:
        self._trace = _trace_slot(self.op_id, value, self.span_id)

    @property
    def span_id(self) -> str:
        t = self._trace
        if type(t) is _TraceLast:
            trace_id, last = t.trace_id, t.last
            if type(trace_id) is str and type(last) is str:
                return last[len(trace_id) + 1:]
            return last
        return self.op_id[len(t) + 1:]

    @span_id.setter
    def span_id(self, value: str) -> None:
        self._trace = _trace_slot(self.op_id, self.trace_id, value)

    @property
    def parent_span_id(self) -> str | None:
        parent = self._parent
        if parent is None or type(parent) is not Operation:
            return parent
        return parent.span_id

    @parent_span_id.setter
    def parent_span_id(self, value: str | None) -> None:
        self._parent = value

    @property
    def process(self) -> str | None:
        return self._profile.process

    @process.setter
    def process(self, value: str | None) -> None:
        fields = list(self._profile.fields())
        fields[5] = value
        self._profile = _profile(tuple(fields))  # the order key reads its process from the profile

    @property
    def seq(self) -> int | None:
        if self._profile.seq_none:
            return None
        t = self._times
        return (t >> 128) - 1 if type(t) is int else t[1]

    def _key_seq(self) -> Any:
        """The order key's seq (-1 when the op has none)."""
        t = self._times
        return (t >> 128) - 1 if type(t) is int else t[1]

    @seq.setter
    def seq(self, value: int | None) -> None:
        self._attrs = self.attributes._p  # its seq attribute (if read from the key) stays what it was
        fields = list(self._profile.fields())
        fields[10] = value is None
        self._profile = _profile(tuple(fields))
        start, _, _ = self._unpacked_times()
        self._set_times(start, value if value is not None else -1, self.end_ns)

    @property
    def attributes(self) -> SpanAttributes:
        """The span's attributes (a read-only mapping; stored as its packed tuple, wrapped on access; the builder
        shares one tuple between ops whose attributes differ only in their seq: see ``_share_attributes``)."""
        p = self._attrs
        i = p[0].seq_at
        if i and p[i] is _SEQ_HOLE:
            p = (*p[:i], self._key_seq(), *p[i + 1:])
        return SpanAttributes._wrap(p)

    def _share_attributes(self, shared: dict, limit: int) -> None:
        """Store the attributes as a tuple shared through ``shared`` (the graph's; new entries while it holds fewer
        than ``limit``): the seq attribute, when it is an int equal to the op's seq, as a hole read back from the
        op's packed times. Only tuples of str / None values are shared (equal is then the same: 1 == True == 1.0 are not)."""
        p = self._attrs
        i = p[0].seq_at
        if i and type(p[i]) is int and not self._profile.seq_none and p[i] == (
                (self._times >> 128) - 1 if type(self._times) is int else self._times[1]):
            p = (*p[:i], _SEQ_HOLE, *p[i + 1:])
        for v in p[1:]:
            if v is not None and type(v) is not str and v is not _SEQ_HOLE:
                self._attrs = p
                return
        hit = shared.get(p)
        if hit is None:
            hit = p
            if len(shared) < limit:
                shared[p] = p
        self._attrs = hit

    @attributes.setter
    def attributes(self, value: Mapping[str, Any] | None) -> None:
        self._attrs = (value._p if type(value) is SpanAttributes else
                       SpanAttributes(value)._p if value else _NO_ATTRIBUTES_PACKED)

    @property
    def links(self) -> list[tuple[str, str, str | None]]:
        links = self._links
        return links if links is not None else []

    @links.setter
    def links(self, value: list[tuple[str, str, str | None]]) -> None:
        self._links = value or None

    # ---- edges
    def _set_edges(self, inputs: list, outputs: list) -> None:
        op_id = self.op_id
        cols: list = [len(inputs)]
        for edges, role in ((inputs, ROLE_INPUT), (outputs, ROLE_OUTPUT)):
            for e in edges:
                if type(e) is not Edge or e.role != role or e.op_id != op_id:
                    self._edges = [inputs, outputs]  # kept as given
                    return
                cols.append(e.node_id)
                cols.append(e._extra)
        self._edges = tuple(cols) if len(cols) > 1 else _NO_EDGES

    @property
    def inputs(self) -> list[Edge]:
        edges = self._edges
        if type(edges) is not tuple:
            return edges[0]
        op_id, make = self.op_id, _make_edge
        return [make(edges[i], op_id, ROLE_INPUT, edges[i + 1]) for i in range(1, 2 * edges[0] + 1, 2)]

    @inputs.setter
    def inputs(self, value: list[Edge]) -> None:
        self._set_edges(value if value is not None else [], self.outputs)

    @property
    def outputs(self) -> list[Edge]:
        edges = self._edges
        if type(edges) is not tuple:
            return edges[1]
        op_id, make = self.op_id, _make_edge
        return [make(edges[i], op_id, ROLE_OUTPUT, edges[i + 1]) for i in range(2 * edges[0] + 1, len(edges), 2)]

    @outputs.setter
    def outputs(self, value: list[Edge]) -> None:
        self._set_edges(self.inputs, value if value is not None else [])

    def _input_ids(self) -> list:
        """``[e.node_id for e in self.inputs]`` without making the edges (None for an input not set yet)."""
        edges = self._edges
        if type(edges) is not tuple:
            return [None if e is None else e.node_id for e in edges[0]]
        return list(edges[1:2 * edges[0] + 1:2])

    def _output_ids(self) -> list:
        """``[e.node_id for e in self.outputs]`` without making the edges."""
        edges = self._edges
        if type(edges) is not tuple:
            return [None if e is None else e.node_id for e in edges[1]]
        return list(edges[2 * edges[0] + 1::2])

    def _input_at(self, idx: int) -> Edge | None:
        """``self.inputs[idx]``."""
        edges = self._edges
        if type(edges) is not tuple:
            return edges[0][idx]
        if not 0 <= idx < edges[0]:
            raise IndexError("input index out of range")
        return _make_edge(edges[1 + 2 * idx], self.op_id, ROLE_INPUT, edges[2 + 2 * idx])

    def _set_input(self, idx: int, edge: Edge) -> None:
        """``self.inputs[idx] = edge`` (in place while the edges are lists)."""
        edges = self._edges
        if type(edges) is not tuple:
            edges[0][idx] = edge
        elif type(edge) is Edge and edge.role == ROLE_INPUT and edge.op_id == self.op_id and 0 <= idx < edges[0]:
            i = 1 + 2 * idx
            self._edges = (*edges[:i], edge.node_id, edge._extra, *edges[i + 2:])
        else:
            inputs = self.inputs
            inputs[idx] = edge
            self._set_edges(inputs, self.outputs)

    @property
    def order_key(self) -> tuple:
        """``(start_ns, process, seq, trace_id, "{trace_id}:{span_id}")`` (a new tuple on each read)."""
        t, tr = self._times, self._trace
        if type(t) is int:
            start, key_seq = t & _M64, (t >> 128) - 1
        else:
            start, key_seq = t[0], t[1]
        if type(tr) is _TraceLast:
            return (start, self._profile.process or "", key_seq, tr.trace_id, tr.last)
        return (start, self._profile.process or "", key_seq, tr, self.op_id)

    def _fields(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in _OP_FIELDS}

    def _replace(self, **changes: Any) -> "Operation":
        """A copy with some fields changed (``dataclasses.replace`` for the dataclass this was)."""
        return Operation(**{**self._fields(), **changes})

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Operation):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _OP_FIELDS)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return "Operation(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in _OP_FIELDS) + ")"

    def __reduce__(self):
        return (_operation, (self._fields(),))


def _operation(fields: dict[str, Any]) -> Operation:
    return Operation(**fields)


def op_order_key(op: Operation) -> tuple:
    """Execution order: (start_ns, process, seq, trace_id, span_id) as SPAN_MODEL.md fixes it."""
    return op.order_key


@dataclass(frozen=True, slots=True)
class Outcome:
    op_id: str
    trace_id: str
    span_id: str
    case_id: str | None
    status: str  # "correct" | "failed"
    score: float | None
    question: str | None = None
    expected: Any = None  # str, or a list of accepted answers (MemTraceBench golden_answers)
    actual: str | None = None
    feedback: str | None = None
    answer_op_id: str | None = None
    answer_node_id: str | None = None
    evidence_ids: tuple[str, ...] = ()
    attributes: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True, slots=True)
class Verdict:
    """A root-cause verdict span written back by attribution (``memtrace.attribution`` / ``memtrace.root_cause``)."""

    op_id: str
    trace_id: str
    span_id: str
    name: str
    case_id: str | None = None
    error_type: str | None = None
    error_subtype: str | None = None
    stage: str | None = None
    confidence: float | None = None
    engine: str | None = None
    root_cause_op_id: str | None = None
    failed_op_id: str | None = None
    reason: str | None = None
    attributes: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
