"""``memtrace graph``: trace files written by the SDK's OTLP/JSON encoder -> loaders -> graph -> json/dot/html."""

from __future__ import annotations

import gzip
import json

import pytest
from test_graph_import_memtrace import OP_DECIDE, execnetwork
from test_graph_sdk import _run_app

from memtrace_otel.cli import main
from memtrace_otel.exporters.file import spans_to_otlp_json


@pytest.fixture
def trace_file(tmp_path, span_exporter, capture_content):
    _run_app()
    spans = span_exporter.get_finished_spans()
    path = tmp_path / "traces.json"
    path.write_text(json.dumps(spans_to_otlp_json(spans)))
    return path


def test_json_output_of_whole_graph(trace_file, tmp_path, capsys):
    out = tmp_path / "g.json"
    assert main(["graph", str(trace_file), "-o", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["schema"] == "memtrace.evolution_graph"
    assert [o["op_name"] for o in data["operations"]][:2] == ["app.ingest", "app.add"]
    assert data["outcomes"][0]["status"] == "failed"
    assert "6 operations" in capsys.readouterr().err
    # the written graph loads back through the same command
    assert main(["graph", str(out), "--format", "dot", "-o", str(tmp_path / "g.dot")]) == 0
    assert (tmp_path / "g.dot").read_text().startswith("digraph memtrace {")


def test_record_trace_and_case_selection(trace_file, tmp_path, capsys):
    data = json.loads(_stdout_of(["graph", str(trace_file), "--record", "mem:city"], capsys))
    assert {v["node_id"] for v in data["variables"]} >= {"mem:city@1", "mem:city@2"}
    assert {o["op_name"] for o in data["operations"]} == {"app.add", "app.update", "app.search"}

    trace_id = data["operations"][0]["trace_id"]
    data = json.loads(_stdout_of(["graph", str(trace_file), "--trace", trace_id.upper()], capsys))
    assert {o["trace_id"] for o in data["operations"]} == {trace_id}

    data = json.loads(_stdout_of(["graph", str(trace_file), "--case", "c1"], capsys))
    assert {o["op_name"] for o in data["operations"]} >= {"app.add", "app.update", "app.search", "app.answer"}


def test_html_of_whole_graph_draws_each_failed_case(trace_file, tmp_path):
    out = tmp_path / "g.html"
    gz = tmp_path / "traces.json.gz"
    gz.write_bytes(gzip.compress(trace_file.read_bytes()))
    assert main(["graph", str(gz), "--format", "html", "-o", str(out)]) == 0
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "case c1" in page and "<svg" in page


def test_execnetwork_input(tmp_path, capsys):
    path = tmp_path / "locomo_locomo-1.json"
    path.write_text(json.dumps(execnetwork()))
    dot = _stdout_of(["graph", str(path), "--format", "dot", "--root-cause", OP_DECIDE], capsys)
    assert f'"{OP_DECIDE}" [label="update' in dot and 'xlabel="root cause"' in dot
    html = _stdout_of(["graph", str(path), "--format", "html"], capsys)
    assert "graph-1:query:locomo-qa-0-1@1" in html


def _stdout_of(argv, capsys) -> str:
    capsys.readouterr()
    assert main(argv) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("argv_tail, message", [
    (["--record", "nope"], "--record nope: no variable"),
    (["--trace", "ffff"], "--trace ffff: no memory operation"),
    (["--case", "nope"], "--case nope: no outcome"),
    (["--root-cause", "x:y"], "--root-cause x:y: no such operation"),
])
def test_bad_selection_exits_2(trace_file, capsys, argv_tail, message):
    assert main(["graph", str(trace_file), *argv_tail]) == 2
    assert message in capsys.readouterr().err


def test_bad_files_exit_2_with_the_file_named(tmp_path, capsys):
    missing = tmp_path / "missing.json"
    assert main(["graph", str(missing)]) == 2
    assert "missing.json: no such file" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text('{"resourceSpans": [ {')
    assert main(["graph", str(broken)]) == 2
    assert "broken.json" in capsys.readouterr().err
    empty = tmp_path / "other.json"
    empty.write_text(json.dumps({"resourceSpans": []}))
    assert main(["graph", str(empty)]) == 2
    assert "no memory operations found" in capsys.readouterr().err
    bad_net = execnetwork()
    del bad_net["data"]["edges"][0]["source_full_node_id"]
    (tmp_path / "net.json").write_text(json.dumps(bad_net))
    assert main(["graph", str(tmp_path / "net.json")]) == 2
    assert "net.json: data.edges[0]: missing field 'source_full_node_id'" in capsys.readouterr().err


def test_skip_bad_files_goes_on(trace_file, tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text('{"resourceSpans": [ {')
    assert main(["graph", str(broken), str(trace_file), "--skip-bad-files"]) == 0
    assert json.loads(capsys.readouterr().out)["operations"]
