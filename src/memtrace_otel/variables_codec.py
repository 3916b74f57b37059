"""How the variables an operation declared are written on its span, and read back: the one place that knows.

**Encoding v3** (semconv 0.3.0, written by :class:`memtrace_otel.api.Operation`): the columns of encoding v2 below,
except the ids and the opt-in content columns, go in one string attribute per role holding a JSON object keyed by
the column's last name part::

    memtrace.inputs            ["q-1@1", "rec-1@2"]                 (an array, as in v2)
    memtrace.input.columns     '{"hashes":["sha256:746f…","sha256:6d91…"],"kinds":["query","memory_record"],
                                 "relations":["derived_from","reads"],"ranks":[-1,0],"scores":["","0.25"]}'
    memtrace.input.contents    ["where…", "alice…"]  (opt-in, an array, as in v2; also truncated and said_at)

One string costs the SDK and the OTLP encoder one value where v2's arrays cost one per entry and column (on a read
of 5 records, 30 values: half the span's encoding time).

**Encoding v2** (semconv 0.2.0, written by :class:`memtrace_otel.api.Operation`): span attributes holding parallel
arrays per role, entry *i* of every column describing variable *i* of that role::

    memtrace.inputs            ["q-1@1", "rec-1@2"]           id@version, every input (the index of the columns)
    memtrace.input.hashes      ["sha256:746f…", "sha256:6d91…"] every input
    memtrace.input.kinds       ["query", "memory_record"]      \\
    memtrace.input.relations   ["derived_from", "reads"]        |  the first ``max_variables`` declarations
    memtrace.input.ranks       [-1, 0]         (-1: none)        |  of the span only (the detail cap): past it
    memtrace.input.scores      ["", "0.25"]    ("": none)        |  a variable keeps its id, version and hash
    memtrace.input.producers   ["", "c288…-744f…"] ("": unknown) |
    memtrace.input.contents    ["where…", "alice…"] (opt-in)     |
    memtrace.input.truncated   [1]             (indices)        /
    memtrace.outputs, memtrace.output.{hashes, kinds, changes, ranks, scores, contents, truncated,
                                       source_ids, source_counts, said_at}

Optional columns are left out when no variable of the role has a value. Up to ``max_variable_ids`` variables per
span are recorded; the rest are counted in ``memtrace.variables.dropped_count``. Lineage links: an SDK link only to
producers in another trace (``max_links`` at most); the producer column holds every producer.

**Encoding v1** (0.1.0, files exported earlier): one span event ``memtrace.variable`` per variable with
``memtrace.var.*`` attributes, ``memtrace.inputs`` / ``memtrace.outputs`` and ``memtrace.lineage.*`` as mirrors.
A backend that dropped the events leaves the mirrors: ids and versions only.

Every reader (graph builder, collector index, attribution sources, bench harnesses, tests) goes through
:func:`declarations` (or :func:`variables`, the same as v1-shaped dicts), :func:`lineage`, :func:`index_rows`,
:func:`input_ids` / :func:`touched_ids`, so the v1, v2 and v3 spans of one export build one graph (a v3 span is read
by spreading its columns object into the v2 keys, :func:`expanded`).
"""

from __future__ import annotations

import json
import math
from typing import Any, Iterable, Mapping, NamedTuple, Optional, Sequence

from . import semconv as sc

INPUT, OUTPUT = "input", "output"


class _Keys(NamedTuple):
    ids: str
    hashes: str
    kinds: str
    details: str  # relations (inputs) / changes (outputs)
    ranks: str
    scores: str
    contents: str
    truncated: str
    producers: Optional[str]
    source_ids: Optional[str]
    source_counts: Optional[str]
    said_at: Optional[str] = None
    columns: Optional[str] = None  # v3: the JSON object holding hashes .. source_counts

    def packed(self) -> tuple[str, ...]:
        """The v2 keys whose columns v3 writes into ``columns`` (every one but the ids and the content columns)."""
        return tuple(k for k in (self.hashes, self.kinds, self.details, self.ranks, self.scores, self.producers,
                                 self.source_ids, self.source_counts) if k)


INPUT_KEYS = _Keys(sc.MEMTRACE_INPUTS, sc.INPUT_HASHES, sc.INPUT_KINDS, sc.INPUT_RELATIONS, sc.INPUT_RANKS,
                   sc.INPUT_SCORES, sc.INPUT_CONTENTS, sc.INPUT_TRUNCATED, sc.INPUT_PRODUCERS, None, None,
                   sc.INPUT_SAID_AT, sc.INPUT_COLUMNS)
OUTPUT_KEYS = _Keys(sc.MEMTRACE_OUTPUTS, sc.OUTPUT_HASHES, sc.OUTPUT_KINDS, sc.OUTPUT_CHANGES, sc.OUTPUT_RANKS,
                    sc.OUTPUT_SCORES, sc.OUTPUT_CONTENTS, sc.OUTPUT_TRUNCATED, None, sc.OUTPUT_SOURCE_IDS,
                    sc.OUTPUT_SOURCE_COUNTS, sc.OUTPUT_SAID_AT, sc.OUTPUT_COLUMNS)
# v3: the name of a column in the JSON object is the last part of its v2 key ("memtrace.input.hashes" -> "hashes")
_NAME_TO_KEY = {keys.columns: {key.rsplit(".", 1)[1]: key for key in keys.packed()}
                for keys in (INPUT_KEYS, OUTPUT_KEYS)}
_encode_json = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False).encode
LINEAGE_MIRROR_KEYS = (sc.MEMTRACE_LINEAGE_TRACE_IDS, sc.MEMTRACE_LINEAGE_SPAN_IDS, sc.MEMTRACE_LINEAGE_RELATIONS,
                       sc.MEMTRACE_LINEAGE_VARIABLES)
# every span attribute that carries variables (v2 columns, v1 mirrors): a reader that decoded them can drop them
VARIABLE_KEYS = frozenset(k for keys in (INPUT_KEYS, OUTPUT_KEYS) for k in keys if k) | frozenset(LINEAGE_MIRROR_KEYS)
# content-gated span attributes and v1 event attributes of variables
CONTENT_KEYS = frozenset({sc.INPUT_CONTENTS, sc.INPUT_TRUNCATED, sc.OUTPUT_CONTENTS, sc.OUTPUT_TRUNCATED,
                          sc.INPUT_SAID_AT, sc.OUTPUT_SAID_AT})
EVENT_CONTENT_KEYS = frozenset({sc.VAR_CONTENT, sc.VAR_CONTENT_TRUNCATED, sc.VAR_SAID_AT})


# ---------------------------------------------------------------------------------------------------------- encode
class Columns:
    """The variables of one role an operation declared, as the columns they are written as (built once at end)."""

    __slots__ = ("keys", "detail_name", "nodes", "hashes", "kinds", "details", "ranks", "scores", "producers",
                 "contents", "truncated", "source_ids", "source_counts", "said_at", "any_rank", "any_score",
                 "any_producer", "any_content", "any_source", "any_said_at")

    def __init__(self, keys: _Keys):
        self.keys = keys
        self.detail_name = keys.details.rsplit(".", 1)[1]  # "relations" / "changes"
        self.nodes: list[str] = []
        self.hashes: list[str] = []
        self.kinds: list[str] = []
        self.details: list[str] = []
        self.ranks: list[int] = []
        self.scores: list[str] = []
        self.producers: list[str] = []
        self.contents: list[str] = []
        self.truncated: list[int] = []
        self.source_ids: list[str] = []
        self.source_counts: list[int] = []
        self.said_at: list[str] = []
        self.any_rank = self.any_score = self.any_producer = self.any_content = self.any_source = False
        self.any_said_at = False

    def __len__(self) -> int:
        return len(self.nodes)

    def add_id(self, node: str, hash_: str) -> None:
        """A variable past the detail cap: id, version and hash only."""
        self.nodes.append(node)
        self.hashes.append(hash_ if type(hash_) is str else str(hash_ or ""))

    def add(self, node: str, hash_: str, kind: str, detail: str, rank: Optional[int], score: Optional[float],
            producer: Optional[tuple[str, str]], content: Optional[str], truncated: bool,
            source_ids: Sequence[str] = (), said_at: Optional[str] = None) -> None:
        """A variable within the detail cap (every earlier variable of the role is detailed too). ``said_at``
        (with content only): when the app says the record or message was said, as it gave it."""
        i = len(self.nodes)
        self.nodes.append(node)
        # an array attribute with one value of another type would be dropped whole by the SDK: strings only
        self.hashes.append(hash_ if type(hash_) is str else str(hash_ or ""))
        self.kinds.append(kind if type(kind) is str else str(kind))
        self.details.append(detail if type(detail) is str else str(detail or ""))
        if rank is None:
            self.ranks.append(-1)
        else:
            self.ranks.append(int(rank))
            self.any_rank = True
        if score is None:
            self.scores.append("")
        else:
            self.scores.append(repr(float(score)))
            self.any_score = True
        if producer is None:
            self.producers.append("")
        else:
            self.producers.append(f"{producer[0]}-{producer[1]}")
            self.any_producer = True
        if content is None:
            self.contents.append("")
        else:
            self.contents.append(content if type(content) is str else str(content))
            self.any_content = True
            if truncated:
                self.truncated.append(i)
        if source_ids:
            sources = [str(s) for s in source_ids][:64]
            self.source_ids += sources
            self.source_counts.append(len(sources))
            self.any_source = True
        else:
            self.source_counts.append(0)
        if said_at and content is not None:
            self.said_at.append(said_at if type(said_at) is str else str(said_at))
            self.any_said_at = True
        else:
            self.said_at.append("")

    def encode(self, out: dict[str, Any]) -> None:
        """Put this role's columns into the attribute dict ``out`` (nothing when no variable was declared): the ids
        and the content columns as arrays, the others in one JSON object (encoding v3)."""
        if not self.nodes:
            return
        k = self.keys
        out[k.ids] = self.nodes
        cols: dict[str, Any] = {"hashes": self.hashes}
        if self.kinds:
            cols["kinds"] = self.kinds
            cols[self.detail_name] = self.details
            if self.any_rank:
                cols["ranks"] = self.ranks
            if self.any_score:
                cols["scores"] = self.scores
            if self.any_producer and k.producers:
                cols["producers"] = self.producers
            if self.any_source and k.source_ids:
                cols["source_ids"] = self.source_ids
                cols["source_counts"] = self.source_counts
            if self.any_content:
                out[k.contents] = self.contents
                if self.truncated:
                    out[k.truncated] = self.truncated
            if self.any_said_at and k.said_at:
                out[k.said_at] = self.said_at
        out[k.columns] = _encode_json(cols)


# ---------------------------------------------------------------------------------------------------------- decode
class Declaration(NamedTuple):
    """One declared variable version, decoded from either encoding. ``None``: not recorded."""

    role: str  # input | output
    var_id: str
    version: Optional[int]  # as recorded (0 = unknown, None = missing); the graph builder normalizes
    kind: Optional[str] = None
    hash: Optional[str] = None
    content: Optional[str] = None
    truncated: Optional[bool] = None
    change: Optional[str] = None  # outputs
    relation: Optional[str] = None  # inputs
    rank: Optional[int] = None
    score: Optional[float] = None
    producer: Optional[tuple[str, str]] = None  # (trace id, span id) hex of the version's writer
    source_ids: Optional[tuple[str, ...]] = None
    scope_key: Optional[str] = None  # v1 only
    said_at: Optional[str] = None  # when the app says the record or message was said (0.2.1), as given

    @property
    def node_id(self) -> str:
        return f"{self.var_id}@{self.version if self.version is not None else 0}"


def _seq(value: Any) -> tuple:
    """An array attribute as a tuple: tuples/lists as they come (SDK, OTLP, Phoenix), JSON text from backends that
    store arrays as strings (Jaeger v1, ClickHouse), a lone scalar as one entry."""
    if value is None:
        return ()
    if type(value) is tuple:
        return value
    if isinstance(value, str):
        if value.startswith("["):
            try:
                parsed = json.loads(value)
            except ValueError:
                return (value,)
            if isinstance(parsed, list):
                return tuple(parsed)
        return (value,) if value else ()
    if isinstance(value, (list, Sequence)) and not isinstance(value, (bytes, bytearray)):
        return tuple(value)
    return (value,)


def expanded(attributes: Mapping[str, Any], skipped: Optional[list[str]] = None) -> Mapping[str, Any]:
    """The span attributes with a v3 span's columns objects spread into the v2 keys (v1 and v2 spans: as given),
    so one reader takes every encoding. A columns value that is not a JSON object is skipped (described in
    ``skipped``): the role then reads as ids only."""
    if sc.INPUT_COLUMNS not in attributes and sc.OUTPUT_COLUMNS not in attributes:
        return attributes
    out = dict(attributes)
    for columns_key, names in _NAME_TO_KEY.items():
        raw = out.pop(columns_key, None)
        if raw is None:
            continue
        try:
            cols = json.loads(raw) if isinstance(raw, (str, bytes, bytearray)) else raw
            if not isinstance(cols, Mapping):
                raise ValueError(f"a JSON {type(cols).__name__}, not an object")
        except ValueError as exc:
            if skipped is not None:
                skipped.append(f"{columns_key} ignored: {exc}: {str(raw)[:80]!r}")
            continue
        for name, value in cols.items():
            key = names.get(name)
            if key is not None and key not in out:
                out[key] = tuple(value) if isinstance(value, list) else value
    return out


def _opt_int(value: Any) -> Optional[int]:
    if value is None or isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _opt_float(value: Any) -> Optional[float]:
    if value is None or isinstance(value, bool) or value == "":
        return None
    try:
        result = float(value)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(result) else result


def _opt_str(value: Any) -> Optional[str]:
    if value is None:
        return None
    return value if type(value) is str else str(value)


def split_ref(ref: Any) -> tuple[str, Optional[int]]:
    """``"id@version"`` -> (id, version); an entry without a version (or with a non-integer one) is version None."""
    text = ref if type(ref) is str else str(ref)
    var_id, sep, version = text.rpartition("@")
    if not sep or not var_id:
        return text, None
    try:
        return var_id, int(version)
    except ValueError:
        return text, None


def _producer(value: Any) -> Optional[tuple[str, str]]:
    if not value:
        return None
    trace_id, sep, span_id = str(value).partition("-")
    return (trace_id.lower(), span_id.lower()) if sep and trace_id and span_id else None


def variable_events(events: Iterable[Any]) -> list[Any]:
    """The v1 ``memtrace.variable`` events among a span's events (objects with ``name`` and ``attributes``)."""
    name = sc.VARIABLE_EVENT
    return [e for e in events if e.name == name]


def _from_event(a: Mapping[str, Any], skipped: Optional[list[str]]) -> Optional[Declaration]:
    var_id = a.get(sc.VAR_ID)
    if not var_id:
        if skipped is not None:
            skipped.append(f"variable event without {sc.VAR_ID} ignored")
        return None
    change = _opt_str(a.get(sc.VAR_CHANGE))
    role = a.get(sc.VAR_ROLE) or (OUTPUT if change else INPUT)
    if role not in (INPUT, OUTPUT):
        if skipped is not None:
            skipped.append(f"variable event {var_id!r}: {sc.VAR_ROLE} {role!r} is neither input nor output")
        return None
    pt, ps = a.get(sc.VAR_PRODUCER_TRACE_ID), a.get(sc.VAR_PRODUCER_SPAN_ID)
    truncated = a.get(sc.VAR_CONTENT_TRUNCATED)
    sources = a.get(sc.VAR_SOURCE_IDS)
    return Declaration(
        role, str(var_id), _opt_int(a.get(sc.VAR_VERSION)), _opt_str(a.get(sc.VAR_KIND)),
        _opt_str(a.get(sc.VAR_HASH)), _opt_str(a.get(sc.VAR_CONTENT)),
        bool(truncated) if truncated is not None else None,
        change if role == OUTPUT else None, _opt_str(a.get(sc.VAR_RELATION)) if role == INPUT else None,
        _opt_int(a.get(sc.VAR_RANK)), _opt_float(a.get(sc.VAR_SCORE)),
        (str(pt), str(ps)) if pt and ps else None,
        tuple(str(s) for s in _seq(sources)) if sources is not None else None,
        _opt_str(a.get(sc.VAR_SCOPE_KEY)), _opt_str(a.get(sc.VAR_SAID_AT)) or None)


def _from_columns(attributes: Mapping[str, Any], role: str, k: _Keys, skipped: Optional[list[str]]
                  ) -> list[Declaration]:
    nodes = _seq(attributes.get(k.ids))
    if not nodes:
        return []
    get = attributes.get
    hashes = _seq(get(k.hashes))
    kinds = _seq(get(k.kinds))
    details = _seq(get(k.details))
    ranks = _seq(get(k.ranks))
    scores = _seq(get(k.scores))
    contents = _seq(get(k.contents))
    truncated = {_opt_int(i) for i in _seq(get(k.truncated))}
    producers = _seq(get(k.producers)) if k.producers else ()
    counts = _seq(get(k.source_counts)) if k.source_counts else ()
    sources = _seq(get(k.source_ids)) if k.source_counts else ()
    said = _seq(get(k.said_at)) if k.said_at else ()
    n_said = len(said)
    n_hash, n_kind, n_detail, n_rank, n_score = len(hashes), len(kinds), len(details), len(ranks), len(scores)
    n_content, n_producer, n_count = len(contents), len(producers), len(counts)
    out: list[Declaration] = []
    offset = 0
    for i, ref in enumerate(nodes):
        var_id, version = split_ref(ref)
        if version is None:
            if skipped is not None:
                skipped.append(f"{k.ids}[{i}] ignored: not 'id@version': {str(ref)[:80]!r}")
            continue
        rank = _opt_int(ranks[i]) if i < n_rank else None
        content = contents[i] if i < n_content else None
        source_ids = None
        if i < n_count:
            n = _opt_int(counts[i]) or 0
            if n > 0:
                source_ids = tuple(str(s) for s in sources[offset:offset + n])
                offset += n
        detail = _opt_str(details[i]) or None if i < n_detail else None
        out.append(Declaration(
            role, var_id, version,
            _opt_str(kinds[i]) or None if i < n_kind else None,
            _opt_str(hashes[i]) or None if i < n_hash else None,
            _opt_str(content) if content else None,
            True if content and i in truncated else None,
            detail if role == OUTPUT else None,
            detail if role == INPUT else None,
            rank if rank is not None and rank >= 0 else None,
            _opt_float(scores[i]) if i < n_score else None,
            _producer(producers[i]) if i < n_producer else None,
            source_ids, None, (_opt_str(said[i]) or None) if i < n_said else None))
    return out


def _from_mirrors(attributes: Mapping[str, Any], skipped: Optional[list[str]]) -> list[Declaration]:
    """v1 span whose events a backend dropped: ids and versions from the mirrors, relations and producers from the
    lineage mirrors (which also name inputs the input mirror lost to its cap)."""
    get = attributes.get
    l_vars = tuple(str(v) for v in _seq(get(sc.MEMTRACE_LINEAGE_VARIABLES)))
    l_rels = _seq(get(sc.MEMTRACE_LINEAGE_RELATIONS))
    l_traces = _seq(get(sc.MEMTRACE_LINEAGE_TRACE_IDS))
    l_spans = _seq(get(sc.MEMTRACE_LINEAGE_SPAN_IDS))
    lineage_of: dict[str, tuple[Optional[str], Optional[tuple[str, str]]]] = {}
    for i, ref in enumerate(l_vars):
        rel = _opt_str(l_rels[i]) if i < len(l_rels) else None
        producer = (str(l_traces[i]), str(l_spans[i])) if i < len(l_traces) and i < len(l_spans) else None
        lineage_of.setdefault(ref, (rel or None, producer))
    out: list[Declaration] = []
    seen: set[str] = set()
    for ref in tuple(str(v) for v in _seq(get(sc.MEMTRACE_INPUTS))) + l_vars:
        if ref in seen:
            continue
        seen.add(ref)
        var_id, version = _mirror_ref(ref, skipped)
        if var_id is None:
            continue
        rel, producer = lineage_of.get(ref, (None, None))
        out.append(Declaration(INPUT, var_id, version, relation=rel, producer=producer))
    for ref in _seq(get(sc.MEMTRACE_OUTPUTS)):
        var_id, version = _mirror_ref(str(ref), skipped)
        if var_id is not None:
            out.append(Declaration(OUTPUT, var_id, version))
    return out


def _mirror_ref(ref: str, skipped: Optional[list[str]]) -> tuple[Optional[str], int]:
    var_id, sep, version = ref.rpartition("@")
    try:
        if not sep or not var_id:
            raise ValueError(f"not 'id@version': {ref!r}")
        v = int(version)
    except ValueError:
        if skipped is not None:
            skipped.append(f"mirror attribute entry ignored: not 'id@version': {ref!r}")
        return None, 0
    return var_id, max(v, 0)


def encoding(attributes: Mapping[str, Any], events: Iterable[Any] = ()) -> int:
    """3 (columns objects), 2 (column arrays), 1 (``memtrace.variable`` events), 0 (mirrors only, or none)."""
    if variable_events(events):
        return 1
    if sc.INPUT_COLUMNS in attributes or sc.OUTPUT_COLUMNS in attributes:
        return 3
    if sc.INPUT_HASHES in attributes or sc.OUTPUT_HASHES in attributes:
        return 2
    return 0


def declarations(attributes: Mapping[str, Any], events: Iterable[Any] = (),
                 skipped: Optional[list[str]] = None) -> list[Declaration]:
    """Every variable version a span declared, inputs then outputs for v2 and mirrors, event order for v1.

    ``attributes`` are the span's attributes, ``events`` its events (objects with ``name`` and ``attributes``:
    SDK events, :class:`~memtrace_otel.span_record.EventRecord`). Malformed entries are skipped and described in
    ``skipped`` when given."""
    v1 = variable_events(events) if events else ()
    if v1:
        out = []
        for ev in v1:
            decl = _from_event(ev.attributes, skipped)
            if decl is not None:
                out.append(decl)
        return out
    attributes = expanded(attributes, skipped)
    if sc.INPUT_HASHES in attributes or sc.OUTPUT_HASHES in attributes:
        out = []
        for role, keys in ((INPUT, INPUT_KEYS), (OUTPUT, OUTPUT_KEYS)):
            if keys.hashes in attributes:
                out += _from_columns(attributes, role, keys, skipped)
            else:  # a role with ids and no hashes is a mirror (never written together with columns, but read it)
                out += [d for d in _from_mirrors({keys.ids: attributes.get(keys.ids)}, skipped)]
        return out
    return _from_mirrors(attributes, skipped)


def as_event_attributes(d: Declaration) -> dict[str, Any]:
    """A declaration as the attributes of a v1 ``memtrace.variable`` event (only the fields it has)."""
    a: dict[str, Any] = {sc.VAR_ID: d.var_id, sc.VAR_ROLE: d.role}
    if d.version is not None:
        a[sc.VAR_VERSION] = d.version
    for key, value in ((sc.VAR_KIND, d.kind), (sc.VAR_HASH, d.hash), (sc.VAR_CHANGE, d.change),
                       (sc.VAR_RELATION, d.relation), (sc.VAR_RANK, d.rank), (sc.VAR_SCORE, d.score),
                       (sc.VAR_CONTENT, d.content), (sc.VAR_SOURCE_IDS, d.source_ids),
                       (sc.VAR_SCOPE_KEY, d.scope_key), (sc.VAR_SAID_AT, d.said_at)):
        if value is not None:
            a[key] = value
    if d.truncated:
        a[sc.VAR_CONTENT_TRUNCATED] = True
    if d.producer is not None:
        a[sc.VAR_PRODUCER_TRACE_ID], a[sc.VAR_PRODUCER_SPAN_ID] = d.producer
    return a


def variables(attributes: Mapping[str, Any], events: Iterable[Any] = (), role: Optional[str] = None
              ) -> list[dict[str, Any]]:
    """The span's variables as v1-shaped dicts (``memtrace.var.*`` keys), whatever the encoding; ``role`` filters."""
    return [as_event_attributes(d) for d in declarations(attributes or {}, events or ())
            if role is None or d.role == role]


def span_variables(span: Any, role: Optional[str] = None) -> list[dict[str, Any]]:
    """:func:`variables` of an SDK ``ReadableSpan`` or a :class:`~memtrace_otel.span_record.SpanRecord`."""
    return variables(span.attributes or {}, span.events or (), role)


def lineage(attributes: Mapping[str, Any], trace_id: str = "", span_id: str = "",
            decls: Optional[Sequence[Declaration]] = None) -> list[tuple[str, str, Optional[str], str]]:
    """(producer trace id, producer span id, relation, "id@version") per lineage link of a span: the v1 mirrors
    when present, else the v2 producer column (every producer other than the span itself)."""
    get = attributes.get
    traces = _seq(get(sc.MEMTRACE_LINEAGE_TRACE_IDS))
    if traces:
        spans = _seq(get(sc.MEMTRACE_LINEAGE_SPAN_IDS))
        rels = _seq(get(sc.MEMTRACE_LINEAGE_RELATIONS))
        refs = _seq(get(sc.MEMTRACE_LINEAGE_VARIABLES))
        return [(str(t), str(s), (_opt_str(rels[i]) or None) if i < len(rels) else None,
                 str(refs[i]) if i < len(refs) else "") for i, (t, s) in enumerate(zip(traces, spans))]
    if decls is None:
        attributes = expanded(attributes)
        if sc.INPUT_PRODUCERS not in attributes:
            return []
        decls = _from_columns(attributes, INPUT, INPUT_KEYS, None)
    own = (trace_id, span_id)
    return [(d.producer[0], d.producer[1], d.relation or sc.REL_READS, d.node_id) for d in decls
            if d.role == INPUT and d.producer is not None and d.producer != own]


def index_rows(attributes: Mapping[str, Any], event_attributes: Iterable[Mapping[str, Any]] = ()
               ) -> list[tuple[str, int, str, str, str]]:
    """(var id, version, role, change, relation) per declared variable, for the collector's variable index. Reads
    only ids, relations and changes (v1: ``event_attributes``, the attributes of the ``memtrace.variable``
    events; else the ``memtrace.inputs`` / ``outputs`` arrays with the relation/change columns when present, v2 or
    v3)."""
    rows = []
    for ev in event_attributes:
        var_id = ev.get(sc.VAR_ID)
        if var_id:
            rows.append((str(var_id), _opt_int(ev.get(sc.VAR_VERSION, 0)) or 0, str(ev.get(sc.VAR_ROLE, "")),
                         str(ev.get(sc.VAR_CHANGE, "")), str(ev.get(sc.VAR_RELATION, ""))))
    if rows:
        return rows
    attributes = expanded(attributes)
    for role, keys in ((INPUT, INPUT_KEYS), (OUTPUT, OUTPUT_KEYS)):
        refs = attributes.get(keys.ids)
        if not refs:
            continue
        details = _seq(attributes.get(keys.details))
        n = len(details)
        for i, ref in enumerate(_seq(refs)):
            var_id, sep, version = str(ref).rpartition("@")  # lenient: "id" or "id@junk" is version 0
            if not sep:
                var_id = str(ref)
            if var_id:
                detail = str(details[i]) if i < n and details[i] is not None else ""
                rows.append((var_id, _opt_int(version) or 0 if sep else 0, role,
                             detail if role == OUTPUT else "", detail if role == INPUT else ""))
    return rows


def input_ids(attributes: Mapping[str, Any], events: Iterable[Any] = ()) -> list[str]:
    """Ids of the variables a span read or derived from (v1 input events, then the ``memtrace.inputs`` array)."""
    return _role_ids(attributes, events, INPUT, sc.MEMTRACE_INPUTS)


def output_ids(attributes: Mapping[str, Any], events: Iterable[Any] = ()) -> list[str]:
    """Ids of the variables a span wrote (v1 output events, then the ``memtrace.outputs`` array)."""
    return _role_ids(attributes, events, OUTPUT, sc.MEMTRACE_OUTPUTS)


def _role_ids(attributes: Mapping[str, Any], events: Iterable[Any], role: str, key: str) -> list[str]:
    out = [str(ev.attributes.get(sc.VAR_ID)) for ev in variable_events(events)
           if str(ev.attributes.get(sc.VAR_ROLE, "")) == role and ev.attributes.get(sc.VAR_ID)]
    return out + [split_ref(ref)[0] for ref in _seq(attributes.get(key))]


def touched_ids(attributes: Mapping[str, Any], events: Iterable[Any] = ()) -> set[str]:
    """Ids of every variable a span declared, either role, whatever the encoding."""
    out = {str(ev.attributes[sc.VAR_ID]) for ev in variable_events(events) if ev.attributes.get(sc.VAR_ID)}
    for key in (sc.MEMTRACE_INPUTS, sc.MEMTRACE_OUTPUTS):
        out |= {split_ref(ref)[0] for ref in _seq(attributes.get(key))}
    return out


def without_content(attributes: Mapping[str, Any]) -> dict[str, Any]:
    """The span attributes without variable content (v2 columns); v1 events: drop :data:`EVENT_CONTENT_KEYS`."""
    return {k: v for k, v in attributes.items() if k not in CONTENT_KEYS}


def variable_event_records(attributes: Mapping[str, Any], events: Iterable[Any] = ()) -> list[Any]:
    """The span's variables as v1 ``memtrace.variable`` EventRecords (time 0), whatever the encoding: for readers
    written against v1 events."""
    from .span_record import EventRecord

    return [EventRecord(sc.VARIABLE_EVENT, 0, a) for a in variables(attributes, events)]


# the attribute value readers every decoder shares (graph build reads op and outcome attributes with them)
as_tuple, opt_int, opt_float, opt_str = _seq, _opt_int, _opt_float, _opt_str
