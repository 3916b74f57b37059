"""LangGraph's long-term store as traced memory: puts version each ``(namespace, key)`` record, a semantic search is a
retrieve operation with ranks and scores, and the answer links back to the record versions it was given.

Offline by default: the store's index embeds with memtrace's deterministic hash embeddings, and the answer comes from
the local model server (``--model`` uses a real provider through litellm).

    python examples/langgraph_store.py
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Optional

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

import memtrace_otel  # noqa: E402

USER = "alice"
QUESTION = "Which city does Alice live in now?"
EXPECTED = "Porto"


def run(out: Path, model: Optional[str]) -> str:
    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["langgraph_store", "litellm"],
                             service_name="langgraph-store-example")
    import litellm
    from langgraph.store.memory import InMemoryStore
    from opentelemetry import trace

    from memtrace_otel.local_model.embeddings import embed_texts
    from memtrace_otel.local_model.policy import ScriptedPolicy
    from memtrace_otel.local_model.prompts import answer_messages

    server = None
    try:
        if model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer(ScriptedPolicy(answers={QUESTION: EXPECTED})).start()
        store = InMemoryStore(index={"dims": 128, "embed": lambda texts: embed_texts(texts, dim=128),
                                     "fields": ["text"]})
        namespace = ("memories", USER)  # memtrace.scope.key = "memories/alice"
        store.put(namespace, "home", {"text": "Alice lives in Lisbon"})  # write: version 1
        store.put(namespace, "pet", {"text": "Alice has a dog called Rex"})
        store.put(namespace, "job", {"text": "Alice works as a nurse"})
        store.put(namespace, "home", {"text": "Alice moved to Porto and lives there now"})  # update: version 2
        store.delete(namespace, "job")  # delete: a tombstone version

        with trace.get_tracer("example").start_as_current_span("answer_turn"):
            hits = store.search(namespace, query=QUESTION, limit=2)  # retrieve: ranked hits with scores
            prompt = answer_messages(QUESTION, [hit.value["text"] for hit in hits])
            response = litellm.completion(model=model or "openai/local", messages=prompt,
                                          api_base=server.base_url if server else None,
                                          api_key="local" if server else None)
            reply = response.choices[0].message.content or ""
            memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                         actual=reply)
        return reply
    finally:
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/langgraph_store.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
