"""The local model's tool calls and JSON-schema outputs (local_model/structured.py): valid for the schema the request
sent, made of the request's own lines, the same every time; real LangMem and Graphiti run unmodified against it."""

from __future__ import annotations

import json
from typing import Optional

import pytest
from pydantic import BaseModel, Field

from memtrace_otel.local_model import FaultPlan, LocalModelServer, ScriptedPolicy
from memtrace_otel.local_model.structured import content_units, instantiate, tool_calls

openai = pytest.importorskip("openai")

LINES = ["[8 May 2023] Caroline: I went to a LGBTQ support group yesterday.",
         "[8 May 2023] Melanie: That sounds great, Caroline!"]


class Edge(BaseModel):
    source_entity_name: str = Field(..., description="The name of the source entity")
    target_entity_name: str
    relation_type: str = Field(..., description="in SCREAMING_SNAKE_CASE")
    fact: str
    valid_at: Optional[str] = None
    invalid_at: Optional[str] = None


class Edges(BaseModel):
    edges: list[Edge]


class Resolution(BaseModel):
    id: int = Field(..., description="integer id of the entity")
    name: str
    duplicate_candidate_id: int = Field(..., description="candidate id, or -1 if no duplicate exists")


class Resolutions(BaseModel):
    entity_resolutions: list[Resolution]
    duplicate_facts: list[int]


MEMORY_TOOL = {"type": "function", "function": {"name": "Memory", "parameters": {
    "type": "object", "properties": {"content": {"type": "string"}}, "required": ["content"]}}}
PATCH_TOOL = {"type": "function", "function": {"name": "PatchDoc", "parameters": {
    "type": "object", "properties": {"json_doc_id": {"type": "string"}, "patches": {"type": "array"}},
    "required": ["json_doc_id", "patches"]}}}


def _messages(wrap: str = "{}") -> list[dict]:
    return [{"role": "system", "content": "Extract memories. <existing>old memory line</existing>"},
            {"role": "user", "content": wrap.format("\n".join(LINES))}]


def test_content_units_are_the_lines_to_process():
    tagged = _messages("Instructions here.\n<PREVIOUS_MESSAGES>\nold: line\n</PREVIOUS_MESSAGES>\n"
                       "<CURRENT_MESSAGE>\n{}\n</CURRENT_MESSAGE>\n<REFERENCE_TIME>2023-05-08</REFERENCE_TIME>")
    assert content_units(tagged) == LINES
    session = _messages("Reflect.\n<session_1a>\n=========== Human Message ===========\n\n{}\n</session_1a>")
    assert content_units(session) == LINES
    assert content_units(_messages(), keep=lambda u: "Melanie" not in u) == LINES[:1]


def test_json_schema_answer_is_valid_and_made_of_the_lines():
    edges = Edges.model_validate(instantiate(Edges.model_json_schema(), LINES))
    assert [e.fact for e in edges.edges] == LINES
    assert [e.source_entity_name for e in edges.edges] == ["Caroline", "Melanie"]
    assert edges.edges[0].valid_at == "2023-05-08T00:00:00Z" and edges.edges[0].invalid_at is None
    assert edges.edges[0].relation_type == "STATES"
    # an item that must point at something shown (an entity id) is not invented; -1 is this schema's "none"
    assert Resolutions.model_validate(instantiate(Resolutions.model_json_schema(), LINES)).entity_resolutions == []
    assert instantiate(Resolution.model_json_schema(), LINES)["duplicate_candidate_id"] == -1


def test_tool_calls_record_each_line_and_never_edit():
    calls = tool_calls([PATCH_TOOL, MEMORY_TOOL], "required", LINES)
    assert calls == [{"name": "Memory", "args": {"content": line}} for line in LINES]
    assert tool_calls([PATCH_TOOL], "required", LINES) == []
    assert tool_calls([MEMORY_TOOL], "none", LINES) == []


def test_server_answers_tools_and_json_schema_over_http():
    policy = ScriptedPolicy(faults=FaultPlan(omit_facts=[LINES[1]]))
    with LocalModelServer(policy) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x")
        reply = client.chat.completions.create(model="local", messages=_messages(), tools=[PATCH_TOOL, MEMORY_TOOL],
                                               tool_choice="required")
        choice = reply.choices[0]
        assert choice.finish_reason == "tool_calls" and choice.message.content is None
        assert [(c.function.name, json.loads(c.function.arguments)) for c in choice.message.tool_calls] == [
            ("Memory", {"content": LINES[0]})]  # the planted omission leaves the second line out
        parsed = client.chat.completions.create(
            model="local", messages=_messages(),
            response_format={"type": "json_schema", "json_schema": {"name": "Edges",
                                                                    "schema": Edges.model_json_schema()}})
        assert [e.fact for e in Edges.model_validate_json(parsed.choices[0].message.content).edges] == LINES[:1]
        plain = client.chat.completions.create(model="local", messages=_messages(), tools=[MEMORY_TOOL],
                                               tool_choice="none")
        assert plain.choices[0].message.content and not plain.choices[0].message.tool_calls
        stream = client.chat.completions.create(model="local", messages=_messages(), tools=[MEMORY_TOOL],
                                                stream=True)
        deltas = [c.choices[0].delta for c in stream if c.choices]
        assert [t.function.name for d in deltas for t in (d.tool_calls or ())] == ["Memory"]


def test_real_langmem_extracts_every_line_through_the_local_model():
    pytest.importorskip("langmem")
    from langchain_openai import ChatOpenAI
    from langgraph.store.memory import InMemoryStore
    from langmem import create_memory_store_manager

    from memtrace_otel.text.embeddings import embed_texts

    with LocalModelServer() as server:
        store = InMemoryStore(index={"dims": 64, "embed": lambda t: embed_texts(t, 64), "fields": ["content.content"]})
        manager = create_memory_store_manager(ChatOpenAI(model="local", base_url=server.base_url, api_key="x",
                                                         max_retries=0), namespace=("m", "c"), store=store)
        manager.invoke({"messages": [{"role": "user", "content": line} for line in LINES]})
        manager.invoke({"messages": [{"role": "user", "content": "[9 May 2023] Caroline: I painted a lake."}]})
        stored = sorted(i.value["content"]["content"] for i in store.search(("m", "c")))
    assert stored == sorted(LINES + ["[9 May 2023] Caroline: I painted a lake."])
