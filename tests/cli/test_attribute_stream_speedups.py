"""The fast paths of ``memtrace attribute FILES [--stream | --jobs N]`` (issue 14) give what the general code gives:

- the OTLP/JSON reader's one-loop attribute reader and its id check (``graph/loaders/otlp_json.py``) against the
  general reader, on every value shape, bad ones included;
- ``SpanRecord``'s compact pickling (the spill files) against the fields, and old spills still load;
- the index pass building a graph only for outcome spans it reads as failed (``build.outcome_status``) against
  building one for every outcome-like span;
- the file source reading a span once per subgraph and asking SQLite for traces and variables in batches, against
  one query per id and no memo;
- end to end, the whole-file, ``--stream`` and ``--jobs 2`` verdicts on a multi-scope export with a case that has no
  scope, ids in base64 and upper case, uncommon attribute shapes and blank lines; a malformed line stops every mode
  with the same message; the cyclic GC is on again afterwards.
"""

from __future__ import annotations

import base64
import copyreg
import gc
import io
import json
import pickle

import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc
from memtrace_otel.attribution.sources import SubgraphStats
from memtrace_otel.attribution.sources import files as files_source
from memtrace_otel.attribution.sources.files import FileSource, _failed_outcome
from memtrace_otel.cli import main
from memtrace_otel.exporters.file import spans_to_otlp_json
from memtrace_otel.graph import EvolutionGraph
from memtrace_otel.graph.loaders import otlp_json
from memtrace_otel.graph.loaders.ids import is_zero, normalize_id
from memtrace_otel.graph.loaders.otlp_json import FieldError, record_from_span_json
from memtrace_otel.span_record import EventRecord, LinkRecord, SpanRecord

# ------------------------------------------------------------------------------------------------ attribute values
VALUES = [
    {"stringValue": "a"}, {"stringValue": ""}, {"stringValue": 5}, {"stringValue": None},
    {"intValue": "5"}, {"intValue": "-5"}, {"intValue": "+7"}, {"intValue": 12}, {"intValue": "٣"},
    {"intValue": "1_000"}, {"intValue": 2.0}, {"intValue": True}, {"intValue": None},
    {"boolValue": True}, {"boolValue": "true"}, {"boolValue": "yes"},
    {"doubleValue": 0.5}, {"doubleValue": "NaN"}, {"doubleValue": 3},
    {"arrayValue": {"values": [{"stringValue": "x"}, {"stringValue": "y"}]}}, {"arrayValue": {"values": []}},
    {"arrayValue": {"values": [{"stringValue": "x"}, {"intValue": "3"}]}}, {"arrayValue": {}},
    {"arrayValue": {"values": [{"stringValue": "x", "intValue": "1"}]}}, {"arrayValue": {"values": None}},
    {"arrayValue": [1]}, {"kvlistValue": {"values": [{"key": "k", "value": {"stringValue": "v"}}]}},
    {"bytesValue": base64.b64encode(b"\x01\x02").decode()}, {"bytesValue": "!!"},
    {"stringValue": "a", "intValue": "1"}, {}, None, "text", 5,
]


def _read(reader, key_values):
    try:
        return ("ok", reader(key_values))
    except FieldError as exc:
        return ("error", str(exc))


@pytest.mark.parametrize("value", VALUES, ids=[json.dumps(v)[:40] for v in VALUES])
def test_the_one_loop_attribute_reader_gives_what_the_general_one_gives(value):
    for key_values in ([{"key": "k", "value": value}],
                       [{"key": "a", "value": {"stringValue": "1"}}, {"key": "k", "value": value},
                        {"key": "a", "value": {"intValue": "2"}}],  # a repeated key: the last one wins
                       [{"key": 3, "value": value}], [{"value": value}], [{"key": "k"}], ["kv"], [None]):
        fast, general = _read(otlp_json.attributes_from_json, key_values), \
            _read(otlp_json._attributes_from_json, key_values)
        assert repr(fast) == repr(general), key_values  # (repr: NaN is not equal to itself)
        if fast[0] == "ok":
            assert [type(v) for v in fast[1].values()] == [type(v) for v in general[1].values()]
    assert _read(otlp_json.attributes_from_json, "nope") == _read(otlp_json._attributes_from_json, "nope")
    assert otlp_json.attributes_from_json(None) == otlp_json._attributes_from_json(None) == {}


def _reference_id(value, n_bytes, field, allow_zero=False):
    """The id reader before its fast path."""
    if value is None or value == "":
        raise FieldError(field, "missing or empty id")
    hex_id = normalize_id(value, n_bytes)
    if hex_id is None:
        raise FieldError(field, f"not hex or base64 of {n_bytes} bytes: {str(value)[:64]!r}")
    if not allow_zero and is_zero(hex_id):
        raise FieldError(field, "all-zero id")
    return hex_id


@pytest.mark.parametrize("value", [
    "0af7651916cd43dd8448eb211c80319c", "0AF7651916CD43DD8448EB211C80319C", "0" * 32, "0" * 16, "b7ad6b7169203331",
    "B7AD6B7169203331", base64.b64encode(bytes(range(1, 17))).decode(), base64.b64encode(bytes(8)).decode(),
    "0af7651916cd43dd8448eb211c80319z", "0af7651916cd43dd8448eb211c80319c\n", "", None, 5, "xyz"])
def test_the_id_fast_path_gives_what_normalize_id_gives(value):
    for n_bytes in (16, 8):
        for allow_zero in (False, True):
            got = _read(lambda v: otlp_json._id(v, n_bytes, "traceId", allow_zero=allow_zero), value)
            want = _read(lambda v: _reference_id(v, n_bytes, "traceId", allow_zero), value)
            assert got == want


# ------------------------------------------------------------------------------------------------ pickling
def _record(**extra) -> SpanRecord:
    return SpanRecord("a" * 32, "b" * 16, "mem.add", parent_span_id="c" * 16, kind="CLIENT", start_ns=5, end_ns=9,
                      attributes={"memtrace.op.kind": "write", "memtrace.inputs": ("m:1@2",), "n": 3, "f": 0.5},
                      events=[EventRecord("memtrace.variable", 7, {sc.VAR_ID: "m:1"})],
                      links=[LinkRecord("d" * 32, "e" * 16, {"memtrace.link.relation": "updates"})],
                      status_code="ERROR", status_message="boom", resource={"service.name": "svc"},
                      scope_name="memtrace_otel", **extra)


def test_span_records_pickle_compactly_and_whole():
    rec = _record()
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(rec, protocol))
        assert back == rec and type(back.events) is list and type(back.links) is list
        assert type(back.events[0]) is EventRecord and type(back.links[0]) is LinkRecord
    rec.note = "set on the instance"  # kept
    assert pickle.loads(pickle.dumps(rec)).note == "set on the instance"
    odd = SpanRecord("a" * 32, "b" * 16, "x", events=["not an EventRecord"], links=[("t", "s")])
    assert pickle.loads(pickle.dumps(odd)) == odd  # other objects in the lists are pickled as they are


def test_spills_written_by_the_default_dataclass_pickling_still_load():
    """A spill of an older version (the dataclass pickled as class + state dict) reads back the same."""
    rec = _record()

    class Default(pickle.Pickler):
        def reducer_override(self, obj):
            if type(obj) is SpanRecord:
                return copyreg.__newobj__, (SpanRecord,), dict(obj.__dict__)
            return NotImplemented

    buf = io.BytesIO()
    Default(buf, pickle.HIGHEST_PROTOCOL).dump(rec)
    assert pickle.loads(buf.getvalue()) == rec


# ------------------------------------------------------------------------------------------------ failed outcomes
def _outcome_spans():
    eval_event = sc.GEN_AI_EVALUATION_RESULT_EVENT

    def ev(**attrs):
        return EventRecord(eval_event, 1, attrs)

    base = dict(trace_id="1" * 32, span_id="2" * 16, start_ns=10, end_ns=20)
    named = {sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME}
    spans = []
    for status in (None, sc.OUTCOME_FAILED, sc.OUTCOME_CORRECT, "weird"):
        attrs = {sc.OUTCOME_CASE_ID: "c1"} | ({sc.OUTCOME_STATUS: status} if status else {})
        spans.append(SpanRecord(name=sc.OUTCOME_SPAN_NAME, attributes=attrs, **base))
        for event in (ev(**{sc.GEN_AI_EVALUATION_SCORE_LABEL: sc.OUTCOME_CORRECT}),
                      ev(**{sc.GEN_AI_EVALUATION_SCORE_LABEL: sc.OUTCOME_FAILED}),
                      ev(**{sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.7}), ev(**{sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.2}),
                      ev(**{sc.GEN_AI_EVALUATION_SCORE_VALUE: "0.9"}), ev(**{sc.GEN_AI_EVALUATION_SCORE_VALUE: "x"}),
                      ev(**named, **{sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.9}), ev(**named),
                      ev(**{sc.GEN_AI_EVALUATION_NAME: "relevance", sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.1}),
                      EventRecord("other", 1, {})):
            spans.append(SpanRecord(name=sc.OUTCOME_SPAN_NAME, attributes=attrs, events=[event], **base))
            # an evaluation event on an operation span (a judge op), or on a plain span
            spans.append(SpanRecord(name="judge", attributes=attrs | {sc.MEMTRACE_OP_KIND: "judge"},
                                    events=[event], **base))
            spans.append(SpanRecord(name="plain", attributes=attrs, events=[event], parent_span_id="3" * 16,
                                    links=[LinkRecord("4" * 32, "5" * 16)], **base))
    spans.append(SpanRecord(name=sc.RCA_SPAN_NAME, attributes={sc.OUTCOME_STATUS: sc.OUTCOME_FAILED}, **base))
    spans.append(SpanRecord(name="mem.add", attributes={sc.MEMTRACE_OP_KIND: "write"}, **base))
    return spans


def _reference_failed_outcome(rec):
    """The index pass's reading before its status check: a graph for every span that may be an outcome."""
    if rec.name != sc.OUTCOME_SPAN_NAME and not any(ev.name == sc.GEN_AI_EVALUATION_RESULT_EVENT
                                                     for ev in rec.events):
        return None
    graph = EvolutionGraph()
    graph.add_span(rec)
    failed = graph.failed_outcomes()
    return failed[0] if failed else None


def test_the_index_pass_finds_the_failed_outcomes_the_graph_finds():
    spans = _outcome_spans()
    got = [_failed_outcome(rec) for rec in spans]
    assert got == [_reference_failed_outcome(rec) for rec in spans]
    assert 10 < sum(o is not None for o in got) < len(spans) - 10  # both kinds are there


# ------------------------------------------------------------------------------------------------ an export
def _stories():
    """Three user scopes with correct and failed stories, a case with no scope (plain retrieval) and an answer in one
    scope that read another's record."""
    for i, user in enumerate(["ann", "ben", "cat"] * 3):
        record = f"mem:{user}:{i}"
        failed = i % 2 == 0
        with operation("write", "mem.add", user_id=user) as op:
            op.output(record, f"{user} likes jazz", kind="memory_record")
        with operation("update", "mem.update", user_id=user) as op:
            op.input(record, f"{user} likes jazz", kind="memory_record", relation="updates")
            op.output(record, f"{user} likes rock" if failed else f"{user} likes jazz a lot", kind="memory_record",
                      change="update")
        with operation("generate", "qa.answer", user_id=user) as gen:
            gen.input(record, "the record", kind="memory_record", relation="context_of")
            if user == "cat":
                gen.input("mem:ann:0", "ann likes rock", kind="memory_record", relation="context_of")
            gen.output(f"answer:{user}:{i}", "rock" if failed else "jazz", kind="answer")
        record_outcome(not failed, question=f"what does {user} like", expected="jazz", case_id=f"case-{user}-{i}")
    with operation("write", "docs.add") as op:  # no scope
        op.output("doc:1", "the office opens at nine", kind="document")
    with operation("retrieve", "docs.search") as op:
        op.input("doc:1", "the office opens at nine", kind="document", relation="retrieved")
        op.output("ctx:1", "the office opens at nine", kind="context")
    with operation("generate", "qa.answer") as gen:
        gen.input("ctx:1", "the office opens at nine", kind="context", relation="context_of")
        gen.output("answer:office", "ten", kind="answer")
    record_outcome(False, question="when does the office open", expected="nine", case_id="case-office")


def _odd_shapes(doc, n):
    """Rewrite an OTLP/JSON request the way other producers write it: base64 or upper-case ids, int64 fields as
    numbers, a double and a kvlist attribute: the general reader's paths."""
    for rs in doc["resourceSpans"]:
        for ss in rs["scopeSpans"]:
            for k, span in enumerate(ss["spans"]):
                if (n + k) % 3 == 0:
                    span["traceId"] = base64.b64encode(bytes.fromhex(span["traceId"])).decode()
                    span["spanId"] = span["spanId"].upper()
                    span["startTimeUnixNano"] = int(span["startTimeUnixNano"])
                    span.setdefault("attributes", []).append({"key": "x.ratio", "value": {"doubleValue": 0.25}})
                elif (n + k) % 3 == 1:
                    span.setdefault("attributes", []).append(
                        {"key": "x.map", "value": {"kvlistValue": {"values": [{"key": "a",
                                                                               "value": {"intValue": "-3"}}]}}})
    return doc


def _export(provider, path, odd=True):
    spans = provider.exporter.get_finished_spans()
    with open(path, "w", encoding="utf-8") as fh:
        for n, i in enumerate(range(0, len(spans), 7)):
            doc = spans_to_otlp_json(spans[i:i + 7])
            fh.write(json.dumps(_odd_shapes(doc, n) if odd else doc) + "\n")
            if n % 2:
                fh.write("\n")  # blank lines are skipped
    return len(spans)


def _verdicts(path):
    return sorted((r["case_id"], r.get("error_type"), r.get("op_id"), r.get("answer_op_id"))
                  for r in (json.loads(line) for line in open(path, encoding="utf-8") if line.strip()))


def test_odd_shapes_read_as_the_plain_export_reads(provider, capture_content, tmp_path):
    _stories()
    _export(provider, tmp_path / "odd.jsonl")
    _export(provider, tmp_path / "plain.jsonl", odd=False)
    from memtrace_otel.graph.loaders import load_spans

    odd, plain = load_spans(tmp_path / "odd.jsonl"), load_spans(tmp_path / "plain.jsonl")
    for a, b in zip(odd, plain, strict=True):
        extra = {k: a.attributes[k] for k in ("x.ratio", "x.map") if k in a.attributes}
        assert set(extra.values()) <= {0.25, '{"a": -3}'}
        assert a == SpanRecord(**{**b.__dict__, "attributes": {**b.attributes, **extra}})


def test_stream_and_jobs_give_the_whole_file_verdicts(provider, capture_content, tmp_path):
    _stories()
    spans = _export(provider, tmp_path / "traces.jsonl")
    out = {mode: tmp_path / f"{mode}.jsonl" for mode in ("whole", "stream", "jobs")}
    args = ["attribute", str(tmp_path / "traces.jsonl"), "--no-progress", "-o"]
    assert main(args + [str(out["whole"])]) == 0
    assert main(args + [str(out["stream"]), "--stream"]) == 0
    assert main(args + [str(out["jobs"]), "--jobs", "2"]) == 0
    whole = _verdicts(out["whole"])
    assert whole == _verdicts(out["stream"]) == _verdicts(out["jobs"])
    assert len(whole) == 6 and "case-office" in {v[0] for v in whole} and spans > 30
    assert gc.isenabled()


def test_a_malformed_line_stops_every_mode_alike(provider, capture_content, tmp_path, capsys):
    _stories()
    _export(provider, tmp_path / "traces.jsonl")
    lines = (tmp_path / "traces.jsonl").read_text().splitlines(keepends=True)
    lines.insert(3, '{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "00", "spanId": "x"}]}]}]}\n')
    (tmp_path / "bad.jsonl").write_text("".join(lines))
    errors = []
    for extra in ([], ["--stream"], ["--jobs", "2"]):
        assert main(["attribute", str(tmp_path / "bad.jsonl"), "--no-progress", "-o",
                     str(tmp_path / "r.jsonl"), *extra]) == 2
        errors.append(capsys.readouterr().err.strip().splitlines()[-1])
        assert gc.isenabled()
    assert errors[0] == errors[1] == errors[2] and "line 4" in errors[0], errors


# ------------------------------------------------------------------------------------------------ subgraph reads
class _PlainFileSource(FileSource):
    """The file source as it read before: every span decoded again each time it is asked for, one query per id."""

    def _read(self, rows):
        self._memo = None
        return super()._read(rows)


def test_subgraphs_read_once_and_in_batches_are_the_same_spans(provider, capture_content, tmp_path, monkeypatch):
    _stories()
    _export(provider, tmp_path / "traces.jsonl")
    source = FileSource.index([str(tmp_path / "traces.jsonl")], str(tmp_path / "spill"))
    cases = source.failed_cases()
    assert {c.scope_key for c in cases} >= {"user=ann", "user=cat", "*"}
    loads = []
    real_loads = pickle.loads
    monkeypatch.setattr(files_source.pickle, "loads", lambda data: loads.append(1) or real_loads(data))
    fast = {c.case_id: source.subgraph_spans([c], SubgraphStats()) for c in cases}
    fast_loads = len(loads)
    plain = _PlainFileSource(source.directory)
    monkeypatch.setattr(files_source, "_IN_BATCH", 1)
    loads.clear()
    slow = {c.case_id: plain.subgraph_spans([c], SubgraphStats()) for c in cases}
    assert fast == slow
    assert fast_loads < len(loads)  # spans asked for again in a later round are not decoded again
    together = source.subgraph_spans(cases, SubgraphStats())
    assert together == plain.subgraph_spans(cases, SubgraphStats())
    assert source._memo is None and gc.isenabled()  # nothing held after the call
    source.close()
    plain.close()


def test_an_unknown_evidence_id_still_matches_the_end_of_a_variable_id(provider, capture_content, tmp_path):
    """Batched exact look-ups keep the fallback of an id no span declared: the variable ids it ends (and only for
    such an id: a declared id does not also bring the ids it ends)."""
    _stories()
    with operation("write", "mem.archive", user_id="ann") as op:
        op.output("old:mem:ann:0", "ann likes jazz", kind="memory_record")
    _export(provider, tmp_path / "traces.jsonl")
    source = FileSource.index([str(tmp_path / "traces.jsonl")], str(tmp_path / "spill"))
    every = (0, 2 ** 62)
    exact = source.spans_touching(["mem:ann:0"], *every)
    assert exact and "mem.archive" not in {r.name for r in exact}
    ends = source.spans_touching(["ann:0"], *every)  # "ann:0" ends "mem:ann:0" and "old:mem:ann:0"
    assert {r.key for r in ends} == {r.key for r in exact} | {r.key for r in ends if r.name == "mem.archive"}
    assert "mem.archive" in {r.name for r in ends}
    both = source.spans_touching(["mem:ann:0", "ben:1", "nothing:here"], *every)
    assert {r.key for r in both} == {r.key for r in exact} | {r.key for r in source.spans_touching(["mem:ben:1"],
                                                                                                    *every)}
    source.close()


def test_a_file_source_from_an_older_pickle_has_no_memo(tmp_path):
    source = FileSource(str(tmp_path))
    state = source.__getstate__()
    del state["_memo"]  # what an older version's workers were sent
    copy = FileSource.__new__(FileSource)
    copy.__setstate__(state)
    assert copy._memo is None and copy.directory == str(tmp_path)
