"""Graphiti (``graphiti-core`` on its embedded Kuzu driver): each session is an episode; Graphiti's LLM extracts
entities and facts from it; a question is answered from ``graphiti.search``'s facts.

The app (documented Graphiti usage): ``Graphiti(graph_driver=KuzuDriver(db=...), llm_client=OpenAIGenericClient(
LLMConfig(base_url=<local server>)), embedder=OpenAIEmbedder(...), cross_encoder=OpenAIRerankerClient(...))``,
``build_indices_and_constraints()``; ``add_episode(name, episode_body=<the session's lines>,
source=EpisodeType.message, source_description="chat", reference_time=<the session's date>)`` per session;
``search(question, num_results=K)`` per question, the facts into the prompt; ``remove_episode(uuid)`` in a
retention job. The model is the local server: Graphiti's structured outputs (entities, facts, dedupe decisions)
come from :mod:`memtrace_otel.local_model.structured`: one fact per line, the line verbatim (date and speaker kept),
the speaker as entity, nothing merged or invalidated.

Faults: ``extract`` (the extraction leaves the evidence turn out of the episode's facts: the
``graphiti.add_episode`` span of that session), ``delete`` (``remove_episode`` of the session holding the evidence),
``topk`` (num_results below the evidence fact's rank), ``query`` (the question's first words only), ``response``.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import time
import warnings
from datetime import datetime

from ... import semconv as sc
from ...local_model import answer_messages
from .apps_common import evidence_within_top_k, quietly, topk_cut
from .data import iso_time
from .harness import NotApplicable
from .reader import squash

NAME = "graphiti"
INSTRUMENTATIONS = ("graphiti", "litellm")
FAULTS = ("extract", "delete", "topk", "query", "response")
K = 10


def precheck(question) -> bool:
    """A cheap filter (the facts are the lines, embedded the same way); Graphiti's hybrid search and the replay
    still decide."""
    return evidence_within_top_k(question, K)


def _graphiti(r, path: str):
    os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")
    from graphiti_core import Graphiti
    from graphiti_core.cross_encoder.openai_reranker_client import OpenAIRerankerClient
    from graphiti_core.driver.kuzu_driver import KuzuDriver
    from graphiti_core.embedder.openai import OpenAIEmbedder, OpenAIEmbedderConfig
    from graphiti_core.llm_client.config import LLMConfig
    from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient

    config = LLMConfig(api_key="local", base_url=r.server.base_url, model="local", small_model="local")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the Kuzu backend is deprecated upstream
        driver = KuzuDriver(db=os.path.join(path, "graph.kuzu"))
    return Graphiti(graph_driver=driver, llm_client=OpenAIGenericClient(config),
                    embedder=OpenAIEmbedder(OpenAIEmbedderConfig(api_key="local", base_url=r.server.base_url,
                                                                 embedding_model="local-embed")),
                    cross_encoder=OpenAIRerankerClient(config))


async def _ready(graphiti):
    from graphiti_core.driver.driver import GraphProvider
    from graphiti_core.graph_queries import get_fulltext_indices

    with quietly():
        await graphiti.build_indices_and_constraints()
        for query in get_fulltext_indices(GraphProvider.KUZU):  # Kuzu's full-text indexes are created by the app
            await graphiti.driver.execute_query(query)
    return graphiti


def run(r) -> None:
    path = tempfile.mkdtemp(prefix="memtrace-realistic-graphiti-")
    try:
        asyncio.run(_run(r, path))
    finally:
        shutil.rmtree(path, ignore_errors=True)


async def _run(r, path: str) -> None:
    graphiti = await _ready(_graphiti(r, path))
    try:
        await _app(r, graphiti)
    finally:
        await graphiti.close()
        for holder in (graphiti.llm_client, graphiti.embedder, graphiti.cross_encoder):
            client = getattr(holder, "client", None)  # their openai AsyncClients, closed on this loop
            if client is not None and hasattr(client, "close"):
                await client.close()


async def _app(r, graphiti) -> None:
    from graphiti_core.nodes import EpisodeType

    episodes = {}  # session -> the episode's uuid
    for n in r.sessions:
        turns = r.session_turns(n)
        with r.root("ingest_session"):
            before, t0 = len(r.server.policy.dropped), time.time_ns()
            added = await graphiti.add_episode(
                name=f"{r.conv_id} session {n}", episode_body="\n".join(r.line(t) for t in turns),
                source=EpisodeType.message, source_description="chat",
                reference_time=datetime.fromisoformat(iso_time(turns[0].date)))
            if len(r.server.policy.dropped) > before:
                r.mark_window({sc.KIND_INGEST}, "graphiti.add_episode", t0, time.time_ns())
        episodes[n] = added.episode.uuid

    async def ranked(text):
        with quietly():
            found = await graphiti.search(text, num_results=1000)
        return [next((t.dia_id for t in r.turns if squash(t.text) in squash(e.fact)), "") for e in found]

    target = r.target
    if r.fault == "delete":
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "graphiti"):
            await graphiti.remove_episode(episodes[target.session])
    question, query, k = r.q.text, r.q.text, K
    if r.fault == "topk":
        k = topk_cut(r, await ranked(question), K)
    elif r.fault == "query":
        query = await _rewritten(r, ranked)
    with r.root("answer_question"):
        if r.fault in ("topk", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "graphiti"):
                found = await graphiti.search(query, num_results=k)
        else:
            found = await graphiti.search(query, num_results=k)
        r.answer(answer_messages(question, [e.fact for e in found if e.invalid_at is None]))


async def _rewritten(r, ranked) -> str:
    """apps_common.rewritten_query for an async search."""
    words = r.q.text.rstrip("?").split()
    for n in range(3, len(words)):
        query = " ".join(words[:n])
        top = (await ranked(query))[:K]
        if any(t.dia_id not in top for t in r.q.evidence):
            return query
    raise NotApplicable("no shortened query ranks the evidence out of the top-k")
