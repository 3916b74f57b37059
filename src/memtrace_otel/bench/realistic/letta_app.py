"""Letta (``letta-client``): an agent's archival memory holds the conversation; a question is answered from an
archival search. The Letta server is an in-process stand-in reached through the client's httpx transport (as
tests/instrumentations/test_letta.py does): the only part of the app that is not the real library.

The app (documented client usage): ``Letta(base_url=..., api_key=...)``; ``agents.passages.create(agent_id,
text=<"[8 May 2023] Caroline: ...">, tags=["session_3", "caroline"], created_at=<the turn's time>)`` for every
turn; ``agents.passages.search(agent_id, query=question, top_k=K, tags=...)`` for a question, the passages into the
prompt; ``agents.passages.delete(memory_id, agent_id=...)`` in a retention job. The stand-in keeps passages per
agent and ranks a search by embedding similarity (the suite's offline embeddings), filtered by tags (``any``).

Faults: ``delete`` (``passages.delete`` of the evidence passage), ``topk`` (top_k below the evidence's rank),
``filter`` (tags of the current session only, or of the other speaker), ``query`` (the question's first words only),
``response``.
"""

from __future__ import annotations

import json
import uuid

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import evidence_within_top_k, quietly, rewritten_query, topk_cut
from .data import iso_time
from .harness import NotApplicable
from .reader import squash

NAME = "letta"
INSTRUMENTATIONS = ("letta", "litellm")
FAULTS = ("delete", "topk", "filter", "query", "response")
K = 10


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


class StandInLetta:
    """Just enough of the Letta API for archival memory: passages create / search / delete per agent."""

    def __init__(self) -> None:
        self.passages: dict[str, list[dict]] = {}

    def __call__(self, request):
        import httpx

        parts = request.url.path.strip("/").split("/")  # v1 agents <id> archival-memory ...
        if parts[:2] != ["v1", "agents"] or len(parts) < 4 or parts[3] != "archival-memory":
            return httpx.Response(404, json={"detail": f"not part of the stand-in: {request.url.path}"})
        agent, rest, method = parts[2], parts[4:], request.method
        if not rest and method == "POST":
            body = json.loads(request.content)
            passage = {"id": f"passage-{uuid.uuid4()}", "text": body["text"], "tags": body.get("tags") or [],
                       "created_at": body.get("created_at"), "archive_id": f"archive-{agent}",
                       "embedding": embed_texts([body["text"]])[0]}
            self.passages.setdefault(agent, []).append(passage)
            return httpx.Response(200, json=[{k: v for k, v in passage.items() if k != "embedding"}])
        if rest == ["search"] and method == "GET":
            params = request.url.params
            found = self.search(agent, params.get("query", ""), int(params.get("top_k") or 10),
                                params.get_list("tags"))
            results = [{"id": p["id"], "content": p["text"], "timestamp": p["created_at"], "tags": p["tags"]}
                       for p in found]
            return httpx.Response(200, json={"count": len(results), "results": results})
        if len(rest) == 1 and method == "DELETE":
            kept = [p for p in self.passages.get(agent, []) if p["id"] != rest[0]]
            if len(kept) == len(self.passages.get(agent, [])):
                return httpx.Response(404, json={"detail": f"passage {rest[0]} not found"})
            self.passages[agent] = kept
            return httpx.Response(200, json={"message": f"passage {rest[0]} deleted"})
        return httpx.Response(404, json={"detail": f"not part of the stand-in: {method} {request.url.path}"})

    def search(self, agent: str, query: str, top_k: int, tags=()) -> list[dict]:
        import numpy as np

        pool = [p for p in self.passages.get(agent, []) if not tags or set(tags) & set(p["tags"])]
        if not pool:
            return []
        scores = np.asarray([p["embedding"] for p in pool]) @ np.asarray(embed_texts([query])[0])
        return [pool[i] for i in np.argsort(-scores, kind="stable")[:top_k]]


def _client(service):
    import httpx
    from letta_client import Letta

    return Letta(api_key="local", base_url="http://letta.local", max_retries=0,
                 http_client=httpx.Client(transport=httpx.MockTransport(service)))


def run(r) -> None:
    service = StandInLetta()
    passages = _client(service).agents.passages
    agent = f"agent-{r.conv_id}"
    for n in r.sessions:
        for i, t in enumerate(r.session_turns(n)):
            with r.root("handle_message"):
                passages.create(agent, text=r.line(t), tags=[f"session_{n}", t.speaker.lower()],
                                created_at=iso_time(t.date, i))
    target = r.target
    if r.fault == "delete":
        held = next((p for p in service.passages.get(agent, []) if squash(target.text) in squash(p["text"])), None)
        if held is None:
            raise NotApplicable("no passage holds the evidence turn")
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "letta"):
            passages.delete(held["id"], agent_id=agent)

    def ranked(text, tags=()):
        with quietly():
            found = service.search(agent, text, 1000, tags)
        return [next((t.dia_id for t in r.turns if squash(t.text) in squash(p["text"])), "") for p in found]

    question, query, top_k, tags = r.q.text, r.q.text, K, None
    if r.fault == "topk":
        top_k = topk_cut(r, ranked(question), K)
    elif r.fault == "query":
        query = rewritten_query(r, ranked, K)
    elif r.fault == "filter":
        last = r.sessions[-1]
        if any(t.session != last for t in r.q.evidence):
            tags = [f"session_{last}"]
        else:
            others = [s for s in r.q.conv.speakers if any(t.speaker != s for t in r.q.evidence)]
            if not others:
                raise NotApplicable("no session or speaker tag leaves the evidence out")
            tags = [others[0].lower()]
    kwargs = {"query": query, "top_k": top_k, **({"tags": tags, "tag_match_mode": "any"} if tags else {})}
    with r.root("answer_question"):
        if r.fault in ("topk", "filter", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "letta"):
                found = passages.search(agent, **kwargs).results
        else:
            found = passages.search(agent, **kwargs).results
        r.answer(answer_messages(question, [p.content for p in found]))
