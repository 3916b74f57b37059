"""The graph drawn as one self-contained HTML page (inline CSS, JS and SVG; nothing fetched from the network).

Layout: operations left to right in execution order, each in its own column; a variable version sits in the
column right after the op that produced it (or right before its first reader when no producer is in the graph);
version chains (``id@n -> id@n+1``) are dashed. Clicking or hovering a box shows an op's attributes or a version's
content and hash in the side panel. The root-cause op, when known, is drawn red and selected on load.

API: :func:`render_svg` (one graph; carries its own details, so a report can embed it), :func:`render_html`
(a page for one case), :func:`render_html_page` (a report with several cases), :func:`html_assets` (the style and
script an embedding page needs around :func:`render_svg` output).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..model import UNKNOWN_VERSION, Operation, Outcome, VariableVersion

if TYPE_CHECKING:  # pragma: no cover
    from ..build import EvolutionGraph

OP_W, OP_H = 156, 58
VAR_W, VAR_H = 168, 40
GAP_X = 62  # room between columns for edge labels
ROW_H = 54
MARGIN_X, MARGIN_TOP = 24, 100  # the top band carries edges that jump over op columns
MAX_VALUE = 1200  # characters of an attribute value / content shown in the panel

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


def _e(text: Any) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(1, width - 1)] + "\u2026"


def _value(v: Any) -> str:
    if isinstance(v, (list, tuple)):
        v = json.dumps(list(v), ensure_ascii=False)
    s = str(v)
    return s if len(s) <= MAX_VALUE else s[:MAX_VALUE] + f"\u2026 ({len(s)} chars)"


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


def _var_details(node: VariableVersion) -> dict[str, Any]:
    rows = [["id", node.var_id], ["version", node.version if node.version != UNKNOWN_VERSION else "unknown (0)"],
            ["kind", node.kind or "unknown"], ["hash", node.hash], ["deleted", "yes (tombstone)" if node.deleted
                                                                        else None],
            ["truncated", "yes" if node.truncated else None], ["scope", node.scope_key],
            ["producer", node.producer_op_id], ["derived from", ", ".join(node.source_ids) or None]]
    return {"type": "var", "title": node.node_id, "rows": [[k, _value(v)] for k, v in rows if v not in (None, "")],
            "content": None if node.content is None else _value(node.content)}


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
               highlight_nodes: Iterable[str] = ()) -> str:
    """An ``<svg>`` of the graph. Each box carries its details (``data-details``) for the page script.

    ``highlight_nodes`` may hold op ids, node ids (``id@version``) or var ids (every version is highlighted)."""
    highlight = set(highlight_nodes)
    pos, width, height, mid = _layout(graph)
    router = _Router(pos)
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
                                        "mt-arrow-red" if hot else "mt-arrow"))
        for e in op.outputs:
            if e.node_id in pos:
                vx, vy = pos[e.node_id]
                route = router.path(ox + OP_W / 2, oy, vx - VAR_W / 2, vy)
                edge_parts.append(_edge(op.op_id, e.node_id, route, e.change or "",
                                        "mt-edge mt-hot" if hot else "mt-edge", "mt-arrow-red" if hot else "mt-arrow"))
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
            parts.append(_var_box(node, pos[node.node_id], node.node_id in highlight or node.var_id in highlight))
    parts.append("</svg>")
    return "".join(parts)


def _edge(src: str, dst: str, route: tuple[str, tuple[float, float] | None], label: str, cls: str, marker: str,
          title: str = "") -> str:
    d, at = route
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


def _var_box(node: VariableVersion, xy: tuple[float, float], hl: bool) -> str:
    x, y = xy
    classes = ["mt-node", "mt-var"] + (["mt-hl"] if hl else []) + (["mt-deleted"] if node.deleted else []) + \
        (["mt-placeholder"] if node.version == UNKNOWN_VERSION else [])
    details = json.dumps(_var_details(node), ensure_ascii=False)
    label = _clip(node.node_id, 24)
    sub = (node.kind or "unknown kind") + (" \u00b7 deleted" if node.deleted else "")
    if node.content is not None and not node.deleted:
        sub += " \u00b7 \u201c" + _clip(node.content.replace("\n", " "), 12) + "\u201d"
    return (f'<g class="{" ".join(classes)}" data-id="{_e(node.node_id)}" data-details="{_e(details)}" tabindex="0">'
            f'<title>{_e(node.node_id)}{" " + _e(node.hash) if node.hash else ""}</title>'
            f'<rect x="{x - VAR_W / 2:.1f}" y="{y - VAR_H / 2:.1f}" width="{VAR_W}" height="{VAR_H}" '
            f'rx="{VAR_H / 2:.1f}"/>'
            f'<text class="mt-var-id" x="{x:.1f}" y="{y - 2:.1f}" text-anchor="middle">{_e(label)}</text>'
            f'<text class="mt-var-kind" x="{x:.1f}" y="{y + 12:.1f}" text-anchor="middle">'
            f'{_e(_clip(sub, 30))}</text></g>')


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
    if(first){select(svg,first);var c=svg.closest('.mt-canvas');
      if(c){var b=first.getBBox();c.scrollLeft=Math.max(0,b.x+b.width/2-c.clientWidth/2);}}
  });
})();
"""


def html_assets() -> str:
    """The ``<style>`` and ``<script>`` that make :func:`render_svg` output interactive inside another page.

    Put the SVG in an element with class ``mt-section`` that also holds an element with class ``mt-details``
    (the side panel); put the script after the SVGs."""
    return f"<style>{_STYLE}</style>\n<script>{_SCRIPT}</script>"


def _legend() -> str:
    items = [f'<span><i style="background:{f};border-color:{s}"></i>{_e(stage)}</span>'
             for stage, (f, s) in STAGE_COLORS.items()]
    items += ['<span><i style="background:#ffe1e1;border-color:#d62728"></i>root cause</span>',
              '<span><i style="background:#fff;border-color:#e8890c"></i>highlighted (evidence / answer)</span>',
              '<span><i style="background:#fff;border-color:#8c959f;border-radius:6px"></i>variable version</span>',
              '<span><i style="background:#fff;border-color:#d08a2c;border-style:dashed"></i>next version</span>']
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
    svg = render_svg(s.graph, s.root_cause_op_id, s.highlight_nodes)
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
