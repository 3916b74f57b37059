"""Import the MemTrace reference's graphs: smartcomment ``ExecNetwork`` JSON and MemTraceBench annotations.

smartcomment (reference.md §1.2) stores variable->variable edges, each tagged with the ``op_id`` that made it. The
bipartite evolution graph needs variable->op->variable, so for every op:

- a node that is the *target* of one of the op's edges is an **output** of the op (its producer, when it is the
  earliest op targeting it); intermediate hops inside one op (prompt -> raw response -> parsed facts) are outputs;
- a node that is only a *source* of the op's edges is an **input**.

Ids are kept so results compare with the reference: op ids stay ``op-<hex>``; variable ids are smartcomment
``full_name`` s (``class_name:name``, or ``name``), so node ids are its ``full_node_id`` s (``name@version``), the
same strings MemTraceBench annotations use (``query_id``, ``prediction_id``, ``source_evidence_ids``).
Ops are ordered by ``created_at`` (millisecond wall clock), then by id; ``seq`` is that position.

Annotations (one per failed query) become :class:`Outcome` s with status ``failed``; their gold labels
(``final_error_type``, ``final_op_id``) come back separately as :class:`GoldLabel` s from
:func:`load_memtracebench`. Without annotations, failed cases are derived as the reference does: ``llm-judge``
ops whose ``judge_score`` is 0.
"""

from __future__ import annotations

import json
import re
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
ATTR_TRIGGER_POINT = "smartcomment.trigger_point"
ATTR_METADATA = "smartcomment.metadata"  # JSON text
ATTR_EDGE_COMMENTS = "smartcomment.edge_comments"  # the per-edge explanations, in edge order

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
_VAR_KIND_BY_CATEGORY = {"message": "message", "message & query": "query", "memory_entry": "memory_record",
                         "memory_unit": "memory_record", "message_buffer": "buffer", "memory_context": "context",
                         "llm_response": "answer", "prompt": "prompt", "marker": "other",
                         "temporary_variable": "document"}


def var_kind(category: str | None, class_name: str | None, name: str) -> str:
    if class_name in _VAR_KIND_BY_CLASS:
        return _VAR_KIND_BY_CLASS[class_name]
    cat = (category or "").lower()
    if cat in _VAR_KIND_BY_CATEGORY:
        return _VAR_KIND_BY_CATEGORY[cat]
    if name.startswith("memory-unit"):
        return "memory_record"
    for needle, kind in (("fact", "fact"), ("memory", "memory_record"), ("prompt", "prompt"), ("query", "query"),
                         ("message", "message"), ("context", "context"), ("retriev", "retrieved_set"),
                         ("rerank", "retrieved_set"), ("episode", "episode"), ("decision", "decision"),
                         ("action", "decision")):
        if needle in cat or needle in name.lower():
            return kind
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
    """Decide from the first bytes of a file whether it is an ExecNetwork (before choosing a trace loader)."""
    return (b'"graph_id"' in head and b'"data"' in head
            and (b'"full_node_id"' in head or b'"source_full_node_id"' in head or b'"driver_type"' in head
                 or b'"op_id"' in head) and b'"resourceSpans"' not in head)


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
    for i, s in enumerate(_require_list(data, "sessions", source)):
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

    ops_raw: list[tuple[int, str, dict]] = []
    for i, o in enumerate(_require_list(data, "operations", source)):
        where = f"{source}: data.operations[{i}]"
        if not isinstance(o, dict) or not o.get("op_id"):
            raise ExecNetworkFormatError(f"{where}: missing field 'op_id'")
        if o["op_id"] == SENTINEL_OP:
            continue
        ops_raw.append((_time_ns(o.get("created_at"), where), str(o["op_id"]), o))
    ops_raw.sort(key=lambda t: (t[0], t[1]))

    edges_by_op: dict[str, list[dict]] = {}
    for i, e in enumerate(_require_list(data, "edges", source)):
        where = f"{source}: data.edges[{i}]"
        if not isinstance(e, dict):
            raise ExecNetworkFormatError(f"{where}: expected an object")
        for key in ("op_id", "source_full_node_id", "target_full_node_id"):
            if not e.get(key):
                raise ExecNetworkFormatError(f"{where}: missing field {key!r}")
        edges_by_op.setdefault(str(e["op_id"]), []).append(e)

    def ensure_node(node_id: str) -> dict:
        # an edge may name a version whose node record is absent (a truncated export): keep it as a bare node
        return raw_nodes.setdefault(node_id, {"name": node_id.rpartition("@")[0],
                                              "version": int(node_id.rpartition("@")[2] or 1), "value": None})

    ops: list[Operation] = []
    producer_of: dict[str, str] = {}
    for seq, (t_ns, op_id, o) in enumerate(ops_raw):
        op_name = str(o.get("op_name") or op_id)
        category = o.get("category")
        kind = op_kind(op_name, category)
        edges = [e for e in edges_by_op.get(op_id, ())
                 if e["source_full_node_id"] != SENTINEL_NODE and e["target_full_node_id"] != SENTINEL_NODE]
        targets = [e["target_full_node_id"] for e in edges]
        target_set = set(targets)
        sources = [e["source_full_node_id"] for e in edges if e["source_full_node_id"] not in target_set]
        out_ids = list(dict.fromkeys(targets))
        in_ids = list(dict.fromkeys(sources))
        in_names = {_full_name(ensure_node(n)) for n in in_ids}
        session = sessions.get(o.get("session_id")) or {}
        attrs: dict[str, Any] = {
            sc.MEMTRACE_OP_KIND: kind, sc.MEMTRACE_OP_NAME: op_name, sc.MEMTRACE_OP_SEQ: seq,
            ATTR_CATEGORY: category, ATTR_COMMENT: o.get("comment"), ATTR_SESSION_ID: o.get("session_id"),
            ATTR_SESSION_NAME: session.get("session_name"), ATTR_TRIGGER_POINT: o.get("trigger_point"),
        }
        if o.get("metadata"):
            attrs[ATTR_METADATA] = json.dumps(o["metadata"], ensure_ascii=False, sort_keys=True, default=str)
        comments = tuple(str(e.get("comment")) for e in edges if e.get("comment"))
        if comments:
            attrs[ATTR_EDGE_COMMENTS] = comments
        if system:
            attrs[sc.MEMTRACE_OP_SYSTEM] = system
        attrs = {k: v for k, v in attrs.items() if v not in (None, "")}
        inputs = [Edge(n, op_id, ROLE_INPUT, relation=_relation(kind, n, out_ids, raw_nodes)) for n in in_ids]
        outputs = []
        for n in out_ids:
            node = ensure_node(n)
            outputs.append(Edge(n, op_id, ROLE_OUTPUT, change=_change(node, kind, in_names)))
            producer_of.setdefault(n, op_id)  # ops are in execution order: the first one produced it
        user = o.get("user_id") or obj.get("user_id")
        ops.append(Operation(
            op_id=op_id, trace_id=graph_id, span_id=op_id, parent_span_id=None, name=op_name, op_name=op_name,
            kind=kind, stage=sc.STAGE_OF_KIND.get(kind, sc.STAGE_CONSTRUCTION), system=system, seq=seq,
            process=graph_id, start_ns=t_ns, end_ns=t_ns, scope_key=f"user={user}" if user else None,
            attributes=attrs, inputs=inputs, outputs=outputs,
        ))

    nodes = []
    for node_id, n in raw_nodes.items():
        name = _full_name(n)
        value = n.get("value")
        text = None if value is None else (value if isinstance(value, str) else json.dumps(value, default=str))
        kind = var_kind(n.get("category"), n.get("class_name"), name)
        is_marker = (n.get("category") == "marker") or name.startswith("delete_marker")
        nodes.append(VariableVersion(
            node_id=node_id, var_id=name, version=int(n["version"]), kind=kind,
            hash=content_hash(text) if text is not None else None, content=text,
            scope_key=f"user={n['user_id']}" if n.get("user_id") else None,
            producer_op_id=producer_of.get(node_id), deleted=bool(is_marker),
        ))
    g = EvolutionGraph()
    g._load(ops, nodes)
    annotations = data.get("annotations") or []
    if not isinstance(annotations, list):
        raise ExecNetworkFormatError(f"{source}: data.annotations must be a list")
    return g, annotations


def _relation(kind: str, node_id: str, out_ids: list[str], raw_nodes: dict[str, dict]) -> str:
    name = _full_name(raw_nodes[node_id])
    if any(_full_name(raw_nodes[o]) == name for o in out_ids):
        return sc.REL_DELETES if kind == sc.KIND_DELETE else sc.REL_UPDATES
    if kind in (sc.KIND_RETRIEVE, sc.KIND_RERANK):
        return sc.REL_READS
    if kind in (sc.KIND_GENERATE, sc.KIND_ASSEMBLE_CONTEXT):
        return sc.REL_CONTEXT_OF
    return sc.REL_DERIVED_FROM


def _change(node: dict, kind: str, in_names: set[str]) -> str:
    if node.get("category") == "marker":
        return sc.CHANGE_DELETE
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
        cases.append(Outcome(
            op_id=_judge_op_for(g, query_id, answer_node) or f"annotation:{case_id}",
            trace_id=graph_id, span_id="", case_id=case_id, status=sc.OUTCOME_FAILED, score=0.0,
            question=a.get("query"), expected=a.get("golden_answers"), actual=a.get("prediction"),
            feedback=a.get("judge_response"), answer_op_id=answer_op, answer_node_id=answer_node,
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
    """Read one ExecNetwork file (MemTraceBench or a fresh smartcomment export); cases are attached to the graph."""
    source = str(path)
    try:
        with open(path, "rb") as fh:
            obj = json.load(fh)
    except ValueError as exc:
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
