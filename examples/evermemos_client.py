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
    python examples/evermemos_client.py --otlp   # export to OTEL_EXPORTER_OTLP_ENDPOINT instead of a file
"""

from __future__ import annotations

import json
import re
import uuid
from datetime import datetime, timedelta, timezone

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import answer_messages, chat_model, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

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


def run(args) -> str:
    memtrace_otel.instrument(service_name="evermemos-example", capture_content=True,
                             instrumentations=["evermemos", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    try:
        memories = memories_api(make_client(args.base_url))
        ingest(memories)
        # one request span: search and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("evermemos-example").start_as_current_span("answer_question"):
            found = search(memories, QUESTION)
            if args.no_generate:
                return "; ".join(str(m.id) for m in found)
            with chat_model(args.model, api_base=args.api_base) as chat:
                reply = chat.complete(answer_messages(QUESTION, [memory_text(m) for m in found]))
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply,
                                         evidence_ids=["evermemos:msg:m1"])
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = example_parser("evermemos_client", __doc__)
    parser.add_argument("--base-url", default=None, help="a real EverMemOS service (default: offline stand-in)")
    parser.add_argument("--no-generate", action="store_true", help="stop after the search")
    args = parser.parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
