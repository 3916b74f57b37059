"""Attribution reports: a self-contained HTML page and a Markdown summary.

Failures by error type and by operation first, then a card per case with the question, expected and actual answers,
the verdict and its reason, and the drawn subgraph (evidence -> ... -> answer, the root cause in red) under the same
colour key as ``memtrace graph --format html``; each version box shows the words it changed.
"""

from __future__ import annotations

import html
from collections import Counter
from typing import Any, Iterable, Optional

from ..graph import EvolutionGraph
from ..graph.export.html import html_assets, legend, render_svg
from .result import Attribution

MAX_CASE_OPS = 40


def case_subgraph(graph: EvolutionGraph, result: Attribution) -> EvolutionGraph:
    """The part of the graph a person needs to see for one case: the followed path, the root cause with its inputs
    and outputs, and the answer with its inputs."""
    ids: list[str] = []
    for item in result.path:
        if item in graph.operations or item in graph.variables:
            ids.append(item)
    for op_id in (result.op_id, result.answer_op_id):
        if op_id and op_id in graph.operations:
            ids.append(op_id)
            op = graph.operations[op_id]
            ids.extend(e.node_id for e in op.inputs + op.outputs if e.node_id in graph.variables)
    ids.extend(n for n in result.evidence if n in graph.variables)
    ops = [i for i in dict.fromkeys(ids) if i in graph.operations][:MAX_CASE_OPS]
    nodes = [i for i in dict.fromkeys(ids) if i in graph.variables]
    return graph.subgraph(ops + nodes)


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def summarize(results: Iterable[Attribution]) -> dict[str, Any]:
    """Counts by error type, operation and subtype, in one pass (``results`` may be a stream of a results file)."""
    types, operations, subtypes = Counter(), Counter(), Counter()
    cases = 0
    for r in results:
        cases += 1
        types[r.error_type] += 1
        operations[f"{r.error_type} @ {r.op_name or '-'}"] += 1
        subtypes[r.error_subtype or "-"] += 1
    return {"cases": cases, "by_error_type": dict(types.most_common()),
            "by_operation": dict(operations.most_common()), "by_subtype": dict(subtypes.most_common())}


def render_markdown(results: list[Attribution], *, title: str = "memtrace attribution report") -> str:
    s = summarize(results)
    lines = [f"# {title}", "", f"{s['cases']} failed case(s) attributed.", "", "## Failures by root cause", "",
             "| error type | cases |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in s["by_error_type"].items()]
    lines += ["", "## Failures by operation", "", "| error type @ operation | cases |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in s["by_operation"].items()]
    lines += ["", "## Cases", ""]
    for r in results:
        lines += [f"### {r.case_id}: {r.error_type}" + (f" ({r.error_subtype})" if r.error_subtype else ""), "",
                  f"- question: {r.question or '-'}", f"- expected: {r.expected if r.expected is not None else '-'}",
                  f"- actual: {r.actual or '-'}",
                  f"- root cause: `{r.op_name or '-'}` span `{r.span_id or '-'}` in trace `{r.trace_id or '-'}`",
                  f"- confidence: {r.confidence:.2f} ({r.engine}, {r.mode})", f"- reason: {r.reason}", ""]
    return "\n".join(lines) + "\n"


_PAGE_STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f6f8fa;color:#1f2328}
header{background:#24292f;color:#fff;padding:18px 28px}header h1{margin:0;font-size:22px}
header p{margin:6px 0 0;color:#c9d1d9}main{padding:18px 28px}
.mt-summary{display:flex;gap:24px;flex-wrap:wrap;margin-bottom:18px}
.mt-summary table{border-collapse:collapse;background:#fff;border:1px solid #d0d7de;border-radius:6px}
.mt-summary th,.mt-summary td{padding:6px 12px;border-bottom:1px solid #eaeef2;text-align:left}
.mt-summary td.n{text-align:right;font-variant-numeric:tabular-nums}
.mt-bar{display:inline-block;height:10px;background:#d62728;border-radius:2px;vertical-align:middle;margin-left:6px}
.mt-card{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:0 0 18px;padding:14px 18px}
.mt-card h2{font-size:16px;margin:0 0 8px}.mt-verdict{font-weight:600;color:#b42318}
.mt-card dl{display:grid;grid-template-columns:110px 1fr;gap:2px 10px;margin:6px 0 10px}
.mt-card dt{color:#57606a}.mt-card dd{margin:0}
.mt-reason{background:#fff8e6;border-left:3px solid #e8890c;padding:6px 10px;margin:6px 0 10px}
"""


def render_html(results: list[Attribution], graph: Optional[EvolutionGraph], *,
                title: str = "memtrace attribution report", subtitle: Optional[str] = None) -> str:
    s = summarize(results)
    top = max(s["by_error_type"].values(), default=1)

    def table(head: str, data: dict) -> str:
        rows = "".join(f'<tr><td>{_e(k)}</td><td class="n">{v}<span class="mt-bar" '
                       f'style="width:{int(80 * v / max(top, 1))}px"></span></td></tr>' for k, v in data.items())
        return f"<table><tr><th>{_e(head)}</th><th>cases</th></tr>{rows}</table>"

    cards = []
    for i, r in enumerate(results):
        sub = f" ({_e(r.error_subtype)})" if r.error_subtype else ""
        rows = [("question", r.question), ("expected", r.expected), ("actual", r.actual),
                ("root cause", f"{r.op_name or '-'} · span {r.span_id or '-'} · trace {r.trace_id or '-'}"),
                ("confidence", f"{r.confidence:.2f} ({r.engine}, {r.mode})"),
                ("evidence", ", ".join(r.evidence) or "-")]
        dl = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v if v is not None else '-')}</dd>" for k, v in rows)
        drawing = ""
        if graph is not None:
            try:
                sub_graph = case_subgraph(graph, r)
                # earlier versions are looked up in the whole graph: a version shows the words it changed even
                # when the version before it is not part of the case's subgraph
                svg = render_svg(sub_graph, r.op_id, tuple(r.evidence), context_graph=graph)
                drawing = (f'{legend()}<div class="mt-body"><div class="mt-canvas">{svg}</div><aside class="mt-details">'
                           f'<p class="mt-hint">Click an operation or a variable version.</p></aside></div>')
            except Exception as exc:  # a drawing problem must not lose the verdict
                drawing = f"<p><em>graph not drawn: {_e(exc)}</em></p>"
        cards.append(f'<section class="mt-card mt-section" id="case-{i}"><h2>{_e(r.case_id)} — '
                     f'<span class="mt-verdict">{_e(r.error_type)}{sub}</span></h2><dl>{dl}</dl>'
                     f'<div class="mt-reason">{_e(r.reason)}</div>{drawing}</section>')
    sub_html = f"<p>{_e(subtitle)}</p>" if subtitle else ""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{_e(title)}</title><style>{_PAGE_STYLE}</style></head><body>"
            f"<header><h1>{_e(title)}</h1>{sub_html}</header><main>"
            f"<div class=\"mt-summary\">{table('error type', s['by_error_type'])}"
            f"{table('error type @ operation', s['by_operation'])}</div>"
            + "".join(cards) + f"</main>{html_assets()}</body></html>\n")


def write_reports(results: Iterable[Attribution], graph: Optional[EvolutionGraph], html_path: Optional[str] = None,
                  markdown_path: Optional[str] = None, **kwargs: Any) -> None:
    results = list(results)
    if html_path:
        with open(html_path, "w", encoding="utf-8") as fh:
            fh.write(render_html(results, graph, **kwargs))
    if markdown_path:
        with open(markdown_path, "w", encoding="utf-8") as fh:
            fh.write(render_markdown(results, title=kwargs.get("title", "memtrace attribution report")))
