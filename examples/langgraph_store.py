"""LangGraph's long-term store as traced memory: puts version each ``(namespace, key)`` record, a semantic search is a
retrieve operation with ranks and scores, and the answer links back to the record versions it was given.

Offline by default: the store's index embeds with memtrace's deterministic hash embeddings, and the answer comes from
the local model server (``--model`` uses a real provider through litellm).

    python examples/langgraph_store.py
    python examples/langgraph_store.py --otlp    # export to OTEL_EXPORTER_OTLP_ENDPOINT instead of a file
"""

from __future__ import annotations

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import ScriptedPolicy, answer_messages, chat_model, embed_texts, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

USER = "alice"
QUESTION = "Which city does Alice live in now?"
EXPECTED = "Porto"


def run(args) -> str:
    memtrace_otel.instrument(service_name="langgraph-store-example", capture_content=True,
                             instrumentations=["langgraph_store", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    from langgraph.store.memory import InMemoryStore

    try:
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
            local_answers = ScriptedPolicy(answers={QUESTION: EXPECTED})  # what the local server says
            with chat_model(args.model, api_base=args.api_base, policy=local_answers) as chat:
                reply = chat.complete(answer_messages(QUESTION, [hit.value["text"] for hit in hits]))
            memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                         actual=reply)
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    args = example_parser("langgraph_store", __doc__).parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
