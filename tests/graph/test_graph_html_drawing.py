"""The drawn graph (``memtrace graph --format html`` and the attribution report): versions of one record never look
alike (the version stays in the label and each version shows the words it changed), edge labels do not overlap, the
report carries the same colour key as the graph page, and the drawing starts at its left edge with nothing cut."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess

import pytest

from memtrace_otel import config, operation, record_outcome
from memtrace_otel.attribution import attribute_outcome
from memtrace_otel.attribution.report import case_subgraph, render_html as render_report
from memtrace_otel.graph import build_graph
from memtrace_otel.graph.export.html import _Labels, render_html, render_svg, word_diff
from memtrace_otel.span_record import from_readable_span

RID = "mem0:7f1c2a4e-93b1-4d0c-a2f7-5be0c9d4e611"  # a real-looking record id, longer than a box


def _graph(span_exporter):
    return build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())


def _overwrite_story():
    """A message written as a record, then overwritten with a text that starts alike; the answer reads the new one."""
    config.configure(capture_content=True)
    with operation("write", "mem0.add", system="mem0") as w:
        w.input("msg:1", "I moved to Lisbon for my new job", kind="message", relation="derived_from")
        w.output(RID, "Alice lives in Lisbon and works as a nurse", kind="memory_record", change="create")
    with operation("update", "mem0.update", system="mem0") as u:
        u.input(RID, "Alice lives in Lisbon and works as a nurse", kind="memory_record", relation="updates")
        u.output(RID, "Alice lives in Porto and works as a nurse", kind="memory_record", change="update")
        root = f"{u.trace_id}:{u.span_id}"
    with operation("generate", "qa.answer", system="mem0") as g:
        g.input(RID, "Alice lives in Porto and works as a nurse", kind="memory_record", relation="context_of")
        g.output("answer:q1", "Porto", kind="answer", change="derive")
    record_outcome(False, question="Where does Alice live?", expected="Lisbon", actual="Porto", case_id="q1",
                   answer=g, evidence_ids=["msg:1"])
    return root


def _var_box(svg: str, node_id: str) -> str:
    m = re.search(r'<g class="mt-node mt-var[^"]*" data-id="' + re.escape(node_id) + r'".*?</g>', svg, re.S)
    assert m, node_id
    return m.group(0)


def _details(box: str) -> dict:
    return json.loads(html.unescape(re.search(r'data-details="([^"]*)"', box).group(1)))


def test_word_diff():
    assert word_diff("Alice lives in Lisbon now", "Alice lives in Porto now") == [
        ["=", "Alice lives in"], ["-", "Lisbon"], ["+", "Porto"], ["=", "now"]]
    assert word_diff("a b", "a b c") == [["=", "a b"], ["+", "c"]]


def test_two_versions_of_a_record_are_told_apart(span_exporter):
    root = _overwrite_story()
    svg = render_svg(_graph(span_exporter), root_cause_op_id=root)
    v1, v2 = _var_box(svg, RID + "@1"), _var_box(svg, RID + "@2")
    label1 = re.search(r'class="mt-var-id"[^>]*>([^<]*)<', v1).group(1)
    label2 = re.search(r'class="mt-var-id"[^>]*>([^<]*)<', v2).group(1)
    # the id is cut in the middle; the version is never cut away
    assert label1 != label2 and label1.endswith("@1") and label2.endswith("@2") and "\u2026" in label1
    # the new version shows the words it changed: Lisbon removed, Porto added (the shared start is not repeated)
    diff = re.search(r'<text class="mt-var-diff".*?</text>', v2).group(0)
    assert re.search(r'class="mt-del">\u2212Lisbon<', diff) and re.search(r'class="mt-add">\+Porto<', diff)
    assert "mt-var-diff" not in v1  # a first version has nothing to compare with
    details = _details(v2)
    assert details["diff_from"] == RID + "@1"
    assert ["-", "Lisbon"] in details["diff"] and ["+", "Porto"] in details["diff"]
    assert "changed from " + RID + "@1" in v2  # also in the hover title


def test_report_shows_the_changed_words_and_the_graph_pages_legend(span_exporter):
    _overwrite_story()
    graph = _graph(span_exporter)
    result = attribute_outcome(graph, graph.failed_outcomes()[0])
    assert RID + "@2" in case_subgraph(graph, result).variables
    page = render_report([result], graph)
    assert re.search(r'class="mt-del">\u2212Lisbon<', page) and re.search(r'class="mt-add">\+Porto<', page)
    # the same legend as `memtrace graph --format html`, incl. the changed-words key
    graph_page = render_html(graph, title="graph")
    legend = re.search(r'<div class="mt-legend">.*?</div>', graph_page, re.S).group(0)
    assert legend in page and "root cause" in legend and "removed" in legend


def test_changed_words_come_from_the_whole_graph_when_the_drawing_is_a_cut(span_exporter):
    """A case's drawing may hold a version without the one before it; the report looks the earlier one up in the
    whole graph (context_graph)."""
    _overwrite_story()
    graph = _graph(span_exporter)
    answer = graph.failed_outcomes()[0].answer_op_id
    cut = graph.subgraph([answer, RID + "@2"])
    assert RID + "@1" not in cut.variables
    assert "mt-var-diff" not in render_svg(cut)
    box = _var_box(render_svg(cut, context_graph=graph), RID + "@2")
    assert re.search(r'class="mt-del">\u2212Lisbon<', box)


def _label_boxes(svg: str) -> list[tuple[float, float, float, float, str]]:
    boxes = []
    for m in re.finditer(r'<text class="mt-edge-label" x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]*)<', svg):
        x, y, text = float(m.group(1)), float(m.group(2)), html.unescape(m.group(3))
        w = 5.2 * len(text)  # 9.5 px glyphs are at least this wide
        boxes.append((x - w / 2, y - 9, x + w / 2, y, text))
    return boxes


def test_edge_labels_do_not_overlap(span_exporter):
    """One batch write of eight records, several steps later a search reads all eight: eight labelled edges share
    their route over the op columns."""
    config.configure(capture_content=True)
    with operation("write", "rag.index", system="rag") as w:
        for i in range(8):
            w.output(f"chunk:{i}", f"chunk text {i}", kind="chunk", change="create")
    for step in range(3):
        with operation("extract", f"other.step{step}", system="rag") as o:
            o.output(f"note:{step}", f"note {step}", kind="fact", change="derive")
    with operation("retrieve", "rag.search", system="rag") as r:
        for i in range(8):
            r.input(f"chunk:{i}", f"chunk text {i}", kind="chunk", relation="reads", rank=i)
    svg = render_svg(_graph(span_exporter))
    boxes = _label_boxes(svg)
    assert sum(1 for b in boxes if b[4].startswith("reads #")) == 8
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            overlap = a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
            assert not overlap, (a, b)


def test_labels_placer_moves_a_colliding_label():
    labels = _Labels()
    assert labels.place(100, 50, "reads #0") == (100, 50)
    x, y = labels.place(100, 50, "reads #1")
    assert x == 100 and abs(y - 50) >= 11


def test_nothing_drawn_left_of_the_canvas(span_exporter):
    """A version read before its writer ran (a cache read, then the write that produced the same version) is drawn
    after its writer, so the read edge loops back to the first column; the drawing is shifted so that loop is not cut
    at the left edge."""
    config.configure(capture_content=True)
    with operation("retrieve", "cache.read", system="cache") as read:
        read.input("rec:x", "cached text", kind="memory_record", version=1)
    with operation("write", "store.write", system="cache") as write:
        write.output("rec:x", "cached text", kind="memory_record", version=1, change="create")
    svg = render_svg(_graph(span_exporter))
    body = svg[svg.index("</defs>"):]
    xs = [float(x) for d in re.findall(r'\sd="([^"]*)"', body) for x in re.findall(r"(-?[\d.]+),-?[\d.]+", d)]
    assert min(xs) < 0  # the loop back reaches left of the first column...
    shift = float(re.search(r'<g transform="translate\(([\d.]+),0\)">', svg).group(1))
    assert min(xs) + shift >= 0  # ...and the drawing is moved right by enough
    width = int(re.search(r'<svg [^>]*width="(\d+)"', svg).group(1))
    assert re.search(rf'viewBox="0 0 {width} ', svg)
    assert max(xs) + shift <= width  # and widened, so the right side is not cut instead


@pytest.mark.browser
def test_drawing_starts_at_its_left_edge_in_chromium(span_exporter, tmp_path):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("chromium is not installed")
    root = _overwrite_story()
    graph = _graph(span_exporter)
    page = render_html(graph, title="case", root_cause_op_id=root)
    # a probe appended after the page script reports where the canvas is scrolled and which box is selected
    probe = ("<script>var c=document.querySelector('.mt-canvas');document.title='scroll='+c.scrollLeft+"
             "' width='+c.scrollWidth+' client='+c.clientWidth+' selected='+"
             "document.querySelector('.mt-selected').getAttribute('data-id');</script>")
    path = tmp_path / "case.html"
    path.write_text(page.replace("</body>", probe + "</body>"), encoding="utf-8")
    out = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                          "--disable-background-networking", "--disable-component-update", "--disable-sync",
                          f"--user-data-dir={tmp_path / 'profile'}", "--window-size=900,800",
                          "--virtual-time-budget=3000", "--dump-dom", path.as_uri()],
                         capture_output=True, text=True, timeout=120).stdout
    title = re.search(r"<title>scroll=(\d+) width=(\d+) client=(\d+) selected=([^<]*)</title>", out)
    assert title, out[:500]
    scroll, width, client, selected = int(title.group(1)), int(title.group(2)), int(title.group(3)), title.group(4)
    assert width > client  # the drawing is wider than the window: it could have been scrolled
    assert scroll == 0 and selected == root
