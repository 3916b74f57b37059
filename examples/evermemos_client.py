"""The EverMemOS client, traced by memtrace's evermemos instrumentation.

A short conversation is sent to EverMemOS (``memories.add``: ``ingest`` spans, each message entering the group's
pending buffer), then a question is answered from ``memories.search``. The search span reads each returned memory,
and because EverMemOS reports which messages a memory came from (``ori_event_id_list``), memtrace records that
server-side extraction as an ``evermemos.extract (observed)`` operation; the model call (litellm instrumentation)
reads the memories its prompt quotes: the graph goes message -> memory -> search -> answer.

Offline by default: the client talks to a small in-process stand-in for the EverMemOS service (an httpx transport
that buffers messages and extracts an episode plus one event log per message every few messages). Point it at a real
service with ``--base-url`` (API key from EVERMEMOS_API_KEY).

    python examples/evermemos_client.py
    python examples/evermemos_client.py --base-url https://api.evermind.ai --model gpt-4o-mini
"""

from __future__ import annotations

import argparse
import json
import os
import re
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

from opentelemetry import trace  # noqa: E402

import memtrace_otel  # noqa: E402

CONVERSATION = [
    ("m1", "user", "I just started a new job as a nurse at St. Mary's hospital."),
    ("m2", "assistant", "Congratulations! How are the shifts?"),
    ("m3", "user", "Night shifts mostly, three nights a week."),
    ("m4", "user", "My cat Pixel hates that I am away at night."),
]
QUESTION = "Where does the user work as a nurse?"
EXPECTED = "St. Mary"


class OfflineEverMemOS:
    """Just enough of the EverMemOS API for the example: add (buffered per group), search (word overlap)."""

    def __init__(self, boundary: int = 2):
        self.boundary, self.buffers, self.memories = boundary, {}, []

    def __call__(self, request):
        import httpx

        if request.method == "POST" and request.url.path.endswith("/memories"):
            body = json.loads(request.content)
            group = body.get("group_id") or body["sender"] + "__group"
            buffer = self.buffers.setdefault(group, [])
            buffer.append(body)
            extracted = bool(body.get("flush")) or len(buffer) >= self.boundary
            if extracted:
                self._extract(group, buffer)
                buffer.clear()
            status = "extracted" if extracted else "accumulated"
            return httpx.Response(200, json={"message": status, "request_id": uuid.uuid4().hex, "status": status})
        if request.method == "GET" and request.url.path.endswith("/memories/search"):
            words = set(re.findall(r"\w+", request.url.params.get("query", "").lower()))
            hits = []
            for memory in self.memories:
                text = (memory.get("episode") or memory.get("atomic_fact") or "").lower()
                overlap = len(words & set(re.findall(r"\w+", text)))
                if overlap:
                    hits.append({**memory, "score": round(overlap / max(1, len(words)), 3)})
            hits.sort(key=lambda m: -m["score"])
            top = hits[: int(request.url.params.get("top_k", 5))]
            return httpx.Response(200, json={"status": "ok", "result": {"memories": top, "total_count": len(top)}})
        return httpx.Response(404, json={"message": "not part of the offline stand-in"})

    def _extract(self, group: str, messages: list) -> None:
        now = datetime.now(timezone.utc).isoformat()
        episode = f"ep-{len(self.memories)}"
        self.memories.append({"id": episode, "memory_type": "episodic_memory", "user_id": messages[0]["sender"],
                              "group_id": group, "timestamp": now,
                              "episode": " ".join(m["content"] for m in messages),
                              "ori_event_id_list": [m["message_id"] for m in messages]})
        for m in messages:
            self.memories.append({"id": f"ev-{m['message_id']}", "memory_type": "event_log", "user_id": m["sender"],
                                  "group_id": group, "timestamp": now, "atomic_fact": m["content"],
                                  "ori_event_id_list": [m["message_id"]]})


def make_client(base_url: str | None):
    import httpx
    from evermemos import EverMemOS

    if base_url:
        return EverMemOS(base_url=base_url)
    return EverMemOS(api_key="offline", base_url="http://evermemos.offline",
                     http_client=httpx.Client(transport=httpx.MockTransport(OfflineEverMemOS())))


def memories_api(client):
    # evermemos 0.3.x exposes the API as client.v0; newer releases as client.v1
    return (getattr(client, "v1", None) or client.v0).memories


def ingest(memories) -> None:
    start = datetime(2026, 3, 2, 21, 0, tzinfo=timezone.utc)
    for i, (message_id, role, text) in enumerate(CONVERSATION):
        memories.add(content=text, create_time=(start + timedelta(minutes=i)).isoformat(), message_id=message_id,
                     sender="dana", role=role, group_id="dana-chat", flush=i == len(CONVERSATION) - 1)


def search(memories, question: str) -> list:
    response = memories.search(extra_query={"query": question, "user_id": "dana", "top_k": 3,
                                            "retrieve_method": "hybrid"})
    return list(response.result.memories or [])


def memory_text(memory) -> str:
    return getattr(memory, "episode", None) or getattr(memory, "atomic_fact", None) or ""


def answer(question: str, found: list, model: str, api_base: str | None) -> str:
    import litellm

    from memtrace_otel.local_model.prompts import answer_messages

    response = litellm.completion(model=model, messages=answer_messages(question, [memory_text(m) for m in found]),
                                  api_base=api_base, api_key="local" if api_base else None)
    return response.choices[0].message.content or ""


def run(out: Path, model: str | None, base_url: str | None = None, generate: bool = True) -> str:
    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["evermemos", "litellm"], service_name="evermemos-example")
    server = None
    try:
        memories = memories_api(make_client(base_url))
        ingest(memories)
        if generate and model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer().start()
        # one request span: search and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("evermemos-example").start_as_current_span("answer_question"):
            found = search(memories, QUESTION)
            if not generate:
                return "; ".join(str(m.id) for m in found)
            reply = answer(QUESTION, found, model or "openai/local", server.base_url if server else None)
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply,
                                         evidence_ids=["evermemos:msg:m1"])
        return reply
    finally:
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/evermemos_client.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    parser.add_argument("--base-url", default=None, help="a real EverMemOS service (default: offline stand-in)")
    parser.add_argument("--no-generate", action="store_true", help="stop after the search")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model, args.base_url, generate=not args.no_generate)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
