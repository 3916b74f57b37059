"""JSON, DOT and HTML exports of the evolution graph (the HTML one also rendered by headless Chromium)."""

from __future__ import annotations

import json
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from graph_spans import mem0_story, sid, tid

from memtrace_otel.graph import EvolutionGraph, build_graph, make_op_id
from memtrace_otel.graph.export.dot import render_dot
from memtrace_otel.graph.export.html import Section, html_assets, render_html, render_html_page, render_svg
from memtrace_otel.graph.export.json import GraphFormatError, read_json, write_json

ROOT = make_op_id(tid(2), sid(4))


def test_json_file_round_trip_and_schema_errors(tmp_path):
    g = build_graph(mem0_story())
    path = tmp_path / "g.json"
    write_json(g, path)
    data = json.loads(path.read_text())
    assert data["schema"] == "memtrace.evolution_graph" and data["schema_version"] == 1
    assert [o["op_name"] for o in data["operations"]][:3] == ["mem0.ingest", "mem0.extract", "mem0.write"]
    assert read_json(path).to_dict() == g.to_dict()
    bad = dict(data, operations=[{"trace_id": "x"}])
    with pytest.raises(GraphFormatError, match=r"operations\[0\].*op_id"):
        EvolutionGraph.from_dict(bad)
    with pytest.raises(GraphFormatError, match="schema"):
        EvolutionGraph.from_dict({"nodes": []})
    (tmp_path / "broken.json").write_text("{not json")
    with pytest.raises(GraphFormatError, match="broken.json"):
        read_json(tmp_path / "broken.json")


def test_dot_has_boxes_ellipses_labels_chain_and_red_root_cause():
    g = build_graph(mem0_story())
    dot = render_dot(g, root_cause_op_id=ROOT, highlight_nodes=["answer:q1@1"], title='case "1"')
    assert dot.startswith("digraph memtrace {") and dot.rstrip().endswith("}")
    assert f'"{ROOT}" [label="update\\nmem0.update\\n#4", shape=box' in dot
    root_line = next(line for line in dot.splitlines() if line.startswith(f'  "{ROOT}" ['))
    assert 'color="#d62728"' in root_line and 'xlabel="root cause"' in root_line
    assert '"mem0:a@1" [label="mem0:a@1\\nmemory_record", shape=ellipse' in dot
    assert f'"mem0:a@1" -> "{ROOT}" [label="updates"];' in dot
    assert f'"{ROOT}" -> "mem0:a@2" [label="update"];' in dot
    assert '"mem0:a@2" -> "mem0:a@3" [style=dotted' in dot
    assert 'label="case \\"1\\""' in dot
    assert dot.count(" -> ") == sum(len(o.inputs) + len(o.outputs) for o in g.ops_in_order()) + 2


def test_svg_marks_root_cause_highlights_and_carries_details():
    g = build_graph(mem0_story())
    svg = render_svg(g, root_cause_op_id=ROOT, highlight_nodes=["msg:c1:D1:1@1"])
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('class="mt-node mt-op') == len(g.operations)
    assert svg.count('class="mt-node mt-var') == len(g.variables)
    assert re.search(r'class="mt-node mt-op mt-root" data-id="' + re.escape(ROOT), svg)
    assert 'mt-hl" data-id="msg:c1:D1:1@1"' in svg
    assert "ROOT CAUSE" in svg
    assert svg.count("mt-chain") == 2  # mem0:a@1 -> @2 -> @3
    # details of a version (content + hash) ride along for the click panel
    m = re.search(r'data-id="mem0:a@2" data-details="([^"]*)"', svg)
    import html as _html

    details = json.loads(_html.unescape(m.group(1)))
    assert details["content"] == "likes red"
    assert any(r[0] == "hash" and r[1].startswith("sha256:") for r in details["rows"])


def _self_contained(page: str) -> None:
    assert not re.search(r'(src|href)\s*=\s*["\']?(https?:)?//', page)
    assert "@import" not in page and "url(http" not in page
    assert "<script src" not in page


def test_html_page_is_self_contained_and_escapes_content():
    g = build_graph(mem0_story())
    case = g.failed_outcomes()[0]
    page = render_html(g, title="Case <1>", root_cause_op_id=ROOT, highlight_nodes=["answer:q1@1"], case=case)
    _self_contained(page)
    assert page.startswith("<!DOCTYPE html>")
    assert "Case &lt;1&gt;" in page and "<1>" not in page
    assert "<svg" in page and "<script>" in page and "<style>" in page
    assert 'class="mt-badge failed">failed' in page
    report = render_html_page([
        Section(title="one", graph=g.between(case.evidence_ids, case.answer_node_id), case=case),
        {"title": "two", "graph": g.op_subgraph(ROOT), "root_cause_op_id": ROOT, "notes": "update dropped Lyon"},
    ], title="report")
    assert report.count('<section class="mt-section"') == 2
    assert "update dropped Lyon" in report
    assert "mt-details" in html_assets() and "<script>" in html_assets()


def _png_info(path: Path) -> tuple[int, int, int]:
    """(width, height, number of distinct colours) of an 8-bit RGB/RGBA PNG, decoded with zlib + struct."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if ctype == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6)
            bpp = 3 if color == 2 else 4
        elif ctype == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    colours = set()
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        if y % 4 == 0:  # every 4th row is plenty to tell a drawing from a blank page
            colours.update(bytes(line[i:i + 3]) for i in range(0, stride, bpp * 2))
        prev = line
    return width, height, len(colours)


@pytest.mark.browser
def test_html_page_renders_in_headless_chromium(tmp_path):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("chromium is not installed")
    g = build_graph(mem0_story())
    case = g.failed_outcomes()[0]
    page = tmp_path / "case.html"
    page.write_text(render_html(g, title="Failed case: favourite colour", root_cause_op_id=ROOT,
                                highlight_nodes=["msg:c1:D1:1@1", "answer:q1@1"], case=case), encoding="utf-8")
    shot = tmp_path / "shot.png"
    cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1400,900", "--virtual-time-budget=4000",
           f"--screenshot={shot}", page.as_uri()]
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    assert shot.exists()
    width, height, colours = _png_info(shot)
    assert (width, height) == (1400, 900)
    # a blank page has 1-2 colours; the drawing has stage fills, red root cause, orange highlights, text
    assert colours > 30


def test_highlight_by_var_id_marks_every_version():
    g = build_graph(mem0_story())
    svg = render_svg(g, highlight_nodes=["mem0:a"])
    assert all(f'mt-hl" data-id="mem0:a@{v}"' in svg or f'mt-hl mt-deleted" data-id="mem0:a@{v}"' in svg
               for v in (1, 2, 3))
    assert 'penwidth=2.5' in next(l for l in render_dot(g, highlight_nodes=["mem0:a"]).splitlines()
                                  if l.startswith('  "mem0:a@2" ['))


def test_dot_is_accepted_by_graphviz(tmp_path):
    dot_bin = shutil.which("dot")
    if dot_bin is None:
        pytest.skip("graphviz is not installed")
    g = build_graph(mem0_story())
    src = tmp_path / "g.dot"
    src.write_text(render_dot(g, root_cause_op_id=ROOT, highlight_nodes=["mem0:a"], title='case "1"'))
    out = subprocess.run([dot_bin, "-Tsvg", str(src)], check=True, capture_output=True, text=True, timeout=60)
    assert "<svg" in out.stdout and "root cause" in out.stdout
    assert out.stdout.count('class="node"') == len(g.operations) + len(g.variables)
