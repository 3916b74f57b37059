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
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

from opentelemetry import trace  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel.local_model.embeddings import DEFAULT_DIM, embed_texts  # noqa: E402

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


def answer(question: str, hits: list[tuple[int, str]], model: str, api_base: str | None) -> str:
    import litellm

    from memtrace_otel.local_model.prompts import answer_messages

    response = litellm.completion(model=model, messages=answer_messages(question, [t for _, t in hits]),
                                  api_base=api_base, api_key="local" if api_base else None)
    return response.choices[0].message.content or ""


def run(out: Path, model: str | None, generate: bool = True) -> str:
    from qdrant_client import QdrantClient

    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["qdrant", "litellm"], service_name="rag-qdrant-example")
    server = None
    client = QdrantClient(":memory:")
    try:
        load(client)
        maintain(client)
        if generate and model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer().start()
        # one request span: retrieval and answer share a trace, so the model call links to what was retrieved
        with trace.get_tracer("rag-qdrant-example").start_as_current_span("answer_question"):
            hits = retrieve(client, QUESTION)
            if not generate:
                return "; ".join(text for _, text in hits)
            reply = answer(QUESTION, hits, model or "openai/local", server.base_url if server else None)
            memtrace_otel.record_outcome(EXPECTED in reply, question=QUESTION, expected=EXPECTED, actual=reply)
        return reply
    finally:
        client.close()
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/rag_qdrant.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    parser.add_argument("--no-generate", action="store_true", help="stop after retrieval")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model, generate=not args.no_generate)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
