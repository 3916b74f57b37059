"""Importing smartcomment ExecNetwork JSON / MemTraceBench annotations (a small file built by hand from the
documented schema, reference.md §1.2 and §2.1; no real MemTraceBench file is available offline)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtrace_otel.graph.import_memtrace import (
    ExecNetworkFormatError,
    load_execnetwork,
    load_memtracebench,
    looks_like_execnetwork,
)

OP_EXTRACT, OP_DECIDE, OP_SEARCH, OP_QA, OP_JUDGE = (f"op-{c * 32}" for c in "abcde")
OP_ADD = "op-" + "0" * 32


def _node(name, version, value, category="variable", class_name=None, created="2026-05-01 10:00:00.000", **extra):
    full = f"{class_name}:{name}" if class_name else name
    return {"name": name, "version": version, "value": value, "comment": "", "category": category,
            "class_name": class_name, "graph_id": "graph-1", "user_id": "locomo-1", "project_id": "Mem0",
            "session_id": "s1", "created_at": created, "filename": "x.py", "lineno": 1, "metadata": extra,
            "full_name": full, "node_id": f"{name}@{version}", "full_node_id": f"{full}@{version}"}


def _op(op_id, op_name, category, created, session="s1"):
    return {"op_id": op_id, "op_name": op_name, "comment": f"{op_name} comment", "category": category,
            "graph_id": "graph-1", "user_id": "locomo-1", "project_id": "Mem0", "session_id": session,
            "created_at": created, "filename": "mem0.py", "lineno": 10, "metadata": {"top_k": 10},
            "trigger_point": "mem0.py:10"}


def _edge(i, op_id, src, dst, comment=""):
    return {"edge_id": f"edge-{i:032d}", "graph_id": "graph-1", "user_id": "locomo-1", "project_id": "Mem0",
            "session_id": "s1", "op_id": op_id, "category": "operation", "source_full_node_id": src,
            "target_full_node_id": dst, "comment": comment, "created_at": "2026-05-01 10:00:00.000"}


def execnetwork(annotations=True) -> dict:
    nodes = [
        _node("U0:D1:3", 1, json.dumps({"content": "I moved to Lyon", "role": "user"}), "message"),
        _node("fact-extraction-system-prompt", 1, "Extract facts...", "prompt"),
        _node("raw_fact_extraction_response", 1, '{"facts": ["Moved to Lyon"]}'),
        _node("extracted_facts", 1, '["Moved to Lyon"]'),
        _node("memory-unit-m1", 1, json.dumps({"id": "m1", "memory": "Lives in Paris"}), "memory_entry"),
        _node("memory-unit-m1", 2, json.dumps({"id": "m1", "memory": "Lives in Paris"}), "memory_entry"),
        _node("memory-unit-m2", 1, json.dumps({"id": "m2", "memory": "Likes tea"}), "memory_entry"),
        _node("locomo-qa-0-1", 1, "Where does Ann live?", "message & query", "query", evidence=["U0:D1:3"]),
        _node("ctx-1", 1, "Lives in Paris", "memory_context", "context"),
        _node("pred-1", 1, "Paris", "llm_response", "prediction"),
        _node("ga-1", 1, '["Lyon"]', "variable", "golden_answers"),
        _node("js-1", 1, "0.0", "variable", "judge_score"),
        _node("NONE", 1, "None", "variable", "COMMENT"),
    ]
    operations = [
        _op(OP_JUDGE, "llm-judge", "evaluation", "2026-05-01 10:05:00.000", "eval"),
        _op(OP_EXTRACT, "memory_system.extract_facts", "extraction", "2026-05-01 10:01:00.000"),
        # same millisecond as the extract op, listed after it: creation order breaks the tie, not the id
        _op(OP_ADD, "memory_system.add_to_vector_store", "embedding", "2026-05-01 10:01:00.000"),
        _op(OP_DECIDE, "memory_system.update_memory_decision", "update", "2026-05-01 10:02:00.000"),
        _op(OP_SEARCH, "memory_system.search_vector_store", "retrieval", "2026-05-01 10:03:00.000", "search"),
        _op(OP_QA, "question-answering", "evaluation", "2026-05-01 10:04:00.000", "eval"),
    ]
    edges = [
        _edge(1, OP_EXTRACT, "U0:D1:3@1", "raw_fact_extraction_response@1"),
        _edge(2, OP_EXTRACT, "fact-extraction-system-prompt@1", "raw_fact_extraction_response@1"),
        _edge(3, OP_EXTRACT, "raw_fact_extraction_response@1", "extracted_facts@1", "parse the LLM output"),
        _edge(4, OP_ADD, "COMMENT:NONE@1", "memory-unit-m2@1"),
        _edge(5, OP_DECIDE, "extracted_facts@1", "memory-unit-m1@2"),
        _edge(6, OP_DECIDE, "memory-unit-m1@1", "memory-unit-m1@2"),
        _edge(7, OP_SEARCH, "query:locomo-qa-0-1@1", "context:ctx-1@1"),
        _edge(8, OP_SEARCH, "memory-unit-m1@2", "context:ctx-1@1"),
        _edge(9, OP_QA, "context:ctx-1@1", "prediction:pred-1@1"),
        _edge(10, OP_QA, "query:locomo-qa-0-1@1", "prediction:pred-1@1"),
        _edge(11, OP_JUDGE, "prediction:pred-1@1", "judge_score:js-1@1"),
        _edge(12, OP_JUDGE, "golden_answers:ga-1@1", "judge_score:js-1@1"),
        _edge(13, OP_JUDGE, "query:locomo-qa-0-1@1", "judge_score:js-1@1"),
        _edge(14, "__none_op__", "U0:D1:3@1", "extracted_facts@1"),
    ]
    data = {"nodes": nodes, "edges": edges, "operations": operations,
            "sessions": [{"session_id": "s1", "session_name": "D1", "category": "memory_construction"},
                         {"session_id": "search", "session_name": "memory_search"}]}
    if annotations:
        data["annotations"] = [
            {"query_id": "query:locomo-qa-0-1@1", "query": "Where does Ann live?", "golden_answers": ["Lyon"],
             "golden_answers_id": "golden_answers:ga-1@1", "prediction": "Paris",
             "prediction_id": "prediction:pred-1@1", "source_evidence_ids": ["U0:D1:3@1"],
             "final_error_type": "UpdateError", "final_op_id": OP_DECIDE},
            {"query_id": "query:locomo-qa-0-9@1", "query": "Who?", "golden_answers": "Bob",
             "prediction": "Bob", "source_evidence_ids": [], "final_error_type": "JudgeError",
             "final_op_id": OP_JUDGE},
        ]
    return {"graph_id": "graph-1", "user_id": "locomo-1", "project_id": "Mem0", "storage_path": None,
            "strict": True, "driver_type": "in_memory", "created_at": "2026-05-01 10:00:00.000",
            "metadata": {"memtracebench_graph_filename": "locomo_locomo-1.json"}, "data": data}


@pytest.fixture
def bench_file(tmp_path):
    path = tmp_path / "locomo_locomo-1.json"
    path.write_text(json.dumps(execnetwork()))
    return path


def test_operations_keep_reference_ids_and_are_ordered_by_created_at(bench_file):
    g, _, _ = load_memtracebench(bench_file)
    assert [o.op_id for o in g.ops_in_order()] == [OP_EXTRACT, OP_ADD, OP_DECIDE, OP_SEARCH, OP_QA, OP_JUDGE]
    assert [o.kind for o in g.ops_in_order()] == ["extract", "embed", "update", "retrieve", "generate", "judge"]
    assert [o.seq for o in g.ops_in_order()] == list(range(6))
    decide = g.operations[OP_DECIDE]
    assert decide.system == "Mem0" and decide.scope_key == "user=locomo-1"
    assert decide.attributes["smartcomment.category"] == "update"


def test_edges_become_inputs_and_outputs(bench_file):
    g, _, _ = load_memtracebench(bench_file)
    extract = g.operations[OP_EXTRACT]
    assert [(e.node_id, e.relation) for e in extract.inputs] == [
        ("U0:D1:3@1", "derived_from"), ("fact-extraction-system-prompt@1", "derived_from")]
    # the internal hop raw response -> parsed facts: both are outputs, the raw response is not an input
    assert [e.node_id for e in extract.outputs] == ["raw_fact_extraction_response@1", "extracted_facts@1"]
    assert g.operations[OP_EXTRACT].attributes["smartcomment.edge_comments"] == ("parse the LLM output",)
    decide = g.operations[OP_DECIDE]
    assert [(e.node_id, e.relation) for e in decide.inputs] == [
        ("extracted_facts@1", "derived_from"), ("memory-unit-m1@1", "updates")]
    assert [(e.node_id, e.change) for e in decide.outputs] == [("memory-unit-m1@2", "update")]
    assert [(e.node_id, e.relation) for e in g.operations[OP_SEARCH].inputs] == [
        ("query:locomo-qa-0-1@1", "reads"), ("memory-unit-m1@2", "reads")]
    # sentinels and edges outside any op are dropped
    assert "COMMENT:NONE@1" not in g.variables
    assert g.inputs(OP_ADD) == []
    assert [c.op_id for c in g.consumers("U0:D1:3@1")] == [OP_EXTRACT]


def test_variables_kinds_versions_content(bench_file):
    g, _, _ = load_memtracebench(bench_file)
    kinds = {n.node_id: n.kind for n in g.variables.values()}
    assert kinds["U0:D1:3@1"] == "message" and kinds["query:locomo-qa-0-1@1"] == "query"
    assert kinds["memory-unit-m1@2"] == "memory_record" and kinds["prediction:pred-1@1"] == "answer"
    assert kinds["context:ctx-1@1"] == "context" and kinds["fact-extraction-system-prompt@1"] == "prompt"
    assert [v.version for v in g.record_history("memory-unit-m1")] == [1, 2]
    assert g.producer("memory-unit-m1@2").op_id == OP_DECIDE
    assert g.producer("memory-unit-m1@1") is None  # created outside the recorded ops
    assert g.variables["prediction:pred-1@1"].content == "Paris"
    assert g.variables["U0:D1:3@1"].hash.startswith("sha256:")


def test_annotations_become_failed_cases_with_gold_labels(bench_file):
    g, cases, gold = load_memtracebench(bench_file)
    assert len(cases) == 2
    case = cases[0]
    assert case.case_id == "graph-1:query:locomo-qa-0-1@1"
    assert (case.status, case.question, case.expected, case.actual) == (
        "failed", "Where does Ann live?", ["Lyon"], "Paris")
    assert case.answer_node_id == "prediction:pred-1@1" and case.answer_op_id == OP_QA
    assert case.op_id == OP_JUDGE
    assert case.evidence_ids == ("U0:D1:3@1",)
    label = gold[case.case_id]
    assert (label.error_type, label.op_id, label.is_memory_error) == ("UpdateError", OP_DECIDE, True)
    assert gold["graph-1:query:locomo-qa-0-9@1"].is_memory_error is False
    assert [o.case_id for o in g.failed_outcomes()] == [c.case_id for c in cases]
    # the gold faulty op lies on the lineage from the evidence to the answer
    path = g.between(case.evidence_ids, case.answer_node_id)
    assert OP_DECIDE in path.operations and OP_EXTRACT in path.operations
    _, only_memory, _ = load_memtracebench(bench_file, memory_errors_only=True)
    assert [c.case_id for c in only_memory] == [case.case_id]


def test_without_annotations_cases_come_from_judge_ops(tmp_path):
    path = tmp_path / "fresh.json"
    path.write_text(json.dumps(execnetwork(annotations=False)))
    g, cases, gold = load_execnetwork(path)
    assert gold == {}
    [case] = cases
    assert (case.status, case.score, case.op_id, case.answer_node_id) == ("failed", 0.0, OP_JUDGE,
                                                                          "prediction:pred-1@1")
    assert case.expected == '["Lyon"]'


def test_detection_and_bad_input(tmp_path, bench_file):
    assert looks_like_execnetwork(bench_file.read_bytes()[:65536])
    assert not looks_like_execnetwork(b'{"resourceSpans": []}')
    bad = execnetwork()
    del bad["data"]["edges"][0]["op_id"]
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(bad))
    with pytest.raises(ExecNetworkFormatError, match=r"bad.json: data.edges\[0\]: missing field 'op_id'"):
        load_execnetwork(p)
    bad = execnetwork()
    bad["data"]["nodes"][0]["version"] = 0
    p.write_text(json.dumps(bad))
    with pytest.raises(ExecNetworkFormatError, match=r"data.nodes\[0\]: version"):
        load_execnetwork(p)
    p.write_text(json.dumps({"data": {"nodes": []}}))
    with pytest.raises(ExecNetworkFormatError, match="not a smartcomment ExecNetwork"):
        load_execnetwork(p)
    p.write_text("{")
    with pytest.raises(ExecNetworkFormatError, match="not JSON"):
        load_execnetwork(p)


# ------------------------------------------------------------------------------------------------ reference conventions
# Graphs recorded with smartcomment itself (tests/reference/record_fixtures.py): the importer must read every
# convention of reference.md §1 the way MemBase records it.
FIXTURES = Path(__file__).resolve().parents[1] / "reference" / "fixtures"


def _fixture(name):
    return load_memtracebench(FIXTURES / f"{name}.json.gz")


def _ops(g, op_name, phase=None):
    return [o for o in g.ops_in_order() if o.op_name == op_name
            and (phase is None or o.attributes["memtrace.op.phase"] == phase)]


def _unit_holding(g, text):
    return next(v for v in g.variables.values() if v.var_id.startswith("memory-unit") and v.content
                and text in v.content)


def test_every_imported_op_has_a_phase_from_its_session():
    for path in sorted(FIXTURES.glob("*.json.gz")):
        g, _, _ = load_memtracebench(path)
        for op in g.ops_in_order():
            session = op.attributes["smartcomment.session_category"]
            phase = op.attributes["memtrace.op.phase"]
            assert phase == ("ingest" if session == "memory_construction" else "query"), (path.name, op.op_name)
            if op.kind in ("generate", "judge"):
                assert phase == "query"
    g, _, _ = _fixture("mem0_retrieval_error")
    # the per-fact similarity searches inside ingestion and the questions' searches: same op name, told apart
    assert len(_ops(g, "memory_system.search_vector_store", "ingest")) == 4
    assert len(_ops(g, "memory_system.search_vector_store", "query")) == 3


def test_delete_marker_is_a_delete_of_the_unit():
    g, _, _ = _fixture("mem0_deletion_error")
    boulder = _unit_holding(g, "bouldering")
    swim = _unit_holding(g, "Swims laps")
    decisions = _ops(g, "memory_system.update_memory_decision")
    # D2:1: only a DELETE (kind delete); D2:2: an UPDATE and a DELETE in one decision (kind stays update)
    only_delete, mixed = decisions[2], decisions[3]
    assert (only_delete.kind, mixed.kind) == ("delete", "update")
    for op, unit in ((only_delete, swim), (mixed, boulder)):
        tomb = g.variables[f"{unit.var_id}@{unit.version + 1}"]
        assert tomb.deleted and tomb.content is None and tomb.kind == "memory_record"
        assert g.producer(tomb.node_id).op_id == op.op_id
        assert (unit.node_id, "deletes") in [(e.node_id, e.relation) for e in op.inputs]
        assert (tomb.node_id, "delete") in [(e.node_id, e.change) for e in op.outputs]
        assert f"delete:{unit.node_id}" in op.attributes["smartcomment.unit_effects"]
    assert [v.version for v in g.versions(boulder.var_id)] == [1, 2]
    # the marker itself is one shared variable, not a deleted memory
    marker = g.variables["delete_marker@1"]
    assert not marker.deleted and marker.kind == "other"
    assert [c for c in (e.change for e in mixed.outputs if e.node_id == marker.node_id)] == ["unchanged"]


def test_mutation_edges_are_updates_inside_the_decision():
    g, _, _ = _fixture("mem0_update_merge_error")
    decision = _ops(g, "memory_system.update_memory_decision")[2]  # D2:1
    v1 = _unit_holding(g, "on Saturdays")
    v2 = g.variables[f"{v1.var_id}@2"]
    assert "Tuesday evenings" in v2.content and g.producer(v2.node_id).op_id == decision.op_id
    assert (v1.node_id, "updates") in [(e.node_id, e.relation) for e in decision.inputs]
    assert (v2.node_id, "update") in [(e.node_id, e.change) for e in decision.outputs]
    assert decision.attributes["smartcomment.unit_effects"] == (f"update:{v2.node_id}",)


def test_retrieved_memory_nodes_are_read_not_written():
    g, cases, _ = _fixture("mem0_retrieval_error")
    question_searches = _ops(g, "memory_system.search_vector_store", "query")
    for search in question_searches:
        assert search.outputs == []
        reads = [e for e in search.inputs if e.node_id.startswith("memory-unit")]
        assert [e.relation for e in reads] == ["reads", "reads"] and [e.rank for e in reads] == [0, 1]
        for e in reads:  # still produced by the update decision that wrote them
            assert g.producer(e.node_id).op_name == "memory_system.update_memory_decision"
    # the ingestion-time search read the charity-race unit too
    race = _unit_holding(g, "charity race")
    readers = [o for o in g.consumers(race.node_id) if o.kind == "retrieve"]
    assert [o.attributes["memtrace.op.phase"] for o in readers] == ["ingest", "ingest"]


def test_question_answering_and_judge_are_the_answer_and_the_evaluation():
    g, cases, _ = _fixture("mem0_retrieval_error")
    searches = _ops(g, "memory_system.search_vector_store", "query")
    answers = _ops(g, "question-answering")
    assert [o.kind for o in answers] == ["generate"] * 3
    assert [o.kind for o in _ops(g, "llm-judge")] == ["judge"] * 3
    # each answer links to its own question's search, not to another question's or to ingestion's
    assert [[link[1] for link in o.links] for o in answers] == [[s.op_id] for s in searches]
    assert all(link[2] == "reads" for o in answers for link in o.links)
    for case in cases:
        assert g.operations[case.answer_op_id].op_name == "question-answering"
        assert g.operations[case.op_id].op_name == "llm-judge"


def test_trimming_a_long_context_unit_is_an_eviction():
    g, _, _ = _fixture("long_context_trimmed")
    updates = _ops(g, "memory_system.memory_update")
    assert [o.kind for o in updates] == ["update", "update", "evict", "update", "evict", "update"]
    assert [o.attributes.get("memtrace.evicted.count") for o in updates] == [None, None, 1, None, 2, None]
    assert updates[2].attributes["memtrace.window.max_tokens"] == 60
    # mem0 updates (no window in their metadata) are never evictions
    g, _, _ = _fixture("mem0_update_merge_error")
    assert "evict" not in {o.kind for o in g.ops_in_order()}


def test_membase_intermediate_variables_are_not_memory_units():
    g, _, _ = _fixture("mem0_deletion_error")
    kinds = {}
    for v in g.variables.values():
        kinds.setdefault(v.var_id.split(":", 1)[0] if ":" in v.var_id else v.var_id, set()).add(v.kind)
    assert kinds["existing_memories"] == kinds["similar_memories"] == {"retrieved_set"}
    assert kinds["memory_update_task_instruction"] == {"prompt"}
    assert kinds["raw_memory_update_decision"] == kinds["update_action"] == {"decision"}
    assert kinds["extracted_facts"] == kinds["raw_fact_extraction_response"] == kinds["fact"] == {"fact"}
    assert {k for k, ks in kinds.items() if "memory_record" in ks} == {
        k for k in kinds if k.startswith("memory-unit-")}


def test_shared_marker_tombstone_after_the_last_version_and_gzip_input(tmp_path):
    """Hand-built: a unit already at version 3 is deleted through a marker another op used first; the file is
    gzip-compressed; an op outside any session gets its phase from what it does."""
    import gzip

    net = execnetwork(annotations=False)
    data = net["data"]
    data["nodes"] += [
        _node("memory-unit-m1", 3, json.dumps({"id": "m1", "memory": "Lives in Lyon"}), "memory_unit"),
        _node("delete_marker", 1, "DELETED", "marker"),
    ]
    op_del1, op_del2 = "op-" + "1" * 32, "op-" + "2" * 32
    data["operations"] += [_op(op_del1, "memory_system.update_memory_decision", "update", "2026-05-01 10:02:30.000"),
                           _op(op_del2, "memory_system.update_memory_decision", "update", "2026-05-01 10:02:40.000",
                               "__none__")]
    data["edges"] += [_edge(20, op_del1, "memory-unit-m2@1", "delete_marker@1"),
                      _edge(21, op_del2, "memory-unit-m1@2", "delete_marker@1")]
    path = tmp_path / "net.json.gz"
    path.write_bytes(gzip.compress(json.dumps(net).encode()))
    assert looks_like_execnetwork(path.read_bytes()[:4096])
    g, _, _ = load_execnetwork(path)
    assert [v.version for v in g.versions("memory-unit-m1")] == [1, 2, 3, 4]
    assert g.variables["memory-unit-m1@4"].deleted and g.producer("memory-unit-m1@4").op_id == op_del2
    assert g.variables["memory-unit-m2@2"].deleted and g.producer("memory-unit-m2@2").op_id == op_del1
    assert g.operations[op_del1].kind == g.operations[op_del2].kind == "delete"
    assert g.operations[op_del2].attributes["memtrace.op.phase"] == "ingest"
    assert g.operations[OP_SEARCH].attributes["memtrace.op.phase"] == "query"  # session named "memory_search"


def test_a_marker_that_records_no_deletion_deletes_nothing(tmp_path):
    """EverMemOS's boundary detection writes a ``no_split_marker`` (category ``marker``, value ``NO_SPLIT``) from the
    buffer it judged: that is a decision, not a delete marker; only a ``DELETED`` marker deletes its source."""
    net = execnetwork(annotations=False)
    data = net["data"]
    data["nodes"] += [
        _node("message-buffer", 1, json.dumps(["I moved to Lyon"]), "message_buffer"),
        _node("no_split_marker", 1, "NO_SPLIT", "marker"),
    ]
    op_bd = "op-" + "3" * 32
    data["operations"] += [_op(op_bd, "evermemos.boundary_detection", "boundary_detection", "2026-05-01 10:02:30.000")]
    data["edges"] += [_edge(30, op_bd, "message-buffer@1", "no_split_marker@1")]
    path = tmp_path / "net.json"
    path.write_text(json.dumps(net))
    g, _, _ = load_execnetwork(path)
    assert [v.version for v in g.versions("message-buffer")] == [1]
    assert not any(v.deleted for v in g.variables.values())
    assert g.operations[op_bd].kind != "delete"


def test_phase_from_session_category_then_stage_name_then_the_op(tmp_path):
    net = execnetwork(annotations=False)
    # a LongMemEval evidence session is named "answer_<hex>": a dataset id, not a query stage
    net["data"]["sessions"][0] = {"session_id": "s1", "session_name": "answer_4be1b6b4_2", "category": "session"}
    net["data"]["sessions"].append({"session_id": "eval", "session_name": "memory_evaluation",
                                    "category": "memory_evaluation"})
    path = tmp_path / "net.json"
    path.write_text(json.dumps(net))
    g, _, _ = load_execnetwork(path)
    phases = {op.op_id: op.attributes["memtrace.op.phase"] for op in g.ops_in_order()}
    assert phases == {OP_EXTRACT: "ingest", OP_ADD: "ingest", OP_DECIDE: "ingest", OP_SEARCH: "query",
                      OP_QA: "query", OP_JUDGE: "query"}
    assert g.operations[OP_QA].attributes["smartcomment.session_category"] == "memory_evaluation"


def test_without_annotations_the_judges_give_the_same_failed_cases(tmp_path):
    import gzip

    for path in sorted(FIXTURES.glob("*.json.gz")):
        net = json.loads(gzip.decompress(path.read_bytes()))
        annotated = {f"{net['graph_id']}:{a['query_id']}" for a in net["data"].pop("annotations")}
        bare = tmp_path / path.name.replace(".gz", "")
        bare.write_text(json.dumps(net))
        g, cases, gold = load_execnetwork(bare)
        assert gold == {}
        assert {c.case_id for c in cases if c.status == "failed"} == annotated, path.name
        assert all(c.status == "correct" for c in cases if c.case_id not in annotated)
