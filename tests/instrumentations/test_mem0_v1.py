"""Mem0 instrumentation against real mem0ai 1.0.11 (the MemTrace paper's version), run by .ci/mem0v1.sh in its own
virtualenv: fact extraction, per-fact similarity search, the ADD/UPDATE/DELETE/NONE decision and its effects."""

from __future__ import annotations

import importlib.metadata
import json

import pytest

from memtrace_otel import lineage
from memtrace_otel import semconv as sc
from memtrace_otel.local_model import FactBook, FaultPlan, LocalModelServer, ScriptedPolicy, answer_messages

from instrumenting import instrumented_fixture
from mem0_config import local_mem0_config
from variable_events import children, hex_id, link_targets, one, variables, writer_of

pytestmark = pytest.mark.mem0v1

try:
    MEM0_VERSION = importlib.metadata.version("mem0ai")
except importlib.metadata.PackageNotFoundError:  # pragma: no cover
    MEM0_VERSION = ""
if not MEM0_VERSION.startswith("1."):
    pytest.skip(f"needs mem0ai 1.x (installed: {MEM0_VERSION or 'none'}); run .ci/mem0v1.sh",
                allow_module_level=True)

from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor  # noqa: E402

FACTS = FactBook({
    "D1:1": ["Alice lives in Berlin"],
    "D1:2": ["Alice lives in Munich"],
    "D1:3": ["Alice adopted a dog named Rex"],
})
# the third add shows the model the Munich memory; the plan makes it DELETE that memory
FAULTS = FaultPlan(delete_memories=["Munich"])
TURNS = ["[D1:1] Alice: I live in Berlin.", "[D1:2] Alice: I moved to Munich.", "[D1:3] Alice: We adopted Rex!"]


@pytest.fixture
def server():
    with LocalModelServer(ScriptedPolicy(FACTS, faults=FAULTS)) as srv:
        yield srv


instrumented = instrumented_fixture(Mem0Instrumentor)


def _msg(i: int) -> list:
    return [{"role": "user", "content": TURNS[i], "id": f"D1:{i + 1}"}]


def _events(result):
    return [(r["event"], r["memory"]) for r in result["results"]]


def _check_life_of_a_memory(spans, first, second, third):
    (berlin_id,) = [r["id"] for r in first["results"]]
    adds = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.add"]
    assert len(adds) == 3
    add1, add2, add3 = adds

    # add 1: fact extraction -> similarity search per fact -> decision -> create
    phases = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in children(spans, add1)}
    assert phases["mem0.extract_facts"].attributes[sc.MEMTRACE_OP_KIND] == "extract"
    assert phases["mem0.add.similar_memories"].attributes[sc.MEMTRACE_OP_KIND] == "retrieve"
    assert phases["mem0.decide"].attributes[sc.MEMTRACE_OP_KIND] == "decide"
    assert phases["mem0.create_memory"].attributes[sc.MEMTRACE_OP_KIND] == "write"
    facts = variables(phases["mem0.extract_facts"], "output")
    assert [v[sc.VAR_KIND] for v in facts] == ["fact"]
    fact_id = facts[0][sc.VAR_ID]
    assert fact_id.startswith("fact:")
    search_in = [v[sc.VAR_ID] for v in variables(phases["mem0.add.similar_memories"], "input")]
    assert search_in == [fact_id]
    (decision,) = variables(phases["mem0.decide"], "output")
    assert decision[sc.VAR_KIND] == "decision" and tuple(decision[sc.VAR_SOURCE_IDS]) == (fact_id,)
    create = phases["mem0.create_memory"]
    assert writer_of(spans, "mem0:" + berlin_id, 1) is create
    created = variables(create, "output")[0]
    assert created[sc.VAR_CHANGE] == "create" and tuple(created[sc.VAR_SOURCE_IDS]) == (fact_id,)
    relations = {(v[sc.VAR_ID], v[sc.VAR_RELATION]) for v in variables(create, "input")}
    assert relations == {(decision[sc.VAR_ID], "derived_from"), (fact_id, "derived_from")}
    assert (hex_id(phases["mem0.decide"]), "derived_from", decision[sc.VAR_ID]) in link_targets(create)
    assert [s.attributes[sc.MEMTRACE_OP_NAME] for s in children(spans, create)] == ["mem0.history.add"]

    # add 2: the similarity search reads v1, the decision says UPDATE, the update writes v2 linked to v1's writer
    phases2 = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in children(spans, add2)}
    similar = phases2["mem0.add.similar_memories"]
    read = [v for v in variables(similar, "input") if v[sc.VAR_ID] == "mem0:" + berlin_id][0]
    assert read[sc.VAR_VERSION] == 1
    assert (hex_id(create), "reads", "mem0:" + berlin_id) in link_targets(similar)
    decide2 = phases2["mem0.decide"]
    shown = {v[sc.VAR_ID]: v for v in variables(decide2, "input")}
    assert shown["mem0:" + berlin_id][sc.VAR_RELATION] == "context_of"
    (update_decision,) = variables(decide2, "output")
    assert "mem0:" + berlin_id in update_decision[sc.VAR_SOURCE_IDS]
    update = phases2["mem0.update_memory"]
    assert update.attributes[sc.MEMTRACE_OP_KIND] == "update"
    assert writer_of(spans, "mem0:" + berlin_id, 2) is update
    assert (hex_id(create), "updates", "mem0:" + berlin_id) in link_targets(update)
    assert (hex_id(decide2), "derived_from", update_decision[sc.VAR_ID]) in link_targets(update)

    # add 3: DELETE the Munich memory (tombstone v3 linked to v2's writer) and ADD Rex
    phases3 = {}
    for s in children(spans, add3):
        phases3.setdefault(s.attributes[sc.MEMTRACE_OP_NAME], []).append(s)
    (delete,) = phases3["mem0.delete_memory"]
    assert delete.attributes[sc.MEMTRACE_OP_KIND] == "delete"
    tomb = variables(delete, "output")[0]
    assert (tomb[sc.VAR_ID], tomb[sc.VAR_VERSION], tomb[sc.VAR_CHANGE]) == ("mem0:" + berlin_id, 3, "delete")
    assert (hex_id(update), "deletes", "mem0:" + berlin_id) in link_targets(delete)
    assert len(phases3["mem0.create_memory"]) == 1

    from memtrace_otel.graph import build_graph
    from memtrace_otel.span_record import from_readable_span

    graph = build_graph([from_readable_span(s) for s in spans])
    history = graph.ancestors(f"mem0:{berlin_id}@3")  # the tombstone
    assert {"msg:D1:1@1", "msg:D1:2@1", "msg:D1:3@1", f"mem0:{berlin_id}@1", f"mem0:{berlin_id}@2"} <= history
    return update


def _check_search_and_answer(spans, found, rex_id):
    search = one(spans, "mem0.search")
    assert (search.attributes[sc.MEMTRACE_OP_KIND], search.attributes[sc.GEN_AI_OPERATION_NAME]) == (
        "retrieve", "search_memory")
    assert search.attributes[sc.MEMTRACE_SCOPE_USER_ID] == "alice"
    semantic = [s for s in children(spans, search) if s.attributes[sc.MEMTRACE_OP_NAME] == "mem0.search.semantic"]
    assert len(semantic) == 1  # the 1.x search runs in a thread pool: still a child
    rex_writer = writer_of(spans, "mem0:" + rex_id, 1)
    assert (hex_id(rex_writer), "reads", "mem0:" + rex_id) in link_targets(search)
    chat = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND) == "generate"]
    assert len(chat) == 1
    assert (hex_id(search), "context_of", "mem0:" + rex_id) in link_targets(chat[0])
    answer = variables(chat[0], "output")[0]
    assert answer[sc.VAR_KIND] == "answer"

    from memtrace_otel.graph import build_graph
    from memtrace_otel.span_record import from_readable_span

    graph = build_graph([from_readable_span(s) for s in spans])
    assert {"msg:D1:3@1", f"mem0:{rex_id}@1"} <= graph.ancestors(answer[sc.VAR_ID] + "@1")


def test_v1_create_update_delete_search_answer(server, tmp_path, instrumented, provider):
    import litellm
    from mem0 import Memory
    from opentelemetry import trace

    from memtrace_otel import api
    from memtrace_otel.instrumentations.litellm import LiteLLMInstrumentor

    m = Memory.from_config(local_mem0_config(server, tmp_path, collection="v1"))
    li = LiteLLMInstrumentor()
    li.instrument(tracer_provider=provider)
    try:
        first = m.add(_msg(0), user_id="alice")
        second = m.add(_msg(1), user_id="alice")
        third = m.add(_msg(2), user_id="alice")
        assert _events(first) == [("ADD", "Alice lives in Berlin")]
        assert _events(second) == [("UPDATE", "Alice lives in Munich")]
        assert sorted(e for e, _ in _events(third)) == ["ADD", "DELETE"]
        rex_id = [r["id"] for r in third["results"] if r["event"] == "ADD"][0]
        lineage.REGISTRY.clear()  # the search may run in another process: lineage comes from record metadata
        with trace.get_tracer("app", tracer_provider=api._tracer_provider).start_as_current_span("qa"):
            found = m.search("Does Alice have a dog?", user_id="alice", limit=3)["results"]
            litellm.completion(model="openai/local", api_base=server.base_url, api_key="x",
                               messages=answer_messages("Does Alice have a dog?", [f["memory"] for f in found]))
    finally:
        li.uninstrument()
        m.close() if hasattr(m, "close") else None
    assert [f["memory"] for f in found] == ["Alice adopted a dog named Rex"]
    spans = instrumented.get_finished_spans()
    _check_life_of_a_memory(spans, first, second, third)
    _check_search_and_answer(spans, found, rex_id)
    # no orphan phase spans: every mem0 phase has a parent in the captured set
    ids = {s.context.span_id for s in spans}
    for span in spans:
        if str(span.attributes.get(sc.MEMTRACE_OP_NAME, "")).startswith("mem0.") and span.attributes.get(
                sc.GEN_AI_OPERATION_NAME) not in sc.MEMORY_OPERATION_NAMES:
            assert span.parent is not None and span.parent.span_id in ids, span.name


async def test_v1_async_memory(server, tmp_path, instrumented):
    from mem0 import AsyncMemory

    m = AsyncMemory.from_config(local_mem0_config(server, tmp_path, collection="v1"))
    first = await m.add(_msg(0), user_id="alice")
    second = await m.add(_msg(1), user_id="alice")
    third = await m.add(_msg(2), user_id="alice")
    found = (await m.search("Does Alice have a dog?", user_id="alice", limit=3))["results"]
    assert [f["memory"] for f in found] == ["Alice adopted a dog named Rex"]
    spans = instrumented.get_finished_spans()
    _check_life_of_a_memory(spans, first, second, third)
    search = one(spans, "mem0.search")
    reads = [v for v in variables(search, "input") if v[sc.VAR_KIND] == "memory_record"]
    assert [v[sc.VAR_VERSION] for v in reads] == [1]


def test_v1_decision_none_keeps_version_and_writer(server, tmp_path, instrumented):
    from mem0 import Memory

    m = Memory.from_config(local_mem0_config(server, tmp_path, collection="v1"))
    (rec,) = m.add(_msg(0), user_id="alice", run_id="r1")["results"]
    again = m.add(_msg(0), user_id="alice", run_id="r1")
    assert again["results"] == []
    spans = instrumented.get_finished_spans()
    decide = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.decide"][-1]
    content = [v for v in variables(decide, "output")]
    assert len(content) == 1
    touch = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == "mem0.touch_record"]
    assert len(touch) == 1  # NONE with a new run id touches the payload; the content and its version stay
    out = variables(touch[0], "output")[0]
    assert (out[sc.VAR_VERSION], out[sc.VAR_CHANGE]) == (1, "unchanged")
    stored = m.get(rec["id"])
    assert stored["metadata"][lineage.META_VERSION] == 1
    assert stored["metadata"][lineage.META_SPAN_ID] == hex_id(writer_of(spans, "mem0:" + rec["id"], 1))
    json.dumps(stored["metadata"])


def test_v1_prompts_are_stable_versioned_variables(server, tmp_path, instrumented, capture_content):
    """The extraction and the decision read their prompt (custom_fact_extraction_prompt /
    custom_update_memory_prompt when given) as prompt:mem0.fact_extraction and prompt:mem0.update_decision."""
    from mem0 import Memory

    from memtrace_otel.local_model.rules import RULE_TEXT

    m = Memory.from_config(local_mem0_config(server, tmp_path, collection="v1p"))
    m.add(_msg(0), user_id="alice")
    m.close()
    from mem0.configs.prompts import DEFAULT_UPDATE_MEMORY_PROMPT

    custom = dict(local_mem0_config(server, tmp_path, collection="v1q"),
                  custom_update_memory_prompt=DEFAULT_UPDATE_MEMORY_PROMPT + "\n" + RULE_TEXT["prefer_add"])
    m = Memory.from_config(custom)
    m.add(_msg(1), user_id="alice")
    m.close()
    spans = instrumented.get_finished_spans()

    def prompt(name, var_id):
        return [[v for v in variables(s, "input") if v[sc.VAR_ID] == var_id][0]
                for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == name]

    first, second = prompt("mem0.decide", "prompt:mem0.update_decision")
    assert (first[sc.VAR_VERSION], second[sc.VAR_VERSION]) == (1, 2)
    assert first[sc.VAR_HASH] != second[sc.VAR_HASH]  # the custom prompt (its text is cut at the content limit)
    assert second[sc.VAR_CONTENT].startswith("You are a smart memory manager")
    extract = prompt("mem0.extract_facts", "prompt:mem0.fact_extraction")
    assert [v[sc.VAR_VERSION] for v in extract] == [1, 1]  # the same default extraction prompt both times
