"""Vector-store instrumentation overhead per call: chroma and qdrant, no instrumentation vs OpenLLMetry vs memtrace
(content capture off and on), each configuration in a fresh process, rounds interleaved, every span encoded to
OTLP protobuf inside the timed region by one shared discarding exporter (benchmarks/_otlp_harness.py).

Workloads (one collection of ``--docs`` 64-dim documents, loaded before instrumenting: a store filled earlier):
  chroma query        ``Collection.query(query_embeddings=[q], n_results=5)`` on an ``EphemeralClient``
  chroma add 10       ``Collection.add`` of 10 new documents
  chroma upsert 1     ``Collection.upsert`` of 1 existing document with revised text
  qdrant query_points ``QdrantClient(":memory:").query_points(limit=5)``
  qdrant upsert 10    ``upsert`` of 10 new points
  qdrant upsert 1     ``upsert`` of 1 existing point with a revised payload

A second table per store gives the µs each configuration adds outside the store's own engine call (chroma's
``RustBindingsAPI._add/_upsert/_query``, qdrant's ``QdrantLocal.query_points/upsert``, timed in every configuration):
the instrumentation's cost without the engine's run-to-run variance.

The peer is OpenLLMetry's ``opentelemetry-instrumentation-chromadb`` / ``-qdrant`` as installed (0.62: no content
switch; chroma's records the query embeddings and the result ids, documents and distances as span events, qdrant's
records counts and the collection name only, no record ids); its column is skipped with a note when the package is
not installed.

    python benchmarks/vectorstore_overhead.py                # both stores, 3 rounds
    python benchmarks/vectorstore_overhead.py --store qdrant --rounds 5
    python benchmarks/vectorstore_overhead.py --quick        # CI smoke: 1 round, few calls
"""

from __future__ import annotations

import argparse
import random
import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _otlp_harness as h  # noqa: E402

DIM = 64
PEERS = {"chroma": "opentelemetry.instrumentation.chromadb", "qdrant": "opentelemetry.instrumentation.qdrant"}


def _vectors(rng: random.Random, n: int) -> list[list[float]]:
    return [[rng.uniform(-1, 1) for _ in range(DIM)] for _ in range(n)]


def _text(i: int) -> str:
    return f"note {i}: the item {i % 97} ships from warehouse {i % 13} in {i % 7 + 1} days"


def chroma_workloads(docs: int, calls: dict[str, int]):
    import chromadb
    from chromadb.api.rust import RustBindingsAPI

    for engine_call in ("_add", "_upsert", "_query"):  # the Rust engine's own work, timed apart
        h.time_inner(RustBindingsAPI, engine_call)

    rng = random.Random(1)
    client = chromadb.EphemeralClient()
    vecs = _vectors(rng, docs)
    queries = _vectors(rng, 64)

    def collection(preload: bool):
        col = client.create_collection("bench-" + uuid.uuid4().hex[:8], embedding_function=None)
        if preload:
            for lo in range(0, docs, 500):
                col.add(ids=[str(i) for i in range(lo, min(lo + 500, docs))],
                        documents=[_text(i) for i in range(lo, min(lo + 500, docs))], embeddings=vecs[lo:lo + 500])
        return col

    cols = {name: collection(True) for name in ("query", "add", "upsert")}
    fresh = iter(range(docs, 10**9))
    spare = _vectors(rng, 50)

    def query(i):
        cols["query"].query(query_embeddings=[queries[i % len(queries)]], n_results=5)

    def add10(i):
        ids = [next(fresh) for _ in range(10)]
        cols["add"].add(ids=[str(j) for j in ids], documents=[_text(j) for j in ids],
                        embeddings=[spare[j % 50] for j in ids])

    def upsert1(i):
        j = (i * 7919) % docs
        cols["upsert"].upsert(ids=[str(j)], documents=[_text(j) + f" (revised {i})"], embeddings=[spare[i % 50]])

    return {"chroma query (n_results 5)": (query, calls["query"]),
            "chroma add 10": (add10, calls["write"]),
            "chroma upsert 1 (existing id)": (upsert1, calls["write"])}


def qdrant_workloads(docs: int, calls: dict[str, int]):
    from qdrant_client import QdrantClient, models
    from qdrant_client.local.qdrant_local import QdrantLocal

    for engine_call in ("query_points", "upsert"):  # the local engine's own work, timed apart
        h.time_inner(QdrantLocal, engine_call)

    rng = random.Random(1)
    client = QdrantClient(":memory:")
    vecs = _vectors(rng, docs)
    queries = _vectors(rng, 64)
    spare = _vectors(rng, 50)
    for name in ("query", "add", "upsert"):
        client.create_collection(name, vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
        for lo in range(0, docs, 500):
            client.upsert(name, points=[models.PointStruct(id=i, vector=vecs[i], payload={"text": _text(i)})
                                        for i in range(lo, min(lo + 500, docs))])
    fresh = iter(range(docs, 10**9))

    def query(i):
        client.query_points("query", query=queries[i % len(queries)], limit=5)

    def upsert10(i):
        ids = [next(fresh) for _ in range(10)]
        client.upsert("add", points=[models.PointStruct(id=j, vector=spare[j % 50], payload={"text": _text(j)})
                                     for j in ids])

    def upsert1(i):
        j = (i * 7919) % docs
        client.upsert("upsert", points=[models.PointStruct(id=j, vector=spare[i % 50],
                                                           payload={"text": _text(j) + f" (revised {i})"})])

    return {"qdrant query_points (limit 5)": (query, calls["query"]),
            "qdrant upsert 10": (upsert10, calls["write"]),
            "qdrant upsert 1 (existing id)": (upsert1, calls["write"])}


def child(config: str, args) -> None:
    calls = {"query": args.calls, "write": max(10, args.calls // 2)}
    result = {}
    for store in args.stores:
        build = chroma_workloads if store == "chroma" else qdrant_workloads
        workloads = build(args.docs, calls)  # collections loaded before instrumenting: a store filled earlier
        pipe = None if config == h.NONE else h.make_pipeline()
        inst = None
        if config == h.PEER:
            if store == "chroma":
                from opentelemetry.instrumentation.chromadb import ChromaInstrumentor as Peer
            else:
                from opentelemetry.instrumentation.qdrant import QdrantInstrumentor as Peer
            inst = Peer()
            inst.instrument(tracer_provider=pipe.provider)
        elif config in (h.MT_OFF, h.MT_ON):
            from memtrace_otel import api, config as mt_config, lineage

            api.set_tracer_provider(pipe.provider)
            mt_config.configure(capture_content=config == h.MT_ON)
            lineage.REGISTRY.clear()
            if store == "chroma":
                from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor as Mt
            else:
                from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor as Mt
            inst = Mt()
            inst.instrument(tracer_provider=pipe.provider)
        for name, (call, n) in workloads.items():
            result[name] = h.measure(pipe, call, n)
        if inst is not None:
            inst.uninstrument()
        if pipe is not None:
            pipe.provider.shutdown()
    h.child_print(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", choices=("chroma", "qdrant", "both"), default="both")
    parser.add_argument("--docs", type=int, default=1000, help="documents in each collection")
    parser.add_argument("--calls", type=int, default=300, help="timed queries per round (writes: half as many)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="CI smoke: 1 round, 30 calls, 200 docs")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--stores", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args)
        return
    if args.quick:
        args.rounds, args.calls, args.docs = 1, 30, 200
    stores = ["chroma", "qdrant"] if args.store == "both" else [args.store]
    print(f"vector-store overhead: {args.docs} docs per collection, {args.calls} queries / {max(10, args.calls // 2)} "
          f"writes per round, {args.rounds} interleaved rounds, one process per configuration and store; "
          f"python {sys.version.split()[0]}")
    print("ratio = median time per call / median without instrumentation (range: per-round ratios); "
          "spans encoded to OTLP protobuf and flushed inside the timed region")
    for store in stores:
        configs = [h.NONE, h.MT_OFF, h.MT_ON]
        note = None
        if h.peer_available(PEERS[store]):
            configs.insert(1, h.PEER)
        else:
            note = (f"  peer column skipped: {PEERS[store]} is not installed "
                    f"(pip install opentelemetry-instrumentation-{'chromadb' if store == 'chroma' else store})")
        res = h.run_interleaved(__file__, h.with_base(configs), args.rounds,
                                ["--docs", str(args.docs), "--calls", str(args.calls), "--stores", store], store)
        if note:
            res.notes.append(note)
        print()
        print(h.format_table(res, f"{store}:"), flush=True)
        print()
        engine = "RustBindingsAPI._add/_upsert/_query" if store == "chroma" else "QdrantLocal.query_points/upsert"
        print(h.format_outside_table(res, f"{store}, µs per call outside the store's engine ({engine}), added over "
                                          "no instrumentation:"), flush=True)


if __name__ == "__main__":
    main()
