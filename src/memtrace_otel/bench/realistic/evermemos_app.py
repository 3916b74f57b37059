"""EverMemOS (the ``evermemos`` client) against an in-process stand-in of the service, through the client's httpx
transport (as tests/instrumentations/test_evermemos.py does).

The app (documented client usage): ``memories.add(content, create_time, message_id, sender, role, group_id,
flush)`` for every turn, with the session's real date as ``create_time`` and ``flush=True`` at the end of a session;
``memories.search(extra_query={"query", "group_id", "top_k", "retrieve_method": "hybrid"})`` for a question;
``memories.delete(memory_id=...)`` in a retention job. The stand-in buffers messages per group and, every
:data:`BOUNDARY` messages or on flush, extracts one episodic memory whose text is the messages with their date and
speaker (``ori_event_id_list`` names them); search ranks episodes by embedding similarity.

Faults: ``extract`` (the service's extraction leaves the evidence message out of its episode, still listing it as a
source: the ground truth is the ``evermemos.extract (observed)`` span the client records for that episode, which
exists only when a search returns the episode), ``delete`` (``memories.delete`` of the episode holding the
evidence), ``topk`` (top_k below the evidence episode's rank), ``filter`` (a ``start_time`` that leaves out the
earlier sessions, or the wrong group id), ``response``.
"""

from __future__ import annotations

import json
import uuid

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import quietly
from .data import iso_time
from .harness import NotApplicable
from .reader import squash

NAME = "evermemos"
INSTRUMENTATIONS = ("evermemos", "litellm")
FAULTS = ("extract", "delete", "topk", "filter", "response")
K = 5
BOUNDARY = 4


def precheck(question) -> bool:
    """Would the clean search's top-K episodes hold every evidence turn? (The stand-in's episodes are fixed: every
    BOUNDARY messages of a session, the last ones flushed at its end.)"""
    import numpy as np

    from .data import line

    episodes = []
    for n in question.sessions:
        turns = question.conv.sessions[n]
        episodes += [turns[i:i + BOUNDARY] for i in range(0, len(turns), BOUNDARY)]
    matrix = np.asarray(embed_texts(["\n".join(line(t) for t in ep) for ep in episodes]))
    order = list(np.argsort(-(matrix @ np.asarray(embed_texts([question.text])[0])), kind="stable"))
    ranks = [next(order.index(i) for i, ep in enumerate(episodes) if t in ep) for t in question.evidence]
    return max(ranks) < K


class StandInEverMemOS:
    """Just enough of the EverMemOS API: add (buffered per group), search (embedding similarity), delete."""

    def __init__(self, keep) -> None:
        self.keep = keep  # the extractor's choice per message (the reader policy's, for the extract fault)
        self.buffers: dict[str, list[dict]] = {}
        self.memories: list[dict] = []
        self.garbled: list[str] = []  # episode ids whose extraction left a message out

    def __call__(self, request):
        import httpx

        path = request.url.path
        if request.method == "POST" and path.endswith("/memories"):
            body = json.loads(request.content)
            group = body.get("group_id") or body["sender"] + "__group"
            buffer = self.buffers.setdefault(group, [])
            buffer.append(body)
            extracted = bool(body.get("flush")) or len(buffer) >= BOUNDARY
            if extracted:
                self._extract(group, buffer)
                buffer.clear()
            status = "extracted" if extracted else "accumulated"
            return httpx.Response(200, json={"message": status, "request_id": uuid.uuid4().hex, "status": status})
        if request.method == "GET" and path.endswith("/memories/search"):
            params = dict(request.url.params)
            found = self._search(params)
            return httpx.Response(200, json={"status": "ok", "message": "ok",
                                             "result": {"memories": found, "total_count": len(found)}})
        if request.method == "DELETE" and path.endswith("/memories"):
            body = json.loads(request.content or b"{}")
            count = 0
            for m in self.memories:
                if m["id"] == body.get("memory_id") and not m.get("deleted"):
                    m["deleted"] = True
                    count += 1
            return httpx.Response(200, json={"status": "ok", "result": {"count": count, "filters": ["memory_id"]}})
        return httpx.Response(404, json={"message": "not part of the stand-in"})

    def _extract(self, group: str, messages: list[dict]) -> None:
        episode = f"ep-{uuid.uuid4().hex[:8]}"
        lines = [f"[{_day(m['create_time'])}] {m['sender']}: {m['content']}" for m in messages
                 if self.keep(m["content"])]
        if len(lines) < len(messages):
            self.garbled.append(episode)
        self.memories.append({"id": episode, "memory_type": "episodic_memory", "user_id": messages[0]["sender"],
                              "group_id": group, "timestamp": messages[0]["create_time"],
                              "episode": "\n".join(lines), "ori_event_id_list": [m["message_id"] for m in messages]})

    def _search(self, params: dict) -> list[dict]:
        import numpy as np

        live = [m for m in self.memories if not m.get("deleted") and m["group_id"] == params.get("group_id")
                and (not params.get("start_time") or m["timestamp"] >= params["start_time"])]
        if not live:
            return []
        matrix = np.asarray(embed_texts([m["episode"] or "(empty)" for m in live]))
        scores = matrix @ np.asarray(embed_texts([params.get("query") or ""])[0])
        order = np.argsort(-scores, kind="stable")[: int(params.get("top_k", 10))]
        return [{**live[i], "score": round(float(scores[i]), 4)} for i in order]


def _day(iso: str) -> str:
    from datetime import datetime

    when = datetime.fromisoformat(iso)
    return f"{when.day} {when.strftime('%B')} {when.year}"


def _client(service):
    import httpx
    from evermemos import EverMemOS

    client = EverMemOS(api_key="local", base_url="http://evermemos.local", max_retries=0,
                       http_client=httpx.Client(transport=httpx.MockTransport(service)))
    return getattr(client, "v1", None) or client.v0


def run(r) -> None:
    service = StandInEverMemOS(r.server.policy._keep)
    api = _client(service).memories
    for n in r.sessions:
        turns = r.session_turns(n)
        for i, t in enumerate(turns):
            with r.root("handle_message"):
                api.add(content=t.text, create_time=iso_time(t.date, i), message_id=t.dia_id,
                        sender=t.speaker, role="user", group_id=r.conv_id, flush=i == len(turns) - 1)
    target = r.target
    holder = next((m for m in service.memories if squash(target.text) in squash(m["episode"])), None)
    if r.fault == "delete":
        if holder is None:
            raise NotApplicable("no episode holds the evidence")
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "evermemos"):
            api.delete(memory_id=holder["id"])
    question = r.q.text
    query = {"query": question, "group_id": r.conv_id, "top_k": K, "retrieve_method": "hybrid"}
    if r.fault == "topk":
        with quietly():
            ranked = service._search({**query, "top_k": 1000})
        ranks = [next((i for i, m in enumerate(ranked) if squash(t.text) in squash(m["episode"])), 10**6)
                 for t in r.q.evidence]
        if max(ranks) >= K:
            raise NotApplicable(f"the clean top-{K} misses evidence already")
        if max(ranks) == 0:
            raise NotApplicable("the evidence episode ranks first")
        query["top_k"] = max(ranks)
    elif r.fault == "filter":
        last = r.sessions[-1]
        if any(t.session != last for t in r.q.evidence):
            query["start_time"] = iso_time(r.session_turns(last)[0].date)
        else:
            query["group_id"] = f"{r.conv_id}-{target.speaker.lower()}"
    with r.root("answer_question"):
        if r.fault in ("topk", "filter"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "evermemos"):
                found = api.search(extra_query=query).result.memories or []
        else:
            found = api.search(extra_query=query).result.memories or []
        r.answer(answer_messages(question, [getattr(m, "episode", None) or "" for m in found]))
    if r.fault == "extract" and service.garbled:
        span = _observed_extract(r, service.garbled)
        if span is None:
            raise NotApplicable("the episode the extraction garbled was not returned by the search, so no span "
                                "records that extraction (the client observes extractions only in search results)")
        r.mark(span)


def _observed_extract(r, episodes: list[str]):
    from .harness import _variables

    wanted = {f"evermemos:mem:{e}" for e in episodes}
    for s in r.log.spans():
        if (s.attributes or {}).get(sc.MEMTRACE_OP_KIND) == sc.KIND_EXTRACT and any(
                v.get(sc.VAR_ID) in wanted for v in _variables(s, "output")):
            return s
    return None
