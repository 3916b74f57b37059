"""Graphiti instrumentation against the real ``graphiti-core`` in-process, on its embedded Kuzu driver: its
OpenAI-compatible LLM client and embedder talk to a scripted local server (structured JSON answers per response
model; the local model's offline embeddings)."""

from __future__ import annotations

import asyncio
import os
import re
import warnings
from datetime import datetime, timezone

import pytest

os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")
pytest.importorskip("graphiti_core", reason="graphiti-core is not installed (pip install -e '.[graphiti]')")
pytest.importorskip("kuzu", reason="kuzu (graphiti-core[kuzu]) is not installed")

from graphiti_core import Graphiti  # noqa: E402
from graphiti_core.cross_encoder.openai_reranker_client import OpenAIRerankerClient  # noqa: E402
from graphiti_core.driver.driver import GraphProvider  # noqa: E402
from graphiti_core.driver.kuzu_driver import KuzuDriver  # noqa: E402
from graphiti_core.embedder.openai import OpenAIEmbedder, OpenAIEmbedderConfig  # noqa: E402
from graphiti_core.graph_queries import get_fulltext_indices  # noqa: E402
from graphiti_core.llm_client.config import LLMConfig  # noqa: E402
from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient  # noqa: E402

from memtrace_otel import operation, record_outcome  # noqa: E402
from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.attribution import attribute_outcome  # noqa: E402
from memtrace_otel.graph import build_graph  # noqa: E402
from memtrace_otel.instrumentations.graphiti import GraphitiInstrumentor, edge_var_id  # noqa: E402
from memtrace_otel.span_record import from_readable_span  # noqa: E402

from instrumenting import instrumented_fixture  # noqa: E402
from scripted_openai import ScriptedServer, prompt_text  # noqa: E402
from variable_events import by_op_name, hex_ids, link_targets, output_versions, variables  # noqa: E402

CITIES = ("Berlin", "Munich", "Paris")


class GraphModel:
    """Answers Graphiti's structured prompts: Alice and the city she mentions, a LIVES_IN fact dated at the episode,
    and a new home contradicts the old one (``wrong_invalidation``: the planted mistake, a visit to Paris is taken
    for a move and invalidates the current home)."""

    def __init__(self, *, wrong_invalidation: bool = False):
        self.wrong_invalidation = wrong_invalidation

    def __call__(self, body: dict):
        name = ((body.get("response_format") or {}).get("json_schema") or {}).get("name")
        text = prompt_text(body)
        current = _section(text, "CURRENT_MESSAGE") or _section(text, "CURRENT MESSAGE") or ""
        day = re.search(r"\d{4}-\d{2}-\d{2}", _section(text, "REFERENCE_TIME") or _section(text, "REFERENCE TIME") or "")
        when = f"{day.group(0)}T00:00:00Z" if day else None
        cities = [c for c in CITIES if c in current]
        if name == "ExtractedEntities":
            return {"extracted_entities": [{"name": n, "entity_type_id": 0} for n in ["Alice", *cities]]}
        if name == "ExtractedEdges":
            relation = "VISITED" if "visit" in current else "LIVES_IN"
            verb = "visited" if relation == "VISITED" else "lives in"
            return {"edges": [{"source_entity_name": "Alice", "target_entity_name": c, "relation_type": relation,
                               "fact": f"Alice {verb} {c}", "valid_at": when, "invalid_at": None}
                              for c in cities]}
        if name == "EdgeDuplicate":
            new = _section(text, "NEW FACT") or ""
            listed = (_section(text, "EXISTING FACTS") or "") + (_section(text, "FACT INVALIDATION CANDIDATES") or "")
            ids = [int(i) for i, fact in re.findall(r"""['"]idx['"]: (\d+), ['"]fact['"]: ['"]([^'"]*)['"]""", listed)
                   if "lives in" in fact and fact not in new]
            moves = "lives in" in new or (self.wrong_invalidation and "visited" in new)
            return {"duplicate_facts": [], "contradicted_facts": ids if moves else []}
        if name == "EdgeTimestamps":
            return {"valid_at": when, "invalid_at": None}
        if name == "NodeResolutions":
            return {"entity_resolutions": []}
        if name == "SummarizedEntities":
            return {"summaries": []}
        return {}


def _section(text: str, tag: str):
    found = re.findall(rf"<{tag}>\s*(.*?)\s*</{tag}>", text, re.S)
    return found[-1] if found else None


@pytest.fixture
def script():
    return GraphModel()


@pytest.fixture
def graphiti_factory(script, tmp_path):
    with ScriptedServer(script) as server:
        def make() -> Graphiti:
            config = LLMConfig(api_key="x", base_url=server.base_url, model="local", small_model="local")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # the Kuzu backend is deprecated upstream
                driver = KuzuDriver(db=str(tmp_path / "graph.kuzu"))
            return Graphiti(graph_driver=driver, llm_client=OpenAIGenericClient(config),
                            embedder=OpenAIEmbedder(OpenAIEmbedderConfig(api_key="x", base_url=server.base_url,
                                                                         embedding_model="local-embed")),
                            cross_encoder=OpenAIRerankerClient(config))

        yield make


instrumented = instrumented_fixture(GraphitiInstrumentor)


async def _ready(graphiti: Graphiti) -> Graphiti:
    await graphiti.build_indices_and_constraints()
    for query in get_fulltext_indices(GraphProvider.KUZU):  # Kuzu's full-text indexes are created by the app
        await graphiti.driver.execute_query(query)
    return graphiti


def _add(graphiti: Graphiti, body: str, day: int):
    return graphiti.add_episode(name=f"session {day}", episode_body=body, source_description="chat",
                                reference_time=datetime(2025, 1, day, tzinfo=timezone.utc))


def _spans(exporter):
    return list(exporter.get_finished_spans())


def test_episodes_facts_invalidation_search_and_remove(instrumented, graphiti_factory, capture_content):
    async def run():
        graphiti = await _ready(graphiti_factory())
        try:
            first = await _add(graphiti, "Alice: I live in Berlin", 1)
            second = await _add(graphiti, "Alice: I moved to Munich", 20)
            found = await graphiti.search("Where does Alice live?")
            await graphiti.remove_episode(second.episode.uuid)
            return first, second, found
        finally:
            await graphiti.close()

    first, second, found = asyncio.run(run())
    # what Graphiti returns is unchanged by the instrumentation
    (berlin,) = first.edges
    assert berlin.fact == "Alice lives in Berlin" and berlin.invalid_at is None
    by_fact = {e.fact: e for e in second.edges}
    assert set(by_fact) == {"Alice lives in Berlin", "Alice lives in Munich"}
    assert by_fact["Alice lives in Berlin"].uuid == berlin.uuid and by_fact["Alice lives in Berlin"].invalid_at
    munich = by_fact["Alice lives in Munich"]

    spans = _spans(instrumented)
    add1, add2 = by_op_name(spans, "graphiti.add_episode")
    assert add1.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_CREATE_MEMORY
    assert add1.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_INGEST
    assert output_versions(add1)[edge_var_id(berlin.uuid)] == (1, "create")
    # the invalidation ends the fact: version 2 of the same variable, a tombstone linked to the writer of version 1
    out2 = output_versions(add2)
    assert out2[edge_var_id(berlin.uuid)] == (2, "delete")
    assert out2[edge_var_id(munich.uuid)] == (1, "create")
    assert (hex_ids(add1)[1], sc.REL_DELETES, edge_var_id(berlin.uuid)) in link_targets(add2)
    assert add2.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == len(out2)  # entities and facts written, tombstones
    episode_inputs = [v for v in variables(add2, "input") if v[sc.VAR_KIND] == "message"]
    assert [v[sc.VAR_CONTENT] for v in episode_inputs] == ["Alice: I moved to Munich"]
    fact = next(v for v in variables(add2, "output") if v[sc.VAR_ID] == edge_var_id(munich.uuid))
    assert episode_inputs[0][sc.VAR_ID] in fact[sc.VAR_SOURCE_IDS]

    # the search reads the versions the episodes wrote and links to their writers
    (search,) = by_op_name(spans, "graphiti.search")
    assert search.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    reads = {v[sc.VAR_ID]: v[sc.VAR_VERSION] for v in variables(search, "input") if v[sc.VAR_KIND] == "memory_record"}
    assert {edge_var_id(e.uuid) for e in found} == set(reads)
    assert reads[edge_var_id(munich.uuid)] == 1 and reads[edge_var_id(berlin.uuid)] == 2
    assert (hex_ids(add2)[1], sc.REL_READS, edge_var_id(berlin.uuid)) in link_targets(search)

    # removing the second episode deletes it and the fact only it supported
    (remove,) = by_op_name(spans, "graphiti.remove_episode")
    assert output_versions(remove) == {f"graphiti:episode:{second.episode.uuid}": (2, "delete"),
                                       edge_var_id(munich.uuid): (2, "delete")}


def test_library_errors_pass_through(instrumented, graphiti_factory):
    async def run():
        graphiti = await _ready(graphiti_factory())
        try:
            with pytest.raises(Exception) as raised:
                await graphiti.remove_episode("no-such-episode")
            return raised
        finally:
            await graphiti.close()

    raised = asyncio.run(run())
    assert type(raised.value).__name__ == "NodeNotFoundError"
    (span,) = by_op_name(_spans(instrumented), "graphiti.remove_episode")
    assert span.status.status_code.name == "ERROR"


@pytest.mark.parametrize("script", [GraphModel(wrong_invalidation=True)])
def test_a_wrong_invalidation_is_attributed_to_the_episode_that_made_it(instrumented, graphiti_factory, script,
                                                                       capture_content):
    """The planted fault: a visit to Paris is taken for a move and invalidates "Alice lives in Munich". The
    answer, from the facts still valid, says she lives nowhere known: the lineage engine names that episode."""

    async def run():
        graphiti = await _ready(graphiti_factory())
        try:
            await _add(graphiti, "Alice: I moved to Munich", 1)
            await _add(graphiti, "Alice: I visited Paris for a weekend", 10)
            return await graphiti.search("Where does Alice live?")
        finally:
            await graphiti.close()

    question = "Where does Alice live?"
    found = asyncio.run(run())
    valid = [e for e in found if e.invalid_at is None and "lives in" in e.fact]
    assert valid == []  # the only home fact was invalidated
    with operation(sc.KIND_GENERATE, "qa.answer") as answer:
        for rank, edge in enumerate(e for e in found if e.invalid_at is None):
            answer.input(edge_var_id(edge.uuid), edge.fact, kind="memory_record", relation=sc.REL_CONTEXT_OF,
                         rank=rank)
        answer.output("answer:q1", "I don't know", kind="answer")
    record_outcome(False, question=question, expected="Munich", actual="I don't know", case_id="q1", answer=answer)

    spans = _spans(instrumented)
    faulty = by_op_name(spans, "graphiti.add_episode")[1]
    graph = build_graph(from_readable_span(s) for s in spans)
    (outcome,) = graph.failed_outcomes()
    verdict = attribute_outcome(graph, outcome)
    assert (verdict.op_name, verdict.error_type) == ("graphiti.add_episode", "DeletionError"), verdict
    assert verdict.op_id.endswith(hex_ids(faulty)[1])
