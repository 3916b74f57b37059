"""Zep (``zep-cloud``): the conversation goes into threads, Zep extracts facts into the user's graph, a question is
answered from a graph search over facts. The Zep service is an in-process stand-in reached through the client's
httpx transport (as tests/instrumentations/test_zep.py does): the only part of the app that is not the real library.

The app (documented client usage): ``Zep(api_key=..., base_url=...)``; ``thread.add_messages(<conversation>-s<n>,
messages=[AddMessage(content, role="user", name=<speaker>, created_at=<the turn's time>)])`` for every turn;
``graph.search_edges(<conversation graph>, query=question, page_size=K)`` for a question, the facts into the prompt;
maintenance jobs that look a fact up (``graph.search_edges``) and then correct it (``graph.edge.update(...,
fact=...)``) or remove it (``graph.edge.delete``). The stand-in makes each message an episode (the message's uuid)
and extracts one fact from it: the message with its date and speaker, ``"[8 May 2023] Caroline: ..."``; a search
ranks facts by embedding similarity (the suite's offline embeddings).

Faults: ``extract`` (the service's extraction cuts the evidence message's fact short, its first half only: the
ground truth is the ``zep.extract (observed)`` span the client records for that fact, which exists only when a
search returns it), ``overwrite`` (``graph.edge.update`` of the evidence fact with another turn's text), ``delete``
(``graph.edge.delete`` of the evidence fact), ``topk`` (page_size below the evidence's rank), ``query`` (the
question's first words only), ``response``.
"""

from __future__ import annotations

import json
import uuid

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import evidence_within_top_k, other_turn_same_speaker, quietly, rewritten_query, topk_cut
from .data import iso_time
from .harness import NotApplicable
from .reader import squash

NAME = "zep"
INSTRUMENTATIONS = ("zep", "litellm")
FAULTS = ("extract", "overwrite", "delete", "topk", "query", "response")
K = 10


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


def _day(iso: str) -> str:
    from datetime import datetime

    when = datetime.fromisoformat(iso)
    return f"{when.day} {when.strftime('%B')} {when.year}"


class StandInZep:
    """Just enough of the Zep v4 API: thread messages (each an episode, one fact extracted from it), edge search,
    edge update and delete."""

    def __init__(self, graph_of_thread, keep=lambda text: True) -> None:
        self.graph_of_thread = graph_of_thread  # thread id -> graph (user) id
        self.keep = keep  # the extractor's choice per message (the reader policy's, for the extract fault)
        self.edges: dict[str, list[dict]] = {}
        self.garbled: list[str] = []  # facts whose extraction cut the message short

    def __call__(self, request):
        import httpx

        path = request.url.path.removeprefix("/api/v4/").split("/")
        body = json.loads(request.content) if request.content else {}
        if path[0] == "threads" and path[2:] == ["messages"] and request.method == "POST":
            graph = self.graph_of_thread(path[1])
            echoed = []
            for message in body["messages"]:
                episode = message.get("uuid") or str(uuid.uuid4())
                self._extract(graph, episode, message)
                echoed.append({**message, "uuid": episode, "thread_uuid": path[1], "processed": True})
            return httpx.Response(202, json={"messages": echoed, "task": {"status": "succeeded"}})
        if path[0] == "graphs" and path[2:] == ["search", "edges"] and request.method == "POST":
            items = self.search(path[1], body["query"], int(request.url.params.get("page_size") or 10))
            items = [{k: v for k, v in e.items() if k not in ("embedding", "deleted")} for e in items]
            return httpx.Response(200, json={"items": items, "next_cursor": None, "total_size": len(items)})
        if path[0] == "graphs" and path[2] == "edges" and len(path) == 4:
            edge = next((e for e in self._live(path[1]) if e["uuid"] == path[3]), None)
            if edge is None:
                return httpx.Response(404, json={"error": {"code": "not_found", "message": f"edge {path[3]}"}})
            if request.method == "DELETE":
                edge["deleted"] = True
                return httpx.Response(202, json={"task": {"status": "succeeded"}})
            if request.method == "PATCH" and body.get("fact"):
                edge.update(fact=body["fact"], embedding=embed_texts([body["fact"]])[0])
            return httpx.Response(200, json={k: v for k, v in edge.items() if k not in ("embedding", "deleted")})
        return httpx.Response(404, json={"error": {"code": "not_found", "message": f"not part of the stand-in: "
                                                                                 f"{request.method} {request.url.path}"}})

    def _extract(self, graph: str, episode: str, message: dict) -> None:
        when, content = message.get("created_at"), message["content"]
        edge = f"edge-{uuid.uuid4()}"
        if not self.keep(content):
            words = content.split()
            content = " ".join(words[:max(1, len(words) // 2)])
            self.garbled.append(edge)
        fact = f"[{_day(when)}] {message.get('name')}: {content}" if when else content
        self.edges.setdefault(graph, []).append({
            "uuid": edge, "fact": fact, "name": "STATES", "graph_uuid": graph,
            "source_node_uuid": f"node-{message.get('name')}", "target_node_uuid": f"node-{message.get('name')}",
            "episode_uuids": [episode], "created_at": when, "valid_at": when, "embedding": embed_texts([fact])[0]})

    def _live(self, graph: str) -> list[dict]:
        return [e for e in self.edges.get(graph, []) if not e.get("deleted")]

    def search(self, graph: str, query: str, limit: int) -> list[dict]:
        import numpy as np

        live = self._live(graph)
        if not live:
            return []
        scores = np.asarray([e["embedding"] for e in live]) @ np.asarray(embed_texts([query])[0])
        return [{**live[i], "score": round(float(scores[i]), 4)} for i in np.argsort(-scores, kind="stable")[:limit]]


def _client(service):
    import httpx
    from zep_cloud import Zep

    return Zep(api_key="local", base_url="http://zep.local/api/v4", max_retries=0,
               httpx_client=httpx.Client(transport=httpx.MockTransport(service)))


def run(r) -> None:
    from zep_cloud import AddMessage

    graph = f"user-{r.conv_id}"
    service = StandInZep(lambda thread: graph, r.server.policy._keep)
    client = _client(service)
    for n in r.sessions:
        for i, t in enumerate(r.session_turns(n)):
            with r.root("handle_message"):
                client.thread.add_messages(f"{r.conv_id}-s{n}", messages=[AddMessage(
                    content=t.text, role="user", name=t.speaker, created_at=iso_time(t.date, i))])
    target = r.target
    if r.fault in ("overwrite", "delete"):
        job = "consolidate_job" if r.fault == "overwrite" else "retention_job"
        with r.root(job):
            found = client.graph.search_edges(graph, query=r.line(target), page_size=1).items
            if not found or squash(target.text) not in squash(found[0].fact):
                raise NotApplicable("the job's lookup does not find the evidence fact")
            if r.fault == "overwrite":
                other = other_turn_same_speaker(r, target)
                with r.decisive_call({sc.KIND_UPDATE}, "zep"):
                    client.graph.edge.update(graph, found[0].uuid_, fact=r.line(other))
            else:
                with r.decisive_call({sc.KIND_DELETE}, "zep"):
                    client.graph.edge.delete(graph, found[0].uuid_)

    def ranked(text):
        with quietly():
            found = service.search(graph, text, 1000)
        return [next((t.dia_id for t in r.turns if squash(t.text) in squash(e["fact"])), "") for e in found]

    question, query, page_size = r.q.text, r.q.text, K
    if r.fault == "topk":
        page_size = topk_cut(r, ranked(question), K)
    elif r.fault == "query":
        query = rewritten_query(r, ranked, K)
    with r.root("answer_question"):
        if r.fault in ("topk", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "zep"):
                facts = client.graph.search_edges(graph, query=query, page_size=page_size).items
        else:
            facts = client.graph.search_edges(graph, query=query, page_size=page_size).items
        r.answer(answer_messages(question, [e.fact for e in facts]))
    if r.fault == "extract" and service.garbled:
        span = _observed_extract(r, service.garbled)
        if span is None:
            raise NotApplicable("the fact the extraction cut short was not returned by the search, so no span "
                                "records that extraction (the client observes extractions only in search results)")
        r.mark(span)


def _observed_extract(r, edges: list[str]):
    from .harness import _variables

    wanted = {f"zep:edge:{e}" for e in edges}
    for s in r.log.spans():
        if (s.attributes or {}).get(sc.MEMTRACE_OP_KIND) == sc.KIND_EXTRACT and any(
                v.get(sc.VAR_ID) in wanted for v in _variables(s, "output")):
            return s
    return None
