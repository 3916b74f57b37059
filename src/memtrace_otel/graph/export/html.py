"""The graph drawn as one self-contained HTML page (inline CSS, JS and SVG; nothing fetched from the network).

Layout: operations left to right in execution order, each in its own column; a variable version sits in the
column right after the op that produced it (or right before its first reader when no producer is in the graph);
version chains (``id@n -> id@n+1``) are dashed. A version box always shows its ``@version`` (a long id is cut in the
middle, never the version) and, when an earlier version's content is known, the words it changed (``+added``
``-removed``), so two versions of a record never look alike. Edge labels are moved apart when they would overlap.
Clicking or hovering a box shows an op's attributes or a version's content, changes and hash in the side panel.
The root-cause op, when known, is drawn red and selected on load (its details in the side panel); the drawing starts
scrolled to its left edge, so nothing is cut there.

API: :func:`render_svg` (one graph; carries its own details, so a report can embed it), :func:`render_html`
(a page for one case), :func:`render_html_page` (a report with several cases), :func:`html_assets` (the style and
script an embedding page needs around :func:`render_svg` output).
"""

from __future__ import annotations

import difflib
import html
import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..model import UNKNOWN_VERSION, Operation, Outcome, VariableVersion

if TYPE_CHECKING:  # pragma: no cover
    from ..build import EvolutionGraph

OP_W, OP_H = 156, 58
VAR_W, VAR_H = 168, 50
GAP_X = 62  # room between columns for edge labels
ROW_H = 64
MARGIN_X, MARGIN_TOP = 24, 100  # the top band carries edges that jump over op columns
MAX_VALUE = 1200  # characters of an attribute value / content shown in the panel
MAX_DIFF_WORDS = 4000  # longer contents are compared on their first words only
LABEL_H = 11.0  # height of an edge label (font 9.5px) for overlap checks

STAGE_COLORS = {  # fill, stroke
    "construction": ("#e3edfc", "#4a78c2"),
    "retrieval": ("#e0f4e8", "#3c9a5f"),
    "response": ("#efe4fa", "#8a5cc2"),
    "evaluation": ("#efefef", "#7a7a7a"),
}
KIND_ORDER = {k: i for i, k in enumerate(
    ("message", "query", "prompt", "feedback", "fact", "memory_record", "chunk", "document", "episode", "buffer",
     "embedding", "decision", "retrieved_set", "context", "answer", "other"))}


@dataclass
class Section:
    """One case of a report: a (sub)graph to draw plus what is known about the failure."""

    title: str
    graph: "EvolutionGraph"
    root_cause_op_id: str | None = None
    highlight_nodes: Iterable[str] = ()
    case: Outcome | Mapping[str, Any] | None = None
    notes: str | None = None  # plain text shown under the case (e.g. the attribution reason)
    extra: Mapping[str, Any] = field(default_factory=dict)  # extra "label: value" rows for the case box
    context_graph: "EvolutionGraph | None" = None  # the whole graph ``graph`` was cut from (earlier versions)


def _e(text: Any) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(1, width - 1)] + "\u2026"


def _value(v: Any) -> str:
    if isinstance(v, (list, tuple)):
        v = json.dumps(list(v), ensure_ascii=False)
    s = str(v)
    return s if len(s) <= MAX_VALUE else s[:MAX_VALUE] + f"\u2026 ({len(s)} chars)"


def _clip_id(node_id: str, width: int) -> str:
    """Clip a ``var_id@version`` label in the middle of the var id: the version always stays visible."""
    if len(node_id) <= width:
        return node_id
    var_id, at, version = node_id.rpartition("@")
    if not at:
        return _clip(node_id, width)
    room = max(4, width - len(version) - 2)
    head = (room + 1) // 2
    tail = room - head
    return var_id[:head] + "\u2026" + (var_id[-tail:] if tail else "") + "@" + version


def previous_version(graph: "EvolutionGraph", node: VariableVersion) -> VariableVersion | None:
    """The closest earlier version of the same variable that has content (None for a first version)."""
    earlier = [v for v in graph.versions(node.var_id) if 0 < v.version < node.version and v.content is not None]
    return earlier[-1] if earlier else None


def word_diff(old: str, new: str) -> list[list[str]]:
    """Word-level changes from ``old`` to ``new``: ``[op, text]`` items with op ``=`` (kept), ``+``, ``-``."""
    a, b = old.split()[:MAX_DIFF_WORDS], new.split()[:MAX_DIFF_WORDS]
    out: list[list[str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.append(["=", " ".join(a[i1:i2])])
            continue
        if i2 > i1:
            out.append(["-", " ".join(a[i1:i2])])
        if j2 > j1:
            out.append(["+", " ".join(b[j1:j2])])
    return out


def _changes(diff: list[list[str]]) -> list[list[str]]:
    return [d for d in diff if d[0] != "="]


def _diff_summary(diff: list[list[str]], width: int = 26) -> list[tuple[str, str]]:
    """The changed words as (op, text) pieces fitting ``width`` characters: ``+Porto``, ``\u2212Lisbon``."""
    pieces: list[tuple[str, str]] = []
    used = 0
    for op, text in _changes(diff):
        piece = ("+" if op == "+" else "\u2212") + text
        if used + len(piece) + (1 if pieces else 0) > width:
            left = width - used - (1 if pieces else 0)
            if left >= 4:
                pieces.append((op, _clip(piece, left)))
            elif pieces:
                pieces[-1] = (pieces[-1][0], pieces[-1][1].rstrip("\u2026") + "\u2026")
            break
        pieces.append((op, piece))
        used += len(piece) + (1 if len(pieces) > 1 else 0)
    return pieces


class _Labels:
    """Places edge labels so that no two overlap: a label that would overlap one already placed moves down or up
    (alternately, further each time) until it is clear."""

    def __init__(self) -> None:
        self.boxes: list[tuple[float, float, float, float]] = []

    @staticmethod
    def width(text: str) -> float:
        return 5.4 * len(text) + 6.0

    def place(self, x: float, y: float, text: str) -> tuple[float, float]:
        w = self.width(text)
        for step in range(0, 40):
            dy = (step + 1) // 2 * (LABEL_H + 1) * (1 if step % 2 else -1) if step else 0.0
            box = (x - w / 2, y + dy - LABEL_H + 2, x + w / 2, y + dy + 2)
            if not any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in self.boxes):
                self.boxes.append(box)
                return x, y + dy
        self.boxes.append((x - w / 2, y - LABEL_H + 2, x + w / 2, y + 2))
        return x, y


# ---------------------------------------------------------------------------------------------------- layout
def _layout(graph: "EvolutionGraph") -> tuple[dict[str, tuple[float, float]], int, int, float]:
    """Centre point of every op and variable version, and the canvas size.

    Columns alternate: variable layer, op, variable layer, op, ... (empty variable layers take no room)."""
    ops = graph.ops_in_order()
    col = {op.op_id: i for i, op in enumerate(ops)}
    layers: dict[int, list[VariableVersion]] = {}
    for node in graph.variables.values():
        producer = node.producer_op_id if node.producer_op_id in col else None
        if producer is None:
            writers = [w.op_id for w in graph.writers(node.node_id) if w.op_id in col]
            producer = writers[0] if writers else None
        if producer is not None:
            layer = 2 * col[producer] + 2
        else:
            readers = [c.op_id for c in graph.consumers(node.node_id) if c.op_id in col]
            layer = 2 * min(col[r] for r in readers) if readers else 0
        layers.setdefault(layer, []).append(node)
    tallest = max([len(v) for v in layers.values()] + [1])
    inner = max(tallest * ROW_H, OP_H + 50)
    height = MARGIN_TOP + inner + 90  # room below for the version-chain bus
    mid = MARGIN_TOP + inner / 2
    pos: dict[str, tuple[float, float]] = {}
    x = float(MARGIN_X)
    last_layer = max([2 * len(ops)] + list(layers))
    for layer in range(last_layer + 1):
        if layer % 2:  # an op column
            op = ops[(layer - 1) // 2]
            pos[op.op_id] = (x + OP_W / 2, mid)
            x += OP_W + GAP_X
            continue
        nodes = layers.get(layer)
        if not nodes:
            continue
        nodes.sort(key=lambda n: (KIND_ORDER.get(n.kind or "other", 99), n.var_id, n.version))
        top = mid - (len(nodes) - 1) * ROW_H / 2
        for i, node in enumerate(nodes):
            pos[node.node_id] = (x + VAR_W / 2, top + i * ROW_H)
        x += VAR_W + GAP_X
    width = int(x - GAP_X + MARGIN_X)
    return pos, max(width, 200), int(height), mid


# ---------------------------------------------------------------------------------------------------- details
def _op_details(op: Operation, root_cause: bool) -> dict[str, Any]:
    rows = [["kind", op.kind], ["op name", op.op_name], ["span name", op.name], ["stage", op.stage],
            ["system", op.system], ["seq", op.seq], ["process", op.process], ["status", op.status_code],
            ["error.type", op.error_type], ["scope", op.scope_key], ["service", op.service_name],
            ["op id", op.op_id]]
    rows = [[k, _value(v)] for k, v in rows if v not in (None, "")]
    attrs = [[k, _value(v)] for k, v in sorted(op.attributes.items())]
    edges = [[f"in: {e.relation or 'reads'}" + (f" #{e.rank}" if e.rank is not None else ""), e.node_id]
             for e in op.inputs] + [[f"out: {e.change or 'writes'}", e.node_id] for e in op.outputs]
    return {"type": "op", "title": f"{op.kind} \u00b7 {op.op_name}", "root_cause": root_cause, "rows": rows,
            "edges": edges, "attributes": attrs}


def _var_details(node: VariableVersion, previous: VariableVersion | None = None,
                 diff: list[list[str]] | None = None) -> dict[str, Any]:
    rows = [["id", node.var_id], ["version", node.version if node.version != UNKNOWN_VERSION else "unknown (0)"],
            ["kind", node.kind or "unknown"], ["hash", node.hash], ["deleted", "yes (tombstone)" if node.deleted
                                                                        else None],
            ["truncated", "yes" if node.truncated else None], ["scope", node.scope_key],
            ["producer", node.producer_op_id], ["derived from", ", ".join(node.source_ids) or None]]
    out = {"type": "var", "title": node.node_id, "rows": [[k, _value(v)] for k, v in rows if v not in (None, "")],
           "content": None if node.content is None else _value(node.content)}
    if previous is not None and diff is not None:
        out["diff_from"] = previous.node_id
        out["diff"] = [[op, _value(text)] for op, text in diff]
    return out


# ---------------------------------------------------------------------------------------------------- SVG
class _Router:
    """Edge paths. Neighbouring columns get an S-curve; an edge that would cross op columns runs along a bus above
    the boxes; version chains run along a bus below them. Returns (SVG path data, label point)."""

    def __init__(self, pos: dict[str, tuple[float, float]]) -> None:
        ys = [p[1] for p in pos.values()] or [0.0]
        self.top = min(ys) - max(VAR_H, OP_H) / 2
        self.bottom = max(ys) + max(VAR_H, OP_H) / 2
        self.n_over = 0
        self.n_under = 0

    def path(self, x1: float, y1: float, x2: float, y2: float) -> tuple[str, tuple[float, float]]:
        span = x2 - x1
        if 0 <= span <= VAR_W + 2 * GAP_X:
            dx = max(30.0, span / 2)
            d = f"M{x1:.1f},{y1:.1f} C{x1 + dx:.1f},{y1:.1f} {x2 - dx:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"
            return d, ((x1 + x2) / 2, (y1 + y2) / 2 - 4)
        bus = self.top - 22 - 13 * (self.n_over % 5)
        self.n_over += 1
        return _bus(x1, y1, x2, y2, bus), ((x1 + x2) / 2, bus - 4)

    def chain(self, x1: float, y1: float, x2: float, y2: float) -> str:
        bus = self.bottom + 24 + 11 * (self.n_under % 5)
        self.n_under += 1
        return _bus(x1 + VAR_W / 2, y1 + 6, x2 - VAR_W / 2, y2 + 6, bus)


def _bus(x1: float, y1: float, x2: float, y2: float, bus: float) -> str:
    """Out to the right, along the horizontal bus, in from the left (also when x2 < x1: a loop back)."""
    r = 26.0
    return (f"M{x1:.1f},{y1:.1f} C{x1 + r:.1f},{y1:.1f} {x1 + r:.1f},{bus:.1f} {x1 + 2 * r:.1f},{bus:.1f} "
            f"L{x2 - 2 * r:.1f},{bus:.1f} C{x2 - r:.1f},{bus:.1f} {x2 - r:.1f},{y2:.1f} {x2:.1f},{y2:.1f}")


def render_svg(graph: "EvolutionGraph", root_cause_op_id: str | None = None,
               highlight_nodes: Iterable[str] = (), context_graph: "EvolutionGraph | None" = None) -> str:
    """An ``<svg>`` of the graph. Each box carries its details (``data-details``) for the page script.

    ``highlight_nodes`` may hold op ids, node ids (``id@version``) or var ids (every version is highlighted).
    ``context_graph`` (e.g. the whole graph ``graph`` was cut from) is where earlier versions are looked up for the
    changed words of a version; by default ``graph`` itself."""
    highlight = set(highlight_nodes)
    pos, width, height, mid = _layout(graph)
    router = _Router(pos)
    labels = _Labels()
    history = context_graph if context_graph is not None else graph
    ops = graph.ops_in_order()
    parts: list[str] = [
        f'<svg class="mt-graph" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="memory evolution graph">',
        '<defs><marker id="mt-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8a8f98"/></marker>'
        '<marker id="mt-arrow-red" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#d62728"/></marker>'
        '<marker id="mt-arrow-chain" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#d08a2c"/></marker></defs>',
    ]
    for i, op in enumerate(ops):  # execution-order step numbers
        x, _ = pos[op.op_id]
        parts.append(f'<text class="mt-step" x="{x:.1f}" y="14" text-anchor="middle">step {i + 1}</text>')
    edge_parts: list[str] = []  # drawn first so boxes sit on top
    for op in ops:
        ox, oy = pos[op.op_id]
        hot = op.op_id == root_cause_op_id
        for e in op.inputs:
            if e.node_id in pos:
                vx, vy = pos[e.node_id]
                label = (e.relation or "") + (f" #{e.rank}" if e.rank is not None else "")
                route = router.path(vx + VAR_W / 2, vy, ox - OP_W / 2, oy)
                edge_parts.append(_edge(e.node_id, op.op_id, route, label, "mt-edge mt-hot" if hot else "mt-edge",
                                        "mt-arrow-red" if hot else "mt-arrow", labels=labels))
        for e in op.outputs:
            if e.node_id in pos:
                vx, vy = pos[e.node_id]
                route = router.path(ox + OP_W / 2, oy, vx - VAR_W / 2, vy)
                edge_parts.append(_edge(op.op_id, e.node_id, route, e.change or "",
                                        "mt-edge mt-hot" if hot else "mt-edge", "mt-arrow-red" if hot else "mt-arrow",
                                        labels=labels))
    for var_id in sorted({n.var_id for n in graph.variables.values()}):
        versions = [v for v in graph.versions(var_id) if v.node_id in pos]
        for older, newer in zip(versions, versions[1:]):
            (x1, y1), (x2, y2) = pos[older.node_id], pos[newer.node_id]
            edge_parts.append(_edge(older.node_id, newer.node_id, (router.chain(x1, y1, x2, y2), None), "",
                                    "mt-edge mt-chain", "mt-arrow-chain", "next version"))
    parts.append('<g class="mt-edges">' + "".join(edge_parts) + "</g>")
    for op in ops:
        parts.append(_op_box(op, pos[op.op_id], op.op_id == root_cause_op_id, op.op_id in highlight))
    for node in sorted(graph.variables.values(), key=lambda n: (n.var_id, n.version)):
        if node.node_id in pos:
            previous = None
            if node.content is not None and not node.deleted:
                previous = previous_version(history, node)
            diff = word_diff(previous.content, node.content) if previous is not None else None
            parts.append(_var_box(node, pos[node.node_id], node.node_id in highlight or node.var_id in highlight,
                                  previous, diff))
    parts.append("</svg>")
    return _fit_left("".join(parts), width)


def _fit_left(svg: str, width: int) -> str:
    """Shift the drawing right when an edge or a label reaches left of x=0 (a loop back to the first column), and
    widen it when one reaches past its right edge, so nothing is cut at either edge."""
    body = svg[svg.index("</defs>"):]  # the arrow markers in <defs> have their own coordinates
    min_x, max_x = 0.0, float(width)
    for m in re.finditer(r'\sd="([^"]*)"', body):
        for x in re.findall(r"(-?[\d.]+),-?[\d.]+", m.group(1)):
            min_x, max_x = min(min_x, float(x)), max(max_x, float(x))
    for m in re.finditer(r'<text class="mt-edge-label" x="(-?[\d.]+)"[^>]*>([^<]*)<', body):
        half = _Labels.width(html.unescape(m.group(2))) / 2
        min_x, max_x = min(min_x, float(m.group(1)) - half), max(max_x, float(m.group(1)) + half)
    if min_x >= 0 and max_x <= width:
        return svg
    shift = int(-min_x) + 8 if min_x < 0 else 0
    new_width = int(max(float(width), max_x + 8)) + shift
    head_end = svg.index("</defs>") + len("</defs>")
    head = svg[:head_end].replace(f'width="{width}" ', f'width="{new_width}" ', 1).replace(
        f'viewBox="0 0 {width} ', f'viewBox="0 0 {new_width} ', 1)
    rest = svg[head_end:-len("</svg>")]
    if shift:
        rest = f'<g transform="translate({shift},0)">' + rest + "</g>"
    return head + rest + "</svg>"


def _edge(src: str, dst: str, route: tuple[str, tuple[float, float] | None], label: str, cls: str, marker: str,
          title: str = "", labels: _Labels | None = None) -> str:
    d, at = route
    if label and at is not None and labels is not None:
        at = labels.place(at[0], at[1], label)
    out = (f'<path class="{cls}" data-src="{_e(src)}" data-dst="{_e(dst)}" d="{d}" '
           f'marker-end="url(#{marker})"><title>{_e(src)} \u2192 {_e(dst)} {_e(label or title)}</title></path>')
    if label and at is not None:
        out += f'<text class="mt-edge-label" x="{at[0]:.1f}" y="{at[1]:.1f}" text-anchor="middle">{_e(label)}</text>'
    return out


def _op_box(op: Operation, xy: tuple[float, float], root: bool, hl: bool) -> str:
    x, y = xy
    fill, stroke = STAGE_COLORS.get(op.stage, ("#f5f5f5", "#888888"))
    classes = ["mt-node", "mt-op"] + (["mt-root"] if root else []) + (["mt-hl"] if hl else []) + \
        (["mt-error"] if op.status_code == "ERROR" else [])
    details = json.dumps(_op_details(op, root), ensure_ascii=False)
    seq = f"#{op.seq}" if op.seq is not None else ""
    sys_part = " \u00b7 " + _e(op.system) if op.system else ""
    out = [f'<g class="{" ".join(classes)}" data-id="{_e(op.op_id)}" data-details="{_e(details)}" tabindex="0">',
           f'<title>{_e(op.kind)} {_e(op.op_name)} {_e(seq)} ({_e(op.op_id)})</title>',
           f'<rect x="{x - OP_W / 2:.1f}" y="{y - OP_H / 2:.1f}" width="{OP_W}" height="{OP_H}" rx="8" '
           f'style="fill:{fill};stroke:{stroke}"/>',
           f'<text class="mt-op-kind" x="{x:.1f}" y="{y - 9:.1f}" text-anchor="middle">{_e(op.kind)}</text>',
           f'<text class="mt-op-name" x="{x:.1f}" y="{y + 7:.1f}" text-anchor="middle">'
           f'{_e(_clip(op.op_name, 22))}</text>',
           f'<text class="mt-op-seq" x="{x:.1f}" y="{y + 21:.1f}" text-anchor="middle">'
           f'{_e(seq)}{sys_part}</text>']
    if root:
        out.append(f'<text class="mt-root-label" x="{x:.1f}" y="{y - OP_H / 2 - 7:.1f}" text-anchor="middle">'
                   "ROOT CAUSE</text>")
    out.append("</g>")
    return "".join(out)


def _var_box(node: VariableVersion, xy: tuple[float, float], hl: bool, previous: VariableVersion | None = None,
             diff: list[list[str]] | None = None) -> str:
    x, y = xy
    changed = _diff_summary(diff) if diff is not None else []
    classes = ["mt-node", "mt-var"] + (["mt-changed"] if changed else []) + (["mt-hl"] if hl else []) + \
        (["mt-deleted"] if node.deleted else []) + (["mt-placeholder"] if node.version == UNKNOWN_VERSION else [])
    details = json.dumps(_var_details(node, previous, diff), ensure_ascii=False)
    label = _clip_id(node.node_id, 24)
    sub = (node.kind or "unknown kind") + (" \u00b7 deleted" if node.deleted else "")
    if node.content is not None and not node.deleted:
        sub += " \u00b7 \u201c" + _clip(node.content.replace("\n", " "), 12) + "\u201d"
    title = node.node_id + (" " + node.hash if node.hash else "")
    if changed and previous is not None:
        title += f"\nchanged from {previous.node_id}: " + " ".join(
            ("+" if op == "+" else "\u2212") + text for op, text in _changes(diff or []))[:400]
    lines = [f'<text class="mt-var-id" x="{x:.1f}" y="{y - (8 if changed else 2):.1f}" text-anchor="middle">'
             f'{_e(label)}</text>',
             f'<text class="mt-var-kind" x="{x:.1f}" y="{y + (5 if changed else 12):.1f}" text-anchor="middle">'
             f'{_e(_clip(sub, 30))}</text>']
    if changed:
        spans = " ".join(f'<tspan class="{"mt-add" if op == "+" else "mt-del"}">{_e(text)}</tspan>'
                         for op, text in changed)
        lines.append(f'<text class="mt-var-diff" x="{x:.1f}" y="{y + 18:.1f}" text-anchor="middle">{spans}</text>')
    return (f'<g class="{" ".join(classes)}" data-id="{_e(node.node_id)}" data-details="{_e(details)}" tabindex="0">'
            f'<title>{_e(title)}</title>'
            f'<rect x="{x - VAR_W / 2:.1f}" y="{y - VAR_H / 2:.1f}" width="{VAR_W}" height="{VAR_H}" '
            f'rx="{VAR_H / 2:.1f}"/>' + "".join(lines) + "</g>")


# ---------------------------------------------------------------------------------------------------- page
_STYLE = """
.mt-page{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2328;margin:0;
  background:#f6f7f9}
.mt-page header{background:#1f2a3a;color:#fff;padding:14px 24px}
.mt-page header h1{margin:0;font-size:20px;font-weight:600}
.mt-page header p{margin:4px 0 0;color:#c4cddb;font-size:13px}
.mt-section{background:#fff;margin:16px 24px;border:1px solid #d8dde4;border-radius:8px;overflow:hidden}
.mt-section h2{margin:0;padding:10px 16px;font-size:16px;border-bottom:1px solid #e3e7ec;background:#fafbfc}
.mt-case{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:3px 14px;padding:10px 16px;font-size:13px;
  border-bottom:1px solid #eef0f3}
.mt-case dt{color:#59636e}.mt-case dd{margin:0;white-space:pre-wrap}
.mt-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600}
.mt-badge.failed{background:#ffe0e0;color:#a00000}.mt-badge.correct{background:#dcf5e4;color:#176b34}
.mt-notes{padding:8px 16px;font-size:13px;color:#3d444d;border-bottom:1px solid #eef0f3;white-space:pre-wrap}
.mt-body{display:flex;align-items:stretch;min-height:320px}
.mt-canvas{flex:1 1 auto;overflow:auto;padding:8px;background:#fcfcfd}
.mt-details{flex:0 0 340px;border-left:1px solid #e3e7ec;padding:10px 14px;font-size:12.5px;overflow:auto;
  max-height:640px;background:#fff}
.mt-details h3{margin:2px 0 8px;font-size:14px;word-break:break-all}
.mt-details table{border-collapse:collapse;width:100%}
.mt-details td{border-top:1px solid #f0f2f4;padding:3px 4px;vertical-align:top;word-break:break-all}
.mt-details td:first-child{color:#59636e;white-space:nowrap;word-break:normal;width:1%}
.mt-details pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;border:1px solid #e3e7ec;
  padding:6px;border-radius:4px;margin:4px 0 8px;font-size:12px}
.mt-details .mt-hint{color:#7a828c}
.mt-legend{display:flex;gap:14px;flex-wrap:wrap;padding:6px 16px;font-size:12px;color:#59636e;
  border-bottom:1px solid #eef0f3}
.mt-legend span{display:inline-flex;align-items:center;gap:5px}
.mt-legend i{display:inline-block;width:14px;height:10px;border-radius:3px;border:1px solid}
svg.mt-graph{display:block;font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif}
svg.mt-graph .mt-step{font-size:10px;fill:#9aa3ad}
svg.mt-graph .mt-edge{fill:none;stroke:#a3a9b1;stroke-width:1.3}
svg.mt-graph .mt-edge.mt-chain{stroke:#d08a2c;stroke-dasharray:5 4}
svg.mt-graph .mt-edge.mt-hot{stroke:#d62728;stroke-width:2}
svg.mt-graph .mt-edge.mt-lit{stroke:#1f6feb;stroke-width:2.4}
svg.mt-graph .mt-edge-label{font-size:9.5px;fill:#6e7781;paint-order:stroke;stroke:#fcfcfd;stroke-width:3px}
svg.mt-graph .mt-node{cursor:pointer}
svg.mt-graph .mt-op rect{stroke-width:1.5}
svg.mt-graph .mt-op-kind{font-size:13px;font-weight:700;fill:#1f2328}
svg.mt-graph .mt-op-name{font-size:11px;fill:#3d444d}
svg.mt-graph .mt-op-seq{font-size:10px;fill:#6e7781}
svg.mt-graph .mt-var rect{fill:#fff;stroke:#8c959f;stroke-width:1.2}
svg.mt-graph .mt-var-id{font-size:11px;fill:#1f2328;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
svg.mt-graph .mt-var-kind{font-size:9.5px;fill:#6e7781}
svg.mt-graph .mt-var-diff{font-size:9.5px;font-weight:600}
svg.mt-graph .mt-add{fill:#1a7f37}svg.mt-graph .mt-del{fill:#cf222e;text-decoration:line-through}
.mt-details ins{background:#dafbe1;color:#116329;text-decoration:none}
.mt-details del{background:#ffebe9;color:#a40e26}
svg.mt-graph .mt-deleted rect{fill:#f2f2f2;stroke-dasharray:4 3}
svg.mt-graph .mt-placeholder rect{stroke-dasharray:2 3}
svg.mt-graph .mt-hl rect{stroke:#e8890c !important;stroke-width:2.6 !important}
svg.mt-graph .mt-root rect{fill:#ffe1e1 !important;stroke:#d62728 !important;stroke-width:3 !important}
svg.mt-graph .mt-root .mt-op-kind{fill:#a00000}
svg.mt-graph .mt-root-label{font-size:10.5px;font-weight:700;fill:#d62728;letter-spacing:.06em}
svg.mt-graph .mt-error rect{stroke:#d62728}
svg.mt-graph .mt-node.mt-selected rect{filter:drop-shadow(0 0 3px #1f6feb) drop-shadow(0 0 2px #1f6feb)}
svg.mt-graph .mt-node:hover rect{filter:brightness(.96)}
"""

_SCRIPT = """
(function(){
  function esc(s){return String(s).replace(/[&<>"]/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
  function table(rows){return '<table>'+rows.map(function(r){return '<tr><td>'+esc(r[0])+'</td><td>'+esc(r[1])+'</td></tr>';}).join('')+'</table>';}
  function show(panel,d){
    var h='<h3>'+esc(d.title)+(d.root_cause?' <span class="mt-badge failed">root cause</span>':'')+'</h3>';
    h+=table(d.rows||[]);
    if(d.type==='var'){h+='<p><b>content</b></p>'+(d.content===null?'<p class="mt-hint">not captured (content capture off)</p>':'<pre>'+esc(d.content)+'</pre>');}
    if(d.diff){h+='<p><b>changed from '+esc(d.diff_from)+'</b></p><pre>'+d.diff.map(function(p){
      return p[0]==='+'?'<ins>'+esc(p[1])+'</ins>':p[0]==='-'?'<del>'+esc(p[1])+'</del>':esc(p[1]);}).join(' ')+'</pre>';}
    if(d.edges&&d.edges.length){h+='<p><b>variables</b></p>'+table(d.edges);}
    if(d.attributes&&d.attributes.length){h+='<p><b>span attributes</b></p>'+table(d.attributes);}
    panel.innerHTML=h;
  }
  function light(svg,id,on){
    svg.querySelectorAll('.mt-edge').forEach(function(p){
      var hit=p.getAttribute('data-src')===id||p.getAttribute('data-dst')===id;
      if(on&&hit){p.classList.add('mt-lit');}else if(!on||!hit){p.classList.remove('mt-lit');}
    });
  }
  function select(svg,node){
    svg.querySelectorAll('.mt-selected').forEach(function(n){n.classList.remove('mt-selected');});
    node.classList.add('mt-selected');
    var sec=svg.closest('.mt-section'); var panel=sec?sec.querySelector('.mt-details'):null;
    if(panel){show(panel,JSON.parse(node.getAttribute('data-details')));}
    light(svg,node.getAttribute('data-id'),true);
  }
  document.querySelectorAll('svg.mt-graph').forEach(function(svg){
    svg.addEventListener('click',function(ev){var n=ev.target.closest('.mt-node');if(n){select(svg,n);}});
    svg.addEventListener('keydown',function(ev){var n=ev.target.closest('.mt-node');if(n&&(ev.key==='Enter'||ev.key===' ')){select(svg,n);}});
    svg.addEventListener('mouseover',function(ev){var n=ev.target.closest('.mt-node');if(n){light(svg,n.getAttribute('data-id'),true);}});
    svg.addEventListener('mouseout',function(ev){var n=ev.target.closest('.mt-node');var s=svg.querySelector('.mt-selected');
      if(n){light(svg,'',false);if(s){light(svg,s.getAttribute('data-id'),true);}}});
    var first=svg.querySelector('.mt-root')||svg.querySelector('.mt-hl')||svg.querySelector('.mt-op');
    if(first){select(svg,first);}
    // the drawing starts at its left edge (nothing cut there); the root cause is selected in the side panel
    var c=svg.closest('.mt-canvas'); if(c){c.scrollLeft=0;}
  });
})();
"""


def html_assets() -> str:
    """The ``<style>`` and ``<script>`` that make :func:`render_svg` output interactive inside another page.

    Put the SVG in an element with class ``mt-section`` that also holds an element with class ``mt-details``
    (the side panel); put the script after the SVGs."""
    return f"<style>{_STYLE}</style>\n<script>{_SCRIPT}</script>"


def legend() -> str:
    """The colour key drawn above every graph (also used by the attribution report)."""
    return _legend()


def _legend() -> str:
    items = [f'<span><i style="background:{f};border-color:{s}"></i>{_e(stage)}</span>'
             for stage, (f, s) in STAGE_COLORS.items()]
    items += ['<span><i style="background:#ffe1e1;border-color:#d62728"></i>root cause</span>',
              '<span><i style="background:#fff;border-color:#e8890c"></i>highlighted (evidence / answer)</span>',
              '<span><i style="background:#fff;border-color:#8c959f;border-radius:6px"></i>variable version</span>',
              '<span><i style="background:#fff;border-color:#d08a2c;border-style:dashed"></i>next version</span>',
              '<span><b style="color:#1a7f37">+added</b> <b style="color:#cf222e;text-decoration:line-through">'
              '\u2212removed</b> words vs the previous version</span>']
    return '<div class="mt-legend">' + "".join(items) + "</div>"


def _case_rows(case: Outcome | Mapping[str, Any] | None, extra: Mapping[str, Any]) -> list[tuple[str, str]]:
    rows: list[tuple[str, Any]] = []
    if isinstance(case, Outcome):
        rows = [("case", case.case_id), ("status", case.status), ("question", case.question),
                ("expected", case.expected), ("actual", case.actual), ("feedback", case.feedback),
                ("answer", case.answer_node_id), ("evidence", ", ".join(case.evidence_ids) or None)]
    elif case:
        rows = list(case.items())
    rows += list(extra.items())
    out = []
    for k, v in rows:
        if v is None or v == "":
            continue
        if isinstance(v, (list, tuple)):
            v = ", ".join(str(x) for x in v)
        out.append((str(k), str(v)))
    return out


def _section_html(s: Section, index: int) -> str:
    rows = _case_rows(s.case, s.extra)
    case_html = ""
    if rows:
        cells = []
        for k, v in rows:
            if k == "status":
                cls = "failed" if v == "failed" else "correct" if v == "correct" else ""
                cells.append(f'<dt>{_e(k)}</dt><dd><span class="mt-badge {cls}">{_e(v)}</span></dd>')
            else:
                cells.append(f"<dt>{_e(k)}</dt><dd>{_e(_clip(v, 2000))}</dd>")
        case_html = '<dl class="mt-case">' + "".join(cells) + "</dl>"
    notes = f'<div class="mt-notes">{_e(s.notes)}</div>' if s.notes else ""
    svg = render_svg(s.graph, s.root_cause_op_id, s.highlight_nodes, context_graph=s.context_graph)
    counts = f"{len(s.graph.operations)} operations \u00b7 {len(s.graph.variables)} variable versions"
    return (f'<section class="mt-section" id="case-{index}"><h2>{_e(s.title)} '
            f'<small style="font-weight:400;color:#6e7781">{_e(counts)}</small></h2>{case_html}{notes}{_legend()}'
            f'<div class="mt-body"><div class="mt-canvas">{svg}</div>'
            f'<aside class="mt-details"><p class="mt-hint">Click an operation or a variable version.</p></aside>'
            f"</div></section>")


def render_html_page(sections: Iterable[Section | Mapping[str, Any]], *, title: str = "memtrace evolution graph",
                     subtitle: str | None = None) -> str:
    """A report page with one drawn graph per section (``Section`` or a dict with the same keys)."""
    secs = [s if isinstance(s, Section) else Section(**s) for s in sections]
    body = "".join(_section_html(s, i) for i, s in enumerate(secs))
    sub = f"<p>{_e(subtitle)}</p>" if subtitle else ""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{_e(title)}</title>"
            f"<style>{_STYLE}</style></head><body class=\"mt-page\"><header><h1>{_e(title)}</h1>{sub}</header>"
            f"{body}<script>{_SCRIPT}</script></body></html>\n")


def render_html(graph: "EvolutionGraph", *, title: str, root_cause_op_id: str | None = None,
                highlight_nodes: Iterable[str] = (), case: Outcome | Mapping[str, Any] | None = None) -> str:
    """A self-contained page drawing one graph (typically a failed case's subgraph)."""
    return render_html_page([Section(title=title, graph=graph, root_cause_op_id=root_cause_op_id,
                                     highlight_nodes=tuple(highlight_nodes), case=case)], title=title)
