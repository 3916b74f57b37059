"""``memtrace attribute FILES --stream / --jobs N``: trace files read once into an index on disk, then attributed
scope by scope on each case's lineage subgraph (``attribution/sources/files.py``) instead of one graph of every
span held in memory. The verdicts must be the whole-file ones where the lineage holds what the engine weighs."""

from __future__ import annotations

import json
import os

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution.parallel import attribute_source
from memtrace_otel.attribution.sources.files import FileSource
from memtrace_otel.cli import main
from memtrace_otel.exporters.file import spans_to_otlp_json

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
    assert sorted(os.listdir(tmp_path / "spill")) == ["index.db", "spans.bin"]

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
    # picklable for worker processes: the copy opens the index itself
    import pickle

    copy = pickle.loads(pickle.dumps(source))
    assert copy._db is None and sorted(c.case_id for c in copy.failed_cases()) == sorted(c.case_id for c in cases)
    source.close()
    copy.close()


def test_evidence_ids_that_end_a_variable_id_are_pulled(provider, capture_content, tmp_path):
    """A dataset id given as evidence ("D1:3") names the message it ends ("msg:conv-1:D1:3"), as on a whole graph:
    the turn is pulled though nothing on the answer's lineage read it (it was never extracted)."""
    with operation("ingest", "chat.add", user_id="u1") as op:
        op.output("msg:conv-1:D1:3", "I moved to Lisbon in May", kind="message")
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
    outputs = {tuple(r.attributes.get(sc.MEMTRACE_OUTPUTS) or ()) for r in source.subgraph_spans([case])}
    assert any(any(o.startswith("msg:conv-1:D1:3@") for o in out) for out in outputs)
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


def test_cli_stream_rejects_what_it_cannot_do(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert main(["attribute", str(bad), "--stream", "-o", str(tmp_path / "r.jsonl"), "--no-progress"]) == 2
    assert "broken.json" in capsys.readouterr().err
    assert main(["attribute", str(bad), "--stream", "--report", str(tmp_path / "r.html"), "--no-progress"]) == 2
    assert "--report needs the whole graph" in capsys.readouterr().err
    graph = tmp_path / "graph.json"  # the head of a MemTraceBench / smartcomment ExecNetwork file
    graph.write_text(json.dumps({"graph_id": "g1", "data": {"nodes": [{"op_id": "op-1"}]}}))
    assert main(["attribute", str(graph), "--jobs", "2", "--no-progress"]) == 2
    assert "attributed as a whole" in capsys.readouterr().err
