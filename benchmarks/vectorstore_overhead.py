"""Vector-store instrumentation overhead: the same chroma / qdrant workload with and without memtrace.

The workload is a RAG store's life: ``--docs`` chunks added in batches of ``--batch``, a fifth of them revised by
upsert (new content: pre-write read + update versions), then ``--queries`` top-5 queries. Instrumented runs export
to an in-memory exporter through a BatchSpanProcessor (what an app would use), with content capture off and on.
Prints seconds per run and the ratio to the uninstrumented run (best of ``--repeat``).

    python benchmarks/vectorstore_overhead.py
    python benchmarks/vectorstore_overhead.py --docs 5000 --queries 500 --store qdrant
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid
from pathlib import Path

os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import BatchSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

from memtrace_otel import api, config, lineage  # noqa: E402
from memtrace_otel.local_model.embeddings import embed_texts  # noqa: E402

DIM = 64


def corpus(n: int) -> tuple[list[str], list[list[float]]]:
    texts = [f"note {i}: the item {i % 97} ships from warehouse {i % 13} in {i % 7 + 1} days" for i in range(n)]
    return texts, embed_texts(texts, dim=DIM)


def chroma_workload(texts, vectors, queries, batch):
    import chromadb

    client = chromadb.EphemeralClient()
    name = "bench-" + uuid.uuid4().hex[:8]
    col = client.create_collection(name, embedding_function=None)
    ids = [str(i) for i in range(len(texts))]
    start = time.perf_counter()
    for lo in range(0, len(ids), batch):
        col.add(ids=ids[lo:lo + batch], documents=texts[lo:lo + batch], embeddings=vectors[lo:lo + batch])
    revised = ids[::5]
    for lo in range(0, len(revised), batch):
        chunk = revised[lo:lo + batch]
        col.upsert(ids=chunk, documents=[texts[int(i)] + " (revised)" for i in chunk],
                   embeddings=[vectors[int(i)] for i in chunk])
    for q in queries:
        col.query(query_embeddings=[q], n_results=5)
    elapsed = time.perf_counter() - start
    client.delete_collection(name)
    return elapsed


def qdrant_workload(texts, vectors, queries, batch):
    from qdrant_client import QdrantClient, models

    client = QdrantClient(":memory:")
    client.create_collection("bench", vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
    start = time.perf_counter()
    for lo in range(0, len(texts), batch):
        client.upsert("bench", points=[models.PointStruct(id=i, vector=vectors[i], payload={"text": texts[i]})
                                       for i in range(lo, min(lo + batch, len(texts)))])
    revised = list(range(0, len(texts), 5))
    for lo in range(0, len(revised), batch):
        client.upsert("bench", points=[models.PointStruct(id=i, vector=vectors[i],
                                                          payload={"text": texts[i] + " (revised)"})
                                       for i in revised[lo:lo + batch]])
    for q in queries:
        client.query_points("bench", query=q, limit=5)
    elapsed = time.perf_counter() - start
    client.close()
    return elapsed


def run(store: str, mode: str, args, data) -> float:
    texts, vectors, queries = data
    workload = chroma_workload if store == "chroma" else qdrant_workload
    inst = None
    provider = None
    if mode != "off":
        from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor
        from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor

        provider = TracerProvider()
        provider.add_span_processor(BatchSpanProcessor(InMemorySpanExporter(), max_queue_size=100_000))
        api.set_tracer_provider(provider)
        config.configure(capture_content=(mode == "capture"))
        inst = ChromaInstrumentor() if store == "chroma" else QdrantInstrumentor()
        inst.instrument(tracer_provider=provider)
    lineage.REGISTRY.clear()
    try:
        return workload(texts, vectors, queries, args.batch)
    finally:
        if inst is not None:
            inst.uninstrument()
            provider.shutdown()
            api.set_tracer_provider(None)
            config.reset_from_env()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--store", choices=("chroma", "qdrant", "both"), default="both")
    args = parser.parse_args()
    texts, vectors = corpus(args.docs)
    queries = embed_texts([f"which warehouse ships item {i}" for i in range(args.queries)], dim=DIM)
    data = (texts, vectors, queries)
    stores = ("chroma", "qdrant") if args.store == "both" else (args.store,)
    print(f"docs={args.docs} batch={args.batch} queries={args.queries} (best of {args.repeat})")
    for store in stores:
        best = {}
        for mode in ("off", "structural", "capture"):
            best[mode] = min(run(store, mode, args, data) for _ in range(args.repeat))
        base = best["off"]
        print(f"{store:7s} uninstrumented {base:7.3f}s | memtrace {best['structural']:7.3f}s "
              f"x{best['structural'] / base:.2f} | with content {best['capture']:7.3f}s x{best['capture'] / base:.2f}")


if __name__ == "__main__":
    main()
