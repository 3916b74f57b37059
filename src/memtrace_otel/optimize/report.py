"""Outputs of ``memtrace optimize``: prompts.json, mem0_config.json (the fragment to merge into
``Memory.from_config``), report.html (each prompt's diff, the accuracy curve, the rounds, unpromptable failures)."""

from __future__ import annotations

import difflib
import html
import json
from pathlib import Path

from .targets import TARGETS, mem0_config_fragment


def write_outputs(out_dir: str | Path, result: dict, *, train: dict, validation: dict, meta: dict) -> None:
    out = Path(out_dir)
    prompts = {name: {"variable": TARGETS[name].var_id, "text": result["final"][name],
                      "changed": result["final"][name] != result["initial"][name]} for name in TARGETS}
    (out / "prompts.json").write_text(json.dumps(prompts, indent=1, ensure_ascii=False), encoding="utf-8")
    fragment = mem0_config_fragment(result["final"])
    (out / "mem0_config.json").write_text(json.dumps(fragment, indent=1, ensure_ascii=False), encoding="utf-8")
    (out / "qa_prompt.txt").write_text(result["final"]["answer"], encoding="utf-8")
    rows = [json.loads(line) for line in (out / "rounds.jsonl").read_text(encoding="utf-8").splitlines() if line]
    (out / "report.html").write_text(_html(result, rows, meta), encoding="utf-8")


def _curve(rows: list[dict]) -> str:
    w, h, pad = 520, 220, 36
    xs = [r["round"] for r in rows]
    n = max(xs) if xs else 1

    def x(i):
        return pad + (w - 2 * pad) * (i / max(n, 1))

    def y(v):
        return h - pad - (h - 2 * pad) * v

    parts = [f'<svg width="{w}" height="{h}" xmlns="http://www.w3.org/2000/svg" font-size="11">',
             f'<line x1="{pad}" y1="{h - pad}" x2="{w - pad}" y2="{h - pad}" stroke="#999"/>',
             f'<line x1="{pad}" y1="{pad}" x2="{pad}" y2="{h - pad}" stroke="#999"/>']
    for v in (0, 0.25, 0.5, 0.75, 1.0):
        parts.append(f'<text x="4" y="{y(v) + 4}">{v:.2f}</text>')
    for i in xs:
        parts.append(f'<text x="{x(i) - 4}" y="{h - pad + 14}">{i}</text>')
    series = (("validation_accuracy", "#d62728", "validation (candidate)"),
              ("train_accuracy", "#1f77b4", "train (candidate)"),
              ("kept_validation_accuracy", "#2ca02c", "validation (kept prompts)"))
    for k, (key, color, label) in enumerate(series):
        pts = " ".join(f"{x(r['round']):.1f},{y(r[key]):.1f}" for r in rows if key in r)
        parts.append(f'<polyline fill="none" stroke="{color}" stroke-width="2" points="{pts}"/>')
        for r in rows:
            if key in r:
                parts.append(f'<circle cx="{x(r["round"]):.1f}" cy="{y(r[key]):.1f}" r="3" fill="{color}"/>')
        parts.append(f'<text x="{w - 190}" y="{pad + 14 * k}" fill="{color}">{label}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _html(result: dict, rows: list[dict], meta: dict) -> str:
    e = html.escape
    diff = difflib.HtmlDiff(wrapcolumn=90)
    sections = []
    for name in TARGETS:
        a, b = result["initial"][name], result["final"][name]
        title = f"{name} ({TARGETS[name].var_id})"
        if a == b:
            sections.append(f"<h3>{e(title)}</h3><p>unchanged</p>")
        else:
            sections.append(f"<h3>{e(title)}</h3>" + diff.make_table(a.splitlines() or [""], b.splitlines(),
                                                                       "before", "after", context=True, numlines=2))
    table = ["<tr><th>round</th><th>edited</th><th>train</th><th>validation</th><th>kept</th><th>decision</th>"
             "<th>failures (promptable / not)</th><th>LLM calls / tokens in, out / cost</th></tr>"]
    for r in rows:
        decision = "baseline" if r["round"] == 0 else ("accepted" if r.get("accepted") else "rolled back")
        table.append(
            f"<tr><td>{r['round']}</td><td>{e(', '.join(r.get('edited') or []))}</td>"
            f"<td>{r.get('train_accuracy', 0):.3f}</td><td>{r.get('validation_accuracy', 0):.3f}</td>"
            f"<td>{r.get('kept_validation_accuracy', 0):.3f}</td><td>{decision}: {e(str(r.get('reason', '')))}</td>"
            f"<td>{r.get('promptable', '')} / {r.get('unpromptable', '')}</td>"
            f"<td>{r.get('llm_calls', 0)} / {r.get('input_tokens', 0)}, {r.get('output_tokens', 0)} / "
            f"${r.get('cost_usd', 0):.4f}</td></tr>")
    unp: dict[tuple, int] = {}
    for u in result["unpromptable"]:
        key = (u["error_type"], u["operation"] or "-", u["why"], json.dumps(u["settings"] or {}, sort_keys=True))
        unp[key] = unp.get(key, 0) + 1
    unp_rows = "".join(f"<tr><td>{e(k[0])}</td><td>{e(k[1])}</td><td>{n}</td><td>{e(k[2])}</td><td>{e(k[3])}</td>"
                       f"</tr>" for k, n in sorted(unp.items(), key=lambda kv: -kv[1]))
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>memtrace optimize</title>
<style>body{{font-family:sans-serif;margin:2em;max-width:1200px}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:3px 6px;font-size:13px;vertical-align:top}}
table.diff td{{font-family:monospace;font-size:12px}}.diff_add{{background:#cfc}}.diff_sub{{background:#fcc}}
.diff_chg{{background:#ffa}}</style></head><body>
<h1>memtrace optimize</h1>
<p>{e(meta.get('summary', ''))}</p>
<p>validation accuracy {result['validation_before']:.3f} &rarr; {result['validation_after']:.3f}
({result['rounds']} rounds, {result['accepted']} accepted); optimizer: {e(result['optimizer'])};
attribution: {'on' if result['attribution'] else 'off (every failure to every target)'}</p>
<h2>Accuracy</h2>{_curve(rows)}
<h2>Rounds</h2><table>{''.join(table)}</table>
<h2>Prompt diffs (initial &rarr; final)</h2>{''.join(sections)}
<h2>Failures no prompt edit can fix</h2>
<table><tr><th>error type</th><th>operation</th><th>count (all rounds)</th><th>why</th><th>settings</th></tr>
{unp_rows or '<tr><td colspan=5>none</td></tr>'}</table>
<h2>Splits and seeds</h2><pre>{e(json.dumps(meta.get('splits', {}), indent=1))}</pre>
</body></html>"""
