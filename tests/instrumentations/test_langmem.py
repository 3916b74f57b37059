"""LangMem instrumentation against the real ``langmem`` package in-process: its memory managers call a
``ChatOpenAI`` pointed at a scripted local OpenAI-compatible server (tool calls: Memory / PatchDoc / RemoveDoc), the
store is LangGraph's ``InMemoryStore`` with offline embeddings."""

from __future__ import annotations

import asyncio
import re

import pytest

pytest.importorskip("langmem", reason="langmem is not installed (pip install -e '.[langmem]')")
pytest.importorskip("langchain_openai", reason="langchain-openai (a langmem dependency) is not installed")

from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_manager, create_memory_store_manager  # noqa: E402

from memtrace_otel import operation, record_outcome  # noqa: E402
from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.attribution import attribute_outcome  # noqa: E402
from memtrace_otel.graph import build_graph  # noqa: E402
from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor  # noqa: E402
from memtrace_otel.instrumentations.langmem import LangMemInstrumentor  # noqa: E402
from memtrace_otel.span_record import from_readable_span  # noqa: E402
from memtrace_otel.text.embeddings import embed_texts  # noqa: E402

from instrumenting import instrumented_in_order  # noqa: E402
from scripted_openai import ScriptedServer, prompt_text, tool_names  # noqa: E402
from variable_events import by_op_name, hex_ids, link_targets, one, output_versions, variables  # noqa: E402

NS = ("memories", "alice")


class Memory:
    """The scripted model: memories for new facts, a patch when a fact changed, a removal when it was dropped."""

    def __init__(self, *, wrong_city: str | None = None):
        self.wrong_city = wrong_city  # the planted mistake: the patch writes this city instead of the stated one

    def __call__(self, body: dict):
        text, tools = prompt_text(body), tool_names(body)
        session = text.rsplit("<session_", 1)[-1]
        existing = dict(re.findall(r"<instance id=(\S+) [^>]*>\n(.*?)\n</instance>", text, re.S))
        calls = []
        city = re.search(r"moved to (\w+)", session)
        for memory_id, content in existing.items():
            if city and "lives in" in content and "PatchDoc" in tools:
                new = f"Alice lives in {self.wrong_city or city.group(1)}"
                calls.append({"name": "PatchDoc", "args": {"json_doc_id": memory_id, "planned_edits": "moved",
                                                           "patches": [{"op": "replace", "path": "/content",
                                                                        "value": new}]}})
            if "no longer" in session and "tea" in content and "RemoveDoc" in tools:
                calls.append({"name": "RemoveDoc", "args": {"json_doc_id": memory_id}})
        if "live in Berlin" in session:
            calls.append({"name": "Memory", "args": {"content": "Alice lives in Berlin"}})
        if "like green tea" in session:
            calls.append({"name": "Memory", "args": {"content": "Alice likes green tea"}})
        if "dog" in session:
            calls.append({"name": "Memory", "args": {"content": "Alice has a dog named Rex"}})
        return calls


@pytest.fixture
def script():
    return Memory()


@pytest.fixture
def model(script):
    with ScriptedServer(script) as server:
        yield ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)


@pytest.fixture
def instrumented(provider):
    with instrumented_in_order(provider, LangGraphStoreInstrumentor(), LangMemInstrumentor()):
        yield provider.exporter


def _store() -> InMemoryStore:
    return InMemoryStore(index={"dims": 64, "embed": lambda texts: embed_texts(texts, 64), "fields": ["content"]})


def _spans(exporter):
    return list(exporter.get_finished_spans())


def _user(text: str) -> list[dict]:
    return [{"role": "user", "content": text}]


# ---------------------------------------------------------------------------------------------------- manager
def test_memory_manager_insert_update_delete_versions(instrumented, model, capture_content):
    manager = create_memory_manager(model, enable_deletes=True)
    first = manager.invoke({"messages": _user("I live in Berlin and I like green tea")})
    assert sorted(m.content.content for m in first) == ["Alice likes green tea", "Alice lives in Berlin"]
    berlin = next(m.id for m in first if "Berlin" in m.content.content)
    tea = next(m.id for m in first if "tea" in m.content.content)
    second = manager.invoke({"messages": _user("I moved to Munich and I no longer drink tea"),
                             "existing": [(m.id, m.content) for m in first]})
    # the library's result is what it was without us
    assert {m.id: getattr(m.content, "content", None) for m in second if m.id == berlin} == {
        berlin: "Alice lives in Munich"}
    assert any(m.id == tea and type(m.content).__name__ == "RemoveDoc" for m in second)

    spans = by_op_name(_spans(instrumented), "langmem.extract")
    assert len(spans) == 2
    one_, two = spans
    assert one_.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPDATE_MEMORY
    assert one_.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_EXTRACT
    assert output_versions(one_) == {f"langmem:mem:{berlin}": (1, "create"), f"langmem:mem:{tea}": (1, "create")}
    # the update is version 2 of the same variable, the removal a tombstone (version 2), each linked to version 1
    assert output_versions(two) == {f"langmem:mem:{berlin}": (2, "update"), f"langmem:mem:{tea}": (2, "delete")}
    relations = {(v[sc.VAR_ID], v[sc.VAR_RELATION], v[sc.VAR_VERSION]) for v in variables(two, "input")}
    assert (f"langmem:mem:{berlin}", sc.REL_UPDATES, 1) in relations
    assert (f"langmem:mem:{tea}", sc.REL_DELETES, 1) in relations
    assert (f"langmem:mem:{berlin}", sc.REL_CONTEXT_OF, 1) not in relations  # it is the version it updates
    assert any(v[sc.VAR_KIND] == "message" and v[sc.VAR_RELATION] == sc.REL_DERIVED_FROM
               for v in variables(two, "input"))
    first_span_id = hex_ids(one_)[1]
    assert (first_span_id, sc.REL_UPDATES, f"langmem:mem:{berlin}") in link_targets(two)
    assert two.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2


def test_async_manager_is_traced_too(instrumented, model):
    manager = create_memory_manager(model)
    result = asyncio.run(manager.ainvoke({"messages": _user("I have a dog")}))
    assert [m.content.content for m in result] == ["Alice has a dog named Rex"]
    (span,) = by_op_name(_spans(instrumented), "langmem.extract")
    assert list(output_versions(span).values()) == [(1, "create")]


# ---------------------------------------------------------------------------------------------------- store manager
def test_store_manager_versions_store_records_and_search_links_to_them(instrumented, model, capture_content):
    store = _store()
    manager = create_memory_store_manager(model, namespace=NS, store=store, enable_deletes=True)
    puts = manager.invoke({"messages": _user("I live in Berlin and I like green tea")})
    assert len(puts) == 2
    keys = {p["value"]["content"]["content"]: p["key"] for p in puts}
    berlin, tea = (f"langgraph:memories/alice:{keys[k]}" for k in ("Alice lives in Berlin", "Alice likes green tea"))
    manager.invoke({"messages": _user("I moved to Munich and I no longer drink tea")})
    assert [i.value["content"]["content"] for i in store.search(NS)] == ["Alice lives in Munich"]
    found = store.search(NS, query="where does Alice live")

    spans = _spans(instrumented)
    manage = by_op_name(spans, "langmem.manage")
    extract = by_op_name(spans, "langmem.extract")
    assert len(manage) == 2 and len(extract) == 2
    assert all(e.parent.span_id == m.context.span_id for e, m in zip(extract, manage))
    assert manage[0].attributes[sc.MEMTRACE_SCOPE_KEY] == "memories/alice"
    assert output_versions(extract[0]) == {berlin: (1, "create"), tea: (1, "create")}
    assert output_versions(extract[1]) == {berlin: (2, "update"), tea: (2, "delete")}
    # the second manager read both records from the store (version 1) before deciding
    reads = {(v[sc.VAR_ID], v[sc.VAR_VERSION]) for v in variables(manage[1], "input")}
    assert {(berlin, 1), (tea, 1)} <= reads
    # the store calls the manager made are its own: no separate store spans for them
    assert [s.attributes[sc.MEMTRACE_OP_NAME] for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME, "")
            .startswith("langgraph.store")] == ["langgraph.store.search", "langgraph.store.search"]
    # the later search reads version 2 of the record and links to the extraction that wrote it
    search = by_op_name(spans, "langgraph.store.search")[-1]
    assert [i.value["content"]["content"] for i in found] == ["Alice lives in Munich"]
    assert (berlin, 2) in {(v[sc.VAR_ID], v[sc.VAR_VERSION]) for v in variables(search, "input")}
    assert (hex_ids(extract[1])[1], sc.REL_READS, berlin) in link_targets(search)


def test_store_manager_async(instrumented, model):
    store = _store()
    manager = create_memory_store_manager(model, namespace=NS, store=store)
    puts = asyncio.run(manager.ainvoke({"messages": _user("I live in Berlin")}))
    assert [p["value"]["content"]["content"] for p in puts] == ["Alice lives in Berlin"]
    spans = _spans(instrumented)
    extract = one(spans, "langmem.extract")
    assert extract.parent.span_id == one(spans, "langmem.manage").context.span_id
    assert output_versions(extract) == {f"langgraph:memories/alice:{puts[0]['key']}": (1, "create")}


def test_library_errors_pass_through(instrumented, model):
    manager = create_memory_store_manager(model, namespace=NS)  # no store, not inside a graph
    with pytest.raises(ValueError, match="store not configured"):
        manager.invoke({"messages": _user("hi")})
    with pytest.raises(KeyError):
        create_memory_manager(model).invoke({})
    (span,) = by_op_name(_spans(instrumented), "langmem.manage")
    assert span.status.status_code.name == "ERROR"


# ---------------------------------------------------------------------------------------------------- attribution
@pytest.mark.parametrize("script", [Memory(wrong_city="Paris")])
def test_a_wrong_update_is_attributed_to_the_extraction_that_made_it(instrumented, model, script, capture_content):
    """The planted fault: told "I moved to Munich", the memory manager patches the home memory to Paris. The
    question's search reads the patched record, the answer says Paris: the lineage engine names the extraction."""
    store = _store()
    manager = create_memory_store_manager(model, namespace=NS, store=store, enable_deletes=True)
    manager.invoke({"messages": _user("Alice: I live in Berlin and I like green tea")})
    manager.invoke({"messages": _user("Alice: I moved to Munich last spring")})
    question = "Where does Alice live now?"
    hits = store.search(NS, query=question, limit=1)
    with operation(sc.KIND_GENERATE, "qa.answer") as answer:
        for rank, hit in enumerate(hits):
            answer.input(f"langgraph:memories/alice:{hit.key}", hit.value, kind="memory_record",
                         relation=sc.REL_CONTEXT_OF, rank=rank)
        answer.output("answer:q1", "Paris", kind="answer")
    record_outcome(False, question=question, expected="Munich", actual="Paris", case_id="q1", answer=answer)

    spans = _spans(instrumented)
    faulty = by_op_name(spans, "langmem.extract")[1]
    graph = build_graph(from_readable_span(s) for s in spans)
    (outcome,) = graph.failed_outcomes()
    verdict = attribute_outcome(graph, outcome)
    assert verdict.op_name == "langmem.extract"
    assert verdict.op_id.endswith(hex_ids(faulty)[1])
    assert verdict.error_type == "UpdateError"

