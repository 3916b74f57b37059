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
