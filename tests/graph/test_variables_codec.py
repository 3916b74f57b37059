"""Encoding v3 of declared variables (ids and contents as arrays, the other columns in one JSON object per role) and
the one decoder of v1, v2 and v3 (variables_codec)."""

from __future__ import annotations

import json

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from memtrace_otel import api, capture, operation
from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec as codec
from memtrace_otel.collector.processors.index import var_refs
from memtrace_otel.config import configure, reset_from_env
from memtrace_otel.graph.build import build_graph
from memtrace_otel.span_record import EventRecord, SpanRecord, from_readable_span
from graph_spans import op, sid, tid, var


@pytest.fixture
def spans():
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    api.set_tracer_provider(provider)
    try:
        yield exporter
    finally:
        api.set_tracer_provider(None)
        reset_from_env()


INPUT_KEYS_PACKED, OUTPUT_KEYS_PACKED = codec.INPUT_KEYS.packed(), codec.OUTPUT_KEYS.packed()


def _by_name(exporter, name):
    return next(s for s in exporter.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_NAME) == name)


def test_v3_is_ids_array_plus_one_json_columns_object_no_variable_events(spans):
    configure(capture_content=True)
    with operation("write", "kb.add") as w:
        w.output("rec-1", "alice lives in berlin", kind="memory_record")
    with operation("retrieve", "kb.search") as r:
        r.input("q-1", "where does alice live", kind="query", relation="derived_from")
        r.input("rec-1", "alice lives in berlin", kind="memory_record", rank=0, score=0.25)
        r.output("set:1", "alice lives in berlin", kind="retrieved_set", source_ids=["rec-1"])
    span = _by_name(spans, "kb.search")
    writer = _by_name(spans, "kb.add")
    raw = span.attributes
    # one string per role holds the packed columns; no v2 column array is written
    assert isinstance(raw[sc.INPUT_COLUMNS], str) and isinstance(raw[sc.OUTPUT_COLUMNS], str)
    assert set(json.loads(raw[sc.INPUT_COLUMNS])) == {"hashes", "kinds", "relations", "ranks", "scores", "producers"}
    assert set(json.loads(raw[sc.OUTPUT_COLUMNS])) == {"hashes", "kinds", "changes", "source_ids", "source_counts"}
    assert not set(INPUT_KEYS_PACKED + OUTPUT_KEYS_PACKED) & set(raw)
    assert codec.encoding(raw) == 3
    a = codec.expanded(raw)
    assert not [e for e in span.events if e.name == sc.VARIABLE_EVENT]
    assert a[sc.MEMTRACE_INPUTS] == ("q-1@1", "rec-1@1")
    assert a[sc.INPUT_HASHES] == (capture.content_hash("where does alice live"),
                                  capture.content_hash("alice lives in berlin"))
    assert a[sc.INPUT_KINDS] == ("query", "memory_record")
    assert a[sc.INPUT_RELATIONS] == ("derived_from", "reads")
    assert a[sc.INPUT_RANKS] == (-1, 0) and a[sc.INPUT_SCORES] == ("", "0.25")
    w_ctx = writer.get_span_context()
    assert a[sc.INPUT_PRODUCERS] == ("", f"{w_ctx.trace_id:032x}-{w_ctx.span_id:016x}")
    assert a[sc.INPUT_CONTENTS] == ("where does alice live", "alice lives in berlin")
    assert a[sc.OUTPUT_CHANGES] == ("create",) and a[sc.OUTPUT_SOURCE_IDS] == ("rec-1",)
    assert a[sc.OUTPUT_SOURCE_COUNTS] == (1,)
    # a link only to the producer in another trace; none of the v1 lineage mirrors
    assert [(link.context.span_id, link.attributes[sc.LINK_RELATION]) for link in span.links] == [
        (w_ctx.span_id, "reads")]
    assert not set(codec.LINEAGE_MIRROR_KEYS) & set(a)
    # decoded as the v1 event attributes were
    rec = codec.span_variables(span, "input")[1]
    assert rec == {sc.VAR_ID: "rec-1", sc.VAR_ROLE: "input", sc.VAR_VERSION: 1, sc.VAR_KIND: "memory_record",
                   sc.VAR_HASH: capture.content_hash("alice lives in berlin"), sc.VAR_RELATION: "reads",
                   sc.VAR_RANK: 0, sc.VAR_SCORE: 0.25, sc.VAR_CONTENT: "alice lives in berlin",
                   sc.VAR_PRODUCER_TRACE_ID: f"{w_ctx.trace_id:032x}", sc.VAR_PRODUCER_SPAN_ID: f"{w_ctx.span_id:016x}"}


def test_capture_off_has_no_content_column_and_keeps_ids_and_hashes(spans):
    configure(capture_content=False)
    with operation("retrieve", "kb.search") as r:
        r.input("q-1", "secret question", kind="query")
    a = codec.expanded(_by_name(spans, "kb.search").attributes)
    assert sc.INPUT_CONTENTS not in a and sc.INPUT_TRUNCATED not in a
    assert a[sc.MEMTRACE_INPUTS] == ("q-1@1",) and a[sc.INPUT_HASHES] == (capture.content_hash("secret question"),)


def test_same_trace_producer_has_a_column_entry_and_no_link(spans):
    with operation("ingest", "app.turn") as parent:
        with operation("write", "kb.add") as w:
            w.output("rec-1", "x", kind="memory_record")
        with operation("retrieve", "kb.get") as r:
            r.input("rec-1", "x", kind="memory_record")
    assert parent.recording
    span = _by_name(spans, "kb.get")
    assert not span.links
    w_ctx = _by_name(spans, "kb.add").get_span_context()
    assert codec.expanded(span.attributes)[sc.INPUT_PRODUCERS] == (f"{w_ctx.trace_id:032x}-{w_ctx.span_id:016x}",)
    # the graph still sees the lineage link (producer column)
    g = build_graph([from_readable_span(s) for s in spans.get_finished_spans()])
    get = next(o for o in g.operations.values() if o.op_name == "kb.get")
    assert [(s, rel) for _, s, rel in get.links] == [(f"{w_ctx.span_id:016x}", "reads")]


def test_detail_cap_keeps_ids_and_hashes_and_id_cap_counts_the_rest(spans):
    configure(capture_content=True, max_variables=3, max_variable_ids=5)
    with operation("retrieve", "kb.search") as r:
        for i in range(7):
            r.input(f"rec-{i}", f"text {i}", kind="memory_record", rank=i, score=1.0 / (i + 1))
    a = codec.expanded(_by_name(spans, "kb.search").attributes)
    assert a[sc.MEMTRACE_INPUTS] == tuple(f"rec-{i}@0" for i in range(5))
    assert a[sc.INPUT_HASHES] == tuple(capture.content_hash(f"text {i}") for i in range(5))
    assert len(a[sc.INPUT_KINDS]) == len(a[sc.INPUT_RANKS]) == len(a[sc.INPUT_CONTENTS]) == 3
    assert a[sc.MEMTRACE_VARIABLES_DROPPED] == 2
    decoded = codec.variables(a, (), "input")
    assert decoded[4] == {sc.VAR_ID: "rec-4", sc.VAR_ROLE: "input", sc.VAR_VERSION: 0,
                          sc.VAR_HASH: capture.content_hash("text 4")}
    assert decoded[2][sc.VAR_RANK] == 2 and decoded[2][sc.VAR_CONTENT] == "text 2"


def test_truncated_content_is_flagged_by_index(spans):
    configure(capture_content=True, max_content_length=5)
    with operation("write", "kb.add") as w:
        w.output("a", "short", kind="memory_record")
        w.output("b", "a much longer text", kind="memory_record")
    a = _by_name(spans, "kb.add").attributes
    assert a[sc.OUTPUT_TRUNCATED] == (1,)
    short, long_ = codec.variables(a, (), "output")
    assert sc.VAR_CONTENT_TRUNCATED not in short and long_[sc.VAR_CONTENT_TRUNCATED] is True
    assert long_[sc.VAR_HASH] == capture.content_hash("a much longer text")


def test_backends_that_store_arrays_as_json_text_decode_the_same():
    attrs = {sc.MEMTRACE_INPUTS: '["q@1","rec@2"]', sc.INPUT_HASHES: '["sha256:a","sha256:b"]',
             sc.INPUT_KINDS: '["query","memory_record"]', sc.INPUT_RELATIONS: '["derived_from","reads"]',
             sc.INPUT_RANKS: "[-1,0]", sc.INPUT_SCORES: '["","0.5"]',
             sc.INPUT_PRODUCERS: '["","%s-%s"]' % (tid(1), sid(2))}
    as_tuples = {k: tuple(json.loads(v)) for k, v in attrs.items()}
    assert codec.declarations(attrs) == codec.declarations(as_tuples)
    d = codec.declarations(attrs)[1]
    assert (d.var_id, d.version, d.rank, d.score, d.producer) == ("rec", 2, 0, 0.5, (tid(1), sid(2)))
    assert codec.lineage(attrs, tid(9), sid(9)) == [(tid(1), sid(2), "reads", "rec@2")]
    assert [r[:3] for r in codec.index_rows(attrs)] == [("q", 1, "input"), ("rec", 2, "input")]


def _v2_span(trace: int, span: int, kind: str, attrs: dict, start: int) -> SpanRecord:
    base = {sc.MEMTRACE_OP_KIND: kind, sc.MEMTRACE_OP_NAME: f"app.{kind}", sc.MEMTRACE_OP_SEQ: start,
            sc.MEMTRACE_OP_PROCESS: "p1"}
    return SpanRecord(tid(trace), sid(span), f"app.{kind}", start_ns=start, end_ns=start + 1,
                      attributes={**base, **attrs})


def test_old_and_new_encoding_build_one_graph():
    """A v1 span (memtrace.variable events, as exported by 0.1.0) writes rec-1@1 and rec-1@2; a v2 span reads
    rec-1@2 and answers; a v1 mirror-only span (events dropped by a backend) reads it too: one graph."""
    old_write = op(1, 1, "write", 1, variables=[var("rec-1", "output", 1, change="create", content="berlin")])
    old_update = op(2, 2, "update", 2, variables=[
        var("rec-1", "input", 1, relation="updates", producer=(tid(1), sid(1))),
        var("rec-1", "output", 2, change="update", content="paris")])
    new_read = _v2_span(3, 3, "retrieve", {
        sc.MEMTRACE_INPUTS: ("q-1@1", "rec-1@2"), sc.INPUT_HASHES: ("sha256:q", "sha256:r"),
        sc.INPUT_KINDS: ("query", "memory_record"), sc.INPUT_RELATIONS: ("derived_from", "reads"),
        sc.INPUT_RANKS: (-1, 0), sc.INPUT_SCORES: ("", "0.9"),
        sc.INPUT_PRODUCERS: ("", f"{tid(2)}-{sid(2)}"), sc.INPUT_CONTENTS: ("where does alice live", "paris"),
        sc.MEMTRACE_OUTPUTS: ("answer:q-1@1",), sc.OUTPUT_HASHES: ("sha256:a",), sc.OUTPUT_KINDS: ("answer",),
        sc.OUTPUT_CHANGES: ("derive",), sc.OUTPUT_SOURCE_IDS: ("rec-1",), sc.OUTPUT_SOURCE_COUNTS: (1,)}, 3)
    mirror_read = _v2_span(4, 4, "retrieve", {
        sc.MEMTRACE_INPUTS: ("rec-1@0",), sc.MEMTRACE_LINEAGE_TRACE_IDS: (tid(2),),
        sc.MEMTRACE_LINEAGE_SPAN_IDS: (sid(2),), sc.MEMTRACE_LINEAGE_RELATIONS: ("reads",),
        sc.MEMTRACE_LINEAGE_VARIABLES: ("rec-1@0",)}, 4)
    assert [codec.encoding(r.attributes, r.events) for r in (old_write, new_read, mirror_read)] == [1, 2, 0]

    g = build_graph([new_read, mirror_read, old_update, old_write])
    assert g.skipped_declarations == 0
    v2 = g.variables["rec-1@2"]
    assert v2.content == "paris" and v2.producer_op_id == f"{tid(2)}:{sid(2)}"
    read = g.operations[f"{tid(3)}:{sid(3)}"]
    by_node = {e.node_id: e for e in read.inputs}
    assert (by_node["rec-1@2"].relation, by_node["rec-1@2"].rank, by_node["rec-1@2"].score) == ("reads", 0, 0.9)
    assert by_node["q-1@1"].relation == "derived_from"
    assert g.variables["q-1@1"].content == "where does alice live" and g.variables["q-1@1"].kind == "query"
    assert [e.node_id for e in read.outputs] == ["answer:q-1@1"]
    assert g.variables["answer:q-1@1"].source_ids == ("rec-1",)
    assert read.links == [(tid(2), sid(2), "reads")]
    assert not set(codec.VARIABLE_KEYS) & set(read.attributes)
    # the mirror-only v1 read resolves its version-0 read to the latest version, rec-1@2
    mirror = g.operations[f"{tid(4)}:{sid(4)}"]
    assert [e.node_id for e in mirror.inputs] == ["rec-1@2"]
    # the collector's index reads both encodings alike
    assert [tuple(r) for r in var_refs(new_read)] == [("q-1", 1, "input", "", "derived_from"),
                                                      ("rec-1", 2, "input", "", "reads"),
                                                      ("answer:q-1", 1, "output", "derive", "")]
    assert [tuple(r) for r in var_refs(old_update)] == [("rec-1", 1, "input", "", "updates"),
                                                        ("rec-1", 2, "output", "update", "")]


def test_malformed_v2_entries_are_skipped_not_fatal():
    rec = _v2_span(1, 1, "retrieve", {sc.MEMTRACE_INPUTS: ("@3", "ok@1"), sc.INPUT_HASHES: ("h",),
                                      sc.INPUT_RANKS: ("x", "y")}, 1)
    g = build_graph([rec])
    assert [e.node_id for e in g.operations[f"{tid(1)}:{sid(1)}"].inputs] == ["ok@1"]
    assert g.skipped_declarations == 1


def test_variable_event_records_for_v1_style_readers():
    rec = _v2_span(1, 1, "write", {sc.MEMTRACE_OUTPUTS: ("a@1",), sc.OUTPUT_HASHES: ("h",)}, 1)
    events = codec.variable_event_records(rec.attributes, rec.events)
    assert events == [EventRecord(sc.VARIABLE_EVENT, 0, {sc.VAR_ID: "a", sc.VAR_ROLE: "output",
                                                         sc.VAR_VERSION: 1, sc.VAR_HASH: "h"})]


def test_said_at_column_round_trips_and_is_dropped_with_the_content(spans):
    configure(capture_content=True)
    with operation("write", "kb.add") as w:
        w.output("rec-1", "see you tomorrow", kind="memory_record", said_at="2025-03-06")
        w.output("rec-2", "no date", kind="memory_record")
    span = _by_name(spans, "kb.add")
    assert span.attributes[sc.OUTPUT_SAID_AT] == ("2025-03-06", "")
    decls = codec.declarations(span.attributes)
    assert [d.said_at for d in decls] == ["2025-03-06", None]
    assert sc.OUTPUT_SAID_AT not in codec.without_content(span.attributes)
    # v1-shaped dicts carry it too, and a v1 event with it decodes to the same declaration
    (first, _) = codec.variables(span.attributes)
    assert first[sc.VAR_SAID_AT] == "2025-03-06"
    assert codec.declarations({}, [EventRecord(sc.VARIABLE_EVENT, 0, first)])[0].said_at == "2025-03-06"
    graph = build_graph([from_readable_span(span)])
    assert graph.variables["rec-1@1"].said_at == "2025-03-06" and graph.variables["rec-2@1"].said_at is None
    data = graph.to_dict()
    assert "said_at" not in next(v for v in data["variables"] if v["var_id"] == "rec-2")
    assert type(graph).from_dict(data).variables["rec-1@1"].said_at == "2025-03-06"


def _pack(attrs: dict) -> dict:
    """A v2 span's attributes as v3 writes them: the packed columns in one JSON object per role."""
    out = dict(attrs)
    for columns_key, keys in ((sc.INPUT_COLUMNS, codec.INPUT_KEYS), (sc.OUTPUT_COLUMNS, codec.OUTPUT_KEYS)):
        cols = {key.rsplit(".", 1)[1]: list(out.pop(key)) for key in keys.packed() if key in out}
        if cols:
            out[columns_key] = json.dumps(cols)
    return out


def test_v2_and_v3_spans_of_the_same_read_decode_and_index_alike():
    v2 = {sc.MEMTRACE_INPUTS: ("q-1@1", "rec-1@2"), sc.INPUT_HASHES: ("sha256:q", "sha256:r"),
          sc.INPUT_KINDS: ("query", "memory_record"), sc.INPUT_RELATIONS: ("derived_from", "reads"),
          sc.INPUT_RANKS: (-1, 0), sc.INPUT_SCORES: ("", "0.9"),
          sc.INPUT_PRODUCERS: ("", f"{tid(2)}-{sid(2)}"), sc.INPUT_CONTENTS: ("where does alice live", "paris"),
          sc.MEMTRACE_OUTPUTS: ("answer:q-1@1",), sc.OUTPUT_HASHES: ("sha256:a",), sc.OUTPUT_KINDS: ("answer",),
          sc.OUTPUT_CHANGES: ("derive",), sc.OUTPUT_SOURCE_IDS: ("rec-1",), sc.OUTPUT_SOURCE_COUNTS: (1,)}
    v3 = _pack(v2)
    assert set(v3) == {sc.MEMTRACE_INPUTS, sc.MEMTRACE_OUTPUTS, sc.INPUT_COLUMNS, sc.OUTPUT_COLUMNS,
                       sc.INPUT_CONTENTS}
    assert [codec.encoding(v2), codec.encoding(v3)] == [2, 3]
    assert codec.declarations(v3) == codec.declarations(v2)
    assert codec.lineage(v3, tid(3), sid(3)) == codec.lineage(v2, tid(3), sid(3)) == [
        (tid(2), sid(2), "reads", "rec-1@2")]
    assert codec.index_rows(v3) == codec.index_rows(v2)
    assert codec.expanded(v3) == v2 and codec.expanded(v2) is v2
    g2 = build_graph([_v2_span(3, 3, "retrieve", v2, 3)])
    g3 = build_graph([_v2_span(3, 3, "retrieve", v3, 3)])
    assert g3.to_dict() == g2.to_dict()
    assert not set(codec.VARIABLE_KEYS) & set(g3.operations[f"{tid(3)}:{sid(3)}"].attributes)


@pytest.mark.parametrize("bad", ['{"hashes": ["h"', '["h"]', "17"])
def test_a_malformed_columns_object_reads_as_ids_only_and_says_why(bad):
    attrs = {sc.MEMTRACE_INPUTS: ("rec-1@2",), sc.INPUT_COLUMNS: bad}
    skipped: list[str] = []
    decls = codec.declarations(attrs, (), skipped)
    assert [(d.var_id, d.version, d.hash) for d in decls] == [("rec-1", 2, None)]
    assert len(skipped) == 1 and sc.INPUT_COLUMNS in skipped[0]
