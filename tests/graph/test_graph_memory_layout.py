"""The compact storage behind the graph's records (docs/graph-format.md, Memory) behaves like what it replaced."""

from __future__ import annotations

import copy
import json
import pickle

import pytest
from graph_spans import mem0_story

from memtrace_otel.graph import EvolutionGraph, Operation, build_graph
from memtrace_otel.graph.model import SpanAttributes


def test_span_attributes_read_like_the_dict_they_came_from():
    d = {"b": 1, "a": ("x", "y"), "c": None}
    a = SpanAttributes(d)
    assert a == d and d == a and not (a != d)
    assert list(a) == ["b", "a", "c"] and list(a.items()) == list(d.items())
    assert list(a.keys()) == list(d.keys()) and list(a.values()) == list(d.values())
    assert a["a"] == ("x", "y") and a.get("c", 5) is None and a.get("zz", 5) == 5
    assert "b" in a and "zz" not in a and len(a) == 3 and bool(a)
    assert dict(a) == d and {**a} == d and a.copy() == d and repr(a) == repr(d)
    assert a == SpanAttributes({"a": ("x", "y"), "c": None, "b": 1})  # order does not matter, as for dicts
    assert a != {"b": 1} and a != SpanAttributes({}) and not SpanAttributes({})
    with pytest.raises(KeyError):
        a["zz"]
    for unhashable in (lambda: a.get([]), lambda: [] in a, lambda: a[[]]):  # as for a dict
        with pytest.raises(TypeError):
            unhashable()
    with pytest.raises(TypeError):
        a["b"] = 2  # read-only
    with pytest.raises(TypeError):
        hash(a)
    assert pickle.loads(pickle.dumps(a)) == d and copy.deepcopy(a) == d
    assert SpanAttributes({"b": 2, "a": 0, "c": 1})._shape is a._shape  # one key shape shared per key order


def test_operations_given_a_dict_keep_equal_attributes():
    op = Operation("t:s", "t", "s", None, "n", "n", "write", "construction", attributes={"k": 1})
    assert type(op.attributes) is SpanAttributes and op.attributes == {"k": 1}
    assert Operation("t:s", "t", "s", None, "n", "n", "write", "construction").attributes == {}


def test_graph_round_trip_keeps_attributes():
    g = build_graph(mem0_story())
    data = g.to_dict()
    json.dumps(data)
    assert all(isinstance(op["attributes"], dict) and op["attributes"] for op in data["operations"])
    again = EvolutionGraph.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data
    assert all(again.operations[i] == op for i, op in g.operations.items())


def test_edges_behave_like_the_frozen_dataclass_they_were():
    import dataclasses

    from memtrace_otel.graph import Edge

    cases = [
        Edge("a@1", "t:s", "input"),
        Edge("a@1", "t:s", "input", relation="reads"),
        Edge("a@1", "t:s", "output", change="create"),
        Edge("a@1", "t:s", "input", relation="reads", rank=0, score=0.5),
        Edge("a@0", "t:s", "input", relation="reads", declared_version=0),
        Edge("a@1", "t:s", "output", relation="odd", change="update"),  # both set
        Edge("a@1", "t:s", "input", change="odd"),  # change on an input
        Edge("a@1", "t:s", "output", relation="odd"),  # relation on an output
    ]
    expected = [
        ("a@1", "t:s", "input", None, None, None, None, None),
        ("a@1", "t:s", "input", "reads", None, None, None, None),
        ("a@1", "t:s", "output", None, "create", None, None, None),
        ("a@1", "t:s", "input", "reads", None, 0, 0.5, None),
        ("a@0", "t:s", "input", "reads", None, None, None, 0),
        ("a@1", "t:s", "output", "odd", "update", None, None, None),
        ("a@1", "t:s", "input", None, "odd", None, None, None),
        ("a@1", "t:s", "output", "odd", None, None, None, None),
    ]
    names = ("node_id", "op_id", "role", "relation", "change", "rank", "score", "declared_version")
    for e, want in zip(cases, expected):
        assert tuple(getattr(e, n) for n in names) == want
        assert e == Edge(*want) and hash(e) == hash(Edge(*want)) == hash(want)
        assert repr(e) == "Edge(" + ", ".join(f"{n}={v!r}" for n, v in zip(names, want)) + ")"
        assert pickle.loads(pickle.dumps(e)) == e and copy.copy(e) == e and copy.deepcopy(e) == e
        with pytest.raises(dataclasses.FrozenInstanceError):
            e.node_id = "x"
    assert len(set(cases)) == len(cases) and cases[0] != cases[1] and cases[0] != ("a@1", "t:s", "input")


def test_operations_keep_edges_ids_times_and_attributes_as_given():
    from memtrace_otel.graph import Edge

    ins = [Edge("a@1", "t:s", "input", relation="reads"), Edge("b@0", "t:s", "input", rank=0, score=0.5,
                                                                 declared_version=0)]
    outs = [Edge("c@1", "t:s", "output", change="create")]
    op = Operation("t:s", "t", "s", "p", "n", "n", "write", "construction", seq=7, start_ns=10, end_ns=25,
                   attributes={"memtrace.op.seq": 7, "k": "v"}, inputs=ins, outputs=outs)
    assert op.inputs == ins and op.outputs == outs
    assert (op.trace_id, op.span_id, op.parent_span_id, op.start_ns, op.end_ns) == ("t", "s", "p", 10, 25)
    op.start_ns = 5
    assert (op.start_ns, op.end_ns) == (5, 25)
    op.end_ns = 2.5  # not an int: kept as given
    assert op.end_ns == 2.5 and type(op.end_ns) is float
    op.outputs = [*outs, Edge("d@1", "t:s", "output")]
    assert op.outputs == [*outs, Edge("d@1", "t:s", "output")] and op.inputs == ins
    foreign = [Edge("a@1", "other:op", "output")]  # another op id: kept as given
    op.inputs = foreign
    assert op.inputs == foreign and op.outputs[0] == outs[0]
    op.span_id = "s2"
    assert (op.op_id, op.trace_id, op.span_id) == ("t:s", "t", "s2")
    assert op == pickle.loads(pickle.dumps(op)) and op == op._replace()
    imported = Operation("op-1", "g", "op-1", None, "n", "n", "write", "construction")  # importer ids
    assert (imported.trace_id, imported.span_id) == ("g", "op-1")


def test_shared_attribute_tuples_keep_each_ops_seq():
    g = build_graph(mem0_story())
    for op in g.operations.values():
        seq = op.attributes.get("memtrace.op.seq")
        assert seq is None or seq == op.seq
    op = next(op for op in g.operations.values() if "memtrace.op.seq" in op.attributes)
    before = dict(op.attributes)
    op.seq = 10**9  # the attribute stays what the span said
    assert dict(op.attributes) == before and op.seq == 10**9


def test_versions_keep_hashes_and_source_ids_as_given():
    from memtrace_otel.graph import VariableVersion

    for h in ("sha256:00ab00cd00ef0012", "sha256:00AB00CD00EF0012", "sha256:0x12", "md5:1", 12, None):
        v = VariableVersion("a@1", "a", 1, hash=h)
        assert v.hash == h and type(v.hash) is type(h)
    for ids in ((), ("x",), ("x", "y"), "x", ["x"]):
        v = VariableVersion("a@1", "a", 1, source_ids=ids)
        assert v.source_ids == ids and type(v.source_ids) is type(ids)
    v = VariableVersion("a@2", "a", 2, _ranks={"kind": (0, (), 0)})
    assert v._ranks == {"kind": (0, (), 0)} and v.version == 2 and pickle.loads(pickle.dumps(v)) == v


def test_packed_times_and_order_keys_read_as_given():
    # start, seq and duration share one int when they fit; anything else is kept as given
    for start, end, seq in [(10, 25, 7), (0, 0, None), (2**64 - 1, 2**64 + 5, 0), (5, 1, -1), (-3, 4, 2),
                            (10, 25, 2**200), (1.5, 3, 1), (10, 2.5, 1), (10, 25, -5), (10, 25, True)]:
        op = Operation("t:s", "t", "s", None, "n", "n", "write", "construction", seq=seq, process="p",
                       start_ns=start, end_ns=end)
        assert (op.start_ns, op.end_ns, op.seq) == (start, end, seq)
        assert type(op.start_ns) is type(start) and type(op.end_ns) is type(end) and type(op.seq) is type(seq)
        assert op.order_key == (start, "p", seq if seq is not None else -1, "t", "t:s")
        assert pickle.loads(pickle.dumps(op)) == op
    op.seq, op.process, op.start_ns = 3, None, 4
    assert op.order_key == (4, "", 3, "t", "t:s") and (op.end_ns, op.seq) == (25, 3)
    imported = Operation("op-1", "g", "op-1", None, "n", "n", "write", "construction", start_ns=1)
    assert imported.order_key == (1, "", -1, "g", "g:op-1") and imported.span_id == "op-1"
    imported.trace_id = "h"
    assert imported.order_key[3:] == ("h", "h:op-1") and imported.span_id == "op-1"


def test_span_parents_held_as_ops_read_as_span_ids():
    from memtrace_otel import semconv as sc
    from memtrace_otel.span_record import SpanRecord

    add = SpanRecord("t", "a", "add", start_ns=1, attributes={sc.MEMTRACE_OP_KIND: "ingest"})
    http = SpanRecord("t", "h", "POST /x", parent_span_id="a", start_ns=2)
    child = SpanRecord("t", "c", "extract", parent_span_id="h", start_ns=3, attributes={sc.MEMTRACE_OP_KIND: "extract"})
    g = build_graph([add, http, child])
    assert g.parent("t:c").op_id == "t:a"
    d = g.to_dict()
    assert d["span_parents"] == [["t", "h", "a"]]
    assert EvolutionGraph.from_dict(d).to_dict() == d and g.subgraph(["t:c", "t:a"]).parent("t:c").op_id == "t:a"
    merged = EvolutionGraph()
    merged.merge(g)
    assert merged._span_parent == {("t", "h"): "a"} and merged.to_dict() == d
