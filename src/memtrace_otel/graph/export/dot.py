"""The graph as GraphViz DOT: operations are boxes (kind / op name / seq), variable versions are ellipses
("id@version"), edges carry the input relation or output change, version chains are dotted. The root-cause
operation, when given, is drawn red."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from ..model import UNKNOWN_VERSION

if TYPE_CHECKING:  # pragma: no cover
    from ..build import EvolutionGraph

STAGE_FILL = {
    "construction": "#dbe8fb",
    "retrieval": "#d9f2e3",
    "response": "#eadcf8",
    "evaluation": "#eeeeee",
}


def _q(text: object) -> str:
    """A DOT double-quoted string."""
    s = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{s}"'


def _short(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def render_dot(graph: "EvolutionGraph", *, root_cause_op_id: str | None = None, highlight_nodes: Iterable[str] = (),
               title: str | None = None) -> str:
    highlight = set(highlight_nodes)
    lines = ["digraph memtrace {", "  rankdir=LR;", '  node [fontname="Helvetica", fontsize=10];',
             '  edge [fontname="Helvetica", fontsize=9, color="#555555"];']
    if title:
        lines.append(f"  label={_q(title)}; labelloc=t; fontsize=14;")
    for op in graph.ops_in_order():
        seq = f"#{op.seq}" if op.seq is not None else ""
        label = "\n".join(x for x in (op.kind, _short(op.op_name), seq) if x)
        attrs = {"label": _q(label), "shape": "box", "style": '"rounded,filled"',
                 "fillcolor": _q(STAGE_FILL.get(op.stage, "#f5f5f5")), "tooltip": _q(op.op_id)}
        if op.op_id == root_cause_op_id:
            attrs.update(color='"#d62728"', penwidth="3", fillcolor='"#ffd6d6"', fontcolor='"#a00000"',
                         xlabel=_q("root cause"))
        elif op.status_code == "ERROR":
            attrs["color"] = '"#d62728"'
        elif op.op_id in highlight:
            attrs.update(color='"#ff7f0e"', penwidth="2")
        lines.append(f"  {_q(op.op_id)} [{', '.join(f'{k}={v}' for k, v in attrs.items())}];")
    for node in sorted(graph.variables.values(), key=lambda n: (n.var_id, n.version)):
        label = _short(node.node_id, 48) + (f"\n{node.kind}" if node.kind else "")
        style = ["filled"]
        fill = "#ffffff"
        if node.deleted:
            style.append("dashed")
            fill = "#f0f0f0"
            label += "\n(deleted)"
        if node.version == UNKNOWN_VERSION:
            style.append("dotted")
        attrs = [f"label={_q(label)}", "shape=ellipse", f'style="{",".join(style)}"', f'fillcolor="{fill}"',
                 f"tooltip={_q(node.hash or node.node_id)}"]
        if node.node_id in highlight or node.var_id in highlight:
            attrs += ['color="#ff7f0e"', "penwidth=2.5"]
        lines.append(f"  {_q(node.node_id)} [{', '.join(attrs)}];")
    for op in graph.ops_in_order():
        for e in op.inputs:
            label = e.relation or ""
            if e.rank is not None:
                label += f" #{e.rank}"
            lines.append(f"  {_q(e.node_id)} -> {_q(op.op_id)} [label={_q(label.strip())}];")
        for e in op.outputs:
            lines.append(f"  {_q(op.op_id)} -> {_q(e.node_id)} [label={_q(e.change or '')}];")
    var_ids = sorted({n.var_id for n in graph.variables.values()})
    for var_id in var_ids:
        versions = [v for v in graph.versions(var_id)]
        for older, newer in zip(versions, versions[1:]):
            lines.append(f"  {_q(older.node_id)} -> {_q(newer.node_id)} "
                         '[style=dotted, color="#999999", arrowhead=empty, label="next"];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_dot(graph: "EvolutionGraph", path: str | Path, **kwargs) -> None:
    Path(path).write_text(render_dot(graph, **kwargs), encoding="utf-8")
