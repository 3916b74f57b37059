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
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true",
                     "ANONYMIZED_TELEMETRY": "False"}.items():
    os.environ.setdefault(_key, _value)

from opentelemetry import trace  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel.local_model.embeddings import embed_texts  # noqa: E402

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


def answer(question: str, chunks: list[tuple[str, str]], model: str, api_base: str | None) -> str:
    import litellm

    from memtrace_otel.local_model.prompts import answer_messages

    response = litellm.completion(model=model, messages=answer_messages(question, [t for _, t in chunks]),
                                  api_base=api_base, api_key="local" if api_base else None)
    return response.choices[0].message.content or ""


def run(out: Path, model: str | None, generate: bool = True) -> str:
    import chromadb

    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["chromadb", "litellm"], service_name="rag-chroma-example")
    server = None
    try:
        collection = chromadb.EphemeralClient().get_or_create_collection("helpdesk", embedding_function=None)
        load(collection)
        revise(collection)
        if generate and model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer().start()
        # one request span: retrieval and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("rag-chroma-example").start_as_current_span("answer_question"):
            chunks = retrieve(collection, QUESTION)
            if not generate:
                return "; ".join(text for _, text in chunks)
            reply = answer(QUESTION, chunks, model or "openai/local", server.base_url if server else None)
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply)
        return reply
    finally:
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/rag_chroma.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    parser.add_argument("--no-generate", action="store_true", help="stop after retrieval")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model, generate=not args.no_generate)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
