"""A small RAG app over chromadb, traced by memtrace's chromadb instrumentation.

A help-desk knowledge base is loaded into a chroma collection, one article is later revised (a new record version),
and a question is answered from the retrieved chunks. Every collection call becomes a memory span (``write``,
``update``, ``retrieve``) whose variables are the chunks ``chroma:<collection>:<id>`` with versions; the model call
(litellm instrumentation) is a ``generate`` operation whose inputs are exactly the chunk versions the query returned
and that its prompt quotes. The writer of each chunk version is stored in the chunk's metadata, so the query links
back to it across traces. The app itself contains no tracing code beyond ``instrument()`` and one request span.

    python examples/rag_chroma.py                        # offline: local embeddings and local model server
    python examples/rag_chroma.py --model gpt-4o-mini    # answer with a real provider through litellm
    python examples/rag_chroma.py --no-generate          # retrieval only
    python examples/rag_chroma.py --otlp                 # export to OTEL_EXPORTER_OTLP_ENDPOINT instead of a file
"""

from __future__ import annotations

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import answer_messages, chat_model, embed_texts, offline_defaults

offline_defaults()  # before chromadb and litellm are imported: no telemetry, no network look-ups

ARTICLES = {
    "returns": "Returns are accepted within 30 days of delivery with the original receipt.",
    "shipping": "Standard shipping takes 3 to 5 business days; express shipping takes 1 day.",
    "warranty": "Every laptop comes with a one year warranty covering hardware faults.",
    "support-hours": "The support desk is open Monday to Friday from 9am to 6pm.",
}
REVISED = {"returns": "Returns are accepted within 60 days of delivery with the original receipt."}
QUESTION = "Within how many days are returns accepted?"
EXPECTED = "60 days"


def load(collection) -> None:
    ids = list(ARTICLES)
    collection.add(ids=ids, documents=[ARTICLES[i] for i in ids], embeddings=embed_texts([ARTICLES[i] for i in ids]),
                   metadatas=[{"source": f"kb/{i}.md"} for i in ids])


def revise(collection) -> None:
    ids = list(REVISED)
    collection.upsert(ids=ids, documents=[REVISED[i] for i in ids], embeddings=embed_texts([REVISED[i] for i in ids]),
                      metadatas=[{"source": f"kb/{i}.md", "revision": 2} for i in ids])


def retrieve(collection, question: str, k: int = 2) -> list[tuple[str, str]]:
    result = collection.query(query_embeddings=embed_texts([question]), n_results=k)
    return list(zip(result["ids"][0], result["documents"][0]))


def run(args) -> str:
    import chromadb

    memtrace_otel.instrument(service_name="rag-chroma-example", capture_content=True,
                             instrumentations=["chromadb", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    try:
        collection = chromadb.EphemeralClient().get_or_create_collection("helpdesk", embedding_function=None)
        load(collection)
        revise(collection)
        # one request span: retrieval and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("rag-chroma-example").start_as_current_span("answer_question"):
            chunks = retrieve(collection, QUESTION)
            if args.no_generate:
                return "; ".join(text for _, text in chunks)
            with chat_model(args.model, api_base=args.api_base) as chat:
                reply = chat.complete(answer_messages(QUESTION, [text for _, text in chunks]))
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply)
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = example_parser("rag_chroma", __doc__)
    parser.add_argument("--no-generate", action="store_true", help="stop after retrieval")
    args = parser.parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
