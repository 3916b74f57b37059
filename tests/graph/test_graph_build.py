"""Building the evolution graph from spans: versions, version-0 resolution, order independence, mirrors."""

from __future__ import annotations

import json
import random

import pytest
from graph_spans import mem0_story, op, outcome, sid, tid, var

from memtrace_otel import semconv as sc
from memtrace_otel.graph import EvolutionGraph, build_graph, make_op_id
from memtrace_otel.span_record import EventRecord, LinkRecord, SpanRecord

I, O = "input", "output"


def oid(trace: int, span: int) -> str:
    return make_op_id(tid(trace), sid(span))


def test_create_update_delete_make_a_version_chain_with_a_tombstone():
    g = build_graph(mem0_story())
    history = g.record_history("mem0:a")
    assert [v.version for v in history] == [1, 2, 3]
    assert [v.content for v in history] == ["likes blue", "likes red", None]
    assert [v.deleted for v in history] == [False, False, True]
    assert [v.producer_op_id for v in history] == [oid(1, 3), oid(2, 4), oid(2, 5)]
    assert g.producer("mem0:a@3").kind == "delete"
    assert [e.relation for e in g.inputs(oid(2, 5))] == ["deletes"]
    assert [e.change for e in g.outputs(oid(2, 5))] == ["delete"]
    # the version chain is lineage: the tombstone descends from the first version
    assert "mem0:a@3" in g.descendants("mem0:a@1")
    assert "mem0:a@1" in g.ancestors("mem0:a@3")
    assert g.latest_version("mem0:a").version == 3
    assert g.latest_version("mem0:a", before_op=oid(2, 5)).version == 2
    assert g.latest_version("mem0:a", before_op=oid(1, 3)) is None


def test_operation_fields_come_from_the_span():
    g = build_graph(mem0_story())
    o = g.operations[oid(3, 6)]
    assert (o.kind, o.op_name, o.stage, o.system, o.seq, o.process) == (
        "retrieve", "mem0.search", "retrieval", "mem0", 6, "proc-1")
    assert o.scope_key == "user=alice"
    assert o.service_name == "svc"
    assert o.attributes[sc.MEMTRACE_OP_NAME] == "mem0.search"
    assert g.operations[oid(1, 3)].stage == "construction"


def test_version_zero_input_resolves_to_latest_earlier_version():
    g = build_graph(mem0_story())
    edge = g.inputs(oid(3, 6))[1]
    assert (edge.node_id, edge.declared_version, edge.rank, edge.score) == ("mem0:b@1", 0, 0, 0.8)
    assert [c.op_id for c in g.consumers("mem0:b@1")] == [oid(3, 6)]
    assert "mem0:b@0" not in g.variables


def _reader(seq=10, trace=9, span=90):
    return op(trace, span, "retrieve", seq, variables=[var("mem0:z", I, 0, relation="reads", hash="sha256:aaaa")])


def _writer(version, seq, span, change="create"):
    return op(8, span, "write" if version == 1 else "update", seq,
              variables=[var("mem0:z", O, version, change=change, content=f"v{version}")])


def test_version_zero_placeholder_then_late_producers_re_resolve():
    g = EvolutionGraph()
    g.add_span(_reader(seq=10))
    assert g.inputs(oid(9, 90))[0].node_id == "mem0:z@0"
    placeholder = g.variables["mem0:z@0"]
    assert placeholder.placeholder and placeholder.hash == "sha256:aaaa"
    assert g.versions("mem0:z") == []

    g.add_span(_writer(1, 2, 81))  # arrives late, ran earlier
    assert g.inputs(oid(9, 90))[0].node_id == "mem0:z@1"
    assert "mem0:z@0" not in g.variables
    g.add_span(_writer(2, 5, 82, "update"))
    assert g.inputs(oid(9, 90))[0].node_id == "mem0:z@2"
    g.add_span(_writer(3, 20, 83, "update"))  # ran after the read: must not change it
    assert g.inputs(oid(9, 90))[0].node_id == "mem0:z@2"
    assert [c.op_id for c in g.consumers("mem0:z@2")] == [oid(9, 90)]
    assert g.consumers("mem0:z@1") == []


def test_version_zero_uses_producer_hint():
    hinted = op(9, 91, "retrieve", 50, variables=[
        var("mem0:z", I, 0, relation="reads", producer=(tid(8), sid(81)))])
    g = build_graph([hinted, _writer(1, 2, 81), _writer(2, 5, 82, "update")])
    assert g.inputs(oid(9, 91))[0].node_id == "mem0:z@1"


def _canonical(g: EvolutionGraph) -> str:
    return json.dumps(g.to_dict(), sort_keys=True)


def _rich_story() -> list[SpanRecord]:
    spans = mem0_story() + [_reader(seq=10), _writer(1, 2, 81), _writer(2, 5, 82, "update"),
                            _writer(3, 20, 83, "update")]
    # an unrelated HTTP span and a span declaring an already-known version with less detail
    spans.append(SpanRecord(tid(3), sid(99), "POST /v1/chat", parent_span_id=sid(7), attributes={"http.method": "POST"}))
    spans.append(op(4, 41, "retrieve", 30, variables=[var("mem0:b", I, 1, relation="reads", content="other text")]))
    return spans


@pytest.mark.parametrize("seed", range(8))
def test_same_spans_in_any_order_with_duplicates_give_identical_graph(seed):
    spans = _rich_story()
    expected = _canonical(build_graph(spans))
    rng = random.Random(seed)
    shuffled = spans + rng.sample(spans, k=len(spans) // 2)  # duplicates delivered again
    rng.shuffle(shuffled)
    g = EvolutionGraph()
    added = g.add_spans(shuffled)
    assert added == sum(1 for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND))
    assert _canonical(g) == expected


def test_duplicate_span_is_not_added_twice():
    spans = mem0_story()
    g = build_graph(spans)
    assert g.add_span(spans[2]) is False
    assert len(g.consumers("fact:t1:0@1")) == 1


def test_node_fields_prefer_the_producer_declaration():
    g = build_graph(_rich_story())
    # an input elsewhere declared different content for mem0:b@1; the writer's declaration wins
    assert g.variables["mem0:b@1"].content == "lives in Paris"


def test_cross_trace_join_by_var_id():
    g = build_graph(mem0_story())
    # write (trace 1) -> update (trace 2) -> delete (trace 2); write -> retrieve (trace 3)
    assert oid(1, 3) in g.ancestors(oid(2, 5))
    assert oid(3, 6) in g.descendants(oid(1, 3))
    assert {o.trace_id for o in g.ops_in_order()} == {tid(1), tid(2), tid(3)}


def test_ignored_spans_and_span_parents():
    g = build_graph(_rich_story())
    assert make_op_id(tid(3), sid(99)) not in g.operations
    assert g.parent(oid(3, 7)).op_id == oid(3, 6)
    assert [c.op_id for c in g.children(oid(1, 1))] == [oid(1, 2), oid(1, 3)]
    assert g.parent(oid(1, 1)) is None


def test_parent_climbs_through_non_memory_spans():
    http = SpanRecord(tid(5), sid(2), "POST /add", parent_span_id=sid(1))
    child = op(5, 3, "extract", 2, parent=2)
    g = build_graph([child, op(5, 1, "ingest", 1), http])
    assert g.parent(oid(5, 3)).op_id == oid(5, 1)


def test_mirrors_only_spans_like_jaeger_v1():
    # Jaeger's v1 model keeps attributes but may lose events and link attributes
    w = SpanRecord(tid(6), sid(1), "write", start_ns=10, attributes={
        sc.MEMTRACE_OP_KIND: "write", sc.MEMTRACE_OP_SEQ: 1, sc.MEMTRACE_OP_PROCESS: "p",
        sc.MEMTRACE_INPUTS: ("fact:x@1",), sc.MEMTRACE_OUTPUTS: ("mem0:m@1",)})
    u = SpanRecord(tid(7), sid(2), "update", start_ns=20, attributes={
        sc.MEMTRACE_OP_KIND: "update", sc.MEMTRACE_OP_SEQ: 2, sc.MEMTRACE_OP_PROCESS: "p",
        sc.MEMTRACE_INPUTS: ("mem0:m@1",), sc.MEMTRACE_OUTPUTS: ("mem0:m@2",),
        sc.MEMTRACE_LINEAGE_TRACE_IDS: (tid(6),), sc.MEMTRACE_LINEAGE_SPAN_IDS: (sid(1),),
        sc.MEMTRACE_LINEAGE_RELATIONS: ("updates",), sc.MEMTRACE_LINEAGE_VARIABLES: ("mem0:m@1",)},
        links=[LinkRecord(tid(6), sid(1), {})])
    r = SpanRecord(tid(8), sid(3), "search", start_ns=30, attributes={
        sc.MEMTRACE_OP_KIND: "retrieve", sc.MEMTRACE_OP_SEQ: 3, sc.MEMTRACE_OP_PROCESS: "p",
        sc.MEMTRACE_INPUTS: '["mem0:m@0"]', sc.MEMTRACE_OUTPUTS: ("rs:1@1",)})
    g = build_graph([r, u, w])
    assert g.variables["mem0:m@1"].kind is None
    assert g.producer("mem0:m@2").op_id == make_op_id(tid(7), sid(2))
    assert [(e.node_id, e.relation) for e in g.inputs(make_op_id(tid(7), sid(2)))] == [("mem0:m@1", "updates")]
    assert g.operations[make_op_id(tid(7), sid(2))].links == [(tid(6), sid(1), "updates")]
    assert g.inputs(make_op_id(tid(8), sid(3)))[0].node_id == "mem0:m@2"
    assert make_op_id(tid(6), sid(1)) in g.ancestors("rs:1@1")


def test_events_win_over_mirrors():
    span = op(1, 1, "write", 1, variables=[var("mem0:q", O, 1, change="create")],
              attrs={sc.MEMTRACE_OUTPUTS: ("mem0:q@1", "mem0:extra@1")})
    g = build_graph([span])
    assert [e.node_id for e in g.outputs(oid(1, 1))] == ["mem0:q@1"]


def test_malformed_variable_events_are_skipped():
    bad = op(1, 1, "write", 1, variables=[EventRecord(sc.VARIABLE_EVENT, 0, {sc.VAR_ROLE: "output"}),
                                          var("ok", O, 1, change="create")],
             attrs={})
    mirror = SpanRecord(tid(2), sid(2), "x", attributes={sc.MEMTRACE_OP_KIND: "write",
                                                         sc.MEMTRACE_OUTPUTS: ("no-version", "v@x", "fine@2")})
    g = build_graph([bad, mirror])
    assert [e.node_id for e in g.outputs(oid(1, 1))] == ["ok@1"]
    assert [e.node_id for e in g.outputs(make_op_id(tid(2), sid(2)))] == ["fine@2"]
    assert g.skipped_declarations == 3


def test_unchanged_output_does_not_steal_the_producer():
    spans = [
        op(1, 1, "write", 1, variables=[var("r", O, 1, change="create", content="x")]),
        op(1, 2, "decide", 2, variables=[var("r", I, 1, relation="reads"), var("r", O, 1, change="unchanged")]),
    ]
    for order in (spans, spans[::-1]):
        g = build_graph(order)
        assert g.producer("r@1").op_id == oid(1, 1)
        assert [o.op_id for o in g.writers("r@1")] == [oid(1, 1), oid(1, 2)]


def test_outcomes_and_failed_outcomes():
    g = build_graph(mem0_story() + [outcome(3, 9, 7, status="correct", case_id="case-2", seq=101)])
    assert [o.case_id for o in g.outcomes()] == ["case-1", "case-2"]
    [failed] = g.failed_outcomes()
    assert (failed.status, failed.score, failed.question, failed.expected, failed.actual, failed.feedback) == (
        "failed", 0.0, "Q?", "blue", "red", "wrong colour")
    assert failed.answer_op_id == oid(3, 7)
    assert failed.answer_node_id == "answer:q1@1"  # derived from the answer op's answer-kind output
    assert failed.evidence_ids == ("msg:c1:D1:1",)


def test_outcome_without_answer_attributes_uses_its_parent_span():
    o = outcome(3, 8, 7)
    for name in (sc.OUTCOME_ANSWER_TRACE_ID, sc.OUTCOME_ANSWER_SPAN_ID):
        del o.attributes[name]
    g = build_graph(mem0_story()[:-1] + [o])
    assert g.outcomes()[0].answer_op_id == oid(3, 7)


def test_verdict_spans_are_kept_out_of_operations():
    verdict = SpanRecord(tid(3), sid(50), sc.RCA_SPAN_NAME, attributes={
        sc.MEMTRACE_OP_KIND: "judge", sc.RCA_ERROR_TYPE: "UpdateError", sc.RCA_CASE_ID: "case-1",
        sc.RCA_CONFIDENCE: 0.9, sc.RCA_FAILED_TRACE_ID: tid(3), sc.RCA_FAILED_SPAN_ID: sid(8)},
        links=[LinkRecord(tid(2), sid(4), {})])
    marker = SpanRecord(tid(2), sid(51), sc.RCA_MARKER_SPAN_NAME, parent_span_id=sid(4),
                        attributes={sc.RCA_ERROR_TYPE: "UpdateError"})
    g = build_graph(mem0_story() + [verdict, marker])
    assert make_op_id(tid(3), sid(50)) not in g.operations
    assert all(o.name not in (sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME) for o in g.ops_in_order())
    vs = g.verdicts()
    assert sorted((v.name, v.root_cause_op_id) for v in vs) == sorted(
        [(sc.RCA_SPAN_NAME, oid(2, 4)), (sc.RCA_MARKER_SPAN_NAME, oid(2, 4))])
    assert next(v for v in vs if v.name == sc.RCA_SPAN_NAME).failed_op_id == oid(3, 8)
    assert g.add_span(verdict) is False


def test_json_round_trip():
    g = build_graph(_rich_story())
    d = g.to_dict()
    json.dumps(d)  # JSON-able
    g2 = EvolutionGraph.from_dict(json.loads(json.dumps(d)))
    assert g2.to_dict() == d
    assert g2.failed_outcomes()[0].answer_node_id == "answer:q1@1"
    assert g2.record_history("mem0:a") == g.record_history("mem0:a")
    # the reloaded graph keeps resolving version-0 reads
    g2.add_span(_writer(4, 9, 84, "update"))
    assert g2.inputs(oid(9, 90))[0].node_id == "mem0:z@4"


def _random_spans(seed: int) -> list[SpanRecord]:
    """Writers, updaters, version-0 readers and mirror-only spans over a few shared ids, in random execution order."""
    rng = random.Random(seed)
    ids = [f"rec:{i}" for i in range(4)]
    versions = {i: 0 for i in ids}
    spans = []
    for n in range(40):
        var_id = rng.choice(ids)
        seq = rng.randrange(1000)
        roll = rng.random()
        if roll < 0.35 or versions[var_id] == 0:
            versions[var_id] += 1
            v = versions[var_id]
            events = [var(var_id, O, v, change="create" if v == 1 else "update", content=f"{var_id} v{v}")]
            if v > 1:
                events.insert(0, var(var_id, I, v - 1, relation="updates"))
            spans.append(op(1 + n % 3, n + 1, "write", seq, variables=events))
        elif roll < 0.75:
            spans.append(op(1 + n % 3, n + 1, "retrieve", seq, variables=[
                var(var_id, I, 0, relation="reads", content=f"read {n}"),
                var(rng.choice(ids), I, rng.randint(0, versions[var_id]), relation="reads")]))
        elif roll < 0.85:
            spans.append(op(1 + n % 3, n + 1, "decide", seq, variables=[
                var(var_id, O, versions[var_id], change="unchanged", content=f"touched {n}")]))
        else:
            spans.append(SpanRecord(tid(1 + n % 3), sid(n + 1), "mirror", start_ns=seq, attributes={
                sc.MEMTRACE_OP_KIND: "retrieve", sc.MEMTRACE_OP_SEQ: seq, sc.MEMTRACE_OP_PROCESS: "p",
                sc.MEMTRACE_INPUTS: (f"{var_id}@0", f"{var_id}@{versions[var_id]}")}))
    return spans


@pytest.mark.parametrize("seed", range(12))
def test_random_histories_are_order_independent(seed):
    spans = _random_spans(seed)
    expected = _canonical(build_graph(spans))
    rng = random.Random(seed + 100)
    for _ in range(4):
        shuffled = spans + rng.sample(spans, k=5)
        rng.shuffle(shuffled)
        g = EvolutionGraph()
        for rec in shuffled:  # one at a time, as a collector receives them
            g.add_span(rec)
        assert _canonical(g) == expected
    # every resolved version-0 read points at the latest version produced before the reader
    g = build_graph(spans)
    for o in g.ops_in_order():
        for e in o.inputs:
            if e.declared_version == 0 and not e.node_id.endswith("@0"):
                var_id = e.node_id.rpartition("@")[0]
                assert g.latest_version(var_id, before_op=o).node_id == e.node_id


def test_versions_produced_out_of_version_order_any_arrival():
    # m@2 is written before m@1 in execution order: the index keeps the produced pairs apart; readers of version 0
    # and latest_version(before_op) follow execution order, whatever order the spans arrive in
    spans = [
        op(20, 1, "write", 1, variables=[var("m", "output", 2, change="create")]),
        op(21, 2, "retrieve", 2, variables=[var("m", "input", 0, relation="reads")]),
        op(22, 3, "write", 3, variables=[var("m", "output", 1, change="create")]),
        op(23, 4, "write", 4, variables=[var("m", "output", 3, change="update")]),
        op(24, 5, "retrieve", 5, variables=[var("m", "input", 0, relation="reads")]),
    ]
    expected = None
    for order in ([0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]):
        g = build_graph([spans[i] for i in order])
        got = ([v.node_id for v in g.versions("m")], g.latest_version("m", oid(21, 2)).node_id,
               g.latest_version("m", oid(24, 5)).node_id, g.latest_version("m", oid(23, 4)).node_id,
               [e.node_id for e in g.operations[oid(21, 2)].inputs], [e.node_id for e in g.operations[oid(24, 5)].inputs],
               g.to_dict())
        assert got[:6] == (["m@1", "m@2", "m@3"], "m@2", "m@3", "m@1", ["m@2"], ["m@3"])
        assert expected is None or got == expected
        expected = got
