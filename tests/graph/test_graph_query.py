"""Queries over the evolution graph: lineage, subgraphs, evidence-to-answer paths, ordering."""

from __future__ import annotations

from graph_spans import mem0_story, op, sid, tid, var

from memtrace_otel.graph import build_graph, make_op_id

I, O = "input", "output"


def oid(trace: int, span: int) -> str:
    return make_op_id(tid(trace), sid(span))


def test_ops_in_order_breaks_wall_clock_ties_by_process_and_seq():
    same_start = [op(1, 1, "write", 2, start=0, process="b"), op(1, 2, "write", 1, start=0, process="b"),
                  op(1, 3, "write", 9, start=0, process="a")]
    g = build_graph(same_start)
    assert [o.op_id for o in g.ops_in_order()] == [oid(1, 3), oid(1, 2), oid(1, 1)]
    assert g.position(oid(1, 1)) == 2


def test_ancestors_of_the_answer_reach_the_evidence_message():
    g = build_graph(mem0_story())
    anc = g.ancestors("answer:q1@1")
    assert {"msg:c1:D1:1@1", "fact:t1:0@1", "mem0:b@1", oid(1, 2), oid(1, 3), oid(3, 6), oid(3, 7)} <= anc
    # the update/delete of the other record are not on the answer's lineage
    assert oid(2, 4) not in anc and oid(2, 5) not in anc
    assert "answer:q1@1" not in anc


def test_descendants_follow_source_ids_and_consumers():
    spans = [
        op(1, 1, "ingest", 1, variables=[var("msg:1", O, 1, "message", change="create")]),
        # the fact names its source message only by id (no input edge)
        op(1, 2, "extract", 2, variables=[var("fact:1", O, 1, "fact", change="derive", source_ids=("msg:1",))]),
        op(1, 3, "write", 3, variables=[var("fact:1", I, 1, "fact", relation="derived_from"),
                                        var("mem:1", O, 1, change="create")]),
    ]
    g = build_graph(spans)
    assert {"fact:1@1", oid(1, 3), "mem:1@1"} <= g.descendants("msg:1@1")
    assert "msg:1@1" in g.ancestors("mem:1@1")


def test_consumers_in_execution_order_and_edges():
    spans = mem0_story() + [op(4, 1, "retrieve", 9, variables=[var("mem0:b", I, 1, relation="reads", rank=2)])]
    g = build_graph(spans)
    assert [c.op_id for c in g.consumers("mem0:b@1")] == [oid(3, 6), oid(4, 1)]
    assert [(e.node_id, e.role) for e in g.outputs(oid(1, 3))] == [("mem0:a@1", "output"), ("mem0:b@1", "output")]


def test_op_subgraph_and_subgraph_keep_only_named_edges():
    g = build_graph(mem0_story())
    sub = g.op_subgraph(oid(2, 4))
    assert set(sub.operations) == {oid(2, 4)}
    assert set(sub.variables) == {"mem0:a@1", "mem0:a@2"}
    assert sub.producer("mem0:a@2").op_id == oid(2, 4)
    assert sub.producer("mem0:a@1") is None  # its producer is outside the subgraph
    partial = g.subgraph([oid(1, 3), "mem0:b@1"])
    assert [e.node_id for e in partial.outputs(oid(1, 3))] == ["mem0:b@1"]
    assert partial.inputs(oid(1, 3)) == []


def test_between_evidence_and_answer():
    g = build_graph(mem0_story())
    case = g.failed_outcomes()[0]
    sub = g.between(case.evidence_ids, case.answer_node_id)
    assert set(sub.operations) == {oid(1, 2), oid(1, 3), oid(3, 6), oid(3, 7)}
    assert set(sub.variables) == {"msg:c1:D1:1@1", "fact:t1:0@1", "mem0:b@1", "rs:q1@1", "answer:q1@1"}
    # the outcome travels with the subgraph because its answer op is in it
    assert [o.case_id for o in sub.outcomes()] == ["case-1"]
    assert build_graph(mem0_story()).between(["no-such-var"], "answer:q1@1").operations == {}
    assert g.between(case.evidence_ids, "missing@1").variables == {}


def test_trace_selection_and_neighbourhood():
    g = build_graph(mem0_story())
    ids = g.trace_ids(tid(2))
    assert {oid(2, 4), oid(2, 5), "mem0:a@1", "mem0:a@2", "mem0:a@3"} <= ids
    near = g.neighbourhood(["mem0:a@2"])
    assert {oid(2, 4), oid(2, 5), "mem0:a@1", "mem0:a@3"} <= near


def test_unknown_ids_raise_key_errors_naming_the_id():
    g = build_graph(mem0_story())
    for call in (lambda: g.ancestors("nope"), lambda: g.inputs("nope"), lambda: g.parent("nope"),
                 lambda: g.latest_version("mem0:a", before_op="nope")):
        try:
            call()
        except KeyError as exc:
            assert "nope" in str(exc)
        else:  # pragma: no cover
            raise AssertionError("expected KeyError")


def test_children_follow_late_non_memory_spans():
    from memtrace_otel.span_record import SpanRecord

    g = build_graph([op(5, 1, "ingest", 1), op(5, 3, "extract", 2, parent=2)])
    assert g.children(oid(5, 1)) == []
    g.add_span(SpanRecord(tid(5), sid(2), "POST /add", parent_span_id=sid(1)))
    assert [c.op_id for c in g.children(oid(5, 1))] == [oid(5, 3)]
