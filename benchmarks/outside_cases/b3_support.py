"""Batch-3 helpers (not a case): the in-process stand-ins the memory services' own tests use (Letta, Zep and
EverMemOS speak their HTTP APIs over an httpx MockTransport; Graphiti's LLM is a scripted OpenAI-compatible server
with the local model's offline embeddings), and a root span per turn for apps written that way.

The stand-in classes are imported from tests/ (tests/support, tests/instrumentations): they are what a user of this
repository would run offline instead of the real services. Nothing here touches the attribution engine.
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
import warnings

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
for sub in ("tests/support", "tests/instrumentations"):
    p = os.path.join(ROOT, sub)
    if p not in sys.path:
        sys.path.insert(0, p)
os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")


@contextlib.contextmanager
def turn_span(name: str):
    """One root span per turn (the app's own span, not a memtrace op)."""
    from opentelemetry import trace
    with trace.get_tracer("b3-app").start_as_current_span(name, context=None) as span:
        yield span


# --------------------------------------------------------------------------------------------------- services
def zep_client(server):
    import httpx
    import zep_cloud
    return zep_cloud.Zep(api_key="k", base_url="http://zep.test/api/v4", max_retries=0,
                         httpx_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


def fake_zep():
    from test_zep import FakeZep  # the stand-in Zep v4 server of tests/instrumentations/test_zep.py
    return FakeZep()


def fake_letta():
    from test_letta import FakeLetta
    return FakeLetta()


def letta_client(server):
    import httpx
    import letta_client as lc
    return lc.Letta(api_key="k", base_url="http://letta.test", max_retries=0,
                    http_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


def fake_evermemos():
    from test_evermemos import FakeEverMemOS
    return FakeEverMemOS()


def evermemos_async_client(server):
    import evermemos
    import httpx
    return evermemos.AsyncEverMemOS(api_key="k", base_url="http://evermemos.test", max_retries=0,
                                    http_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))


def evermemos_client(server):
    import evermemos
    import httpx
    return evermemos.EverMemOS(api_key="k", base_url="http://evermemos.test", max_retries=0,
                               http_client=httpx.Client(transport=httpx.MockTransport(server.handle)))


# --------------------------------------------------------------------------------------------------- graphiti
def _section(text: str, tag: str):
    found = re.findall(rf"<{tag}>\s*(.*?)\s*</{tag}>", text, re.S)
    return found[-1] if found else None


class GraphitiScript:
    """Graphiti's structured prompts answered from a script: ``facts`` maps a phrase of an episode's body to the
    (source, relation, target, fact) edges the model extracts from it; entities are the edges' ends plus ``people``
    named in the message. Nothing is deduplicated or invalidated."""

    def __init__(self, facts: dict[str, list[tuple[str, str, str, str]]], people: list[str]):
        self.facts, self.people = facts, people

    def _edges(self, current: str):
        return [e for key, edges in self.facts.items() if key in current for e in edges]

    def __call__(self, body: dict):
        from scripted_openai import prompt_text
        name = ((body.get("response_format") or {}).get("json_schema") or {}).get("name")
        text = prompt_text(body)
        current = _section(text, "CURRENT_MESSAGE") or _section(text, "CURRENT MESSAGE") or ""
        day = re.search(r"\d{4}-\d{2}-\d{2}", _section(text, "REFERENCE_TIME") or _section(text, "REFERENCE TIME")
                        or "")
        when = f"{day.group(0)}T00:00:00Z" if day else None
        edges = self._edges(current)
        if name == "ExtractedEntities":
            names = []
            for n in [p for p in self.people if p in current] + [x for e in edges for x in (e[0], e[2])]:
                if n not in names:
                    names.append(n)
            return {"extracted_entities": [{"name": n, "entity_type_id": 0} for n in names]}
        if name == "ExtractedEdges":
            return {"edges": [{"source_entity_name": s, "target_entity_name": t, "relation_type": r, "fact": f,
                               "valid_at": when, "invalid_at": None} for s, r, t, f in edges]}
        if name == "EdgeDuplicate":
            return {"duplicate_facts": [], "contradicted_facts": []}
        if name == "EdgeTimestamps":
            return {"valid_at": when, "invalid_at": None}
        if name == "NodeResolutions":
            return {"entity_resolutions": []}
        if name == "SummarizedEntities":
            return {"summaries": []}
        return {}


@contextlib.contextmanager
def graphiti_server(script):
    from scripted_openai import ScriptedServer
    with ScriptedServer(script) as server:
        yield server


async def make_graphiti(server, db_path: str):
    from graphiti_core import Graphiti
    from graphiti_core.cross_encoder.openai_reranker_client import OpenAIRerankerClient
    from graphiti_core.driver.driver import GraphProvider
    from graphiti_core.driver.kuzu_driver import KuzuDriver
    from graphiti_core.embedder.openai import OpenAIEmbedder, OpenAIEmbedderConfig
    from graphiti_core.graph_queries import get_fulltext_indices
    from graphiti_core.llm_client.config import LLMConfig
    from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient

    config = LLMConfig(api_key="x", base_url=server.base_url, model="local", small_model="local")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        driver = KuzuDriver(db=db_path)
    g = Graphiti(graph_driver=driver, llm_client=OpenAIGenericClient(config),
                 embedder=OpenAIEmbedder(OpenAIEmbedderConfig(api_key="x", base_url=server.base_url,
                                                              embedding_model="local-embed")),
                 cross_encoder=OpenAIRerankerClient(config))
    await g.build_indices_and_constraints()
    for query in get_fulltext_indices(GraphProvider.KUZU):
        await g.driver.execute_query(query)
    return g
