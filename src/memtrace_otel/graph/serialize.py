"""The graph as a plain dict (schema ``memtrace.evolution_graph`` v1, documented in docs/graph-format.md).

Depends on the model only, so the graph (``build``) and its exporters (``export``) both use it without importing each
other. ``graph_to_dict`` is deterministic: the same graph gives the same dict whatever order its spans arrived in, so the
dict (or its JSON text) can be compared, diffed and hashed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .model import Edge, Operation, Outcome, VariableVersion, Verdict
from .query import _span_of

SCHEMA = "memtrace.evolution_graph"
SCHEMA_VERSION = 1

_EDGE_OPTIONAL = ("relation", "change", "rank", "score", "declared_version")
_OP_FIELDS = ("op_id", "trace_id", "span_id", "parent_span_id", "name", "op_name", "kind", "stage", "system", "seq",
              "process", "start_ns", "end_ns", "status_code", "error_type", "scope_key", "service_name")
_VAR_FIELDS = ("node_id", "var_id", "version", "kind", "hash", "content", "truncated", "scope_key", "producer_op_id",
               "deleted", "said_at")
_OUTCOME_FIELDS = ("op_id", "trace_id", "span_id", "case_id", "status", "score", "question", "expected", "actual",
                   "feedback", "answer_op_id", "answer_node_id")
_VERDICT_FIELDS = ("op_id", "trace_id", "span_id", "name", "case_id", "error_type", "error_subtype", "stage",
                   "confidence", "engine", "root_cause_op_id", "failed_op_id", "reason")


class GraphFormatError(ValueError):
    """A graph JSON document does not follow the schema; the message names the field."""


def _jsonable(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, Mapping):  # dicts, and SpanAttributes
        return {str(k): _jsonable(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, bytes):
        return value.hex()
    return str(value)


def _attrs_in(value: Any) -> dict[str, Any]:
    # span attribute arrays are tuples in SpanRecord
    return {k: tuple(v) if isinstance(v, list) else v for k, v in (value or {}).items()}


def edge_to_dict(e: Edge) -> dict[str, Any]:
    d: dict[str, Any] = {"node_id": e.node_id, "op_id": e.op_id, "role": e.role}
    for name in _EDGE_OPTIONAL:
        value = getattr(e, name)
        if value is not None:
            d[name] = value
    return d


def graph_to_dict(g: Any) -> dict[str, Any]:
    ops = []
    for op in g.ops_in_order():
        d = {name: getattr(op, name) for name in _OP_FIELDS}
        d["attributes"] = _jsonable(op.attributes)
        d["inputs"] = [edge_to_dict(e) for e in op.inputs]
        d["outputs"] = [edge_to_dict(e) for e in op.outputs]
        d["links"] = [[t, s, rel] for t, s, rel in op.links]
        ops.append(d)
    variables = []
    for node in sorted(g.variables.values(), key=lambda n: (n.var_id, n.version)):
        d = {name: getattr(node, name) for name in _VAR_FIELDS}
        if d["said_at"] is None:  # only when the app gave one (0.2.1): graphs without it serialize as before
            del d["said_at"]
        d["source_ids"] = list(node.source_ids)
        variables.append(d)
    outcomes = []
    for o in g.outcomes():
        d = {name: _jsonable(getattr(o, name)) for name in _OUTCOME_FIELDS}
        d["evidence_ids"] = list(o.evidence_ids)
        d["attributes"] = _jsonable(o.attributes)
        outcomes.append(d)
    verdicts = []
    for v in g.verdicts():
        d = {name: getattr(v, name) for name in _VERDICT_FIELDS}
        d["attributes"] = _jsonable(v.attributes)
        verdicts.append(d)
    return {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "operations": ops,
        "variables": variables,
        "outcomes": outcomes,
        "verdicts": verdicts,
        "span_parents": [[t, s, _span_of(p)] for (t, s), p in sorted(g._span_parent.items())],
    }


def _require(d: Any, name: str, where: str) -> Any:
    if not isinstance(d, dict):
        raise GraphFormatError(f"{where}: expected an object, got {type(d).__name__}")
    if name not in d:
        raise GraphFormatError(f"{where}: missing field {name!r}")
    return d[name]


def _edge_from(d: dict, where: str) -> Edge:
    return Edge(
        node_id=_require(d, "node_id", where),
        op_id=_require(d, "op_id", where),
        role=_require(d, "role", where),
        **{name: d.get(name) for name in _EDGE_OPTIONAL},
    )


def graph_from_dict(data: dict[str, Any], cls: type) -> Any:
    """A graph of class ``cls`` (an ``EvolutionGraph``) from its dict."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise GraphFormatError(f"not a memtrace evolution graph (field 'schema' must be {SCHEMA!r})")
    if data.get("schema_version") != SCHEMA_VERSION:
        raise GraphFormatError(f"unsupported schema_version {data.get('schema_version')!r} (expected {SCHEMA_VERSION})")
    ops = []
    for i, d in enumerate(data.get("operations") or []):
        where = f"operations[{i}]"
        kwargs = {name: _require(d, name, where) if name in ("op_id", "trace_id", "span_id", "kind") else d.get(name)
                  for name in _OP_FIELDS}
        for name, default in (("name", ""), ("op_name", ""), ("stage", ""), ("start_ns", 0), ("end_ns", 0),
                              ("status_code", "UNSET"), ("service_name", "")):
            if kwargs[name] is None:
                kwargs[name] = default
        ops.append(Operation(
            **kwargs,
            attributes=_attrs_in(d.get("attributes")),
            inputs=[_edge_from(e, f"{where}.inputs[{j}]") for j, e in enumerate(d.get("inputs") or [])],
            outputs=[_edge_from(e, f"{where}.outputs[{j}]") for j, e in enumerate(d.get("outputs") or [])],
            links=[(t, s, rel) for t, s, rel in (d.get("links") or [])],
        ))
    nodes = []
    for i, d in enumerate(data.get("variables") or []):
        where = f"variables[{i}]"
        kwargs = {name: d.get(name) for name in _VAR_FIELDS}
        for name in ("node_id", "var_id", "version"):
            kwargs[name] = _require(d, name, where)
        kwargs["truncated"] = bool(kwargs["truncated"])
        kwargs["deleted"] = bool(kwargs["deleted"])
        nodes.append(VariableVersion(**kwargs, source_ids=tuple(d.get("source_ids") or ())))
    outcomes = []
    for i, d in enumerate(data.get("outcomes") or []):
        where = f"outcomes[{i}]"
        kwargs = {name: d.get(name) for name in _OUTCOME_FIELDS}
        for name in ("op_id", "status"):
            kwargs[name] = _require(d, name, where)
        kwargs["trace_id"] = kwargs["trace_id"] or ""
        kwargs["span_id"] = kwargs["span_id"] or ""
        outcomes.append(Outcome(**kwargs, evidence_ids=tuple(d.get("evidence_ids") or ()),
                                attributes=_attrs_in(d.get("attributes"))))
    verdicts = []
    for i, d in enumerate(data.get("verdicts") or []):
        kwargs = {name: d.get(name) for name in _VERDICT_FIELDS}
        kwargs["op_id"] = _require(d, "op_id", f"verdicts[{i}]")
        verdicts.append(Verdict(**kwargs, attributes=_attrs_in(d.get("attributes"))))
    g = cls()
    g._load(ops, nodes, outcomes, verdicts)
    for t, s, p in data.get("span_parents") or []:
        g._span_parent[(t, s)] = p
    return g
