"""``memtrace attribute FILES --stream / --jobs N``: trace files read once into an index on disk, then attributed
scope by scope on each case's lineage subgraph (``attribution/sources/files.py``) instead of one graph of every
span held in memory. The verdicts must be the whole-file ones where the lineage holds what the engine weighs."""

from __future__ import annotations

import json
import os

import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution.parallel import attribute_source
from memtrace_otel.attribution.sources.files import FileSource
from memtrace_otel.cli import main
from memtrace_otel.exporters.file import spans_to_otlp_json
from memtrace_otel.graph.loaders.errors import TraceFormatError

from test_attribute_sources import USERS, CORRECT, _memory_stories, _reference, _verdicts


def _write(provider, path, batches=3):
    """The provider's spans as an OTLP/JSON lines file, in several export batches as a BatchSpanProcessor writes."""
    spans = provider.exporter.get_finished_spans()
    step = max(1, len(spans) // batches)
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(0, len(spans), step):
            fh.write(json.dumps(spans_to_otlp_json(spans[i:i + step])) + "\n")
    from memtrace_otel.span_record import from_readable_span

    return [from_readable_span(s) for s in spans]


def _rows(path):
    return _verdicts(json.loads(line) for line in open(path, encoding="utf-8") if line.strip())


def test_file_source_indexes_once_and_pulls_only_a_cases_subgraph(provider, capture_content, tmp_path):
    _memory_stories()
    records = _write(provider, tmp_path / "traces.jsonl")
    seen = []
    source = FileSource.index([str(tmp_path / "traces.jsonl")], str(tmp_path / "spill"), progress=seen.append)
    assert source.spans == len(records) and seen[-1] == len(records)
    assert sorted(os.listdir(tmp_path / "spill")) == ["index.db", "spans-0.bin"]  # one part: a small file

    cases = source.failed_cases()
    failed = [u for u in USERS if u not in CORRECT]
    assert sorted(c.case_id for c in cases) == sorted(f"case-{u}" for u in failed)
    # the outcome span has no scope of its own: it is its answer's trace's
    assert sorted(c.scope_key for c in cases) == sorted(f"user={u}" for u in failed)
    [alice] = [c for c in cases if c.case_id == "case-alice"]
    pulled = source.subgraph_spans([alice])
    assert {r.attributes.get(sc.MEMTRACE_SCOPE_USER_ID) for r in pulled} - {None} == {"alice"}
    assert {r.name for r in pulled} >= {"mem.add", "mem.update", "qa.answer", sc.OUTCOME_SPAN_NAME}
    assert len(pulled) < len(records) / 4

    got = _verdicts(r.to_dict() for r in attribute_source(source, progress=False))
    assert got == _reference(records)
    assert {(v[0], v[2]) for v in got.values()} == {("UpdateError", "mem.update")}
    # collect=False (the CLI): verdicts only written, none kept in memory
    out = tmp_path / "r.jsonl"
    assert attribute_source(source, progress=False, out_path=str(out), collect=False) == []
    assert _rows(out) == got
    # picklable for worker processes: the copy opens the index itself
    import pickle

    copy = pickle.loads(pickle.dumps(source))
    assert copy._db is None and sorted(c.case_id for c in copy.failed_cases()) == sorted(c.case_id for c in cases)
    source.close()
    copy.close()


def test_evidence_ids_that_end_a_variable_id_are_pulled(provider, capture_content, tmp_path):
    """A dataset id given as evidence ("D1:3") names the message it ends ("msg:conv-1:D1:3"), as on a whole graph:
    the turn is pulled though nothing on the answer's lineage read it, and so is what was derived from it."""
    with operation("ingest", "chat.add", user_id="u1") as op:
        op.output("msg:conv-1:D1:3", "I moved to Lisbon in May", kind="message")
    with operation("extract", "facts.extract", user_id="u1") as op:  # extracted, then stored in u1's memory
        op.input("msg:conv-1:D1:3", "I moved to Lisbon in May", kind="message", relation="derived_from")
        op.output("fact:0", "moved to Lisbon in May", kind="fact")
    with operation("write", "facts.store", user_id="u1") as op:
        op.input("fact:0", "moved to Lisbon in May", kind="fact", relation="derived_from")
        op.output("mem:u1:0", "moved to Lisbon in May", kind="memory_record")
    with operation("ingest", "chat.add", user_id="u1") as op:
        op.output("msg:conv-1:D1:4", "The weather is nice", kind="message")
    with operation("extract", "facts.extract", user_id="u1") as op:
        op.input("msg:conv-1:D1:4", "The weather is nice", kind="message", relation="derived_from")
        op.output("fact:1", "weather is nice", kind="memory_record")
    with operation("retrieve", "facts.search", user_id="u2") as op:  # another scope's search, no link to the turn
        op.input("fact:1", "weather is nice", kind="memory_record", relation="reads")
        op.output("ctx:1", "weather is nice", kind="retrieved_set")
    with operation("generate", "qa.answer", user_id="u2") as gen:
        gen.input("ctx:1", "weather is nice", kind="retrieved_set", relation="context_of")
        gen.output("answer:1", "I don't know", kind="answer")
    record_outcome(False, question="Where did I move in May?", expected="Lisbon", case_id="q1", evidence_ids=["D1:3"])
    records = _write(provider, tmp_path / "t.jsonl", batches=1)
    source = FileSource.index([str(tmp_path / "t.jsonl")], str(tmp_path / "spill"))
    [case] = source.failed_cases()
    assert case.evidence_var_ids == ("D1:3",)
    pulled = source.subgraph_spans([case])
    outputs = {tuple(r.attributes.get(sc.MEMTRACE_OUTPUTS) or ()) for r in pulled}
    assert any(any(o.startswith("msg:conv-1:D1:3@") for o in out) for out in outputs)
    # and forward from it: where it went (the extraction and the memory it wrote), though nothing read that memory
    assert {"facts.extract", "facts.store"} <= {r.name for r in pulled}
    got = _verdicts(r.to_dict() for r in attribute_source(source, progress=False))
    assert got == _reference(records)
    source.close()


def test_cli_stream_and_jobs_give_the_whole_file_verdicts(provider, capture_content, tmp_path, capsys,
                                                          monkeypatch):
    import tempfile

    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    _memory_stories()
    (tmp_path / "traces").mkdir()
    _write(provider, tmp_path / "traces" / "a.jsonl")
    whole, streamed, pooled = (tmp_path / f"{name}.jsonl" for name in ("whole", "streamed", "pooled"))
    assert main(["attribute", str(tmp_path / "traces"), "-o", str(whole), "--no-progress"]) == 0
    spill = tmp_path / "spill"
    assert main(["attribute", str(tmp_path / "traces" / "a.jsonl"), "-o", str(streamed), "--stream", "--spill-dir",
                 str(spill)]) == 0
    err = capsys.readouterr()
    assert "streamed from" in err.out and "indexing spans" in err.err  # progress on stderr
    assert (spill / "index.db").exists()  # kept when asked for
    assert main(["attribute", str(tmp_path / "traces"), "-o", str(pooled), "--jobs", "2", "--no-progress"]) == 0
    assert _rows(whole) == _rows(streamed) == _rows(pooled)
    assert len(_rows(whole)) == len(USERS) - len(CORRECT)

    # resumable: a second run attributes nothing again
    assert main(["attribute", str(tmp_path / "traces"), "-o", str(pooled), "--stream", "--no-progress"]) == 0
    assert len(pooled.read_text().splitlines()) == len(USERS) - len(CORRECT)
    # the temporary spill directories of the runs that did not name one are gone
    assert not [p for p in os.listdir(temp) if p.startswith("memtrace-stream-")]


def test_cli_stream_takes_a_cases_file(provider, capture_content, tmp_path):
    """--cases: only the cases asked for, with what the rows know of them, as without --stream."""
    _memory_stories()
    _write(provider, tmp_path / "traces.jsonl")
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps({"case_id": "case-alice", "question": "what does alice like", "expected": "jazz"})
                     + "\n" + json.dumps({"case_id": "case-nobody"}) + "\n")
    whole, streamed = tmp_path / "whole.jsonl", tmp_path / "streamed.jsonl"
    assert main(["attribute", str(tmp_path / "traces.jsonl"), "--cases", str(cases), "-o", str(whole),
                 "--no-progress"]) == 0
    assert main(["attribute", str(tmp_path / "traces.jsonl"), "--cases", str(cases), "-o", str(streamed),
                 "--stream", "--no-progress"]) == 0
    assert list(_rows(streamed)) == ["case-alice"]
    assert _rows(whole) == _rows(streamed)


def test_a_lines_file_is_cut_into_parts_that_workers_index_alike(provider, capture_content, tmp_path):
    """An OTLP/JSON lines file is cut at line starts into parts decoded apart (by --jobs workers): the same spans,
    cases and verdicts as one part, duplicates resolved in file order; a bad line is named by its line in the file."""
    from memtrace_otel.attribution.sources.files import plan_parts
    from memtrace_otel.graph.loaders import iter_spans
    from memtrace_otel.graph.loaders.files import iter_part_spans, line_parts

    _memory_stories()
    path = tmp_path / "traces.jsonl"
    records = _write(provider, path, batches=7)
    lines = path.read_text().splitlines()
    with open(path, "a", encoding="utf-8") as fh:  # a batch exported twice: duplicates, the first one kept
        fh.write(lines[2] + "\n")
    parts = line_parts(path, 4)
    data = path.read_bytes()
    assert len(parts) == 4 and [p[2] for p in parts] == [1 + data[:p[0]].count(b"\n") for p in parts]  # as in the file
    assert all(p[0] == 0 or data[p[0] - 1:p[0]] == b"\n" for p in parts)  # cut at line starts
    assert parts[0][0] == 0 and parts[-1][1] == path.stat().st_size
    assert all(a[1] == b[0] for a, b in zip(parts, parts[1:]))
    pieces = [r.key for part in parts for r in iter_part_spans(path, *part)]
    assert pieces == [r.key for r in iter_spans([path])]
    assert len(plan_parts([str(path)], jobs=3, part_bytes=1)) == len(lines) + 1  # one line per part at most
    assert plan_parts([str(path)], jobs=1) == [(str(path),)]  # small, one process: read whole

    one = FileSource.index([str(path)], str(tmp_path / "one"))
    four = FileSource.index([str(path)], str(tmp_path / "four"), jobs=2)
    assert four.spans == one.spans == len(records) + len(_spans_of_line(lines[2]))
    assert len([n for n in os.listdir(tmp_path / "four") if n.endswith(".bin")]) >= 2
    assert four.failed_cases() == one.failed_cases()
    # the outcome spans of the batch exported twice are cases once, as in the whole graph
    assert sorted(c.case_id for c in one.failed_cases()) == sorted(f"case-{u}" for u in USERS if u not in CORRECT)
    got = _verdicts(r.to_dict() for r in attribute_source(four, progress=False))
    assert got == _verdicts(r.to_dict() for r in attribute_source(one, progress=False)) == _reference(records)
    one.close()
    four.close()

    with open(path, "a", encoding="utf-8") as fh:
        fh.write("{not json\n")
    with pytest.raises(TraceFormatError, match=rf"traces.jsonl: line {len(lines) + 2}: invalid JSON"):
        FileSource.index([str(path)], str(tmp_path / "bad"), jobs=2)


def _spans_of_line(line):
    return [s for rs in json.loads(line)["resourceSpans"] for ss in rs["scopeSpans"] for s in ss["spans"]]


def test_cli_stream_rejects_what_it_cannot_do(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert main(["attribute", str(bad), "--stream", "-o", str(tmp_path / "r.jsonl"), "--no-progress"]) == 2
    assert "broken.json" in capsys.readouterr().err
    assert main(["attribute", str(bad), "--stream", "--report", str(tmp_path / "r.html"), "--no-progress"]) == 2
    assert "--report needs the whole graph" in capsys.readouterr().err
    assert main(["attribute", str(bad), "--scheduler", "tcp://10.0.0.1:8786", "--no-progress"]) == 2
    assert "remote Dask cluster cannot read" in capsys.readouterr().err
    graph = tmp_path / "graph.json"  # the head of a MemTraceBench / smartcomment ExecNetwork file
    graph.write_text(json.dumps({"graph_id": "g1", "data": {"nodes": [{"op_id": "op-1"}]}}))
    assert main(["attribute", str(graph), "--jobs", "2", "--no-progress"]) == 2
    assert "attributed as a whole" in capsys.readouterr().err


def test_cases_before_an_unscoped_case_share_its_whole_window_task():
    """A case with no memory scope is attributed on every span before it; the scoped cases up to then are attributed
    on that same graph (what the whole-file build gives them) instead of pulling their scope again."""
    from memtrace_otel.attribution.sources import WHOLE_WINDOW, CaseRef, group_by_scope

    def case(name, scope, t):
        return CaseRef(case_id=name, trace_id=name, span_id="s", time_ns=t, scope_key=scope)

    groups = group_by_scope([case("a", "user=1", 5), case("b", WHOLE_WINDOW, 10), case("c", "user=1", 20),
                             case("d", "", 7)])
    assert {scope: [c.case_id for c in members] for scope, members in groups} == {
        WHOLE_WINDOW: ["a", "d", "b"], "user=1": ["c"]}
    # without an unscoped case, scopes (and single traces) stay apart
    assert sorted(s for s, _ in group_by_scope([case("a", "user=1", 5), case("d", "", 7)])) == ["trace:d", "user=1"]


def test_a_search_in_another_scope_brings_that_scope_too(provider, capture_content, tmp_path):
    """The answer's turn searched the wrong scope (an archive namespace) while the fact sits, never read, in the
    user's own: every scope the case's traces touched is pulled, so the verdict is the whole-file one."""
    with operation("write", "mem.add", user_id="ana") as op:
        op.output("mem:ana:1", "Ana moved to Porto in May", kind="memory_record")
    with operation("write", "mem.add", user_id="ana-archive") as op:
        op.output("mem:arch:1", "Ana's old gym closed", kind="memory_record")
    with operation("write", "mem.add", user_id="bob") as op:  # another user: not pulled
        op.output("mem:bob:1", "Bob moved to Lyon", kind="memory_record")
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("turn"):
        with operation("retrieve", "mem.search", user_id="ana-archive") as op:
            op.input("query:1", "where did Ana move", kind="query", relation="reads")
            op.input("mem:arch:1", "Ana's old gym closed", kind="memory_record", relation="reads")
            op.output("ctx:1", "Ana's old gym closed", kind="retrieved_set")
        with operation("generate", "qa.answer", user_id="ana") as gen:
            gen.input("ctx:1", "Ana's old gym closed", kind="retrieved_set", relation="context_of")
            gen.output("answer:1", "I don't know", kind="answer")
        record_outcome(False, question="Where did Ana move?", expected="Porto", case_id="q1")
    records = _write(provider, tmp_path / "t.jsonl", batches=1)
    source = FileSource.index([str(tmp_path / "t.jsonl")], str(tmp_path / "spill"))
    [case] = source.failed_cases()
    assert case.scope_key == "user=ana-archive"  # the first scope in the answer's trace
    pulled = source.subgraph_spans([case])
    scopes = {r.attributes.get(sc.MEMTRACE_SCOPE_USER_ID) for r in pulled} - {None}
    assert scopes == {"ana", "ana-archive"}
    got = _verdicts(r.to_dict() for r in attribute_source(source, progress=False))
    assert got == _reference(records)
    assert got["q1"][0] == "RetrievalError" and got["q1"][2] == "mem.search"
    source.close()


def test_a_large_whole_file_load_suggests_stream(provider, capture_content, tmp_path, capsys, monkeypatch):
    from memtrace_otel.commands import attribute as command

    _memory_stories()
    _write(provider, tmp_path / "t.jsonl")
    monkeypatch.setattr(command, "STREAM_HINT_SPANS", 10)
    assert main(["attribute", str(tmp_path / "t.jsonl"), "-o", str(tmp_path / "r.jsonl"), "--no-progress"]) == 0
    assert "--stream (or --jobs N)" in capsys.readouterr().err
    monkeypatch.setattr(command, "STREAM_HINT_SPANS", 10**9)
    assert main(["attribute", str(tmp_path / "t.jsonl"), "-o", str(tmp_path / "r2.jsonl"), "--no-progress"]) == 0
    assert "--stream" not in capsys.readouterr().err
