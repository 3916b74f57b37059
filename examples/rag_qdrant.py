"""A small RAG app over qdrant (in-process ``:memory:``), traced by memtrace's qdrant instrumentation.

Product notes are stored as points, one note is corrected with ``set_payload`` (a new record version), an obsolete
note is deleted (a tombstone), and a question is answered from the points ``query_points`` returns. Every client call
becomes a memory span whose variables are the points ``qdrant:<collection>:<id>`` with versions; the model call
(litellm instrumentation) is a ``generate`` operation whose inputs are the point versions the query returned and its
prompt quotes. The writer of each version is stored in the point's payload, so readers in other traces or processes
link back to it. The app itself contains no tracing code beyond ``instrument()`` and one request span.

    python examples/rag_qdrant.py                        # offline: local embeddings and local model server
    python examples/rag_qdrant.py --model gpt-4o-mini    # answer with a real provider through litellm
    python examples/rag_qdrant.py --no-generate          # retrieval only
    python examples/rag_qdrant.py --otlp                 # export to OTEL_EXPORTER_OTLP_ENDPOINT instead of a file
"""

from __future__ import annotations

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import DEFAULT_DIM, answer_messages, chat_model, embed_texts, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

COLLECTION = "product-notes"
NOTES = {
    1: "The Aurora kettle holds 1.5 litres and boils in four minutes.",
    2: "The Aurora kettle has a stainless steel body and a blue light.",
    3: "The Borealis toaster has four slots and a defrost button.",
    4: "The Borealis toaster is discontinued in 2019.",  # obsolete, deleted below
}
CORRECTION = {1: "The Aurora kettle holds 1.7 litres and boils in four minutes."}
QUESTION = "How many litres does the Aurora kettle hold?"
EXPECTED = "1.7"


def load(client) -> None:
    from qdrant_client import models

    client.create_collection(COLLECTION, vectors_config=models.VectorParams(size=DEFAULT_DIM,
                                                                            distance=models.Distance.COSINE))
    vectors = embed_texts(list(NOTES.values()))
    client.upsert(COLLECTION, points=[models.PointStruct(id=i, vector=v, payload={"text": t, "product": t.split()[1]})
                                      for (i, t), v in zip(NOTES.items(), vectors)])


def maintain(client) -> None:
    for point_id, text in CORRECTION.items():
        client.set_payload(COLLECTION, payload={"text": text}, points=[point_id])
    client.delete(COLLECTION, points_selector=[4])


def retrieve(client, question: str, k: int = 2) -> list[tuple[int, str]]:
    response = client.query_points(COLLECTION, query=embed_texts([question])[0], limit=k)
    return [(p.id, p.payload["text"]) for p in response.points]


def run(args) -> str:
    from qdrant_client import QdrantClient

    memtrace_otel.instrument(service_name="rag-qdrant-example", capture_content=True,
                             instrumentations=["qdrant", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    client = QdrantClient(":memory:")
    try:
        load(client)
        maintain(client)
        # one request span: retrieval and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("rag-qdrant-example").start_as_current_span("answer_question"):
            hits = retrieve(client, QUESTION)
            if args.no_generate:
                return "; ".join(text for _, text in hits)
            with chat_model(args.model, api_base=args.api_base) as chat:
                reply = chat.complete(answer_messages(QUESTION, [text for _, text in hits]))
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply)
        return reply
    finally:
        client.close()
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = example_parser("rag_qdrant", __doc__)
    parser.add_argument("--no-generate", action="store_true", help="stop after retrieval")
    args = parser.parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
