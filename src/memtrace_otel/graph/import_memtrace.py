"""Import the MemTrace reference's graphs: smartcomment ``ExecNetwork`` JSON and MemTraceBench annotations.

smartcomment (reference.md §1.2) stores variable->variable edges, each tagged with the ``op_id`` that made it. The
bipartite evolution graph needs variable->op->variable, so for every op:

- a node that is the *target* of one of the op's edges is an **output** of the op (its producer, when it is the
  earliest op targeting it); intermediate hops inside one op (prompt -> raw response -> parsed facts) are outputs;
- a node that is only a *source* of the op's edges is an **input**.

Ids are kept so results compare with the reference: op ids stay ``op-<hex>``; variable ids are smartcomment
``full_name`` s (``class_name:name``, or ``name``), so node ids are its ``full_node_id`` s (``name@version``), the
same strings MemTraceBench annotations use (``query_id``, ``prediction_id``, ``source_evidence_ids``).
Ops are ordered by ``created_at`` (millisecond wall clock), then by their position in ``data.operations`` (the
driver keeps insertion order, i.e. creation order); ``seq`` is that position.

The conventions of the reference's recordings (MemBase, reference.md §1.3-§1.5) are read as follows:

- **mutation edges** ``unit@v -> unit@v+1`` inside an op (``comment_mutation``): the op updates the unit (input
  relation ``updates``, output change ``update``);
- **delete markers**: an edge ``unit@v -> delete_marker`` (category ``marker``, value ``DELETED``) inside an op
  is a DELETE of the unit: the op gets a tombstone output ``unit@<last version + 1>`` (``deleted=True``, change
  ``delete``; the input relation is ``deletes``). An op whose only effects on memory units are deletions gets kind
  ``delete``;
- **retrieved-memory nodes**: memory units that a retrieval op links *to* (``query -> memory-unit-x@2``, resolved
  with ``identity_only`` to an existing version) are versions it read, not versions it wrote: they become inputs
  with relation ``reads`` and their rank;
- **evaluation ops**: ``question-answering`` is the answer (kind ``generate``; it gets a span link to the
  question's own retrieval: the retrieve op that read the same query), ``llm-judge`` is the evaluation (kind
  ``judge``);
- **sessions as stages**: every op gets ``memtrace.op.phase`` = ``ingest`` (its session is a construction /
  finalization stage, e.g. category ``memory_construction``) or ``query`` (``memory_search`` /
  ``memory_evaluation``), plus the session's category and name as ``smartcomment.session_category`` /
  ``smartcomment.session_name``. So a per-fact similarity search inside an update decision (phase ``ingest``) is
  told apart from the question's retrieval (phase ``query``).

Annotations (one per failed query) become :class:`Outcome` s with status ``failed``; their gold labels
(``final_error_type``, ``final_op_id``) come back separately as :class:`GoldLabel` s from
:func:`load_memtracebench`. Without annotations, failed cases are derived as the reference does: ``llm-judge``
ops whose ``judge_score`` is 0.
"""

from __future__ import annotations

import gzip
import json
import re
import zlib
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .. import semconv as sc
from ..capture import content_hash
from .build import EvolutionGraph
from .model import ROLE_INPUT, ROLE_OUTPUT, Edge, Operation, Outcome, VariableVersion

# Attributes the importer puts on operations (provenance from the smartcomment record; not span-model names).
ATTR_CATEGORY = "smartcomment.category"
ATTR_COMMENT = "smartcomment.comment"
ATTR_SESSION_ID = "smartcomment.session_id"
ATTR_SESSION_NAME = "smartcomment.session_name"
ATTR_SESSION_CATEGORY = "smartcomment.session_category"
ATTR_UNIT_EFFECTS = "smartcomment.unit_effects"  # "create:<id@v>" / "update:<id@v>" / "delete:<id@v>", in edge order
ATTR_TRIGGER_POINT = "smartcomment.trigger_point"
ATTR_METADATA = "smartcomment.metadata"  # JSON text
ATTR_EDGE_COMMENTS = "smartcomment.edge_comments"  # the per-edge explanations, in edge order

# Which stage of the memory lifecycle an imported op ran in, from its session (docs/semconv.md): "ingest" for
# construction sessions (memory is written), "query" for search/evaluation sessions (a question is answered).
ATTR_PHASE = sc.MEMTRACE_OP_PHASE
PHASE_INGEST = "ingest"
PHASE_QUERY = "query"

# Reserved sentinels of smartcomment: they stand for missing inputs or absent op/session contexts.
SENTINEL_NODE = "COMMENT:NONE@1"
SENTINEL_OP = "__none_op__"

MEMORY_ERROR_TYPES = frozenset({"ExtractionError", "UpdateError", "DeletionError", "RetrievalError", "ResponseError"})
NON_MEMORY_ERROR_TYPES = frozenset({"AnnotationError", "JudgeError"})


class ExecNetworkFormatError(ValueError):
    """The file is not a usable ExecNetwork; the message names the file and the field."""


@dataclass(frozen=True)
class GoldLabel:
    """A MemTraceBench human label: the decisive faulty op and the error type."""

    case_id: str
    error_type: str | None
    op_id: str | None
    is_memory_error: bool
    reason: str | None = None
    raw: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


# ------------------------------------------------------------------------------------------------ kinds
_VAR_KIND_BY_CLASS = {"query": "query", "prediction": "answer", "context": "context", "golden_answers": "other",
                      "judge_prompt": "prompt", "judge_response": "other", "judge_score": "other"}
# MemBase's intermediate variables (reference.md §1.5), by class name or name: several contain "memory" but are not
# memory units
_VAR_KIND_BY_ROLE = {
    "raw_fact_extraction_response": "fact", "fact_extraction_response_with_code_block_removing": "fact",
    "extracted_facts": "fact", "fact": "fact", "existing_memories": "retrieved_set",
    "similar_memories": "retrieved_set", "retrieved_memories": "retrieved_set",
    "memory_update_task_instruction": "prompt", "raw_memory_update_decision": "decision",
    "update_action": "decision", "delete_marker": "other", "message-buffer": "buffer",
    "boundary_detection_result": "decision", "sparse_retrieval_results": "retrieved_set",
    "dense_retrieval_results": "retrieved_set", "hybrid_retrieval_results": "retrieved_set",
    "combined_retrieval_results": "retrieved_set", "final_reranked_results": "retrieved_set",
    "reranked_for_check": "retrieved_set",
}
_VAR_KIND_BY_CATEGORY = {"message": "message", "message & query": "query", "memory_entry": "memory_record",
                         "memory_unit": "memory_record", "message_buffer": "buffer", "memory_context": "context",
                         "prompt": "prompt", "marker": "other", "temporary_variable": "document",
                         "retrieved_memories": "retrieved_set", "fact": "fact", "decision": "decision"}
_VAR_KIND_NEEDLES = (("prompt", "prompt"), ("instruction", "prompt"), ("template", "prompt"), ("decision", "decision"),
                     ("action", "decision"), ("fact", "fact"), ("retriev", "retrieved_set"),
                     ("rerank", "retrieved_set"), ("similar", "retrieved_set"), ("existing", "retrieved_set"),
                     ("query", "query"), ("message", "message"), ("context", "context"), ("episode", "episode"),
                     ("memory", "memory_record"))
MEMORY_VAR_KINDS = frozenset({"memory_record", "chunk", "episode", "buffer"})


def var_kind(category: str | None, class_name: str | None, name: str) -> str:
    """The span-model kind of a smartcomment variable: class name, then MemBase role names, then category, then
    words in the class name / name (``name`` may be the full name ``class:name``)."""
    if class_name in _VAR_KIND_BY_CLASS:
        return _VAR_KIND_BY_CLASS[class_name]
    bare = name.split(":", 1)[1] if class_name and name.startswith(class_name + ":") else name
    for role in (class_name, bare):
        if role in _VAR_KIND_BY_ROLE:
            return _VAR_KIND_BY_ROLE[role]
    cat = (category or "").lower()
    if cat in _VAR_KIND_BY_CATEGORY:
        return _VAR_KIND_BY_CATEGORY[cat]
    if bare.startswith("memory-unit"):
        return "memory_record"
    if bare.startswith("delete_marker"):
        return "other"
    role = (class_name or bare).lower()
    for needle, kind in _VAR_KIND_NEEDLES:
        if needle in cat or needle in role:
            return kind
    if cat == "llm_response":
        return "answer"
    return "other"


def op_kind(op_name: str, category: str | None) -> str:
    """The span-model kind of a MemBase op (reference.md §1.5)."""
    name = op_name.lower()
    cat = (category or "").lower()
    if name == "llm-judge" or "judge" in name:
        return sc.KIND_JUDGE
    if name == "question-answering" or "answer" in name:
        return sc.KIND_GENERATE
    if "rerank" in name:
        return sc.KIND_RERANK
    if cat == "retrieval" or "retriev" in name or "search" in name:
        return sc.KIND_RETRIEVE
    if "delete" in name:
        return sc.KIND_DELETE
    if "message_buffer" in name:
        return sc.KIND_BUFFER
    if cat == "boundary_detection" or "boundary" in name:
        return sc.KIND_SEGMENT
    if cat == "extraction" or "extract" in name:
        return sc.KIND_EXTRACT
    if cat == "embedding" or "vector_store" in name or "embed" in name:
        return sc.KIND_EMBED
    if cat == "initialization" or "finalize" in name or name.endswith(".add") or name == "add":
        return sc.KIND_WRITE
    if cat == "update" or "update" in name:
        return sc.KIND_UPDATE
    if "summar" in name:
        return sc.KIND_SUMMARIZE
    return sc.KIND_OTHER


# ------------------------------------------------------------------------------------------------ parsing
_TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$")


def _time_ns(value: Any, where: str) -> int:
    """smartcomment ``created_at``: local wall clock without zone, ms resolution; read as UTC (order is all we use)."""
    if value in (None, ""):
        return 0
    text = str(value).strip()
    if not _TIME_RE.match(text):
        raise ExecNetworkFormatError(f"{where}: created_at {value!r} is not 'YYYY-MM-DD HH:MM:SS.sss'")
    dt = datetime.fromisoformat(text.replace(" ", "T")).replace(tzinfo=timezone.utc)
    return int(dt.timestamp()) * 1_000_000_000 + dt.microsecond * 1_000


def _full_name(node: dict) -> str:
    if node.get("full_name"):
        return str(node["full_name"])
    name = str(node.get("name", ""))
    cls = node.get("class_name")
    return f"{cls}:{name}" if cls else name


def _full_node_id(node: dict) -> str:
    if node.get("full_node_id"):
        return str(node["full_node_id"])
    return f"{_full_name(node)}@{node.get('version')}"


def is_execnetwork(obj: Any) -> bool:
    return (isinstance(obj, dict) and isinstance(obj.get("data"), dict)
            and isinstance(obj["data"].get("nodes"), list) and isinstance(obj["data"].get("operations"), list))


def looks_like_execnetwork(head: bytes) -> bool:
    """Decide from the first bytes of a file whether it is an ExecNetwork (before choosing a trace loader); a
    gzip-compressed file is judged by what its first bytes decompress to."""
    if head[:2] == _GZIP_MAGIC:
        try:
            head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, 65536)
        except zlib.error:
            return False
    return (b'"graph_id"' in head and b'"data"' in head
            and (b'"full_node_id"' in head or b'"source_full_node_id"' in head or b'"driver_type"' in head
                 or b'"op_id"' in head) and b'"resourceSpans"' not in head)


_GZIP_MAGIC = b"\x1f\x8b"


def is_execnetwork_file(path: str | Path) -> bool:
    """Whether ``path`` is a file holding an ExecNetwork (judged from its first 4 KiB, as the CLI does)."""
    path = Path(path)
    if not path.is_file():
        return False
    with open(path, "rb") as fh:
        return looks_like_execnetwork(fh.read(4096))


def _require_list(data: dict, name: str, source: str) -> list:
    value = data.get(name, [])
    if not isinstance(value, list):
        raise ExecNetworkFormatError(f"{source}: data.{name} must be a list, got {type(value).__name__}")
    return value


def graph_from_execnetwork(obj: Any, source: str = "<execnetwork>") -> tuple[EvolutionGraph, list[dict]]:
    """Build the evolution graph of one ExecNetwork document. Returns (graph, raw annotations)."""
    if not is_execnetwork(obj):
        raise ExecNetworkFormatError(f"{source}: not a smartcomment ExecNetwork (expected data.nodes and "
                                     "data.operations lists)")
    data = obj["data"]
    graph_id = str(obj.get("graph_id") or "graph")
    system = str(obj.get("project_id") or (obj.get("metadata") or {}).get("layer_type") or "") or None
    sessions = {}
    for s in _require_list(data, "sessions", source):
        if isinstance(s, dict) and s.get("session_id"):
            sessions[s["session_id"]] = s

    raw_nodes: dict[str, dict] = {}
    for i, n in enumerate(_require_list(data, "nodes", source)):
        where = f"{source}: data.nodes[{i}]"
        if not isinstance(n, dict):
            raise ExecNetworkFormatError(f"{where}: expected an object")
        for key in ("name", "version"):
            if key not in n:
                raise ExecNetworkFormatError(f"{where}: missing field {key!r}")
        if not isinstance(n["version"], int) or n["version"] < 1:
            raise ExecNetworkFormatError(f"{where}: version must be an integer >= 1, got {n['version']!r}")
        node_id = _full_node_id(n)
        if node_id != SENTINEL_NODE:
            raw_nodes[node_id] = n

    ops_raw: list[tuple[int, int, str, dict]] = []
    for i, o in enumerate(_require_list(data, "operations", source)):
        where = f"{source}: data.operations[{i}]"
        if not isinstance(o, dict) or not o.get("op_id"):
            raise ExecNetworkFormatError(f"{where}: missing field 'op_id'")
        if o["op_id"] == SENTINEL_OP:
            continue
        ops_raw.append((_time_ns(o.get("created_at"), where), i, str(o["op_id"]), o))
    ops_raw.sort(key=lambda t: (t[0], t[1]))  # same millisecond: creation (insertion) order

    edges_by_op: dict[str, list[dict]] = {}
    for i, e in enumerate(_require_list(data, "edges", source)):
        where = f"{source}: data.edges[{i}]"
        if not isinstance(e, dict):
            raise ExecNetworkFormatError(f"{where}: expected an object")
        for key in ("op_id", "source_full_node_id", "target_full_node_id"):
            if not e.get(key):
                raise ExecNetworkFormatError(f"{where}: missing field {key!r}")
        edges_by_op.setdefault(str(e["op_id"]), []).append(e)

    def ensure_node(node_id: str, where: str) -> dict:
        # an edge may name a version whose node record is absent (a truncated export): keep it as a bare node
        if node_id not in raw_nodes:
            name, _, version = node_id.rpartition("@")
            if not name or not version.isdigit() or int(version) < 1:
                raise ExecNetworkFormatError(f"{where}: {node_id!r} is not a full node id 'name@version'")
            raw_nodes[node_id] = {"name": name, "version": int(version), "value": None}
        return raw_nodes[node_id]

    for op_edges in edges_by_op.values():
        for e in op_edges:
            for key in ("source_full_node_id", "target_full_node_id"):
                if e[key] != SENTINEL_NODE:
                    ensure_node(e[key], f"{source}: edge {e.get('edge_id') or '?'} {key}")
    last_version: dict[str, int] = {}
    for node_id, n in raw_nodes.items():
        name = _full_name(n)
        last_version[name] = max(last_version.get(name, 0), int(n["version"]))

    ops: list[Operation] = []
    producer_of: dict[str, str] = {}
    for seq, (t_ns, _, op_id, o) in enumerate(ops_raw):
        op_name = str(o.get("op_name") or op_id)
        category = o.get("category")
        kind = op_kind(op_name, category)
        edges = [e for e in edges_by_op.get(op_id, ())
                 if e["source_full_node_id"] != SENTINEL_NODE and e["target_full_node_id"] != SENTINEL_NODE]
        targets = [e["target_full_node_id"] for e in edges]
        target_set = set(targets)
        out_ids = list(dict.fromkeys(targets))
        in_ids = list(dict.fromkeys(e["source_full_node_id"] for e in edges
                                    if e["source_full_node_id"] not in target_set))
        relations: dict[str, str] = {}
        ranks: dict[str, int] = {}

        # retrieved-memory nodes: a retrieval links to the existing unit versions it returned; it read them
        if kind in (sc.KIND_RETRIEVE, sc.KIND_RERANK):
            read = [n for n in out_ids if _is_memory(raw_nodes[n]) and (n in producer_of or
                                                                       _node_time(raw_nodes[n]) < t_ns)]
            for rank, n in enumerate(read):
                out_ids.remove(n)
                in_ids.append(n)
                relations[n], ranks[n] = sc.REL_READS, rank

        # delete markers: unit@v -> delete_marker is a DELETE of the unit: a tombstone version unit@last+1
        tombstones: dict[str, str] = {}  # tombstone node id -> the version it deletes
        for e in edges:
            src, dst = e["source_full_node_id"], e["target_full_node_id"]
            if not _is_delete_marker(raw_nodes[dst]) or _is_marker(raw_nodes[src]) or src in tombstones.values():
                continue
            src_node = raw_nodes[src]
            name = _full_name(src_node)
            last_version[name] = last_version.get(name, 0) + 1
            tomb_id = f"{name}@{last_version[name]}"
            raw_nodes[tomb_id] = {"name": src_node.get("name"), "class_name": src_node.get("class_name"),
                                  "full_name": name, "version": last_version[name], "value": None,
                                  "category": src_node.get("category"), "user_id": src_node.get("user_id"),
                                  "created_at": e.get("created_at"), "_tombstone": True}
            tombstones[tomb_id] = src
            if src in out_ids:  # an intermediate of this op: it is deleted, not produced for good
                out_ids.remove(src)
            if src not in in_ids:
                in_ids.append(src)
            relations[src] = sc.REL_DELETES
            out_ids.insert(out_ids.index(dst) if dst in out_ids else len(out_ids), tomb_id)

        # a window/buffer mutation that drops old content (long-context trimming, a buffer flush) is an eviction
        evicted, window = _evictions(o.get("metadata") or {}, edges, raw_nodes)
        if evicted:
            kind = sc.KIND_EVICT

        effects = []
        for n in out_ids:
            node = raw_nodes[n]
            if node.get("_tombstone"):
                effects.append(f"delete:{tombstones[n]}")
            elif _is_memory(node) and n not in producer_of:
                effects.append(f"{'create' if int(node['version']) == 1 else 'update'}:{n}")
        if effects and all(x.startswith("delete:") for x in effects):
            kind = sc.KIND_DELETE

        in_names = {_full_name(raw_nodes[n]) for n in in_ids}
        session = sessions.get(o.get("session_id")) or {}
        attrs: dict[str, Any] = {
            sc.MEMTRACE_OP_KIND: kind, sc.MEMTRACE_OP_NAME: op_name, sc.MEMTRACE_OP_SEQ: seq,
            ATTR_PHASE: _phase(session, kind, [raw_nodes[n] for n in in_ids]),
            ATTR_CATEGORY: category, ATTR_COMMENT: o.get("comment"), ATTR_SESSION_ID: o.get("session_id"),
            ATTR_SESSION_NAME: session.get("session_name"), ATTR_SESSION_CATEGORY: session.get("category"),
            ATTR_TRIGGER_POINT: o.get("trigger_point"),
        }
        if o.get("metadata"):
            attrs[ATTR_METADATA] = json.dumps(o["metadata"], ensure_ascii=False, sort_keys=True, default=str)
        comments = tuple(str(e.get("comment")) for e in edges if e.get("comment"))
        if comments:
            attrs[ATTR_EDGE_COMMENTS] = comments
        if effects:
            attrs[ATTR_UNIT_EFFECTS] = tuple(effects)
        if evicted:
            attrs[sc.MEMTRACE_EVICTED_COUNT] = evicted
            if window is not None:
                attrs[sc.MEMTRACE_WINDOW_MAX_TOKENS] = window
        if system:
            attrs[sc.MEMTRACE_OP_SYSTEM] = system
        attrs = {k: v for k, v in attrs.items() if v not in (None, "")}
        inputs = [Edge(n, op_id, ROLE_INPUT, relation=relations.get(n) or _relation(kind, n, out_ids, raw_nodes),
                       rank=ranks.get(n)) for n in in_ids]
        outputs = []
        for n in out_ids:
            change = _change(raw_nodes[n], kind, in_names, produced_before=n in producer_of)
            outputs.append(Edge(n, op_id, ROLE_OUTPUT, change=change))
            producer_of.setdefault(n, op_id)  # ops are in execution order: the first one produced it
        user = o.get("user_id") or obj.get("user_id")
        ops.append(Operation(
            op_id=op_id, trace_id=graph_id, span_id=op_id, parent_span_id=None, name=op_name, op_name=op_name,
            kind=kind, stage=sc.STAGE_OF_KIND.get(kind, sc.STAGE_CONSTRUCTION), system=system, seq=seq,
            process=graph_id, start_ns=t_ns, end_ns=t_ns, scope_key=f"user={user}" if user else None,
            attributes=attrs, inputs=inputs, outputs=outputs,
        ))
    _link_answers_to_their_retrieval(ops, raw_nodes, graph_id)

    nodes = []
    for node_id, n in raw_nodes.items():
        name = _full_name(n)
        value = n.get("value")
        text = None if value is None else (value if isinstance(value, str) else json.dumps(value, default=str))
        kind = var_kind(n.get("category"), n.get("class_name"), name)
        nodes.append(VariableVersion(
            node_id=node_id, var_id=name, version=int(n["version"]), kind=kind,
            hash=content_hash(text) if text is not None else None, content=text,
            scope_key=f"user={n['user_id']}" if n.get("user_id") else None,
            producer_op_id=producer_of.get(node_id), deleted=bool(n.get("_tombstone")),
        ))
    g = EvolutionGraph()
    g._load(ops, nodes)
    annotations = data.get("annotations") or []
    if not isinstance(annotations, list):
        raise ExecNetworkFormatError(f"{source}: data.annotations must be a list")
    return g, annotations


_WINDOW_KEYS = ("context_window", "max_tokens", "token_limit", "max_context_tokens")


def _evictions(metadata: dict, edges: list[dict], raw_nodes: dict[str, dict]) -> tuple[int, int | None]:
    """(segments evicted, window size) of an op that mutates a windowed memory unit or buffer (its metadata names
    the window, e.g. ``context_window`` / ``max_tokens``): the separator-delimited segments of an old version that
    its next version within the op no longer holds."""
    window = next((metadata[k] for k in _WINDOW_KEYS if isinstance(metadata.get(k), int)), None)
    if window is None:
        return 0, None
    sep = str(metadata.get("separator") or "\n").replace("\\n", "\n").replace("\\t", "\t")
    evicted = 0
    for e in edges:
        old, new = raw_nodes[e["source_full_node_id"]], raw_nodes[e["target_full_node_id"]]
        if (_full_name(old) != _full_name(new) or int(new["version"]) <= int(old["version"])
                or not isinstance(old.get("value"), str) or not isinstance(new.get("value"), str)):
            continue
        kind = var_kind(old.get("category"), old.get("class_name"), _full_name(old))
        if kind not in MEMORY_VAR_KINDS:
            continue
        evicted += sum(1 for seg in old["value"].split(sep) if seg.strip() and seg not in new["value"])
    return evicted, window


def _is_marker(node: dict) -> bool:
    return node.get("category") == "marker" or str(node.get("name") or "").startswith("delete_marker")


def _is_delete_marker(node: dict) -> bool:
    """A marker that records a deletion (value ``DELETED``, or named ``delete_marker...``), not another marker an
    operation writes (EverMemOS's boundary detection writes a ``no_split_marker`` whose value is ``NO_SPLIT``)."""
    if not _is_marker(node):
        return False
    value = str(node.get("value") or "").strip().strip("'\"").upper()
    return value == "DELETED" or str(node.get("name") or "").lower().startswith(("delete", "deletion"))


def _is_memory(node: dict) -> bool:
    return (not _is_marker(node)
            and var_kind(node.get("category"), node.get("class_name"), _full_name(node)) in MEMORY_VAR_KINDS)


def _node_time(node: dict) -> int:
    try:
        return _time_ns(node.get("created_at"), "")
    except ExecNetworkFormatError:
        return 0


_QUERY_CATEGORY = re.compile(r"search|retriev|evaluat|question|answer|judge|\bqa\b|query", re.I)
_INGEST_CATEGORY = re.compile(r"construct|ingest|finali|flush|memoriz|build|\badd", re.I)
# session names are dataset ids for construction sessions (LongMemEval's evidence sessions are "answer_<hex>"), so
# only a whole stage name counts
_QUERY_NAME = re.compile(r"^(memory[_ -])?(search|retrieval|evaluation|qa|question[_ -]answering|answering)$", re.I)


def _phase(session: dict, kind: str, inputs: list[dict]) -> str:
    """``ingest`` or ``query``: from the op's session category, else a stage session name, else from what the op
    does (answers and judges, and ops that read a query variable, are ``query``)."""
    category = str(session.get("category") or "")
    if _QUERY_CATEGORY.search(category):
        return PHASE_QUERY
    if _INGEST_CATEGORY.search(category):
        return PHASE_INGEST
    if _QUERY_NAME.match(str(session.get("session_name") or "")):
        return PHASE_QUERY
    if kind in (sc.KIND_GENERATE, sc.KIND_JUDGE):
        return PHASE_QUERY
    if any(var_kind(n.get("category"), n.get("class_name"), _full_name(n)) == "query" for n in inputs):
        return PHASE_QUERY
    return PHASE_INGEST


def _link_answers_to_their_retrieval(ops: list[Operation], raw_nodes: dict[str, dict], graph_id: str) -> None:
    """Link each answer op to the question's own retrieval: a query-phase retrieve op before it that read the same
    query node (MemBase hands the retrieved versions to ``question-answering`` through a file, not an edge)."""
    for i, op in enumerate(ops):
        if op.kind != sc.KIND_GENERATE:
            continue
        queries = {e.node_id for e in op.inputs
                   if var_kind(raw_nodes[e.node_id].get("category"), raw_nodes[e.node_id].get("class_name"),
                               _full_name(raw_nodes[e.node_id])) == "query"}
        if not queries:
            continue
        for prev in ops[:i]:
            if (prev.kind in (sc.KIND_RETRIEVE, sc.KIND_RERANK) and prev.attributes.get(ATTR_PHASE) == PHASE_QUERY
                    and any(e.node_id in queries for e in prev.inputs)):
                op.links = [*op.links, (graph_id, prev.span_id, sc.REL_READS)]  # an op without links holds no list


def _relation(kind: str, node_id: str, out_ids: list[str], raw_nodes: dict[str, dict]) -> str:
    name = _full_name(raw_nodes[node_id])
    if any(_full_name(raw_nodes[o]) == name for o in out_ids):
        return sc.REL_DELETES if kind == sc.KIND_DELETE else sc.REL_UPDATES
    if kind in (sc.KIND_RETRIEVE, sc.KIND_RERANK):
        return sc.REL_READS
    if kind in (sc.KIND_GENERATE, sc.KIND_ASSEMBLE_CONTEXT):
        return sc.REL_CONTEXT_OF
    return sc.REL_DERIVED_FROM


def _change(node: dict, kind: str, in_names: set[str], produced_before: bool = False) -> str:
    if node.get("_tombstone"):
        return sc.CHANGE_DELETE
    if produced_before:  # an earlier op already produced this very version (e.g. a shared delete marker)
        return sc.CHANGE_UNCHANGED
    if int(node.get("version") or 1) > 1:
        return sc.CHANGE_UPDATE
    if var_kind(node.get("category"), node.get("class_name"), _full_name(node)) in ("memory_record", "message",
                                                                                     "buffer"):
        return sc.CHANGE_CREATE
    return sc.CHANGE_DERIVE


# ------------------------------------------------------------------------------------------------ cases
def outcomes_from_annotations(g: EvolutionGraph, annotations: list[dict], graph_id: str,
                              source: str = "<execnetwork>") -> tuple[list[Outcome], dict[str, GoldLabel]]:
    cases, gold = [], {}
    for i, a in enumerate(annotations):
        where = f"{source}: data.annotations[{i}]"
        if not isinstance(a, dict) or not a.get("query_id"):
            raise ExecNetworkFormatError(f"{where}: missing field 'query_id'")
        query_id = str(a["query_id"])
        case_id = f"{graph_id}:{query_id}"
        answer_node = a.get("prediction_id") or None
        answer_op = g.variables[answer_node].producer_op_id if answer_node in g.variables else None
        evidence = a.get("source_evidence_ids") or ()
        if isinstance(evidence, str):
            evidence = (evidence,)
        judge_op = _judge_op_for(g, query_id, answer_node)
        feedback = a.get("judge_response")
        if feedback is None and judge_op is not None:  # the judge's explanation, as recorded by llm-judge
            feedback = next((g.variables[e.node_id].content for e in g.operations[judge_op].outputs
                             if e.node_id.startswith("judge_response:")), None)
        cases.append(Outcome(
            op_id=judge_op or f"annotation:{case_id}",
            trace_id=graph_id, span_id="", case_id=case_id, status=sc.OUTCOME_FAILED, score=0.0,
            question=a.get("query"), expected=a.get("golden_answers"), actual=a.get("prediction"),
            feedback=feedback, answer_op_id=answer_op, answer_node_id=answer_node,
            evidence_ids=tuple(str(e) for e in evidence),
            attributes={k: v for k, v in a.items() if isinstance(v, (str, int, float, bool))},
        ))
        error_type = a.get("final_error_type")
        gold[case_id] = GoldLabel(
            case_id=case_id, error_type=error_type, op_id=a.get("final_op_id"),
            is_memory_error=error_type in MEMORY_ERROR_TYPES,
            reason=a.get("reason") or a.get("final_reason") or a.get("explanation"), raw=a,
        )
    return cases, gold


def _judge_op_for(g: EvolutionGraph, query_id: str, answer_node: str | None) -> str | None:
    if query_id not in g.variables:
        return None
    for op in g.consumers(query_id):
        if op.kind == sc.KIND_JUDGE and (answer_node is None or any(e.node_id == answer_node for e in op.inputs)):
            return op.op_id
    return None


def outcomes_from_judges(g: EvolutionGraph, graph_id: str) -> list[Outcome]:
    """Failed and correct cases from ``llm-judge`` ops (the reference's ``collect_failed_queries``)."""
    out = []
    for op in g.ops_in_order():
        if op.op_name != "llm-judge":
            continue
        nodes = [g.variables[e.node_id] for e in op.inputs + op.outputs if e.node_id in g.variables]

        def pick(cls: str) -> VariableVersion | None:
            return next((n for n in nodes if n.var_id.startswith(cls + ":") or n.var_id == cls), None)

        score_node, query, prediction, golden = pick("judge_score"), pick("query"), pick("prediction"), \
            pick("golden_answers")
        if score_node is None or query is None:
            continue
        try:
            score = float(json.loads(score_node.content)) if score_node.content is not None else None
        except (TypeError, ValueError):
            score = None
        if score is None:
            continue
        case_id = f"{graph_id}:{query.node_id}"
        out.append(Outcome(
            op_id=op.op_id, trace_id=graph_id, span_id=op.op_id, case_id=case_id,
            status=sc.OUTCOME_FAILED if score == 0.0 else sc.OUTCOME_CORRECT, score=score, question=query.content,
            expected=golden.content if golden else None, actual=prediction.content if prediction else None,
            answer_op_id=prediction.producer_op_id if prediction else None,
            answer_node_id=prediction.node_id if prediction else None,
        ))
    return out


def load_execnetwork(path: str | Path) -> tuple[EvolutionGraph, list[Outcome], dict[str, GoldLabel]]:
    """Read one ExecNetwork file (MemTraceBench or a fresh smartcomment export; plain or gzip-compressed JSON);
    cases are attached to the graph."""
    source = str(path)
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        if raw[:2] == _GZIP_MAGIC:
            raw = gzip.decompress(raw)
        obj = json.loads(raw)
    except (ValueError, OSError, EOFError) as exc:
        raise ExecNetworkFormatError(f"{source}: not JSON ({exc})") from None
    g, annotations = graph_from_execnetwork(obj, source)
    graph_id = str(obj.get("graph_id") or Path(path).stem)
    if annotations:
        cases, gold = outcomes_from_annotations(g, annotations, graph_id, source)
    else:
        cases, gold = outcomes_from_judges(g, graph_id), {}
    for o in cases:
        g._outcomes[o.op_id] = o
        g._outcome_ctx[o.op_id] = (None, ())
    g._cache.clear()
    return g, cases, gold


def load_memtracebench(path: str | Path, *, memory_errors_only: bool = False
                       ) -> tuple[EvolutionGraph, list[Outcome], dict[str, GoldLabel]]:
    """A MemTraceBench file: (graph, failed cases, gold labels by case id).

    ``memory_errors_only`` drops cases labelled AnnotationError/JudgeError, as the reference loader's
    ``filter_non_memory_errors`` does."""
    g, cases, gold = load_execnetwork(path)
    if memory_errors_only:
        dropped = {c.op_id for c in cases if c.case_id in gold and not gold[c.case_id].is_memory_error}
        cases = [c for c in cases if c.op_id not in dropped]
        for op_id in dropped:
            g._outcomes.pop(op_id, None)
        g._cache.clear()
    return g, cases, gold
